import { use, type ComponentType, type ReactElement } from 'react';
import { ROUTES, TERMS_PATH, type RouteDefinition } from '@dawa/contract';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../components/page/use-document-title.ts';
import { MarketplaceLayout } from '../layouts/marketplace/marketplace-layout.tsx';
import { GuestOnly } from './guest-only.tsx';
import { RootShell } from './root-shell.tsx';
import { matchAppRoutes } from '../lib/route-matches.ts';

// Every route of the contract's table, each page in its own chunk (React.lazy). Navigations run in
// a transition (app-router.tsx), so the current page stays while the next one's code loads and
// the page gate shows progress.

type PageModule = () => Promise<{ Component: ComponentType }>;

/** Screens built so far; every other route shows the "not built yet" page. */
const PAGES: Record<string, PageModule> = {
  '/': () => import('../features/home/home-page.tsx'),
  [TERMS_PATH]: () => import('../features/terms/terms-page.tsx'),
  '/signup': () => import('../features/accounts/signup/signup-start-page.tsx'),
  '/signup/choose-plan': () => import('../features/accounts/signup/choose-plan-page.tsx'),
  '/signup/basic-info': () => import('../features/accounts/signup/basic-info-page.tsx'),
  '/signup/email-verification': () =>
    import('../features/accounts/signup/email-verification-page.tsx'),
  '/signup/tenant-setup': () => import('../features/accounts/signup/tenant-setup-page.tsx'),
  '/signup/review': () => import('../features/accounts/signup/review-page.tsx'),
  '/verify-otp': () => import('../features/accounts/pages/verify-otp-page.tsx'),
  '/resend-otp': () => import('../features/accounts/pages/resend-otp-page.tsx'),
  '/forget-password-request': () =>
    import('../features/accounts/pages/forget-password-request-page.tsx'),
  '/forget-password-reset': () =>
    import('../features/accounts/pages/forget-password-reset-page.tsx'),
  '/forgot-password': () => import('../features/accounts/pages/forgot-password-page.tsx'),
  '/reset-password': () => import('../features/accounts/pages/reset-password-page.tsx'),
  '/otp': () => import('../features/accounts/pages/otp-page.tsx'),
  '/login': () => import('../features/sign-in/login-page.tsx'),
  '/dashboard': () => import('../features/dashboard/dashboard-page.tsx'),
  '/help': () => import('../features/help/help-page.tsx'),
  '/my-shop': () => import('../features/shop/my-shop-page.tsx'),
  '/my-shop/edit': () => import('../features/shop-wizard/pages/edit-shop-page.tsx'),
  '/pharmacy': () => import('../features/pharmacy/pharmacy-list-page.tsx'),
  '/pharmacy/create': () => import('../features/pharmacy/create-pharmacy-page.tsx'),
  '/onboarding': () => import('../features/pharmacy/onboarding-page.tsx'),
  '/branch': () => import('../features/pharmacy/branches-page.tsx'),
  '/members': () => import('../features/members/members-page.tsx'),
  '/member': () => import('../features/members/member-page.tsx'),
  '/members/change': () => import('../features/members/change-role-page.tsx'),
  '/users': () => import('../features/users/users-page.tsx'),
  '/categories': () => import('../features/categories/categories-page.tsx'),
  '/moderation': () => import('../features/moderation/moderation-page.tsx'),
  '/logs': () => import('../features/logs/logs-page.tsx'),
  '/jobs': () => import('../features/jobs/jobs-page.tsx'),
  '/report/listing-performance': () => import('../features/reports/listing-performance-page.tsx'),
  '/profile': () => import('../features/profile/profile-page.tsx'),
  '/profile/detail': () => import('../features/profile/profile-detail-page.tsx'),
  '/shop/step-1-setup-shop': () => import('../features/shop-wizard/pages/step-1-basics-page.tsx'),
  '/shop/step-2-setup-shop': () => import('../features/shop-wizard/pages/step-2-location-page.tsx'),
  '/shop/step-3-product-detail': () =>
    import('../features/shop-wizard/pages/step-3-product-page.tsx'),
  '/shop/step-4-additional-info': () =>
    import('../features/shop-wizard/pages/step-4-extra-page.tsx'),
  '/shop/step-5-review': () => import('../features/shop-wizard/pages/step-5-review-page.tsx'),
  '/shop/confirmation': () => import('../features/shop-wizard/pages/confirmation-page.tsx'),
  '/shop/:id': () => import('../features/shop/shop-page.tsx'),
  '/post/step-1-media-upload': () => import('../features/post-wizard/pages/step-1-media-page.tsx'),
  '/post/step-2-product-description': () =>
    import('../features/post-wizard/pages/step-2-description-page.tsx'),
  '/post/step-3-product-detail': () =>
    import('../features/post-wizard/pages/step-3-detail-page.tsx'),
  '/post/step-4-additional-info': () =>
    import('../features/post-wizard/pages/step-4-additional-page.tsx'),
  '/post/step-5-review': () => import('../features/post-wizard/pages/step-5-review-page.tsx'),
  '/post/confirmation': () => import('../features/post-wizard/pages/confirmation-page.tsx'),
  '/listing/:id': () => import('../features/listing/listing-page.tsx'),
  '/search': () => import('../features/search/search-page.tsx'),
  '/fav': () => import('../features/favourites/favourites-page.tsx'),
  '/chat': () => import('../features/chat/chat-page.tsx'),
};
/** Paths with a built screen: the dashboard menu lists only these (issue 13). */
export const BUILT_PAGE_PATHS: readonly string[] = Object.keys(PAGES);

const placeholderPage: PageModule = () => import('../features/placeholder/placeholder-page.tsx');
const notFoundPage: PageModule = () => import('../features/not-found/not-found-page.tsx');
const authArea: PageModule = () => import('../layouts/dashboard/auth-area.tsx');

export const NOT_FOUND_TITLE = 'Page not found';

type PageCode = { Component: ComponentType };
/** A page's code on its way, with its outcome written where React's `use()` reads it. */
type PageLoad = Promise<PageCode> & { status?: 'pending' | 'fulfilled' | 'rejected' };

/**
 * One load per module, shared by preloadRoute and the page (routes sharing a module share it), so
 * a page whose code is here renders without suspending. A failed load stays until the next
 * navigation asks for it again (preloadRoute), or a render would ask for it in a loop.
 */
const pageLoads = new Map<PageModule, PageLoad>();

function loadPage(load: PageModule): PageLoad {
  let page = pageLoads.get(load);
  if (!page) {
    const loading: PageLoad = load();
    loading.status = 'pending';
    void loading.then(
      (value) => void Object.assign(loading, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(loading, { status: 'rejected', reason }),
    );
    pageLoads.set(load, loading);
    page = loading;
  }
  return page;
}

/**
 * A page whose code is already here renders in the same pass, where React.lazy always suspended
 * once (a fallback, then a commit React holds back up to 300 ms). A failed load shows the route's
 * error state; the next navigation asks for the module again (preloadRoute).
 */
function LazyPage({ load }: { load: PageModule }) {
  const code: Promise<PageCode> = loadPage(load);
  const { Component } = use(code);
  return <Component />;
}

export function lazyElement(load: PageModule): ReactElement {
  return <LazyPage load={load} />;
}

/** A route's handle: its title, and the code its element needs (for preloadRoute). */
interface LazyHandle extends Partial<RouteHandle> {
  load: PageModule;
}

function lazyRoute(
  load: PageModule,
  route: { path?: string; children?: RouteObject[] },
  title?: string,
): RouteObject {
  const handle: LazyHandle = title === undefined ? { load } : { title, load };
  return { ...route, handle, element: lazyElement(load) };
}

const toRouteObject = (route: RouteDefinition): RouteObject =>
  lazyRoute(PAGES[route.path] ?? placeholderPage, { path: route.path }, route.title);

/**
 * Starts loading the code of every route `location` matches, all at once (without it a lazy layout,
 * the dashboard's, would render before its page's code was even asked for, one round trip more),
 * and the data the page asks for first (route-data.ts). Resolves when the code is here, failed or
 * not: a failed load is reported where the page renders.
 */
export function preloadRoute(
  routes: RouteObject[],
  location: { pathname: string; search: string },
  prefetch?: (path: string, params: Record<string, string | undefined>) => void,
): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const { route, params } of matchAppRoutes(routes, location.pathname) ?? []) {
    const handle = route.handle as Partial<LazyHandle> | undefined;
    if (handle?.load) {
      if (pageLoads.get(handle.load)?.status === 'rejected') pageLoads.delete(handle.load);
      loads.push(loadPage(handle.load).catch(() => undefined));
    }
    if (route.path) prefetch?.(route.path, params);
  }
  return Promise.all(loads);
}

export function buildRoutes(routes: readonly RouteDefinition[] = ROUTES): RouteObject[] {
  const visitor = routes.filter((r) => r.access === 'visitor');
  const auth = routes.filter((r) => r.access === 'auth');
  return [
    {
      element: <RootShell />,
      children: [
        {
          element: <MarketplaceLayout />,
          children: [
            ...visitor.filter((r) => !r.guestOnly).map(toRouteObject),
            {
              element: <GuestOnly />,
              children: visitor.filter((r) => r.guestOnly).map(toRouteObject),
            },
            lazyRoute(notFoundPage, { path: '*' }, NOT_FOUND_TITLE),
          ],
        },
        // The layout decides: dashboard for a signed-in user, the login dialog for a guest.
        lazyRoute(authArea, { children: auth.map(toRouteObject) }),
      ],
    },
  ];
}

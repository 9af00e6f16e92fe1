import { lazy, type ComponentType, type ReactElement } from 'react';
import { ROUTES, TERMS_PATH, type RouteDefinition } from '@dawa/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../components/page/use-document-title.ts';
import { MarketplaceLayout } from '../layouts/marketplace/marketplace-layout.tsx';
import { GuestOnly } from './guest-only.tsx';
import { RootShell } from './root-shell.tsx';

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

/** One lazy component per module, so routes sharing a module (the placeholder) share it. */
const lazyComponents = new Map<PageModule, ComponentType>();

function lazyElement(load: PageModule): ReactElement {
  let Page = lazyComponents.get(load);
  if (!Page) {
    Page = lazy(() => load().then((module) => ({ default: module.Component })));
    lazyComponents.set(load, Page);
  }
  return <Page />;
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
 * Starts loading the code of every route `pathname` matches, all at once: without it a lazy layout
 * (the dashboard's) would render before its page's code was even asked for, one round trip more.
 * A failed load is reported where React.lazy asks for the module again.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const handle = route.handle as Partial<LazyHandle> | undefined;
    handle?.load?.().catch(() => undefined);
  }
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

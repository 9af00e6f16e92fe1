import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import type { Locale } from '@dawa/contract';
import { LocaleContext } from '../../i18n/locale.tsx';
import { MemoryRouter, Outlet, type RouteObject } from 'react-router';
import { RouteTableContext, useDocumentTitle, useRouteTitle } from './use-document-title.ts';

afterEach(cleanup);

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    handle: { title: 'Layout' },
    children: [
      { path: '/shop/confirmation', handle: { title: 'Shop ready' } },
      { path: '/shop/:id', handle: { title: 'Shop' } },
      { path: '/untitled' },
      { path: '/members', handle: { title: 'Members' } },
      { path: '*', handle: { title: 'Page not found' } },
    ],
  },
];

function Probe() {
  useDocumentTitle();
  return <p>{useRouteTitle() ?? '(none)'}</p>;
}

const titleAt = (path: string) => {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <RouteTableContext value={routes}>
        <Probe />
      </RouteTableContext>
    </MemoryRouter>,
  );
  return container.textContent;
};

describe('useRouteTitle', () => {
  it('takes the deepest matched route’s title, the most specific route winning', () => {
    expect(titleAt('/shop/confirmation')).toBe('Shop ready');
    cleanup();
    expect(titleAt('/shop/7d0c5c2e-9f0e-4b8e-9f53-1b2b3c4d5e6f')).toBe('Shop');
    cleanup();
    expect(titleAt('/nowhere')).toBe('Page not found');
  });

  it('falls back to a parent’s title, and sets the document title with the brand', () => {
    expect(titleAt('/untitled')).toBe('Layout');
    expect(document.title).toMatch(/^Layout \| Dawa /);
  });
});

describe('the tab’s title in the page’s language', () => {
  const drawAt = (path: string, locale: Locale) => (
    <LocaleContext value={locale}>
      <MemoryRouter initialEntries={[path]}>
        <RouteTableContext value={routes}>
          <Probe />
        </RouteTableContext>
      </MemoryRouter>
    </LocaleContext>
  );

  it('translates a route’s title once its words come, and follows the switch both ways', async () => {
    const { rerender } = render(drawAt('/members', 'en'));
    expect(document.title).toBe('Members | Dawa Addis');
    rerender(drawAt('/members', 'am'));
    await waitFor(() => expect(document.title).toBe('አባላት | Dawa Addis'));
    rerender(drawAt('/members', 'en'));
    expect(document.title).toBe('Members | Dawa Addis');
  });

  it('keeps a title it has no words for as it is', async () => {
    render(drawAt('/untitled', 'am'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.title).toBe('Layout | Dawa Addis');
  });
});

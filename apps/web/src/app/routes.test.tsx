import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { lazyElement, preloadRoute } from './routes.tsx';

const never = () => new Promise<never>(() => undefined);
const at = (pathname: string) => ({ pathname, search: '' });

describe('preloadRoute', () => {
  it('starts the code of the layout and the page together, and of nothing else', () => {
    const layout = vi.fn(never);
    const page = vi.fn(never);
    const other = vi.fn(never);
    const routes: RouteObject[] = [
      {
        handle: { load: layout },
        children: [
          { path: '/a', handle: { title: 'A', load: page } },
          { path: '/b', handle: { title: 'B', load: other } },
        ],
      },
    ];
    void preloadRoute(routes, at('/a'));
    expect(layout).toHaveBeenCalledOnce();
    expect(page).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    void preloadRoute(routes, at('/a'));
    void preloadRoute(routes, at('/nowhere'));
    expect(layout).toHaveBeenCalledOnce();
    expect(page).toHaveBeenCalledOnce();
  });

  it('names the matched route paths and params for their first requests', () => {
    const prefetch = vi.fn();
    const routes: RouteObject[] = [{ path: '/listing/:id', handle: { load: vi.fn(never) } }];
    void preloadRoute(routes, at('/listing/42'), prefetch);
    expect(prefetch).toHaveBeenCalledWith('/listing/:id', { id: '42' });
  });

  it('resolves when the code is here, and asks again for code that failed to load', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Component: () => null });
    const routes: RouteObject[] = [{ path: '/a', handle: { load } }];
    await preloadRoute(routes, at('/a'));
    await preloadRoute(routes, at('/a'));
    expect(load).toHaveBeenCalledTimes(2);
    await preloadRoute(routes, at('/a'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a page whose code is loaded', () => {
  it('renders in the first pass, without its Suspense fallback', async () => {
    const load = vi.fn().mockResolvedValue({ Component: () => <p>the page</p> });
    const routes: RouteObject[] = [{ path: '/x', handle: { load }, element: lazyElement(load) }];
    await preloadRoute(routes, at('/x'));
    const fallback = vi.fn(() => <p>fallback</p>);
    function Fallback() {
      return fallback();
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(<Suspense fallback={<Fallback />}>{lazyElement(load)}</Suspense>);
      await Promise.resolve();
    });
    expect(fallback).not.toHaveBeenCalled();
    expect(container.textContent).toBe('the page');
    expect(load).toHaveBeenCalledOnce();
    root.unmount();
  });
});

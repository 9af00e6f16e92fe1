import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { preloadRoute } from './routes.tsx';

const never = () => new Promise<never>(() => undefined);

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
    preloadRoute(routes, '/a');
    expect(layout).toHaveBeenCalledOnce();
    expect(page).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    preloadRoute(routes, '/nowhere');
    expect(layout).toHaveBeenCalledOnce();
  });
});

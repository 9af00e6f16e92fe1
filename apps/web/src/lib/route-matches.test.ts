import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchAppRoutes } from './route-matches.ts';

const table = (): RouteObject[] => [
  { path: '/', children: [{ index: true }, { path: 'listing/:id' }, { path: 'search' }] },
  { path: '*' },
];

describe('matchAppRoutes', () => {
  it('answers as matchRoutes does, and the same answer again for the same path', () => {
    const routes = table();
    for (const path of ['/', '/listing/42', '/search', '/nowhere']) {
      const matches = matchAppRoutes(routes, path);
      expect(matches).toEqual(matchRoutes(routes, path));
      expect(matchAppRoutes(routes, path)).toBe(matches);
    }
  });

  it('keeps a few paths per route table, not every path ever opened', () => {
    const routes = table();
    const first = matchAppRoutes(routes, '/listing/0');
    for (let i = 1; i <= 8; i++) matchAppRoutes(routes, `/listing/${i}`);
    expect(matchAppRoutes(routes, '/listing/8')).toBe(matchAppRoutes(routes, '/listing/8'));
    const again = matchAppRoutes(routes, '/listing/0');
    expect(again).not.toBe(first); // matched anew: it had been let go
    expect(again).toEqual(first);
    // Another table has answers of its own.
    const other = table();
    expect(matchAppRoutes(other, '/listing/0')).not.toBe(again);
  });
});

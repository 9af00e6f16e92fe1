import { describe, expect, it } from 'vitest';
import { ROUTES } from '@dawa/contract';
import en from './en.ts';
import { routeTitleIn } from './index.ts';

// The tab finds a route's words by its English title (components/page/tab-title.ts): a route
// added or renamed in packages/contract/src/routes.ts without its words here would keep an
// English tab in Amharic.

describe('the routes’ titles', () => {
  it('has words for every route of the contract', () => {
    const known = new Set<string>(Object.values(en));
    expect(ROUTES.map((route) => route.title).filter((title) => !known.has(title))).toEqual([]);
  });

  it('gives a route’s title in Amharic and leaves others alone', async () => {
    expect(await routeTitleIn('Members', 'am')).toBe('አባላት');
    expect(await routeTitleIn('Members', 'en')).toBe('Members');
    expect(await routeTitleIn('Paracetamol 500 mg', 'am')).toBe('Paracetamol 500 mg');
  });
});

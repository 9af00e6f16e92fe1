import { describe, expect, it } from 'vitest';
import { placeholdersOf, type Catalogue, type Entry } from './translate.ts';

// Every namespace's languages say the same things (docs/i18n.md): the same keys, a plural where
// English has one, the same placeholders, and no empty text. The types catch a missing key at
// `npm run typecheck`; this catches what types cannot (placeholders, empties) and any namespace
// whose Amharic file is not typed against its English one.

const english = import.meta.glob<{ default: Catalogue }>('/src/**/i18n/**/en.ts', { eager: true });
const amharic = import.meta.glob<{ default: Catalogue }>('/src/**/i18n/**/am.ts', { eager: true });

const kind = (entry: Entry) => (typeof entry === 'string' ? 'text' : 'plural');
const texts = (entry: Entry) => (typeof entry === 'string' ? [entry] : [entry.one, entry.other]);

describe('translation catalogues', () => {
  const namespaces = Object.keys(english).map((path) => path.replace(/\/en\.ts$/, ''));

  it('finds the namespaces', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(amharic).map((path) => path.replace(/\/am\.ts$/, ''))).toEqual(namespaces);
  });

  describe.each(namespaces)('%s', (namespace) => {
    const en = english[`${namespace}/en.ts`]?.default ?? {};
    const am = amharic[`${namespace}/am.ts`]?.default ?? {};

    it('has every English key in Amharic, and no other', () => {
      expect(Object.keys(am).sort()).toEqual(Object.keys(en).sort());
    });

    it.each(Object.keys(en))('%s: same kind, same placeholders, not empty', (key) => {
      const source = en[key] as Entry;
      const target = am[key];
      expect(target, `${key} is missing`).toBeDefined();
      if (target === undefined) return;
      expect(kind(target)).toBe(kind(source));
      expect(placeholdersOf(target)).toEqual(placeholdersOf(source));
      for (const text of [...texts(source), ...texts(target)]) expect(text.trim()).not.toBe('');
    });
  });
});

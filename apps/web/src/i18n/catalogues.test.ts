import { describe, expect, it } from 'vitest';
import { catalogueProblems, type Catalogue } from '@dawa/contract';

// Every namespace's languages say the same things (docs/i18n.md): the same keys, a plural where
// English has one, the same placeholders, and no empty text. The types catch a missing key at
// `npm run typecheck`; this catches what types cannot (placeholders, empties) and any namespace
// whose Amharic file is not typed against its English one.

const english = import.meta.glob<{ default: Catalogue }>('/src/**/i18n/**/en.ts', { eager: true });
const amharic = import.meta.glob<{ default: Catalogue }>('/src/**/i18n/**/am.ts', { eager: true });

describe('translation catalogues', () => {
  const namespaces = Object.keys(english).map((path) => path.replace(/\/en\.ts$/, ''));

  it('finds the namespaces', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(amharic).map((path) => path.replace(/\/am\.ts$/, ''))).toEqual(namespaces);
  });

  it.each(namespaces)(
    '%s: Amharic says everything English says, with the same placeholders',
    (namespace) => {
      const en = english[`${namespace}/en.ts`]?.default ?? {};
      const am = amharic[`${namespace}/am.ts`]?.default ?? {};
      expect(Object.keys(en).length).toBeGreaterThan(0);
      expect(catalogueProblems(en, am)).toEqual([]);
    },
  );
});

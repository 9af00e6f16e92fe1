import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogueProblems, type Catalogue } from '@dawa/contract';
import { describe, expect, it } from 'vitest';

// Every module's e-mail catalogue says in Amharic all that English says, with the same
// placeholders (docs/i18n.md#e-mails); the types catch missing keys, this the rest.

const MODULES = fileURLToPath(new URL('../../modules/', import.meta.url));
const withCatalogue = readdirSync(MODULES).filter((name) =>
  existsSync(`${MODULES}${name}/i18n/en.ts`),
);

const load = async (name: string, language: 'en' | 'am') =>
  ((await import(`${MODULES}${name}/i18n/${language}.ts`)) as { default: Catalogue }).default;

describe('e-mail catalogues', () => {
  it('finds every module catalogue, each in both languages', () => {
    expect(withCatalogue.length).toBeGreaterThanOrEqual(3);
    for (const name of withCatalogue)
      expect(existsSync(`${MODULES}${name}/i18n/am.ts`), name).toBe(true);
  });

  it.each(withCatalogue)('%s: Amharic says everything English says', async (name) => {
    const [en, am] = await Promise.all([load(name, 'en'), load(name, 'am')]);
    expect(Object.keys(en).length).toBeGreaterThan(0);
    expect(catalogueProblems(en, am)).toEqual([]);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import featureFences from './feature-fences.js';

// The fences between the web's features (docs/web-structure.md), on files named as if they were
// in the repository: the rule resolves each specifier against the importing file.

RuleTester.describe = describe;
RuleTester.it = it;

const rule = featureFences.rules['feature-fences'];
const repo = path.resolve(import.meta.dirname, '..');
const root = path.join(repo, 'apps/web/src');
const options = [{ root, allow: ['app/', 'main.tsx', 'entry-server.tsx'] }];
const at = (file: string) => path.join(root, file);
const cross = (from: string, to: string, specifier: string) => ({
  messageId: 'crossFeature',
  data: { from, to, specifier },
});

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('feature-fences', rule, {
  valid: [
    // Within one feature, however deep.
    {
      filename: at('features/search/search-page.tsx'),
      code: "import { useTextFilter } from './use-text-filter.ts';",
      options,
    },
    {
      filename: at('features/search/components/results.tsx'),
      code: "import { LOCATIONS } from '../locations.ts';\nexport * from '../../search/locations.ts';",
      options,
    },
    {
      filename: at('features/dashboard/dashboard-panels.ts'),
      code: "const load = () => import('./panels/saved-panel.tsx');\nconst page = (name: string) => import(`./panels/${name}.tsx`);",
      options,
    },
    // A feature takes shared code and packages.
    {
      filename: at('features/listing/listing-page.tsx'),
      code: "import { ListingCard } from '../../components/listing/listing-card.tsx';\nimport { api } from '../../lib/api.ts';\nimport Box from '@mui/material/Box';",
      options,
    },
    // The router mounts the features' pages, lazily.
    {
      filename: at('app/routes.tsx'),
      code: "const SearchPage = lazy(() => import('../features/search/search-page.tsx'));",
      options,
    },
    {
      filename: at('main.tsx'),
      code: "import './features/home/home-page.tsx';",
      options,
    },
    // Shared code among itself.
    {
      filename: at('components/invitations/my-invitations.tsx'),
      code: "import { useMyInvitations } from '../../lib/invitations-api.ts';",
      options,
    },
    // Outside the web's src/ the rule says nothing.
    {
      filename: path.join(repo, 'apps/web/build/route-preloads.ts'),
      code: "import x from '../src/features/home/home-page.tsx';",
      options,
    },
  ],
  invalid: [
    // A sibling feature, written as the old pattern never matched.
    {
      filename: at('features/search/search-page.tsx'),
      code: "import { ListingGallery } from '../listing/components/listing-gallery.tsx';",
      options,
      errors: [cross('search', 'listing', '../listing/components/listing-gallery.tsx')],
    },
    // ... and as it did, from deeper in the feature.
    {
      filename: at('features/search/components/results.tsx'),
      code: "import type { Listing } from '../../../features/listing/listing-page.tsx';",
      options,
      errors: [cross('search', 'listing', '../../../features/listing/listing-page.tsx')],
    },
    // A detour through the importer's own folder still lands in another feature.
    {
      filename: at('features/search/search-page.tsx'),
      code: "import x from '../search/../listing/x.ts';",
      options,
      errors: [cross('search', 'listing', '../search/../listing/x.ts')],
    },
    // Re-exports.
    {
      filename: at('features/search/index.ts'),
      code: "export * from '../listing/listing-page.tsx';\nexport { a } from '../listing/a.ts';",
      options,
      errors: [{ messageId: 'crossFeature' }, { messageId: 'crossFeature' }],
    },
    // import(), the case no-restricted-imports never sees.
    {
      filename: at('features/dashboard/dashboard-panels.ts'),
      code: "const load = () => import('../pharmacy/components/my-invitations.tsx');",
      options,
      errors: [cross('dashboard', 'pharmacy', '../pharmacy/components/my-invitations.tsx')],
    },
    {
      filename: at('features/dashboard/dashboard-panels.ts'),
      code: 'const load = () => import(`../pharmacy/x.tsx`);',
      options,
      errors: [cross('dashboard', 'pharmacy', '../pharmacy/x.tsx')],
    },
    // A computed path that may leave the feature.
    {
      filename: at('features/dashboard/dashboard-panels.ts'),
      code: 'const load = (name: string) => import(`../${name}/panel.tsx`);',
      options,
      errors: [{ messageId: 'unknownFeature' }],
    },
    // A type taken from another feature.
    {
      filename: at('features/search/search-page.tsx'),
      code: "type Page = typeof import('../listing/listing-page.tsx');",
      options,
      errors: [{ messageId: 'crossFeature' }],
    },
    // A folder's index, a query suffix.
    {
      filename: at('features/search/search-page.tsx'),
      code: "import '../listing';\nimport css from '../listing/page.css?inline';",
      options,
      errors: [{ messageId: 'crossFeature' }, { messageId: 'crossFeature' }],
    },
    // Shared code never depends on a feature.
    {
      filename: at('components/listing/listing-card.tsx'),
      code: "import { ListingGallery } from '../../features/listing/components/listing-gallery.tsx';",
      options,
      errors: [
        {
          messageId: 'sharedImportsFeature',
          data: {
            from: 'components/listing/listing-card.tsx',
            to: 'listing',
            specifier: '../../features/listing/components/listing-gallery.tsx',
          },
        },
      ],
    },
    {
      filename: at('lib/posts.ts'),
      code: "const load = () => import('../features/post-wizard/post-payload.ts');",
      options,
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    {
      filename: at('stores/app-store.ts'),
      code: "export { x } from '../features/search/locations.ts';",
      options,
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
    // Only the named entry points are allowed, not any file that looks like one.
    {
      filename: at('layouts/dashboard/app/routes.tsx'),
      code: "import '../../../features/home/home-page.tsx';",
      options,
      errors: [{ messageId: 'sharedImportsFeature' }],
    },
  ],
});

describe('eslint.config.js', () => {
  it('applies the fences to every web source file, with the web src/ as root', async () => {
    const eslint = new ESLint({ cwd: repo });
    for (const file of [
      'apps/web/src/features/search/search-page.tsx',
      'apps/web/src/components/listing/listing-card.tsx',
    ]) {
      const config = (await eslint.calculateConfigForFile(path.join(repo, file))) as {
        rules: Record<string, unknown>;
      };
      expect(config.rules['fences/feature-fences']).toEqual([
        2,
        { root, allow: ['app/', 'main.tsx', 'entry-server.tsx'] },
      ]);
    }
  });
});

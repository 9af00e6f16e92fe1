// Type-aware lint for every workspace; zero warnings is the bar (`npm run lint`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureFences from './eslint-rules/feature-fences.js';
import tenantWall from './eslint-rules/tenant-wall.js';
import moduleFences from './eslint-rules/module-fences.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
      'test-results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, fences: featureFences },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // MUI's Typography takes `textSecondary`, not the theme path `text.secondary` (which Link,
      // Box and sx take): the path is dropped without a warning and the text keeps its parent's
      // colour. 105 captions and hints were drawn in the primary text colour that way.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'][value.value=/^text\\./]",
          message:
            'Typography ignores color="text.…"; write color="textSecondary" (or textPrimary, textDisabled).',
        },
      ],
      // Features never import each other, and shared code never imports a feature: every
      // specifier (import, export … from, import()) is resolved against the importing file
      // (eslint-rules/feature-fences.js, docs/web-structure.md). The router and entry points
      // mount the features' pages.
      'fences/feature-fences': [
        'error',
        {
          root: `${import.meta.dirname}/apps/web/src`,
          allow: ['app/', 'main.tsx', 'entry-server.tsx'],
        },
      ],
    },
  },
  {
    // Platform adapters serve every module and know none: a module hands its values over in app.ts.
    files: ['apps/api/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message: 'platform/ imports no module; let app.ts hand the value over.',
            },
          ],
        },
      ],
    },
  },
  {
    // A tenant route's code stays in its tenant wall: no unscoped connection, no scope of its own
    // (eslint-rules/tenant-wall.js, docs/access.md).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { dawa: tenantWall },
    rules: { 'dawa/tenant-wall': 'error' },
  },
  {
    // API modules meet only through each other's public face, modules/<name>/index.ts: never
    // another module's repository or other files (eslint-rules/module-fences.js, docs/modules.md).
    // Tests and matrix cases may reach inside.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/matrix-cases.ts'],
    plugins: { modules: moduleFences },
    rules: {
      'modules/module-fences': ['error', { root: `${import.meta.dirname}/apps/api/src/modules` }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);

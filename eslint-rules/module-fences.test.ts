import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import moduleFences from './module-fences.js';

// The API's modules meet only through each other's public face (docs/modules.md), on files named
// as if they were in the repository: the rule resolves each specifier against the importing file.

RuleTester.describe = describe;
RuleTester.it = it;

const rule = moduleFences.rules['module-fences'];
const repo = path.resolve(import.meta.dirname, '..');
const root = path.join(repo, 'apps/api/src/modules');
const options = [{ root }];
const at = (file: string) => path.join(root, file);
const deep = (from: string, to: string, specifier: string, face = `../${to}/index.ts`) => ({
  messageId: 'deepImport',
  data: { from, to, specifier, face },
});

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('module-fences', rule, {
  valid: [
    // Another module's public face, as a file or as its folder; types too.
    {
      filename: at('branches/branches.service.ts'),
      code: "import { recordAudit } from '../audit/index.ts';\nimport type { TenantCall } from '../sessions/index.ts';\nimport '../tenants';\nimport '../tenants/';",
      options,
    },
    {
      filename: at('posts/posts.service.ts'),
      code: "export { toPage } from '../tenants/index.ts';\nconst load = () => import('../uploads/index.ts');\ntype U = typeof import('../users/index.ts');",
      options,
    },
    // Inside its own module, however written.
    {
      filename: at('tenants/tenants.service.ts'),
      code: "import { lockTenant } from './tenants.repo.ts';\nimport { toPage } from '../tenants/tenant-view.ts';\nconst v = (name: string) => import(`./${name}.ts`);",
      options,
    },
    // The composition root (modules/index.ts, deps.ts) and what lies outside modules/.
    {
      filename: at('index.ts'),
      code: "import { chatRoutes } from './chat/chat.routes.ts';",
      options,
    },
    {
      filename: at('sessions/auth-context.ts'),
      code: "import type { AppDeps } from '../deps.ts';\nimport { AppError } from '../../platform/errors.ts';\nimport { z } from 'zod';",
      options,
    },
    {
      filename: path.join(repo, 'apps/api/src/app.ts'),
      code: "import { registerAuth } from './modules/sessions/auth-context.ts';",
      options,
    },
  ],
  invalid: [
    // Another module's repository, the case issue 30 names.
    {
      filename: at('sessions/auth-context.ts'),
      code: "import { findMembership } from '../tenants/tenants.repo.ts';",
      options,
      errors: [deep('sessions', 'tenants', '../tenants/tenants.repo.ts')],
    },
    // A type is fenced too: a face says which types others may use.
    {
      filename: at('tenants/tenant-view.ts'),
      code: "import type { UserRow } from '../users/users.repo.ts';",
      options,
      errors: [deep('tenants', 'users', '../users/users.repo.ts')],
    },
    // A detour through the importer's own folder still lands in another module.
    {
      filename: at('posts/posts.service.ts'),
      code: "import { x } from '../posts/../categories/categories.repo.ts';",
      options,
      errors: [deep('posts', 'categories', '../posts/../categories/categories.repo.ts')],
    },
    // Re-exports.
    {
      filename: at('users/index.ts'),
      code: "export * from '../audit/audit.repo.ts';\nexport { recordAudit } from '../audit/audit.repo.ts';",
      options,
      errors: [{ messageId: 'deepImport' }, { messageId: 'deepImport' }],
    },
    // import(), and `typeof import()` in a type.
    {
      filename: at('chat/chat-socket.ts'),
      code: "const load = () => import('../sessions/sessions.repo.ts');\ntype R = typeof import('../sessions/sessions.repo.ts');",
      options,
      errors: [{ messageId: 'deepImport' }, { messageId: 'deepImport' }],
    },
    // Another module's index in a sub-folder is not its face.
    {
      filename: at('posts/posts.service.ts'),
      code: "import { x } from '../uploads/drivers/index.ts';",
      options,
      errors: [deep('posts', 'uploads', '../uploads/drivers/index.ts')],
    },
    // A computed path that may leave the module.
    {
      filename: at('dashboard/dashboard.service.ts'),
      code: 'const load = (name: string) => import(`../${name}/index.ts`);',
      options,
      errors: [{ messageId: 'unknownTarget' }],
    },
    // From deeper in a module, the face is named relative to the importer.
    {
      filename: at('uploads/drivers/s3.ts'),
      code: "import { authOf } from '../../sessions/auth-context.ts';",
      options,
      errors: [
        deep('uploads', 'sessions', '../../sessions/auth-context.ts', '../../sessions/index.ts'),
      ],
    },
  ],
});

describe('eslint.config.js', () => {
  it('fences every module source file, not its tests nor its matrix cases', async () => {
    const eslint = new ESLint({ cwd: repo });
    const ruleOf = async (file: string) => {
      const config = (await eslint.calculateConfigForFile(path.join(repo, file))) as {
        rules: Record<string, unknown>;
      };
      return config.rules['modules/module-fences'];
    };
    expect(await ruleOf('apps/api/src/modules/posts/posts.service.ts')).toEqual([2, { root }]);
    expect(await ruleOf('apps/api/src/modules/posts/posts.test.ts')).toBeUndefined();
    expect(await ruleOf('apps/api/src/modules/posts/matrix-cases.ts')).toBeUndefined();
  });
});

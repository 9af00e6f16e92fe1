import { describe, it } from 'vitest';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import tenantWall from './tenant-wall.js';

// The tenant wall's lint rule (docs/access.md): a tenant route's handler and the services handed a
// TenantCall never reach the unscoped connection nor open a scope of their own.

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const moduleFile = '/repo/apps/api/src/modules/stock/stock.routes.ts';
const route = (access: string, handler: string) =>
  `app.post('/stock', { config: { access: ${access} }, schema }, ${handler});`;

tester.run('tenant-wall', tenantWall.rules['tenant-wall'], {
  valid: [
    // A tenant route working in its wall.
    {
      filename: moduleFile,
      code: route(
        "access.tenant('stock.adjust')",
        '(request) => adjust(tenantCallOf(request), deps, request.body)',
      ),
    },
    // A user route may use the app's connection.
    {
      filename: moduleFile,
      code: route('access.user()', '(request) => list(deps.orm, request.query)'),
    },
    // A service taking a TenantCall uses wall.db.
    {
      filename: '/repo/apps/api/src/modules/stock/stock.service.ts',
      code: 'export async function adjust({ ctx, wall }: TenantCall, deps: TenantDeps) { return find(wall.db, ctx.tenantId); }',
    },
    // Other code, outside modules, may open a scope (the platform's wall itself, tests).
    {
      filename: '/repo/apps/api/src/platform/tenancy/tenant-wall.ts',
      code: 'withTenantScope(orm(), scope, work);',
    },
  ],
  invalid: [
    {
      filename: moduleFile,
      code: route("access.tenant('stock.adjust')", '(request) => adjust(deps.orm, request.body)'),
      errors: [{ messageId: 'orm' }],
    },
    {
      filename: moduleFile,
      code: route(
        "access.tenantPath('members.manage', { params: { id: 'tenant' } })",
        'async (request) => { const db = deps.orm; return db; }',
      ),
      errors: [{ messageId: 'orm' }],
    },
    {
      filename: '/repo/apps/api/src/modules/stock/stock.service.ts',
      code: 'export async function adjust(call: TenantCall, deps: AppDeps) { return find(deps.orm, call.ctx.tenantId); }',
      errors: [{ messageId: 'orm' }],
    },
    {
      filename: '/repo/apps/api/src/modules/stock/stock.service.ts',
      code: 'export function count({ ctx }: TenantCall, deps: AppDeps) { return withTenantScope(deps.orm, ctx, (tx) => tx); }',
      errors: [{ messageId: 'scope' }, { messageId: 'orm' }],
    },
    // Anywhere in a module: the guard opens the wall.
    {
      filename: '/repo/apps/api/src/modules/stock/stock.service.ts',
      code: 'export function count(deps: AppDeps) { return withTenantScope(deps.orm, scope, (tx) => tx); }',
      errors: [{ messageId: 'scope' }],
    },
  ],
});

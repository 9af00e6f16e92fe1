import {
  can,
  type TBranch,
  type TBranchListResponse,
  type TCreateBranchRequest,
  type TPaginationQuery,
  type TTenantRole,
} from '@dawa/contract';
import { AppError } from '../../platform/errors.ts';
import { withTenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../sessions/auth-context.ts';
import { membershipIn, NOT_A_MANAGER } from '../tenants/members.service.ts';
import { toPage, toTenant } from '../tenants/tenant-view.ts';
import { lockTenant, type TenantRow } from '../tenants/tenants.repo.ts';
import { hasBranchNamed, insertBranch, listBranchesOf, listOwnerIds } from './branches.repo.ts';

// Branches (docs/decisions/005): a branch is a tenant of its own with a parent pharmacy, so its
// stock, sales and members stay apart exactly like another pharmacy's, and switching to it is the
// ordinary pharmacy switch.

const BRANCH_OF_BRANCH = 'A branch cannot have branches of its own: add it to the main pharmacy.';
const NAME_TAKEN = 'This pharmacy already has a branch with this name.';

const toBranch = (tenant: TenantRow, role: TTenantRole | null): TBranch => ({
  ...toTenant(tenant, role ?? 'USER'),
  role,
});

/** GET /tenants/{id}/branches: every member of the pharmacy may see its branches. */
export async function listBranches(
  ctx: AuthContext,
  deps: AppDeps,
  { tenantId, page }: { tenantId: string; page: TPaginationQuery },
): Promise<TBranchListResponse> {
  // Scoped: the database shows this transaction only this pharmacy's branches and the caller's own
  // memberships (decision 011).
  return withTenantScope(deps.orm, { tenantId, userId: ctx.userId }, async (tx) => {
    const { rows, total } = await listBranchesOf(tx, {
      parentId: tenantId,
      userId: ctx.userId,
      limit: page.limit,
      offset: page.cursor,
    });
    return toPage(
      rows.map((r) => toBranch(r.tenant, r.role)),
      { ...page, total },
    );
  });
}

/**
 * POST /tenants/{id}/branches (owners and administrators). The pharmacy's owners own the branch
 * too; an administrator who opens it becomes its administrator, so they can staff it.
 */
export async function createBranch(
  ctx: AuthContext,
  deps: AppDeps,
  { tenantId, input }: { tenantId: string; input: TCreateBranchRequest },
): Promise<TBranch> {
  return deps.orm.transaction(async (tx) => {
    const { role: actor, tenant: parent } = await membershipIn(ctx, deps, tenantId, tx);
    if (!can(actor, 'branches.manage')) throw new AppError('FORBIDDEN', NOT_A_MANAGER);
    // Serialises branch creation per pharmacy, so the name check below cannot race.
    await lockTenant(tx, tenantId);
    if (parent.parentId !== null) throw new AppError('CONFLICT', BRANCH_OF_BRANCH);
    if (await hasBranchNamed(tx, { parentId: tenantId, name: input.name })) {
      throw new AppError('CONFLICT', NAME_TAKEN);
    }
    const owners = await listOwnerIds(tx, tenantId);
    const members: { userId: string; role: TTenantRole }[] = owners.map((userId) => ({
      userId,
      role: 'OWNER',
    }));
    if (actor !== 'OWNER') members.push({ userId: ctx.userId, role: actor });
    const branch = await insertBranch(tx, {
      parent,
      name: input.name,
      address: input.address,
      city: input.city,
      createdBy: ctx.userId,
      members,
    });
    const view = toBranch(branch, actor);
    await recordAudit(tx, {
      tenantId,
      actorUserId: ctx.userId,
      action: 'branch-create',
      entity: 'branch',
      entityId: branch.id,
      after: view,
      origin: ctx.origin,
    });
    return view;
  });
}

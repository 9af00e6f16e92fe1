import {
  can,
  type TBranch,
  type TBranchListResponse,
  type TCreateBranchRequest,
  type TPaginationQuery,
  type TTenantRole,
} from '@dawa/contract';
import { AppError } from '../../platform/errors.ts';
import { toPage } from '../../platform/page.ts';
import { recordAudit } from '../audit/index.ts';
import type { TenantCall } from '../../platform/auth/caller.ts';
import {
  membershipIn,
  NOT_A_MANAGER,
  toTenant,
  lockTenant,
  type TenantRow,
} from '../tenants/index.ts';
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

/**
 * GET /tenants/{id}/branches: every member of the pharmacy may see its branches. In the tenant
 * wall, the database shows this transaction only this pharmacy's branches and the caller's own
 * memberships (decision 011).
 */
export async function listBranches(
  { ctx, wall }: TenantCall,
  page: TPaginationQuery,
): Promise<TBranchListResponse> {
  const { rows, total } = await listBranchesOf(wall.db, {
    parentId: ctx.tenantId,
    userId: ctx.userId,
    limit: page.limit,
    offset: page.cursor,
  });
  return toPage(
    rows.map((r) => toBranch(r.tenant, r.role)),
    { ...page, total },
  );
}

/**
 * POST /tenants/{id}/branches (owners and administrators). The pharmacy's owners own the branch
 * too; an administrator who opens it becomes its administrator, so they can staff it. In the
 * pharmacy's wall: the database lets it insert a branch of this pharmacy and that branch's first
 * memberships, nothing else (migrations 0009 and 0024).
 */
export async function createBranch(
  { ctx, wall }: TenantCall,
  input: TCreateBranchRequest,
): Promise<TBranch> {
  const { tenantId } = ctx;
  const tx = wall.db;
  // Serialises branch creation per pharmacy, so the name check below cannot race; the role is
  // read again under it (the guard read it before).
  await lockTenant(tx, tenantId);
  const { role: actor, tenant: parent } = await membershipIn(tx, ctx, tenantId);
  if (!can(actor, 'branches.manage')) throw new AppError('FORBIDDEN', NOT_A_MANAGER);
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
}

import {
  can,
  type TMember,
  type TMemberListResponse,
  type TPaginationQuery,
  type TTenantRole,
} from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { withTenantScope } from '../../platform/tenancy/tenant-scope.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import type { AppDeps } from '../deps.ts';
import { TENANT_NOT_FOUND, type AuthContext } from '../sessions/auth-context.ts';
import {
  countOtherOwners,
  deleteMembership,
  findMember,
  findMembership,
  listMembers,
  lockTenant,
  updateMemberRole,
} from './tenants.repo.ts';
import { toMember, toPage } from './tenant-view.ts';

export const NOT_A_MANAGER = 'Only the owners and administrators of this pharmacy can do this.';
const MEMBER_NOT_FOUND = 'Member not found.';
const LAST_OWNER = 'A pharmacy needs at least one owner: make someone else an owner first.';

/**
 * The caller's membership of the live tenant `tenantId` named in a path; another tenant, and one
 * marked INACTIVE, answer exactly like a missing one (the header's tenant hook rules the same).
 */
export async function membershipIn(
  ctx: AuthContext,
  deps: AppDeps,
  tenantId: string,
  db: Orm = deps.orm,
) {
  const membership = await findMembership(db, { tenantId, userId: ctx.userId });
  if (!membership || membership.tenant.status !== 'ACTIVE') {
    throw new AppError('NOT_FOUND', TENANT_NOT_FOUND);
  }
  return membership;
}

export async function roleIn(
  ctx: AuthContext,
  deps: AppDeps,
  tenantId: string,
  db: Orm = deps.orm,
): Promise<TTenantRole> {
  return (await membershipIn(ctx, deps, tenantId, db)).role;
}

export async function listTenantMembers(
  ctx: AuthContext,
  deps: AppDeps,
  { tenantId, page }: { tenantId: string; page: TPaginationQuery },
): Promise<TMemberListResponse> {
  // Only its members get here (the route declares organisation.view); scoped, the database shows
  // this transaction only this pharmacy's members too (decision 011).
  return withTenantScope(deps.orm, { tenantId, userId: ctx.userId }, async (tx) => {
    const { rows, total } = await listMembers(tx, {
      tenantId,
      limit: page.limit,
      offset: page.cursor,
    });
    return toPage(rows.map(toMember), { ...page, total });
  });
}

/** GET /tenants/{id}/members/{userId}: one member, for the pharmacy's members only. */
export async function getTenantMember(
  ctx: AuthContext,
  deps: AppDeps,
  { tenantId, userId }: { tenantId: string; userId: string },
): Promise<TMember> {
  return withTenantScope(deps.orm, { tenantId, userId: ctx.userId }, async (tx) => {
    const member = await findMember(tx, { tenantId, userId });
    if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    return toMember(member);
  });
}

/**
 * Whether `actor` may change or remove a member holding `targetRole`, or grant `newRole`:
 * owners manage everyone; administrators manage administrators and users, never owners.
 */
export function canManage(
  actor: TTenantRole,
  targetRole: TTenantRole,
  newRole?: TTenantRole,
): boolean {
  if (actor === 'OWNER') return true;
  if (actor !== 'ADMIN') return false;
  return targetRole !== 'OWNER' && newRole !== 'OWNER';
}

export async function changeMemberRole(
  ctx: AuthContext,
  deps: AppDeps,
  { tenantId, userId, role }: { tenantId: string; userId: string; role: TTenantRole },
): Promise<TMember> {
  // Behind the database's tenant wall too (decision 011): the writes can touch this pharmacy only.
  return withTenantScope(deps.orm, { tenantId, userId: ctx.userId }, async (tx) => {
    // The lock comes first: the actor's own role and the owner count are read under it, so two
    // owners demoting each other, or leaving, at the same moment are decided one after the other
    // (the access guard checked the role before the lock; it may have changed since).
    await lockTenant(tx, tenantId);
    const actor = await roleIn(ctx, deps, tenantId, tx);
    if (!can(actor, 'members.manage')) throw new AppError('FORBIDDEN', NOT_A_MANAGER);
    const target = await findMember(tx, { tenantId, userId });
    if (!target) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (!canManage(actor, target.role, role)) throw new AppError('FORBIDDEN', NOT_A_MANAGER);
    if (
      target.role === 'OWNER' &&
      role !== 'OWNER' &&
      (await countOtherOwners(tx, { tenantId, exceptUserId: userId })) === 0
    ) {
      throw new AppError('CONFLICT', LAST_OWNER);
    }
    await updateMemberRole(tx, { tenantId, userId, role });
    await recordAudit(tx, {
      ...memberAudit(ctx, tenantId, userId),
      action: 'member-role-change',
      before: { role: target.role },
      after: { role },
    });
    return toMember({ ...target, role });
  });
}

/** The audit fields every membership change shares. */
export function memberAudit(ctx: AuthContext, tenantId: string, userId: string) {
  return {
    tenantId,
    actorUserId: ctx.userId,
    entity: 'membership',
    entityId: userId,
    origin: ctx.origin,
  };
}

/** Removes a member; anyone may leave, managers may remove others (owners only by owners). */
export async function removeMember(
  ctx: AuthContext,
  deps: AppDeps,
  { tenantId, userId }: { tenantId: string; userId: string },
): Promise<{ message: string }> {
  return withTenantScope(deps.orm, { tenantId, userId: ctx.userId }, async (tx) => {
    await lockTenant(tx, tenantId);
    const actor = await roleIn(ctx, deps, tenantId, tx);
    const isSelf = userId === ctx.userId;
    if (!isSelf && !can(actor, 'members.manage')) throw new AppError('FORBIDDEN', NOT_A_MANAGER);
    const target = await findMember(tx, { tenantId, userId });
    if (!target) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
    if (!isSelf && !canManage(actor, target.role)) throw new AppError('FORBIDDEN', NOT_A_MANAGER);
    if (
      target.role === 'OWNER' &&
      (await countOtherOwners(tx, { tenantId, exceptUserId: userId })) === 0
    ) {
      throw new AppError('CONFLICT', LAST_OWNER);
    }
    await deleteMembership(tx, { tenantId, userId });
    await recordAudit(tx, {
      ...memberAudit(ctx, tenantId, userId),
      action: isSelf ? 'member-leave' : 'member-remove',
      before: { role: target.role },
    });
    return { message: isSelf ? 'You left the pharmacy.' : 'The member was removed.' };
  });
}

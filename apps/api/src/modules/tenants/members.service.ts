import {
  can,
  type TMember,
  type TMemberListResponse,
  type TPaginationQuery,
  type TTenantRole,
} from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { TENANT_NOT_FOUND, type AuthContext, type TenantCall } from '../../platform/auth/caller.ts';
import {
  countOtherOwners,
  deleteMembership,
  findMember,
  findMembership,
  listMembers,
  lockTenant,
  updateMemberRole,
} from './tenants.repo.ts';
import { toPage } from '../../platform/page.ts';
import { toMember } from './tenant-view.ts';

export const NOT_A_MANAGER = 'Only the owners and administrators of this pharmacy can do this.';
const MEMBER_NOT_FOUND = 'Member not found.';
const LAST_OWNER = 'A pharmacy needs at least one owner: make someone else an owner first.';

/**
 * The caller's membership of the live tenant `tenantId`; another tenant, and one marked INACTIVE,
 * answer exactly like a missing one (the access guard rules the same).
 */
export async function membershipIn(db: Orm, ctx: AuthContext, tenantId: string) {
  const membership = await findMembership(db, { tenantId, userId: ctx.userId });
  if (!membership || membership.tenant.status !== 'ACTIVE') {
    throw new AppError('NOT_FOUND', TENANT_NOT_FOUND);
  }
  return membership;
}

export async function roleIn(db: Orm, ctx: AuthContext, tenantId: string): Promise<TTenantRole> {
  return (await membershipIn(db, ctx, tenantId)).role;
}

// The routes below are tenant routes: the access guard let only members holding the declared
// permission through, and each runs inside the tenant wall (wall.db: the request's transaction,
// which the database confines to this pharmacy, decision 011).

/** GET /tenants/{id}/members: the pharmacy's members, for its members. */
export async function listTenantMembers(
  { ctx, wall }: TenantCall,
  page: TPaginationQuery,
): Promise<TMemberListResponse> {
  const { rows, total } = await listMembers(wall.db, {
    tenantId: ctx.tenantId,
    limit: page.limit,
    offset: page.cursor,
  });
  return toPage(rows.map(toMember), { ...page, total });
}

/** GET /tenants/{id}/members/{userId}: one member, for the pharmacy's members only. */
export async function getTenantMember({ ctx, wall }: TenantCall, userId: string): Promise<TMember> {
  const member = await findMember(wall.db, { tenantId: ctx.tenantId, userId });
  if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
  return toMember(member);
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
  { ctx, wall }: TenantCall,
  { userId, role }: { userId: string; role: TTenantRole },
): Promise<TMember> {
  const { tenantId } = ctx;
  const tx = wall.db;
  // The lock comes first: the actor's own role and the owner count are read under it, so two
  // owners demoting each other, or leaving, at the same moment are decided one after the other
  // (the access guard checked the role before the lock; it may have changed since).
  await lockTenant(tx, tenantId);
  const actor = await roleIn(tx, ctx, tenantId);
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
  { ctx, wall }: TenantCall,
  userId: string,
): Promise<{ message: string }> {
  const { tenantId } = ctx;
  const tx = wall.db;
  await lockTenant(tx, tenantId);
  const actor = await roleIn(tx, ctx, tenantId);
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
}

import type {
  TUpdateUserRequest,
  TUpdateUserSettingsRequest,
  TUser,
  TUserSettings,
} from '@dawa/contract';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../deps.ts';
import { setSellerListingsHidden } from '../posts/posts.repo.ts';
import type { AuthContext } from '../sessions/auth-context.ts';
import { revokeUserSessions } from '../sessions/sessions.repo.ts';
import { canManage, MANAGERS } from '../tenants/members.service.ts';
import { countPharmaciesOwnedAlone, findMember, shareATenant } from '../tenants/tenants.repo.ts';
import { toUser } from './user-view.ts';
import {
  findLiveUserById,
  getHasTenant,
  setHasTenant,
  updateUser,
  type UserChanges,
  type UserRow,
} from './users.repo.ts';
import { hasPgCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';

const USER_NOT_FOUND = 'User not found.';
const NOT_ALLOWED = 'You are not allowed to change this user.';

/** The target user if the caller may see them at all (self, platform admin, or a shared pharmacy). */
async function visibleUser(ctx: AuthContext, deps: AppDeps, id: string): Promise<UserRow> {
  const user = await findLiveUserById(deps.orm, id);
  const isVisible =
    user !== undefined &&
    (user.id === ctx.userId ||
      ctx.isPlatformAdmin ||
      (await shareATenant(deps.orm, ctx.userId, user.id)));
  // A user the caller has no business with answers exactly like one that does not exist.
  if (!user || !isVisible) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return user;
}

export async function getUserDetail(ctx: AuthContext, deps: AppDeps, id: string): Promise<TUser> {
  return toUser(await visibleUser(ctx, deps, id));
}

/** Self, a platform admin, or an owner/admin of the current pharmacy for its members. */
async function mayEdit(ctx: AuthContext, deps: AppDeps, target: UserRow): Promise<boolean> {
  if (target.id === ctx.userId || ctx.isPlatformAdmin) return true;
  if (ctx.tenantId === null || ctx.role === null || !MANAGERS.includes(ctx.role)) return false;
  const member = await findMember(deps.orm, { tenantId: ctx.tenantId, userId: target.id });
  return member !== undefined && canManage(ctx.role, member.role);
}

export async function updateUserProfile(
  ctx: AuthContext,
  deps: AppDeps,
  { id, input }: { id: string; input: TUpdateUserRequest },
): Promise<TUser> {
  const target = await visibleUser(ctx, deps, id);
  if (!(await mayEdit(ctx, deps, target))) throw new AppError('FORBIDDEN', NOT_ALLOWED);

  const changes: UserChanges = {};
  if (input.full_name !== undefined) changes.fullName = input.full_name;
  if (input.phone_number !== undefined) changes.phoneNumber = input.phone_number;
  if (input.picture !== undefined) changes.picture = input.picture;
  if (input.username !== undefined) changes.username = input.username;
  if (input.email !== undefined && input.email !== target.email) {
    changes.email = input.email;
    // The new address is unproven: it must not count for ADMIN_EMAILS or Google linking.
    changes.emailVerified = false;
  }
  try {
    const updated = await updateUser(deps.orm, target.id, changes);
    if (!updated) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return toUser(updated);
  } catch (error) {
    if (!hasPgCode(error, UNIQUE_VIOLATION)) throw error;
    throw new AppError('CONFLICT', 'This username or e-mail is already used by another account.', {
      cause: error,
    });
  }
}

/** DELETE /user/{id}: soft delete by the user or a platform admin; every session ends at once. */
export async function deleteUser(
  ctx: AuthContext,
  deps: AppDeps,
  id: string,
): Promise<{ message: string }> {
  const target = await visibleUser(ctx, deps, id);
  if (target.id !== ctx.userId && !ctx.isPlatformAdmin) {
    throw new AppError(
      'FORBIDDEN',
      'Only the account holder or a platform administrator can delete an account.',
    );
  }
  // A pharmacy whose only owner leaves could never be managed again.
  if ((await countPharmaciesOwnedAlone(deps.orm, target.id)) > 0) {
    throw new AppError(
      'CONFLICT',
      'This account is the only owner of a pharmacy with other members: make someone else an owner first.',
    );
  }
  await deps.orm.transaction(async (tx) => {
    await updateUser(tx, target.id, { deletedAt: deps.now() });
    await revokeUserSessions(tx, target.id, 'user-deleted');
    await setSellerListingsHidden(tx, target.id, true);
  });
  return { message: 'The account was deleted.' };
}

export async function getSettings(ctx: AuthContext, deps: AppDeps): Promise<TUserSettings> {
  return { new_joiner_actions: { has_tenant: await getHasTenant(deps.orm, ctx.userId) } };
}

export async function updateSettings(
  ctx: AuthContext,
  deps: AppDeps,
  input: TUpdateUserSettingsRequest,
): Promise<TUserSettings> {
  await setHasTenant(deps.orm, ctx.userId, input.new_joiner_actions.has_tenant);
  return getSettings(ctx, deps);
}

import {
  MESSAGES,
  type TUpdateUserRequest,
  type TUpdateUserSettingsRequest,
  type TUser,
  type TUserSettings,
} from '@dawa/contract';
import { AppError, fieldError } from '../../platform/errors.ts';
import { tenantTransaction } from '../../platform/tenancy/tenant-transaction.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { ownUploadKey } from '../uploads/index.ts';
import type { UserPorts } from './ports.ts';
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
async function visibleUser(
  ctx: AuthContext,
  deps: AppDeps,
  ports: UserPorts,
  id: string,
): Promise<UserRow> {
  const user = await findLiveUserById(deps.orm, id);
  const isVisible =
    user !== undefined &&
    (user.id === ctx.userId ||
      ctx.isPlatformAdmin ||
      (await ports.shareATenant(deps.orm, ctx.userId, user.id)));
  // A user the caller has no business with answers exactly like one that does not exist.
  if (!user || !isVisible) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  return user;
}

export async function getUserDetail(
  ctx: AuthContext,
  deps: AppDeps,
  ports: UserPorts,
  id: string,
): Promise<TUser> {
  return toUser(await visibleUser(ctx, deps, ports, id));
}

const CONFIRM_NEW_EMAIL =
  'To change your e-mail, confirm the new address with the code we send to it (Account, Change e-mail).';

/**
 * PUT /user/{id}: the account holder edits their own profile, their language included (decision
 * 024: the same holder-only rule as the name; a manager never chooses someone's language). Nobody else may, not even a manager
 * of a shared pharmacy (a pharmacy's power stops at the pharmacy) nor a platform administrator:
 * the login identity (e-mail, password) changes only through the holder's own confirmed flows.
 */
export async function updateUserProfile(
  ctx: AuthContext,
  deps: AppDeps,
  ports: UserPorts,
  { id, input }: { id: string; input: TUpdateUserRequest },
): Promise<TUser> {
  const target = await visibleUser(ctx, deps, ports, id);
  if (target.id !== ctx.userId) throw new AppError('FORBIDDEN', NOT_ALLOWED);
  if (input.email !== undefined && input.email !== target.email) {
    throw fieldError('email', CONFIRM_NEW_EMAIL);
  }
  const changes: UserChanges = {};
  if (input.full_name !== undefined) changes.fullName = input.full_name;
  if (input.phone_number !== undefined) changes.phoneNumber = input.phone_number;
  if (input.username !== undefined) changes.username = input.username;
  if (input.language !== undefined) changes.language = input.language;
  if (input.picture === null) changes.picture = null;
  else if (input.picture !== undefined && input.picture !== target.picture) {
    // Only the holder's own finished uploads: no hot-linking, no tracking pixels, no one else's photo.
    if (!(await ownUploadKey(deps.uploads.storage, ctx.userId, input.picture))) {
      throw fieldError('picture', MESSAGES.pictureNotOwn);
    }
    changes.picture = input.picture;
  }
  try {
    const updated = await updateUser(deps.orm, target.id, changes);
    if (!updated) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return toUser(updated);
  } catch (error) {
    if (!hasPgCode(error, UNIQUE_VIOLATION)) throw error;
    throw new AppError('CONFLICT', 'This username is already used by another account.', {
      cause: error,
    });
  }
}

/** DELETE /user/{id}: soft delete by the user or a platform admin; every session ends at once. */
export async function deleteUser(
  ctx: AuthContext,
  deps: AppDeps,
  ports: UserPorts,
  id: string,
): Promise<{ message: string }> {
  const target = await visibleUser(ctx, deps, ports, id);
  if (target.id !== ctx.userId && !ctx.isPlatformAdmin) {
    throw new AppError(
      'FORBIDDEN',
      'Only the account holder or a platform administrator can delete an account.',
    );
  }
  // Several pharmacies' rows are locked (in id order): a deadlock or serialization failure runs the
  // whole check again (docs/transactions.md); nothing here acts outside the database.
  await tenantTransaction(deps.orm, async (tx) => {
    // A pharmacy whose only owner leaves could never be managed again. Checked under the locks of
    // every pharmacy the account owns, so a co-owner leaving at the same moment is decided first.
    await ports.lockTenantsOwnedBy(tx, target.id);
    if ((await ports.countPharmaciesOwnedAlone(tx, target.id)) > 0) {
      throw new AppError(
        'CONFLICT',
        'This account is the only owner of a pharmacy with other members: make someone else an owner first.',
      );
    }
    await updateUser(tx, target.id, { deletedAt: deps.now() });
    await ports.revokeUserSessions(tx, target.id, 'user-deleted');
    await ports.hideSellerListings(tx, target.id, true);
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

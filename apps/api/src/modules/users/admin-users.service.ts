import type { TAdminUser, TUser, TUserListQuery, TUserListResponse } from '@dawa/contract';
import { NOT_A_PLATFORM_ADMIN } from '../../platform/access-guard.ts';
import { AppError } from '../../platform/errors.ts';
import type { AppDeps } from '../deps.ts';
import type { UserPorts } from './ports.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { toPage } from '../../platform/page.ts';
import { isPlatformAdmin, toUser } from './user-view.ts';
import { isListedAdministrator } from './listed-administrators.ts';
import {
  findLiveUserById,
  listLiveUsers,
  lockLiveUsersById,
  updateUser,
  updateUserStatus,
} from './users.repo.ts';
import { recordAudit } from '../audit/index.ts';

const USER_NOT_FOUND = 'User not found.';

/** GET /users: every live user, for platform administrators only. */
export async function listUsers(
  ctx: AuthContext,
  deps: AppDeps,
  page: TUserListQuery,
): Promise<TUserListResponse> {
  const { rows, total } = await listLiveUsers(deps.orm, {
    limit: page.limit,
    offset: page.cursor,
    ...(page.searchKey && { search: page.searchKey }),
  });
  return toPage(
    rows.map((row) => ({ ...toUser(row), isPlatformAdmin: isPlatformAdmin(row) })),
    { limit: page.limit, cursor: page.cursor, total },
  );
}

/** PUT /users/{id}/status: platform administrators disable or re-enable an account. */
export async function setUserStatus(
  ctx: AuthContext,
  deps: AppDeps,
  { id, status }: { id: string; status: TUser['status'] },
  ports: UserPorts,
): Promise<TAdminUser> {
  if (id === ctx.userId) throw new AppError('CONFLICT', 'You cannot disable your own account.');
  const user = await findLiveUserById(deps.orm, id);
  if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  // Sessions are checked against the user's status on every request, so this signs them out at
  // once; revoking too means re-enabling does not bring the old sessions back.
  await deps.orm.transaction(async (tx) => {
    await updateUserStatus(tx, id, status);
    if (status === 'INACTIVE') await ports.revokeUserSessions(tx, id, 'user-disabled');
    await ports.hideSellerListings(tx, id, status === 'INACTIVE');
  });
  const updated = { ...user, status };
  return { ...toUser(updated), isPlatformAdmin: isPlatformAdmin(updated) };
}

/**
 * PUT /users/{id}/platform-admin: only a platform administrator grants or takes away the flag, and
 * each change is audited. Rights follow the flag alone; an address in ADMIN_EMAILS proven at
 * sign-up or by Google is granted it (listed-administrators.ts) and keeps it: taking it away would
 * last only until the next start, so the answer says to remove the address from the list instead.
 * An administrator cannot take the flag from themself, so the platform is never left without one
 * by accident, nor by two administrators taking each other's rights at once: both rows are locked
 * while deciding, and the actor must still be an administrator under the lock.
 */
export async function setPlatformAdmin(
  ctx: AuthContext,
  deps: AppDeps,
  { id, isPlatformAdmin: grant }: { id: string; isPlatformAdmin: boolean },
): Promise<TAdminUser> {
  if (id === ctx.userId && !grant) {
    throw new AppError('CONFLICT', 'You cannot take administrator rights from yourself.');
  }
  const updated = await deps.orm.transaction(async (tx) => {
    // The acting administrator's row too: two administrators taking each other's rights at the
    // same instant are decided one after the other, and the second is no longer one.
    const locked = await lockLiveUsersById(tx, [ctx.userId, id]);
    if (!locked.find((row) => row.id === ctx.userId)?.isPlatformAdmin) {
      throw new AppError('FORBIDDEN', NOT_A_PLATFORM_ADMIN);
    }
    const user = locked.find((row) => row.id === id);
    if (!user) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    if (grant && !user.emailVerified) {
      throw new AppError(
        'CONFLICT',
        'This account has not verified its e-mail yet: it cannot be made an administrator.',
      );
    }
    if (!grant && isListedAdministrator(user, deps.config)) {
      throw new AppError(
        'CONFLICT',
        "This address is in the server's ADMIN_EMAILS list: remove it there to take its rights away.",
      );
    }
    const changed = await updateUser(tx, id, { isPlatformAdmin: grant });
    if (!changed) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    if (user.isPlatformAdmin !== grant) {
      await recordAudit(tx, {
        tenantId: null,
        actorUserId: ctx.userId,
        action: grant ? 'admin-grant' : 'admin-revoke',
        entity: 'user',
        entityId: id,
        before: { isPlatformAdmin: user.isPlatformAdmin },
        after: { isPlatformAdmin: grant },
        origin: ctx.origin,
      });
    }
    return changed;
  });
  return { ...toUser(updated), isPlatformAdmin: isPlatformAdmin(updated) };
}

import type { TUser } from '@dawa/contract';
import type { UserRow } from './users.repo.ts';

/** A user row as the contract's ZUser: no hash, no pending organisation, times as ISO strings. */
export function toUser(row: UserRow): TUser {
  return {
    id: row.id,
    fbId: row.fbId,
    emailVerified: row.emailVerified,
    email: row.email,
    picture: row.picture,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    username: row.username,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/**
 * Platform administrators: the flag alone, which only an audited grant sets (another
 * administrator's, or ADMIN_EMAILS's for an address proven at sign-up or by Google:
 * listed-administrators.ts). Nothing else, an e-mail change least of all, grants anything.
 */
export function isPlatformAdmin(row: UserRow): boolean {
  return row.isPlatformAdmin;
}

import type { TUser } from '@dawa/contract';
import type { AppConfig } from '../../config.ts';
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
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/**
 * Platform administrators: the flag, or a verified e-mail listed in ADMIN_EMAILS (how the first
 * ones come to be). An unverified address never counts: anyone can sign up with any e-mail.
 */
export function isPlatformAdmin(row: UserRow, config: AppConfig): boolean {
  return row.isPlatformAdmin || (row.emailVerified && config.ADMIN_EMAILS.includes(row.email));
}

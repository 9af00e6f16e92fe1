// Platform administrators named by the server's ADMIN_EMAILS (how the first ones come to be).
// Rights follow only the `is_platform_admin` flag, which changes by an explicit, audited grant:
// another administrator's (admin-users.service.ts), or this bootstrap, which grants a listed
// address once its holder has proven it at sign-up or through Google, never through an e-mail
// change (issue 29: a raced e-mail change once confirmed an unread ADMIN_EMAILS address).
// docs/decisions/014-proven-addresses.md.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Orm } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { RequestOrigin } from '../../platform/request-origin.ts';
import { recordAudit } from '../audit/index.ts';
import type { UserRow } from './users.repo.ts';

/** How a proven address earns ADMIN_EMAILS's grant: proven when the account was made, or by Google. */
const BOOTSTRAP_PROOFS = ['SIGN_UP', 'GOOGLE'] as const;

/** Whether ADMIN_EMAILS names this account's address and the address was proven the right way. */
export function isListedAdministrator(row: UserRow, config: AppConfig): boolean {
  return (
    row.emailVerified &&
    config.ADMIN_EMAILS.includes(row.email) &&
    (BOOTSTRAP_PROOFS as readonly (string | null)[]).includes(row.emailProof)
  );
}

const NO_ORIGIN: RequestOrigin = { requestId: null, ip: null, userAgent: null };

/** The grant's audit entry: the platform's own (no actor), saying why. */
const grantEntry = (userId: string, origin: RequestOrigin) => ({
  tenantId: null,
  actorUserId: null,
  action: 'admin-grant' as const,
  entity: 'user',
  entityId: userId,
  before: { isPlatformAdmin: false },
  after: { isPlatformAdmin: true, via: 'ADMIN_EMAILS' },
  origin,
});

/**
 * In the transaction that has just proven `row`'s address: grants the flag if ADMIN_EMAILS lists
 * it, audited; `row` as it now is.
 */
export async function grantIfListed(
  tx: Orm,
  config: AppConfig,
  row: UserRow,
  origin: RequestOrigin,
): Promise<UserRow> {
  if (row.isPlatformAdmin || !isListedAdministrator(row, config)) return row;
  const [granted] = await tx
    .update(users)
    .set({ isPlatformAdmin: true, updatedAt: sql`now()` })
    .where(and(eq(users.id, row.id), eq(users.isPlatformAdmin, false)))
    .returning();
  if (!granted) return row;
  await recordAudit(tx, grantEntry(row.id, origin));
  return granted;
}

/**
 * At start: every live account ADMIN_EMAILS lists, proven at sign-up or by Google and without the
 * flag, gets it (an address added to the list after its account was made). Several instances may
 * run this at once: the update re-checks the flag on each row it locks, so each grant is made and
 * audited once. Returns how many were granted.
 */
export async function grantListedAdministrators(db: Orm, config: AppConfig): Promise<number> {
  if (config.ADMIN_EMAILS.length === 0) return 0;
  return db.transaction(async (tx) => {
    const granted = await tx
      .update(users)
      .set({ isPlatformAdmin: true, updatedAt: sql`now()` })
      .where(
        and(
          inArray(users.email, config.ADMIN_EMAILS),
          eq(users.emailVerified, true),
          inArray(users.emailProof, [...BOOTSTRAP_PROOFS]),
          eq(users.isPlatformAdmin, false),
          isNull(users.deletedAt),
        ),
      )
      .returning({ id: users.id });
    for (const { id } of granted) await recordAudit(tx, grantEntry(id, NO_ORIGIN));
    return granted.length;
  });
}

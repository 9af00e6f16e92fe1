import { and, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';

/**
 * verify: sign-up code; reset: password reset code; email-change: the code sent to a new address.
 * (invite: links of the former sign-in-by-invitation, no longer issued; old rows simply expire.)
 */
export type CodePurpose = 'verify' | 'reset' | 'invite' | 'email-change';
export type CodeRow = typeof oneTimeCodes.$inferSelect;

export async function findCode(
  db: Orm,
  {
    userId,
    purpose,
    forUpdate = false,
  }: { userId: string; purpose: CodePurpose; forUpdate?: boolean },
): Promise<CodeRow | undefined> {
  const query = db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Stores a new code for the user and purpose, replacing the old one and its attempt count. */
export async function replaceCode(
  db: Orm,
  values: {
    userId: string;
    purpose: CodePurpose;
    target: string | null;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insert(oneTimeCodes)
    .values({ ...values, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: [oneTimeCodes.userId, oneTimeCodes.purpose],
      set: {
        codeHash: values.codeHash,
        target: values.target,
        createdAt: values.createdAt,
        expiresAt: values.expiresAt,
        failedAttempts: 0,
      },
    });
}

/** Counts a wrong guess atomically, so parallel guesses cannot slip past the lock. */
export async function countFailedAttempt(db: Orm, id: string): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

/** A redeemed code is gone: it cannot be used twice. */
export async function deleteCode(db: Orm, id: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

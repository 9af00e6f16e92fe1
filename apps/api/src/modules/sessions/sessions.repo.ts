import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { authSessions, refreshTokens, users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/index.ts';

export type RevokeReason =
  | 'logout'
  | 'reuse-detected'
  | 'password-reset'
  | 'password-change'
  | 'email-change'
  | 'user-deleted'
  | 'user-disabled';

/** Starts a session (a refresh-token family) with its first token's hash. */
export async function insertSession(
  db: Orm,
  { userId, tokenHash }: { userId: string; tokenHash: string },
): Promise<{ id: string; createdAt: Date }> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(authSessions)
      .values({ userId })
      .returning({ id: authSessions.id, createdAt: authSessions.createdAt });
    if (!session) throw new Error('session insert returned nothing');
    await tx.insert(refreshTokens).values({ sessionId: session.id, tokenHash });
    return session;
  });
}

export interface PresentedToken {
  tokenId: string;
  usedAt: Date | null;
  sessionId: string;
  sessionCreatedAt: Date;
  sessionRevokedAt: Date | null;
  user: UserRow;
}

export async function findRefreshToken(
  db: Orm,
  tokenHash: string,
): Promise<PresentedToken | undefined> {
  const [row] = await db
    .select({
      tokenId: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      sessionId: authSessions.id,
      sessionCreatedAt: authSessions.createdAt,
      sessionRevokedAt: authSessions.revokedAt,
      user: users,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks the presented token used and stores its successor, atomically: the conditional UPDATE lets
 * only one of two concurrent refreshes win; the loser gets false and is treated as a reuse.
 */
export async function rotateRefreshToken(
  db: Orm,
  { tokenId, sessionId, nextHash }: { tokenId: string; sessionId: string; nextHash: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (marked.length === 0) return false;
    await tx.insert(refreshTokens).values({ sessionId, tokenHash: nextHash });
    return true;
  });
}

export async function revokeSession(
  db: Orm,
  sessionId: string,
  reason: RevokeReason,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeUserSessions(
  db: Orm,
  userId: string,
  reason: RevokeReason,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** Ends every session of the user but `keepSessionId` (the device making the change). */
export async function revokeOtherSessions(
  db: Orm,
  {
    userId,
    keepSessionId,
    reason,
  }: { userId: string; keepSessionId: string; reason: RevokeReason },
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        ne(authSessions.id, keepSessionId),
        isNull(authSessions.revokedAt),
      ),
    );
}

/** The session of an access token with its user: one query per authenticated request. */
export async function findSessionWithUser(
  db: Orm,
  sessionId: string,
): Promise<{ revokedAt: Date | null; user: UserRow } | undefined> {
  const [row] = await db
    .select({ revokedAt: authSessions.revokedAt, user: users })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.id, sessionId));
  return row;
}

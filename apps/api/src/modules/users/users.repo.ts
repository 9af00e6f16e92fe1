import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { userSettings, users, type PendingOrganisation } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/pg-errors.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

const live = isNull(users.deletedAt);

export async function findLiveUserById(db: Orm, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return row;
}

/** `email` must already be normalised (the contract's ZEmail trims and lower-cases). */
export async function findLiveUserByEmail(db: Orm, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), live));
  return row;
}

export async function findLiveUserByFbId(db: Orm, fbId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.fbId, fbId), live));
  return row;
}

/**
 * The live users matching `where`, their rows locked until the transaction ends (`tx` must be one),
 * in id order (two transactions locking overlapping sets the same way cannot deadlock): whatever
 * reads an account, decides and writes (an e-mail change, a code, an invitation's answer, an admin
 * grant) does it on this lock, so a request running at the same instant decides after, on what
 * this one wrote.
 */
function lockLiveUsersWhere(tx: Orm, where: SQL): Promise<UserRow[]> {
  return tx.select().from(users).where(and(where, live)).orderBy(asc(users.id)).for('update');
}

export async function lockLiveUserById(tx: Orm, id: string): Promise<UserRow | undefined> {
  return (await lockLiveUsersWhere(tx, eq(users.id, id)))[0];
}

/** By normalised e-mail. */
export async function lockLiveUserByEmail(tx: Orm, email: string): Promise<UserRow | undefined> {
  return (await lockLiveUsersWhere(tx, eq(users.email, email)))[0];
}

export function lockLiveUsersById(tx: Orm, ids: string[]): Promise<UserRow[]> {
  return lockLiveUsersWhere(tx, inArray(users.id, ids));
}

/** Inserts unless a live user holds the e-mail already (a concurrent sign-up): then undefined. */
export async function insertUser(db: Orm, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export interface UserChanges {
  fbId?: string;
  email?: string;
  emailVerified?: boolean;
  emailProof?: UserRow['emailProof'];
  passwordHash?: string;
  fullName?: string;
  phoneNumber?: string | null;
  username?: string | null;
  picture?: string | null;
  language?: UserRow['language'];
  pendingOrganisation?: PendingOrganisation | null;
  pendingEmail?: string | null;
  isPlatformAdmin?: boolean;
  deletedAt?: Date;
}

export async function updateUser(
  db: Orm,
  id: string,
  changes: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), live))
    .returning();
  return row;
}

/** `%`, `_` and `\\` match themselves: a search for "50%" finds "50%", not everything. */
const likePattern = (text: string) => `%${escapeLike(text)}%`;

export async function listLiveUsers(
  db: Orm,
  { limit, offset, search }: { limit: number; offset: number; search?: string },
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = search ? likePattern(search) : undefined;
  const where = pattern
    ? and(
        live,
        or(
          ilike(users.fullName, pattern),
          ilike(users.email, pattern),
          ilike(users.username, pattern),
        ),
      )
    : live;
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function getHasTenant(db: Orm, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ hasTenant: userSettings.hasTenant })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.hasTenant ?? false;
}

export async function setHasTenant(db: Orm, userId: string, hasTenant: boolean): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, hasTenant })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { hasTenant, updatedAt: sql`now()` },
    });
}

export async function updateUserStatus(
  db: Orm,
  id: string,
  status: 'ACTIVE' | 'INACTIVE',
): Promise<void> {
  await db
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

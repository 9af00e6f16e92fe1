import type { TInvitationStatus } from '@dawa/contract';
import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { tenantInvitations, tenants, users } from '../../db/schema/index.ts';

export type InvitationRow = typeof tenantInvitations.$inferSelect;
type TenantRow = typeof tenants.$inferSelect;

/** A row with the inviter's name, as both sides' views need it. */
export interface InvitationWithInviter {
  invitation: InvitationRow;
  inviter: { id: string; fullName: string } | null;
}

/** The state a reader sees: a PENDING row past its expiry reads EXPIRED (never stored). */
export function statusOf(row: InvitationRow, now: Date): TInvitationStatus {
  return row.status === 'PENDING' && row.expiresAt <= now ? 'EXPIRED' : row.status;
}

/** The SQL condition of a listed state, the same rule as statusOf. */
function whereStatus(status: TInvitationStatus | 'ALL', now: Date): SQL | undefined {
  switch (status) {
    case 'ALL':
      return undefined;
    case 'PENDING':
      return and(eq(tenantInvitations.status, 'PENDING'), gt(tenantInvitations.expiresAt, now));
    case 'EXPIRED':
      return and(eq(tenantInvitations.status, 'PENDING'), lte(tenantInvitations.expiresAt, now));
    case 'ACCEPTED':
    case 'DECLINED':
    case 'REVOKED':
      return eq(tenantInvitations.status, status);
  }
}

const inviterColumns = { id: users.id, fullName: users.fullName };

export async function listTenantInvitations(
  db: Orm,
  {
    tenantId,
    status,
    now,
    limit,
    offset,
  }: {
    tenantId: string;
    status: TInvitationStatus | 'ALL';
    now: Date;
    limit: number;
    offset: number;
  },
): Promise<{ rows: InvitationWithInviter[]; total: number }> {
  const where = and(eq(tenantInvitations.tenantId, tenantId), whereStatus(status, now));
  const rows = await db
    .select({ invitation: tenantInvitations, inviter: inviterColumns })
    .from(tenantInvitations)
    .leftJoin(users, eq(users.id, tenantInvitations.invitedBy))
    .where(where)
    .orderBy(desc(tenantInvitations.createdAt), desc(tenantInvitations.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await db.select({ total: count() }).from(tenantInvitations).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** The open (PENDING, even if expired) invitation of an address to a tenant. */
export async function findOpenInvitation(
  db: Orm,
  { tenantId, email }: { tenantId: string; email: string },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(tenantInvitations)
    .where(
      and(
        eq(tenantInvitations.tenantId, tenantId),
        eq(tenantInvitations.email, email),
        eq(tenantInvitations.status, 'PENDING'),
      ),
    )
    .for('update');
  return row;
}

export async function insertInvitation(
  db: Orm,
  values: typeof tenantInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(tenantInvitations).values(values).returning();
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

/** Re-invites: a fresh expiry, role and name, same row (the e-mail goes out again). */
export async function refreshInvitation(
  db: Orm,
  id: string,
  values: { role: 'ADMIN' | 'USER'; fullName: string; invitedBy: string; expiresAt: Date },
): Promise<InvitationRow> {
  const [row] = await db
    .update(tenantInvitations)
    .set({ ...values, createdAt: sql`now()` })
    .where(eq(tenantInvitations.id, id))
    .returning();
  if (!row) throw new Error('invitation refresh returned nothing');
  return row;
}

/** One invitation of a tenant, locked for an answer; another tenant's reads as missing. */
export async function findTenantInvitation(
  db: Orm,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(tenantInvitations)
    .where(and(eq(tenantInvitations.tenantId, tenantId), eq(tenantInvitations.id, id)))
    .for('update');
  return row;
}

/** An invitation addressed to `email`, with its tenant, locked while it is answered. */
export async function findInvitationFor(
  db: Orm,
  { id, email }: { id: string; email: string },
): Promise<{ invitation: InvitationRow; tenant: TenantRow } | undefined> {
  const [row] = await db
    .select({ invitation: tenantInvitations, tenant: tenants })
    .from(tenantInvitations)
    .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenantId))
    .where(and(eq(tenantInvitations.id, id), eq(tenantInvitations.email, email)))
    .for('update', { of: tenantInvitations });
  return row;
}

/** Answers an open invitation; false when it was no longer open (a concurrent answer won). */
export async function closeInvitation(
  db: Orm,
  { id, status, at }: { id: string; status: 'ACCEPTED' | 'DECLINED' | 'REVOKED'; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(tenantInvitations)
    .set({ status, respondedAt: at })
    .where(and(eq(tenantInvitations.id, id), eq(tenantInvitations.status, 'PENDING')))
    .returning({ id: tenantInvitations.id });
  return rows.length > 0;
}

/** Pending, unexpired invitations of an address to live tenants, newest first. */
export async function listInvitationsFor(
  db: Orm,
  { email, now, limit, offset }: { email: string; now: Date; limit: number; offset: number },
): Promise<{
  rows: { invitation: InvitationRow; tenant: TenantRow; inviterName: string | null }[];
  total: number;
}> {
  const where = and(
    eq(tenantInvitations.email, email),
    whereStatus('PENDING', now),
    eq(tenants.status, 'ACTIVE'),
  );
  const rows = await db
    .select({ invitation: tenantInvitations, tenant: tenants, inviterName: users.fullName })
    .from(tenantInvitations)
    .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenantId))
    .leftJoin(users, eq(users.id, tenantInvitations.invitedBy))
    .where(where)
    .orderBy(desc(tenantInvitations.createdAt), desc(tenantInvitations.id))
    .limit(limit)
    .offset(offset);
  const [totals] = await db
    .select({ total: count() })
    .from(tenantInvitations)
    .innerJoin(tenants, eq(tenants.id, tenantInvitations.tenantId))
    .where(where);
  return { rows, total: totals?.total ?? 0 };
}

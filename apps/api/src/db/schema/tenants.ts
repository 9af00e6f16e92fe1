import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  uniqueIndex,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A pharmacy or other organisation: the unit whose data a member sees (docs/decisions/003).
 * A branch is a tenant whose `parentId` names its pharmacy; only one level (docs/decisions/005).
 */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid().primaryKey().defaultRandom(),
    parentId: uuid().references((): AnyPgColumn => tenants.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    orgType: text().notNull(),
    address: text(),
    city: text(),
    tinNumber: text(),
    status: text({ enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  // The branches of a pharmacy are read by parent.
  (t) => [index('tenants_parent_idx').on(t.parentId)],
);

/** Who belongs to which tenant, and as what; the role is read from here, never from the client. */
export const memberships = pgTable(
  'memberships',
  {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['OWNER', 'ADMIN', 'USER'] }).notNull(),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /**
     * Since when the member's role has let them answer the organisation's shared inbox (the
     * membership's start, or the role change that gave them listings.manage): what buyers sent
     * before is history to them, not unread (docs/decisions/018-organisation-listings.md).
     */
    inboxSince: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    // "My pharmacies" reads by user.
    index('memberships_user_idx').on(t.userId),
  ],
);

/**
 * An invitation to join a tenant, addressed to an e-mail (issue 12): the person becomes a member
 * only by accepting it while signed in with that e-mail verified. Until then the tenant sees only
 * what its manager typed (e-mail, name, role) and the state, never the account behind the address.
 */
export const tenantInvitations = pgTable(
  'tenant_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    // Lower-cased by the contract's ZEmail, like users.email.
    email: text().notNull(),
    fullName: text().notNull(),
    role: text({ enum: ['ADMIN', 'USER'] }).notNull(),
    // PENDING until answered or withdrawn; EXPIRED is computed from expiresAt, never stored.
    status: text({ enum: ['PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED'] })
      .notNull()
      .default('PENDING'),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    respondedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One open invitation per address and tenant: inviting again refreshes it.
    uniqueIndex('tenant_invitations_open_idx')
      .on(t.tenantId, t.email)
      .where(sql`status = 'PENDING'`),
    // "My invitations" reads by e-mail.
    index('tenant_invitations_email_idx').on(t.email),
  ],
);

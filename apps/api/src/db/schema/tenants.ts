import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
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
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    // "My pharmacies" reads by user.
    index('memberships_user_idx').on(t.userId),
  ],
);

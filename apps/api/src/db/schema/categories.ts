import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * Marketplace categories: parents and their sub-categories, one level deep (a sub-category's
 * parent is itself a parent; the service enforces it). `is_parent` of the contract is
 * `parent_id IS NULL`, so it cannot disagree with the tree. Listings in a `regulated` category
 * (prescription or controlled medicines) need a platform administrator's approval.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text(),
    image: text(),
    // Restrict: a parent with sub-categories cannot be deleted (the API answers 409 first).
    parentId: uuid().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    status: text({ enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    regulated: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    // Sub-categories are read by parent.
    index('categories_parent_idx').on(t.parentId),
    // searchKey is a case-insensitive contains/prefix match (ILIKE), which a trigram index serves.
    index('categories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/pg-errors.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategoryRow = typeof categories.$inferInsert;

/** Which level of the tree a list reads. */
export type CategoryLevel = 'parents' | 'children' | 'all';

export interface CategoryListFilter {
  level: CategoryLevel;
  /** Only the sub-categories of this parent. */
  parentId?: string;
  search?: string;
  /** Platform administrators see INACTIVE categories too; everyone else does not. */
  includeInactive: boolean;
  limit: number;
  offset: number;
}

const parent = alias(categories, 'parent');

function whereOf({ level, parentId, search, includeInactive }: CategoryListFilter) {
  const conditions: SQL[] = [];
  if (level === 'parents') conditions.push(isNull(categories.parentId));
  if (level === 'children') conditions.push(sql`${categories.parentId} is not null`);
  if (parentId !== undefined) conditions.push(eq(categories.parentId, parentId));
  // ILIKE '%key%' is served by the trigram index on name.
  if (search) conditions.push(ilike(categories.name, `%${escapeLike(search)}%`));
  if (!includeInactive) {
    // A sub-category of an inactive parent is hidden with it.
    conditions.push(eq(categories.status, 'ACTIVE'));
    const activeParent = or(isNull(categories.parentId), eq(parent.status, 'ACTIVE'));
    if (activeParent) conditions.push(activeParent);
  }
  return and(...conditions);
}

/** One page of categories: prefix matches of the search first, then each parent before its children. */
export async function listCategories(
  db: Orm,
  filter: CategoryListFilter,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = whereOf(filter);
  const order: SQL[] = [];
  if (filter.search) {
    order.push(sql`(${categories.name} ilike ${`${escapeLike(filter.search)}%`}) desc`);
  }
  order.push(
    sql`coalesce(${parent.name}, ${categories.name})`,
    sql`${categories.parentId} is not null`,
    asc(categories.name),
    asc(categories.id),
  );
  const rows = await db
    .select({ category: categories })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [totals] = await db
    .select({ total: count() })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(where);
  return { rows: rows.map((r) => r.category), total: totals?.total ?? 0 };
}

export async function findCategoryById(db: Orm, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

export async function findCategoryBySlug(db: Orm, slug: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  return row;
}

export async function countChildren(db: Orm, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  return row?.n ?? 0;
}

export async function insertCategory(db: Orm, values: NewCategoryRow): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('insertCategory: no row returned');
  return row;
}

export async function updateCategory(
  db: Orm,
  id: string,
  changes: Partial<NewCategoryRow>,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .update(categories)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(categories.id, id))
    .returning();
  return row;
}

export async function deleteCategory(db: Orm, id: string): Promise<boolean> {
  const rows = await db
    .delete(categories)
    .where(eq(categories.id, id))
    .returning({ id: categories.id });
  return rows.length > 0;
}

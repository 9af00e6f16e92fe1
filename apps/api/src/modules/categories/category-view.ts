import type { TCategory, TPage } from '@dawa/contract';
import { toPage } from '../tenants/tenant-view.ts';
import type { CategoryRow } from './categories.repo.ts';

export function toCategory(row: CategoryRow): TCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    parent_id: row.parentId,
    is_parent: row.parentId === null,
    status: row.status,
    regulated: row.regulated,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The repo's page envelope for category rows. */
export function toCategoryPage(
  rows: CategoryRow[],
  { limit, cursor, total }: { limit: number; cursor: number; total: number },
): TPage<TCategory> {
  return toPage(rows.map(toCategory), { limit, cursor, total });
}

/**
 * A slug from a name: lowercase ASCII words joined by hyphens, accents dropped ("Vitamins &
 * Supplements" -> "vitamins-supplements"). Empty when the name has no Latin letters or digits.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

import type { TCategory } from '@dawa/contract';
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

import { randomBytes } from 'node:crypto';
import type {
  TCategory,
  TCategoryListQuery,
  TCategoryPageResponse,
  TCreateCategoryRequest,
  TMessageResponse,
  TParentCategoriesResponse,
  TUpdateCategoryRequest,
} from '@dawa/contract';
import { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import {
  countChildren,
  deleteCategory as deleteCategoryRow,
  findCategoryById,
  findCategoryBySlug,
  insertCategory,
  listCategories,
  updateCategory as updateCategoryRow,
  type CategoryLevel,
  type CategoryRow,
  type NewCategoryRow,
} from './categories.repo.ts';
import { toPage } from '../../platform/page.ts';
import { slugify, toCategory } from './category-view.ts';
import type { CategoryListings } from './ports.ts';
import {
  FOREIGN_KEY_VIOLATION,
  hasPgCode,
  RESTRICT_VIOLATION,
  UNIQUE_VIOLATION,
} from '../../db/pg-errors.ts';

export const CATEGORY_NOT_FOUND = 'Category not found.';
export const PARENT_NOT_FOUND = 'Parent category not found.';
export const PARENT_NOT_TOP_LEVEL = 'A sub-category cannot have sub-categories of its own.';
export const HAS_CHILDREN_CANNOT_MOVE =
  'This category has sub-categories, so it cannot become a sub-category.';
export const HAS_CHILDREN_CANNOT_DELETE =
  'This category has sub-categories. Delete or move them first.';
export const IN_USE_CANNOT_DELETE =
  'This category is used by listings. Set it INACTIVE instead of deleting it.';
export const IN_USE_CANNOT_CHANGE_LEVEL =
  'This category is used by listings, so it cannot change between parent and sub-category.';
export const slugTaken = (slug: string) => `A category with the slug "${slug}" already exists.`;

/** Guests and signed-in users alike may read; only platform administrators see INACTIVE ones. */
type Reader = AuthContext | null;

/** `category` of the list query names a parent by id or by slug. */
async function resolveParent(orm: Orm, key: string): Promise<CategoryRow | undefined> {
  return z.uuid().safeParse(key).success
    ? findCategoryById(orm, key)
    : findCategoryBySlug(orm, key.toLowerCase());
}

async function readPage(ctx: Reader, deps: AppDeps, level: CategoryLevel, q: TCategoryListQuery) {
  const page = { limit: q.limit, cursor: q.cursor };
  let parentId: string | undefined;
  if (q.category) {
    const parent = await resolveParent(deps.orm, q.category);
    // An unknown parent is an empty list, like any filter that matches nothing.
    if (!parent) return toPage([], { ...page, total: 0 });
    parentId = parent.id;
  }
  const { rows, total } = await listCategories(deps.orm, {
    level: parentId === undefined ? level : 'children',
    ...(parentId !== undefined && { parentId }),
    ...(q.searchKey && { search: q.searchKey }),
    includeInactive: ctx?.isPlatformAdmin ?? false,
    limit: q.limit,
    offset: q.cursor,
  });
  return toPage(rows.map(toCategory), { ...page, total });
}

/** GET /category/parent: the top-level categories (the spec's `result[]`). */
export async function listParentCategories(
  ctx: Reader,
  deps: AppDeps,
  query: TCategoryListQuery,
): Promise<TParentCategoriesResponse> {
  const page = await readPage(ctx, deps, 'parents', query);
  return { ...page, result: page.docs };
}

/**
 * GET /sub-category ('children': of the parent named by `category` when given) and GET
 * /categories ('all': each parent followed by its sub-categories): the spec's `categories[]`.
 */
export async function listCategoryPage(
  ctx: Reader,
  deps: AppDeps,
  level: 'children' | 'all',
  query: TCategoryListQuery,
): Promise<TCategoryPageResponse> {
  const page = await readPage(ctx, deps, level, query);
  return { ...page, categories: page.docs };
}

/** A parent must exist and be top-level: the tree is one level deep. */
async function requireTopLevelParent(orm: Orm, parentId: string): Promise<CategoryRow> {
  const parent = await findCategoryById(orm, parentId);
  if (!parent) throw new AppError('BAD_REQUEST', PARENT_NOT_FOUND);
  if (parent.parentId !== null) throw new AppError('BAD_REQUEST', PARENT_NOT_TOP_LEVEL);
  return parent;
}

/** POST /category (platform administrators). */
export async function createCategory(
  ctx: AuthContext,
  deps: AppDeps,
  input: TCreateCategoryRequest,
): Promise<TCategory> {
  if (input.parent_id) await requireTopLevelParent(deps.orm, input.parent_id);
  // A name without Latin letters (e.g. Amharic) still gets a usable, unique-enough slug.
  const slug = input.slug ?? (slugify(input.name) || `category-${randomBytes(4).toString('hex')}`);
  const values: NewCategoryRow = {
    slug,
    name: input.name,
    description: input.description,
    image: input.image ?? null,
    parentId: input.parent_id ?? null,
    status: input.status,
    regulated: input.regulated,
  };
  try {
    const row = await deps.orm.transaction(async (tx) => {
      const created = await insertCategory(tx, values);
      await recordAudit(tx, audit(ctx, 'create', created.id, { after: toCategory(created) }));
      return created;
    });
    return toCategory(row);
  } catch (error) {
    if (hasPgCode(error, UNIQUE_VIOLATION)) {
      throw new AppError('CONFLICT', slugTaken(slug), { cause: error });
    }
    throw error;
  }
}

/** PUT /category/{id} (platform administrators); the slug changes only when sent. */
export async function updateCategory(
  ctx: AuthContext,
  deps: AppDeps,
  { id, input }: { id: string; input: TUpdateCategoryRequest },
  listings: CategoryListings,
): Promise<TCategory> {
  const current = await findCategoryById(deps.orm, id);
  if (!current) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
  const isMove = input.parent_id !== undefined && input.parent_id !== current.parentId;
  if (input.parent_id) {
    if (input.parent_id === id) throw new AppError('BAD_REQUEST', PARENT_NOT_TOP_LEVEL);
    await requireTopLevelParent(deps.orm, input.parent_id);
    if ((await countChildren(deps.orm, id)) > 0) {
      throw new AppError('CONFLICT', HAS_CHILDREN_CANNOT_MOVE);
    }
  }
  // A sub-category may move to another parent (its listings follow); becoming a parent, or a
  // parent becoming a sub-category, would leave its listings without a valid pair.
  const changesLevel = isMove && (current.parentId === null || input.parent_id === null);
  if (changesLevel && (await listings.isCategoryUsed(deps.orm, id))) {
    throw new AppError('CONFLICT', IN_USE_CANNOT_CHANGE_LEVEL);
  }
  const changes: Partial<NewCategoryRow> = { status: input.status };
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.image !== undefined) changes.image = input.image;
  if (input.parent_id !== undefined) changes.parentId = input.parent_id;
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.regulated !== undefined) changes.regulated = input.regulated;
  try {
    // Only the flag itself or a new parent can change whether its listings are regulated.
    const mayChangeRegulation = isMove || input.regulated !== undefined;
    const row = await deps.orm.transaction(async (tx) => {
      const wasRegulated = mayChangeRegulation && (await isRegulatedWithParent(tx, current));
      const updated = await updateCategoryRow(tx, id, changes);
      if (!updated) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
      const moved =
        isMove && updated.parentId
          ? await listings.moveSubCategoryListings(tx, id, updated.parentId)
          : 0;
      const regulation = mayChangeRegulation
        ? await followRegulation(tx, listings, id, {
            wasRegulated,
            isRegulated: await isRegulatedWithParent(tx, updated),
          })
        : {};
      await recordAudit(
        tx,
        audit(ctx, 'update', id, {
          before: toCategory(current),
          after: {
            ...toCategory(updated),
            ...regulation,
            ...(moved > 0 && { listingsMoved: moved }),
          },
        }),
      );
      return updated;
    });
    return toCategory(row);
  } catch (error) {
    if (hasPgCode(error, UNIQUE_VIOLATION)) {
      throw new AppError('CONFLICT', slugTaken(changes.slug ?? current.slug), { cause: error });
    }
    throw error;
  }
}

/** A listing under a category is regulated when the category or its parent is. */
async function isRegulatedWithParent(orm: Orm, category: CategoryRow): Promise<boolean> {
  if (category.regulated || category.parentId === null) return category.regulated;
  return (await findCategoryById(orm, category.parentId))?.regulated === true;
}

/**
 * Regulation follows the category: regulated now (marked, or moved under a regulated parent),
 * its listings go back to the moderation queue (a medicine class newly under control must not
 * stay on sale unreviewed); no longer regulated, the listings that waited only for it are
 * released. Counted for the audit log.
 */
async function followRegulation(
  tx: Orm,
  listings: CategoryListings,
  categoryId: string,
  { wasRegulated, isRegulated }: { wasRegulated: boolean; isRegulated: boolean },
): Promise<{ listingsSentForReview?: number; listingsReleased?: number }> {
  if (!wasRegulated && isRegulated) {
    return { listingsSentForReview: await listings.sendCategoryForReview(tx, categoryId) };
  }
  if (wasRegulated && !isRegulated) {
    return { listingsReleased: await listings.releaseCategoryFromReview(tx, categoryId) };
  }
  return {};
}

/** DELETE /category/{id} (platform administrators): refused while anything refers to it. */
export async function deleteCategory(
  ctx: AuthContext,
  deps: AppDeps,
  id: string,
): Promise<TMessageResponse> {
  const current = await findCategoryById(deps.orm, id);
  if (!current) throw new AppError('NOT_FOUND', CATEGORY_NOT_FOUND);
  if ((await countChildren(deps.orm, id)) > 0) {
    throw new AppError('CONFLICT', HAS_CHILDREN_CANNOT_DELETE);
  }
  try {
    await deps.orm.transaction(async (tx) => {
      // Gone meanwhile: the outcome the caller asked for, so not an error.
      if (!(await deleteCategoryRow(tx, id))) return;
      await recordAudit(tx, audit(ctx, 'delete', id, { before: toCategory(current) }));
    });
  } catch (error) {
    // Listings (and a sub-category added meanwhile) refer to it with ON DELETE RESTRICT.
    if (hasPgCode(error, RESTRICT_VIOLATION) || hasPgCode(error, FOREIGN_KEY_VIOLATION)) {
      const message =
        (await countChildren(deps.orm, id)) > 0 ? HAS_CHILDREN_CANNOT_DELETE : IN_USE_CANNOT_DELETE;
      throw new AppError('CONFLICT', message, { cause: error });
    }
    throw error;
  }
  return { message: 'Category deleted.' };
}

function audit(
  ctx: AuthContext,
  verb: 'create' | 'update' | 'delete',
  entityId: string,
  change: { before?: TCategory; after?: TCategory & Record<string, unknown> },
) {
  // Categories are platform-wide, so no tenant.
  return {
    tenantId: null,
    actorUserId: ctx.userId,
    action: `category-${verb}` as const,
    entity: 'category',
    entityId,
    ...change,
    origin: ctx.origin,
  };
}

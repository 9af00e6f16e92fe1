import { z } from 'zod';
import { ZPaginationQuery, ZStatus, zUrl } from './common.ts';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { zPage } from './pagination.ts';

/** Limits of our own (the spec sets none for these). */
export const CATEGORY_LIMITS = { nameMax: 100, slugMax: 100, descriptionMax: 500 } as const;

/** Messages of our own (the spec names none for these cases). */
export const CATEGORY_MESSAGES = {
  slugInvalid: 'Slug may contain only lowercase letters, digits and single hyphens',
  slugMax: `Slug can be up to ${String(CATEGORY_LIMITS.slugMax)} characters`,
  nameMax: `Category name can be up to ${String(CATEGORY_LIMITS.nameMax)} characters`,
  descriptionMax: `Category description can be up to ${String(CATEGORY_LIMITS.descriptionMax)} characters`,
} as const;

export const ZCategory = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  parent_id: z.uuid().nullable(),
  /** True for a top-level category (`parent_id` null); sub-categories are one level below. */
  is_parent: z.boolean(),
  status: ZStatus,
  /** Listings in a regulated category are public only once a platform administrator approves. */
  regulated: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCategory = z.infer<typeof ZCategory>;

const ZCategorySlug = z
  .string({ error: CATEGORY_MESSAGES.slugInvalid })
  .trim()
  .toLowerCase()
  .max(CATEGORY_LIMITS.slugMax, CATEGORY_MESSAGES.slugMax)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, CATEGORY_MESSAGES.slugInvalid);

/** The fields an administrator sets; no defaults here, so an update changes only what it sends. */
const categoryFields = {
  name: z
    .string({ error: MESSAGES.categoryNameEmpty })
    .trim()
    .min(1, MESSAGES.categoryNameEmpty)
    .max(CATEGORY_LIMITS.nameMax, CATEGORY_MESSAGES.nameMax),
  description: z
    .string({ error: MESSAGES.categoryDescriptionMin })
    .trim()
    .min(LIMITS.categoryDescriptionMin, MESSAGES.categoryDescriptionMin)
    .max(CATEGORY_LIMITS.descriptionMax, CATEGORY_MESSAGES.descriptionMax),
  /** Null or absent: a parent category. A sub-category's parent must itself be a parent. */
  parent_id: z.uuid(MESSAGES.parentIdInvalid).nullable(),
  image: zUrl(MESSAGES.categoryImageInvalid).nullable(),
  /** Generated from the name when absent; unique. */
  slug: ZCategorySlug,
  regulated: z.boolean(),
};

export const ZCreateCategoryRequest = z.object({
  ...categoryFields,
  parent_id: categoryFields.parent_id.optional(),
  image: categoryFields.image.optional(),
  slug: categoryFields.slug.optional(),
  regulated: categoryFields.regulated.default(false),
  status: ZStatus.default('ACTIVE'),
});
export type TCreateCategoryRequest = z.infer<typeof ZCreateCategoryRequest>;

/** docs/product.md#states: ACTIVE is the default status on update. */
export const ZUpdateCategoryRequest = z
  .object(categoryFields)
  .partial()
  .extend({ status: ZStatus.default('ACTIVE') });
export type TUpdateCategoryRequest = z.infer<typeof ZUpdateCategoryRequest>;

/**
 * Query of GET /category/parent, /sub-category and /categories (limit 10, cursor 0 by default).
 * `category` names a parent category by id or slug: /sub-category and /categories list its
 * sub-categories. `searchKey` matches names, case-insensitively, anywhere in the name.
 */
export const ZCategoryListQuery = ZPaginationQuery.extend({
  searchKey: z.string().trim().max(CATEGORY_LIMITS.nameMax).optional(),
  category: z.string().trim().max(CATEGORY_LIMITS.slugMax).optional(),
});
export type TCategoryListQuery = z.infer<typeof ZCategoryListQuery>;

/**
 * The spec's answers plus the repo's page envelope: GET /category/parent answers `result[]`,
 * /sub-category and /categories answer `hasMore` and `categories[]`; every answer also carries
 * the zPage fields (`docs` holds the same items), so the generic list reader works on all three.
 */
export const ZParentCategoriesResponse = zPage(ZCategory).extend({ result: z.array(ZCategory) });
export type TParentCategoriesResponse = z.infer<typeof ZParentCategoriesResponse>;

export const ZCategoryPageResponse = zPage(ZCategory).extend({ categories: z.array(ZCategory) });
export type TCategoryPageResponse = z.infer<typeof ZCategoryPageResponse>;

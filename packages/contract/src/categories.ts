import { z } from 'zod';
import { ZPaginationQuery, ZStatus, zUrl } from './common.ts';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';

export const ZCategory = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  parent_id: z.uuid().nullable(),
  is_parent: z.boolean(),
  status: ZStatus,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCategory = z.infer<typeof ZCategory>;

export const ZCreateCategoryRequest = z.object({
  name: z.string({ error: MESSAGES.categoryNameEmpty }).trim().min(1, MESSAGES.categoryNameEmpty),
  description: z
    .string({ error: MESSAGES.categoryDescriptionMin })
    .trim()
    .min(LIMITS.categoryDescriptionMin, MESSAGES.categoryDescriptionMin),
  parent_id: z.uuid(MESSAGES.parentIdInvalid).nullable().optional(),
  image: zUrl(MESSAGES.categoryImageInvalid).optional(),
  status: ZStatus.default('ACTIVE'),
});
export type TCreateCategoryRequest = z.infer<typeof ZCreateCategoryRequest>;

export const ZUpdateCategoryRequest = ZCreateCategoryRequest.partial().extend({
  status: ZStatus.default('ACTIVE'),
});
export type TUpdateCategoryRequest = z.infer<typeof ZUpdateCategoryRequest>;

/** Query of GET /category/parent, /sub-category and /categories. */
export const ZCategoryListQuery = ZPaginationQuery.extend({
  searchKey: z.string().trim().optional(),
  category: z.string().trim().optional(),
});
export type TCategoryListQuery = z.infer<typeof ZCategoryListQuery>;

export const ZParentCategoriesResponse = z.object({ result: z.array(ZCategory) });
export const ZCategoryPageResponse = z.object({
  hasMore: z.boolean(),
  categories: z.array(ZCategory),
});
export type TCategoryPageResponse = z.infer<typeof ZCategoryPageResponse>;

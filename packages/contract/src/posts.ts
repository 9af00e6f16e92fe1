import { z } from 'zod';
import { ZPaginationQuery, ZPhoneNumber, ZQueryBoolean, zId } from './common.ts';
import { MESSAGES } from './messages.ts';
import { ZCategory } from './categories.ts';
import { ZUser } from './users.ts';

export const ZPostStatus = z.enum(['DRAFT', 'ACTIVE', 'SOLD', 'EXPIRED', 'REMOVED']);
export type TPostStatus = z.infer<typeof ZPostStatus>;
export const ZComplianceStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type TComplianceStatus = z.infer<typeof ZComplianceStatus>;
export const ZPostCondition = z.enum(['NEW', 'USED', 'REFURBISHED']);
export type TPostCondition = z.infer<typeof ZPostCondition>;

/** An amount of money in the major unit (ETB), at most two decimals; stored as minor units. */
export const ZMoneyAmount = z.number().nonnegative().multipleOf(0.01);

export const ZPostMedia = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  name: z.string(),
  url: z.string(),
  isPrimary: z.boolean(),
});
export type TPostMedia = z.infer<typeof ZPostMedia>;

export const ZPost = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  category: z.uuid(),
  sub_category: z.uuid(),
  condition: ZPostCondition.nullable(),
  price: ZMoneyAmount.nullable(),
  custom_price: z.string().nullable(),
  negotiable: z.boolean(),
  contactPhone: z.string(),
  location: z.string().nullable(),
  bulk_available: z.boolean(),
  bulk_price: ZMoneyAmount.nullable(),
  bulk_quantity: z.number().int().nullable(),
  delivery_note: z.string().nullable(),
  additional_note: z.string().nullable(),
  user_sell_policy: z.string().nullable(),
  user_terms_and_conditions: z.string().nullable(),
  warranty_note: z.string().nullable(),
  delivery_available: z.boolean(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  compliance_status: ZComplianceStatus,
  status: ZPostStatus,
  created_by: z.uuid(),
  isSavedPost: z.boolean(),
  medias: z.array(ZPostMedia),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPost = z.infer<typeof ZPost>;

/** GET /post/{id} nests the category, sub-category and seller. */
export const ZPostDetail = ZPost.extend({
  categoryDetail: ZCategory,
  subCategory: ZCategory,
  createdBy: ZUser.pick({
    id: true,
    fullName: true,
    picture: true,
    username: true,
    createdAt: true,
  }),
});
export type TPostDetail = z.infer<typeof ZPostDetail>;

const requiredText = (field: string) =>
  z
    .string({ error: MESSAGES.required(field) })
    .trim()
    .min(1, MESSAGES.required(field));

/** POST /post: only fields a seller may set (no status, owner or compliance). */
export const ZCreatePostRequest = z.object({
  medias: z
    .array(z.object({ name: z.string().min(1), url: z.string().min(1) }))
    .min(1, MESSAGES.required('At least one photo')),
  title: requiredText('Title'),
  description: requiredText('Description'),
  category: z.uuid(MESSAGES.idInvalid('category')),
  sub_category: z.uuid(MESSAGES.idInvalid('sub-category')),
  condition: ZPostCondition.optional(),
  price: ZMoneyAmount.optional(),
  custom_price: z.string().trim().optional(),
  negotiable: z.boolean().optional(),
  validation: z.string().optional(),
  contactPhone: ZPhoneNumber,
  location: z.string().trim().optional(),
  bulk_available: z.boolean().optional(),
  bulk_price: ZMoneyAmount.optional(),
  bulk_quantity: z.number().int().positive().optional(),
  delivery_note: z.string().trim().optional(),
  additional_note: z.string().trim().optional(),
  user_sell_policy: z.string().trim().optional(),
  user_terms_and_conditions: z.string().trim().optional(),
  warranty_note: z.string().trim().optional(),
  delivery_available: z.boolean().optional(),
});
export type TCreatePostRequest = z.infer<typeof ZCreatePostRequest>;

export const ZUpdatePostRequest = ZCreatePostRequest.partial();
export type TUpdatePostRequest = z.infer<typeof ZUpdatePostRequest>;

/** Query of GET /post and GET /saved-posts. */
export const ZPostListQuery = ZPaginationQuery.extend({
  searchKey: z.string().trim().optional(),
  category: z.uuid(MESSAGES.idInvalid('category')).optional(),
  subCategory: z.uuid(MESSAGES.idInvalid('sub-category')).optional(),
  createdBy: z.uuid(MESSAGES.idInvalid('user')).optional(),
  savedProducts: ZQueryBoolean.optional(),
  min_price: z.coerce.number().nonnegative().optional(),
  max_price: z.coerce.number().nonnegative().optional(),
});
export type TPostListQuery = z.infer<typeof ZPostListQuery>;

export const ZPriceRange = z.object({ min_price: z.number(), max_price: z.number() });
export type TPriceRange = z.infer<typeof ZPriceRange>;

export const ZPostListResponse = z.object({
  hasMore: z.boolean(),
  posts: z.object({
    posts: z.array(ZPost),
    limit: z.number().int(),
    cursor: z.number().int(),
    pages: z.number().int(),
    hasMore: z.boolean(),
    priceRange: ZPriceRange,
  }),
});
export type TPostListResponse = z.infer<typeof ZPostListResponse>;

export const ZSavePostRequest = z.object({ id: zId('post') });

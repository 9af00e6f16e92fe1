import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants.ts';
import { formatNumber } from './numbers.ts';
import { zMoney } from './money-field.ts';
import { ZPhoneNumber, ZQueryBoolean, zId } from './common.ts';
import { ZCategory } from './categories.ts';
import { ZUser } from './users.ts';
import { zPage } from './pagination.ts';
import { POST_COUNT_CAP, POST_LIMITS, POST_SORTS } from './post-constants.ts';
import { POST_PRODUCT_LIMITS, parseExpiryDate } from './listing-expiry.ts';

export { POST_COUNT_CAP };

export const ZPostStatus = z.enum(['DRAFT', 'ACTIVE', 'SOLD', 'EXPIRED', 'REMOVED']);
export type TPostStatus = z.infer<typeof ZPostStatus>;
export const ZComplianceStatus = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type TComplianceStatus = z.infer<typeof ZComplianceStatus>;
export const ZPostCondition = z.enum(['NEW', 'USED', 'REFURBISHED']);
export type TPostCondition = z.infer<typeof ZPostCondition>;
/**
 * What a new listing's condition is when the seller does not choose: most of what the marketplace
 * sells (medicines, consumables) is only ever sold new. The wizard preselects it.
 */
export const POST_CONDITION_DEFAULT: TPostCondition = 'NEW';

/** Limits of our own (the spec sets none for listings). */
/** Messages of our own; the wizard shows them under the fields. */
export const POST_MESSAGES = {
  mediasMin: 'Add at least one photo',
  mediasMax: `Up to ${String(POST_LIMITS.mediasMax)} photos`,
  mediaUrlInvalid: 'Photos must be uploaded through Dawa',
  titleRequired: 'Title is required',
  titleMax: `Title can be up to ${String(POST_LIMITS.titleMax)} characters`,
  descriptionMin: `Description must be at least ${String(POST_LIMITS.descriptionMin)} characters`,
  descriptionMax: `Description can be up to ${String(POST_LIMITS.descriptionMax)} characters`,
  categoryRequired: 'Choose a category',
  subCategoryRequired: 'Choose a sub-category',
  subCategoryMismatch: 'This sub-category does not belong to the chosen category',
  categoryUnavailable: 'This category is not available',
  priceInvalid: 'Price must be a positive amount with at most two decimals',
  priceMax: 'Price is too high',
  priceRequired: 'Give a price, a custom price or mark the price negotiable',
  /** The shop wizard's first product has no custom price field. */
  priceOrNegotiable: 'Give a price or mark the price negotiable',
  bulkPriceRequired: 'Give the bulk price and quantity when bulk is available',
  bulkQuantityInvalid: 'Bulk quantity must be a whole number above 0',
  textMax: (max: number) => `Can be up to ${String(max)} characters`,
  priceRangeInvalid: 'Minimum price cannot be above the maximum price',
  /** The wizard's warning when isPriceOutlier: the seller may still publish. */
  priceOutlier:
    'This price is far from what similar listings usually ask. Check it before publishing',
  cursorInvalid: 'Invalid cursor',
  cursorTooDeep: `Pages reach the first ${formatNumber(POST_COUNT_CAP)} listings; narrow the search to see others`,
  notFound: 'Listing not found',
  notOwner: 'Only the seller can change this listing',
  removed: 'This listing was removed',
  rejectionReasonRequired: 'Give the seller a reason for the rejection',
  changedSinceOpened:
    'The seller changed this listing since you opened it. Check it again before deciding.',
  reportsDismissed: 'Reports dismissed. The listing stays as it is.',
  noOpenReports: 'This listing has no open reports.',
  alreadySaved: 'Listing already saved',
  cannotSaveOwn: 'You cannot save your own listing',
  reportReasonRequired: 'Tell us what is wrong with this listing',
  statusChangeInvalid: 'This listing cannot be changed to that status',
  expiryDateInvalid: 'Expiry date must be a month (YYYY-MM) or a day (YYYY-MM-DD)',
  expiryDatePast: 'This expiry date has passed: expired products cannot be listed',
  expiredRelist:
    'This listing is past its expiry date. Give the expiry date of the stock you sell now',
  quantityAvailableInvalid: 'Quantity available must be a whole number, 0 or more',
  minOrderQuantityInvalid: 'Minimum order must be a whole number above 0',
  minOrderAboveQuantity: 'Minimum order cannot be more than the quantity available',
  conditionRegulatedNew:
    'Medicines and other regulated products are sold new only: choose New or leave the condition out',
  shelfLifeMonthsInvalid: `Shelf life must be a whole number of months from 0 to ${String(POST_PRODUCT_LIMITS.shelfLifeMonthsMax)}`,
} as const;

const ZExpiryDate = z
  .string({ error: POST_MESSAGES.expiryDateInvalid })
  .refine((text) => parseExpiryDate(text) !== null, POST_MESSAGES.expiryDateInvalid)
  .transform((text) => parseExpiryDate(text) as string);

const productText = (max: number) =>
  z.string().trim().max(max, POST_MESSAGES.textMax(max)).optional();

const ZQuantityAvailable = z
  .number({ error: POST_MESSAGES.quantityAvailableInvalid })
  .int(POST_MESSAGES.quantityAvailableInvalid)
  .min(0, POST_MESSAGES.quantityAvailableInvalid)
  .max(POST_PRODUCT_LIMITS.quantityMax, POST_MESSAGES.quantityAvailableInvalid);

const ZMinOrderQuantity = z
  .number({ error: POST_MESSAGES.minOrderQuantityInvalid })
  .int(POST_MESSAGES.minOrderQuantityInvalid)
  .min(1, POST_MESSAGES.minOrderQuantityInvalid)
  .max(POST_PRODUCT_LIMITS.quantityMax, POST_MESSAGES.minOrderQuantityInvalid);

/** A minimum order above the quantity on hand could never be filled (both must be given to compare). */
export const isMinOrderAboveQuantity = (post: {
  quantity_available?: number | null | undefined;
  min_order_quantity?: number | null | undefined;
}): boolean =>
  post.quantity_available != null &&
  post.min_order_quantity != null &&
  post.min_order_quantity > post.quantity_available;

/** A price on the wire: ETB above 0 with at most two decimals (money.ts; stored as santim). */
export const ZMoneyAmount = zMoney({
  invalid: POST_MESSAGES.priceInvalid,
  tooBig: POST_MESSAGES.priceMax,
  max: POST_LIMITS.priceMax,
});

export const ZPostMedia = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  name: z.string(),
  url: z.string(),
  /**
   * The image at display size (WebP, at most 1200 px a side), for a listing's page: a phone
   * downloads a screen's worth, not a camera's. The original for uploads older than display sizes.
   */
  displayUrl: z.string(),
  /** A 400 px WebP of the image, for cards and galleries' strips. */
  thumbnailUrl: z.string(),
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
  price: z.number().nullable(),
  custom_price: z.string().nullable(),
  negotiable: z.boolean(),
  contactPhone: z.string(),
  location: z.string().nullable(),
  bulk_available: z.boolean(),
  bulk_price: z.number().nullable(),
  bulk_quantity: z.number().int().nullable(),
  delivery_note: z.string().nullable(),
  additional_note: z.string().nullable(),
  user_sell_policy: z.string().nullable(),
  user_terms_and_conditions: z.string().nullable(),
  warranty_note: z.string().nullable(),
  delivery_available: z.boolean(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** `YYYY-MM-DD` (a month sent alone answers its last day); see parseExpiryDate. */
  expiry_date: z.string().nullable(),
  /** How the product is packed, e.g. "box of 100". */
  pack_size: z.string().nullable(),
  quantity_available: z.number().int().nullable(),
  min_order_quantity: z.number().int().nullable(),
  manufacturer: z.string().nullable(),
  registration_number: z.string().nullable(),
  compliance_status: ZComplianceStatus,
  /** Why an administrator rejected the listing; only its seller and administrators see it. */
  rejection_reason: z.string().nullable(),
  status: ZPostStatus,
  created_by: z.uuid(),
  isSavedPost: z.boolean(),
  /** Primary image first, then in the seller's order. */
  medias: z.array(ZPostMedia),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * How often others opened the listing (GET /post/{id}; the seller's own visits are not counted).
   * Present only in answers to the listing's seller.
   */
  viewCount: z.number().int().optional(),
  /** How many users saved the listing. Present only in answers to the listing's seller. */
  saveCount: z.number().int().optional(),
});
export type TPost = z.infer<typeof ZPost>;

/** The seller as a listing shows them. */
export const ZPostSeller = ZUser.pick({
  id: true,
  fullName: true,
  picture: true,
  username: true,
  createdAt: true,
}).extend({
  /** The seller's shop (their organisation's, or their own), when one is set up. */
  shop: z.object({ id: z.uuid(), name: z.string(), logo: z.string().nullable() }).nullable(),
  /**
   * The organisation selling (docs/decisions/018): the person above is who posted it for them.
   * Null: a person selling on their own account.
   */
  organisation: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type TPostSeller = z.infer<typeof ZPostSeller>;

/** GET /post/{id} nests the category, sub-category and seller (docs/product.md#listings). */
export const ZPostDetail = ZPost.omit({ category: true }).extend({
  category: ZCategory,
  subCategory: ZCategory,
  createdBy: ZPostSeller,
});
export type TPostDetail = z.infer<typeof ZPostDetail>;

const requiredText = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

const optionalText = (max: number) =>
  z.string().trim().max(max, POST_MESSAGES.textMax(max)).optional();

/** The fields a seller may set; status, owner and compliance are never accepted from a payload. */
const postFields = {
  medias: z
    .array(
      z.object({
        name: z.string().trim().max(200).default(''),
        url: z
          .string({ error: POST_MESSAGES.mediaUrlInvalid })
          .min(1, POST_MESSAGES.mediaUrlInvalid),
        /** Which image the card shows; the first one when none is marked. */
        isPrimary: z.boolean().optional(),
      }),
      { error: POST_MESSAGES.mediasMin },
    )
    .min(1, POST_MESSAGES.mediasMin)
    .max(POST_LIMITS.mediasMax, POST_MESSAGES.mediasMax),
  title: requiredText(POST_MESSAGES.titleRequired, POST_LIMITS.titleMax, POST_MESSAGES.titleMax),
  description: z
    .string({ error: POST_MESSAGES.descriptionMin })
    .trim()
    .min(POST_LIMITS.descriptionMin, POST_MESSAGES.descriptionMin)
    .max(POST_LIMITS.descriptionMax, POST_MESSAGES.descriptionMax),
  category: z.uuid(POST_MESSAGES.categoryRequired),
  sub_category: z.uuid(POST_MESSAGES.subCategoryRequired),
  /** POST_CONDITION_DEFAULT when absent on a create. */
  condition: ZPostCondition.default(POST_CONDITION_DEFAULT),
  price: ZMoneyAmount.optional(),
  custom_price: optionalText(POST_LIMITS.shortTextMax),
  negotiable: z.boolean().optional(),
  /** Sent by the spec's client; accepted and ignored. */
  validation: z.string().optional(),
  contactPhone: ZPhoneNumber,
  location: optionalText(POST_LIMITS.shortTextMax),
  bulk_available: z.boolean().optional(),
  bulk_price: ZMoneyAmount.optional(),
  bulk_quantity: z
    .number({ error: POST_MESSAGES.bulkQuantityInvalid })
    .int(POST_MESSAGES.bulkQuantityInvalid)
    .positive(POST_MESSAGES.bulkQuantityInvalid)
    .max(POST_LIMITS.bulkQuantityMax, POST_MESSAGES.bulkQuantityInvalid)
    .optional(),
  delivery_note: optionalText(POST_LIMITS.noteMax),
  additional_note: optionalText(POST_LIMITS.noteMax),
  user_sell_policy: optionalText(POST_LIMITS.noteMax),
  user_terms_and_conditions: optionalText(POST_LIMITS.noteMax),
  warranty_note: optionalText(POST_LIMITS.noteMax),
  delivery_available: z.boolean().optional(),
  color: optionalText(POST_LIMITS.shortTextMax),
  size: optionalText(POST_LIMITS.shortTextMax),
  /** `YYYY-MM` (end of that month) or `YYYY-MM-DD`; a past date is refused by the server. */
  expiry_date: ZExpiryDate.optional(),
  pack_size: productText(POST_PRODUCT_LIMITS.packSizeMax),
  quantity_available: ZQuantityAvailable.optional(),
  min_order_quantity: ZMinOrderQuantity.optional(),
  manufacturer: productText(POST_PRODUCT_LIMITS.manufacturerMax),
  registration_number: productText(POST_PRODUCT_LIMITS.registrationNumberMax),
};

/** The price-related fields of a create, or of a listing after an update. */
interface PriceFields {
  price?: number | null;
  custom_price?: string | null;
  negotiable?: boolean;
  bulk_available?: boolean;
  bulk_price?: number | null;
  bulk_quantity?: number | null;
}

/** A listing needs some price: an amount, a custom text ("per box of 100") or negotiable. */
export function hasSomePrice(post: PriceFields): boolean {
  return post.price != null || !!post.custom_price || post.negotiable === true;
}

/** Bulk availability needs both its price and its quantity. */
export function hasBulkTerms(post: PriceFields): boolean {
  return !post.bulk_available || (post.bulk_price != null && post.bulk_quantity != null);
}

/** POST /post. */
export const ZCreatePostRequest = z
  .object(postFields)
  .strict()
  .superRefine((post, ctx) => {
    if (!hasSomePrice(post))
      ctx.addIssue({ code: 'custom', path: ['price'], message: POST_MESSAGES.priceRequired });
    if (!hasBulkTerms(post))
      ctx.addIssue({
        code: 'custom',
        path: ['bulk_price'],
        message: POST_MESSAGES.bulkPriceRequired,
      });
    if (isMinOrderAboveQuantity(post))
      ctx.addIssue({
        code: 'custom',
        path: ['min_order_quantity'],
        message: POST_MESSAGES.minOrderAboveQuantity,
      });
  });
export type TCreatePostRequest = z.input<typeof ZCreatePostRequest>;

/**
 * PUT /posts/{id}: any of the create fields; optional fields may be cleared with null. (The spec's
 * update shape "looks like a profile", see docs/decisions/007; listings are updated with these.)
 */
export const ZUpdatePostRequest = z
  .object({
    ...postFields,
    condition: ZPostCondition.nullable().optional(),
    price: ZMoneyAmount.nullable().optional(),
    custom_price: optionalText(POST_LIMITS.shortTextMax).nullable(),
    location: optionalText(POST_LIMITS.shortTextMax).nullable(),
    bulk_price: ZMoneyAmount.nullable().optional(),
    bulk_quantity: postFields.bulk_quantity.nullable(),
    delivery_note: optionalText(POST_LIMITS.noteMax).nullable(),
    additional_note: optionalText(POST_LIMITS.noteMax).nullable(),
    user_sell_policy: optionalText(POST_LIMITS.noteMax).nullable(),
    user_terms_and_conditions: optionalText(POST_LIMITS.noteMax).nullable(),
    warranty_note: optionalText(POST_LIMITS.noteMax).nullable(),
    color: optionalText(POST_LIMITS.shortTextMax).nullable(),
    size: optionalText(POST_LIMITS.shortTextMax).nullable(),
    expiry_date: ZExpiryDate.nullable().optional(),
    pack_size: productText(POST_PRODUCT_LIMITS.packSizeMax).nullable(),
    quantity_available: ZQuantityAvailable.nullable().optional(),
    min_order_quantity: ZMinOrderQuantity.nullable().optional(),
    manufacturer: productText(POST_PRODUCT_LIMITS.manufacturerMax).nullable(),
    registration_number: productText(POST_PRODUCT_LIMITS.registrationNumberMax).nullable(),
  })
  .partial()
  .strict();
export type TUpdatePostRequest = z.input<typeof ZUpdatePostRequest>;

/** PUT /posts/{id}/status: the moves a seller makes (mark sold, relist, keep as draft). */
export const ZSellerPostStatus = z.enum(['ACTIVE', 'SOLD', 'DRAFT'], {
  error: POST_MESSAGES.statusChangeInvalid,
});
export const ZUpdatePostStatusRequest = z.object({ status: ZSellerPostStatus }).strict();
export type TUpdatePostStatusRequest = z.infer<typeof ZUpdatePostStatusRequest>;

/**
 * POST /post/{id}/compliance (platform administrators). With `If-Match: listingVersion(post)`, the
 * decision applies only to the listing as the reviewer saw it: a listing changed since answers 412
 * (PRECONDITION_FAILED) and stays as it is.
 */
export const ZComplianceDecisionRequest = z
  .object({
    compliance_status: z.enum(['APPROVED', 'REJECTED']),
    reason: z.string().trim().max(POST_LIMITS.rejectionReasonMax).optional(),
  })
  .strict()
  .refine((d) => d.compliance_status === 'APPROVED' || !!d.reason, {
    path: ['reason'],
    message: POST_MESSAGES.rejectionReasonRequired,
  });
export type TComplianceDecisionRequest = z.infer<typeof ZComplianceDecisionRequest>;

/** POST /post/{id}/report: anyone signed in may flag a listing for the moderators. */
export const ZReportPostRequest = z
  .object({
    reason: z
      .string({ error: POST_MESSAGES.reportReasonRequired })
      .trim()
      .min(5, POST_MESSAGES.reportReasonRequired)
      .max(POST_LIMITS.reportReasonMax, POST_MESSAGES.textMax(POST_LIMITS.reportReasonMax)),
  })
  .strict();
export type TReportPostRequest = z.infer<typeof ZReportPostRequest>;

/**
 * The list cursor: `0` (or absent) is the first page; any other value is the `nextCursor` of the
 * previous answer, an opaque token that lets the database seek instead of skipping rows.
 * A plain offset is accepted too (spec: cursor is a number), at the cost of skipping rows.
 */
export const ZPostCursor = z.union([
  z.coerce.number().int().min(0),
  z.string().regex(/^[A-Za-z0-9_-]{8,200}$/, POST_MESSAGES.cursorInvalid),
]);

/**
 * Order of GET /post. `relevance` (best match first, then newest) needs a `searchKey`; without one
 * it orders like `newest`. Price orders put listings without a price (custom or negotiable only)
 * last (newest first among them); equal prices run in listing order (oldest first when cheapest
 * first, newest first when dearest first). Every order continues with `nextCursor`; a cursor of
 * another order is refused (400).
 */
export const ZPostSort = z.enum(POST_SORTS);
export type TPostSort = z.infer<typeof ZPostSort>;

/** The order a list query runs in: `sort` when given, else relevance for a search, newest otherwise. */
export function effectivePostSort(query: { sort?: TPostSort; searchKey?: string }): TPostSort {
  const searching = !!query.searchKey?.trim();
  if (query.sort === undefined) return searching ? 'relevance' : 'newest';
  return query.sort === 'relevance' && !searching ? 'newest' : query.sort;
}

/** Query of GET /post and GET /saved-posts. */
export const ZPostListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
    cursor: ZPostCursor.default(0),
    searchKey: z.string().trim().max(POST_LIMITS.searchKeyMax).optional(),
    /** See ZPostSort; absent: relevance when searching, newest otherwise (effectivePostSort). */
    sort: ZPostSort.optional(),
    /** Listings whose location contains this text, case-insensitive. */
    location: z
      .string()
      .trim()
      .max(POST_LIMITS.shortTextMax, POST_MESSAGES.textMax(POST_LIMITS.shortTextMax))
      .optional(),
    category: zId('category').optional(),
    subCategory: zId('sub-category').optional(),
    /**
     * Without an organisation chosen, listings this person posted; `createdBy` = me with an
     * organisation chosen (x-tenant-id): that organisation's listings, whoever posted them.
     */
    createdBy: zId('user').optional(),
    /** A shop's public listings (its organisation's, or its owner's own). */
    shopId: zId('shop').optional(),
    savedProducts: ZQueryBoolean.optional(),
    min_price: z.coerce
      .number()
      .nonnegative()
      .max(POST_LIMITS.priceMax, POST_MESSAGES.priceMax)
      .optional(),
    max_price: z.coerce
      .number()
      .nonnegative()
      .max(POST_LIMITS.priceMax, POST_MESSAGES.priceMax)
      .optional(),
    /**
     * Listings whose expiry is at least this many months away (shelfLifeCutoff); listings without
     * an expiry date are left out when it is set.
     */
    minShelfLifeMonths: z.coerce
      .number({ error: POST_MESSAGES.shelfLifeMonthsInvalid })
      .int(POST_MESSAGES.shelfLifeMonthsInvalid)
      .min(0, POST_MESSAGES.shelfLifeMonthsInvalid)
      .max(POST_PRODUCT_LIMITS.shelfLifeMonthsMax, POST_MESSAGES.shelfLifeMonthsInvalid)
      .optional(),
    /**
     * The seller's own view (`createdBy` = me) may ask for one status; others see ACTIVE only.
     * Removed listings are gone for everyone but administrators, so they are not asked for here.
     */
    status: ZPostStatus.exclude(['REMOVED']).optional(),
  })
  .refine(
    (q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price,
    { path: ['min_price'], message: POST_MESSAGES.priceRangeInvalid },
  );
export type TPostListQuery = z.input<typeof ZPostListQuery>;

/**
 * The price slider's ends under the current filter (without its own price bounds), trimmed so a few
 * absurd prices do not stretch the slider for everyone: with n priced matches, the (k+1)-th lowest
 * and highest price, k = floor(2 % × min(n, POST_COUNT_CAP)) (about the 2nd and 98th percentiles;
 * with fewer than 50 priced matches, the lowest and highest price). Both 0 when nothing matching
 * has a price.
 */
export const ZPriceRange = z.object({ min_price: z.number(), max_price: z.number() });
export type TPriceRange = z.infer<typeof ZPriceRange>;

export const ZPostListResponse = z.object({
  hasMore: z.boolean(),
  posts: z.object({
    posts: z.array(ZPost),
    limit: z.number().int(),
    /** How many listings came before this page. */
    cursor: z.number().int(),
    /** Pass as `cursor` for the next page; null on the last one. */
    nextCursor: z.string().nullable(),
    pages: z.number().int(),
    /** Listings matching the filter (counted up to POST_COUNT_CAP; `pages` follows it). */
    total: z.number().int(),
    hasMore: z.boolean(),
    priceRange: ZPriceRange,
  }),
});
export type TPostListResponse = z.infer<typeof ZPostListResponse>;

export const ZSavePostRequest = z.object({ id: zId('post') });
export type TSavePostRequest = z.infer<typeof ZSavePostRequest>;

/** The most recent open reports a moderation item carries, newest first (`reports` counts all). */
export const MODERATION_REPORTS_SHOWN = 5;

/** A buyer's flag as a moderator reads it: what they said and when (not who: reporters stay private). */
export const ZOpenReport = z.object({ reason: z.string(), createdAt: z.string() });
export type TOpenReport = z.infer<typeof ZOpenReport>;

/** A listing awaiting (or refused) review, as the moderation queue lists it. */
export const ZModerationItem = ZPost.extend({
  categoryName: z.string(),
  subCategoryName: z.string(),
  sellerName: z.string(),
  /** Open reports (not yet settled by a decision or dismissed). */
  reports: z.number().int(),
  /** The latest MODERATION_REPORTS_SHOWN open reports, newest first. */
  openReports: z.array(ZOpenReport),
});
export type TModerationItem = z.infer<typeof ZModerationItem>;

export const ZModerationSort = z.enum(['oldest', 'newest']);
export type TModerationSort = z.infer<typeof ZModerationSort>;

/**
 * GET /admin/posts/moderation: `compliance_status` PENDING (default) or REJECTED, or `reported`.
 * Drafts never appear. `searchKey` matches title and description like the marketplace search;
 * `category` is a parent category (its sub-categories included) or a sub-category. Oldest first by
 * default (the longest waiting). The answer's `total` counts the whole filtered queue.
 */
export const ZModerationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  cursor: z.coerce.number().int().min(0).default(0),
  queue: z.enum(['PENDING', 'REJECTED', 'REPORTED']).default('PENDING'),
  searchKey: z.string().trim().max(POST_LIMITS.searchKeyMax).optional(),
  category: zId('category').optional(),
  sort: ZModerationSort.default('oldest'),
});
export type TModerationQuery = z.input<typeof ZModerationQuery>;

export const ZModerationPage = zPage(ZModerationItem);
export type TModerationPage = z.infer<typeof ZModerationPage>;

/** Below this many priced listings a sub-category's price guide gives no percentiles. */
export const PRICE_GUIDE_MIN_COUNT = 5;
/** A price below p05 / this or above p95 × this is flagged to the seller (isPriceOutlier). */
export const PRICE_OUTLIER_FACTOR = 3;

/** GET /post/price-guide. */
export const ZPriceGuideQuery = z.object({ subCategory: zId('sub-category') });
export type TPriceGuideQuery = z.infer<typeof ZPriceGuideQuery>;

/**
 * Prices (ETB, like post prices) of the ACTIVE approved public listings of one sub-category: how
 * many have a price and the 5th, 50th and 95th percentiles (actual listed prices), null when fewer
 * than PRICE_GUIDE_MIN_COUNT have one.
 */
export const ZPriceGuide = z.object({
  count: z.number().int(),
  p05: z.number().nullable(),
  p50: z.number().nullable(),
  p95: z.number().nullable(),
});
export type TPriceGuide = z.infer<typeof ZPriceGuide>;

/**
 * The post wizard's price warning: a price is an outlier when it is below p05 / PRICE_OUTLIER_FACTOR
 * or above p95 × PRICE_OUTLIER_FACTOR of its sub-category's guide (ends included in the normal
 * range). Never an outlier without a price or without percentiles (too few listings to judge).
 * A warning only: the seller may still publish.
 */
export function isPriceOutlier(
  price: number | null | undefined,
  guide: Pick<TPriceGuide, 'p05' | 'p95'> | null | undefined,
): boolean {
  if (price == null || !guide || guide.p05 === null || guide.p95 === null) return false;
  return price < guide.p05 / PRICE_OUTLIER_FACTOR || price > guide.p95 * PRICE_OUTLIER_FACTOR;
}

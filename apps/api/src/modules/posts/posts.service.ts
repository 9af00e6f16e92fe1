import {
  fromWireOrNull,
  hasBulkTerms,
  hasSomePrice,
  isMinOrderAboveQuantity,
  isoDate,
  isPastExpiry,
  POST_MESSAGES,
  type TCreatePostRequest,
  type TMessageResponse,
  type TPost,
  type TUpdatePostRequest,
  type TUpdatePostStatusRequest,
} from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { findCategoryById, type CategoryRow } from '../categories/index.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../../platform/auth/caller.ts';
import { ownUploadKey } from '../uploads/index.ts';
import { audit, canRead, notFound, readPost, sellerSideOf } from './post-access.ts';
import {
  changedColumns,
  complianceAfterEdit,
  hasMediaChanged,
  needsReview,
} from './post-review.ts';
import {
  findPost,
  findMedia,
  insertPost,
  isSellerHidden,
  replaceMedia,
  resolveReports,
  updatePost as updatePostRow,
  type NewMedia,
  type NewPostRow,
  type PostTableRow,
} from './posts.repo.ts';

// Publishing: a seller creates, edits, relists, sells and deletes listings.

/** A listing's category must be an active parent and its sub-category an active child of it. */
async function resolveCategories(orm: Orm, categoryId: string, subCategoryId: string) {
  const [category, sub] = await Promise.all([
    findCategoryById(orm, categoryId),
    findCategoryById(orm, subCategoryId),
  ]);
  const isUsable = (c: CategoryRow | undefined): c is CategoryRow => c?.status === 'ACTIVE';
  if (!isUsable(category) || category.parentId !== null) {
    throw fieldError('category', POST_MESSAGES.categoryUnavailable);
  }
  if (!isUsable(sub)) throw fieldError('sub_category', POST_MESSAGES.categoryUnavailable);
  if (sub.parentId !== category.id)
    throw fieldError('sub_category', POST_MESSAGES.subCategoryMismatch);
  return { isRegulated: category.regulated || sub.regulated };
}

/** Images must be the caller's own finished uploads; exactly one is primary (the marked one, else the first). */
async function resolveMedia(
  ctx: AuthContext,
  deps: AppDeps,
  medias: NonNullable<TCreatePostRequest['medias']>,
): Promise<NewMedia[]> {
  const resolved = await Promise.all(
    medias.map(async (media, i) => {
      const key = await ownUploadKey(deps.uploads.storage, ctx.userId, media.url);
      if (!key) throw fieldError(`medias.${String(i)}.url`, POST_MESSAGES.mediaUrlInvalid);
      return { key, name: media.name ?? '', isPrimary: media.isPrimary === true };
    }),
  );
  const primary = Math.max(
    0,
    resolved.findIndex((m) => m.isPrimary),
  );
  return resolved.map((m, i) => ({ ...m, isPrimary: i === primary }));
}

const text = (value: string | null | undefined) =>
  value === undefined ? undefined : value || null;
/** A validated price (zMoney) into santim, the one conversion of a request's money (docs/money.md). */
const money = (value: number | null | undefined) =>
  value === undefined ? undefined : fromWireOrNull(value);

/** Contract fields → columns; `undefined` leaves a column as it is (updates). */
function columnsOf(input: TUpdatePostRequest): Partial<NewPostRow> {
  const columns: Partial<NewPostRow> = {
    title: input.title,
    description: input.description,
    categoryId: input.category,
    subCategoryId: input.sub_category,
    condition: input.condition,
    priceMinor: money(input.price),
    customPrice: text(input.custom_price),
    negotiable: input.negotiable,
    contactPhone: input.contactPhone,
    location: text(input.location),
    bulkAvailable: input.bulk_available,
    bulkPriceMinor: money(input.bulk_price),
    bulkQuantity: input.bulk_quantity,
    deliveryAvailable: input.delivery_available,
    deliveryNote: text(input.delivery_note),
    additionalNote: text(input.additional_note),
    userSellPolicy: text(input.user_sell_policy),
    userTermsAndConditions: text(input.user_terms_and_conditions),
    warrantyNote: text(input.warranty_note),
    color: text(input.color),
    size: text(input.size),
    expiryDate: input.expiry_date,
    packSize: text(input.pack_size),
    quantityAvailable: input.quantity_available,
    minOrderQuantity: input.min_order_quantity,
    manufacturer: text(input.manufacturer),
    registrationNumber: text(input.registration_number),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/**
 * The product rules a listing must keep after a create or an edit (docs/decisions/016):
 * - in a regulated category it is sold new only: an explicit USED or REFURBISHED is refused, and a
 *   condition left out (or cleared, or stored before the category became regulated) is NEW;
 * - a minimum order above the quantity available is refused;
 * - an expiry date the seller sends must not be past (expired products are never listed).
 * Answers the condition to store when it must change.
 */
function productRules(
  deps: AppDeps,
  isRegulated: boolean,
  input: TUpdatePostRequest,
  merged: {
    condition?: string | null;
    quantityAvailable?: number | null;
    minOrderQuantity?: number | null;
  },
): Partial<NewPostRow> {
  if (
    typeof input.expiry_date === 'string' &&
    isPastExpiry(input.expiry_date, isoDate(deps.now()))
  ) {
    throw fieldError('expiry_date', POST_MESSAGES.expiryDatePast);
  }
  const quantities = {
    quantity_available: merged.quantityAvailable ?? null,
    min_order_quantity: merged.minOrderQuantity ?? null,
  };
  if (isMinOrderAboveQuantity(quantities)) {
    throw fieldError('min_order_quantity', POST_MESSAGES.minOrderAboveQuantity);
  }
  if (!isRegulated) return {};
  if (input.condition === 'USED' || input.condition === 'REFURBISHED') {
    throw fieldError('condition', POST_MESSAGES.conditionRegulatedNew);
  }
  return merged.condition === 'NEW' ? {} : { condition: 'NEW' };
}

/**
 * POST /post: listed at once, or held for review when its category is regulated. Everything runs
 * in `db`, the request's transaction: the route is idempotent (docs/idempotency.md), so the listing
 * commits together with its Idempotency-Key and kept answer.
 */
export async function createPost(
  ctx: AuthContext,
  deps: AppDeps,
  db: Orm,
  input: TCreatePostRequest,
): Promise<TPost> {
  const { isRegulated } = await resolveCategories(db, input.category, input.sub_category);
  const columns = columnsOf(input);
  Object.assign(columns, productRules(deps, isRegulated, input, columns));
  const medias = await resolveMedia(ctx, deps, input.medias);
  const values = {
    ...(columns as NewPostRow),
    createdBy: ctx.userId,
    // The organisation chosen (the route's access checked listings.manage there; a branch stands
    // for its organisation), else the person's own account: docs/decisions/018.
    tenantId: ctx.tenantId,
    status: 'ACTIVE' as const,
    complianceStatus: isRegulated ? ('PENDING' as const) : ('APPROVED' as const),
  };
  const sellerHidden = await isSellerHidden(db, ctx.userId);
  const id = await insertPost(db, { ...values, sellerHidden }, medias);
  await recordAudit(db, audit(ctx, 'post-create', id, { after: values }));
  return readPost(ctx, deps, id, db);
}

/**
 * The listing, for a change by its seller's side: its author, or a member of its organisation who
 * manages listings (docs/decisions/018); others learn nothing about hidden listings.
 */
async function requireOwnPost(ctx: AuthContext, orm: Orm, id: string): Promise<PostTableRow> {
  const post = await findPost(orm, id);
  if (!post || post.status === 'REMOVED') throw notFound();
  const side = await sellerSideOf(ctx, orm, post);
  if (side !== 'manager') {
    if (!canRead(ctx, post, side)) throw notFound();
    throw new AppError('FORBIDDEN', POST_MESSAGES.notOwner);
  }
  return post;
}

/** PUT /posts/{id}: the seller changes what they sent; null clears an optional field. */
export async function updatePost(
  ctx: AuthContext,
  deps: AppDeps,
  { id, input }: { id: string; input: TUpdatePostRequest },
): Promise<TPost> {
  const current = await requireOwnPost(ctx, deps.orm, id);
  const categoryId = input.category ?? current.categoryId;
  const subCategoryId = input.sub_category ?? current.subCategoryId;
  const isRecategorised =
    categoryId !== current.categoryId || subCategoryId !== current.subCategoryId;
  const { isRegulated } = isRecategorised
    ? await resolveCategories(deps.orm, categoryId, subCategoryId)
    : await regulationOf(deps.orm, current);
  const medias = input.medias ? await resolveMedia(ctx, deps, input.medias) : null;

  const changes = columnsOf(input);
  Object.assign(changes, productRules(deps, isRegulated, input, { ...current, ...changes }));
  const merged = { ...current, ...changes };
  const priceView = {
    price: merged.priceMinor ?? null,
    custom_price: merged.customPrice ?? null,
    negotiable: merged.negotiable ?? false,
    bulk_available: merged.bulkAvailable ?? false,
    bulk_price: merged.bulkPriceMinor ?? null,
    bulk_quantity: merged.bulkQuantity ?? null,
  };
  if (!hasSomePrice(priceView)) throw fieldError('price', POST_MESSAGES.priceRequired);
  if (!hasBulkTerms(priceView)) throw fieldError('bulk_price', POST_MESSAGES.bulkPriceRequired);

  // Values are compared, so a form resent whole with only the price changed keeps its review.
  const changed = changedColumns(current, changes);
  const isMediaChanged = medias ? hasMediaChanged(await findMedia(deps.orm, id), medias) : false;
  const edit = {
    isRegulated,
    hasChanges: changed.length > 0 || isMediaChanged,
    needsReview: needsReview(changed, isMediaChanged),
  };
  Object.assign(changes, complianceAfterEdit(current, edit));
  await deps.orm.transaction(async (tx) => {
    await updatePostRow(tx, id, changes);
    if (medias) await replaceMedia(tx, id, medias);
    await recordAudit(tx, audit(ctx, 'post-update', id, { before: current, after: changes }));
  });
  return readPost(ctx, deps, id);
}

async function regulationOf(orm: Orm, post: PostTableRow) {
  const [category, sub] = await Promise.all([
    findCategoryById(orm, post.categoryId),
    findCategoryById(orm, post.subCategoryId),
  ]);
  return { isRegulated: !!category?.regulated || !!sub?.regulated };
}

/** The moves a seller makes: mark sold, relist, keep as a draft. */
const SELLER_MOVES: Record<string, readonly string[]> = {
  ACTIVE: ['SOLD', 'DRAFT'],
  SOLD: ['ACTIVE'],
  DRAFT: ['ACTIVE'],
  EXPIRED: ['ACTIVE'],
};

/** PUT /posts/{id}/status. */
export async function updatePostStatus(
  ctx: AuthContext,
  deps: AppDeps,
  { id, input }: { id: string; input: TUpdatePostStatusRequest },
): Promise<TPost> {
  const current = await requireOwnPost(ctx, deps.orm, id);
  if (current.status !== input.status) {
    if (!SELLER_MOVES[current.status]?.includes(input.status)) {
      throw fieldError('status', POST_MESSAGES.statusChangeInvalid);
    }
    // Back on the marketplace only with stock that has not expired (the sweep would take it off).
    if (
      input.status === 'ACTIVE' &&
      current.expiryDate !== null &&
      isPastExpiry(current.expiryDate, isoDate(deps.now()))
    ) {
      throw fieldError('expiry_date', POST_MESSAGES.expiredRelist);
    }
    await deps.orm.transaction(async (tx) => {
      await updatePostRow(tx, id, { status: input.status });
      await recordAudit(
        tx,
        audit(ctx, 'post-status-change', id, {
          before: { status: current.status },
          after: { status: input.status },
        }),
      );
    });
  }
  return readPost(ctx, deps, id);
}

/** DELETE /post/{id}: the seller or a platform administrator; kept as REMOVED for the record. */
export async function deletePost(
  ctx: AuthContext,
  deps: AppDeps,
  id: string,
): Promise<TMessageResponse> {
  const current = await findPost(deps.orm, id);
  if (!current || (current.status === 'REMOVED' && !ctx.isPlatformAdmin)) throw notFound();
  const side = await sellerSideOf(ctx, deps.orm, current);
  if (side !== 'manager' && !ctx.isPlatformAdmin) {
    if (!canRead(ctx, current, side)) throw notFound();
    throw new AppError('FORBIDDEN', POST_MESSAGES.notOwner);
  }
  if (current.status !== 'REMOVED') {
    await deps.orm.transaction(async (tx) => {
      await updatePostRow(tx, id, { status: 'REMOVED', deletedAt: deps.now() });
      await resolveReports(tx, id);
      await recordAudit(tx, audit(ctx, 'post-delete', id, { before: { status: current.status } }));
    });
  }
  return { message: 'Listing deleted.' };
}

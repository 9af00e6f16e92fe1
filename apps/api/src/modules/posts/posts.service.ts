import {
  hasBulkTerms,
  hasSomePrice,
  POST_COUNT_CAP,
  POST_MESSAGES,
  type TComplianceDecisionRequest,
  type TCreatePostRequest,
  type TMessageResponse,
  type TPost,
  type TPostDetail,
  type TPostListResponse,
  type TUpdatePostRequest,
  type TUpdatePostStatusRequest,
} from '@dawa/contract';
import type { z } from 'zod';
import type { ZPostListQuery } from '@dawa/contract';
import { createHash } from 'node:crypto';
import type { Orm } from '../../db/client.ts';
import { hasPgCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { findCategoryById, type CategoryRow } from '../categories/categories.repo.ts';
import { toCategory } from '../categories/category-view.ts';
import type { AppDeps } from '../deps.ts';
import type { AuthContext } from '../sessions/auth-context.ts';
import { ownUploadKey } from '../uploads/own-upload.ts';
import { decodeCursor, encodeCursor } from './post-cursor.ts';
import {
  toSearchTerms,
  type PostListFilter,
  type PostScope,
  type SearchTerms,
} from './post-list-query.ts';
import {
  changedColumns,
  complianceAfterEdit,
  hasMediaChanged,
  needsReview,
} from './post-review.ts';
import { toMinor, toPost, type PostRow } from './post-view.ts';
import {
  findPost,
  findPostView,
  countPosts,
  findMedia,
  findSeller,
  findIdempotencyKey,
  insertIdempotencyKey,
  insertPost,
  isSellerHidden,
  listPosts,
  replaceMedia,
  resolveReports,
  updatePost as updatePostRow,
  type NewMedia,
  type NewPostRow,
  type PostTableRow,
} from './posts.repo.ts';

type ListQuery = z.output<typeof ZPostListQuery>;
type Reader = AuthContext | null;

const notFound = () => new AppError('NOT_FOUND', POST_MESSAGES.notFound);

type Visibility = Pick<PostTableRow, 'status' | 'complianceStatus' | 'createdBy' | 'sellerHidden'>;

/**
 * Anyone may read a listing that is (or was, until sold) in the marketplace, unless its seller's
 * account was disabled or deleted.
 */
const isListed = (p: Omit<Visibility, 'createdBy'>) =>
  (p.status === 'ACTIVE' || p.status === 'SOLD') &&
  p.complianceStatus === 'APPROVED' &&
  !p.sellerHidden;

const canSeeReview = (ctx: Reader, createdBy: string) =>
  !!ctx && (ctx.userId === createdBy || ctx.isPlatformAdmin);

/** The seller sees every listing of theirs but removed ones; administrators see all. */
function canRead(ctx: Reader, p: Visibility) {
  if (isListed(p)) return true;
  if (ctx?.isPlatformAdmin) return true;
  return ctx?.userId === p.createdBy && p.status !== 'REMOVED';
}

function scopeOf(ctx: Reader, q: ListQuery, savedOnly: boolean): PostScope {
  if (savedOnly) {
    if (!ctx) throw new AppError('UNAUTHORIZED', 'Sign in to see your saved listings.');
    return { kind: 'saved', userId: ctx.userId };
  }
  if (ctx && q.createdBy === ctx.userId) {
    return { kind: 'owner', ownerId: ctx.userId, ...(q.status && { status: q.status }) };
  }
  return { kind: 'public' };
}

/** GET /post and GET /saved-posts (`savedOnly`): filtered, searched, newest or most relevant first. */
export async function listPostPage(
  ctx: Reader,
  deps: AppDeps,
  q: ListQuery,
  { savedOnly = false } = {},
): Promise<TPostListResponse> {
  const search = toSearchTerms(q.searchKey);
  const scope = scopeOf(ctx, q, savedOnly || q.savedProducts === true);
  // An offset makes the database walk every row it skips (cursor=800000 over 1M listings: seconds
  // of one core for a guest's request); past the count's cap, only keyset cursors go on.
  if (typeof q.cursor === 'number' && q.cursor > POST_COUNT_CAP) {
    throw fieldError('cursor', POST_MESSAGES.cursorTooDeep);
  }
  const from =
    typeof q.cursor === 'number'
      ? { offset: q.cursor }
      : decodeCursor(q.cursor, { isSearch: search !== null });
  const filter: PostListFilter = {
    scope,
    viewerId: ctx?.userId ?? null,
    ...(search && { search }),
    ...(q.category && { categoryId: q.category }),
    ...(q.subCategory && { subCategoryId: q.subCategory }),
    ...(q.createdBy && { createdBy: q.createdBy }),
    ...(q.min_price !== undefined && { minPriceMinor: toMinor(q.min_price) }),
    ...(q.max_price !== undefined && { maxPriceMinor: toMinor(q.max_price) }),
    limit: q.limit,
    from,
  };
  const { total, rows, range } = await readList(deps.orm, filter);
  const hasMore = rows.length > q.limit;
  const pageRows = rows.slice(0, q.limit);
  const last = pageRows.at(-1);
  const nextCursor =
    hasMore && last
      ? encodeCursor({
          offset: from.offset + pageRows.length,
          seq: last.sort_seq,
          ...(search && last.sort_rank !== null && { rank: last.sort_rank }),
          ...(search?.fuzzy && { fuzzy: true }),
          ...(search?.order === 'recent' && { recent: true }),
        })
      : null;
  const storage = deps.uploads.storage;
  // The count stops at POST_COUNT_CAP; a reader deeper than that has seen more than it says.
  // (Below the cap the count is exact, whatever offset a client asks for.)
  const totalKnown =
    total >= POST_COUNT_CAP ? Math.max(total, from.offset + pageRows.length) : total;
  return {
    hasMore,
    posts: {
      posts: pageRows.map((row) =>
        toPost(row, { storage, showReview: canSeeReview(ctx, row.created_by) }),
      ),
      limit: q.limit,
      cursor: from.offset,
      nextCursor,
      pages: Math.ceil(totalKnown / q.limit),
      total: totalKnown,
      hasMore,
      priceRange: {
        min_price: (range?.min_price ?? 0) / 100,
        max_price: (range?.max_price ?? 0) / 100,
      },
    },
  };
}

/**
 * A search's first page settles its mode: typo mode when no listing has the words, newest first
 * when too many do. Later pages keep the mode their cursor carries.
 */
async function settleSearchMode(orm: Orm, filter: PostListFilter, search: SearchTerms) {
  let total = await countPosts(orm, filter);
  if (total === 0) {
    search.fuzzy = true;
    total = await countPosts(orm, filter);
  }
  if (total >= POST_COUNT_CAP) search.order = 'recent';
  return total;
}

/** The count and the page: one after the other only while a search settles its mode. */
async function readList(orm: Orm, filter: PostListFilter) {
  const { search, from } = filter;
  if (search && !('seq' in from)) {
    const total = await settleSearchMode(orm, filter, search);
    return { total, ...(await listPosts(orm, filter)) };
  }
  if (search && 'seq' in from) {
    search.fuzzy = from.fuzzy === true;
    search.order = from.recent ? 'recent' : 'relevance';
  }
  const [total, listed] = await Promise.all([countPosts(orm, filter), listPosts(orm, filter)]);
  return { total, ...listed };
}

/** GET /post/{id}: with its category, sub-category and seller. */
export async function getPostDetail(ctx: Reader, deps: AppDeps, id: string): Promise<TPostDetail> {
  const row = await findPostView(deps.orm, id, ctx?.userId ?? null);
  if (!row) throw notFound();
  const access = {
    status: row.status,
    complianceStatus: row.compliance_status,
    createdBy: row.created_by,
    sellerHidden: row.seller_hidden,
  };
  if (!canRead(ctx, access)) throw notFound();
  const [category, subCategory, seller] = await Promise.all([
    findCategoryById(deps.orm, row.category_id),
    findCategoryById(deps.orm, row.sub_category_id),
    findSeller(deps.orm, row.created_by),
  ]);
  if (!category || !subCategory || !seller) throw notFound();
  const { category: _categoryId, ...post } = view(ctx, deps, row);
  return {
    ...post,
    category: toCategory(category),
    subCategory: toCategory(subCategory),
    createdBy: {
      id: seller.id,
      fullName: seller.full_name,
      picture: seller.picture,
      username: seller.username,
      createdAt: new Date(seller.created_at).toISOString(),
      shop:
        seller.shop_id && seller.shop_name
          ? { id: seller.shop_id, name: seller.shop_name, logo: seller.shop_logo }
          : null,
    },
  };
}

const view = (ctx: Reader, deps: AppDeps, row: PostRow): TPost =>
  toPost(row, { storage: deps.uploads.storage, showReview: canSeeReview(ctx, row.created_by) });

async function readPost(ctx: AuthContext, deps: AppDeps, id: string): Promise<TPost> {
  const row = await findPostView(deps.orm, id, ctx.userId);
  if (!row) throw notFound();
  return view(ctx, deps, row);
}

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
const money = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : toMinor(value);

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
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

export interface Published {
  post: TPost;
  /** An earlier request with the same Idempotency-Key made this listing. */
  replayed: boolean;
}

export interface PublishOptions {
  idempotencyKey?: string | undefined;
  /**
   * Counts the request against the seller's publishing quota (throws past it). Called only for a
   * request that will make a listing: a retry answered with the listing already made is free.
   */
  spendQuota?: () => Promise<unknown>;
}

/**
 * POST /post: listed at once, or held for review when its category is regulated. With an
 * Idempotency-Key, a retry of the same listing answers the one already made.
 */
export async function createPost(
  ctx: AuthContext,
  deps: AppDeps,
  input: TCreatePostRequest,
  { idempotencyKey, spendQuota }: PublishOptions = {},
): Promise<Published> {
  const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
  const replay = () =>
    idempotencyKey ? replayOf(ctx, deps, idempotencyKey, requestHash) : Promise.resolve(null);
  const earlier = await replay();
  if (earlier) return earlier;
  await spendQuota?.();

  const { isRegulated } = await resolveCategories(deps.orm, input.category, input.sub_category);
  const medias = await resolveMedia(ctx, deps, input.medias);
  const values = {
    ...(columnsOf(input) as NewPostRow),
    createdBy: ctx.userId,
    status: 'ACTIVE' as const,
    complianceStatus: isRegulated ? ('PENDING' as const) : ('APPROVED' as const),
  };
  try {
    const id = await deps.orm.transaction(async (tx) => {
      const sellerHidden = await isSellerHidden(tx, ctx.userId);
      const created = await insertPost(tx, { ...values, sellerHidden }, medias);
      if (idempotencyKey) {
        const key = { userId: ctx.userId, key: idempotencyKey, requestHash, postId: created };
        await insertIdempotencyKey(tx, key);
      }
      await recordAudit(tx, audit(ctx, 'post-create', created, { after: values }));
      return created;
    });
    return { post: await readPost(ctx, deps, id), replayed: false };
  } catch (error) {
    // The same key came in twice at once and the other request won: its listing is the answer.
    const raced = hasPgCode(error, UNIQUE_VIOLATION) ? await replay() : null;
    if (raced) return raced;
    throw error;
  }
}

async function replayOf(
  ctx: AuthContext,
  deps: AppDeps,
  key: string,
  requestHash: string,
): Promise<Published | null> {
  const earlier = await findIdempotencyKey(deps.orm, ctx.userId, key);
  if (!earlier) return null;
  if (earlier.requestHash !== requestHash) {
    throw new AppError('CONFLICT', POST_MESSAGES.idempotencyKeyReused);
  }
  // The listing was made and then deleted: answering it would show the retry a REMOVED listing
  // as if just published, and making another would turn a retry into a second listing.
  if (earlier.postStatus === 'REMOVED') {
    throw new AppError('CONFLICT', POST_MESSAGES.idempotencyKeyListingRemoved);
  }
  return { post: await readPost(ctx, deps, earlier.postId), replayed: true };
}

/** The listing, for a change by its seller (others learn nothing about hidden listings). */
async function requireOwnPost(ctx: AuthContext, orm: Orm, id: string): Promise<PostTableRow> {
  const post = await findPost(orm, id);
  if (!post || post.status === 'REMOVED') throw notFound();
  if (post.createdBy !== ctx.userId) {
    if (!canRead(ctx, post)) throw notFound();
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
  if (current.createdBy !== ctx.userId && !ctx.isPlatformAdmin) {
    if (!canRead(ctx, current)) throw notFound();
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

/** POST /post/{id}/compliance (platform administrators). */
export async function decideCompliance(
  ctx: AuthContext,
  deps: AppDeps,
  { id, input }: { id: string; input: TComplianceDecisionRequest },
): Promise<TPost> {
  if (!ctx.isPlatformAdmin) {
    throw new AppError('FORBIDDEN', 'Only platform administrators can review listings.');
  }
  const current = await findPost(deps.orm, id);
  if (!current || current.status === 'REMOVED') throw notFound();
  const changes = {
    complianceStatus: input.compliance_status,
    rejectionReason: input.compliance_status === 'REJECTED' ? (input.reason ?? null) : null,
    reviewedBy: ctx.userId,
    reviewedAt: deps.now(),
  };
  await deps.orm.transaction(async (tx) => {
    await updatePostRow(tx, id, changes);
    await resolveReports(tx, id);
    await recordAudit(
      tx,
      audit(ctx, 'post-moderation', id, {
        before: { compliance_status: current.complianceStatus },
        after: { compliance_status: changes.complianceStatus, reason: changes.rejectionReason },
      }),
    );
  });
  return readPost(ctx, deps, id);
}

/** A listing a user may save or report: one they can see. */
export async function requireReadablePost(
  ctx: AuthContext,
  orm: Orm,
  id: string,
): Promise<PostTableRow> {
  const post = await findPost(orm, id);
  if (!post || !canRead(ctx, post)) throw notFound();
  return post;
}

function audit(
  ctx: AuthContext,
  action: 'post-create' | 'post-update' | 'post-status-change' | 'post-delete' | 'post-moderation',
  entityId: string,
  change: { before?: unknown; after?: unknown },
) {
  // Listings belong to users, not to a pharmacy.
  return {
    tenantId: null,
    actorUserId: ctx.userId,
    action,
    entity: 'post',
    entityId,
    ...change,
    origin: ctx.origin,
  };
}

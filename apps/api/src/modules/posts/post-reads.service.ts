import {
  POST_COUNT_CAP,
  POST_MESSAGES,
  PRICE_GUIDE_MIN_COUNT,
  type TPostDetail,
  type TPriceGuide,
  type TPostListResponse,
  type ZPostListQuery,
} from '@dawa/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/client.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { findCategoryById } from '../categories/categories.repo.ts';
import { toCategory } from '../categories/category-view.ts';
import type { AppDeps } from '../deps.ts';
import { decodeCursor, encodeCursor } from './post-cursor.ts';
import { canRead, canSeeReview, isListed, notFound, view, type Reader } from './post-access.ts';
import {
  toSearchTerms,
  type PostListFilter,
  type PostScope,
  type SearchTerms,
} from './post-list-query.ts';
import { toMajor, toMinor, toPost } from './post-view.ts';
import {
  countPosts,
  countView,
  findPostView,
  findSeller,
  listPosts,
  priceGuideOf,
} from './posts.repo.ts';

// Reading the marketplace: lists, searches and one listing.

type ListQuery = z.output<typeof ZPostListQuery>;

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
  // A view is someone else opening a listing the marketplace shows (not its seller, nor an
  // administrator looking at a hidden one).
  const isView = isListed(access) && ctx?.userId !== row.created_by;
  const [category, subCategory, seller] = await Promise.all([
    findCategoryById(deps.orm, row.category_id),
    findCategoryById(deps.orm, row.sub_category_id),
    findSeller(deps.orm, row.created_by),
    isView ? countView(deps.orm, id) : null,
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

/**
 * GET /post/price-guide: the price percentiles of a sub-category's public listings (in ETB), hidden
 * under PRICE_GUIDE_MIN_COUNT priced listings. An unknown id is a sub-category without listings.
 */
export async function priceGuide(deps: AppDeps, subCategoryId: string): Promise<TPriceGuide> {
  const row = await priceGuideOf(deps.orm, subCategoryId);
  const enough = row.count >= PRICE_GUIDE_MIN_COUNT;
  const major = (minor: number | null) => (enough ? toMajor(minor) : null);
  return { count: row.count, p05: major(row.p05), p50: major(row.p50), p95: major(row.p95) };
}

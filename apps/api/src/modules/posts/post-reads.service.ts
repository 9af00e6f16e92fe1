import {
  POST_COUNT_CAP,
  POST_MESSAGES,
  PRICE_GUIDE_MIN_COUNT,
  type TPost,
  type TPostDetail,
  type TPriceGuide,
  type TPostListResponse,
  ZPostListQuery,
  zId,
} from '@dawa/contract';
import type { z } from 'zod';
import { AppError, fieldError } from '../../platform/errors.ts';
import { findCategoryById } from '../categories/categories.repo.ts';
import { toCategory } from '../categories/category-view.ts';
import type { AppDeps } from '../deps.ts';
import { decodeCursor } from './post-cursor.ts';
import { canRead, canSeeReview, isListed, notFound, view, type Reader } from './post-access.ts';
import { postListResponse } from './post-list.ts';
import { orderOf, toSearchTerms, type PostListFilter, type PostScope } from './post-list-query.ts';
import { toMajor, toMinor } from './post-view.ts';
import { findPostView, findSeller, listPosts, priceGuideOf } from './posts.repo.ts';

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

/**
 * GET /post and GET /saved-posts (`savedOnly`): filtered, searched, in the asked order (newest or
 * most relevant first by default); one statement per request (post-list-query.ts).
 */
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
  const sort = orderOf({ ...(q.sort && { sort: q.sort }), ...(search && { search }) });
  const from =
    typeof q.cursor === 'number' ? { offset: q.cursor } : decodeCursor(q.cursor, { order: sort });
  const filter: PostListFilter = {
    scope,
    viewerId: ctx?.userId ?? null,
    ...(search && { search }),
    ...(q.location && { location: q.location }),
    ...(q.category && { categoryId: q.category }),
    ...(q.subCategory && { subCategoryId: q.subCategory }),
    ...(q.createdBy && { createdBy: q.createdBy }),
    ...(q.min_price !== undefined && { minPriceMinor: toMinor(q.min_price) }),
    ...(q.max_price !== undefined && { maxPriceMinor: toMinor(q.max_price) }),
    sort,
    limit: q.limit,
    from,
  };
  // A seller's own list shows their counts, with the views still pending here (view-counter.ts).
  if (scope.kind === 'owner') await deps.views.flush();
  const result = await listPosts(deps.orm, filter);
  return postListResponse(filter, result, {
    storage: deps.uploads.storage,
    showReview: (createdBy) => canSeeReview(ctx, createdBy),
  });
}

/** GET /post/{id}: with its category, sub-category and seller. */
export async function getPostDetail(ctx: Reader, deps: AppDeps, id: string): Promise<TPostDetail> {
  let row = await findPostView(deps.orm, id, ctx?.userId ?? null);
  // The seller sees their counts with the views still pending here (view-counter.ts).
  if (row && ctx?.userId === row.created_by) {
    await deps.views.flush();
    row = await findPostView(deps.orm, id, ctx.userId);
  }
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
  ]);
  if (isView) deps.views.count(id);
  if (!category || !subCategory || !seller) throw notFound();
  return postDetailOf(view(ctx, deps, row), category, subCategory, seller);
}

type CategoryRow = NonNullable<Awaited<ReturnType<typeof findCategoryById>>>;
type SellerRow = NonNullable<Awaited<ReturnType<typeof findSeller>>>;

/** A listing with its category, sub-category and seller, as GET /post/{id} answers it. */
export function postDetailOf(
  listed: TPost,
  category: CategoryRow,
  subCategory: CategoryRow,
  seller: SellerRow,
): TPostDetail {
  const { category: _categoryId, ...post } = listed;
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

const LISTING_ID = zId('listing');

/**
 * The photo a listing's page opens on (its primary one), for the page's document to preload. Only
 * for a listing anyone may see: the document is the same for every visitor, and a hint must not
 * reveal a draft's or a hidden listing's photo. Not a view (the page's own request counts it).
 */
export async function listingPagePhotos(deps: AppDeps, id: string | undefined): Promise<string[]> {
  const parsed = LISTING_ID.safeParse(id);
  if (!parsed.success) return [];
  const row = await findPostView(deps.orm, parsed.data, null);
  if (!row) return [];
  const listed = isListed({
    status: row.status,
    complianceStatus: row.compliance_status,
    sellerHidden: row.seller_hidden,
  });
  if (!listed) return [];
  const { medias } = view(null, deps, row);
  const first = medias.find((m) => m.isPrimary) ?? medias[0];
  return first ? [first.url] : [];
}

/**
 * The photo the front page's first card shows (the newest listing's primary thumbnail), for the
 * front page's document to preload. What a visitor's first screen asks for; a returning visitor
 * with a remembered filter may not draw it, and then it is 4 KB fetched for nothing.
 */
export async function frontPagePhotos(deps: AppDeps): Promise<string[]> {
  const page = await listPostPage(null, deps, ZPostListQuery.parse({ limit: 1 }));
  const [first] = page.posts.posts;
  const media = first?.medias.find((m) => m.isPrimary) ?? first?.medias[0];
  return media ? [media.thumbnailUrl] : [];
}

import {
  centsAtLeast,
  centsAtMost,
  isoDate,
  POST_COUNT_CAP,
  POST_MESSAGES,
  SHOP_MESSAGES,
  PRICE_GUIDE_MIN_COUNT,
  shelfLifeCutoff,
  type TPost,
  type TPostDetail,
  type TPriceGuide,
  type TPostListResponse,
  type ZPostListQuery,
} from '@dawa/contract';
import type { z } from 'zod';
import { AppError, fieldError } from '../../platform/errors.ts';
import { findCategoryById, toCategory } from '../categories/index.ts';
import type { AppDeps } from '../deps.ts';
import { decodeCursor } from './post-cursor.ts';
import {
  canRead,
  canSeeReview,
  isListed,
  notFound,
  sellerSideOf,
  view,
  type Reader,
} from './post-access.ts';
import { postListResponse } from './post-list.ts';
import { orderOf, toSearchTerms, type PostListFilter, type PostScope } from './post-list-query.ts';
import { priceOnWire } from './post-view.ts';
import { findPostView, findSeller, findShopOwner, listPosts, priceGuideOf } from './posts.repo.ts';

// Reading the marketplace: lists, searches and one listing.

type ListQuery = z.output<typeof ZPostListQuery>;

function scopeOf(ctx: Reader, q: ListQuery, savedOnly: boolean): PostScope {
  if (savedOnly) {
    if (!ctx) throw new AppError('UNAUTHORIZED', 'Sign in to see your saved listings.');
    return { kind: 'saved', userId: ctx.userId };
  }
  if (ctx && q.createdBy === ctx.userId) {
    const status = q.status && { status: q.status };
    // With an organisation chosen (the route's access entered it: docs/decisions/018), "mine" is
    // the organisation's listings, whoever of its members posted them.
    return ctx.tenantId
      ? { kind: 'organisation', tenantId: ctx.tenantId, ...status }
      : { kind: 'owner', ownerId: ctx.userId, ...status };
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
  const shop = q.shopId === undefined ? undefined : await shopFilterOf(deps, q.shopId);
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
    viewerOrganisationId: ctx?.tenantId ?? null,
    ...(shop && { shop }),
    ...(search && { search }),
    ...(q.location && { location: q.location }),
    ...(q.category && { categoryId: q.category }),
    ...(q.subCategory && { subCategoryId: q.subCategory }),
    ...(q.createdBy && { createdBy: q.createdBy }),
    // Bounds may carry more decimals than prices: "≥ 10.004" is ≥ 1001 santim (docs/money.md).
    ...(q.min_price !== undefined && { minPriceMinor: centsAtLeast(q.min_price) }),
    ...(q.max_price !== undefined && { maxPriceMinor: centsAtMost(q.max_price) }),
    ...(q.minShelfLifeMonths !== undefined && {
      expiresOnOrAfter: shelfLifeCutoff(isoDate(deps.now()), q.minShelfLifeMonths),
    }),
    sort,
    limit: q.limit,
    from,
  };
  // A seller's own list shows their counts, with the views still pending here (view-counter.ts).
  if (scope.kind === 'owner' || scope.kind === 'organisation') await deps.views.flush();
  const result = await listPosts(deps.orm, filter);
  return postListResponse(filter, result, {
    storage: deps.uploads.storage,
    // Review results are shown on the seller's side's own lists only (the scope is theirs).
    showReview: () =>
      canSeeReview(ctx, scope.kind === 'owner' || scope.kind === 'organisation' ? 'member' : null),
  });
}

/**
 * GET /post/{id}: with its category, sub-category and seller. Counts a view unless `countView` is
 * false (a page's document counts it only once the answer is sure to be sent: page-hints.ts).
 */
export async function getPostDetail(
  ctx: Reader,
  deps: AppDeps,
  id: string,
  { countView = true } = {},
): Promise<TPostDetail> {
  let row = await findPostView(deps.orm, id, ctx?.userId ?? null);
  if (!row) throw notFound();
  const side = await sellerSideOf(ctx, deps.orm, {
    createdBy: row.created_by,
    tenantId: row.tenant_id,
  });
  // The seller's side sees the counts, with the views still pending here (view-counter.ts).
  if (side !== null && ctx) {
    await deps.views.flush();
    row = await findPostView(deps.orm, id, ctx.userId, row.tenant_id);
    if (!row) throw notFound();
  }
  const access = {
    status: row.status,
    complianceStatus: row.compliance_status,
    sellerHidden: row.seller_hidden,
  };
  if (!canRead(ctx, access, side)) throw notFound();
  // A view is someone else opening a listing the marketplace shows (not its seller's side, nor an
  // administrator looking at a hidden one).
  const isView = isListed(access) && side === null;
  const [category, subCategory, seller] = await Promise.all([
    findCategoryById(deps.orm, row.category_id),
    findCategoryById(deps.orm, row.sub_category_id),
    findSeller(deps.orm, { userId: row.created_by, tenantId: row.tenant_id }),
  ]);
  if (isView && countView) deps.views.count(id);
  if (!category || !subCategory || !seller) throw notFound();
  return postDetailOf(view(ctx, deps, row, side), category, subCategory, seller);
}

/** A shop's listings (GET /post?shopId=): a shop nobody has answers like a missing listing list. */
async function shopFilterOf(
  deps: AppDeps,
  shopId: string,
): Promise<{ tenantId: string } | { ownerId: string }> {
  const shop = await findShopOwner(deps.orm, shopId);
  if (!shop) throw new AppError('NOT_FOUND', SHOP_MESSAGES.notFound);
  return shop.tenant_id ? { tenantId: shop.tenant_id } : { ownerId: shop.owner_id };
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
      organisation:
        seller.organisation_id && seller.organisation_name
          ? { id: seller.organisation_id, name: seller.organisation_name }
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
  const major = (minor: number | null) => (enough ? priceOnWire(minor) : null);
  return { count: row.count, p05: major(row.p05), p50: major(row.p50), p95: major(row.p95) };
}

// What the marketplace's public pages put in their documents (platform/page-hints.ts): the photo
// the first screen opens on, and for a visitor the API's answer to the page's first request, built
// from the address exactly as the web app builds it (the contract's listing-requests.ts) and
// encoded exactly as the route sends it. Only what a visitor may see: the document is the same for
// every visitor, so it never reveals a draft's or a hidden listing's photo or text.
import {
  FRONT_PAGE_PICKS,
  ZPostDetail,
  ZPostListQuery,
  ZPostListResponse,
  marketplaceFilter,
  postDetailRequest,
  postListRequest,
  readSearch,
  toFilter,
  zId,
  type ApiGet,
  type TPostMedia,
} from '@dawa/contract';
import { z } from 'zod';
import { addressQueryOf, type PageHint, type PageHintSource } from '../../platform/page-hints.ts';
import type { AppDeps } from '../deps.ts';
import { getPostDetail, listPostPage } from './post-reads.service.ts';

const LISTING_ID = zId('listing');

const primary = (medias: readonly TPostMedia[] | undefined) =>
  medias?.find((m) => m.isPrimary) ?? medias?.[0];

/** A list's first page as a visitor gets it, and its first card's photo. */
async function listHint(deps: AppDeps, request: ApiGet): Promise<PageHint> {
  const query = ZPostListQuery.safeParse(addressQueryOf(request));
  if (!query.success) return {};
  const page = await listPostPage(null, deps, query.data);
  const media = primary(page.posts.posts[0]?.medias);
  return {
    images: media ? [media.thumbnailUrl] : [],
    answers: [{ request, body: z.encode(ZPostListResponse, page) }],
  };
}

/** '/': the newest listings, or the results of the address's `q`, as a visitor with no picks. */
export const frontPageHint =
  (deps: AppDeps): PageHintSource =>
  ({ search }) =>
    listHint(
      deps,
      postListRequest(marketplaceFilter(search.get('q') ?? undefined, FRONT_PAGE_PICKS)),
    );

/** '/search': the results of the filters in the address. */
export const searchPageHint =
  (deps: AppDeps): PageHintSource =>
  ({ search }) =>
    listHint(deps, postListRequest(toFilter(readSearch(search))));

/**
 * '/listing/:id': the photo the page opens on; for a visitor's own navigation, the listing too,
 * counted as a view once it is sure to be sent (the page will not ask the API again). A link
 * preview or a crawler gets the photo only, and counts nothing.
 */
export const listingPageHint =
  (deps: AppDeps): PageHintSource =>
  async ({ params, answers, navigation }) => {
    const id = LISTING_ID.safeParse(params.id);
    if (!id.success) return {};
    let detail;
    try {
      detail = await getPostDetail(null, deps, id.data, { countView: false });
    } catch {
      return {}; // not a listing a visitor may see
    }
    const media = primary(detail.medias);
    const images = media ? [media.displayUrl] : [];
    const { title } = detail;
    if (!answers || !navigation) return { title, images };
    return {
      title,
      images,
      answers: [{ request: postDetailRequest(id.data), body: z.encode(ZPostDetail, detail) }],
      whenSent: () => deps.views.count(id.data),
    };
  };

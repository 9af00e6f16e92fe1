// What a shop's page puts in its document (platform/page-hints.ts): for a visitor, the API's
// answers to the page's first requests (the shop, then its listings' first page), so the server
// draws the shop's name and listings, and a browser without JavaScript shows them (issue 31).
// Built exactly as the web app asks (the contract's postListRequest) and encoded as the routes send.
import { ZPostListQuery, ZPostListResponse, ZShop, postListRequest, zId } from '@dawa/contract';
import { z } from 'zod';
import { addressQueryOf, type PageHintSource } from '../../platform/page-hints.ts';
import type { AppDeps } from '../deps.ts';
import { listPostPage } from '../posts/index.ts';
import { getShop } from './shops.service.ts';

const SHOP_ID = zId('shop');

/** '/shop/:id': the shop and the first page of its listings (the address's `q` within the shop). */
export const shopPageHint =
  (deps: AppDeps): PageHintSource =>
  async ({ params, search, answers }) => {
    const id = SHOP_ID.safeParse(params.id);
    if (!answers || !id.success) return {};
    let shop;
    try {
      shop = await getShop({ orm: deps.orm, storage: deps.uploads.storage }, id.data);
    } catch {
      return {}; // not a shop the public may see
    }
    const request = postListRequest({
      shopId: shop.id,
      searchKey: search.get('q') ?? undefined,
    });
    const query = ZPostListQuery.safeParse(addressQueryOf(request));
    const shopAnswer = { request: { path: `/shops/${id.data}` }, body: z.encode(ZShop, shop) };
    if (!query.success) return { answers: [shopAnswer] };
    const page = await listPostPage(null, deps, query.data);
    return {
      answers: [shopAnswer, { request, body: z.encode(ZPostListResponse, page) }],
    };
  };

import { queryOptions } from '@tanstack/react-query';
import type { ApiGet, TMyShopResponse, TShop } from '@dawa/contract';
import { api } from '../../lib/api.ts';

// A shop's public page (GET /shops/{id}); its listings come from GET /post?shopId=<shop>: the
// organisation's, or its owner's own (docs/decisions/018).

export const shopKey = (id: string) => ['shops', id] as const;

/** GET /shops/{id}, as the page asks it and as its document answers it (shops/shop-page-hint.ts). */
export const shopRequest = (id: string): ApiGet => ({ path: `/shops/${id}` });

export const shopQuery = (id: string) =>
  queryOptions({
    queryKey: shopKey(id),
    queryFn: ({ signal }) => api<TShop>({ ...shopRequest(id), signal }),
  });

/** The shop's listings as a visitor sees them: on sale, the words of the address's `q`. */
export const shopListingsFilter = (shopId: string, search: string) => ({
  shopId,
  searchKey: search,
});

/** The caller's own shop, or null before they set one up (GET /my-shop; same key as the wizard). */
export const myShopQuery = (userId: string) =>
  queryOptions({
    queryKey: ['shops', 'mine', userId] as const,
    queryFn: async ({ signal }) => (await api<TMyShopResponse>({ path: '/my-shop', signal })).shop,
  });

import { queryOptions } from '@tanstack/react-query';
import type { TMyShopResponse, TShop } from '@dawa/contract';
import { api } from '../../lib/api.ts';

// A shop's public page (GET /shops/{id}); its listings come from GET /post?createdBy=<owner>.

export const shopKey = (id: string) => ['shops', id] as const;

export const shopQuery = (id: string) =>
  queryOptions({
    queryKey: shopKey(id),
    queryFn: ({ signal }) => api<TShop>({ path: `/shops/${id}`, signal }),
  });

/** The caller's own shop, or null before they set one up (GET /my-shop; same key as the wizard). */
export const myShopQuery = (userId: string) =>
  queryOptions({
    queryKey: ['shops', 'mine', userId] as const,
    queryFn: async ({ signal }) => (await api<TMyShopResponse>({ path: '/my-shop', signal })).shop,
  });

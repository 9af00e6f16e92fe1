import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  TCreatePostRequest,
  TMyShopResponse,
  TPost,
  TSaveShopRequest,
  TShop,
} from '@dawa/contract';
import { api } from '../../lib/api.ts';
import { forgetIdempotencyKey, idempotencyHeaders } from '../../lib/idempotency.ts';
import { useAuthStore } from '../../stores/auth-store.ts';

// The shop wizard's calls: the caller's shop (GET /my-shop, null when none yet), and publishing,
// which saves the shop (PUT /shop) and then creates its first product (POST /post).

export const myShopKey = (userId: string) => ['shops', 'mine', userId] as const;

/** The caller's shop, or null when they have not set one up. */
export const myShopQuery = (userId: string) =>
  queryOptions({
    queryKey: myShopKey(userId),
    // Not GET /shop: its 404 for "no shop yet" would show as a failed request in the console.
    queryFn: async ({ signal }) => (await api<TMyShopResponse>({ path: '/my-shop', signal })).shop,
  });

/** The signed-in user's shop (undefined while loading or for a guest). */
export function useMyShop() {
  const userId = useAuthStore((s) => s.userInfo?.id ?? null);
  return useQuery({ ...myShopQuery(userId ?? ''), enabled: userId !== null });
}

export interface PublishInput {
  shop: TSaveShopRequest;
  product: TCreatePostRequest;
}

function afterPublish(client: QueryClient, userId: string | null, shop: TShop) {
  if (userId) client.setQueryData(myShopKey(userId), shop);
  // The seller's listings and the marketplace lists now hold the new product.
  void client.invalidateQueries({ queryKey: ['posts'] });
  void client.invalidateQueries({ queryKey: ['shops'] });
}

const SHOP_PRODUCT_IDEMPOTENCY_SCOPE = 'shop-wizard-product';

/**
 * PUT /shop, then POST /post for the first product. PUT is idempotent, and the product carries an
 * Idempotency-Key, so a retry after a lost answer neither duplicates the shop nor the product.
 */
export function usePublishShop() {
  const client = useQueryClient();
  const userId = useAuthStore((s) => s.userInfo?.id ?? null);
  return useMutation({
    mutationFn: async ({ shop, product }: PublishInput) => {
      const saved = await api<TShop>({ method: 'PUT', path: '/shop', body: shop });
      const post = await api<TPost>({
        method: 'POST',
        path: '/post',
        body: product,
        headers: idempotencyHeaders(SHOP_PRODUCT_IDEMPOTENCY_SCOPE, product),
      });
      return { shop: saved, post };
    },
    onSuccess: ({ shop }) => {
      forgetIdempotencyKey(SHOP_PRODUCT_IDEMPOTENCY_SCOPE);
      afterPublish(client, userId, shop);
    },
  });
}

/**
 * Edit shop: PUT /shop with the shop's own fields (it replaces them; the listings are untouched).
 * The caller's shop and its public page then show the saved fields.
 */
export function useSaveShop() {
  const client = useQueryClient();
  const userId = useAuthStore((s) => s.userInfo?.id ?? null);
  return useMutation({
    mutationFn: (shop: TSaveShopRequest) =>
      api<TShop>({ method: 'PUT', path: '/shop', body: shop }),
    onSuccess: (shop) => {
      if (userId) client.setQueryData(myShopKey(userId), shop);
      client.setQueryData(['shops', shop.id], shop);
      void client.invalidateQueries({ queryKey: ['shops'] });
    },
  });
}

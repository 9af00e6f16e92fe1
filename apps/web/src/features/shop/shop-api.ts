import { queryOptions } from '@tanstack/react-query';
import type { TShop } from '@dawa/contract';
import { api } from '../../lib/api.ts';

// A shop's public page (GET /shops/{id}); its listings come from GET /post?createdBy=<owner>.

export const shopKey = (id: string) => ['shops', id] as const;

export const shopQuery = (id: string) =>
  queryOptions({
    queryKey: shopKey(id),
    queryFn: ({ signal }) => api<TShop>({ path: `/shops/${id}`, signal }),
  });

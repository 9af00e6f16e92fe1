import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMeResponse } from '@dawa/contract';
import { api } from './api.ts';

/** The signed-in user's own record; not any pharmacy's, so no tenant id in the key. */
export const meKey = ['me'] as const;

/** Who I am, and whether I am a platform administrator (GET /auth/me). */
export const meQuery = queryOptions({
  queryKey: meKey,
  queryFn: ({ signal }) => api<TMeResponse>({ path: '/auth/me', signal }),
});

export function useMe() {
  return useQuery(meQuery);
}

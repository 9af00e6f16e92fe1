import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMeResponse, TUser } from '@dawa/contract';
import { useAuthStore } from '../stores/auth-store.ts';
import { api } from './api.ts';
import { getQueryClient } from './session.ts';

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

/** My account changed (profile, e-mail): the stored user info and the cached "me" follow. */
export function adoptMyUser(user: TUser): void {
  useAuthStore.getState().setUserInfo(user);
  getQueryClient()?.setQueryData<TMeResponse>(meKey, (me) => (me ? { ...me, user } : me));
}

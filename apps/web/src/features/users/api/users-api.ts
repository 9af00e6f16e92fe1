import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser, TStatus, TUserListResponse } from '@dawa/contract';
import { api } from '../../../lib/api.ts';

export const USERS_PAGE_SIZE = 10;

// Platform-wide data: not any pharmacy's, so no tenant id in the keys (and no tenant header
// matters to these endpoints).
const usersKey = ['platform', 'users'] as const;

export function useUsers({ search, cursor }: { search: string; cursor: number }) {
  return useQuery({
    queryKey: [...usersKey, { search, cursor }],
    queryFn: ({ signal }) =>
      api<TUserListResponse>({
        path: '/users',
        query: { searchKey: search, cursor, limit: USERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TStatus }) =>
      api<TAdminUser>({
        method: 'PUT',
        path: `/users/${id}/status`,
        body: { status },
        redirectOnForbidden: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

/** PUT /users/{id}/platform-admin: grants or takes away platform administration (audited). */
export function useSetPlatformAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPlatformAdmin }: { id: string; isPlatformAdmin: boolean }) =>
      api<TAdminUser>({
        method: 'PUT',
        path: `/users/${id}/platform-admin`,
        body: { isPlatformAdmin },
        redirectOnForbidden: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

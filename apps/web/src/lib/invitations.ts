import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyInvitationListResponse } from '@dawa/contract';
import { selectIsAuthenticated, useAuthStore } from '../stores/auth-store.ts';
import { api } from './api.ts';

// Invitations addressed to the signed-in person (GET /invitations/mine). They are the person's,
// not a pharmacy's: the key carries no tenant id. Shared by the account menu's badge and the
// pharmacy pages that list them, so both read one cached answer.

export const myInvitationsKey = ['invitations', 'mine'] as const;

/** Enough for everyone in practice; the notice pages through the rest. */
export const MY_INVITATIONS_PAGE_SIZE = 10;

export const myInvitationsQuery = (cursor: number, limit = MY_INVITATIONS_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...myInvitationsKey, { cursor, limit }],
    queryFn: ({ signal }) =>
      api<TMyInvitationListResponse>({
        path: '/invitations/mine',
        query: { cursor, limit },
        signal,
      }),
  });

/** How many invitations wait for an answer (the account menu's badge); 0 while unknown. */
export function usePendingInvitationCount(): number {
  const isSignedIn = useAuthStore(selectIsAuthenticated);
  const query = useQuery({
    ...myInvitationsQuery(0),
    enabled: isSignedIn,
    // A badge, not a list: a minute old is fresh enough; pages that list them refetch on their own.
    staleTime: 60_000,
  });
  return query.data?.total ?? 0;
}

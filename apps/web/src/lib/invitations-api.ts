import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMessageResponse, TMyInvitation, TTenantDetail } from '@dawa/contract';
import { api } from './api.ts';
import { myInvitationsKey, myInvitationsQuery } from './invitations.ts';
import { myPharmaciesKey, settleNewJoiner } from './pharmacy.ts';

/** `pollWhileEmptyMs`: re-read on this interval while nothing waits (a new joiner's card). */
export function useMyInvitations(
  cursor: number,
  { pollWhileEmptyMs }: { pollWhileEmptyMs?: number } = {},
) {
  return useQuery({
    ...myInvitationsQuery(cursor),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      pollWhileEmptyMs !== undefined && query.state.data?.total === 0 ? pollWhileEmptyMs : false,
  });
}

/** Either answer changes both lists: the invitations, and (on accept) my pharmacies. */
function useRefreshAfterAnswer() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: myInvitationsKey }),
      client.invalidateQueries({ queryKey: myPharmaciesKey }),
    ]);
}

/** POST /invitations/{id}/accept: the person joins with the invited role; answers the pharmacy. */
export function useAcceptInvitation() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({
    mutationFn: (invitation: TMyInvitation) =>
      api<TTenantDetail>({
        method: 'POST',
        path: `/invitations/${invitation.id}/accept`,
        redirectOnForbidden: false,
      }),
    onSuccess: () => {
      // Belonging to a pharmacy now, they are no longer a new joiner (docs/product.md#client-state).
      settleNewJoiner();
      return refresh();
    },
    // Withdrawn or expired meanwhile: the list must stop offering it.
    onError: () => refresh(),
  });
}

export function useDeclineInvitation() {
  const refresh = useRefreshAfterAnswer();
  return useMutation({
    mutationFn: (invitation: TMyInvitation) =>
      api<TMessageResponse>({
        method: 'POST',
        path: `/invitations/${invitation.id}/decline`,
        redirectOnForbidden: false,
      }),
    onSettled: () => refresh(),
  });
}

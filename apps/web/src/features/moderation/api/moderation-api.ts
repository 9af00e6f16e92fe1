import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listingVersion,
  type TComplianceDecisionRequest,
  type TMessageResponse,
  type TModerationPage,
  type TPost,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { ModerationView } from '../moderation-params.ts';

export type { ModerationQueue } from '../moderation-params.ts';

export const MODERATION_PAGE_SIZE = 10;

// Platform-wide data (no tenant id in the keys).
const moderationKey = ['platform', 'moderation'] as const;

/** GET /admin/posts/moderation: one page of a queue, searched, filtered and sorted. */
export function useModerationQueue({ queue, q, category, sort, page }: ModerationView) {
  const query = {
    queue,
    sort,
    cursor: (page - 1) * MODERATION_PAGE_SIZE,
    limit: MODERATION_PAGE_SIZE,
    ...(q && { searchKey: q }),
    ...(category && { category }),
  };
  return useQuery({
    queryKey: [...moderationKey, queue, query],
    queryFn: ({ signal }) =>
      api<TModerationPage>({ path: '/admin/posts/moderation', query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After a decision every queue and every cached listing may have changed. */
function useRefreshAfter() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: moderationKey }),
      client.invalidateQueries({ queryKey: ['posts'] }),
    ]);
}

/**
 * POST /post/{id}/compliance: approve, or reject with a reason the seller sees, the listing as the
 * reviewer saw it (`If-Match` its version). When it changed since (the seller edited it, another
 * reviewer decided), the API leaves it as it is and says so; the queues reload to show it as it is.
 */
export function useDecide() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ item, decision }: { item: TPost; decision: TComplianceDecisionRequest }) =>
      api<TPost>({
        method: 'POST',
        path: `/post/${item.id}/compliance`,
        body: decision,
        headers: { 'if-match': listingVersion(item) },
        redirectOnForbidden: false,
      }),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'PRECONDITION_FAILED') void refresh();
    },
  });
}

/** DELETE /post/{id}: an administrator takes a listing down. */
export function useRemoveListing() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) =>
      api<unknown>({ method: 'DELETE', path: `/post/${id}`, redirectOnForbidden: false }),
    onSuccess: refresh,
  });
}

/** POST /post/{id}/reports/dismiss: the reports were unfounded; the listing stays as it is. */
export function useDismissReports() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (id: string) =>
      api<TMessageResponse>({
        method: 'POST',
        path: `/post/${id}/reports/dismiss`,
        redirectOnForbidden: false,
      }),
    onSuccess: refresh,
  });
}

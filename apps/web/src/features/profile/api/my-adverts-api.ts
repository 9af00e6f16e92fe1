import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  PAGE_SIZE_DEFAULT,
  type TPost,
  type TPostListResponse,
  type TUpdatePostStatusRequest,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import { postKeys, type PostCursor, type PostListData } from '../../../lib/posts.ts';

/** The statuses the owner can filter by; absent = every status but REMOVED. */
export type AdvertFilter = 'ALL' | 'ACTIVE' | 'DRAFT' | 'SOLD';

/**
 * GET /post?createdBy=me[&status=]: my own listings. The key sits under the shared listing lists,
 * so the heart and every listing change refresh it too.
 */
export const myAdvertsQuery = (userId: string, filter: AdvertFilter) =>
  infiniteQueryOptions<TPostListResponse, Error, PostListData, QueryKey, PostCursor>({
    queryKey: [...postKeys.lists(userId), 'mine', { filter }],
    queryFn: ({ pageParam, signal }) =>
      api<TPostListResponse>({
        path: '/post',
        query: {
          createdBy: userId,
          ...(filter !== 'ALL' && { status: filter }),
          limit: PAGE_SIZE_DEFAULT,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.posts.nextCursor ?? undefined,
  });

export function useMyAdverts(userId: string, filter: AdvertFilter) {
  return useInfiniteQuery({ ...myAdvertsQuery(userId, filter), placeholderData: keepPreviousData });
}

function useRefreshListings() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['posts'] });
}

/** PUT /posts/{id}/status: mark sold, relist, publish a draft. */
export function useSetAdvertStatus() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TUpdatePostStatusRequest['status'] }) =>
      api<TPost>({ method: 'PUT', path: `/posts/${id}/status`, body: { status } }),
    onSuccess: refresh,
  });
}

/** DELETE /post/{id}: the owner takes the listing down for good. */
export function useDeleteAdvert() {
  const refresh = useRefreshListings();
  return useMutation({
    mutationFn: (id: string) => api<unknown>({ method: 'DELETE', path: `/post/${id}` }),
    onSuccess: refresh,
  });
}

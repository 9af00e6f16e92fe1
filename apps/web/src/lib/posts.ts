import {
  infiniteQueryOptions,
  queryOptions,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import {
  PARENT_CATEGORIES_REQUEST,
  marketplaceFilter,
  normalizeFilter,
  postDetailRequest,
  postListRequest,
  type PostCursor,
  type PostFilter,
  type TParentCategoriesResponse,
  type TCategoryPageResponse,
  type TPost,
  type TPostDetail,
  type TPostListResponse,
} from '@dawa/contract';
import { ApiError } from './api-client.ts';
import { api } from './api.ts';
import { notify } from './notify.ts';
import { useAppStore } from '../stores/app-store.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { usePendingActionStore } from '../stores/pending-action-store.ts';

// Marketplace listings (docs/product.md#api-calls, Listings): the list with its filters, one listing, saved
// listings and the heart. Listings are platform data, not a pharmacy's, so no tenant id in the
// keys; they do carry who is asking, because `isSavedPost` differs per person.

// The filters and the requests they make are the contract's (listing-requests.ts): the server
// builds the same requests to answer a visitor's first page in its document.
export { marketplaceFilter, normalizeFilter, type PostCursor, type PostFilter };
export type PostListData = InfiniteData<TPostListResponse, PostCursor>;

const viewer = (): string => useAuthStore.getState().userInfo?.id ?? 'guest';

export const postKeys = {
  /** Everything about listings as one person sees them. */
  all: (who: string) => ['posts', who] as const,
  lists: (who: string) => ['posts', who, 'list'] as const,
  list: (who: string, filter: PostFilter) =>
    ['posts', who, 'list', normalizeFilter(filter)] as const,
  savedLists: (who: string) => ['posts', who, 'saved'] as const,
  saved: (who: string, filter: PostFilter) =>
    ['posts', who, 'saved', normalizeFilter(filter)] as const,
  details: (who: string) => ['posts', who, 'detail'] as const,
  detail: (who: string, id: string) => ['posts', who, 'detail', id] as const,
};

function listQuery(path: '/post' | '/saved-posts', key: QueryKey, filter: PostFilter) {
  return infiniteQueryOptions<TPostListResponse, Error, PostListData, QueryKey, PostCursor>({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api<TPostListResponse>({ ...postListRequest(filter, pageParam, path), signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.posts.nextCursor ?? undefined,
  });
}

/** GET /post, page after page (`nextCursor` of one answer is the `cursor` of the next). */
export const postListQuery = (filter: PostFilter, who = viewer()) =>
  listQuery('/post', postKeys.list(who, filter), filter);

/** GET /saved-posts: the signed-in person's saved listings, same query and answer as /post. */
export const savedPostsQuery = (filter: PostFilter = {}, who = viewer()) =>
  listQuery('/saved-posts', postKeys.saved(who, filter), filter);

/** GET /post/{id}: the listing with its category, sub-category and seller. */
export const postDetailQuery = (id: string, who = viewer()) =>
  queryOptions({
    queryKey: postKeys.detail(who, id),
    queryFn: ({ signal }) => api<TPostDetail>({ ...postDetailRequest(id), signal }),
  });

/** The listings of every loaded page, in order. */
export const pagePosts = (data: { pages: TPostListResponse[] } | undefined): TPost[] =>
  data?.pages.flatMap((page) => page.posts.posts) ?? [];

// Categories, as the marketplace's filters need them (public, the same for everyone).

export const categoryKeys = {
  parents: ['categories', 'parents'] as const,
  subs: (parentId: string) => ['categories', 'subs', parentId] as const,
};

/** GET /category/parent: the top-level categories, for the chips. */
export const parentCategoriesQuery = queryOptions({
  queryKey: categoryKeys.parents,
  queryFn: ({ signal }) => api<TParentCategoriesResponse>({ ...PARENT_CATEGORIES_REQUEST, signal }),
  select: (data) => data.result,
  staleTime: 10 * 60_000,
});

/** GET /sub-category?category=: the sub-categories of one parent. */
export const subCategoriesQuery = (parentId: string) =>
  queryOptions({
    queryKey: categoryKeys.subs(parentId),
    queryFn: ({ signal }) =>
      api<TCategoryPageResponse>({
        path: '/sub-category',
        query: { category: parentId, limit: 100 },
        signal,
      }),
    select: (data) => data.categories,
    staleTime: 10 * 60_000,
  });

// The heart: saved at once on screen, put back if the server refuses.

/** Every cached copy of a listing gets `isSavedPost`; unsaved ones leave the saved lists. */
export function applySaved(client: QueryClient, who: string, id: string, saved: boolean): void {
  const mark = (post: TPost): TPost => (post.id === id ? { ...post, isSavedPost: saved } : post);
  client.setQueriesData<PostListData>(
    { queryKey: postKeys.lists(who) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          posts: { ...page.posts, posts: page.posts.posts.map(mark) },
        })),
      },
  );
  client.setQueriesData<PostListData>(
    { queryKey: postKeys.savedLists(who) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          posts: {
            ...page.posts,
            posts: saved ? page.posts.posts.map(mark) : page.posts.posts.filter((p) => p.id !== id),
          },
        })),
      },
  );
  client.setQueriesData<TPostDetail>({ queryKey: postKeys.details(who) }, (post) =>
    post?.id === id ? { ...post, isSavedPost: saved } : post,
  );
}

/**
 * Save or unsave a listing (POST /saved-post {id}, DELETE /saved-post/{id}), optimistically.
 * A guest pressing the heart gets the login dialog instead, and the listing is saved after. A plain async step rather than a
 * mutation hook: the heart is on the first page, and TanStack's mutation observer is not needed
 * for a fire-and-confirm toggle.
 */
export function useToggleSave() {
  const client = useQueryClient();
  const who = useAuthStore((s) => s.userInfo?.id ?? null);
  const toggle = (post: Pick<TPost, 'id' | 'title' | 'isSavedPost'>) => {
    if (!who) {
      // Saved once they are signed in (pending-favourite.ts), and they come back here.
      if (!post.isSavedPost) {
        const here = `${window.location.pathname}${window.location.search}`;
        usePendingActionStore
          .getState()
          .rememberFavourite({ postId: post.id, title: post.title }, here);
      }
      useAppStore.getState().setFlag('loginDialog', true);
      return;
    }
    void toggleSave(client, who, post, !post.isSavedPost);
  };
  return { toggle };
}

async function toggleSave(
  client: QueryClient,
  who: string,
  post: Pick<TPost, 'id' | 'title'>,
  save: boolean,
): Promise<void> {
  await client.cancelQueries({ queryKey: postKeys.all(who) });
  // What every listing query held before, to put back if the server refuses.
  const before = client.getQueriesData({ queryKey: postKeys.all(who) });
  applySaved(client, who, post.id, save);
  try {
    await (save
      ? api<unknown>({ method: 'POST', path: '/saved-post', body: { id: post.id } })
      : api<unknown>({ method: 'DELETE', path: `/saved-post/${post.id}` }));
  } catch (error) {
    // Already in the state asked for (a second tab, a double press): the screen is right.
    const settled =
      error instanceof ApiError && (error.status === 409 || (!save && error.status === 404));
    if (!settled) {
      before.forEach(([key, data]) => client.setQueryData(key, data));
      const reason =
        error instanceof ApiError ? error.message : 'Check your connection and try again.';
      notify.error(`Could not ${save ? 'save' : 'unsave'} “${post.title}”. ${reason}`);
    }
  } finally {
    void client.invalidateQueries({ queryKey: postKeys.savedLists(who) });
    // A list that was loading when the heart was pressed (a search typed a moment before) was
    // cancelled above so it could not overwrite the heart; fetch it now, or it never arrives.
    void client.invalidateQueries({
      queryKey: postKeys.lists(who),
      predicate: (query) => query.state.data === undefined,
    });
  }
}

/**
 * Where a seller edits a listing: its summary in the post wizard (every section with its Edit,
 * then Save changes), so changing a price is two taps away, not five steps.
 */
export const editListingPath = (id: string): string =>
  `/post/step-5-review?edit=${encodeURIComponent(id)}`;

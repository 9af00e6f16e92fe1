import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  PAGE_SIZE_MAX,
  type TCategory,
  type TCategoryPageResponse,
  type TCreateCategoryRequest,
  type TMessageResponse,
  type TParentCategoriesResponse,
  type TUpdateCategoryRequest,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';

// Categories are platform-wide (no tenant id in the keys). An administrator's token makes the
// API include INACTIVE categories, so these lists show everything the platform holds.

const categoriesKey = ['platform', 'categories'] as const;

/** Every category (each parent followed by its sub-categories), 100 a page, with "Load more". */
export function useCategoryList(search: string) {
  return useInfiniteQuery({
    queryKey: [...categoriesKey, 'all', { search }],
    queryFn: ({ pageParam, signal }) =>
      api<TCategoryPageResponse>({
        path: '/categories',
        query: { searchKey: search, limit: PAGE_SIZE_MAX, cursor: pageParam },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
    placeholderData: keepPreviousData,
  });
}

/** The top-level categories: the parent choices of the dialog, and the headings of a search. */
export function useParentCategories() {
  return useQuery({
    queryKey: [...categoriesKey, 'parents'],
    queryFn: ({ signal }) =>
      api<TParentCategoriesResponse>({
        path: '/category/parent',
        query: { limit: PAGE_SIZE_MAX },
        signal,
      }),
    select: (page) => page.result,
  });
}

// Mutations answer a 403 in place (the administrator may have lost the role meanwhile).
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        { id: null; body: TCreateCategoryRequest } | { id: string; body: TUpdateCategoryRequest },
    ) =>
      api<TCategory>(
        change.id === null
          ? { method: 'POST', path: '/category', body: change.body, redirectOnForbidden: false }
          : {
              method: 'PUT',
              path: `/category/${change.id}`,
              body: change.body,
              redirectOnForbidden: false,
            },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<TMessageResponse>({
        method: 'DELETE',
        path: `/category/${id}`,
        redirectOnForbidden: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: categoriesKey }),
  });
}

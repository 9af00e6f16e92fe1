import { useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE_MAX,
  type TCategory,
  type TCategoryPageResponse,
  type TCreatePostRequest,
  type TParentCategoriesResponse,
  type TPost,
  type TPostDetail,
  type TUpdatePostRequest,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';

// Categories are public and change rarely: cached for the whole wizard (and its review).

const CATEGORY_STALE_MS = 10 * 60 * 1000;

export const parentCategoriesKey = ['categories', 'parent'] as const;
export const subCategoriesKey = (parentId: string) => ['categories', 'sub', parentId] as const;
export const postKey = (id: string) => ['posts', 'detail', id] as const;

/** GET /category/parent: the top-level categories. */
export function useParentCategories() {
  return useQuery({
    queryKey: parentCategoriesKey,
    queryFn: async ({ signal }) =>
      (
        await api<TParentCategoriesResponse>({
          path: '/category/parent',
          query: { limit: PAGE_SIZE_MAX },
          signal,
        })
      ).result,
    staleTime: CATEGORY_STALE_MS,
  });
}

/** GET /sub-category?category=<id>: the sub-categories of one parent (none asked without it). */
export function useSubCategories(parentId: string | undefined) {
  return useQuery({
    queryKey: subCategoriesKey(parentId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api<TCategoryPageResponse>({
          path: '/sub-category',
          query: { category: parentId, limit: PAGE_SIZE_MAX },
          signal,
        })
      ).categories,
    enabled: Boolean(parentId),
    staleTime: CATEGORY_STALE_MS,
  });
}

/** Listings in a regulated category (or sub-category) wait for Dawa's review. */
export const isRegulated = (...categories: (TCategory | undefined)[]): boolean =>
  categories.some((c) => c?.regulated === true);

/** GET /post/{id}; a 403 is shown where it happens, not redirected. */
export const fetchPost = (id: string, signal?: AbortSignal) =>
  api<TPostDetail>({ path: `/post/${id}`, signal, redirectOnForbidden: false });

export const createPost = (body: TCreatePostRequest) =>
  api<TPost>({ method: 'POST', path: '/post', body });

export const updatePost = (id: string, body: TUpdatePostRequest) =>
  api<TPost>({ method: 'PUT', path: `/posts/${id}`, body, redirectOnForbidden: false });

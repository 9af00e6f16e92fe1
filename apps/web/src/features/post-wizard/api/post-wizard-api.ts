import { queryOptions } from '@tanstack/react-query';
import type {
  TCreatePostRequest,
  TPost,
  TPostDetail,
  TPriceGuide,
  TUpdatePostRequest,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import { idempotencyHeaders } from '../../../lib/idempotency.ts';

export const postKey = (id: string) => ['posts', 'detail', id] as const;

/** GET /post/{id}; a 403 is shown where it happens, not redirected. */
export const fetchPost = (id: string, signal?: AbortSignal) =>
  api<TPostDetail>({ path: `/post/${id}`, signal, redirectOnForbidden: false });

/** The wizard's publish: a retry of the same listing (lost answer, reload) cannot post it twice. */
export const POST_WIZARD_IDEMPOTENCY_SCOPE = 'post-wizard';

export const createPost = (body: TCreatePostRequest) =>
  api<TPost>({
    method: 'POST',
    path: '/post',
    body,
    headers: idempotencyHeaders(POST_WIZARD_IDEMPOTENCY_SCOPE, body),
  });

export const updatePost = (id: string, body: TUpdatePostRequest) =>
  api<TPost>({ method: 'PUT', path: `/posts/${id}`, body, redirectOnForbidden: false });

/**
 * GET /post/price-guide: the usual prices of a sub-category's public listings, for the price
 * warning. One answer per sub-category (the price is judged here, with the contract's rule).
 */
export const priceGuideQuery = (subCategory: string) =>
  queryOptions({
    queryKey: ['posts', 'price-guide', subCategory] as const,
    queryFn: ({ signal }) =>
      api<TPriceGuide>({ path: '/post/price-guide', query: { subCategory }, signal }),
    staleTime: 10 * 60_000,
    // Only a hint: a failure shows nothing rather than retrying or blocking the seller.
    retry: false,
  });

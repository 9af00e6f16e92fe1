import { z } from 'zod';

/**
 * One page of a list (docs/product.md#lists: lists are read from `docs`, the page count from `pages`).
 * `cursor` is the offset the page started at; `nextCursor` is null on the last page.
 */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    docs: z.array(item),
    limit: z.number().int(),
    cursor: z.number().int(),
    nextCursor: z.number().int().nullable(),
    hasMore: z.boolean(),
    total: z.number().int(),
    pages: z.number().int(),
  });

export interface TPage<T> {
  docs: T[];
  limit: number;
  cursor: number;
  nextCursor: number | null;
  hasMore: boolean;
  total: number;
  pages: number;
}

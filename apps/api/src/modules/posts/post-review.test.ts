import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { COLUMNS_CHANGED_WITHOUT_REVIEW, needsReview } from './post-review.ts';
import type { NewPostRow } from './posts.repo.ts';

describe('the columns a reviewed listing may change without a new review (decision 009)', () => {
  it('are the price and quantity terms, nothing else: widening the list is a new decision', () => {
    expect([...COLUMNS_CHANGED_WITHOUT_REVIEW].sort()).toEqual(
      [
        'bulkAvailable',
        'bulkPriceMinor',
        'bulkQuantity',
        'negotiable',
        'priceMinor',
        // decision 016: stock on hand and minimum order
        'quantityAvailable',
        'minOrderQuantity',
      ].sort(),
    );
  });

  it('leave every other column, present or added later, to the reviewer', () => {
    const columns = Object.keys(getTableColumns(posts)) as (keyof NewPostRow)[];
    const reviewed = columns.filter((c) => !COLUMNS_CHANGED_WITHOUT_REVIEW.has(c));
    expect(reviewed.length).toBe(columns.length - COLUMNS_CHANGED_WITHOUT_REVIEW.size);
    for (const column of reviewed) expect(needsReview([column], false), column).toBe(true);
    expect(needsReview(['aColumnAddedLater' as keyof NewPostRow], false)).toBe(true);
    expect(needsReview(['priceMinor', 'bulkQuantity'], false)).toBe(false);
    expect(needsReview(['priceMinor'], true)).toBe(true);
  });
});

// What the categories module is handed instead of importing posts (docs/modules.md): posts depends
// on categories (a listing's category), so the listings a category change touches are handled by
// posts' own functions, passed in by modules/index.ts.
import type { Orm } from '../../db/client.ts';

/** What changing a category does to its listings (posts.repo.ts, each answering a count). */
export interface CategoryListings {
  /** Whether any listing names the category. */
  isCategoryUsed(db: Orm, categoryId: string): Promise<boolean>;
  /** A sub-category moved under another parent takes its listings along. */
  moveSubCategoryListings(db: Orm, subCategoryId: string, parentId: string): Promise<number>;
  /** The category became regulated: its approved listings wait for review again. */
  sendCategoryForReview(db: Orm, categoryId: string): Promise<number>;
  /** The category is no longer regulated: listings waiting only for it are approved. */
  releaseCategoryFromReview(db: Orm, categoryId: string): Promise<number>;
}

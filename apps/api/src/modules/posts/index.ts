// The posts module's public face: what other modules may use (docs/modules.md).

// Listings of a category: categories moves them, sends them for review and checks whether any use
// a category.
export {
  isCategoryUsed,
  moveSubCategoryListings,
  releaseCategoryFromReview,
  sendCategoryForReview,
} from './posts.repo.ts';
// A seller's listings hidden or shown with the seller: users (blocking, deleting an account).
export { setSellerListingsHidden } from './posts.repo.ts';
// The moderation queues' counts, for the admin dashboard (the queue's own definition).
export { countModerationQueues } from './posts.repo.ts';
// Prices in major units, for the dashboard.
export { priceOnWire } from './post-view.ts';
// A list's first page as a visitor gets it, for the shop page's document (shops/shop-page-hint.ts).
export { listPostPage } from './post-reads.service.ts';

// The categories module's public face: what other modules may use (docs/modules.md).

// A listing's category, read and shown by posts.
export { findCategoryById, type CategoryRow } from './categories.repo.ts';
export { toCategory } from './category-view.ts';

// The words of the fields a listing is typed in wherever it is typed (components/listing-form/:
// category and sub-category, an amount in birr), shared by the post and shop wizards. English
// defines the keys (docs/i18n.md, step 6).
export default {
  currency: 'ETB',
  category: 'Category',
  subCategory: 'Sub-category',
  loadingCategories: 'Loading categories…',
  categoriesFailed: 'Categories could not be loaded. {reason}',
  retry: 'Retry',
  subCategoriesFailed: 'Sub-categories could not be loaded. {reason}',
  chooseCategoryFirst: 'Choose a category first.',
  loadingSubCategories: 'Loading sub-categories…',
  noSubCategories: 'This category has no sub-categories yet.',
  retrySubCategories: 'Retry loading sub-categories',
  regulatedNotice: 'Listings in this category are reviewed by Dawa before they appear',
} as const;

// The lists' shared parts (components/list/pager.tsx): the count under a list and the page
// buttons' names. English defines the keys (docs/i18n.md); `{noun}` is the caller's, plural
// ("members"), in the page's language.
export default {
  pagesOf: 'Pages of {noun}',
  rangeOf: '{range} of {total} {noun}',
  goToPage: 'Go to page {page}',
  currentPage: 'page {page}',
  goToFirstPage: 'Go to first page',
  goToLastPage: 'Go to last page',
  goToNextPage: 'Go to next page',
  goToPreviousPage: 'Go to previous page',
} as const;

import { POST_SORTS, type TPostSort } from '@dawa/contract';

// /search's filters live in the address; reading and writing them is the contract's
// (listing-requests.ts), because the server reads the same address to answer the page's first
// request in its document. What is left here is how the web shows them.
export {
  EMPTY_SEARCH,
  LOCATION_MAX,
  isFiltered,
  patchSearch,
  readSearch,
  toFilter,
  writeSearch,
  type SearchState,
} from '@dawa/contract';

/**
 * How /search orders its results; `relevance` (best match, newest without words) is the API's
 * default and stays out of the address.
 */
export const SEARCH_SORTS = POST_SORTS;
export type SearchSort = TPostSort;

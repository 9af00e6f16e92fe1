// Keyset lists of ours (issue 32): docs/lists.md, docs/decisions/026.
export { decodeCursor, encodeCursor } from './cursor.ts';
export type { Keyset, SortKind } from './cursor.ts';
export { countUpTo, keysetParts, readKeysetPage } from './keyset.ts';
export type {
  KeysetList,
  KeysetPageOf,
  KeysetParts,
  KeysetRequest,
  KeysetRows,
  SortColumn,
} from './keyset.ts';

import type { TDashboardListingState } from '@dawa/contract';

// The contract's label table DASHBOARD_LISTING_STATE_LABELS as keys of the
// dashboard namespace (i18n/, docs/i18n.md): the words are the catalogue's, in the reader's
// language; dashboard-words.test.ts keeps the English the same as the contract's.
/** Each state's words (what the contract's DASHBOARD_LISTING_STATE_LABELS say in English). */
export const STATE_WORDS = {
  LIVE: { label: 'stateLive', empty: 'emptyLive' },
  PENDING: { label: 'statePending', empty: 'emptyPending' },
  REJECTED: { label: 'stateRejected', empty: 'emptyRejected' },
  SOLD: { label: 'stateSold', empty: 'emptySold' },
  DRAFT: { label: 'stateDraft', empty: 'emptyDraft' },
  EXPIRED: { label: 'stateExpired', empty: 'emptyExpired' },
} as const satisfies Record<TDashboardListingState, { label: string; empty: string }>;

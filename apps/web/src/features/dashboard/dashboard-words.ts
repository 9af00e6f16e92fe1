import type { TDashboardListingState, TOrgType } from '@dawa/contract';

// The contract's label tables (DASHBOARD_LISTING_STATE_LABELS, ORG_TYPE_LABELS) as keys of the
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

/** Each organisation type's words (what the contract's ORG_TYPE_LABELS say in English). */
export const ORG_TYPE_WORDS = {
  PHARMACY: 'orgPharmacy',
  IMPORTER: 'orgImporter',
  RETAIL_PHARMACY: 'orgRetailPharmacy',
  WHOLE_SELLER: 'orgWholesaler',
  Distributor: 'orgDistributor',
  CLINIC: 'orgClinic',
  HEALTH_CARE_PROVIDER: 'orgHealthCareProvider',
  GOVERNMENT_HEALTH_AGENCY: 'orgGovernmentHealthAgency',
  NGO: 'orgNgo',
} as const satisfies Record<TOrgType, string>;

import type { TOrgType } from '@dawa/contract';

/** Each organisation type's word in this namespace (the contract's ORG_TYPE_LABELS, translated). */
export const ORG_TYPE_KEYS = {
  PHARMACY: 'orgPharmacy',
  IMPORTER: 'orgImporter',
  RETAIL_PHARMACY: 'orgRetailPharmacy',
  WHOLE_SELLER: 'orgWholeSeller',
  Distributor: 'orgDistributor',
  CLINIC: 'orgClinic',
  HEALTH_CARE_PROVIDER: 'orgHealthCareProvider',
  GOVERNMENT_HEALTH_AGENCY: 'orgGovernmentHealthAgency',
  NGO: 'orgNgo',
} as const satisfies Record<TOrgType, string>;

// Organisation types without zod, for pages that need the list but validate nothing (the sign-up's
// first page reads its draft with it). ZOrgType, the schema, is in tenants.ts.

/** Organisation types of docs/product.md#validation, spelled exactly as it does. */
export const ORG_TYPES = [
  'PHARMACY',
  'IMPORTER',
  'RETAIL_PHARMACY',
  'WHOLE_SELLER',
  'Distributor',
  'CLINIC',
  'HEALTH_CARE_PROVIDER',
  'GOVERNMENT_HEALTH_AGENCY',
  'NGO',
] as const;
export type TOrgType = (typeof ORG_TYPES)[number];

export const ORG_TYPE_LABELS: Record<TOrgType, string> = {
  PHARMACY: 'Pharmacy',
  IMPORTER: 'Importer',
  RETAIL_PHARMACY: 'Retail pharmacy',
  WHOLE_SELLER: 'Wholesaler',
  Distributor: 'Distributor',
  CLINIC: 'Clinic',
  HEALTH_CARE_PROVIDER: 'Health care provider',
  GOVERNMENT_HEALTH_AGENCY: 'Government health agency',
  NGO: 'NGO',
};

import type { TOrgType, TTenantRole } from '@dawa/contract';
import type accountEn from '../../i18n/account/en.ts';

// A role or a kind of organisation as a key of the account namespace: the contract's
// TENANT_ROLE_LABELS and ORG_TYPE_LABELS are English only, so what is drawn is looked up by key
// (docs/i18n.md, "a table of labels becomes a table of keys").

type Key = keyof typeof accountEn;

export const ROLE_WORD: Record<TTenantRole, Key> = {
  OWNER: 'roleOwner',
  ADMIN: 'roleAdmin',
  USER: 'roleUser',
};

export const ORG_TYPE_WORD: Record<TOrgType, Key> = {
  PHARMACY: 'orgPharmacy',
  IMPORTER: 'orgImporter',
  RETAIL_PHARMACY: 'orgRetailPharmacy',
  WHOLE_SELLER: 'orgWholeSeller',
  Distributor: 'orgDistributor',
  CLINIC: 'orgClinic',
  HEALTH_CARE_PROVIDER: 'orgHealthCareProvider',
  GOVERNMENT_HEALTH_AGENCY: 'orgGovernmentHealthAgency',
  NGO: 'orgNgo',
};

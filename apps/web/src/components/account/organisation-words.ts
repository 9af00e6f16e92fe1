import { useMemo } from 'react';
import type { TOrgType, TTenantRole } from '@dawa/contract';
import { accountWords } from '../../i18n/account/index.ts';
import { useWords } from '../../i18n/words.ts';
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

/**
 * A kind of organisation's and a role's name in the reader's language: the one place screens take
 * them from (sign-up, the pharmacy list and form, the admin overview, members).
 */
export function useOrganisationWords() {
  const t = useWords(accountWords);
  return useMemo(
    () => ({
      orgTypeName: (type: TOrgType) => t(ORG_TYPE_WORD[type]),
      roleName: (role: TTenantRole) => t(ROLE_WORD[role]),
    }),
    [t],
  );
}

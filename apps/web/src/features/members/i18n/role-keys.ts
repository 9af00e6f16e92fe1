import type { TTenantRole } from '@dawa/contract';

/**
 * What each role may do, in this namespace. The role's name itself is the shared one
 * (components/account/organisation-words.ts, useOrganisationWords).
 */
export const ROLE_TEXT = {
  OWNER: 'roleOwnerText',
  ADMIN: 'roleAdminText',
  USER: 'roleUserText',
} as const satisfies Record<TTenantRole, string>;

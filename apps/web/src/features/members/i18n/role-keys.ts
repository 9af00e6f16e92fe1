import type { TTenantRole } from '@dawa/contract';

/** Each role's name and what it may do, in this namespace (the contract's TENANT_ROLE_LABELS). */
export const ROLE_KEYS = {
  OWNER: { name: 'roleOwner', text: 'roleOwnerText' },
  ADMIN: { name: 'roleAdmin', text: 'roleAdminText' },
  USER: { name: 'roleUser', text: 'roleUserText' },
} as const satisfies Record<TTenantRole, { name: string; text: string }>;

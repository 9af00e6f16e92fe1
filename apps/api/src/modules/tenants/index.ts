// The tenants module's public face: what other modules may use (docs/modules.md).

// A pharmacy and its members: branches and invitations check membership and lock the pharmacy,
// invitations adds members, sessions checks the caller's membership when a tenant is entered.
export { toTenant } from './tenant-view.ts';
export { membershipIn, NOT_A_MANAGER } from './members.service.ts';
export {
  findMemberByEmail,
  findMembership,
  insertMembership,
  lockTenant,
  type TenantRow,
} from './tenants.repo.ts';
// A new account's first pharmacy (accounts: sign-up).
export { createTenantFor } from './tenants.service.ts';
// Ownership checks before an account is deleted (users).
export { countPharmaciesOwnedAlone, lockTenantsOwnedBy, shareATenant } from './tenants.repo.ts';

import type { TMember, TTenantDetail, TTenantRole } from '@dawa/contract';
import { toUser, type UserRow } from '../users/index.ts';
import type { TenantRow } from './tenants.repo.ts';

export function toTenant(tenant: TenantRow, role: TTenantRole): TTenantDetail {
  return {
    id: tenant.id,
    name: tenant.name,
    // Written only from the contract's ZOrgType, so the stored text is one of its values.
    org_type: tenant.orgType as TTenantDetail['org_type'],
    address: tenant.address,
    city: tenant.city,
    tin_number: tenant.tinNumber,
    parent_id: tenant.parentId,
    status: tenant.status,
    role,
    createdAt: tenant.createdAt.toISOString(),
  };
}

export function toMember({
  user,
  role,
  joinedAt,
}: {
  user: UserRow;
  role: TTenantRole;
  joinedAt: Date;
}): TMember {
  return { user: toUser(user), role, joinedAt: joinedAt.toISOString() };
}

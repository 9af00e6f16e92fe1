import type { TMember, TPage, TTenantDetail, TTenantRole } from '@dawa/contract';
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

/** The page envelope of every list: `docs` plus what the web needs to page on. */
export function toPage<T>(
  docs: T[],
  { limit, cursor, total }: { limit: number; cursor: number; total: number },
): TPage<T> {
  const hasMore = cursor + docs.length < total;
  return {
    docs,
    limit,
    cursor,
    nextCursor: hasMore ? cursor + docs.length : null,
    hasMore,
    total,
    pages: Math.ceil(total / limit),
  };
}

import type {
  TCreateTenantRequest,
  TPaginationQuery,
  TTenantDetail,
  TTenantListResponse,
} from '@dawa/contract';
import type { Orm } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { AppDeps } from '../deps.ts';
import { TENANT_NOT_FOUND, type AuthContext, type TenantCall } from '../../platform/auth/caller.ts';
import { setHasTenant } from '../users/index.ts';
import { findMembership, insertTenantWithOwner, listTenantsOfUser } from './tenants.repo.ts';
import { toPage } from '../../platform/page.ts';
import { toTenant } from './tenant-view.ts';

/** A tenant with `userId` as OWNER; the user is no longer a new joiner. Runs inside `db`'s transaction if any. */
export async function createTenantFor(
  db: Orm,
  userId: string,
  input: TCreateTenantRequest,
): Promise<TTenantDetail> {
  const tenant = await insertTenantWithOwner(db, {
    name: input.name,
    orgType: input.org_type,
    address: input.address,
    city: input.city,
    tinNumber: input.tin_number,
    createdBy: userId,
  });
  await setHasTenant(db, userId, true);
  return toTenant(tenant, 'OWNER');
}

export function createTenant(
  ctx: AuthContext,
  deps: AppDeps,
  input: TCreateTenantRequest,
): Promise<TTenantDetail> {
  return deps.orm.transaction(async (tx) => {
    const tenant = await createTenantFor(tx, ctx.userId, input);
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: ctx.userId,
      action: 'tenant-create',
      entity: 'tenant',
      entityId: tenant.id,
      after: tenant,
      origin: ctx.origin,
    });
    return tenant;
  });
}

export async function listMyTenants(
  ctx: AuthContext,
  deps: AppDeps,
  page: TPaginationQuery,
): Promise<TTenantListResponse> {
  const { rows, total } = await listTenantsOfUser(deps.orm, {
    userId: ctx.userId,
    limit: page.limit,
    offset: page.cursor,
  });
  return toPage(
    rows.map((r) => toTenant(r.tenant, r.role)),
    { ...page, total },
  );
}

/** GET /tenants/current: a tenant route, read inside the tenant wall. */
export async function getCurrentTenant({ ctx, wall }: TenantCall): Promise<TTenantDetail> {
  const membership = await findMembership(wall.db, { tenantId: ctx.tenantId, userId: ctx.userId });
  if (!membership) throw new AppError('NOT_FOUND', TENANT_NOT_FOUND);
  return toTenant(membership.tenant, membership.role);
}

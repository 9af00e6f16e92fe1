import type { z } from 'zod';
import { zPage } from './pagination.ts';
import { ZCreateTenantRequest, ZTenantDetail } from './tenancy.ts';
import { ZTenantRole } from './tenants.ts';

/**
 * POST /tenants/{id}/branches: a branch of a pharmacy (docs/decisions/005). The organisation type
 * and TIN are the pharmacy's; name, address and city follow the pharmacy's own rules.
 */
export const ZCreateBranchRequest = ZCreateTenantRequest.pick({
  name: true,
  address: true,
  city: true,
});
export type TCreateBranchRequest = z.infer<typeof ZCreateBranchRequest>;

/** A branch as the members of its pharmacy see it; `role` is the caller's there, null if none. */
export const ZBranch = ZTenantDetail.extend({ role: ZTenantRole.nullable() });
export type TBranch = z.infer<typeof ZBranch>;

export const ZBranchListResponse = zPage(ZBranch);
export type TBranchListResponse = z.infer<typeof ZBranchListResponse>;

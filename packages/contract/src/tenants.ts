import { z } from 'zod';
import { ZStatus } from './common.ts';
import { ORG_TYPES } from './org-types.ts';

export const ZOrgType = z.enum(ORG_TYPES, { error: 'Choose an organisation type' });

/** A member's role inside one pharmacy (tenant). */
export const ZTenantRole = z.enum(['OWNER', 'ADMIN', 'USER']);

/** How roles read in the interface. */
export const TENANT_ROLE_LABELS: Record<z.infer<typeof ZTenantRole>, string> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  USER: 'Member',
};
export type TTenantRole = z.infer<typeof ZTenantRole>;

/** A pharmacy or organisation as its members see it. */
export const ZTenant = z.object({
  id: z.uuid(),
  name: z.string(),
  org_type: ZOrgType,
  address: z.string().nullable(),
  city: z.string().nullable(),
  status: ZStatus,
  role: ZTenantRole,
});
export type TTenant = z.infer<typeof ZTenant>;

/** The tenant record kept in the browser (docs/product.md#client-state). */
export const ZTenantRecord = z.object({
  tenantOrgId: z.string(),
  tenantDetail: ZTenant.nullable(),
  tenantSwitchDialog: z.object({ open: z.boolean(), isClosable: z.boolean() }),
});
export type TTenantRecord = z.infer<typeof ZTenantRecord>;

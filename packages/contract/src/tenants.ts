import { z } from 'zod';
import { ZStatus } from './common.ts';

/** Organisation types of spec section 5, spelled exactly as the spec does. */
export const ORG_TYPES = [
  'PHARMACY',
  'IMPORTER',
  'RETAIL_PHARMACY',
  'WHOLE_SELLER',
  'Distributor',
  'CLINIC',
  'HEALTH_CARE_PROVIDER',
  'GOVERNMENT_HEALTH_AGENCY',
  'NGO',
] as const;
export const ZOrgType = z.enum(ORG_TYPES, { error: 'Choose an organisation type' });
export type TOrgType = z.infer<typeof ZOrgType>;

export const ORG_TYPE_LABELS: Record<TOrgType, string> = {
  PHARMACY: 'Pharmacy',
  IMPORTER: 'Importer',
  RETAIL_PHARMACY: 'Retail pharmacy',
  WHOLE_SELLER: 'Wholesaler',
  Distributor: 'Distributor',
  CLINIC: 'Clinic',
  HEALTH_CARE_PROVIDER: 'Health care provider',
  GOVERNMENT_HEALTH_AGENCY: 'Government health agency',
  NGO: 'NGO',
};

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

/** The tenant record kept in the browser (spec section 3). */
export const ZTenantRecord = z.object({
  tenantOrgId: z.string(),
  tenantDetail: ZTenant.nullable(),
  tenantSwitchDialog: z.object({ open: z.boolean(), isClosable: z.boolean() }),
});
export type TTenantRecord = z.infer<typeof ZTenantRecord>;

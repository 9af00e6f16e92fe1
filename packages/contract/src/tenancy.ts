import { z } from 'zod';
import { zId } from './common.ts';
import { LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { zPage } from './pagination.ts';
import { ZOrgType, ZTenant, ZTenantRole } from './tenants.ts';
import { ZUser } from './users.ts';

/** POST /tenants: a new pharmacy; the caller becomes its OWNER. Same rules as the sign-up's organisation. */
export const ZCreateTenantRequest = z.object({
  name: z
    .string({ error: MESSAGES.orgNameRequired })
    .trim()
    .min(1, MESSAGES.orgNameRequired)
    .max(LIMITS.orgNameMax, MESSAGES.orgNameMax),
  org_type: ZOrgType,
  address: z
    .string({ error: MESSAGES.addressShort })
    .trim()
    .min(LIMITS.addressMin, MESSAGES.addressShort),
  city: z.string({ error: MESSAGES.cityShort }).trim().min(LIMITS.cityMin, MESSAGES.cityShort),
  tin_number: z.string({ error: MESSAGES.tinShort }).trim().min(LIMITS.tinMin, MESSAGES.tinShort),
});
export type TCreateTenantRequest = z.infer<typeof ZCreateTenantRequest>;

/** A tenant with the details only its members see. */
export const ZTenantDetail = ZTenant.extend({
  tin_number: z.string().nullable(),
  /** The pharmacy this one is a branch of; null for a pharmacy (docs/decisions/005). */
  parent_id: z.uuid().nullable(),
  createdAt: z.string(),
});
export type TTenantDetail = z.infer<typeof ZTenantDetail>;

export const ZTenantListResponse = zPage(ZTenantDetail);
export type TTenantListResponse = z.infer<typeof ZTenantListResponse>;

export const ZTenantParams = z.object({ id: zId('pharmacy') });
export const ZMemberParams = z.object({ id: zId('pharmacy'), userId: zId('user') });

/** A member of a tenant: the user and their role there. */
export const ZMember = z.object({ user: ZUser, role: ZTenantRole, joinedAt: z.string() });
export type TMember = z.infer<typeof ZMember>;

export const ZMemberListResponse = zPage(ZMember);
export type TMemberListResponse = z.infer<typeof ZMemberListResponse>;

export const ZUpdateMemberRequest = z.object({
  role: z.enum(ZTenantRole.options, { error: MESSAGES.tenantRoleInvalid }),
});
export type TUpdateMemberRequest = z.infer<typeof ZUpdateMemberRequest>;

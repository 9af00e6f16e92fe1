import { z } from 'zod';
import { zId } from './common.ts';
import { zPage } from './pagination.ts';
import { ZOrgType } from './tenants.ts';
import { ZEmployeeRole } from './users.ts';

/**
 * Joining a pharmacy is an invitation the person accepts (issue 12): POST /user/employee creates
 * one; until it is accepted the person is not a member, and the pharmacy sees only the e-mail it
 * typed and the invitation's state, never the account behind it (if any).
 */
export const INVITATION_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'DECLINED',
  'REVOKED',
  'EXPIRED',
] as const;
export const ZInvitationStatus = z.enum(INVITATION_STATUSES);
export type TInvitationStatus = z.infer<typeof ZInvitationStatus>;

export const INVITATION_STATUS_LABELS: Record<TInvitationStatus, string> = {
  PENDING: 'Waiting for an answer',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  REVOKED: 'Withdrawn',
  EXPIRED: 'Expired',
};

/** How long an invitation waits for its answer. */
export const INVITATION_TTL_DAYS = 14;

/** An invitation as the inviting pharmacy's managers see it: what they typed, and its state. */
export const ZTenantInvitation = z.object({
  id: z.uuid(),
  email: z.string(),
  /** The name the inviter typed (their own label for the person; not the person's account). */
  full_name: z.string(),
  role: ZEmployeeRole,
  status: ZInvitationStatus,
  invitedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type TTenantInvitation = z.infer<typeof ZTenantInvitation>;

export const ZTenantInvitationListResponse = zPage(ZTenantInvitation);
export type TTenantInvitationListResponse = z.infer<typeof ZTenantInvitationListResponse>;

/** GET /tenants/{id}/invitations: PENDING by default; ALL lists every state, newest first. */
export const ZTenantInvitationListQuery = z.object({
  status: z.enum([...INVITATION_STATUSES, 'ALL']).default('PENDING'),
});

export const ZTenantInvitationParams = z.object({
  id: zId('pharmacy'),
  invitationId: zId('invitation'),
});

/** An invitation as the invited person sees it (GET /invitations/mine). */
export const ZMyInvitation = z.object({
  id: z.uuid(),
  tenant: z.object({
    id: z.uuid(),
    name: z.string(),
    org_type: ZOrgType,
    city: z.string().nullable(),
  }),
  role: ZEmployeeRole,
  invitedBy: z.object({ fullName: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TMyInvitation = z.infer<typeof ZMyInvitation>;

export const ZMyInvitationListResponse = zPage(ZMyInvitation);
export type TMyInvitationListResponse = z.infer<typeof ZMyInvitationListResponse>;

export const ZInvitationIdParams = z.object({ id: zId('invitation') });

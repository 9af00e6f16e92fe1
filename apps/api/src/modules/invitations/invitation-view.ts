import type { TMyInvitation, TTenantInvitation } from '@dawa/contract';
import type { TenantRow } from '../tenants/index.ts';
import { statusOf, type InvitationRow, type InvitationWithInviter } from './invitations.repo.ts';

/** What the inviting pharmacy sees: what its manager typed, and the state. */
export function toTenantInvitation(
  { invitation, inviter }: InvitationWithInviter,
  now: Date,
): TTenantInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    full_name: invitation.fullName,
    role: invitation.role,
    status: statusOf(invitation, now),
    invitedBy: inviter,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    respondedAt: invitation.respondedAt?.toISOString() ?? null,
  };
}

/** What the invited person sees: which pharmacy, as what, from whom. */
export function toMyInvitation({
  invitation,
  tenant,
  inviterName,
}: {
  invitation: InvitationRow;
  tenant: TenantRow;
  inviterName: string | null;
}): TMyInvitation {
  return {
    id: invitation.id,
    tenant: {
      id: tenant.id,
      name: tenant.name,
      // Written only from the contract's ZOrgType.
      org_type: tenant.orgType as TMyInvitation['tenant']['org_type'],
      city: tenant.city,
    },
    role: invitation.role,
    invitedBy: inviterName === null ? null : { fullName: inviterName },
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

import { INVITATION_STATUSES, type TTenantInvitation } from '@dawa/contract';
import { formatDate, formatExpiry } from '../../lib/format.ts';
import type { InvitationFilter } from './api/members-api.ts';

// Words for a pharmacy's list of invitations: which ones the filter in the address asks for, and
// what happened to each, when.

export const INVITATION_FILTERS: readonly InvitationFilter[] = [...INVITATION_STATUSES, 'ALL'];

/** The filter named by the address (`?status=`); anything else means the ones still open. */
export function parseInvitationFilter(raw: string | null): InvitationFilter {
  const value = raw?.toUpperCase();
  return INVITATION_FILTERS.find((f) => f === value) ?? 'PENDING';
}

/** "Expires in 3 days" while open; afterwards what happened and when ("Accepted 3 Mar 2027"). */
export function invitationWhen(
  invitation: Pick<TTenantInvitation, 'status' | 'expiresAt' | 'respondedAt'>,
  now: number = Date.now(),
): string {
  const answered = (verb: string) =>
    invitation.respondedAt ? `${verb} ${formatDate(invitation.respondedAt)}` : verb;
  switch (invitation.status) {
    case 'PENDING':
      return formatExpiry(invitation.expiresAt, now);
    case 'EXPIRED':
      return `Expired ${formatDate(invitation.expiresAt)}`;
    case 'ACCEPTED':
      return answered('Accepted');
    case 'DECLINED':
      return answered('Declined');
    case 'REVOKED':
      return answered('Withdrawn');
  }
}

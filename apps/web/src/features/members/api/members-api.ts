import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateEmployeeRequest,
  TInvitationStatus,
  TMember,
  TMemberListResponse,
  TMessageResponse,
  TTenantInvitation,
  TTenantInvitationListResponse,
  TTenantRole,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import { pharmacyKey } from '../../../lib/pharmacy.ts';

export const MEMBERS_PAGE_SIZE = 10;
export const INVITATIONS_PAGE_SIZE = 10;
/** The role form lists up to this many members to choose from (the API's largest page). */
export const MEMBER_PICKER_LIMIT = 100;

const membersKey = (tenantId: string) => [...pharmacyKey(tenantId), 'members'] as const;
const invitationsKey = (tenantId: string) => [...pharmacyKey(tenantId), 'invitations'] as const;

export type InvitationFilter = TInvitationStatus | 'ALL';

export function useMembers(tenantId: string, cursor: number, limit = MEMBERS_PAGE_SIZE) {
  return useQuery({
    queryKey: [...membersKey(tenantId), 'list', { cursor, limit }],
    queryFn: ({ signal }) =>
      api<TMemberListResponse>({
        path: `/tenants/${tenantId}/members`,
        query: { cursor, limit },
        signal,
      }),
    enabled: tenantId !== '',
    placeholderData: keepPreviousData,
  });
}

export function useMember(tenantId: string, userId: string | null) {
  return useQuery({
    queryKey: [...membersKey(tenantId), 'one', userId],
    queryFn: ({ signal }) =>
      api<TMember>({ path: `/tenants/${tenantId}/members/${userId ?? ''}`, signal }),
    enabled: tenantId !== '' && userId !== null,
  });
}

/**
 * POST /user/employee invites an e-mail to the chosen pharmacy; the API e-mails the invitation.
 * The person becomes a member only by accepting it (issue 12), so only the invitations change.
 */
export function useInviteMember(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateEmployeeRequest) =>
      api<TTenantInvitation>({
        method: 'POST',
        path: '/user/employee',
        body,
        tenantId,
        redirectOnForbidden: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey(tenantId) }),
  });
}

/** GET /tenants/{id}/invitations: one page of the pharmacy's invitations in one state (or all). */
export function useTenantInvitations(
  tenantId: string,
  { status, cursor }: { status: InvitationFilter; cursor: number },
) {
  return useQuery({
    queryKey: [...invitationsKey(tenantId), { status, cursor }],
    queryFn: ({ signal }) =>
      api<TTenantInvitationListResponse>({
        path: `/tenants/${tenantId}/invitations`,
        query: { status, cursor, limit: INVITATIONS_PAGE_SIZE },
        signal,
        redirectOnForbidden: false,
      }),
    enabled: tenantId !== '',
    placeholderData: keepPreviousData,
  });
}

/** DELETE /tenants/{id}/invitations/{invitationId}: withdraws one not answered yet. */
export function useWithdrawInvitation(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api<TMessageResponse>({
        method: 'DELETE',
        path: `/tenants/${tenantId}/invitations/${invitationId}`,
        redirectOnForbidden: false,
      }),
    // Answered or withdrawn by someone else meanwhile: the list shows the state it is in now.
    onSettled: () => client.invalidateQueries({ queryKey: invitationsKey(tenantId) }),
  });
}

export function useChangeRole(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TTenantRole }) =>
      api<TMember>({
        method: 'PUT',
        path: `/tenants/${tenantId}/members/${userId}`,
        body: { role },
        redirectOnForbidden: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey(tenantId) }),
  });
}

export function useRemoveMember(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<TMessageResponse>({
        method: 'DELETE',
        path: `/tenants/${tenantId}/members/${userId}`,
        redirectOnForbidden: false,
      }),
    onSuccess: (_, userId) => {
      // The removed member's own record is gone, not stale: re-reading it would only answer 404.
      client.removeQueries({ queryKey: [...membersKey(tenantId), 'one', userId] });
      return client.invalidateQueries({ queryKey: [...membersKey(tenantId), 'list'] });
    },
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateEmployeeRequest,
  TMember,
  TMemberListResponse,
  TMessageResponse,
  TTenantRole,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import { pharmacyKey } from '../../../lib/pharmacy.ts';

export const MEMBERS_PAGE_SIZE = 10;
/** The role form lists up to this many members to choose from (the API's largest page). */
export const MEMBER_PICKER_LIMIT = 100;

const membersKey = (tenantId: string) => [...pharmacyKey(tenantId), 'members'] as const;

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

/** POST /user/employee adds to the chosen pharmacy and e-mails the invitation. */
export function useAddMember(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateEmployeeRequest) =>
      api<TMember>({
        method: 'POST',
        path: '/user/employee',
        body,
        tenantId,
        redirectOnForbidden: false,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: membersKey(tenantId) }),
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

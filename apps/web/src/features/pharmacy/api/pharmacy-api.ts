import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  TBranch,
  TBranchListResponse,
  TCreateBranchRequest,
  TCreateTenantRequest,
  TMessageResponse,
  TTenantDetail,
  TTenantListResponse,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import { pharmacyKey } from '../../../lib/pharmacy.ts';
import { getQueryClient } from '../../../lib/session.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useTenantStore } from '../../../stores/tenant-store.ts';

export const PHARMACIES_PAGE_SIZE = 10;
export const BRANCHES_PAGE_SIZE = 10;

/** My pharmacies are the user's, not a pharmacy's: the key carries no tenant id. */
export const myPharmaciesKey = ['tenants', 'mine'] as const;

export const myPharmaciesQuery = (cursor: number, limit = PHARMACIES_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...myPharmaciesKey, { cursor, limit }],
    queryFn: ({ signal }) =>
      api<TTenantListResponse>({ path: '/tenants/mine', query: { cursor, limit }, signal }),
    placeholderData: keepPreviousData,
  });

/** `pollWhileEmptyMs`: re-read on this interval while the user belongs to no pharmacy. */
export function useMyPharmacies(
  cursor: number,
  { pollWhileEmptyMs }: { pollWhileEmptyMs?: number } = {},
) {
  return useQuery({
    ...myPharmaciesQuery(cursor),
    refetchInterval: (query) =>
      pollWhileEmptyMs !== undefined && query.state.data?.total === 0 ? pollWhileEmptyMs : false,
  });
}

export function useCreatePharmacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateTenantRequest) =>
      api<TTenantDetail>({ method: 'POST', path: '/tenants', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: myPharmaciesKey }),
  });
}

const branchesKey = (tenantId: string) => [...pharmacyKey(tenantId), 'branches'] as const;

export function useBranches(tenantId: string, cursor: number, enabled: boolean) {
  return useQuery({
    queryKey: [...branchesKey(tenantId), { cursor }],
    queryFn: ({ signal }) =>
      api<TBranchListResponse>({
        path: `/tenants/${tenantId}/branches`,
        query: { cursor, limit: BRANCHES_PAGE_SIZE },
        signal,
      }),
    enabled: enabled && tenantId !== '',
    placeholderData: keepPreviousData,
  });
}

export function useCreateBranch(tenantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateBranchRequest) =>
      api<TBranch>({
        method: 'POST',
        path: `/tenants/${tenantId}/branches`,
        body,
        redirectOnForbidden: false,
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: branchesKey(tenantId) }),
        client.invalidateQueries({ queryKey: myPharmaciesKey }),
      ]),
  });
}

/** The pharmacy a branch belongs to, asked as that pharmacy (answers only to its members). */
export function useParentPharmacy(parentId: string | null) {
  return useQuery({
    queryKey: [...pharmacyKey(parentId ?? ''), 'current'],
    queryFn: ({ signal }) =>
      api<TTenantDetail>({ path: '/tenants/current', tenantId: parentId ?? undefined, signal }),
    enabled: parentId !== null,
    retry: false,
  });
}

/**
 * Leaves a pharmacy (the API refuses the last owner with a message). Leaving the chosen one
 * un-chooses it and drops every cached answer, which were that pharmacy's data.
 */
export function useLeavePharmacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tenantId, userId }: { tenantId: string; userId: string }) =>
      api<TMessageResponse>({
        method: 'DELETE',
        path: `/tenants/${tenantId}/members/${userId}`,
        redirectOnForbidden: false,
      }),
    onSuccess: (_answer, { tenantId }) => {
      if (useTenantStore.getState().tenantOrgId === tenantId) {
        useTenantStore.getState().clearTenant();
        useAuthStore.getState().setTenant(null);
        getQueryClient()?.clear();
      }
      return client.invalidateQueries({ queryKey: myPharmaciesKey });
    },
  });
}

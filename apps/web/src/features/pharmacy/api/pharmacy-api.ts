import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBranch,
  TBranchListResponse,
  TCreateBranchRequest,
  TMessageResponse,
  TTenantDetail,
} from '@dawa/contract';
import { api } from '../../../lib/api.ts';
import {
  createPharmacy,
  myPharmaciesKey,
  myPharmaciesQuery,
  pharmacyKey,
} from '../../../lib/pharmacy.ts';
import { clearPharmacy } from '../../../lib/tenant-switch.ts';
import { useTenantStore } from '../../../stores/tenant-store.ts';

export const PHARMACIES_PAGE_SIZE = 10;
export const BRANCHES_PAGE_SIZE = 10;

/** `pollWhileEmptyMs`: re-read on this interval while the user belongs to no pharmacy. */
export function useMyPharmacies(
  cursor: number,
  { pollWhileEmptyMs }: { pollWhileEmptyMs?: number } = {},
) {
  return useQuery({
    ...myPharmaciesQuery(cursor, PHARMACIES_PAGE_SIZE),
    refetchInterval: (query) =>
      pollWhileEmptyMs !== undefined && query.state.data?.total === 0 ? pollWhileEmptyMs : false,
  });
}

export function useCreatePharmacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createPharmacy,
    onSuccess: () => client.invalidateQueries({ queryKey: myPharmaciesKey }),
  });
}

const branchesKey = (tenantId: string) => [...pharmacyKey(tenantId), 'branches'] as const;

export function useBranches(tenantId: string, cursor: number) {
  return useQuery({
    queryKey: [...branchesKey(tenantId), { cursor }],
    queryFn: ({ signal }) =>
      api<TBranchListResponse>({
        path: `/tenants/${tenantId}/branches`,
        query: { cursor, limit: BRANCHES_PAGE_SIZE },
        signal,
      }),
    enabled: tenantId !== '',
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
      if (useTenantStore.getState().tenantOrgId === tenantId) clearPharmacy();
      return client.invalidateQueries({ queryKey: myPharmaciesKey });
    },
  });
}

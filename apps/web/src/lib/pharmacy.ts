import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TCreateTenantRequest,
  TTenant,
  TTenantDetail,
  TTenantListResponse,
  TTenantRole,
} from '@dawa/contract';
import { useAuthStore } from '../stores/auth-store.ts';
import { useTenantStore } from '../stores/tenant-store.ts';
import { api } from './api.ts';
import { switchPharmacy } from './tenant-switch.ts';

// The chosen pharmacy as the API sees it, and the role rules the screens mirror. The API decides
// (decision 003); the screens only avoid offering what it would refuse. What a role may do is the
// contract's permission table (`can`), the one the API's access guard reads.

/**
 * Whether `actor` may change or remove a member holding `target`, or grant `next` (the API's
 * canManage): owners manage everyone; administrators manage administrators and users only.
 */
export function canManage(
  actor: TTenantRole | null | undefined,
  target: TTenantRole,
  next?: TTenantRole,
) {
  if (actor === 'OWNER') return true;
  if (actor !== 'ADMIN') return false;
  return target !== 'OWNER' && next !== 'OWNER';
}

/** Query key of everything about one pharmacy: switching can never show another's data. */
export const pharmacyKey = (tenantId: string) => ['tenant', tenantId] as const;

/** My pharmacies are the user's, not a pharmacy's: the key carries no tenant id. */
export const myPharmaciesKey = ['tenants', 'mine'] as const;

/** One page of GET /tenants/mine: the list page, the switch dialog and sign-in share it. */
export const myPharmaciesQuery = (cursor: number, limit: number) =>
  queryOptions({
    queryKey: [...myPharmaciesKey, { cursor, limit }],
    queryFn: ({ signal }) =>
      api<TTenantListResponse>({ path: '/tenants/mine', query: { cursor, limit }, signal }),
    placeholderData: keepPreviousData,
  });

/** How many pharmacies the switch dialog lists (the list page pages through all). */
export const SWITCH_LIST_LIMIT = 50;

/** POST /tenants: a new pharmacy, with the caller as its owner. */
export const createPharmacy = (body: TCreateTenantRequest) =>
  api<TTenantDetail>({ method: 'POST', path: '/tenants', body });

/**
 * The chosen pharmacy, fresh from GET /tenants/current (the role may have changed since it was
 * chosen). `tenantId` is empty when none is chosen; the query then stays idle.
 */
export function useCurrentPharmacy() {
  const tenantId = useTenantStore((s) => s.tenantOrgId);
  const query = useQuery({
    queryKey: [...pharmacyKey(tenantId), 'current'],
    queryFn: ({ signal }) => api<TTenantDetail>({ path: '/tenants/current', signal }),
    enabled: tenantId !== '',
  });
  return { tenantId, ...query };
}

/** The fields the stores keep of a pharmacy (tenantDetail, docs/product.md#client-state). */
export const tenantOf = (t: TTenant): TTenant => ({
  id: t.id,
  name: t.name,
  org_type: t.org_type,
  address: t.address,
  city: t.city,
  status: t.status,
  role: t.role,
});

/**
 * Makes `tenant` the chosen pharmacy after the API confirmed the caller still belongs to it (the
 * list may be older than a removal), answering the fresh record.
 */
export async function checkAndSwitch(tenant: TTenant): Promise<TTenantDetail> {
  const fresh = await api<TTenantDetail>({ path: '/tenants/current', tenantId: tenant.id });
  switchPharmacy(tenantOf(fresh));
  return fresh;
}

/** The user has a pharmacy now: they are no longer a new joiner (docs/product.md#client-state). */
export function settleNewJoiner(): void {
  const auth = useAuthStore.getState();
  auth.setNewJoiner(false);
  auth.setHasTenant(true);
}

/** A pharmacy the user just created: it becomes the chosen one, and they a settled member. */
export function adoptNewPharmacy(tenant: TTenantDetail): void {
  switchPharmacy(tenantOf(tenant));
  settleNewJoiner();
}

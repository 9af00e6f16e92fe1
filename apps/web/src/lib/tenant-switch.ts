import type { TTenant } from '@dawa/contract';
import { useAuthStore } from '../stores/auth-store.ts';
import { useTenantStore } from '../stores/tenant-store.ts';
import type { QueryClient } from '@tanstack/react-query';
import { getQueryClient } from './session.ts';

/**
 * Drops every cached answer, since any may belong to the old pharmacy: answers no screen shows are
 * removed, and those on screen are reset (their data goes) and asked again at once, so the page
 * the user is on shows the new pharmacy's (or the signed-in user's) answer instead of keeping the
 * one it had. `clear()` would leave a mounted page holding its old answer until a reload.
 */
function dropCachedAnswers(client: QueryClient | null | undefined): void {
  if (!client) return;
  client.getMutationCache().clear();
  client.removeQueries({ type: 'inactive' });
  void client.resetQueries({ type: 'active' });
}

/**
 * Makes `tenant` the chosen pharmacy (docs/product.md#organisations and #client-state): both stores learn it, the switch
 * dialog closes, and every cached answer is dropped, because any of them may belong to the old
 * pharmacy (queries refetch with the new tenant header on their next use).
 */
export function switchPharmacy(tenant: TTenant): void {
  const previous = useTenantStore.getState().tenantOrgId;
  useTenantStore.getState().chooseTenant(tenant);
  useTenantStore.getState().setTenantSwitchDialog({ open: false, isClosable: false });
  useAuthStore.getState().setTenant(tenant, tenant.role);
  if (previous !== tenant.id) dropCachedAnswers(getQueryClient());
}

/** No pharmacy is chosen any more (the user left it): the stores forget it, its answers go. */
export function clearPharmacy(): void {
  const previous = useTenantStore.getState().tenantOrgId;
  useTenantStore.getState().clearTenant();
  useAuthStore.getState().setTenant(null);
  if (previous !== '') dropCachedAnswers(getQueryClient());
}

/** Asks the user to choose a pharmacy; `isClosable` when carrying on without one is allowed. */
export function openPharmacySwitch(isClosable: boolean): void {
  useTenantStore.getState().setTenantSwitchDialog({ open: true, isClosable });
}

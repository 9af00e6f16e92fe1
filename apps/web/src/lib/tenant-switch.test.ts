import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createTestTenant } from '../test/factories.ts';
import { INITIAL_AUTH_STATE, useAuthStore } from '../stores/auth-store.ts';
import { INITIAL_TENANT_STATE, useTenantStore } from '../stores/tenant-store.ts';
import { attachQueryClient } from './session.ts';
import { openPharmacySwitch, switchPharmacy } from './tenant-switch.ts';

let client: QueryClient;

beforeEach(() => {
  useAuthStore.setState(INITIAL_AUTH_STATE);
  useTenantStore.setState(INITIAL_TENANT_STATE);
  localStorage.clear();
  client = new QueryClient();
  attachQueryClient(client);
});

describe('switchPharmacy', () => {
  it('makes the tenant the chosen pharmacy in both stores and closes the dialog', () => {
    openPharmacySwitch(true);
    const tenant = createTestTenant({ role: 'ADMIN' });

    switchPharmacy(tenant);

    const t = useTenantStore.getState();
    expect(t.tenantOrgId).toBe(tenant.id);
    expect(t.tenantDetail).toEqual(tenant);
    expect(t.tenantSwitchDialog).toEqual({ open: false, isClosable: false });
    const a = useAuthStore.getState();
    expect(a.tenant).toEqual(tenant);
    expect(a.tenant_role).toBe('ADMIN');
  });

  it('drops every cached answer when the pharmacy changes', () => {
    const first = createTestTenant();
    switchPharmacy(first);
    client.setQueryData(['stock', first.id], [1, 2]);
    client.setQueryData(['me'], { id: 'u' });

    switchPharmacy(createTestTenant());

    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('asks again for the answers on screen, so the open page never keeps the old one', async () => {
    const first = createTestTenant();
    switchPharmacy(first);
    let answer = 'old pharmacy';
    const queryFn = vi.fn(() => Promise.resolve(answer));
    const observer = new QueryObserver(client, { queryKey: ['listing', 'x'], queryFn });
    const seen: (string | undefined)[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('old pharmacy'));

    answer = 'new pharmacy';
    switchPharmacy(createTestTenant());

    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('new pharmacy'));
    expect(queryFn).toHaveBeenCalledTimes(2);
    // Between the two answers the page saw no data, never the old answer under the new pharmacy.
    expect(seen.slice(seen.indexOf(undefined, 1))).not.toContain('old pharmacy');
    stop();
  });

  it('clears the cache on the first choice too (from no pharmacy)', () => {
    client.setQueryData(['posts'], ['x']);
    switchPharmacy(createTestTenant());
    expect(client.getQueryData(['posts'])).toBeUndefined();
  });

  it('keeps the cache when the same pharmacy is chosen again', () => {
    const tenant = createTestTenant({ role: 'USER' });
    switchPharmacy(tenant);
    client.setQueryData(['stock', tenant.id], [1, 2]);
    openPharmacySwitch(false);

    switchPharmacy({ ...tenant, role: 'ADMIN' });

    expect(client.getQueryData(['stock', tenant.id])).toEqual([1, 2]);
    expect(useTenantStore.getState().tenantSwitchDialog.open).toBe(false);
    expect(useAuthStore.getState().tenant_role).toBe('ADMIN');
  });
});

describe('openPharmacySwitch', () => {
  it('opens the dialog, closable or not', () => {
    openPharmacySwitch(false);
    expect(useTenantStore.getState().tenantSwitchDialog).toEqual({ open: true, isClosable: false });
    openPharmacySwitch(true);
    expect(useTenantStore.getState().tenantSwitchDialog).toEqual({ open: true, isClosable: true });
  });
});

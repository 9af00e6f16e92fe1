import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dawa/contract';
import { createTestTenant, readStored } from '../test/factories.ts';
import { INITIAL_TENANT_STATE, useTenantStore } from './tenant-store.ts';

beforeEach(() => {
  useTenantStore.setState(INITIAL_TENANT_STATE);
  localStorage.clear();
});

describe('tenant store', () => {
  it('starts with no pharmacy and a closed switch dialog (docs/product.md#client-state)', () => {
    const s = useTenantStore.getState();
    expect(s.tenantOrgId).toBe('');
    expect(s.tenantDetail).toBeNull();
    expect(s.tenantSwitchDialog).toEqual({ open: false, isClosable: false });
  });

  it('chooseTenant stores the id and the detail; clearTenant empties both', () => {
    const tenant = createTestTenant();
    useTenantStore.getState().chooseTenant(tenant);
    expect(useTenantStore.getState().tenantOrgId).toBe(tenant.id);
    expect(useTenantStore.getState().tenantDetail).toEqual(tenant);

    useTenantStore.getState().clearTenant();
    expect(useTenantStore.getState().tenantOrgId).toBe('');
    expect(useTenantStore.getState().tenantDetail).toBeNull();
  });

  it('sets both switch-dialog flags directly', () => {
    useTenantStore.getState().setTenantSwitchDialog({ open: true, isClosable: true });
    expect(useTenantStore.getState().tenantSwitchDialog).toEqual({ open: true, isClosable: true });
    useTenantStore.getState().setTenantSwitchDialog({ open: true, isClosable: false });
    expect(useTenantStore.getState().tenantSwitchDialog).toEqual({ open: true, isClosable: false });
  });

  it('persists the chosen pharmacy but not the dialog under the tenant key', async () => {
    const tenant = createTestTenant();
    useTenantStore.getState().chooseTenant(tenant);
    useTenantStore.getState().setTenantSwitchDialog({ open: true, isClosable: true });

    expect(STORAGE_KEYS.tenant).toMatch(/^dawa/);
    expect(readStored(STORAGE_KEYS.tenant)).toEqual({
      tenantOrgId: tenant.id,
      tenantDetail: tenant,
    });

    vi.resetModules();
    const reloaded = (await import('./tenant-store.ts')).useTenantStore.getState();
    expect(reloaded.tenantOrgId).toBe(tenant.id);
    expect(reloaded.tenantDetail).toEqual(tenant);
    expect(reloaded.tenantSwitchDialog).toEqual({ open: false, isClosable: false });
  });
});

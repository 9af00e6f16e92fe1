import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS, type TTenant, type TTenantRecord } from '@dawa/contract';
import { readStoredWhileHydrating } from './stored-while-hydrating.ts';

// The chosen pharmacy (the tenant record of docs/product.md#client-state). Its id goes out in the tenant header of
// every API call and into every tenant-scoped query key.

export interface TenantActions {
  chooseTenant: (tenant: TTenant) => void;
  clearTenant: () => void;
  setTenantSwitchDialog: (dialog: TTenantRecord['tenantSwitchDialog']) => void;
}

export const INITIAL_TENANT_STATE: TTenantRecord = {
  tenantOrgId: '',
  tenantDetail: null,
  tenantSwitchDialog: { open: false, isClosable: false },
};

export const useTenantStore = readStoredWhileHydrating(
  create<TTenantRecord & TenantActions>()(
    persist(
      (set) => ({
        ...INITIAL_TENANT_STATE,
        chooseTenant: (tenant) => set({ tenantOrgId: tenant.id, tenantDetail: tenant }),
        clearTenant: () => set({ tenantOrgId: '', tenantDetail: null }),
        setTenantSwitchDialog: (tenantSwitchDialog) => set({ tenantSwitchDialog }),
      }),
      {
        name: STORAGE_KEYS.tenant,
        version: 0,
        storage: createJSONStorage(() => localStorage),
        partialize: (s) => ({ tenantOrgId: s.tenantOrgId, tenantDetail: s.tenantDetail }),
      },
    ),
  ),
);

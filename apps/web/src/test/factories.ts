import type { TTenant, TUser, TUserSettings } from '@dawa/contract';

// Small factories for unit tests: sensible defaults, any field overridable.

let sequence = 0;
const nextUuid = (): string => {
  sequence += 1;
  return `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`;
};

export function createTestUser(overrides: Partial<TUser> = {}): TUser {
  const id = overrides.id ?? nextUuid();
  return {
    id,
    fbId: `google-${id}`,
    emailVerified: true,
    email: `user-${id.slice(-4)}@example.et`,
    picture: null,
    fullName: 'Abebe Kebede',
    phoneNumber: '+251911000000',
    username: null,
    status: 'ACTIVE',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

export function createTestTenant(overrides: Partial<TTenant> = {}): TTenant {
  return {
    id: nextUuid(),
    name: 'Bole Pharmacy',
    org_type: 'PHARMACY',
    address: 'Bole Road 12',
    city: 'Addis',
    status: 'ACTIVE',
    role: 'OWNER',
    ...overrides,
  };
}

export function createTestUserSettings(hasTenant = false): TUserSettings {
  return { new_joiner_actions: { has_tenant: hasTenant } };
}

/** What a persisted zustand store wrote to local storage under `key` (its `state` part). */
export function readStored(key: string): Record<string, unknown> | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  return (JSON.parse(raw) as { state: Record<string, unknown> }).state;
}

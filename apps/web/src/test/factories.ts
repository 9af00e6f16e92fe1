import type { TPost, TPostListResponse, TTenant, TUser, TUserSettings } from '@dawa/contract';

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
    language: null,
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

/** A published listing with one photo; override what a test cares about. */
export function createTestPost(overrides: Partial<TPost> = {}): TPost {
  const id = overrides.id ?? nextUuid();
  return {
    id,
    title: 'Paracetamol 500 mg, box of 100',
    description: 'Sealed boxes of 100 tablets.',
    category: '10000000-0000-4000-8000-000000000001',
    sub_category: '10000000-0000-4000-8000-000000000002',
    condition: 'NEW',
    price: 1250,
    custom_price: null,
    negotiable: false,
    contactPhone: '+251911223344',
    location: 'Bole',
    bulk_available: false,
    bulk_price: null,
    bulk_quantity: null,
    delivery_note: null,
    additional_note: null,
    user_sell_policy: null,
    user_terms_and_conditions: null,
    warranty_note: null,
    delivery_available: false,
    color: null,
    size: null,
    expiry_date: null,
    pack_size: null,
    quantity_available: null,
    min_order_quantity: null,
    manufacturer: null,
    registration_number: null,
    compliance_status: 'APPROVED',
    rejection_reason: null,
    status: 'ACTIVE',
    created_by: '20000000-0000-4000-8000-000000000001',
    isSavedPost: false,
    medias: [
      {
        id: nextUuid(),
        postId: id,
        name: 'photo.png',
        url: `/api/files/${id}.webp`,
        displayUrl: `/api/files/${id}-display.webp`,
        thumbnailUrl: `/api/files/${id}-thumb.webp`,
        isPrimary: true,
      },
    ],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /post's answer holding `posts` as its only page. */
export function createTestListResponse(posts: TPost[], limit = 10): TPostListResponse {
  return {
    hasMore: false,
    posts: {
      posts,
      limit,
      cursor: 0,
      nextCursor: null,
      pages: 1,
      total: posts.length,
      hasMore: false,
      priceRange: { min_price: 0, max_price: 0 },
    },
  };
}

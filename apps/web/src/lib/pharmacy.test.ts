import { describe, expect, it } from 'vitest';
import { can, type TTenantRole } from '@dawa/contract';
import { canManage, tenantOf } from './pharmacy.ts';

describe('role rules the screens mirror (the API decides)', () => {
  it('owners and administrators manage members (the permission table); users and no role do not', () => {
    expect(
      ['OWNER', 'ADMIN', 'USER', null, undefined].map((r) =>
        can(r as TTenantRole, 'members.manage'),
      ),
    ).toEqual([true, true, false, false, false]);
  });

  it.each([
    ['OWNER', 'OWNER', 'USER', true],
    ['OWNER', 'USER', 'OWNER', true],
    ['ADMIN', 'USER', 'ADMIN', true],
    ['ADMIN', 'ADMIN', 'USER', true],
    ['ADMIN', 'OWNER', 'ADMIN', false],
    ['ADMIN', 'USER', 'OWNER', false],
    ['USER', 'USER', 'ADMIN', false],
  ] as const)('%s changing a %s to %s: %s', (actor, target, next, allowed) => {
    expect(canManage(actor, target, next)).toBe(allowed);
  });

  it('an administrator may remove users and administrators, not owners', () => {
    expect(canManage('ADMIN', 'ADMIN')).toBe(true);
    expect(canManage('ADMIN', 'OWNER')).toBe(false);
  });
});

describe('tenantOf', () => {
  it('keeps only the fields the stores hold', () => {
    const detail = {
      id: 'a9a3c1c6-0d5a-4d07-9d4e-9b1b1b2b3b4b',
      name: 'Bole Pharmacy',
      org_type: 'PHARMACY' as const,
      address: 'Bole Road',
      city: 'Addis Ababa',
      status: 'ACTIVE' as const,
      role: 'OWNER' as const,
      tin_number: '0012345678',
      parent_id: null,
      createdAt: '2026-11-23T10:00:00.000Z',
    };
    expect(tenantOf(detail)).toEqual({
      id: detail.id,
      name: 'Bole Pharmacy',
      org_type: 'PHARMACY',
      address: 'Bole Road',
      city: 'Addis Ababa',
      status: 'ACTIVE',
      role: 'OWNER',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { TOrgType, TTenant } from '@dawa/contract';
import { mostlyBuys, panelsFor, type DashboardViewer } from './dashboard-panels.ts';

const viewer = (org_type: TOrgType | null): DashboardViewer => ({
  userId: 'u1',
  isPlatformAdmin: false,
  tenant: org_type === null ? null : ({ id: 't1', name: 'Org', org_type } as TTenant),
});

// Issue 31: a clinic's dashboard led with selling; organisations that mostly buy see buying first.
describe('dashboard panels', () => {
  it('leads a seller with their listings', () => {
    expect(panelsFor(viewer('PHARMACY')).map((p) => p.id)).toEqual([
      'invitations',
      'my-listings',
      'saved',
      'new-in-categories',
      'recent-searches',
    ]);
  });

  it.each(['CLINIC', 'HEALTH_CARE_PROVIDER', 'GOVERNMENT_HEALTH_AGENCY'] as const)(
    'leads a %s with saved listings and searches, its own listings last',
    (type) => {
      expect(mostlyBuys(viewer(type))).toBe(true);
      expect(panelsFor(viewer(type)).map((p) => p.id)).toEqual([
        'invitations',
        'saved',
        'new-in-categories',
        'recent-searches',
        'my-listings',
      ]);
    },
  );

  it('does not count sellers or someone without an organisation as buyers', () => {
    for (const type of ['PHARMACY', 'IMPORTER', 'WHOLE_SELLER', 'Distributor'] as const)
      expect(mostlyBuys(viewer(type))).toBe(false);
    expect(mostlyBuys(viewer(null))).toBe(false);
  });
});

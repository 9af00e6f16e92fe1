import { describe, expect, it } from 'vitest';
import type { TTenant } from '@dawa/contract';
import { sellingAs } from './selling.ts';

const pharmacy: TTenant = {
  id: 'p',
  name: 'Kenema Pharmacy',
  org_type: 'PHARMACY',
  address: null,
  city: null,
  status: 'ACTIVE',
  role: 'USER',
};

describe('sellingAs', () => {
  it('sells on their own account with no organisation chosen', () => {
    expect(sellingAs(null, null)).toEqual({ organisation: null, canSell: true });
  });
  it('sells for the organisation chosen only with a role that manages its listings', () => {
    expect(sellingAs(pharmacy, 'OWNER').canSell).toBe(true);
    expect(sellingAs(pharmacy, 'ADMIN').canSell).toBe(true);
    expect(sellingAs(pharmacy, 'USER').canSell).toBe(false);
    expect(sellingAs(pharmacy, null).canSell).toBe(false);
  });
});

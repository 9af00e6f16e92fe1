import { describe, expect, it } from 'vitest';
import type { TPostDetail } from '@dawa/contract';
import { managesListing } from './manages-listing.ts';

const seller = (organisation: TPostDetail['createdBy']['organisation']) =>
  ({
    id: 'author',
    fullName: 'Abebe',
    picture: null,
    username: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    shop: null,
    organisation,
  }) satisfies TPostDetail['createdBy'];

describe('managesListing', () => {
  const org = { id: 'org', name: 'Kenema Pharmacy' };
  it('a listing sold on its own account is its author’s only', () => {
    expect(managesListing(seller(null), 'author', { id: null, role: null })).toBe(true);
    expect(managesListing(seller(null), 'someone', { id: 'org', role: 'OWNER' })).toBe(false);
    expect(managesListing(seller(null), null, { id: null, role: null })).toBe(false);
  });
  it('an organisation’s listing is managed by its members who manage listings, with it chosen', () => {
    expect(managesListing(seller(org), 'colleague', { id: 'org', role: 'ADMIN' })).toBe(true);
    expect(managesListing(seller(org), 'colleague', { id: 'org', role: 'USER' })).toBe(false);
    expect(managesListing(seller(org), 'author', { id: 'other', role: 'OWNER' })).toBe(false);
    expect(managesListing(seller(org), 'author', { id: null, role: null })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { advertBadges, profileTabOf, statusMoveOf } from './advert-actions.ts';

describe('profileTabOf', () => {
  it('keeps a known tab and falls back to adverts', () => {
    expect(profileTabOf('saved')).toBe('saved');
    expect(profileTabOf('account')).toBe('account');
    expect(profileTabOf('adverts')).toBe('adverts');
    expect(profileTabOf('something-old')).toBe('adverts');
  });
});

describe('statusMoveOf', () => {
  it('offers the one move each status allows', () => {
    expect(statusMoveOf({ status: 'ACTIVE' })?.status).toBe('SOLD');
    expect(statusMoveOf({ status: 'SOLD' })).toMatchObject({ status: 'ACTIVE', label: 'Relist' });
    expect(statusMoveOf({ status: 'EXPIRED' })?.status).toBe('ACTIVE');
    expect(statusMoveOf({ status: 'DRAFT' })).toMatchObject({ status: 'ACTIVE', label: 'Publish' });
    expect(statusMoveOf({ status: 'REMOVED' })).toBeNull();
  });
});

describe('advertBadges', () => {
  it('shows the status, and the review state unless approved (never "Live" while hidden)', () => {
    expect(advertBadges({ status: 'ACTIVE', compliance_status: 'APPROVED' })).toEqual([
      { label: 'Live', color: 'success' },
    ]);
    expect(
      advertBadges({ status: 'ACTIVE', compliance_status: 'PENDING' }).map((b) => b.label),
    ).toEqual(['Awaiting review']);
    expect(
      advertBadges({ status: 'ACTIVE', compliance_status: 'REJECTED' }).map((b) => b.label),
    ).toEqual(['Rejected']);
    expect(
      advertBadges({ status: 'DRAFT', compliance_status: 'REJECTED' }).map((b) => b.label),
    ).toEqual(['Draft', 'Rejected']);
  });
});

import { describe, expect, it } from 'vitest';
import { invitationWhen, parseInvitationFilter } from './invitation-text.ts';

describe('parseInvitationFilter', () => {
  it('reads a state or ALL from the address, in any case', () => {
    expect(parseInvitationFilter('ACCEPTED')).toBe('ACCEPTED');
    expect(parseInvitationFilter('revoked')).toBe('REVOKED');
    expect(parseInvitationFilter('all')).toBe('ALL');
  });

  it('falls back to the open ones for a missing or unknown value', () => {
    expect(parseInvitationFilter(null)).toBe('PENDING');
    expect(parseInvitationFilter('')).toBe('PENDING');
    expect(parseInvitationFilter('EVERYTHING')).toBe('PENDING');
  });
});

describe('invitationWhen', () => {
  const now = Date.parse('2027-03-01T12:00:00.000Z');
  const base = { expiresAt: '2027-03-04T12:00:00.000Z', respondedAt: null };

  it('counts down an open invitation', () => {
    expect(invitationWhen({ ...base, status: 'PENDING' }, now)).toBe('Expires in 3 days');
  });

  it('dates the answer, or the expiry, of a closed one', () => {
    const respondedAt = '2027-02-20T09:00:00.000Z';
    expect(invitationWhen({ ...base, status: 'ACCEPTED', respondedAt }, now)).toBe(
      'Accepted 20 Feb 2027',
    );
    expect(invitationWhen({ ...base, status: 'DECLINED', respondedAt }, now)).toBe(
      'Declined 20 Feb 2027',
    );
    expect(invitationWhen({ ...base, status: 'REVOKED', respondedAt }, now)).toBe(
      'Withdrawn 20 Feb 2027',
    );
    expect(
      invitationWhen({ ...base, status: 'EXPIRED', expiresAt: '2027-02-25T12:00:00.000Z' }, now),
    ).toBe('Expired 25 Feb 2027');
  });

  it('names the answer without a date when the API gives none', () => {
    expect(invitationWhen({ ...base, status: 'ACCEPTED' }, now)).toBe('Accepted');
  });
});

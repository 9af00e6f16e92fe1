import { describe, expect, it } from 'vitest';
import { translator, wordsIn } from '../../i18n/words.ts';
import am from './i18n/am.ts';
import { memberWords } from './i18n/index.ts';
import { expiryText, invitationWhen, parseInvitationFilter } from './invitation-text.ts';

const t = wordsIn(memberWords, 'en');

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
    expect(invitationWhen({ ...base, status: 'PENDING' }, t, 'en', now)).toBe('Expires in 3 days');
  });

  it('dates the answer, or the expiry, of a closed one', () => {
    const respondedAt = '2027-02-20T09:00:00.000Z';
    expect(invitationWhen({ ...base, status: 'ACCEPTED', respondedAt }, t, 'en', now)).toBe(
      'Accepted 20 Feb 2027',
    );
    expect(invitationWhen({ ...base, status: 'DECLINED', respondedAt }, t, 'en', now)).toBe(
      'Declined 20 Feb 2027',
    );
    expect(invitationWhen({ ...base, status: 'REVOKED', respondedAt }, t, 'en', now)).toBe(
      'Withdrawn 20 Feb 2027',
    );
    expect(
      invitationWhen(
        { ...base, status: 'EXPIRED', expiresAt: '2027-02-25T12:00:00.000Z' },
        t,
        'en',
        now,
      ),
    ).toBe('Expired 25 Feb 2027');
  });

  it('names the answer without a date when the API gives none', () => {
    expect(invitationWhen({ ...base, status: 'ACCEPTED' }, t, 'en', now)).toBe('Accepted');
  });
});

describe('expiryText', () => {
  const now = Date.parse('2027-03-01T12:00:00.000Z');
  const at = (ms: number) => new Date(now + ms).toISOString();

  it('counts down in English as lib/format.ts does', () => {
    expect(expiryText(at(30_000), t, 'en', now)).toBe('Expires in less than a minute');
    expect(expiryText(at(60_000), t, 'en', now)).toBe('Expires in 1 minute');
    expect(expiryText(at(3 * 3_600_000), t, 'en', now)).toBe('Expires in 3 hours');
    expect(expiryText(at(20 * 86_400_000), t, 'en', now)).toBe('Expires 21 Mar 2027');
    expect(expiryText(at(-1), t, 'en', now)).toBe('Expired 1 Mar 2027');
  });

  it('says it in Amharic, one in the singular, with Amharic months', () => {
    const tAm = translator(am, 'am');
    expect(expiryText(at(60_000), tAm, 'am', now)).toBe('በ1 ደቂቃ ውስጥ ያበቃል');
    expect(expiryText(at(2 * 86_400_000), tAm, 'am', now)).toBe('በ2 ቀናት ውስጥ ያበቃል');
    expect(
      invitationWhen(
        { status: 'ACCEPTED', expiresAt: at(0), respondedAt: '2027-02-20T09:00:00.000Z' },
        tAm,
        'am',
        now,
      ),
    ).toBe('20 ፌብ 2027 ተቀብለዋል');
  });
});

import { describe, expect, it } from 'vitest';
import type { Locale } from '@dawa/contract';
import { invitationsWords } from '../../i18n/invitations/index.ts';
import { loadWords, wordsIn } from '../../i18n/words.ts';
import { invitationExpiry } from './invitation-expiry.ts';

const NOW = Date.UTC(2027, 2, 1, 12, 0, 0);
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();
const expiry = (ms: number, locale: Locale) =>
  invitationExpiry(at(ms), wordsIn(invitationsWords, locale), locale, NOW);

describe('when an invitation expires, in words', () => {
  it('counts close ones and dates far and past ones, in English as lib/format.ts formatExpiry', () => {
    expect(expiry(30_000, 'en')).toBe('Expires in less than a minute');
    expect(expiry(MINUTE, 'en')).toBe('Expires in 1 minute');
    expect(expiry(9 * MINUTE, 'en')).toBe('Expires in 9 minutes');
    expect(expiry(3 * 60 * MINUTE, 'en')).toBe('Expires in 3 hours');
    expect(expiry(24 * 60 * MINUTE, 'en')).toBe('Expires in 1 day');
    expect(expiry(10 * 24 * 60 * MINUTE, 'en')).toMatch(/^Expires \d{1,2} Mar 2027$/);
    expect(expiry(-MINUTE, 'en')).toMatch(/^Expired \d{1,2} (Feb|Mar) 2027$/);
    expect(invitationExpiry('not a date', wordsIn(invitationsWords, 'en'), 'en', NOW)).toBe('');
  });

  it('says the same in Amharic, with its plurals and months', async () => {
    await loadWords('am');
    expect(expiry(MINUTE, 'am')).toBe('በ1 ደቂቃ ውስጥ ያበቃል');
    expect(expiry(9 * MINUTE, 'am')).toBe('በ9 ደቂቃዎች ውስጥ ያበቃል');
    expect(expiry(2 * 24 * 60 * MINUTE, 'am')).toBe('በ2 ቀናት ውስጥ ያበቃል');
    expect(expiry(10 * 24 * 60 * MINUTE, 'am')).toMatch(/^\d{1,2} ማርች 2027 ያበቃል$/);
  });
});

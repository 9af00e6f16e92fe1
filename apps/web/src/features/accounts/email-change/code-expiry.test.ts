import { describe, expect, it } from 'vitest';
import { loadWords, wordsIn } from '../../../i18n/words.ts';
import { formatExpiry } from '../../../lib/format.ts';
import { accountWords } from '../i18n/index.ts';
import { codeExpiry } from './code-expiry.ts';

// The e-mail change's expiry reads in English as the shared formatExpiry writes it, and in
// Amharic from the catalogue with its plurals (docs/i18n.md#plurals).

const NOW = Date.parse('2027-03-12T09:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MINUTE = 60_000;
const OFFSETS = [
  -MINUTE,
  30_000,
  MINUTE,
  9 * MINUTE,
  60 * MINUTE,
  5 * 60 * MINUTE,
  86_400_000,
  3 * 86_400_000,
  30 * 86_400_000,
];

describe('codeExpiry', () => {
  it.each(OFFSETS)('in English, %i ms from now, reads as formatExpiry does', (offset) => {
    const en = wordsIn(accountWords, 'en');
    expect(codeExpiry(en, 'en', at(offset), NOW)).toBe(formatExpiry(at(offset), NOW));
  });

  it('counts and dates in Amharic', async () => {
    await loadWords('am');
    const am = wordsIn(accountWords, 'am');
    expect(codeExpiry(am, 'am', at(MINUTE), NOW)).toBe('በ1 ደቂቃ ውስጥ ያበቃል');
    expect(codeExpiry(am, 'am', at(9 * MINUTE), NOW)).toBe('በ9 ደቂቃዎች ውስጥ ያበቃል');
    expect(codeExpiry(am, 'am', at(30_000), NOW)).toBe('ከአንድ ደቂቃ ባነሰ ጊዜ ያበቃል');
    expect(codeExpiry(am, 'am', at(-MINUTE), NOW)).toMatch(/^\d+ ማርች 2027 ጊዜው አልፏል$/);
  });

  it('is empty for a date it cannot read', () => {
    expect(codeExpiry(wordsIn(accountWords, 'en'), 'en', 'not a date', NOW)).toBe('');
  });
});

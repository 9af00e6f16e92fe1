import { describe, expect, it } from 'vitest';
import { DASHBOARD_LISTING_STATE_LABELS } from '@dawa/contract';
import { translator } from '../../i18n/words.ts';
import { STATE_WORDS } from './dashboard-words.ts';
import am from './i18n/am.ts';
import en from './i18n/en.ts';

// The dashboard's words for the contract's labels say in English what the contract says, so the
// screens read the same as before they moved to the catalogue (docs/i18n.md).
describe('dashboard words for the contract labels', () => {
  it.each(Object.entries(STATE_WORDS))('%s', (state, words) => {
    const label = DASHBOARD_LISTING_STATE_LABELS[state as keyof typeof STATE_WORDS];
    expect(en[words.label]).toBe(label);
    expect(en[words.empty]).toBe(`No listings ${label.toLowerCase()}.`);
  });
  it('counts in Amharic with 0 and 1 alike', () => {
    const t = translator(am, 'am');
    expect(t('members', { count: 0 })).toBe('0 አባል');
    expect(t('members', { count: 1 })).toBe('1 አባል');
    expect(t('members', { count: 2 })).toBe('2 አባላት');
    expect(translator(en, 'en')('views', { count: 1250 })).toBe('1,250 views');
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@dawa/contract';
import { translator } from '../../i18n/words.ts';
import { actionChoices, actionWords } from './action-words.ts';
import am from './i18n/am.ts';
import en from './i18n/en.ts';

describe('the log’s action words', () => {
  it('name every action of the contract, in English exactly as the API labels it', () => {
    const t = translator(en, 'en');
    expect(Object.fromEntries(actionChoices(t))).toEqual(AUDIT_ACTION_LABELS);
  });

  it('are Amharic in Amharic, and an action outside the vocabulary keeps the API’s label', () => {
    const t = translator(am, 'am');
    for (const [action, words] of actionChoices(t)) {
      expect(words, action).toMatch(/\p{Script=Ethiopic}/u);
      expect(words).not.toBe(AUDIT_ACTION_LABELS[action]);
    }
    expect(AUDIT_ACTIONS).toHaveLength(actionChoices(t).length);
    expect(actionWords(t, { action: 'stock-count', actionLabel: 'stock-count' })).toBe(
      'stock-count',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ORG_TYPE_LABELS } from '@dawa/contract';
import en from '../../i18n/account/en.ts';
import { ORG_TYPE_WORD } from './organisation-words.ts';

// The one table of organisation kinds' words says in English what the contract says, so every
// screen that names a kind reads as before it moved to the catalogue (docs/i18n.md).
describe('organisation kinds in words', () => {
  it.each(Object.entries(ORG_TYPE_WORD))('%s', (type, key) => {
    expect(en[key]).toBe(ORG_TYPE_LABELS[type as keyof typeof ORG_TYPE_WORD]);
  });
});

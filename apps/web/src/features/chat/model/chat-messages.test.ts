import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, POST_MESSAGES } from '@dawa/contract';
import { wordsIn } from '../../../i18n/words.ts';
import am from '../i18n/am.ts';
import en from '../i18n/en.ts';
import { chatWords } from '../i18n/index.ts';
import { chatMessage, contractMessageKey } from './chat-messages.ts';

// The chat's `contract*` words repeat the contract's messages word for word (the API answers in
// English), so a known message reads in the reader's language and English is unchanged.
const CONTRACT: Record<string, string> = {
  ...CHAT_MESSAGES,
  priceInvalid: POST_MESSAGES.priceInvalid,
  priceMax: POST_MESSAGES.priceMax,
};

describe('chat messages from the contract', () => {
  const keys = Object.keys(en).filter((key) => key.startsWith('contract'));

  it.each(keys)('%s is the contract message of that name, word for word', (key) => {
    const name = key.charAt('contract'.length).toLowerCase() + key.slice('contract'.length + 1);
    expect(en[key as keyof typeof en]).toBe(CONTRACT[name]);
    expect(contractMessageKey(CONTRACT[name] ?? '')).toBe(key);
  });

  it('says a known message in Amharic and leaves an unknown one as it came', () => {
    const amharic = { ...chatWords, loaded: { am } } as typeof chatWords;
    const t = wordsIn(amharic, 'am');
    expect(chatMessage(t, CHAT_MESSAGES.offerTotalTooHigh)).toBe(am.contractOfferTotalTooHigh);
    expect(chatMessage(wordsIn(chatWords, 'en'), CHAT_MESSAGES.offerTotalTooHigh)).toBe(
      CHAT_MESSAGES.offerTotalTooHigh,
    );
    expect(chatMessage(t, 'Something new')).toBe('Something new');
  });
});

import { CHAT_MESSAGES, POST_MESSAGES } from '@dawa/contract';
import type { T } from '../../../i18n/words.ts';
import en from '../i18n/en.ts';

// The API and the contract's schemas answer in English (packages/contract/src/messages.ts); the
// chat shows a message it knows in the reader's language, through its `contract*` catalogue keys
// (features/chat/i18n/en.ts, docs/i18n.md), and any other as it came.

type Key = Extract<keyof typeof en, string>;

const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** English message → catalogue key, for the contract's messages the chat has words for. */
const isKey = (name: string): name is Key => name in en;
const KEYS: ReadonlyMap<string, Key> = new Map(
  Object.entries<string>({
    ...CHAT_MESSAGES,
    priceInvalid: POST_MESSAGES.priceInvalid,
    priceMax: POST_MESSAGES.priceMax,
  }).flatMap(([name, text]): [string, Key][] => {
    const key = `contract${capitalised(name)}`;
    return isKey(key) ? [[text, key]] : [];
  }),
);

/** The catalogue key of a contract message, if the chat has words for it. */
export const contractMessageKey = (message: string): Key | undefined => KEYS.get(message);

/** `message` (the API's or a schema's) in the reader's language when known, else as it came. */
export function chatMessage(t: T<typeof en>, message: string): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}

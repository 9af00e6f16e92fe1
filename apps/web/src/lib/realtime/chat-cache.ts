import type { TChatMessage } from '@dawa/contract';
import type { MessagePages } from './chat-keys.ts';

// Pure changes to the cached pages of one conversation. Pages come newest first (GET
// /chat/messages), newest message first within a page; live messages join the first page.

/** Every loaded message once, oldest first (as the conversation draws them). */
export function flattenPages(data: MessagePages | undefined): TChatMessage[] {
  if (!data) return [];
  const byId = new Map<string, TChatMessage>();
  for (const page of data.pages)
    for (const message of page.chatRoomMessages) {
      const known = byId.get(message.id);
      // The same message seen twice (a page boundary moved while messages arrived): keep the
      // later copy only when it is newer news about it (an offer's state moves on).
      if (!known || newerOffer(message, known)) byId.set(message.id, message);
    }
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

const newerOffer = (a: TChatMessage, b: TChatMessage): boolean =>
  !!a.offer && !!b.offer && a.offer.updatedAt > b.offer.updatedAt;

/**
 * Adds a live message to the newest page (no-op when already there), and brings every cached
 * copy of its offer up to date: an answer to an offer changes the card of the offer itself.
 */
export function insertMessage(
  data: MessagePages | undefined,
  message: TChatMessage,
): MessagePages | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) => ({
    ...page,
    chatRoomMessages: page.chatRoomMessages.map((m) =>
      message.offer && m.offer?.id === message.offer.id && m.id !== message.id
        ? { ...m, offer: message.offer }
        : m,
    ),
  }));
  const present = data.pages.some((p) => p.chatRoomMessages.some((m) => m.id === message.id));
  const [first, ...rest] = pages;
  if (present || !first) return { ...data, pages };
  return {
    ...data,
    pages: [{ ...first, chatRoomMessages: [message, ...first.chatRoomMessages] }, ...rest],
  };
}

/** The highest seq among loaded messages (what a reconnect asks to be sent `after`). */
export function latestSeq(messages: readonly Pick<TChatMessage, 'seq'>[]): number {
  return messages.reduce((max, m) => Math.max(max, m.seq), 0);
}

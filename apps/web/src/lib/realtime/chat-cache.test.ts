import { describe, expect, it } from 'vitest';
import type { TChatMessage, TChatMessagesResponse, TChatOffer } from '@dawa/contract';
import { flattenPages, insertMessage, latestSeq } from './chat-cache.ts';
import type { MessagePages } from './chat-keys.ts';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function message(seq: number, extra: Partial<TChatMessage> = {}): TChatMessage {
  return {
    id: uuid(seq),
    seq,
    chat_room_id: uuid(900),
    sender_id: uuid(901),
    message: `m${String(seq)}`,
    message_type: 'TEXT',
    createdAt: new Date(2027, 0, 1, 0, seq).toISOString(),
    sender_user: { id: uuid(901), picture: null, fullName: 'A', username: 'a', email: 'a@x.et' },
    members: [uuid(901), uuid(902)],
    buyer_id: uuid(902),
    client_id: null,
    image: null,
    listing: null,
    offer: null,
    offer_status: null,
    ...extra,
  };
}

/** Pages as the API answers them: newest page first, newest message first inside. */
function pages(...seqs: number[][]): MessagePages {
  const list: TChatMessagesResponse[] = seqs.map((s) => ({
    hasMore: true,
    nextCursor: Math.min(...s),
    chatRoomMessages: s.map((n) => message(n)),
  }));
  return { pages: list, pageParams: list.map((_, i) => i) };
}

describe('flattenPages', () => {
  it('merges pages into one list, oldest first', () => {
    expect(flattenPages(pages([6, 5, 4], [3, 2, 1])).map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('shows a message twice never, even when it sits on two pages', () => {
    // A live message joined page 1 after page 2 was asked with a cursor taken earlier.
    expect(flattenPages(pages([7, 6, 5], [5, 4, 3])).map((m) => m.seq)).toEqual([3, 4, 5, 6, 7]);
  });

  it('is empty before anything loaded', () => {
    expect(flattenPages(undefined)).toEqual([]);
  });
});

describe('insertMessage', () => {
  it('adds a live message on top of the newest page, once', () => {
    const once = insertMessage(pages([2, 1]), message(3));
    expect(flattenPages(once).map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(insertMessage(once, message(3))?.pages[0]?.chatRoomMessages).toHaveLength(3);
  });

  it('brings the offer card up to date when its answer arrives', () => {
    const offer: TChatOffer = {
      id: uuid(500),
      chat_room_id: uuid(900),
      post_id: uuid(501),
      buyer_id: uuid(901),
      seller_id: uuid(902),
      quantity: 10,
      unit_price: 12.5,
      total: 125,
      currency: 'ETB',
      status: 'PENDING',
      createdAt: '2027-01-01T00:00:00.000Z',
      updatedAt: '2027-01-01T00:00:00.000Z',
      decidedAt: null,
    };
    const data = insertMessage(
      pages([1]),
      message(2, { message_type: 'OFFER', offer, offer_status: 'PENDING' }),
    );
    const accepted = {
      ...offer,
      status: 'ACCEPTED' as const,
      updatedAt: '2027-01-01T00:05:00.000Z',
    };
    const after = insertMessage(
      data,
      message(3, { message_type: 'OFFER', offer: accepted, offer_status: 'ACCEPTED' }),
    );
    const list = flattenPages(after);
    expect(list.map((m) => [m.seq, m.offer?.status ?? null])).toEqual([
      [1, null],
      [2, 'ACCEPTED'],
      [3, 'ACCEPTED'],
    ]);
    // The announcement keeps what it announced.
    expect(list[1]?.offer_status).toBe('PENDING');
  });

  it('leaves a conversation that was never loaded alone', () => {
    expect(insertMessage(undefined, message(1))).toBeUndefined();
  });
});

describe('latestSeq', () => {
  it('is the highest seq, 0 for none', () => {
    expect(latestSeq([{ seq: 3 }, { seq: 9 }, { seq: 4 }])).toBe(9);
    expect(latestSeq([])).toBe(0);
  });
});

import type { TChatMessage } from '@dawa/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFromMySide, messagePreview, notifyNewMessage } from './chat-notifications.ts';

// Issue 31: chat previews printed "ETB 3800.00"; an offer reads as the app writes money.
describe('messagePreview', () => {
  it("writes an offer's money as the app does, also for offers stored in the old form", () => {
    expect(
      messagePreview({
        message_type: 'OFFER',
        message: 'Offer: 2 × ETB 3800.00 for Gloves (total ETB 7600.00)',
      }),
    ).toBe('Offer: 2 × ETB 3,800 for Gloves (total ETB 7,600)');
    expect(
      messagePreview({
        message_type: 'OFFER',
        message: 'Offer accepted: 10 × ETB 115.50 for Gauze (total ETB 1155.00)',
      }),
    ).toBe('Offer accepted: 10 × ETB 115.50 for Gauze (total ETB 1,155)');
  });

  it('leaves what the server already wrote, and other messages, alone', () => {
    const offer = 'Offer: 2 × ETB 3,800 for Gloves (total ETB 7,600)';
    expect(messagePreview({ message_type: 'OFFER', message: offer })).toBe(offer);
    expect(messagePreview({ message_type: 'TEXT', message: 'ETB 3800.00?' })).toBe('ETB 3800.00?');
  });
});

// Issue 31, decision 018 (shared inbox): a colleague's answer to the buyer is the team's own side;
// it must not notify the rest of the team, as the buyer's messages do.
const BUYER = '00000000-0000-4000-8000-00000000000b';
const ME = '00000000-0000-4000-8000-00000000000a';
const COLLEAGUE = '00000000-0000-4000-8000-00000000000c';

const message = (senderId: string): TChatMessage => ({
  id: '00000000-0000-4000-8000-000000000001',
  seq: 7,
  chat_room_id: '00000000-0000-4000-8000-000000000002',
  sender_id: senderId,
  buyer_id: BUYER,
  message: 'Yes, 40 boxes are ready.',
  message_type: 'TEXT',
  createdAt: '2026-11-28T12:00:00.000Z',
  sender_user: { id: senderId, fullName: 'Sender', username: null, email: 's@x.et', picture: null },
  members: [BUYER, ME],
  client_id: null,
  image: null,
  listing: null,
  offer: null,
  offer_status: null,
});

describe('a message from my side', () => {
  it('is mine, or in a shared inbox a colleague’s; the other side’s is not', () => {
    expect(isFromMySide(message(ME), ME)).toBe(true);
    expect(isFromMySide(message(COLLEAGUE), ME)).toBe(true);
    expect(isFromMySide(message(BUYER), ME)).toBe(false);
    // To the buyer, anyone of the team is the other side.
    expect(isFromMySide(message(COLLEAGUE), BUYER)).toBe(false);
    expect(isFromMySide(message(BUYER), BUYER)).toBe(true);
  });
});

describe('notifyNewMessage', () => {
  const shown: string[] = [];
  beforeEach(() => {
    shown.length = 0;
    vi.stubGlobal(
      'Notification',
      class {
        static permission = 'granted';
        onclick: (() => void) | null = null;
        constructor(title: string) {
          shown.push(title);
        }
      },
    );
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does not notify the team of a colleague’s answer, nor me of my own message', () => {
    notifyNewMessage(message(COLLEAGUE), ME);
    notifyNewMessage(message(ME), ME);
    expect(shown).toEqual([]);
  });

  it('notifies the team of the buyer’s message, and the buyer of any of the team’s', () => {
    notifyNewMessage(message(BUYER), ME);
    notifyNewMessage(message(COLLEAGUE), BUYER);
    expect(shown).toEqual(['Sender', 'Sender']);
  });
});

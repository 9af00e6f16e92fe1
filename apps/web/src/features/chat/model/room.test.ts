import type { TChatRoom } from '@dawa/contract';
import { describe, expect, it } from 'vitest';
import { counterpartOf, isListingSeller, isMySide, senderLabel, sidesOf } from './room.ts';

const person = (id: string, fullName: string) => ({
  user: { id, fullName, username: null, email: `${id}@example.com`, picture: null },
});
const BUYER = 'b0000000-0000-4000-8000-000000000001';
const AUTHOR = 'a0000000-0000-4000-8000-000000000002';
const COLLEAGUE = 'c0000000-0000-4000-8000-000000000003';
const post = { seller_id: AUTHOR } as TChatRoom['post'];
const organisation = { id: 'd0000000-0000-4000-8000-000000000004', name: 'Abebe Pharmacy' };

/** The room as `viewer` reads it: the seller's side first, then the buyer. */
const roomFor = (viewer: string, shared: boolean) => ({
  buyer_id: BUYER,
  organisation: shared ? organisation : null,
  post,
  chat_members:
    viewer === BUYER
      ? [person(AUTHOR, 'Almaz Author'), person(BUYER, 'Bekele Buyer')]
      : [
          person(viewer, viewer === AUTHOR ? 'Almaz Author' : 'Chala Colleague'),
          person(BUYER, 'Bekele Buyer'),
        ],
});
const message = (sender: string, fullName: string) => ({
  sender_id: sender,
  sender_user: person(sender, fullName).user,
});

describe('a shared inbox as each of its people reads it', () => {
  it('names the organisation to the buyer, the buyer and the organisation to the team', () => {
    expect(counterpartOf(roomFor(BUYER, true), BUYER)).toEqual({
      name: 'Abebe Pharmacy',
      detail: 'Listed by Almaz Author',
      picture: null,
    });
    expect(counterpartOf(roomFor(COLLEAGUE, true), COLLEAGUE)).toMatchObject({
      name: 'Bekele Buyer',
      detail: 'For Abebe Pharmacy',
    });
    expect(counterpartOf(roomFor(BUYER, false), BUYER)).toMatchObject({
      name: 'Almaz Author',
      detail: null,
    });
  });

  it('puts a colleague’s answer on the team’s side and names who answered', () => {
    const colleague = sidesOf(roomFor(COLLEAGUE, true), COLLEAGUE);
    const buyer = sidesOf(roomFor(BUYER, true), BUYER);
    const author = sidesOf(roomFor(AUTHOR, true), AUTHOR);
    const answer = message(COLLEAGUE, 'Chala Colleague');
    const question = message(BUYER, 'Bekele Buyer');
    expect(isMySide(colleague, answer.sender_id)).toBe(true);
    expect(isMySide(author, answer.sender_id)).toBe(true);
    expect(isMySide(buyer, answer.sender_id)).toBe(false);
    expect(isMySide(author, question.sender_id)).toBe(false);
    expect(senderLabel(buyer, answer)).toBe('Chala Colleague');
    expect(senderLabel(author, answer)).toBe('Chala Colleague');
    expect(senderLabel(colleague, answer)).toBeNull();
    expect(senderLabel(colleague, question)).toBeNull();
    // A room between two people names nobody.
    expect(senderLabel(sidesOf(roomFor(BUYER, false), BUYER), message(AUTHOR, 'A'))).toBeNull();
  });

  it('lets the whole team, not only the author, answer offers', () => {
    expect(isListingSeller(roomFor(COLLEAGUE, true), COLLEAGUE)).toBe(true);
    expect(isListingSeller(roomFor(BUYER, true), BUYER)).toBe(false);
    expect(isListingSeller(roomFor(COLLEAGUE, false), COLLEAGUE)).toBe(false);
    expect(isListingSeller(roomFor(AUTHOR, false), AUTHOR)).toBe(true);
  });
});

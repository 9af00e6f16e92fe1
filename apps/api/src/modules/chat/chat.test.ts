import { randomUUID } from 'node:crypto';
import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  CHAT_WS_CLOSE,
  MESSAGES,
  POST_MESSAGES,
  ZChatMessagesResponse,
  ZChatReportsResponse,
  ZChatRoom,
  ZChatRoomsResponse,
  ZChatUnreadResponse,
  ZMarkReadResponse,
  ZSendMessageResponse,
  type TErrorResponse,
} from '@dawa/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatOffers, users } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import {
  connectWs,
  insertListing,
  isMessage,
  logFrames,
  messageFrames,
  openRoom,
  say,
} from '../../test/chat.ts';
import { as, createSignedInUser, NIL_ID, randomIp } from '../../test/factories.ts';
import { messagesPerPost } from './chat.repo.ts';

type Person = Awaited<ReturnType<typeof createSignedInUser>>;

describe.each(databases())('chat (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let buyer: Person;
  let seller: Person;
  let outsider: Person;
  let admin: Person;

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | null,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      remoteAddress: randomIp(),
      ...as(token),
      ...(payload && { payload }),
    });
  const errorOf = (res: { json: <T>() => T }) => res.json<TErrorResponse>();
  /** People of their own per test, so rate limits and rooms never couple tests. */
  const person = (name: string) => createSignedInUser(app, t.db, { name });

  beforeAll(async () => {
    app = t.app;
    [buyer, seller, outsider, admin] = await Promise.all([
      person('buyer'),
      person('seller'),
      person('outsider'),
      createSignedInUser(app, t.db, { name: 'admin', isPlatformAdmin: true }),
    ]);
  });

  describe('rooms', () => {
    it('opens one room per pair: 201 then 200 with the same room, from either side', async () => {
      const first = await call('POST', '/api/chat/rooms', buyer.token, {
        seller_id: seller.user.id,
      });
      expect(first.statusCode, first.body).toBe(201);
      const room = ZChatRoom.parse(first.json());
      expect(room.seller_id).toBe(seller.user.id);
      expect(room.buyer_id).toBe(buyer.user.id);
      expect(room.chat_members.map((m) => m.user.id).sort()).toEqual(
        [buyer.user.id, seller.user.id].sort(),
      );
      expect(room.last_message).toBeNull();
      const again = await call('POST', '/api/chat/rooms', buyer.token, {
        seller_id: seller.user.id,
      });
      expect(again.statusCode).toBe(200);
      expect(ZChatRoom.parse(again.json()).id).toBe(room.id);
      const reverse = await openRoom(app, seller.token, { seller_id: buyer.user.id });
      expect(reverse.id).toBe(room.id);
    });

    it('opening at once from both sides makes a single room', async () => {
      const [a, b] = await Promise.all([person('a'), person('b')]);
      const rooms = await Promise.all([
        openRoom(app, a.token, { seller_id: b.user.id }),
        openRoom(app, b.token, { seller_id: a.user.id }),
        openRoom(app, a.token, { seller_id: b.user.id }),
      ]);
      expect(new Set(rooms.map((r) => r.id)).size).toBe(1);
    });

    it('refuses a room with oneself, a missing or a disabled account, and guests', async () => {
      const self = await call('POST', '/api/chat/rooms', buyer.token, {
        seller_id: buyer.user.id,
      });
      expect(self.statusCode).toBe(400);
      expect(errorOf(self).message).toBe(CHAT_MESSAGES.cannotChatWithSelf);
      const missing = await call('POST', '/api/chat/rooms', buyer.token, { seller_id: NIL_ID });
      expect(missing.statusCode).toBe(404);
      const disabled = await person('disabled');
      await t.db.orm
        .update(users)
        .set({ status: 'INACTIVE' })
        .where(eq(users.id, disabled.user.id));
      const toDisabled = await call('POST', '/api/chat/rooms', buyer.token, {
        seller_id: disabled.user.id,
      });
      expect(toDisabled.statusCode).toBe(404);
      expect(errorOf(toDisabled)).toEqual(errorOf(missing));
      const bad = await call('POST', '/api/chat/rooms', buyer.token, { seller_id: 'x' });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toBe(MESSAGES.sellerIdInvalid);
      const guest = await call('POST', '/api/chat/rooms', null, { seller_id: seller.user.id });
      expect(guest.statusCode).toBe(401);
    });

    it('a post_id makes the listing the subject and posts a LISTING card, once', async () => {
      const [b, s] = await Promise.all([person('b'), person('s')]);
      const postId = await insertListing(app, t.db, s.user.id, { title: 'Gloves, box of 50' });
      const room = await openRoom(app, b.token, { seller_id: s.user.id, post_id: postId });
      expect(room.post_id).toBe(postId);
      expect(room.post?.title).toBe('Gloves, box of 50');
      expect(room.post?.price).toBe(120.5);
      expect(room.last_message?.message_type).toBe('LISTING');
      await openRoom(app, b.token, { seller_id: s.user.id, post_id: postId });
      const page = ZChatMessagesResponse.parse(
        (await call('GET', `/api/chat/messages?chat_id=${room.id}`, b.token)).json(),
      );
      expect(page.chatRoomMessages).toHaveLength(1);
      expect(page.chatRoomMessages[0]?.listing?.id).toBe(postId);
      // Somebody else's listing is not a subject of this pair's room.
      const foreign = await insertListing(app, t.db, outsider.user.id);
      const res = await call('POST', '/api/chat/rooms', b.token, {
        seller_id: s.user.id,
        post_id: foreign,
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(CHAT_MESSAGES.listingNotInRoom);
      expect(await messagesPerPost(t.db.orm, s.user.id)).toEqual([
        { postId, messages: 1, rooms: 1 },
      ]);
    });

    it('lists the caller’s rooms by latest activity with unread counts, paginated', async () => {
      const [me, x, y, z] = await Promise.all([
        person('me'),
        person('x'),
        person('y'),
        person('z'),
      ]);
      const rx = await openRoom(app, me.token, { seller_id: x.user.id });
      const ry = await openRoom(app, me.token, { seller_id: y.user.id });
      const rz = await openRoom(app, me.token, { seller_id: z.user.id });
      await say(app, x.token, rx.id, 'one');
      await say(app, x.token, rx.id, 'two');
      await say(app, y.token, ry.id, 'hi');
      const first = ZChatRoomsResponse.parse(
        (await call('GET', '/api/chat/rooms?limit=2', me.token)).json(),
      );
      expect(first.docs.map((r) => r.id)).toEqual([ry.id, rx.id]);
      expect(first.total).toBe(3);
      expect(first.hasMore).toBe(true);
      expect(first.docs[1]?.unread_count).toBe(2);
      expect(first.docs[1]?.last_message?.message).toBe('two');
      // New activity in a room already seen does not shift the next page.
      await say(app, x.token, rx.id, 'late');
      const second = ZChatRoomsResponse.parse(
        (
          await call('GET', `/api/chat/rooms?limit=2&cursor=${String(first.nextCursor)}`, me.token)
        ).json(),
      );
      expect(second.docs.map((r) => r.id)).toEqual([rz.id]);
      expect(second.hasMore).toBe(false);
      // Another user sees only their own.
      const theirs = ZChatRoomsResponse.parse(
        (await call('GET', '/api/chat/rooms', x.token)).json(),
      );
      expect(theirs.docs.map((r) => r.id)).toEqual([rx.id]);
    });
  });

  describe('room search and unread totals', () => {
    it('finds rooms by the other member or the listing, counting only those', async () => {
      const [me, x, y] = await Promise.all([person('me'), person('x'), person('y')]);
      const word = `zq${randomUUID().slice(0, 8)}`;
      const post = await insertListing(app, t.db, y.user.id, { title: `Insulin ${word} vial` });
      const rx = await openRoom(app, me.token, { seller_id: x.user.id });
      const ry = await openRoom(app, me.token, { seller_id: y.user.id, post_id: post });
      const search = async (who: Person, q: string) => {
        const res = await call(
          'GET',
          `/api/chat/rooms?searchKey=${encodeURIComponent(q)}`,
          who.token,
        );
        expect(res.statusCode, res.body).toBe(200);
        return ZChatRoomsResponse.parse(res.json());
      };
      const byListing = await search(me, word.toUpperCase());
      expect(byListing.docs.map((r) => r.id)).toEqual([ry.id]);
      expect(byListing.total).toBe(1);
      expect((await search(me, x.user.email)).docs.map((r) => r.id)).toEqual([rx.id]);
      // LIKE's wildcards are plain characters here.
      expect((await search(me, '%')).total).toBe(0);
      // Someone else's rooms never match, whatever the words.
      expect((await search(x, word)).docs).toEqual([]);
      const long = await call('GET', `/api/chat/rooms?searchKey=${'a'.repeat(101)}`, me.token);
      expect(long.statusCode).toBe(400);
    });

    it('totals the unread messages from others over all rooms, for the badge', async () => {
      const [me, x, y] = await Promise.all([person('me'), person('x'), person('y')]);
      const rx = await openRoom(app, me.token, { seller_id: x.user.id });
      const ry = await openRoom(app, me.token, { seller_id: y.user.id });
      const unread = async (who: Person) => {
        const res = await call('GET', '/api/chat/unread', who.token);
        expect(res.statusCode, res.body).toBe(200);
        return ZChatUnreadResponse.parse(res.json());
      };
      expect(await unread(me)).toEqual({ total: 0, rooms: 0 });
      await say(app, me.token, rx.id, 'mine first'); // one's own messages never count
      await say(app, x.token, rx.id, 'one');
      await say(app, x.token, rx.id, 'two');
      await say(app, y.token, ry.id, 'hi');
      expect(await unread(me)).toEqual({ total: 3, rooms: 2 });
      // Answering marks what came before as read.
      expect(await unread(x)).toEqual({ total: 0, rooms: 0 });
      await call('POST', `/api/chat/rooms/${rx.id}/read`, me.token, {});
      expect(await unread(me)).toEqual({ total: 1, rooms: 1 });
      expect((await call('GET', '/api/chat/unread', null)).statusCode).toBe(401);
    });
  });

  describe('messages', () => {
    it('only members read or write a room; anybody else gets the not-found answer', async () => {
      const room = await openRoom(app, buyer.token, { seller_id: seller.user.id });
      const sent = await say(app, buyer.token, room.id, 'Is it available?');
      expect(sent.sender_user.id).toBe(buyer.user.id);
      expect(sent.members.sort()).toEqual([buyer.user.id, seller.user.id].sort());
      const cases = (id: string) =>
        [
          ['GET', `/api/chat/room-detail?id=${id}`, undefined],
          ['GET', `/api/chat/messages?chat_id=${id}`, undefined],
          ['POST', '/api/chat/message', { chat_id: id, message: 'hello' }],
          ['POST', `/api/chat/rooms/${id}/read`, {}],
          ['POST', `/api/chat/rooms/${id}/block`, undefined],
          ['DELETE', `/api/chat/rooms/${id}/block`, undefined],
          ['POST', `/api/chat/rooms/${id}/report`, { reason: 'Spam and insults' }],
          [
            'POST',
            `/api/chat/rooms/${id}/offers`,
            { post_id: randomUUID(), quantity: 1, unit_price: 10 },
          ],
        ] as const;
      const missing = cases(NIL_ID);
      for (const [i, [method, url, body]] of cases(room.id).entries()) {
        for (const intruder of [outsider, admin]) {
          const res = await call(method, url, intruder.token, body);
          const [, missingUrl, missingBody] = missing[i]!;
          const none = await call(method, missingUrl, intruder.token, missingBody);
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.json()).toEqual(none.json());
        }
        const guest = await call(method, url, null, body);
        expect(guest.statusCode).toBe(401);
      }
      const page = ZChatMessagesResponse.parse(
        (await call('GET', `/api/chat/messages?chat_id=${room.id}`, seller.token)).json(),
      );
      expect(page.chatRoomMessages.map((m) => m.id)).toContain(sent.id);
    });

    it('refuses empty, whitespace-only and too long messages with the contract’s messages', async () => {
      const room = await openRoom(app, buyer.token, { seller_id: seller.user.id });
      for (const message of ['', '   \n\t ']) {
        const res = await call('POST', '/api/chat/message', buyer.token, {
          chat_id: room.id,
          message,
        });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).issues?.[0]?.message).toBe(CHAT_MESSAGES.messageRequired);
      }
      const long = await call('POST', '/api/chat/message', buyer.token, {
        chat_id: room.id,
        message: 'x'.repeat(CHAT_LIMITS.messageMax + 1),
      });
      expect(long.statusCode).toBe(400);
      expect(errorOf(long).issues?.[0]?.message).toBe(CHAT_MESSAGES.messageMax);
      const badId = await call('POST', '/api/chat/message', buyer.token, {
        chat_id: 'nope',
        message: 'hi',
      });
      expect(badId.statusCode).toBe(400);
      const trimmed = await say(app, buyer.token, room.id, '  hello  ');
      expect(trimmed.message).toBe('hello');
      const image = await call('POST', '/api/chat/message', buyer.token, {
        chat_id: room.id,
        message_type: 'IMAGE',
        image_url: 'https://example.com/cat.png',
      });
      expect(image.statusCode).toBe(400);
      expect(errorOf(image).message).toBe(CHAT_MESSAGES.imageNotOwn);
      const badCursor = await call(
        'GET',
        `/api/chat/messages?chat_id=${room.id}&cursor=-1`,
        buyer.token,
      );
      expect(badCursor.statusCode).toBe(400);
    });

    it('pages newest first with a stable cursor while messages keep arriving', async () => {
      const [a, b] = await Promise.all([person('a'), person('b')]);
      const room = await openRoom(app, a.token, { seller_id: b.user.id });
      for (let i = 1; i <= 7; i += 1) await say(app, i % 2 ? a.token : b.token, room.id, `m${i}`);
      const page = async (cursor: number | null) =>
        ZChatMessagesResponse.parse(
          (
            await call(
              'GET',
              `/api/chat/messages?chat_id=${room.id}&limit=3${cursor === null ? '' : `&cursor=${String(cursor)}`}`,
              a.token,
            )
          ).json(),
        );
      const p1 = await page(null);
      expect(p1.chatRoomMessages.map((m) => m.message)).toEqual(['m7', 'm6', 'm5']);
      await say(app, b.token, room.id, 'm8');
      const p2 = await page(p1.nextCursor);
      expect(p2.chatRoomMessages.map((m) => m.message)).toEqual(['m4', 'm3', 'm2']);
      const p3 = await page(p2.nextCursor);
      expect(p3.chatRoomMessages.map((m) => m.message)).toEqual(['m1']);
      expect(p3.hasMore).toBe(false);
      expect(p3.nextCursor).toBeNull();
    });

    it('a repeated client_id answers the first message instead of sending twice', async () => {
      const [a, b] = await Promise.all([person('a'), person('b')]);
      const room = await openRoom(app, a.token, { seller_id: b.user.id });
      const clientId = randomUUID();
      const body = { chat_id: room.id, message: 'only once', client_id: clientId };
      const [first, second] = await Promise.all([
        call('POST', '/api/chat/message', a.token, body),
        call('POST', '/api/chat/message', a.token, body),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
      expect(ZSendMessageResponse.parse(first.json()).message.id).toBe(
        ZSendMessageResponse.parse(second.json()).message.id,
      );
      const page = ZChatMessagesResponse.parse(
        (await call('GET', `/api/chat/messages?chat_id=${room.id}`, a.token)).json(),
      );
      expect(page.chatRoomMessages).toHaveLength(1);
      expect(page.chatRoomMessages[0]?.client_id).toBe(clientId);
    });

    it('limits how fast one user sends, with a clear 429', async () => {
      const [a, b] = await Promise.all([person('a'), person('b')]);
      const room = await openRoom(app, a.token, { seller_id: b.user.id });
      for (let i = 0; i < CHAT_LIMITS.sendMax; i += 1) await say(app, a.token, room.id, `n${i}`);
      const res = await call('POST', '/api/chat/message', a.token, {
        chat_id: room.id,
        message: 'one too many',
      });
      expect(res.statusCode).toBe(429);
      expect(errorOf(res).message).toBe(CHAT_MESSAGES.rateLimited);
      expect(res.headers['retry-after']).toBeDefined();
      // The other member is not slowed down by it.
      await say(app, b.token, room.id, 'still fine');
    });

    it('read marks move forward only and drive the unread count', async () => {
      const [a, b] = await Promise.all([person('a'), person('b')]);
      const room = await openRoom(app, a.token, { seller_id: b.user.id });
      const m1 = await say(app, b.token, room.id, 'one');
      const m2 = await say(app, b.token, room.id, 'two');
      await say(app, b.token, room.id, 'three');
      const read = async (body: object) => {
        const res = await call('POST', `/api/chat/rooms/${room.id}/read`, a.token, body);
        expect(res.statusCode, res.body).toBe(200);
        return ZMarkReadResponse.parse(res.json());
      };
      expect(await read({ message_id: m2.id })).toMatchObject({
        last_read_seq: m2.seq,
        unread_count: 1,
      });
      expect(await read({ message_id: m1.id })).toMatchObject({
        last_read_seq: m2.seq,
        unread_count: 1,
      });
      expect((await read({})).unread_count).toBe(0);
      const other = await call('POST', `/api/chat/rooms/${room.id}/read`, a.token, {
        message_id: randomUUID(),
      });
      expect(other.statusCode).toBe(400);
      const detail = ZChatRoom.parse(
        (await call('GET', `/api/chat/room-detail?id=${room.id}`, b.token)).json(),
      );
      expect(detail.other_last_read_seq).toBeGreaterThanOrEqual(m2.seq);
    });
  });

  describe('blocks and reports', () => {
    it('a blocked side cannot send, the room stays readable, unblocking restores it', async () => {
      const [a, b] = await Promise.all([person('a'), person('b')]);
      const room = await openRoom(app, a.token, { seller_id: b.user.id });
      await say(app, b.token, room.id, 'before');
      const blocked = await call('POST', `/api/chat/rooms/${room.id}/block`, a.token);
      expect(blocked.statusCode).toBe(200);
      expect(ZChatRoom.parse(blocked.json()).blocked_by_me).toBe(true);
      const fromB = await call('POST', '/api/chat/message', b.token, {
        chat_id: room.id,
        message: 'hello?',
      });
      expect(fromB.statusCode).toBe(403);
      expect(errorOf(fromB).message).toBe(CHAT_MESSAGES.blockedByOther);
      const fromA = await call('POST', '/api/chat/message', a.token, {
        chat_id: room.id,
        message: 'hm',
      });
      expect(fromA.statusCode).toBe(403);
      expect(errorOf(fromA).message).toBe(CHAT_MESSAGES.blockedByMe);
      const readable = await call('GET', `/api/chat/messages?chat_id=${room.id}`, b.token);
      expect(readable.statusCode).toBe(200);
      const seenByB = ZChatRoom.parse(
        (await call('GET', `/api/chat/room-detail?id=${room.id}`, b.token)).json(),
      );
      expect(seenByB.blocked_by_other).toBe(true);
      const unblocked = await call('DELETE', `/api/chat/rooms/${room.id}/block`, a.token);
      expect(ZChatRoom.parse(unblocked.json()).blocked_by_me).toBe(false);
      await say(app, b.token, room.id, 'after');
    });

    it('a member reports a conversation once; platform administrators list reports', async () => {
      const [a, b] = await Promise.all([person('a'), person('b')]);
      const room = await openRoom(app, a.token, { seller_id: b.user.id });
      const short = await call('POST', `/api/chat/rooms/${room.id}/report`, a.token, {
        reason: 'no',
      });
      expect(short.statusCode).toBe(400);
      expect(errorOf(short).issues?.[0]?.message).toBe(CHAT_MESSAGES.reportReasonRequired);
      const res = await call('POST', `/api/chat/rooms/${room.id}/report`, a.token, {
        reason: 'Asks for payment outside Dawa',
      });
      expect(res.statusCode).toBe(201);
      const again = await call('POST', `/api/chat/rooms/${room.id}/report`, a.token, {
        reason: 'Asks for payment outside Dawa',
      });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again).message).toBe(CHAT_MESSAGES.alreadyReported);
      const notAdmin = await call('GET', '/api/admin/chat/reports', a.token);
      expect(notAdmin.statusCode).toBe(403);
      const list = ZChatReportsResponse.parse(
        (await call('GET', '/api/admin/chat/reports?limit=100', admin.token)).json(),
      );
      const mine = list.docs.find((r) => r.chat_room_id === room.id);
      expect(mine?.reporter.id).toBe(a.user.id);
      expect(mine?.reported.id).toBe(b.user.id);
    });
  });

  describe('offers', () => {
    it('counts money in whole santim: no float drift, and no total past what santim hold', async () => {
      const [b, s] = await Promise.all([person('mb'), person('ms')]);
      const postId = await insertListing(app, t.db, s.user.id, { title: 'Cotton wool 100 g' });
      const room = await openRoom(app, b.token, { seller_id: s.user.id });
      const offer = (quantity: number, unit_price: number) =>
        call('POST', `/api/chat/rooms/${room.id}/offers`, b.token, {
          post_id: postId,
          quantity,
          unit_price,
        });
      const drifted = await offer(1, 0.1 + 0.2);
      expect(drifted.statusCode).toBe(400);
      expect(errorOf(drifted).issues?.[0]?.message).toBe(POST_MESSAGES.priceInvalid);
      const huge = await offer(CHAT_LIMITS.offerQuantityMax, 1_000_000_000);
      expect(huge.statusCode).toBe(400);
      expect(errorOf(huge).issues?.[0]?.message).toBe(CHAT_MESSAGES.offerTotalTooHigh);
      // 3 × 0.07 is 0.21000000000000002 in floating point; the total is 21 santim.
      const made = await offer(3, 0.07);
      expect(made.statusCode, made.body).toBe(201);
      const message = ZSendMessageResponse.parse(made.json()).message;
      expect(message.offer).toMatchObject({ unit_price: 0.07, total: 0.21 });
      expect(message.message).toBe('Offer: 3 × ETB 0.07 for Cotton wool 100 g (total ETB 0.21)');
    });

    it('the buyer offers, only the seller answers, once; each change is a message', async () => {
      const [b, s] = await Promise.all([person('b'), person('s')]);
      const postId = await insertListing(app, t.db, s.user.id, { title: 'Syringes 5 ml' });
      const ownPost = await insertListing(app, t.db, b.user.id);
      const room = await openRoom(app, b.token, { seller_id: s.user.id });
      const own = await call('POST', `/api/chat/rooms/${room.id}/offers`, b.token, {
        post_id: ownPost,
        quantity: 2,
        unit_price: 10,
      });
      expect(own.statusCode).toBe(400);
      expect(errorOf(own).message).toBe(CHAT_MESSAGES.offerOwnListing);
      const badPrice = await call('POST', `/api/chat/rooms/${room.id}/offers`, b.token, {
        post_id: postId,
        quantity: 2,
        unit_price: 10.001,
      });
      expect(badPrice.statusCode).toBe(400);
      const made = await call('POST', `/api/chat/rooms/${room.id}/offers`, b.token, {
        post_id: postId,
        quantity: 3,
        unit_price: 12.5,
      });
      expect(made.statusCode, made.body).toBe(201);
      const offerMessage = ZSendMessageResponse.parse(made.json()).message;
      expect(offerMessage.message_type).toBe('OFFER');
      const offer = offerMessage.offer!;
      expect(offer).toMatchObject({
        quantity: 3,
        unit_price: 12.5,
        total: 37.5,
        status: 'PENDING',
      });
      const byBuyer = await call('POST', `/api/chat/offers/${offer.id}/status`, b.token, {
        status: 'ACCEPTED',
      });
      expect(byBuyer.statusCode).toBe(403);
      expect(errorOf(byBuyer).message).toBe(CHAT_MESSAGES.offerSellerOnly);
      const stranger = await call('POST', `/api/chat/offers/${offer.id}/status`, outsider.token, {
        status: 'ACCEPTED',
      });
      expect(stranger.statusCode).toBe(404);
      const answers = await Promise.all(
        (['ACCEPTED', 'DECLINED'] as const).map((status) =>
          call('POST', `/api/chat/offers/${offer.id}/status`, s.token, { status }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const won = answers.find((r) => r.statusCode === 201)!;
      const answer = ZSendMessageResponse.parse(won.json()).message;
      expect(answer.offer?.status).toBe(answer.offer_status);
      const [row] = await t.db.orm.select().from(chatOffers).where(eq(chatOffers.id, offer.id));
      expect(row?.status).toBe(answer.offer_status);
      expect(row?.unitPriceMinor).toBe(1250);
      const page = ZChatMessagesResponse.parse(
        (await call('GET', `/api/chat/messages?chat_id=${room.id}`, b.token)).json(),
      );
      expect(page.chatRoomMessages.map((m) => m.offer_status)).toEqual([
        answer.offer_status,
        'PENDING',
      ]);
      // The first offer message shows the offer's current state.
      expect(page.chatRoomMessages[1]?.offer?.status).toBe(answer.offer_status);
      const withdraw = await call('POST', `/api/chat/offers/${offer.id}/status`, b.token, {
        status: 'WITHDRAWN',
      });
      expect(withdraw.statusCode).toBe(409);
    });
  });

  describe('live delivery (/api/ws)', () => {
    let origin = '';
    beforeAll(async () => {
      origin = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    const connect = () => connectWs(origin);

    it('closes with 4401 for a missing, bad or revoked token', async () => {
      // No token, an empty one, one that is not text, one too long, one that is not a token.
      const tokens = [undefined, '', 42, 'x'.repeat(4097), 'not-a-token'];
      for (const token of tokens) {
        const socket = await connect();
        const log = logFrames(socket);
        socket.send(JSON.stringify({ type: 'auth', token }));
        expect(await log.closed, JSON.stringify(token)).toBe(CHAT_WS_CLOSE.unauthorized);
      }
      // A first frame that is no auth frame at all stays a bad frame.
      for (const frame of ['not json', JSON.stringify({ type: 'hello' }), JSON.stringify([])]) {
        const socket = await connect();
        const log = logFrames(socket);
        socket.send(frame);
        expect(await log.closed, frame).toBe(CHAT_WS_CLOSE.badFrame);
      }
      const gone = await person('gone');
      await call('POST', '/api/auth/logout', gone.token, {});
      const socket = await connect();
      const log = logFrames(socket);
      socket.send(JSON.stringify({ type: 'auth', token: gone.token }));
      expect(await log.closed).toBe(CHAT_WS_CLOSE.unauthorized);
      expect(log.frames).toEqual([]);
      const plain = await call('GET', '/api/ws', null);
      expect(plain.statusCode).toBe(400);
    });

    it('delivers live, relays typing, and replays exactly what a reconnecting client missed', async () => {
      const [a, b] = await Promise.all([person('a'), person('b')]);
      const room = await openRoom(app, a.token, { seller_id: b.user.id });
      const first = await say(app, a.token, room.id, 'before anyone listened');
      const socket = await connect();
      const log = logFrames(socket);
      socket.send(JSON.stringify({ type: 'auth', token: b.token }));
      await log.waitFor((f) => f.type === 'ready');
      const live = await say(app, a.token, room.id, 'live one');
      await log.waitFor(isMessage);
      expect(messageFrames(log).map((m) => m.id)).toEqual([live.id]);
      // Typing from a reaches b, not a.
      const aSocket = await connect();
      const aLog = logFrames(aSocket);
      aSocket.send(JSON.stringify({ type: 'auth', token: a.token }));
      await aLog.waitFor((f) => f.type === 'ready');
      aSocket.send(JSON.stringify({ type: 'typing', chat_id: room.id }));
      const [typing] = await log.waitFor((f) => f.type === 'typing');
      expect(typing).toEqual({ type: 'typing', chat_id: room.id, user_id: a.user.id });
      socket.terminate();
      await log.closed;
      const missed = [];
      for (let i = 0; i < 5; i += 1) missed.push(await say(app, a.token, room.id, `missed ${i}`));
      const again = await connect();
      const againLog = logFrames(again);
      again.send(JSON.stringify({ type: 'auth', token: b.token, after: live.id }));
      await againLog.waitFor(isMessage, 5);
      const after = await say(app, a.token, room.id, 'after reconnect');
      await againLog.waitFor(isMessage, 6);
      expect(messageFrames(againLog).map((m) => m.id)).toEqual([
        ...missed.map((m) => m.id),
        after.id,
      ]);
      expect(againLog.frames[0]?.type).toBe('ready');
      expect(messageFrames(againLog).map((m) => m.id)).not.toContain(first.id);
      // a's own socket got every message a sent since it connected, in order.
      await aLog.waitFor(isMessage, 6);
      expect(messageFrames(aLog).map((m) => m.id)).toEqual([...missed.map((m) => m.id), after.id]);
      again.terminate();
      aSocket.terminate();
    });

    it('closes a live socket when its session ends', async () => {
      const someone = await person('leaving');
      const socket = await connect();
      const log = logFrames(socket);
      socket.send(JSON.stringify({ type: 'auth', token: someone.token }));
      await log.waitFor((f) => f.type === 'ready');
      const out = await call('POST', '/api/auth/logout', someone.token, {});
      expect(out.statusCode, out.body).toBeLessThan(300);
      expect(await log.closed).toBe(CHAT_WS_CLOSE.unauthorized);
    });
  });
});

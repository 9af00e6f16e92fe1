// The shared inbox (issue 31, docs/decisions/018): a room about an organisation's listing is the
// buyer's one room with that organisation; every member whose role holds listings.manage reads and
// answers it, each with their own read mark; nobody else learns it exists.
import {
  CHAT_MESSAGES,
  ZChatMessagesResponse,
  ZChatReportsResponse,
  ZChatRoom,
  ZChatRoomsResponse,
  ZChatUnreadResponse,
  ZSendMessageResponse,
  type TChatRoom,
  type TErrorResponse,
  type TTenantRole,
} from '@dawa/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatRooms, memberships } from '../../db/schema/index.ts';
import { databases, useTestApp, type TestAppContext } from '../../test/build-test-app.ts';
import {
  connectWs,
  insertListing,
  isMessage,
  logFrames,
  messageFrames,
  openRoom,
  say,
} from '../../test/chat.ts';
import {
  as,
  createSignedInUser,
  createTestTenant,
  NIL_ID,
  randomIp,
} from '../../test/factories.ts';
import { describeRaces, inRounds, installRaceGate, releasedTogether } from '../../test/race.ts';

type Person = Awaited<ReturnType<typeof createSignedInUser>>;

/**
 * An organisation whose owner posted a listing for it, with an administrator (a colleague who
 * manages listings), a USER member, a second administrator, and a buyer and an outsider who owns
 * another organisation.
 */
async function inboxWorld(app: FastifyInstance, t: TestAppContext, tag: string) {
  const person = (name: string) => createSignedInUser(app, t.db, { name: `${name}-${tag}` });
  const [author, colleague, staff, other, buyer, outsider] = await Promise.all(
    ['author', 'colleague', 'staff', 'other-admin', 'buyer', 'outsider'].map(person),
  );
  if (!author || !colleague || !staff || !other || !buyer || !outsider) throw new Error('people');
  const organisation = await createTestTenant(t.db, {
    owner: author.user,
    name: `Abebe Pharmacy ${tag}`,
    members: [
      { user: colleague.user, role: 'ADMIN' },
      { user: staff.user, role: 'USER' },
      { user: other.user, role: 'ADMIN' },
    ],
  });
  await createTestTenant(t.db, { owner: outsider.user, name: `Elsewhere ${tag}` });
  const listing = await insertListing(app, t.db, author.user.id, {
    title: `Nitrile gloves ${tag}`,
    tenantId: organisation.id,
  });
  return { author, colleague, staff, other, buyer, outsider, organisation, listing };
}

describe.each(databases())('chat: an organisation’s shared inbox (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  let tags = 0;
  const world = () => inboxWorld(app, t, `${driver}-${String((tags += 1))}`);

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    app.inject({
      method,
      url,
      remoteAddress: randomIp(),
      ...as(token),
      ...(payload && { payload }),
    });
  const roomsOf = async (who: Person) => {
    const res = await call('GET', '/api/chat/rooms', who.token);
    expect(res.statusCode, res.body).toBe(200);
    return ZChatRoomsResponse.parse(res.json()).docs;
  };
  const roomOf = async (who: Person, id: string): Promise<TChatRoom> => {
    const res = await call('GET', `/api/chat/room-detail?id=${id}`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return ZChatRoom.parse(res.json());
  };
  const unreadOf = async (who: Person) =>
    ZChatUnreadResponse.parse((await call('GET', '/api/chat/unread', who.token)).json());
  const messagesOf = async (who: Person, id: string) => {
    const res = await call('GET', `/api/chat/messages?chat_id=${id}`, who.token);
    expect(res.statusCode, res.body).toBe(200);
    return ZChatMessagesResponse.parse(res.json()).chatRoomMessages;
  };

  beforeAll(() => {
    app = t.app;
  });

  it('a colleague who manages listings sees the buyer’s room, reads and answers it; the buyer sees the organisation and who answered', async () => {
    const w = await world();
    const room = await openRoom(app, w.buyer.token, {
      seller_id: w.author.user.id,
      post_id: w.listing,
    });
    // The spec's seller_id stays the listing's author; the room names the organisation.
    expect(room).toMatchObject({
      seller_id: w.author.user.id,
      buyer_id: w.buyer.user.id,
      organisation: { id: w.organisation.id, name: w.organisation.name },
      post_id: w.listing,
    });
    const question = await say(app, w.buyer.token, room.id, 'Do you have 40 boxes?');

    // The colleague (not the author) has it in their list, unread, with the buyer as the other.
    const listed = (await roomsOf(w.colleague)).find((r) => r.id === room.id);
    expect(listed).toMatchObject({
      organisation: { id: w.organisation.id, name: w.organisation.name },
      unread_count: 2, // the listing card the buyer's opening posted, and the question
    });
    expect(listed?.chat_members.map((m) => m.user.id)).toEqual([
      w.colleague.user.id,
      w.buyer.user.id,
    ]);
    expect(await unreadOf(w.colleague)).toEqual({ total: 2, rooms: 1 });
    expect((await messagesOf(w.colleague, room.id)).map((m) => m.id)).toContain(question.id);
    const searched = ZChatRoomsResponse.parse(
      (
        await call(
          'GET',
          `/api/chat/rooms?searchKey=${encodeURIComponent(w.buyer.user.fullName)}`,
          w.colleague.token,
        )
      ).json(),
    );
    expect(searched.docs.map((r) => r.id)).toEqual([room.id]);

    // The colleague answers; their own answer is not unread to them, nor to the author.
    const answer = await say(app, w.colleague.token, room.id, 'Yes, 40 boxes are ready.');
    expect(answer.sender_user).toMatchObject({
      id: w.colleague.user.id,
      fullName: w.colleague.user.fullName,
    });
    expect((await roomOf(w.colleague, room.id)).unread_count).toBe(0);
    const byAuthor = await roomOf(w.author, room.id);
    expect(byAuthor.unread_count).toBe(2);
    // Read marks are each member's own: the author reading leaves the other admin's unread.
    const read = await call('POST', `/api/chat/rooms/${room.id}/read`, w.author.token, {});
    expect(read.statusCode, read.body).toBe(200);
    expect((await roomOf(w.author, room.id)).unread_count).toBe(0);
    expect((await roomOf(w.other, room.id)).unread_count).toBe(2);

    // The buyer sees the organisation, the answer with who sent it, and the team's "seen".
    const byBuyer = await roomOf(w.buyer, room.id);
    expect(byBuyer).toMatchObject({
      organisation: { id: w.organisation.id, name: w.organisation.name },
      unread_count: 1,
    });
    expect(byBuyer.other_last_read_seq).toBeGreaterThanOrEqual(question.seq);
    expect(byBuyer.chat_members.map((m) => m.user.id)).toEqual([w.author.user.id, w.buyer.user.id]);
    const seen = await messagesOf(w.buyer, room.id);
    expect(seen[0]).toMatchObject({
      id: answer.id,
      sender_user: { fullName: w.colleague.user.fullName },
    });
    expect((await roomsOf(w.buyer)).find((r) => r.id === room.id)?.organisation?.name).toBe(
      w.organisation.name,
    );

    // Opening it again about the organisation's listing is the same room; a room with the author
    // alone (no listing) is another one, which the team never sees.
    const again = await openRoom(app, w.buyer.token, {
      seller_id: w.author.user.id,
      post_id: w.listing,
    });
    expect(again.id).toBe(room.id);
    const personal = await openRoom(app, w.buyer.token, { seller_id: w.author.user.id });
    expect(personal.id).not.toBe(room.id);
    expect(personal.organisation).toBeNull();
    expect((await roomsOf(w.colleague)).map((r) => r.id)).not.toContain(personal.id);
    const peek = await call('GET', `/api/chat/room-detail?id=${personal.id}`, w.colleague.token);
    expect(peek.statusCode).toBe(404);
  });

  it('a USER member and an outsider get exactly the missing-room answer; a manager cannot open it as a buyer', async () => {
    const w = await world();
    const room = await openRoom(app, w.buyer.token, {
      seller_id: w.author.user.id,
      post_id: w.listing,
    });
    await say(app, w.buyer.token, room.id, 'Hello');
    const offer = await call('POST', `/api/chat/rooms/${room.id}/offers`, w.buyer.token, {
      post_id: w.listing,
      quantity: 2,
      unit_price: 100,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const offerId = ZSendMessageResponse.parse(offer.json()).message.offer?.id ?? '';

    const attempts = (id: string, offer: string): [string, string, object?][] => [
      ['GET', `/api/chat/room-detail?id=${id}`],
      ['GET', `/api/chat/messages?chat_id=${id}`],
      ['POST', '/api/chat/message', { chat_id: id, message: 'Hi' }],
      ['POST', `/api/chat/rooms/${id}/read`, {}],
      ['POST', `/api/chat/rooms/${id}/block`],
      ['DELETE', `/api/chat/rooms/${id}/block`],
      ['POST', `/api/chat/rooms/${id}/report`, { reason: 'Spam, spam, spam' }],
      ['POST', `/api/chat/rooms/${id}/offers`, { post_id: w.listing, quantity: 1, unit_price: 5 }],
      ['POST', `/api/chat/offers/${offer}/status`, { status: 'DECLINED' }],
    ];
    const missing = attempts(NIL_ID, NIL_ID);
    for (const who of [w.staff, w.outsider]) {
      for (const [i, [method, url, body]] of attempts(room.id, offerId).entries()) {
        const [, nilUrl, nilBody] = missing[i]!;
        const res = await call(method as 'GET', url, who.token, body);
        const nil = await call(method as 'GET', nilUrl, who.token, nilBody);
        expect(res.statusCode, `${who.user.fullName} ${method} ${url}`).toBe(nil.statusCode);
        expect(res.json<TErrorResponse>().message, url).toBe(nil.json<TErrorResponse>().message);
      }
      expect((await roomsOf(who)).map((r) => r.id)).not.toContain(room.id);
      expect(await unreadOf(who)).toEqual({ total: 0, rooms: 0 });
    }
    // Nothing of theirs reached the room.
    const stored = await t.db.orm
      .select({ sender: chatMessages.senderId })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, room.id));
    expect(stored.map((m) => m.sender)).not.toContain(w.staff.user.id);

    // A member who manages the organisation's listings is not its buyer: its inbox is theirs.
    const fromColleague = await call('POST', '/api/chat/rooms', w.colleague.token, {
      seller_id: w.author.user.id,
      post_id: w.listing,
    });
    expect(fromColleague.statusCode, fromColleague.body).toBe(400);
    expect(fromColleague.json<TErrorResponse>().message).toBe(CHAT_MESSAGES.ownOrganisationListing);
  });

  it('a member who leaves, or whose role no longer manages listings, loses the room at once', async () => {
    const w = await world();
    const room = await openRoom(app, w.buyer.token, {
      seller_id: w.author.user.id,
      post_id: w.listing,
    });
    await say(app, w.buyer.token, room.id, 'Still there?');
    expect((await roomOf(w.other, room.id)).id).toBe(room.id);
    await say(app, w.other.token, room.id, 'Yes.');

    const setRole = (role: TTenantRole) =>
      t.db.orm
        .update(memberships)
        .set({ role })
        .where(
          and(eq(memberships.tenantId, w.organisation.id), eq(memberships.userId, w.other.user.id)),
        );
    const expectMissing = async () => {
      const detail = await call('GET', `/api/chat/room-detail?id=${room.id}`, w.other.token);
      const nil = await call('GET', `/api/chat/room-detail?id=${NIL_ID}`, w.other.token);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual(nil.json());
      const send = await call('POST', '/api/chat/message', w.other.token, {
        chat_id: room.id,
        message: 'after leaving',
      });
      expect(send.statusCode).toBe(404);
      expect((await roomsOf(w.other)).map((r) => r.id)).not.toContain(room.id);
      expect(await unreadOf(w.other)).toEqual({ total: 0, rooms: 0 });
    };

    await setRole('USER');
    await expectMissing();
    await setRole('ADMIN');
    expect((await roomOf(w.other, room.id)).id).toBe(room.id);

    // Removed by the owner through the API.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/tenants/${w.organisation.id}/members/${w.other.user.id}`,
      ...as(w.author.token, w.organisation.id),
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    await expectMissing();
    // The room and the answer stay the organisation's: the colleague still reads them.
    const seen = await messagesOf(w.colleague, room.id);
    expect(seen.map((m) => m.message)).toContain('Yes.');
  });

  it('offers on the organisation’s listing: a colleague accepts like the author; the team cannot offer on it', async () => {
    const w = await world();
    const room = await openRoom(app, w.buyer.token, {
      seller_id: w.author.user.id,
      post_id: w.listing,
    });
    const made = await call('POST', `/api/chat/rooms/${room.id}/offers`, w.buyer.token, {
      post_id: w.listing,
      quantity: 3,
      unit_price: 150,
    });
    expect(made.statusCode, made.body).toBe(201);
    const offer = ZSendMessageResponse.parse(made.json()).message.offer;
    expect(offer).toMatchObject({ buyer_id: w.buyer.user.id, seller_id: w.author.user.id });

    const own = await call('POST', `/api/chat/rooms/${room.id}/offers`, w.colleague.token, {
      post_id: w.listing,
      quantity: 1,
      unit_price: 10,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json<TErrorResponse>().message).toBe(CHAT_MESSAGES.offerOwnListing);
    // The buyer cannot accept their own offer; the colleague cannot withdraw it.
    const byBuyer = await call('POST', `/api/chat/offers/${offer?.id}/status`, w.buyer.token, {
      status: 'ACCEPTED',
    });
    expect(byBuyer.statusCode).toBe(403);
    const withdraw = await call('POST', `/api/chat/offers/${offer?.id}/status`, w.colleague.token, {
      status: 'WITHDRAWN',
    });
    expect(withdraw.statusCode).toBe(403);

    const accepted = await call('POST', `/api/chat/offers/${offer?.id}/status`, w.colleague.token, {
      status: 'ACCEPTED',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const answer = ZSendMessageResponse.parse(accepted.json()).message;
    expect(answer).toMatchObject({
      offer_status: 'ACCEPTED',
      sender_user: { fullName: w.colleague.user.fullName },
      offer: { status: 'ACCEPTED' },
    });
    const late = await call('POST', `/api/chat/offers/${offer?.id}/status`, w.author.token, {
      status: 'DECLINED',
    });
    expect(late.statusCode).toBe(409);
  });

  it('a member who joins later: only what the buyer sends after they joined is unread to them', async () => {
    const w = await world();
    const room = await openRoom(app, w.buyer.token, {
      seller_id: w.author.user.id,
      post_id: w.listing,
    });
    await say(app, w.buyer.token, room.id, 'Do you deliver to Adama?');
    await say(app, w.colleague.token, room.id, 'Yes, on Tuesdays.');
    const late = await createSignedInUser(app, t.db, { name: `late-${driver}-${String(tags)}` });
    await t.db.orm
      .insert(memberships)
      .values({ tenantId: w.organisation.id, userId: late.user.id, role: 'ADMIN' });

    // The inbox's history is theirs to read, not unread: in the list, the room and the total.
    const history = await messagesOf(late, room.id);
    expect(history.map((m) => m.message)).toContain('Do you deliver to Adama?');
    expect(history.every((m) => m.buyer_id === w.buyer.user.id)).toBe(true);
    expect((await roomsOf(late)).find((r) => r.id === room.id)?.unread_count).toBe(0);
    expect((await roomOf(late, room.id)).unread_count).toBe(0);
    expect(await unreadOf(late)).toEqual({ total: 0, rooms: 0 });

    // What the buyer sends next is, as for everyone of the team who has not read it.
    const next = await say(app, w.buyer.token, room.id, 'Then 40 boxes, please.');
    expect((await roomsOf(late)).find((r) => r.id === room.id)?.unread_count).toBe(1);
    expect((await roomOf(late, room.id)).unread_count).toBe(1);
    expect(await unreadOf(late)).toEqual({ total: 1, rooms: 1 });
    expect((await roomOf(w.other, room.id)).unread_count).toBe(3); // card, question, order
    const read = await call('POST', `/api/chat/rooms/${room.id}/read`, late.token, {
      message_id: next.id,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ last_read_seq: next.seq, unread_count: 0 });
    expect(await unreadOf(late)).toEqual({ total: 0, rooms: 0 });
    // The buyer's "seen" is the team's furthest mark, the newcomer's included.
    expect((await roomOf(w.buyer, room.id)).other_last_read_seq).toBe(next.seq);

    // Leaving and joining again starts again from the new membership.
    await t.db.orm
      .delete(memberships)
      .where(
        and(eq(memberships.tenantId, w.organisation.id), eq(memberships.userId, late.user.id)),
      );
    await say(app, w.buyer.token, room.id, 'Anyone?');
    await t.db.orm
      .insert(memberships)
      .values({ tenantId: w.organisation.id, userId: late.user.id, role: 'ADMIN' });
    expect(await unreadOf(late)).toEqual({ total: 0, rooms: 0 });
  });

  it('a USER member promoted to manage listings: the inbox so far is history, not unread; a change between managing roles keeps their unread', async () => {
    const w = await world();
    const room = await openRoom(app, w.buyer.token, {
      seller_id: w.author.user.id,
      post_id: w.listing,
    });
    await say(app, w.buyer.token, room.id, 'Is the price per box?');
    const changeRole = async (who: Person, role: TTenantRole) => {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/tenants/${w.organisation.id}/members/${who.user.id}`,
        remoteAddress: randomIp(),
        ...as(w.author.token, w.organisation.id),
        payload: { role },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    await changeRole(w.staff, 'ADMIN');
    expect((await messagesOf(w.staff, room.id)).map((m) => m.message)).toContain(
      'Is the price per box?',
    );
    expect((await roomOf(w.staff, room.id)).unread_count).toBe(0);
    expect(await unreadOf(w.staff)).toEqual({ total: 0, rooms: 0 });
    await say(app, w.buyer.token, room.id, 'And delivery?');
    expect((await roomOf(w.staff, room.id)).unread_count).toBe(1);

    // ADMIN to OWNER both answer the inbox: what was unread stays unread.
    const before = (await roomOf(w.other, room.id)).unread_count;
    expect(before).toBeGreaterThan(1);
    await changeRole(w.other, 'OWNER');
    expect((await roomOf(w.other, room.id)).unread_count).toBe(before);
  });

  it('a report of the shared inbox names its organisation, and who of the team wrote to the buyer', async () => {
    const w = await world();
    const admin = await createSignedInUser(app, t.db, {
      name: `moderator-${driver}-${String(tags)}`,
      isPlatformAdmin: true,
    });
    const room = await openRoom(app, w.buyer.token, {
      seller_id: w.author.user.id,
      post_id: w.listing,
    });
    await say(app, w.buyer.token, room.id, 'Is the price final?');
    await say(app, w.colleague.token, room.id, 'Pay me in cash outside Dawa.');
    await say(app, w.buyer.token, room.id, 'No, thank you.');
    const report = (who: Person) =>
      call('POST', `/api/chat/rooms/${room.id}/report`, who.token, {
        reason: 'Asks for payment outside Dawa',
      });
    expect((await report(w.buyer)).statusCode).toBe(201);
    expect((await report(w.author)).statusCode).toBe(201);
    const reports = ZChatReportsResponse.parse(
      (await call('GET', '/api/admin/chat/reports?limit=100', admin.token)).json(),
    ).docs.filter((r) => r.chat_room_id === room.id);
    const organisation = { id: w.organisation.id, name: w.organisation.name };
    expect(reports.find((r) => r.reporter.id === w.buyer.user.id)).toMatchObject({
      organisation,
      reported: { id: w.colleague.user.id },
    });
    // The team reports the buyer.
    expect(reports.find((r) => r.reporter.id === w.author.user.id)).toMatchObject({
      organisation,
      reported: { id: w.buyer.user.id },
    });
  });

  describe('live delivery', () => {
    let origin = '';
    beforeAll(async () => {
      origin = await app.listen({ port: 0, host: '127.0.0.1' });
    });
    const authed = async (token: string) => {
      const socket = await connectWs(origin);
      const log = logFrames(socket);
      socket.send(JSON.stringify({ type: 'auth', token }));
      await log.waitFor((f) => f.type === 'ready');
      return { socket, log };
    };

    it('the buyer’s messages and typing reach every colleague’s socket, the answer reaches the buyer; nobody else hears', async () => {
      const w = await world();
      const [colleague, author, buyer, staff] = await Promise.all(
        [w.colleague, w.author, w.buyer, w.staff].map((p) => authed(p.token)),
      );
      if (!colleague || !author || !buyer || !staff) throw new Error('sockets');
      const room = await openRoom(app, w.buyer.token, {
        seller_id: w.author.user.id,
        post_id: w.listing,
      });
      await colleague.log.waitFor((f) => f.type === 'room' && f.chat_id === room.id);
      const question = await say(app, w.buyer.token, room.id, 'Any discount for 100?');
      for (const s of [colleague, author]) {
        await s.log.waitFor((f) => isMessage(f) && f.message.id === question.id);
      }
      buyer.socket.send(JSON.stringify({ type: 'typing', chat_id: room.id }));
      const [typing] = await colleague.log.waitFor((f) => f.type === 'typing');
      expect(typing).toEqual({ type: 'typing', chat_id: room.id, user_id: w.buyer.user.id });

      const answer = await say(app, w.colleague.token, room.id, '5% off for 100.');
      await buyer.log.waitFor((f) => isMessage(f) && f.message.id === answer.id);
      await author.log.waitFor((f) => isMessage(f) && f.message.id === answer.id);
      expect(messageFrames(buyer.log).at(-1)?.sender_user.fullName).toBe(w.colleague.user.fullName);
      // A colleague reading is not the buyer's "seen": the author hears no read frame of theirs.
      await call('POST', `/api/chat/rooms/${room.id}/read`, w.other.token, {});
      await buyer.log.waitFor((f) => f.type === 'read' && f.user_id === w.other.user.id);
      // A member who does not manage listings heard nothing of the room.
      const marker = await say(app, w.buyer.token, room.id, 'last one');
      for (const s of [colleague, author]) {
        await s.log.waitFor((f) => isMessage(f) && f.message.id === marker.id);
      }
      expect(staff.log.frames.filter((f) => f.type !== 'ready')).toEqual([]);
      expect(
        author.log.frames.some((f) => f.type === 'read' && f.user_id === w.other.user.id),
      ).toBe(false);

      // A colleague reconnecting after missing messages gets exactly those, in order.
      colleague.socket.terminate();
      await colleague.log.closed;
      const missed = [
        await say(app, w.buyer.token, room.id, 'missed 1'),
        await say(app, w.author.token, room.id, 'missed 2'),
      ];
      const again = await connectWs(origin);
      const againLog = logFrames(again);
      again.send(JSON.stringify({ type: 'auth', token: w.colleague.token, after: marker.id }));
      await againLog.waitFor(isMessage, 2);
      expect(messageFrames(againLog).map((m) => m.id)).toEqual(missed.map((m) => m.id));
      for (const s of [author, buyer, staff]) s.socket.terminate();
      again.terminate();
    });
  });
});

/**
 * Read-decide-writes of the shared inbox on one row: two of the team answering one offer at the
 * same instant (one answer wins, the other is told it was answered; one answer message), and a
 * buyer opening the organisation's room about two of its listings at once (one room).
 */
describeRaces('chat: the shared inbox under concurrency', (driver) => {
  const t = useTestApp(driver);

  it('two colleagues answering one offer at once: one answer, the other 409', async () => {
    const app = await t.build({ configure: installRaceGate });
    await inRounds(async (round) => {
      const w = await inboxWorld(app, t, `race-${driver}-${round}`);
      const room = await openRoom(app, w.buyer.token, {
        seller_id: w.author.user.id,
        post_id: w.listing,
      });
      const made = await app.inject({
        method: 'POST',
        url: `/api/chat/rooms/${room.id}/offers`,
        payload: { post_id: w.listing, quantity: 1, unit_price: 99 },
        ...as(w.buyer.token),
      });
      expect(made.statusCode, made.body).toBe(201);
      const offerId = ZSendMessageResponse.parse(made.json()).message.offer?.id ?? '';
      const decide = (who: Person, status: string): InjectOptions => ({
        method: 'POST',
        url: `/api/chat/offers/${offerId}/status`,
        payload: { status },
        remoteAddress: randomIp(),
        ...as(who.token),
      });
      const answers = await releasedTogether(app, [
        decide(w.colleague, 'ACCEPTED'),
        decide(w.other, 'DECLINED'),
      ]);
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([201, 409]);
      const offerMessages = await t.db.orm
        .select({ status: chatMessages.offerStatus })
        .from(chatMessages)
        .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.type, 'OFFER')));
      // The offer and one answer.
      expect(offerMessages.map((m) => m.status).filter((s) => s !== 'PENDING')).toHaveLength(1);
    });
  });

  it('a buyer opening the organisation’s room about two of its listings at once gets one room', async () => {
    const app = await t.build({ configure: installRaceGate });
    await inRounds(async (round) => {
      const w = await inboxWorld(app, t, `open-${driver}-${round}`);
      const second = await insertListing(app, t.db, w.colleague.user.id, {
        title: `Syringes ${round}`,
        tenantId: w.organisation.id,
      });
      const open = (seller: Person, post: string): InjectOptions => ({
        method: 'POST',
        url: '/api/chat/rooms',
        payload: { seller_id: seller.user.id, post_id: post },
        remoteAddress: randomIp(),
        ...as(w.buyer.token),
      });
      const answers = await releasedTogether(app, [
        open(w.author, w.listing),
        open(w.colleague, second),
      ]);
      expect(answers.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 201]);
      const rows = await t.db.orm
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(
          and(eq(chatRooms.tenantId, w.organisation.id), eq(chatRooms.buyerId, w.buyer.user.id)),
        );
      expect(rows).toHaveLength(1);
      expect(new Set(answers.map((r) => r.json<{ id: string }>().id))).toEqual(
        new Set([rows[0]!.id]),
      );
    });
  });
});

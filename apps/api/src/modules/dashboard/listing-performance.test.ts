// The listing-performance report (issue 32, docs/reports.md): views, saves, chats and offers per
// listing of the seller for a period of Addis Ababa days, the totals and each day's totals.
import {
  EXPORT_MESSAGES,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  ZListingPerformanceResponse,
  type TErrorResponse,
  type TListingPerformanceResponse,
} from '@dawa/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { postDailyViews, savedPosts } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import { readCsv, readPdf, readXlsx } from '../../test/exports.ts';
import { insertListing, openRoom, say } from '../../test/chat.ts';
import { as, createSignedInUser, createTestTenant, randomIp } from '../../test/factories.ts';

const DAY_MS = 86_400_000;
const EAT_MS = 3 * 3_600_000;
/** The Addis Ababa day `n` days before today's, as YYYY-MM-DD. */
const daysAgo = (n: number) =>
  new Date(Date.now() + EAT_MS - n * DAY_MS).toISOString().slice(0, 10);

describe.each(databases())('GET /reports/listing-performance (%s)', (driver) => {
  const t = useTestApp(driver);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await t.build();
  });

  const report = (token: string, query: string, tenantId?: string) =>
    app.inject({
      url: `/api/reports/listing-performance?${query}`,
      remoteAddress: randomIp(),
      ...as(token, tenantId),
    });
  const read = async (token: string, query: string, tenantId?: string) => {
    const res = await report(token, query, tenantId);
    expect(res.statusCode, res.body).toBe(200);
    return ZListingPerformanceResponse.parse(res.json());
  };
  const rowOf = (body: TListingPerformanceResponse, id: string) =>
    body.docs.find((row) => row.post_id === id);

  async function world(tag: string) {
    const person = (name: string) => createSignedInUser(app, t.db, { name: `${name}-${tag}` });
    const [owner, staff, buyer, other, outsider] = await Promise.all(
      ['owner', 'staff', 'buyer', 'other-buyer', 'outsider'].map(person),
    );
    if (!owner || !staff || !buyer || !other || !outsider) throw new Error('people');
    const organisation = await createTestTenant(t.db, {
      owner: owner.user,
      name: `Tana Pharmacy ${tag}`,
      members: [{ user: staff.user, role: 'USER' }],
    });
    const elsewhere = await createTestTenant(t.db, { owner: outsider.user, name: `Other ${tag}` });
    const list = (title: string, tenantId: string | null, seller = owner.user.id) =>
      insertListing(app, t.db, seller, { title: `${title} ${tag}`, tenantId });
    return {
      owner,
      staff,
      buyer,
      other,
      outsider,
      organisation,
      gloves: await list('Nitrile gloves', organisation.id),
      masks: await list('Surgical masks', organisation.id),
      own: await list('Personal thermometer', null),
      foreign: await list('Foreign syringes', elsewhere.id, outsider.user.id),
    };
  }

  it("counts the organisation's listings for the period: views by day, saves, a buyer's chats and offers; totals and days add up", async () => {
    const w = await world(`${driver}-1`);
    const from = daysAgo(30);
    const today = daysAgo(0);
    // Views: three opens today (the counter's flush writes the day), and earlier days as stored.
    for (const who of [w.buyer.token, w.other.token, null])
      expect((await app.inject({ url: `/api/post/${w.gloves}`, ...as(who) })).statusCode).toBe(200);
    await t.db.orm.insert(postDailyViews).values([
      { postId: w.gloves, day: daysAgo(10), views: 5 },
      { postId: w.masks, day: daysAgo(10), views: 2 },
      { postId: w.masks, day: daysAgo(40), views: 100 }, // before the period
      { postId: w.foreign, day: daysAgo(10), views: 50 }, // another organisation's
    ]);
    // Saves: one in the period, one before it.
    await t.db.orm.insert(savedPosts).values([
      { userId: w.buyer.user.id, postId: w.gloves, createdAt: new Date(Date.now() - 5 * DAY_MS) },
      { userId: w.other.user.id, postId: w.gloves, createdAt: new Date(Date.now() - 45 * DAY_MS) },
    ]);
    // A chat: the buyer writes twice about the gloves, the team answers (not a chat of its own).
    const room = await openRoom(app, w.buyer.token, {
      seller_id: w.owner.user.id,
      post_id: w.gloves,
    });
    await say(app, w.buyer.token, room.id, 'Do you have 40 boxes?');
    await say(app, w.owner.token, room.id, 'Yes.');
    const offer = await app.inject({
      method: 'POST',
      url: `/api/chat/rooms/${room.id}/offers`,
      remoteAddress: randomIp(),
      ...as(w.buyer.token),
      payload: { post_id: w.gloves, quantity: 40, unit_price: 150 },
    });
    expect(offer.statusCode, offer.body).toBe(201);

    const body = await read(w.owner.token, `from=${from}&to=${today}`, w.organisation.id);
    expect(body).toMatchObject({ from, to: today });
    expect(body.docs.map((row) => row.post_id)).toEqual([w.gloves, w.masks]);
    expect(rowOf(body, w.gloves)).toMatchObject({ views: 8, saves: 1, chats: 1, offers: 1 });
    expect(rowOf(body, w.masks)).toMatchObject({ views: 2, saves: 0, chats: 0, offers: 0 });
    expect(body.totals).toEqual({ views: 10, saves: 1, chats: 1, offers: 1 });
    // Every day of the period, in order, zeros included; the days' views add up to the total.
    expect(body.days).toHaveLength(31);
    expect(body.days[0]?.day).toBe(from);
    expect(body.days.at(-1)).toMatchObject({ day: today, views: 3, chats: 1, offers: 1 });
    expect(body.days.find((d) => d.day === daysAgo(10))).toMatchObject({ views: 7 });
    expect(body.days.reduce((sum, d) => sum + d.views, 0)).toBe(body.totals.views);
    expect(body.days.reduce((sum, d) => sum + d.saves, 0)).toBe(1);

    // Every member reads the organisation's report; the person's own listing is not in it.
    expect(await read(w.staff.token, `from=${from}&to=${today}`, w.organisation.id)).toEqual(body);
    // Without an organisation chosen: the person's own listings.
    const own = await read(w.owner.token, `from=${from}&to=${today}`);
    expect(own.docs.map((row) => row.post_id)).toContain(w.own);
    expect(own.docs.map((row) => row.post_id)).not.toContain(w.foreign);
  });

  it('a day is an Addis Ababa day: 23:59:59 there is in it, midnight there is the next one', async () => {
    const w = await world(`${driver}-2`);
    const day = daysAgo(12);
    await t.db.orm.insert(savedPosts).values([
      // 20:59:59 UTC is 23:59:59 in Addis Ababa (UTC+3).
      { userId: w.buyer.user.id, postId: w.gloves, createdAt: new Date(`${day}T20:59:59.000Z`) },
      { userId: w.buyer.user.id, postId: w.masks, createdAt: new Date(`${day}T21:00:00.000Z`) },
      { userId: w.other.user.id, postId: w.gloves, createdAt: new Date(`${day}T00:30:00.000Z`) },
    ]);
    const body = await read(w.owner.token, `from=${day}&to=${day}`, w.organisation.id);
    expect(rowOf(body, w.gloves)?.saves).toBe(2);
    expect(rowOf(body, w.masks)?.saves).toBe(0);
    expect(body.days).toEqual([{ day, views: 0, saves: 2, chats: 0, offers: 0 }]);
    const next = await read(
      w.owner.token,
      `from=${daysAgo(11)}&to=${daysAgo(11)}`,
      w.organisation.id,
    );
    expect(rowOf(next, w.masks)?.saves).toBe(1);
  });

  it("refuses a bad period with the message, and another organisation's report like a missing one", async () => {
    const w = await world(`${driver}-3`);
    const cases: [string, string][] = [
      ['from=2026-02-30&to=2026-03-01', REPORT_MESSAGES.dateInvalid],
      ['from=2026-3-1&to=2026-03-01', REPORT_MESSAGES.dateInvalid],
      ['from=2026-03-02&to=2026-03-01', REPORT_MESSAGES.rangeInvalid],
      [
        `from=2025-01-01&to=${new Date(Date.parse('2025-01-01') + REPORT_MAX_DAYS * DAY_MS).toISOString().slice(0, 10)}`,
        REPORT_MESSAGES.periodTooLong,
      ],
    ];
    for (const [query, message] of cases) {
      const res = await report(w.owner.token, query, w.organisation.id);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<TErrorResponse>().message, query).toBe(message);
    }
    const missing = await report(w.owner.token, 'to=2026-03-01', w.organisation.id);
    expect(missing.statusCode).toBe(400);
    // Exactly the longest period is fine.
    const longest = `from=2025-01-01&to=${new Date(Date.parse('2025-01-01') + (REPORT_MAX_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)}`;
    expect((await report(w.owner.token, longest, w.organisation.id)).statusCode).toBe(200);

    const period = `from=${daysAgo(3)}&to=${daysAgo(0)}`;
    const foreign = await report(w.outsider.token, period, w.organisation.id);
    const nowhere = await report(w.outsider.token, period, '00000000-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(nowhere.json());
    expect(
      (await app.inject({ url: `/api/reports/listing-performance?${period}` })).statusCode,
    ).toBe(401);
  });

  it('answers the same rows and the totals row as CSV, XLSX and PDF, named with the period', async () => {
    const w = await world(`${driver}-4`);
    const from = daysAgo(20);
    const to = daysAgo(0);
    await t.db.orm.insert(postDailyViews).values([
      { postId: w.gloves, day: daysAgo(3), views: 4 },
      { postId: w.masks, day: daysAgo(5), views: 9 },
      { postId: w.masks, day: daysAgo(30), views: 70 }, // before the period: in no file
      { postId: w.foreign, day: daysAgo(3), views: 50 },
    ]);
    await t.db.orm.insert(savedPosts).values([
      { userId: w.buyer.user.id, postId: w.gloves, createdAt: new Date(Date.now() - 2 * DAY_MS) },
      { userId: w.other.user.id, postId: w.gloves, createdAt: new Date(Date.now() - 4 * DAY_MS) },
    ]);
    const period = `from=${from}&to=${to}`;
    const json = await read(w.owner.token, period, w.organisation.id);
    expect(json.docs.map((row) => row.title)).toEqual([
      `Surgical masks ${driver}-4`,
      `Nitrile gloves ${driver}-4`,
    ]);
    const file = async (format: string, token = w.owner.token) => {
      const res = await report(token, `${period}&format=${format}`, w.organisation.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="listing-performance-${from}-to-${to}.${format}"`,
      );
      return res;
    };

    // CSV: machine names as headers, the JSON's rows in its order, then the totals.
    const csv = await file('csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = readCsv(csv.rawPayload);
    expect(header).toEqual(['title', 'views', 'saves', 'chats', 'offers', 'post_id']);
    const asLine = (r: { title: string; post_id?: string } & typeof json.totals) => [
      r.title,
      String(r.views),
      String(r.saves),
      String(r.chats),
      String(r.offers),
      r.post_id ?? '',
    ];
    expect(lines).toEqual([...json.docs.map(asLine), asLine({ title: 'Total', ...json.totals })]);
    expect(lines.at(-1)).toEqual(['Total', '13', '2', '0', '0', '']);

    // XLSX: people's headers, numbers as number cells.
    const xlsx = await file('xlsx');
    const [head, ...sheet] = await readXlsx(xlsx.rawPayload);
    expect(head).toEqual(['Listing', 'Views', 'Saves', 'Chats', 'Offers', 'Listing id']);
    expect(sheet).toEqual([
      ...json.docs.map((r) => [r.title, r.views, r.saves, r.chats, r.offers, r.post_id]),
      ['Total', 13, 2, 0, 0, null],
    ]);

    // PDF: the title, the period, each listing and the totals; no ids on paper.
    const pdf = await file('pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const printed = readPdf(pdf.rawPayload);
    expect(printed.pages).toBe(1);
    expect(printed.text).toContain('Listing performance');
    expect(printed.text).toContain(`${from} to ${to}`);
    expect(printed.text).toContain('3 rows');
    for (const row of json.docs) expect(printed.text).toContain(row.title);
    expect(printed.runs).toEqual(expect.arrayContaining(['Total', '13']));
    expect(printed.text).not.toContain(w.gloves);

    // A member reads the same file; the person's own file holds the person's listings, not others'.
    expect((await file('csv', w.staff.token)).rawPayload).toEqual(csv.rawPayload);
    const own = await report(w.owner.token, `${period}&format=csv`);
    expect(own.statusCode).toBe(200);
    const ownIds = readCsv(own.rawPayload).map((line) => line.at(-1));
    expect(ownIds).toContain(w.own);
    expect(ownIds).not.toContain(w.foreign);
  });

  it('refuses an unknown format with the message, and keeps the tenant wall for files too', async () => {
    const w = await world(`${driver}-5`);
    const period = `from=${daysAgo(3)}&to=${daysAgo(0)}`;
    for (const format of ['docx', 'CSV', '']) {
      const res = await report(w.owner.token, `${period}&format=${format}`, w.organisation.id);
      expect(res.statusCode, format).toBe(400);
      expect(res.json<TErrorResponse>().message, format).toBe(EXPORT_MESSAGES.formatInvalid);
    }
    // A bad period is refused before any file is written.
    const backwards = await report(
      w.owner.token,
      `from=${daysAgo(0)}&to=${daysAgo(3)}&format=pdf`,
      w.organisation.id,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<TErrorResponse>().message).toBe(REPORT_MESSAGES.rangeInvalid);

    const foreign = await report(w.outsider.token, `${period}&format=csv`, w.organisation.id);
    const nowhere = await report(
      w.outsider.token,
      `${period}&format=csv`,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['content-disposition']).toBeUndefined();
    expect(foreign.json()).toEqual(nowhere.json());
    expect(
      (await app.inject({ url: `/api/reports/listing-performance?${period}&format=xlsx` }))
        .statusCode,
    ).toBe(401);
  });
});

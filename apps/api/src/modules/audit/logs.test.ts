import {
  AUDIT_CSV_COLUMNS,
  LIST_MESSAGES,
  ZAuditListResponse,
  type TAuditEntry,
  type TErrorResponse,
  type TSessionResponse,
} from '@dawa/contract';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.ts';
import { hasPgCode } from '../../db/pg-errors.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createSignedInUser,
  createTestWorld,
  signupPersonBody,
  uniqueEmail,
  waitForOutboxMail,
} from '../../test/factories.ts';
import { listingBody, readTaxonomy, uploadImages } from '../../test/listings.ts';
import { csvCell } from '../../platform/export/index.ts';
import { readCsv, readPdf, readXlsx } from '../../test/exports.ts';
import { AUDIT_EXPORT_COLUMNS } from './logs.service.ts';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AuditTest/1.0';

describe('csvCell', () => {
  it('quotes per RFC 4180 and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=x')).toBe("'\t=x");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell(null)).toBe('');
  });
});

describe.each(databases())('audit log (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  const rowsAbout = (userId: string) =>
    t.db.orm
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.entityId, userId), eq(auditLog.actorUserId, userId)))
      .orderBy(auditLog.createdAt);

  it('records sign-in, failed sign-ins (known and unknown e-mail) and sign-out with ip and user agent', async () => {
    const person = await createSignedInUser(t.app, t.db, { name: 'signer' });
    const login = (email: string, password: string) =>
      call({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.9.8.7',
        headers: { 'user-agent': BROWSER },
        payload: { email, password },
      });
    const good = await login(person.email, person.password);
    expect(good.statusCode).toBe(200);
    expect((await login(person.email, 'wrong-password-1')).statusCode).toBe(401);
    const stranger = uniqueEmail('nobody');
    expect((await login(stranger, 'typed-secret-9')).statusCode).toBe(401);
    const out = await call({
      method: 'POST',
      url: '/api/auth/logout',
      remoteAddress: '10.9.8.7',
      payload: {},
      ...as(good.json<TSessionResponse>().accessToken),
    });
    expect(out.statusCode).toBe(200);

    const rows = await rowsAbout(person.user.id);
    const fromHere = rows.filter((r) => r.ip === '10.9.8.7');
    expect(fromHere.map((r) => r.action)).toEqual(['sign-in', 'sign-in-failed', 'sign-out']);
    expect(fromHere[0]).toMatchObject({
      tenantId: null,
      actorUserId: person.user.id,
      userAgent: BROWSER,
      requestId: expect.any(String),
      after: { method: 'password', email: person.email },
    });
    // A failed attempt proves nobody: no actor, the account only named as what was tried.
    expect(fromHere[1]).toMatchObject({
      actorUserId: null,
      entityId: person.user.id,
      after: { method: 'password', email: person.email, reason: 'wrong-credentials' },
    });
    const unknown = await t.db.orm
      .select()
      .from(auditLog)
      .where(sql`${auditLog.after}->>'email' = ${stranger}`);
    expect(unknown).toEqual([
      expect.objectContaining({
        action: 'sign-in-failed',
        actorUserId: null,
        entityId: null,
        tenantId: null,
        ip: '10.9.8.7',
      }),
    ]);
    expect(JSON.stringify([rows, unknown])).not.toMatch(/wrong-password-1|typed-secret-9/);
  });

  it('keeps no password, code or token in any entry of a sign-up, reset, change flow', async () => {
    const email = uniqueEmail('secretive');
    const post = (url: string, payload: object, token?: string) =>
      call({ method: 'POST', url, payload, ...(token && as(token)) });
    expect((await post('/api/signup', signupPersonBody(email))).statusCode).toBe(200);
    const verifyCode = codeIn((await waitForOutboxMail(t.app, email, /verification/)).subject);
    const first = 'first-Pass-111';
    const verified = await post('/api/verify-otp', {
      otp: verifyCode,
      email,
      password: first,
      confirm_password: first,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const reset = await post('/api/send-email-reset-password', { email });
    expect(reset.statusCode).toBe(200);
    const resetCode = codeIn((await waitForOutboxMail(t.app, email, /reset/)).subject);
    const second = 'second-Pass-222';
    const done = await post('/api/reset-password', {
      otp: resetCode,
      email,
      new_password: second,
    });
    expect(done.statusCode, done.body).toBe(200);
    const session = (
      await post('/api/login', { email, password: second })
    ).json<TSessionResponse>();
    const third = 'third-Pass-333';
    const changed = await post(
      '/api/user/password',
      { current_password: second, new_password: third, confirm_password: third },
      session.accessToken,
    );
    expect(changed.statusCode, changed.body).toBe(200);

    const rows = await rowsAbout(session.user.id);
    expect(rows.map((r) => r.action)).toEqual([
      'account-created',
      'password-reset-requested',
      'password-reset',
      'sign-in',
      'password-change',
    ]);
    expect(rows.every((r) => r.ip === '127.0.0.1' && r.requestId !== null)).toBe(true);
    const stored = JSON.stringify(rows);
    for (const secret of [first, second, third, verifyCode, resetCode, session.accessToken]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).not.toContain(session.refreshToken);
  });

  it('GET /logs: the pharmacy’s entries with origin, filtered by person, action and dates, in keyset pages', async () => {
    const w = await createTestWorld(t.app, t.db);
    const put = (token: string, userId: string, role: string) =>
      call({
        method: 'PUT',
        url: `/api/tenants/${w.tenant.id}/members/${userId}`,
        payload: { role },
        remoteAddress: '10.1.2.3',
        headers: { ...as(token).headers, 'user-agent': BROWSER },
      });
    expect((await put(w.owner.token, w.user.user.id, 'ADMIN')).statusCode).toBe(200);
    expect((await put(w.admin.token, w.user.user.id, 'USER')).statusCode).toBe(200);
    expect((await put(w.owner.token, w.admin.user.id, 'USER')).statusCode).toBe(200);
    expect((await put(w.owner.token, w.admin.user.id, 'ADMIN')).statusCode).toBe(200);
    // Something in the other pharmacy, which must never show here.
    const other = await call({
      method: 'POST',
      url: '/api/user/employee',
      payload: {
        email: uniqueEmail('elsewhere'),
        full_name: 'Elsewhere',
        phone_number: '+251911000000',
        role: 'USER',
      },
      ...as(w.outsider.token, w.otherTenant.id),
    });
    expect(other.statusCode, other.body).toBe(201);

    const logs = (query: string, token = w.owner.token, tenant = w.tenant.id) =>
      call({ method: 'GET', url: `/api/logs${query}`, ...as(token, tenant) });
    const all = await logs('?limit=100');
    expect(all.statusCode, all.body).toBe(200);
    const page = ZAuditListResponse.parse(all.json());
    expect(page.total).toBe(4);
    expect(page.docs.map((d) => d.action)).toEqual(Array(4).fill('member-role-change'));
    expect(page.docs[0]).toMatchObject({
      actionLabel: 'Role changed',
      subject: { kind: 'Member', name: w.admin.user.fullName },
      changes: [{ field: 'role', label: 'Role', before: 'Member', after: 'Admin' }],
      summary: 'Role: Member → Admin',
      actor: { id: w.owner.user.id, fullName: w.owner.user.fullName, email: w.owner.email },
      entity: 'membership',
      entityId: w.admin.user.id,
      before: { role: 'USER' },
      after: { role: 'ADMIN' },
      ip: '10.1.2.3',
      userAgent: BROWSER,
    });

    // By person: the admin made one change.
    const byAdmin = ZAuditListResponse.parse((await logs(`?actor=${w.admin.user.id}`)).json());
    expect(byAdmin.docs.map((d) => d.actor?.id)).toEqual([w.admin.user.id]);
    // By action: repeated or comma-separated.
    expect(
      ZAuditListResponse.parse((await logs('?action=invitation-sent,member-remove')).json()).total,
    ).toBe(0);
    expect(
      ZAuditListResponse.parse(
        (await logs('?action=invitation-sent&action=member-role-change')).json(),
      ).total,
    ).toBe(4);
    // By dates (whole UTC days, inclusive).
    const today = new Date().toISOString().slice(0, 10);
    expect(ZAuditListResponse.parse((await logs(`?from=${today}&to=${today}`)).json()).total).toBe(
      4,
    );
    expect(ZAuditListResponse.parse((await logs('?to=2020-01-01')).json()).total).toBe(0);
    expect(ZAuditListResponse.parse((await logs('?from=9000-01-01')).json()).total).toBe(0);

    // Pages of 3: every entry once, newest first, stable while a new entry arrives in between.
    const first = ZAuditListResponse.parse((await logs('?limit=3')).json());
    expect(first).toMatchObject({ hasMore: true, total: 4 });
    expect((await put(w.owner.token, w.user.user.id, 'ADMIN')).statusCode).toBe(200);
    const second = ZAuditListResponse.parse(
      (await logs(`?limit=3&cursor=${first.nextCursor ?? ''}`)).json(),
    );
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
    const walked = [...first.docs, ...second.docs].map((d: TAuditEntry) => d.id);
    expect(walked).toEqual(page.docs.map((d) => d.id));

    // Bad filters answer 400 with the contract's messages.
    for (const query of [
      '?action=drop-table',
      '?from=2027-02-31',
      '?from=2027-03-02&to=2027-03-01',
      '?cursor=not-a-real-cursor',
      '?actor=someone',
      '?limit=0',
    ]) {
      const bad = await logs(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json<TErrorResponse>()).toMatchObject({ code: expect.any(String) });
    }
  });

  it('who may read: managers of the pharmacy only; platform admins read platform events on /admin/logs', async () => {
    const w = await createTestWorld(t.app, t.db);
    const admin = await createSignedInUser(t.app, t.db, { name: 'root', isPlatformAdmin: true });
    expect(
      (
        await call({
          method: 'PUT',
          url: `/api/tenants/${w.tenant.id}/members/${w.user.user.id}`,
          payload: { role: 'USER' },
          ...as(w.owner.token),
        })
      ).statusCode,
    ).toBe(200);
    const get = (url: string, token: string | null, tenant?: string) =>
      call({ method: 'GET', url, ...as(token, tenant) });

    for (const url of ['/api/logs', '/api/logs/export.csv', '/api/logs/export?format=pdf']) {
      expect((await get(url, null, w.tenant.id)).statusCode, url).toBe(401);
      // No pharmacy chosen.
      expect((await get(url, w.owner.token)).statusCode, url).toBe(400);
      // Another pharmacy's owner: this pharmacy answers like one that does not exist.
      const foreign = await get(url, w.outsider.token, w.tenant.id);
      expect(foreign.statusCode, url).toBe(404);
      expect((await get(url, w.outsider.token, '00000000-0000-4000-8000-000000000000')).body).toBe(
        foreign.body,
      );
      // A USER of the pharmacy: refused like other manager-only routes.
      expect((await get(url, w.user.token, w.tenant.id)).statusCode, url).toBe(403);
      expect((await get(url, w.admin.token, w.tenant.id)).statusCode, url).toBe(200);
      // A platform admin who is no member sees nothing of the pharmacy's log.
      expect((await get(url, admin.token, w.tenant.id)).statusCode, url).toBe(404);
    }
    // The other pharmacy's owner reads their own log, which holds none of this one's rows.
    const theirs = ZAuditListResponse.parse(
      (await get('/api/logs?limit=100', w.outsider.token, w.otherTenant.id)).json(),
    );
    expect(theirs.docs.filter((d) => d.entityId === w.user.user.id)).toEqual([]);

    for (const url of [
      '/api/admin/logs',
      '/api/admin/logs/export.csv',
      '/api/admin/logs/export?format=xlsx',
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, w.owner.token)).statusCode, url).toBe(403);
      expect((await get(url, admin.token)).statusCode, url).toBe(200);
    }
    const platform = ZAuditListResponse.parse(
      (await get(`/api/admin/logs?action=sign-in&actor=${w.owner.user.id}`, admin.token)).json(),
    );
    expect(platform.docs.length).toBeGreaterThan(0);
    const everything = ZAuditListResponse.parse(
      (await get('/api/admin/logs?limit=100', admin.token)).json(),
    );
    expect(everything.docs.some((d) => d.entity === 'membership')).toBe(false);

    // No route changes or removes an entry.
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call({ method, url: '/api/logs', ...as(w.owner.token, w.tenant.id) });
      expect([404, 405], method).toContain(res.statusCode);
    }
  });

  it('exports exactly the filter as CSV, formula-safe', async () => {
    const w = await createTestWorld(t.app, t.db);
    await t.db.orm
      .update(users)
      .set({ fullName: '=HYPERLINK("http://evil","x")' })
      .where(eq(users.id, w.admin.user.id));
    const put = (token: string, userId: string, role: string, agent: string) =>
      call({
        method: 'PUT',
        url: `/api/tenants/${w.tenant.id}/members/${userId}`,
        payload: { role },
        headers: { ...as(token, w.tenant.id).headers, 'user-agent': agent },
      });
    expect((await put(w.admin.token, w.user.user.id, 'ADMIN', '@evil, "agent"')).statusCode).toBe(
      200,
    );
    expect((await put(w.owner.token, w.user.user.id, 'USER', BROWSER)).statusCode).toBe(200);

    const res = await call({
      method: 'GET',
      url: `/api/logs/export.csv?actor=${w.admin.user.id}&action=member-role-change`,
      ...as(w.owner.token, w.tenant.id),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-.*\.csv"/);
    const rows = readCsv(res.body);
    expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const [row] = rows.slice(1);
    const at = (column: (typeof AUDIT_CSV_COLUMNS)[number]) =>
      row?.[AUDIT_CSV_COLUMNS.indexOf(column)];
    expect(at('action_code')).toBe('member-role-change');
    expect(at('action')).toBe('Role changed');
    expect(at('who')).toBe('\'=HYPERLINK("http://evil","x")');
    expect(at('user_agent')).toBe('\'@evil, "agent"');
    expect(at('ip')).toBe('127.0.0.1');
    // Read like the screen: the member by name, the role as the interface names it.
    expect(at('subject_kind')).toBe('Member');
    expect(at('subject')).toBe(w.user.user.fullName);
    expect(at('subject_id')).toBe(w.user.user.id);
    expect(at('changes')).toBe('Role: Member → Admin');
    expect(at('time_utc')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/);

    // The same filter as the list: unfiltered, both changes.
    const both = await call({
      method: 'GET',
      url: '/api/logs/export.csv',
      ...as(w.owner.token, w.tenant.id),
    });
    expect(readCsv(both.body)).toHaveLength(3);
  });

  it('exports the same filter as XLSX and PDF; streams many rows in batches; refuses beyond the cap', async () => {
    const w = await createTestWorld(t.app, t.db);
    await t.db.orm
      .update(users)
      .set({ fullName: '=HYPERLINK("http://evil","x")' })
      .where(eq(users.id, w.admin.user.id));
    const role = (token: string, role: string) =>
      call({
        method: 'PUT',
        url: `/api/tenants/${w.tenant.id}/members/${w.user.user.id}`,
        payload: { role },
        ...as(token, w.tenant.id),
      });
    expect((await role(w.admin.token, 'ADMIN')).statusCode).toBe(200);
    expect((await role(w.owner.token, 'USER')).statusCode).toBe(200);
    const exportOf = (query: string) =>
      call({ method: 'GET', url: `/api/logs/export?${query}`, ...as(w.owner.token, w.tenant.id) });
    const filter = `actor=${w.admin.user.id}&action=member-role-change`;

    const xlsx = await exportOf(`${filter}&format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const [head, ...sheet] = await readXlsx(xlsx.rawPayload);
    expect(head).toEqual(AUDIT_EXPORT_COLUMNS.map((c) => c.header));
    expect(sheet).toHaveLength(1);
    const cell = (key: (typeof AUDIT_CSV_COLUMNS)[number]) =>
      sheet[0]?.[AUDIT_EXPORT_COLUMNS.findIndex((c) => c.key === key)];
    expect(cell('time_utc')).toBeInstanceOf(Date);
    expect(cell('who')).toBe('\'=HYPERLINK("http://evil","x")');
    expect(cell('changes')).toBe('Role: Member → Admin');
    expect(cell('subject_id')).toBe(w.user.user.id);

    const pdf = await exportOf(`${filter}&format=pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/filename="audit-log-[\d-]+\.pdf"$/);
    const printed = readPdf(pdf.rawPayload);
    expect(printed.pages).toBe(1);
    expect(printed.runs).toContain('Activity log');
    expect(printed.runs).toContain('Role: Member -> Admin');
    // Not a spreadsheet: the name is printed as typed (cut over lines by its narrow column).
    expect(printed.runs.join('')).toContain('=HYPERLINK("http://evil","x")');
    expect(printed.runs).toContain(w.user.user.fullName);
    expect(printed.text).toContain('1 row');
    // The ids are for tools: not on the printed page.
    expect(printed.text).not.toContain(w.user.user.id);

    // format=csv is the CSV of /logs/export.csv.
    const csv = await exportOf(`${filter}&format=csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const old = await call({
      method: 'GET',
      url: `/api/logs/export.csv?${filter}`,
      ...as(w.owner.token, w.tenant.id),
    });
    expect(readCsv(csv.rawPayload)).toEqual(readCsv(old.rawPayload));
    const bad = await exportOf('format=docx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<TErrorResponse>().message).toBe('Choose csv, xlsx or pdf');

    // 1,200 entries stream in keyset batches of 500 and arrive whole, each once, newest first.
    const addEntries = (count: number, offset: number) =>
      t.db.orm.execute(sql`insert into audit_log (tenant_id, action, entity, created_at)
        select ${w.tenant.id}::uuid, 'member-leave', 'membership',
          timestamptz '2026-01-01' - (g + ${offset}) * interval '1 second'
        from generate_series(1, ${count}::int) g`);
    await addEntries(1200, 0);
    const many = await exportOf('action=member-leave');
    expect(many.statusCode).toBe(200);
    const [, ...lines] = readCsv(many.rawPayload);
    const times = lines.map((line) => line[AUDIT_CSV_COLUMNS.indexOf('time_utc')]);
    expect(times).toHaveLength(1200);
    expect(new Set(times).size).toBe(1200);
    expect(times[0]).toBe('2025-12-31 23:59:59 UTC');
    expect(times.at(-1)).toBe('2025-12-31 23:40:00 UTC');

    // One entry past the cap: refused before any byte, saying how many and the cap.
    await addEntries(10_001 - 1200, 1200);
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const refused = await exportOf(`action=member-leave&format=${format}`);
      expect(refused.statusCode, format).toBe(400);
      expect(refused.json<TErrorResponse>().message).toBe(
        'This export would hold 10,001 rows; at most 10,000 can be exported at once: narrow the dates, person or action',
      );
    }
    // A narrower filter exports again.
    expect((await exportOf('action=member-leave&from=2026-12-31&format=xlsx')).statusCode).toBe(
      200,
    );
  });

  it('GET /logs is a keyset list (docs/lists.md): equal times once each, both orders, bad paging refused, behind the wall', async () => {
    const w = await createTestWorld(t.app, t.db);
    // 7 entries written in one instant (one statement: the same created_at), 3 a second later,
    // and one in the other pharmacy at the same instant.
    const at = new Date('2027-03-12T08:00:00.123Z');
    const entry = (tenantId: string, when: Date) => ({
      tenantId,
      actorUserId: w.owner.user.id,
      action: 'shop-update',
      entity: 'shop',
      when,
    });
    const rows = [
      ...Array.from({ length: 7 }, () => entry(w.tenant.id, at)),
      ...Array.from({ length: 3 }, () => entry(w.tenant.id, new Date(at.getTime() + 1000))),
    ];
    await t.db.orm.insert(auditLog).values(
      [...rows, entry(w.otherTenant.id, at)].map(({ when, ...row }) => ({
        ...row,
        createdAt: when,
      })),
    );
    const logs = (query: string, token = w.owner.token, tenant = w.tenant.id) =>
      call({ method: 'GET', url: `/api/logs${query}`, ...as(token, tenant) });
    const walk = async (query: string) => {
      const ids: string[] = [];
      let cursor = '';
      for (let i = 0; i < 20; i += 1) {
        const res = await logs(`${query}${cursor && `&cursor=${cursor}`}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = ZAuditListResponse.parse(res.json());
        expect(page).toMatchObject({ total: 10, isTotalCapped: false });
        ids.push(...page.docs.map((d) => d.id));
        if (page.nextCursor === null) return ids;
        cursor = page.nextCursor;
      }
      throw new Error('the walk never ended');
    };
    const newest = await walk('?limit=3');
    expect(newest).toHaveLength(10);
    expect(new Set(newest).size).toBe(10);
    const oldest = await walk('?limit=4&sort=createdAt');
    expect(oldest).toEqual([...newest].reverse());

    // A cursor of one order in the other, a forged or cut one, a bad limit or sort: 400 with words.
    const first = ZAuditListResponse.parse((await logs('?limit=3')).json());
    const cursor = first.nextCursor ?? '';
    for (const [query, message] of [
      [`?limit=3&sort=createdAt&cursor=${cursor}`, LIST_MESSAGES.cursorInvalid],
      [`?limit=3&cursor=${cursor.slice(0, -2)}`, LIST_MESSAGES.cursorInvalid],
      [
        `?cursor=${Buffer.from('{"s":"-createdAt","v":"x","i":"y"}').toString('base64url')}`,
        LIST_MESSAGES.cursorInvalid,
      ],
      ['?cursor=a%20b', LIST_MESSAGES.cursorInvalid],
      [`?cursor=${'A'.repeat(3000)}`, LIST_MESSAGES.cursorInvalid],
      ['?limit=0', LIST_MESSAGES.limitInvalid(100)],
      ['?limit=101', LIST_MESSAGES.limitInvalid(100)],
      ['?limit=ten', LIST_MESSAGES.limitInvalid(100)],
      ['?sort=action', LIST_MESSAGES.sortInvalid(['createdAt', '-createdAt'])],
      ['?sort=--createdAt', LIST_MESSAGES.sortInvalid(['createdAt', '-createdAt'])],
    ] as const) {
      const bad = await logs(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json<TErrorResponse>().message, query).toBe(message);
    }

    // The wall: this pharmacy's cursor, read in the other pharmacy by its owner, shows only theirs.
    const theirs = ZAuditListResponse.parse(
      (await logs(`?limit=100&cursor=${cursor}`, w.outsider.token, w.otherTenant.id)).json(),
    );
    expect(theirs.docs.filter((d) => newest.includes(d.id))).toEqual([]);
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE are refused by the database, for its owner too', async () => {
    const w = await createTestWorld(t.app, t.db);
    await call({
      method: 'PUT',
      url: `/api/tenants/${w.tenant.id}/members/${w.user.user.id}`,
      payload: { role: 'ADMIN' },
      ...as(w.owner.token),
    });
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await t.db.orm.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(hasPgCode(error, '42501'), String(error)).toBe(true);
    };
    await refused(sql`update audit_log set action = 'sign-in' where tenant_id = ${w.tenant.id}`);
    await refused(sql`delete from audit_log where tenant_id = ${w.tenant.id}`);
    await refused(sql`truncate audit_log`);
    const [left] = await t.db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.tenantId, w.tenant.id));
    expect(left?.n).toBe(1);
  });

  describe('listing events, as people read them', () => {
    let app: FastifyInstance;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'dawa-audit-'));
      app = await t.build({ env: { DATA_DIR: dataDir } });
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it("a pharmacy's log names its listings' events, with money, statuses and names in words; never another pharmacy's", async () => {
      const w = await createTestWorld(app, t.db);
      const admin = await createSignedInUser(app, t.db, { name: 'root', isPlatformAdmin: true });
      const tax = await readTaxonomy(app);
      const inject = (options: InjectOptions) => app.inject(options);
      /** Publishes as `token`, the organisation `tenant` chosen (or none). */
      const publish = async (token: string, tenant: string | undefined, title: string) => {
        const medias = await uploadImages(app, token);
        const res = await inject({
          method: 'POST',
          url: '/api/post',
          payload: listingBody(tax.open, medias, { title, price: 850 }),
          ...as(token, tenant),
        });
        expect(res.statusCode, res.body).toBe(201);
        return res.json<{ id: string }>().id;
      };
      const title = 'Paracetamol 500 mg tablets, box of 100';
      // The administrator posts for the pharmacy; its owner edits and sells it (decision 018).
      const mine = await publish(w.admin.token, w.tenant.id, title);
      const edit = await inject({
        method: 'PUT',
        url: `/api/posts/${mine}`,
        payload: { price: 820 },
        ...as(w.owner.token, w.tenant.id),
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const sold = await inject({
        method: 'PUT',
        url: `/api/posts/${mine}/status`,
        payload: { status: 'SOLD' },
        ...as(w.owner.token),
      });
      expect(sold.statusCode, sold.body).toBe(200);
      // The other pharmacy's listing (its title starts like a formula); a listing its member posted
      // on their own account (no organisation chosen). Naming a pharmacy one is not a member of
      // publishes nothing.
      const theirs = await publish(w.outsider.token, w.otherTenant.id, '=Ibuprofen syrup 100 ml');
      const unchosen = await publish(w.user.token, undefined, 'Gauze rolls, 10 cm');
      const forgedAttempt = await inject({
        method: 'POST',
        url: '/api/post',
        payload: listingBody(tax.open, await uploadImages(app, w.outsider.token), {
          title: 'Cotton wool 500 g',
          price: 850,
        }),
        ...as(w.outsider.token, w.tenant.id),
      });
      expect(forgedAttempt.statusCode, forgedAttempt.body).toBe(404);

      const logOf = async (token: string, tenant: string) => {
        const res = await inject({
          method: 'GET',
          url: '/api/logs?limit=100',
          ...as(token, tenant),
        });
        expect(res.statusCode, res.body).toBe(200);
        return ZAuditListResponse.parse(res.json()).docs;
      };
      const ours = await logOf(w.owner.token, w.tenant.id);
      const listingEvents = ours.filter((d) => d.entity === 'post');
      expect(listingEvents.map((d) => d.action)).toEqual([
        'post-status-change',
        'post-update',
        'post-create',
      ]);
      expect(listingEvents.every((d) => d.entityId === mine)).toBe(true);
      expect(listingEvents.map((d) => d.subject)).toEqual(
        Array(3).fill({ kind: 'Listing', name: title }),
      );
      const [statusChange, update, create] = listingEvents;
      expect(statusChange).toMatchObject({
        actor: { id: w.owner.user.id, fullName: w.owner.user.fullName },
        changes: [{ label: 'Status', before: 'Active', after: 'Sold' }],
        summary: 'Status: Active → Sold',
      });
      expect(update?.changes).toEqual([
        { field: 'priceMinor', label: 'Price', before: 'ETB 850.00', after: 'ETB 820.00' },
      ]);
      expect(update?.summary).toBe('Price: ETB 850.00 → ETB 820.00');
      const created = new Map(create?.changes.map((c) => [c.label, c.after]));
      expect(created.get('Price')).toBe('ETB 850.00');
      expect(created.get('Category')).toBe(tax.open.category.name);
      expect(created.get('Sub-category')).toBe(tax.open.sub.name);
      expect(created.get('Condition')).toBe('New');
      expect(created.get('Review')).toBe('Approved');
      // No field reads like a database column, no value like an enum or a bare id.
      for (const change of ours.flatMap((d) => d.changes)) {
        expect(change.label, change.field).toMatch(/^[A-Z][^_]*$/);
        expect(change.label, change.field).not.toMatch(/[a-z][A-Z]/);
        expect(`${change.before ?? ''} ${change.after ?? ''}`, change.field).not.toMatch(
          /\b(ACTIVE|SOLD|APPROVED|NEW|USER|ADMIN|true|false)\b|[0-9a-f]{8}-[0-9a-f]{4}-/,
        );
      }
      const seen = new Set(ours.map((d) => d.entityId));
      for (const other of [theirs, unchosen]) expect(seen.has(other), other).toBe(false);

      // The other pharmacy sees its own listing, and nothing of this one's.
      const elsewhere = await logOf(w.outsider.token, w.otherTenant.id);
      expect(elsewhere.filter((d) => d.entity === 'post').map((d) => d.entityId)).toEqual([theirs]);

      // Listing events stay platform events too: the administrators' log has all four.
      const platform = ZAuditListResponse.parse(
        (
          await inject({
            method: 'GET',
            url: '/api/admin/logs?action=post-create&limit=100',
            ...as(admin.token),
          })
        ).json(),
      );
      const listed = new Set(platform.docs.map((d) => d.entityId));
      for (const id of [mine, theirs, unchosen]) expect(listed.has(id), id).toBe(true);

      // The export reads the same, formula-safe.
      const exportOf = async (token: string, tenant: string) => {
        const res = await inject({
          method: 'GET',
          url: '/api/logs/export.csv',
          ...as(token, tenant),
        });
        expect(res.statusCode, res.body).toBe(200);
        const [head, ...rows] = readCsv(res.body);
        const col = (name: (typeof AUDIT_CSV_COLUMNS)[number]) => (head ?? []).indexOf(name);
        return rows.map((r) => Object.fromEntries(AUDIT_CSV_COLUMNS.map((c) => [c, r[col(c)]])));
      };
      const csv = await exportOf(w.owner.token, w.tenant.id);
      const priceRow = csv.find((r) => r.action_code === 'post-update');
      expect(priceRow).toMatchObject({
        action: 'Listing edited',
        who: w.owner.user.fullName,
        subject_kind: 'Listing',
        subject: title,
        changes: 'Price: ETB 850.00 → ETB 820.00',
        subject_id: mine,
      });
      expect(csv.filter((r) => r.subject_kind === 'Listing')).toHaveLength(3);
      const theirCsv = await exportOf(w.outsider.token, w.otherTenant.id);
      expect(theirCsv.find((r) => r.action_code === 'post-create')?.subject).toBe(
        "'=Ibuprofen syrup 100 ml",
      );
    });
  });
});

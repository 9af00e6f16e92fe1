import {
  MESSAGES,
  ZEmailChangeStarted,
  type TErrorResponse,
  type TSessionResponse,
} from '@dawa/contract';
import { and, desc, eq } from 'drizzle-orm';
import { rm } from 'node:fs/promises';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createSignedInUser,
  randomIp,
  signIn,
  uniqueEmail,
  waitForOutboxMail,
} from '../../test/factories.ts';
import { buildUploadsApp, finishedUpload } from '../../test/uploads.ts';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

describe.each(databases())('account identity (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  const me = (token: string) => call({ method: 'GET', url: '/api/auth/me', ...as(token) });

  describe('changing the e-mail', () => {
    it('needs the code sent to the new address; notifies the old one and ends other sessions', async () => {
      const holder = await createSignedInUser(t.app, t.db, { name: 'mover' });
      const otherDevice = await signIn(t.app, holder);
      const newEmail = uniqueEmail('moved');

      const wrong = await call({
        method: 'POST',
        url: '/api/user/email-change',
        payload: { email: newEmail, password: 'not-my-password' },
        ...as(holder.token),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<TErrorResponse>().issues).toEqual([
        { path: 'password', message: 'Your current password is not correct.' },
      ]);
      const noPassword = await call({
        method: 'POST',
        url: '/api/user/email-change',
        payload: { email: newEmail },
        ...as(holder.token),
      });
      expect(noPassword.statusCode).toBe(400);

      const started = await call({
        method: 'POST',
        url: '/api/user/email-change',
        payload: { email: newEmail, password: holder.password },
        ...as(holder.token),
      });
      expect(started.statusCode, started.body).toBe(200);
      expect(ZEmailChangeStarted.parse(started.json()).email).toBe(newEmail);
      // Nothing changed yet: the old e-mail still signs in.
      expect((await me(holder.token)).json()).toMatchObject({ user: { email: holder.email } });

      const bad = await call({
        method: 'POST',
        url: '/api/user/email-change/confirm',
        payload: { otp: '000000' },
        ...as(holder.token),
      });
      expect(bad.statusCode).toBe(400);
      const code = codeIn(
        (await waitForOutboxMail(t.app, newEmail, /confirm your new e-mail/)).text,
      );
      const confirmed = await call({
        method: 'POST',
        url: '/api/user/email-change/confirm',
        payload: { otp: code },
        ...as(holder.token),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ email: newEmail, emailVerified: true });

      const notice = await waitForOutboxMail(t.app, holder.email, /e-mail was changed/);
      expect(notice.text).toContain(newEmail);
      // This device stays signed in; the other one is signed out.
      expect((await me(holder.token)).statusCode).toBe(200);
      expect((await me(otherDevice.accessToken)).statusCode).toBe(401);
      const login = await call({
        method: 'POST',
        url: '/api/login',
        remoteAddress: randomIp(),
        payload: { email: newEmail, password: holder.password },
      });
      expect(login.statusCode).toBe(200);
      const [entry] = await t.db.orm
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, holder.user.id), eq(auditLog.action, 'email-change')))
        .orderBy(desc(auditLog.createdAt));
      expect(entry).toMatchObject({
        actorUserId: holder.user.id,
        before: { email: holder.email },
        after: { email: newEmail },
      });
    });

    it('refuses an address another account holds, only once its mailbox proved it (409)', async () => {
      const holder = await createSignedInUser(t.app, t.db, { name: 'greedy' });
      const other = await createSignedInUser(t.app, t.db, { name: 'holder' });
      const started = await call({
        method: 'POST',
        url: '/api/user/email-change',
        payload: { email: other.email, password: holder.password },
        ...as(holder.token),
      });
      // The request itself does not tell whether the address has an account.
      expect(started.statusCode).toBe(200);
      const code = codeIn(
        (await waitForOutboxMail(t.app, other.email, /confirm your new e-mail/)).text,
      );
      const confirmed = await call({
        method: 'POST',
        url: '/api/user/email-change/confirm',
        payload: { otp: code },
        ...as(holder.token),
      });
      expect(confirmed.statusCode).toBe(409);
      expect((await me(holder.token)).json()).toMatchObject({ user: { email: holder.email } });
    });

    it('PUT /user/{id} refuses a new e-mail and points to the confirmed flow', async () => {
      const holder = await createSignedInUser(t.app, t.db, { name: 'direct' });
      const res = await call({
        method: 'PUT',
        url: `/api/user/${holder.user.id}`,
        payload: { email: uniqueEmail('direct') },
        ...as(holder.token),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<TErrorResponse>().issues?.[0]?.path).toBe('email');
      // The same e-mail (a form sent back whole) is fine.
      const same = await call({
        method: 'PUT',
        url: `/api/user/${holder.user.id}`,
        payload: { email: holder.email, full_name: 'Same Mail' },
        ...as(holder.token),
      });
      expect(same.statusCode).toBe(200);
    });

    it('is for signed-in holders only', async () => {
      for (const url of [
        '/api/user/email-change',
        '/api/user/email-change/confirm',
        '/api/user/password',
      ]) {
        const res = await call({ method: 'POST', url, payload: {} });
        expect(res.statusCode, url).toBe(401);
      }
    });
  });

  describe('changing the password', () => {
    it('needs the current password; ends other sessions; the old password stops working', async () => {
      const holder = await createSignedInUser(t.app, t.db, { name: 'pw' });
      const otherDevice = await signIn(t.app, holder);
      const change = (current: string) =>
        call({
          method: 'POST',
          url: '/api/user/password',
          payload: {
            current_password: current,
            new_password: 'fresh-456',
            confirm_password: 'fresh-456',
          },
          ...as(holder.token),
        });
      expect((await change('wrong-one')).statusCode).toBe(400);
      const mismatch = await call({
        method: 'POST',
        url: '/api/user/password',
        payload: {
          current_password: holder.password,
          new_password: 'fresh-456',
          confirm_password: 'other-456',
        },
        ...as(holder.token),
      });
      expect(mismatch.json<TErrorResponse>().issues).toEqual([
        { path: 'confirm_password', message: MESSAGES.passwordsMatch },
      ]);
      const ok = await change(holder.password);
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await me(holder.token)).statusCode).toBe(200);
      expect((await me(otherDevice.accessToken)).statusCode).toBe(401);
      const old = await call({
        method: 'POST',
        url: '/api/login',
        remoteAddress: randomIp(),
        payload: { email: holder.email, password: holder.password },
      });
      expect(old.statusCode).toBe(401);
      const fresh = await call({
        method: 'POST',
        url: '/api/login',
        remoteAddress: randomIp(),
        payload: { email: holder.email, password: 'fresh-456' },
      });
      expect(fresh.json<TSessionResponse>().user.email).toBe(holder.email);
      await waitForOutboxMail(t.app, holder.email, /password was changed/);
    });
  });

  describe('profile picture and username', () => {
    it('takes only my own uploads as a picture', async () => {
      const { app, dataDir, token, userId } = await buildUploadsApp(t, 'pictured');
      const stranger = await createSignedInUser(app, t.db, { name: 'stranger' });
      try {
        const mine = await finishedUpload(app, token);
        const theirs = await finishedUpload(app, stranger.token);
        const put = (picture: string) =>
          app.inject({
            method: 'PUT',
            url: `/api/user/${userId}`,
            payload: { picture },
            ...as(token),
          });
        for (const foreign of ['https://tracker.example.com/pixel.png', theirs]) {
          const res = await put(foreign);
          expect(res.statusCode, foreign).toBe(400);
          expect(res.json<TErrorResponse>().issues).toEqual([
            { path: 'picture', message: MESSAGES.pictureNotOwn },
          ]);
        }
        const ok = await put(mine);
        expect(ok.statusCode, ok.body).toBe(200);
        expect(ok.json()).toMatchObject({ picture: mine });
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    });

    it('accepts letters of any script, digits and . _ - only', async () => {
      const holder = await createSignedInUser(t.app, t.db, { name: 'named' });
      const put = (username: string) =>
        call({
          method: 'PUT',
          url: `/api/user/${holder.user.id}`,
          payload: { username },
          ...as(holder.token),
        });
      for (const bad of [
        '<script>',
        '../etc',
        'ab\u202Ecd',
        'a b c',
        'a..b',
        '.abc',
        'abc-',
        'zero\u200Bwidth',
      ]) {
        const res = await put(bad);
        expect(res.statusCode, JSON.stringify(bad)).toBe(400);
        expect(res.json<TErrorResponse>().issues?.[0]?.message).toBe(MESSAGES.usernameCharacters);
      }
      const suffix = Math.random().toString(36).slice(2, 8);
      for (const good of [`selam.t_${suffix}`, `ሰላም${suffix}`]) {
        expect((await put(good)).statusCode, good).toBe(200);
      }
    });
  });

  describe('platform administrator rights', () => {
    it('only a platform admin grants or takes them, each change audited', async () => {
      const root = await createSignedInUser(t.app, t.db, { name: 'root', isPlatformAdmin: true });
      const plain = await createSignedInUser(t.app, t.db, { name: 'plain' });
      const set = (token: string, id: string, isPlatformAdmin: boolean) =>
        call({
          method: 'PUT',
          url: `/api/users/${id}/platform-admin`,
          payload: { isPlatformAdmin },
          ...as(token),
        });
      expect((await set(plain.token, plain.user.id, true)).statusCode).toBe(403);
      expect((await set(root.token, root.user.id, false)).statusCode).toBe(409);
      const granted = await set(root.token, plain.user.id, true);
      expect(granted.json()).toMatchObject({ id: plain.user.id, isPlatformAdmin: true });
      expect((await me(plain.token)).json()).toMatchObject({ isPlatformAdmin: true });
      const revoked = await set(root.token, plain.user.id, false);
      expect(revoked.json()).toMatchObject({ isPlatformAdmin: false });
      const entries = await t.db.orm
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, plain.user.id))
        .orderBy(auditLog.createdAt);
      expect(entries.map((e) => [e.action, e.actorUserId])).toEqual(
        expect.arrayContaining([
          ['admin-grant', root.user.id],
          ['admin-revoke', root.user.id],
        ]),
      );
    });
  });
});

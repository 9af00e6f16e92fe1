import {
  MESSAGES,
  ZMyInvitationListResponse,
  ZTenantInvitation,
  ZTenantInvitationListResponse,
  type TErrorResponse,
  type TMemberListResponse,
  type TSessionResponse,
} from '@dawa/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { tenants, users } from '../../db/schema/index.ts';
import { databases, useTestApp } from '../../test/build-test-app.ts';
import {
  as,
  createSignedInUser,
  createTestWorld,
  NIL_ID,
  randomIp,
  signupPersonBody,
  uniqueEmail,
  waitForOutboxMail,
} from '../../test/factories.ts';

describe.each(databases())('invitations (%s)', (driver) => {
  const t = useTestApp(driver);
  const call = (options: InjectOptions) => t.app.inject(options);
  const world = () => createTestWorld(t.app, t.db);
  const invitee = (email: string, role = 'USER') => ({
    phone_number: '0911223344',
    full_name: 'New Hire',
    email,
    role,
  });
  const inviteAs = (
    token: string | null,
    tenantId: string | undefined,
    email: string,
    role?: string,
  ) =>
    call({
      method: 'POST',
      url: '/api/user/employee',
      payload: invitee(email, role),
      ...as(token, tenantId),
    });
  const mine = async (token: string) => {
    const res = await call({ method: 'GET', url: '/api/invitations/mine', ...as(token) });
    expect(res.statusCode, res.body).toBe(200);
    return ZMyInvitationListResponse.parse(res.json()).docs;
  };
  const memberIds = async (token: string, tenantId: string) => {
    const res = await call({
      method: 'GET',
      url: `/api/tenants/${tenantId}/members?limit=100`,
      ...as(token),
    });
    return res.json<TMemberListResponse>().docs.map((m) => m.user.id);
  };

  describe('the account-takeover chain of issue 12 is closed', () => {
    it('a stranger who "adds" a victim learns nothing about them and cannot change their e-mail', async () => {
      const victim = await createSignedInUser(t.app, t.db, { name: 'victim' });
      const attacker = await createSignedInUser(t.app, t.db, { name: 'attacker' });
      const created = await call({
        method: 'POST',
        url: '/api/tenants',
        payload: {
          name: 'Trap Pharmacy',
          org_type: 'PHARMACY',
          address: 'Somewhere 1',
          city: 'Addis',
          tin_number: '99999',
        },
        ...as(attacker.token),
      });
      const trap = created.json<{ id: string }>().id;

      // 1. Adding the victim is only an invitation: the answer holds what the attacker typed.
      const res = await inviteAs(attacker.token, trap, victim.email);
      expect(res.statusCode).toBe(201);
      const invitation = ZTenantInvitation.parse(res.json());
      expect(invitation).toMatchObject({
        email: victim.email,
        status: 'PENDING',
        full_name: 'New Hire',
      });
      expect(res.body).not.toContain(victim.user.id);
      expect(res.body).not.toContain(victim.user.fullName);
      // Not a member until they accept.
      expect(await memberIds(attacker.token, trap)).not.toContain(victim.user.id);

      // 2. The victim's account is out of reach: invisible, and not editable with the tenant header.
      const detail = await call({
        method: 'GET',
        url: `/api/user/detail?id=${victim.user.id}`,
        ...as(attacker.token),
      });
      expect(detail.statusCode).toBe(404);
      const takeOver = await call({
        method: 'PUT',
        url: `/api/user/${victim.user.id}`,
        payload: { email: 'attacker-mailbox@example.com' },
        ...as(attacker.token, trap),
      });
      expect(takeOver.statusCode).toBe(404);

      // 3. Even once the victim has accepted, a manager cannot touch the person's account.
      const [mail] = await mine(victim.token);
      expect(mail?.tenant.name).toBe('Trap Pharmacy');
      const accepted = await call({
        method: 'POST',
        url: `/api/invitations/${invitation.id}/accept`,
        ...as(victim.token),
      });
      expect(accepted.statusCode).toBe(200);
      for (const payload of [
        { email: 'attacker-mailbox@example.com' },
        { full_name: 'Owned' },
        { username: 'owned' },
      ]) {
        const edit = await call({
          method: 'PUT',
          url: `/api/user/${victim.user.id}`,
          payload,
          ...as(attacker.token, trap),
        });
        expect(edit.statusCode, JSON.stringify(payload)).toBe(403);
      }
      const [row] = await t.db.orm.select().from(users).where(eq(users.id, victim.user.id));
      expect(row).toMatchObject({
        email: victim.email,
        emailVerified: true,
        fullName: victim.user.fullName,
      });

      // 4. Signing up with the victim's e-mail neither resets nor reveals the account.
      const ip = randomIp();
      const signup = await call({
        method: 'POST',
        url: '/api/signup',
        payload: signupPersonBody(victim.email),
        remoteAddress: ip,
      });
      expect(signup.statusCode).toBe(200);
      const notice = await waitForOutboxMail(t.app, victim.email, /already have an account/);
      expect(notice.text).not.toMatch(/\b\d{6}\b/);
      const [after] = await t.db.orm.select().from(users).where(eq(users.id, victim.user.id));
      expect(after?.passwordHash).toBe(row?.passwordHash);
      expect(after?.fullName).toBe(victim.user.fullName);
    });

    it('sign-up never completes an account someone could already sign in to', async () => {
      // A legacy row: a password set, the e-mail flagged unverified (as the old PUT /user left it).
      const victim = await createSignedInUser(t.app, t.db, { name: 'legacy' });
      await t.db.orm
        .update(users)
        .set({ emailVerified: false })
        .where(eq(users.id, victim.user.id));
      const ip = randomIp();
      await call({
        method: 'POST',
        url: '/api/signup',
        payload: signupPersonBody(victim.email),
        remoteAddress: ip,
      });
      await waitForOutboxMail(t.app, victim.email, /already have an account/);
      // No verification code was issued, so verify-otp cannot set a new password.
      const verify = await call({
        method: 'POST',
        url: '/api/verify-otp',
        remoteAddress: ip,
        payload: {
          otp: '123456',
          email: victim.email,
          password: 'taken-123',
          confirm_password: 'taken-123',
        },
      });
      expect(verify.statusCode).toBe(400);
      const login = await call({
        method: 'POST',
        url: '/api/login',
        remoteAddress: randomIp(),
        payload: { email: victim.email, password: victim.password },
      });
      expect(login.statusCode).toBe(200);
    });
  });

  it('an existing account accepts in the app and joins with the invited role; the inviter sees it', async () => {
    const { owner, outsider, tenant } = await world();
    const sent = await inviteAs(owner.token, tenant.id, outsider.email, 'ADMIN');
    expect(sent.statusCode).toBe(201);
    const { id } = ZTenantInvitation.parse(sent.json());
    const mail = await waitForOutboxMail(
      t.app,
      outsider.email,
      /invited you to join Test Pharmacy/,
    );
    expect(mail.text).toContain('/pharmacy');
    expect(mail.text).toContain('as an administrator');
    // No sign-in secret travels in the mail.
    expect(mail.text).not.toMatch(/invitation=|token=/);

    const [waiting] = await mine(outsider.token);
    expect(waiting).toMatchObject({
      id,
      role: 'ADMIN',
      tenant: { id: tenant.id, name: 'Test Pharmacy' },
    });
    expect(waiting?.invitedBy?.fullName).toBe(owner.user.fullName);

    const accepted = await call({
      method: 'POST',
      url: `/api/invitations/${id}/accept`,
      ...as(outsider.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ id: tenant.id, role: 'ADMIN' });
    const current = await call({
      method: 'GET',
      url: '/api/tenants/current',
      ...as(outsider.token, tenant.id),
    });
    expect(current.json()).toMatchObject({ id: tenant.id, role: 'ADMIN' });
    expect(await mine(outsider.token)).toEqual([]);

    const listed = await call({
      method: 'GET',
      url: `/api/tenants/${tenant.id}/invitations?status=ALL`,
      ...as(owner.token),
    });
    const row = ZTenantInvitationListResponse.parse(listed.json()).docs.find((d) => d.id === id);
    expect(row).toMatchObject({ status: 'ACCEPTED', invitedBy: { id: owner.user.id } });
    expect(row?.respondedAt).not.toBeNull();

    // Accepting twice, or inviting a member, is a clear 409.
    const again = await call({
      method: 'POST',
      url: `/api/invitations/${id}/accept`,
      ...as(outsider.token),
    });
    expect(again.statusCode).toBe(409);
    const reinvite = await inviteAs(owner.token, tenant.id, outsider.email);
    expect(reinvite.statusCode).toBe(409);
    expect(reinvite.json<TErrorResponse>().message).toBe(
      'This person is already a member of this pharmacy.',
    );
  });

  it('a new address signs up with the invited e-mail, then accepts', async () => {
    const { owner, tenant } = await world();
    const email = uniqueEmail('newcomer');
    const { id } = ZTenantInvitation.parse((await inviteAs(owner.token, tenant.id, email)).json());
    const invitationMail = await waitForOutboxMail(t.app, email, /invited you/);
    expect(invitationMail.text).toContain('/signup');
    // No account was created by the invitation.
    expect(await t.db.orm.select().from(users).where(eq(users.email, email))).toEqual([]);

    const ip = randomIp();
    await call({
      method: 'POST',
      url: '/api/signup',
      payload: signupPersonBody(email),
      remoteAddress: ip,
    });
    const otp = /\b(\d{6})\b/.exec(
      (await waitForOutboxMail(t.app, email, /verification code/)).text,
    )?.[1];
    const verify = await call({
      method: 'POST',
      url: '/api/verify-otp',
      remoteAddress: ip,
      payload: { otp, email, password: 'joined-123', confirm_password: 'joined-123' },
    });
    expect(verify.statusCode).toBe(200);
    const session = (
      await call({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { email, password: 'joined-123' },
      })
    ).json<TSessionResponse>();
    expect((await mine(session.accessToken)).map((i) => i.id)).toEqual([id]);
    const accepted = await call({
      method: 'POST',
      url: `/api/invitations/${id}/accept`,
      ...as(session.accessToken),
    });
    expect(accepted.json()).toMatchObject({ id: tenant.id, role: 'USER' });
  });

  it('an unverified sign-up with the invited address sees nothing and cannot accept', async () => {
    const { owner, tenant } = await world();
    const other = await createSignedInUser(t.app, t.db, { name: 'unproven' });
    await t.db.orm.update(users).set({ emailVerified: false }).where(eq(users.id, other.user.id));
    const { id } = ZTenantInvitation.parse(
      (await inviteAs(owner.token, tenant.id, other.email)).json(),
    );
    expect(await mine(other.token)).toEqual([]);
    const res = await call({
      method: 'POST',
      url: `/api/invitations/${id}/accept`,
      ...as(other.token),
    });
    expect(res.statusCode).toBe(404);
  });

  it("someone else's invitation answers exactly like a missing one", async () => {
    const { owner, outsider, user, tenant } = await world();
    const { id } = ZTenantInvitation.parse(
      (await inviteAs(owner.token, tenant.id, outsider.email)).json(),
    );
    for (const action of ['accept', 'decline']) {
      const foreign = await call({
        method: 'POST',
        url: `/api/invitations/${id}/${action}`,
        ...as(user.token),
      });
      const missing = await call({
        method: 'POST',
        url: `/api/invitations/${NIL_ID}/${action}`,
        ...as(user.token),
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
    }
    const guest = await call({ method: 'POST', url: `/api/invitations/${id}/accept` });
    expect(guest.statusCode).toBe(401);
    expect(await memberIds(owner.token, tenant.id)).not.toContain(outsider.user.id);
  });

  it('declining, withdrawing and expiry close an invitation', async () => {
    const { owner, admin, outsider, tenant } = await world();
    const declined = ZTenantInvitation.parse(
      (await inviteAs(owner.token, tenant.id, outsider.email)).json(),
    );
    const decline = await call({
      method: 'POST',
      url: `/api/invitations/${declined.id}/decline`,
      ...as(outsider.token),
    });
    expect(decline.statusCode).toBe(200);
    expect(decline.json<{ message: string }>().message).toMatch(
      /declined the invitation to Test Pharmacy/,
    );

    // A new invitation after a decline is a new row; an administrator withdraws it.
    const second = ZTenantInvitation.parse(
      (await inviteAs(admin.token, tenant.id, outsider.email)).json(),
    );
    expect(second.id).not.toBe(declined.id);
    const withdraw = await call({
      method: 'DELETE',
      url: `/api/tenants/${tenant.id}/invitations/${second.id}`,
      ...as(admin.token),
    });
    expect(withdraw.statusCode).toBe(200);
    const late = await call({
      method: 'POST',
      url: `/api/invitations/${second.id}/accept`,
      ...as(outsider.token),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<TErrorResponse>().message).toBe('The pharmacy withdrew this invitation.');

    // Expiry: an invitation past its date reads EXPIRED and can no longer be accepted.
    const third = ZTenantInvitation.parse(
      (await inviteAs(owner.token, tenant.id, outsider.email)).json(),
    );
    await t.db.orm.execute(
      sql`update tenant_invitations set expires_at = now() - interval '1 minute' where id = ${third.id}`,
    );
    const expired = await call({
      method: 'POST',
      url: `/api/invitations/${third.id}/accept`,
      ...as(outsider.token),
    });
    expect(expired.statusCode).toBe(409);
    expect(expired.json<TErrorResponse>().message).toMatch(/has expired/);
    const history = await call({
      method: 'GET',
      url: `/api/tenants/${tenant.id}/invitations?status=ALL`,
      ...as(owner.token),
    });
    const states = Object.fromEntries(
      ZTenantInvitationListResponse.parse(history.json()).docs.map((d) => [d.id, d.status]),
    );
    expect(states).toMatchObject({
      [declined.id]: 'DECLINED',
      [second.id]: 'REVOKED',
      [third.id]: 'EXPIRED',
    });
  });

  it('inviting again while one waits refreshes it (one row, the mail goes out again)', async () => {
    const { owner, tenant } = await world();
    const email = uniqueEmail('twice');
    const first = ZTenantInvitation.parse(
      (await inviteAs(owner.token, tenant.id, email, 'USER')).json(),
    );
    const second = ZTenantInvitation.parse(
      (await inviteAs(owner.token, tenant.id, email, 'ADMIN')).json(),
    );
    expect(second.id).toBe(first.id);
    expect(second.role).toBe('ADMIN');
  });

  it('one address gets at most 5 invitation mails an hour, whichever pharmacies invite it', async () => {
    const [a, b] = await Promise.all([world(), world()]);
    const email = uniqueEmail('much-invited');
    const statuses: number[] = [];
    for (const inviter of [a, b, a, b, a, b]) {
      statuses.push((await inviteAs(inviter.owner.token, inviter.tenant.id, email)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Another address is not held back.
    expect((await inviteAs(b.owner.token, b.tenant.id, uniqueEmail())).statusCode).toBe(201);
  });

  it('only owners and administrators of a live pharmacy send, list and withdraw', async () => {
    const { owner, user, outsider, tenant } = await world();
    expect((await inviteAs(user.token, tenant.id, uniqueEmail())).statusCode).toBe(403);
    expect((await inviteAs(outsider.token, tenant.id, uniqueEmail())).statusCode).toBe(404);
    expect((await inviteAs(outsider.token, undefined, uniqueEmail())).statusCode).toBe(400);
    expect((await inviteAs(null, tenant.id, uniqueEmail())).statusCode).toBe(401);
    const { id } = ZTenantInvitation.parse(
      (await inviteAs(owner.token, tenant.id, uniqueEmail())).json(),
    );

    const list = (token: string | null, tenantId = tenant.id) =>
      call({ method: 'GET', url: `/api/tenants/${tenantId}/invitations`, ...as(token) });
    const withdraw = (token: string | null, invitationId = id) =>
      call({
        method: 'DELETE',
        url: `/api/tenants/${tenant.id}/invitations/${invitationId}`,
        ...as(token),
      });
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(user.token)).statusCode).toBe(403);
    const foreign = await list(outsider.token);
    const missing = await list(outsider.token, NIL_ID);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await withdraw(user.token)).statusCode).toBe(403);
    expect((await withdraw(outsider.token)).statusCode).toBe(404);
    expect((await withdraw(owner.token, NIL_ID)).statusCode).toBe(404);

    // A pharmacy marked INACTIVE is managed through no route, path or header.
    await t.db.orm.update(tenants).set({ status: 'INACTIVE' }).where(eq(tenants.id, tenant.id));
    expect((await list(owner.token)).statusCode).toBe(404);
    expect((await withdraw(owner.token)).statusCode).toBe(404);
    expect((await inviteAs(owner.token, tenant.id, uniqueEmail())).statusCode).toBe(404);
  });

  it('answers the spec messages on bad input', async () => {
    const { owner, tenant } = await world();
    for (const [field, value, message] of [
      ['role', 'OWNER', MESSAGES.roleInvalid],
      ['phone_number', '12', MESSAGES.phone],
      ['full_name', '', MESSAGES.fullNameRequired],
      ['email', 'x', MESSAGES.emailInvalid],
      ['picture', 'x', MESSAGES.pictureInvalid],
    ] as const) {
      const res = await call({
        method: 'POST',
        url: '/api/user/employee',
        payload: { ...invitee(uniqueEmail()), [field]: value },
        ...as(owner.token, tenant.id),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json<TErrorResponse>().issues).toEqual([{ path: field, message }]);
    }
  });
});

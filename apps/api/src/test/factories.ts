// Test data from small factories any test can call (docs/testing.md#api-tests: factories, not fixtures).
import { randomBytes, randomInt } from 'node:crypto';
import {
  HEADERS,
  type TOrgType,
  type TOutboxResponse,
  type TSessionResponse,
  type TTenantRole,
} from '@dawa/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import {
  insertMembership,
  insertTenantWithOwner,
  type TenantRow,
} from '../modules/tenants/tenants.repo.ts';
import { insertUser, type UserRow } from '../modules/users/users.repo.ts';

/** A fresh client address per call, so per-IP abuse limits never couple unrelated tests. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const uniqueEmail = (name = 'user') =>
  `${name}-${randomBytes(4).toString('hex')}@example.com`;

export const TEST_PASSWORD = 'secret-123';

export interface TestUser {
  user: UserRow;
  email: string;
  password: string;
}

/** A verified, active user with a password, straight into the database. */
export async function createTestUser(
  db: Database,
  { name = 'user', isPlatformAdmin = false }: { name?: string; isPlatformAdmin?: boolean } = {},
): Promise<TestUser> {
  const email = uniqueEmail(name);
  const user = await insertUser(db.orm, {
    email,
    emailVerified: true,
    emailProof: 'SIGN_UP',
    passwordHash: await hashPassword(TEST_PASSWORD),
    fullName: `Test ${name}`,
    isPlatformAdmin,
  });
  if (!user) throw new Error('createTestUser: insert failed');
  return { user, email, password: TEST_PASSWORD };
}

/** A tenant owned by `owner`, with extra members in the given roles. */
export async function createTestTenant(
  db: Database,
  {
    owner,
    members = [],
    name = 'Test Pharmacy',
    orgType = 'PHARMACY',
  }: {
    owner: UserRow;
    members?: { user: UserRow; role: TTenantRole }[];
    name?: string;
    orgType?: TOrgType;
  },
): Promise<TenantRow> {
  const tenant = await insertTenantWithOwner(db.orm, {
    name,
    orgType,
    address: 'Bole Road 12',
    city: 'Addis Ababa',
    tinNumber: '0012345678',
    createdBy: owner.id,
  });
  for (const { user, role } of members)
    await insertMembership(db.orm, { tenantId: tenant.id, userId: user.id, role });
  return tenant;
}

/** Signs in through POST /api/login with e-mail and password. */
export async function signIn(
  app: FastifyInstance,
  { email, password }: { email: string; password: string },
): Promise<TSessionResponse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: randomIp(),
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TSessionResponse>();
}

/** A signed-in user: created, then signed in over HTTP. */
export async function createSignedInUser(
  app: FastifyInstance,
  db: Database,
  options?: Parameters<typeof createTestUser>[1],
): Promise<TestUser & { session: TSessionResponse; token: string }> {
  const created = await createTestUser(db, options);
  const session = await signIn(app, created);
  return { ...created, session, token: session.accessToken };
}

/** Inject options for a call as `token`, in `tenantId` when given. */
export function as(token: string | null, tenantId?: string): Pick<InjectOptions, 'headers'> {
  return {
    headers: {
      ...(token !== null && { authorization: `Bearer ${token}` }),
      ...(tenantId !== undefined && { [HEADERS.tenant]: tenantId }),
    },
  };
}

/** A uuid nothing has: for "does not exist" and guest calls. */
export const NIL_ID = '00000000-0000-4000-8000-000000000000';

/** A pharmacy with an owner, an admin and a user, and an outsider who owns another pharmacy. */
export async function createTestWorld(app: FastifyInstance, db: Database) {
  const signedIn = (name: string) => createSignedInUser(app, db, { name });
  const [owner, admin, user, outsider] = await Promise.all([
    signedIn('owner'),
    signedIn('admin'),
    signedIn('user'),
    signedIn('outsider'),
  ]);
  const tenant = await createTestTenant(db, {
    owner: owner.user,
    members: [
      { user: admin.user, role: 'ADMIN' },
      { user: user.user, role: 'USER' },
    ],
  });
  const otherTenant = await createTestTenant(db, { owner: outsider.user, name: 'Other Pharmacy' });
  return { owner, admin, user, outsider, tenant, otherTenant };
}

/** Outbox mail is written in the background: waits for the newest to `to` whose subject matches. */
export async function waitForOutboxMail(app: FastifyInstance, to: string, subject: RegExp = /./) {
  for (let i = 0; i < 40; i += 1) {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const mail = res
      .json<TOutboxResponse>()
      .docs.find((m) => m.to === to && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no outbox mail to ${to}`);
}

/**
 * Every mail the outbox holds for `to` whose subject matches, read from the table once the
 * background writes have settled: races count them (one code mailed, not two).
 */
export async function outboxMailsTo(db: Database, to: string, subject: RegExp = /./) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const rows = await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  return rows.filter((row) => subject.test(row.subject));
}

/**
 * An account made the way people make one: signed up, proven by the mailed code (read from the
 * outbox), then signed in.
 */
export async function signUpAndSignIn(app: FastifyInstance, email: string) {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });
  expect((await post('/api/signup', signupBody(email))).statusCode).toBe(200);
  const mail = await waitForOutboxMail(app, email, /verification code/);
  const otp = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  const body = { otp, email, password: TEST_PASSWORD, confirm_password: TEST_PASSWORD };
  const verified = await post('/api/verify-otp', body);
  expect(verified.statusCode, verified.body).toBe(200);
  return signIn(app, { email, password: TEST_PASSWORD });
}

/** A valid POST /api/signup body for `email`. */
export const signupBody = (email: string) => ({
  phone_number: '+251911223344',
  full_name: 'Selam Tesfaye',
  email,
  org_name: 'Selam Pharmacy',
  org_type: 'PHARMACY',
  address: 'Bole Road, House 12',
  city: 'Addis Ababa',
  tin_number: '0012345678',
});

/** A POST /api/signup body naming no organisation (the wizard creates the pharmacy later). */
export const signupPersonBody = (email: string) => {
  const {
    org_name: _n,
    org_type: _t,
    address: _a,
    city: _c,
    tin_number: _tin,
    ...person
  } = signupBody(email);
  return person;
};

// The schemas added for accounts, sessions and tenancy: spec messages and shapes.
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  ZCreateTenantRequest,
  ZLoginBody,
  ZLoginResponse,
  ZSessionResponse,
  ZUpdateMemberRequest,
  ZUpdateUserStatusRequest,
  zPage,
  ZTenantDetail,
} from './index.ts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('ZLoginBody', () => {
  it('takes a Bearer token, or e-mail and password', () => {
    expect(ZLoginBody.parse({ token: 'Bearer abc.def' })).toEqual({ token: 'Bearer abc.def' });
    expect(ZLoginBody.parse({ email: ' Ama@Example.com ', password: 'secret1' })).toEqual({
      email: 'ama@example.com',
      password: 'secret1',
    });
  });

  it('answers the spec messages rather than a union error', () => {
    expect(messagesOf(ZLoginBody.safeParse({ email: 'nope', password: 'secret1' }))).toEqual([
      ['email', MESSAGES.emailInvalid],
    ]);
    expect(messagesOf(ZLoginBody.safeParse({ email: 'a@example.com', password: '1' }))).toEqual([
      ['password', MESSAGES.passwordMin],
    ]);
    // Nothing typed: asked for, not called wrong.
    expect(messagesOf(ZLoginBody.safeParse({ email: '', password: 'secret1' }))).toEqual([
      ['email', MESSAGES.emailRequired],
    ]);
    expect(messagesOf(ZLoginBody.safeParse({}))).toEqual([
      ['email', MESSAGES.emailRequired],
      ['password', MESSAGES.passwordMin],
    ]);
    expect(messagesOf(ZLoginBody.safeParse({ token: 'abc' }))).toEqual([
      ['token', 'Token must be "Bearer <token>"'],
    ]);
  });
});

describe('ZSessionResponse', () => {
  it('is a ZLoginResponse too, so a client reading the spec shape keeps working', () => {
    const user = {
      id: '7d1b0c52-4c1e-4f57-9b0a-9f1d1c6a2b3c',
      fbId: null,
      emailVerified: true,
      email: 'a@example.com',
      picture: null,
      fullName: 'A',
      phoneNumber: null,
      username: null,
      language: null,
      status: 'ACTIVE',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      deletedAt: null,
    };
    const session = ZSessionResponse.parse({
      accessToken: 'a',
      refreshToken: 'r',
      accessTokenExpiresAt: '2026-01-01T00:15:00.000Z',
      user,
    });
    expect(ZLoginResponse.parse(session)).toEqual({ accessToken: 'a', user });
  });
});

describe('tenancy schemas', () => {
  const good = {
    name: 'Bole Pharmacy',
    org_type: 'PHARMACY',
    address: 'Bole Road 12',
    city: 'Addis',
    tin_number: '0012345',
  };

  it.each([
    ['name', '', MESSAGES.orgNameRequired],
    ['name', 'x'.repeat(101), MESSAGES.orgNameMax],
    ['org_type', 'BANK', MESSAGES.orgTypeInvalid],
    ['address', 'abcd', MESSAGES.addressShort],
    ['city', 'A', MESSAGES.cityShort],
    ['tin_number', '1234', MESSAGES.tinShort],
  ])('ZCreateTenantRequest: a bad %s gives %j', (field, value, message) => {
    expect(messagesOf(ZCreateTenantRequest.safeParse({ ...good, [field]: value }))).toEqual([
      [field, message],
    ]);
  });

  it('member roles and user status accept only their values', () => {
    expect(ZUpdateMemberRequest.safeParse({ role: 'OWNER' }).success).toBe(true);
    expect(messagesOf(ZUpdateMemberRequest.safeParse({ role: 'KING' }))).toEqual([
      ['role', MESSAGES.tenantRoleInvalid],
    ]);
    expect(ZUpdateUserStatusRequest.safeParse({ status: 'INACTIVE' }).success).toBe(true);
    expect(ZUpdateUserStatusRequest.safeParse({ status: 'GONE' }).success).toBe(false);
  });

  it('zPage wraps docs with the paging fields the web reads', () => {
    const page = zPage(ZTenantDetail).parse({
      docs: [],
      limit: 10,
      cursor: 0,
      nextCursor: null,
      hasMore: false,
      total: 0,
      pages: 0,
    });
    expect(page.docs).toEqual([]);
  });
});

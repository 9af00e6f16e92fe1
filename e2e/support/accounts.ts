import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  HEADERS,
  STORAGE_KEYS,
  type TOutboxResponse,
  type TSessionResponse,
  type TSignupRequest,
  type TTenant,
  type TTenantDetail,
  type TTenantListResponse,
} from '@dawa/contract';

// Real accounts for end-to-end tests, made through the product's own API: sign up, read the code
// from the dev outbox (the server keeps mail there when no SMTP_URL is set), verify, sign in.
// Every call claims its own client address (the e2e server trusts X-Forwarded-For), so the
// per-address abuse limits, which stay on, do not trip when many tests sign up at once.

export const TEST_PASSWORD = 'Sel4m-Pharma!';

export interface TestAccount {
  email: string;
  password: string;
  fullName: string;
  session: TSessionResponse;
  /** The pharmacy created at sign-up. */
  tenant: TTenantDetail;
}

let sequence = 0;
const uniqueTag = () => `${Date.now().toString(36)}${process.pid}${(sequence += 1)}`;

/** Bearer token, optionally a pharmacy, and a client address of its own for one API call. */
export function headersFor(
  account: Pick<TestAccount, 'session'>,
  tenantId?: string,
): Record<string, string> {
  return {
    authorization: `Bearer ${account.session.accessToken}`,
    ...(tenantId && { [HEADERS.tenant]: tenantId }),
    ...clientAddress(),
  };
}

/** A made-up client address per call, from the 10/8 range. */
export function clientAddress(): Record<string, string> {
  const n = Math.floor(Math.random() * 2 ** 24);
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

export function signupDetails(overrides: Partial<TSignupRequest> = {}): TSignupRequest {
  const tag = uniqueTag();
  return {
    full_name: 'Selam Tesfaye',
    email: `selam.${tag}@example.et`,
    phone_number: '+251911223344',
    org_name: `Selam Pharmacy ${tag}`,
    org_type: 'PHARMACY',
    address: 'Bole Road, near Edna Mall',
    city: 'Addis Ababa',
    tin_number: '0012345678',
    ...overrides,
  };
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The newest six-digit code mailed to `email`, read from the dev outbox. */
export async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const outbox = await ok<TOutboxResponse>(await request.get('/api/dev/outbox'));
      const mail = outbox.docs.find((m) => m.to === email);
      code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

export async function signIn(
  request: APIRequestContext,
  email: string,
  password = TEST_PASSWORD,
): Promise<TSessionResponse> {
  return ok(
    await request.post('/api/login', { data: { email, password }, headers: clientAddress() }),
  );
}

/** A verified account with its first pharmacy, signed in. */
export async function createAccount(
  request: APIRequestContext,
  overrides: Partial<TSignupRequest> = {},
): Promise<TestAccount> {
  const details = signupDetails(overrides);
  await ok(await request.post('/api/signup', { data: details, headers: clientAddress() }));
  const otp = await latestCode(request, details.email);
  await ok(
    await request.post('/api/verify-otp', {
      data: {
        otp,
        email: details.email,
        password: TEST_PASSWORD,
        confirm_password: TEST_PASSWORD,
      },
      headers: clientAddress(),
    }),
  );
  const session = await signIn(request, details.email);
  return {
    email: details.email,
    password: TEST_PASSWORD,
    fullName: details.full_name,
    session,
    tenant: await firstPharmacy(request, session, details.email),
  };
}

async function firstPharmacy(
  request: APIRequestContext,
  session: TSessionResponse,
  email: string,
): Promise<TTenantDetail> {
  const mine = await ok<TTenantListResponse>(
    await request.get('/api/tenants/mine', { headers: headersFor({ session }) }),
  );
  const tenant = mine.docs[0];
  if (!tenant) throw new Error(`sign-up of ${email} made no pharmacy`);
  return tenant;
}

/**
 * A platform administrator (one of the server's ADMIN_EMAILS), signed up on first use and signed
 * in after (a retry, or the next test of the file).
 */
export async function signInAsPlatformAdmin(
  request: APIRequestContext,
  email: string,
  fullName: string,
): Promise<TestAccount> {
  const existing = await request.post('/api/login', {
    data: { email, password: TEST_PASSWORD },
    headers: clientAddress(),
  });
  if (!existing.ok()) return createAccount(request, { email, full_name: fullName });
  const session = (await existing.json()) as TSessionResponse;
  return {
    email,
    password: TEST_PASSWORD,
    fullName: session.user.fullName,
    session,
    tenant: await firstPharmacy(request, session, email),
  };
}

const asTenant = (detail: TTenantDetail): TTenant => ({
  id: detail.id,
  name: detail.name,
  org_type: detail.org_type,
  address: detail.address,
  city: detail.city,
  status: detail.status,
  role: detail.role,
});

/**
 * Opens the browser signed in as `account` (real tokens, as the login flow stores them), with its
 * pharmacy chosen unless `withTenant` is false. Applies from the next page load, once per tab.
 */
export async function signInBrowser(
  page: Page,
  account: TestAccount,
  { withTenant = true }: { withTenant?: boolean } = {},
): Promise<void> {
  const { session } = account;
  const tenant = withTenant ? asTenant(account.tenant) : null;
  const auth = {
    state: {
      userInfo: session.user,
      userSettings: null,
      token: {
        access_token: session.accessToken,
        refresh_token: session.refreshToken,
        firebase_access_token: null,
        firebase_refresh_token: null,
        firebase_token_expired: null,
      },
      newJoiner: null,
      tenant,
      tenant_role: tenant?.role ?? null,
    },
    version: 0,
  };
  const tenantRecord = {
    state: { tenantOrgId: tenant?.id ?? '', tenantDetail: tenant },
    version: 0,
  };
  // The app writes the token to its cookie too when it signs someone in: the server then knows the
  // browser is not a visitor's, and does not draw the page as a visitor's (platform/prerender.ts).
  await page.context().addCookies([
    {
      name: STORAGE_KEYS.tokenCookie,
      value: session.accessToken,
      url: `http://127.0.0.1:${process.env.E2E_PORT}`,
      sameSite: 'Strict',
    },
  ]);
  await page.addInitScript(
    ([entries]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      for (const [key, value] of entries) localStorage.setItem(key, value);
    },
    [
      [
        [STORAGE_KEYS.auth, JSON.stringify(auth)],
        [STORAGE_KEYS.tenant, JSON.stringify(tenantRecord)],
      ],
    ] as const,
  );
}

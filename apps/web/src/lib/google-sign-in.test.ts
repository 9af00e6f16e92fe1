import { afterEach, describe, expect, it, vi } from 'vitest';
import { nonceOf, readGoogleRedirect, startGoogleSignIn } from './google-sign-in.ts';
import { publicConfig } from '../config/public-config.ts';

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWithNonce = (nonce: string) =>
  `${b64url({ alg: 'RS256' })}.${b64url({ sub: '1', nonce })}.signature`;

/** Starts a flow against a scripted discovery document and answers its state and nonce. */
async function startFlow(next = '/medicine') {
  vi.spyOn(publicConfig, 'googleClientId', 'get').mockReturnValue('client-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ authorization_endpoint: 'https://issuer.test/auth' })),
      ),
    ),
  );
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  await startGoogleSignIn(next);
  const url = new URL(String(assign.mock.calls[0]?.[0]));
  return { url, state: url.searchParams.get('state'), nonce: url.searchParams.get('nonce') };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('startGoogleSignIn', () => {
  it('asks the issuer for an ID token with a fresh state and nonce, back to /login', async () => {
    const { url, state, nonce } = await startFlow();
    expect(url.origin + url.pathname).toBe('https://issuer.test/auth');
    expect(url.searchParams.get('client_id')).toBe('client-1');
    expect(url.searchParams.get('response_type')).toBe('id_token');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(state).toMatch(/^[\w-]{20,}$/);
    expect(nonce).toMatch(/^[\w-]{20,}$/);
    expect(nonce).not.toBe(state);
  });

  it('refuses to start without a configured client id', async () => {
    vi.spyOn(publicConfig, 'googleClientId', 'get').mockReturnValue(null);
    await expect(startGoogleSignIn('/')).rejects.toThrow(/not configured/);
  });
});

describe('readGoogleRedirect', () => {
  it('ignores an ordinary page load', () => {
    expect(readGoogleRedirect('')).toBeNull();
    expect(readGoogleRedirect('#section-2')).toBeNull();
  });

  it('accepts the answer to this tab’s sign-in, once', async () => {
    const { state, nonce } = await startFlow('/medicine');
    const hash = `#id_token=${tokenWithNonce(nonce ?? '')}&state=${state}`;
    expect(readGoogleRedirect(hash)).toEqual({
      kind: 'token',
      idToken: tokenWithNonce(nonce ?? ''),
      next: '/medicine',
    });
    expect(readGoogleRedirect(hash)).toMatchObject({ kind: 'error' });
  });

  it('refuses an answer with another state (a planted link)', async () => {
    const { nonce } = await startFlow();
    const hash = `#id_token=${tokenWithNonce(nonce ?? '')}&state=forged`;
    expect(readGoogleRedirect(hash)).toMatchObject({ kind: 'error' });
  });

  it('refuses a token minted for another sign-in (nonce differs)', async () => {
    const { state } = await startFlow();
    expect(readGoogleRedirect(`#id_token=${tokenWithNonce('other')}&state=${state}`)).toMatchObject(
      { kind: 'error', reason: 'The sign-in answer does not match.' },
    );
  });

  it('passes the issuer’s refusal on', async () => {
    const { state } = await startFlow('/pharmacy');
    expect(
      readGoogleRedirect(`#error=access_denied&error_description=User+said+no&state=${state}`),
    ).toEqual({ kind: 'error', reason: 'User said no', next: '/pharmacy' });
  });
});

describe('nonceOf', () => {
  it('reads the nonce claim and survives garbage', () => {
    expect(nonceOf(tokenWithNonce('abc'))).toBe('abc');
    expect(nonceOf('not-a-jwt')).toBeNull();
    expect(nonceOf('a.%%%.c')).toBeNull();
  });
});

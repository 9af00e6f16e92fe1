import { createHash, randomBytes } from 'node:crypto';

interface SignInOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  loginHint: string;
}

/**
 * Plays the browser and the relying party of an authorization-code flow with PKCE against a real
 * provider: /auth → interaction → /auth resume → redirect with `code` → /token → ID token.
 * Redirects are followed by hand so cookies can be carried and the final redirect intercepted.
 */
export async function signInThroughProvider({
  issuer,
  clientId,
  clientSecret,
  redirectUri,
  loginHint,
}: SignInOptions): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = new URL('/auth', issuer);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce: randomBytes(8).toString('hex'),
    login_hint: loginHint,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  const cookies = new Map<string, string>();
  let url = authorize.href;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(redirectUri))
      return exchangeCode({ issuer, clientId, clientSecret, redirectUri, verifier, state, url });
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location === null)
      throw new Error(`Sign-in stopped at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error('Sign-in did not finish within 10 redirects');
}

async function exchangeCode(
  options: Omit<SignInOptions, 'loginHint'> & { verifier: string; state: string; url: string },
) {
  const returned = new URL(options.url).searchParams;
  const code = returned.get('code');
  if (returned.get('state') !== options.state || code === null)
    throw new Error(`Bad authorization response: ${options.url}`);
  const response = await fetch(new URL('/token', options.issuer), {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      code_verifier: options.verifier,
    }),
  });
  const body = (await response.json()) as { id_token?: unknown };
  if (!response.ok || typeof body.id_token !== 'string')
    throw new Error(`Token exchange failed: ${JSON.stringify(body)}`);
  return body.id_token;
}

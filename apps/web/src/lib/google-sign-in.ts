import { publicConfig } from '../config/public-config.ts';

// "Continue with Google" as an OpenID Connect implicit sign-in (response_type=id_token, with state
// and nonce): the browser goes to the issuer, comes back to /login with an ID token in the URL
// fragment, and the API verifies that token for real (signature, issuer, audience, expiry). The
// issuer is configuration, so tests sign in through a local OpenID provider the same way.

const FLOW_KEY = 'dawa-google-sign-in';
export const GOOGLE_CALLBACK_PATH = '/login';

interface PendingFlow {
  state: string;
  nonce: string;
  /** Where the user was going when they chose Google. */
  next: string;
}

export type GoogleRedirectResult =
  | { kind: 'token'; idToken: string; next: string }
  | { kind: 'error'; reason: string; next: string };

export const googleSignInEnabled = (): boolean => Boolean(publicConfig.googleClientId);

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (c) =>
    c === '+' ? '-' : c === '/' ? '_' : '',
  );
}

async function authorizationEndpoint(issuer: string): Promise<string> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const discovery = (await response.json()) as { authorization_endpoint?: unknown };
  if (typeof discovery.authorization_endpoint !== 'string')
    throw new Error('discovery has no authorization endpoint');
  return discovery.authorization_endpoint;
}

/** Sends the browser to the issuer's sign-in; resolves only if that cannot start (it throws). */
export async function startGoogleSignIn(next: string): Promise<void> {
  const clientId = publicConfig.googleClientId;
  if (!clientId) throw new Error('Google sign-in is not configured');
  const endpoint = await authorizationEndpoint(publicConfig.googleIssuer);
  const flow: PendingFlow = { state: randomToken(), nonce: randomToken(), next };
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  const url = new URL(endpoint);
  url.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'id_token',
    response_mode: 'fragment',
    redirect_uri: `${window.location.origin}${GOOGLE_CALLBACK_PATH}`,
    scope: 'openid email profile',
    state: flow.state,
    nonce: flow.nonce,
  }).toString();
  window.location.assign(url.href);
}

function readPendingFlow(): PendingFlow | null {
  const raw = sessionStorage.getItem(FLOW_KEY);
  sessionStorage.removeItem(FLOW_KEY); // one use: a replayed URL finds nothing
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingFlow;
  } catch {
    return null;
  }
}

/** The `nonce` claim of a JWT, read without verifying (the API verifies the token itself). */
export function nonceOf(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { nonce?: unknown };
    return typeof claims.nonce === 'string' ? claims.nonce : null;
  } catch {
    return null;
  }
}

/**
 * Reads the issuer's answer from the URL fragment, if this page load is one. Only an answer to a
 * sign-in this tab started (same state) whose token carries this tab's nonce is accepted: a token
 * planted through a crafted link would otherwise sign the victim into the attacker's account.
 */
export function readGoogleRedirect(hash: string): GoogleRedirectResult | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('id_token') && !params.has('error')) return null;
  const flow = readPendingFlow();
  const next = flow?.next ?? '/dashboard';
  if (!flow || params.get('state') !== flow.state)
    return { kind: 'error', reason: 'This sign-in was not started here.', next };
  const error = params.get('error');
  if (error) return { kind: 'error', reason: params.get('error_description') ?? error, next };
  const idToken = params.get('id_token') ?? '';
  if (nonceOf(idToken) !== flow.nonce)
    return { kind: 'error', reason: 'The sign-in answer does not match.', next };
  return { kind: 'token', idToken, next };
}

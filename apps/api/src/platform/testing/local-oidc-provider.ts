import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { completeInteraction } from './oidc-interaction.ts';
import { signInThroughProvider } from './oidc-sign-in-flow.ts';

export const TEST_CLIENT_ID = 'dawa-test-client';
/** A second registered client: its tokens are genuine but carry the wrong audience for Dawa. */
export const OTHER_CLIENT_ID = 'other-test-client';
export const TEST_REDIRECT_URI = 'http://127.0.0.1/oidc-callback';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  picture?: string;
}

/**
 * A browser client signing in the way the web app does: implicit flow, `response_type=id_token`
 * with a nonce, back to a loopback redirect URI. The interaction then shows an account chooser
 * (like Google's) listing the accounts added so far, each a button a test clicks.
 */
export interface BrowserClient {
  clientId: string;
  redirectUris: string[];
}

export interface LocalOidcProviderOptions {
  /** Fixed port (end-to-end tests must know the issuer before the product starts); default any. */
  port?: number;
  browserClient?: BrowserClient;
}

export interface LocalOidcProvider {
  /** `http://127.0.0.1:<port>`, what the verifier is configured with. */
  issuer: string;
  /** Makes `account` known to the provider (the account chooser lists it). */
  addAccount(account: TestAccount): void;
  clientSecret(clientId: string): string;
  /** A genuine ID token for `account`, obtained through a full authorization-code flow. */
  issueIdToken(account: TestAccount, options?: { clientId?: string }): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider v9) on 127.0.0.1 and a random port, standing in for Google.
 * Interactions (login + consent) are completed by the server itself through the provider's
 * interaction API: the account to sign in rides along as the standard `login_hint` parameter.
 * The ID token therefore comes from the provider's own token endpoint, signed with its RS256 key.
 */
export async function startLocalOidcProvider({
  port = 0,
  browserClient,
}: LocalOidcProviderOptions = {}): Promise<LocalOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  const secrets = new Map(
    [TEST_CLIENT_ID, OTHER_CLIENT_ID].map((id) => [id, randomBytes(24).toString('base64url')]),
  );
  // Filled once the port is known; until then the server answers 503.
  const ready: {
    provider?: Provider;
    callback?: (req: IncomingMessage, res: ServerResponse) => void;
  } = {};

  const server = createServer((req, res) => {
    const { provider, callback } = ready;
    if (provider === undefined || callback === undefined) return void res.writeHead(503).end();
    if (req.url?.startsWith('/interaction/'))
      return void completeInteraction(provider, req, res, accounts);
    callback(req, res);
  });
  // The issuer must name the port, so listen first and build the provider once it is known.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: `test-${randomBytes(4).toString('hex')}`,
    alg: 'RS256',
    use: 'sig',
  };

  const serverClients = [...secrets].map(([clientId, secret]) => ({
    client_id: clientId,
    client_secret: secret,
    redirect_uris: [TEST_REDIRECT_URI],
    grant_types: ['authorization_code'],
    response_types: ['code'],
  }));
  const provider = new Provider(issuer, {
    clients: browserClient
      ? [
          ...serverClients,
          {
            client_id: browserClient.clientId,
            // "native" is what allows a plain-http loopback redirect URI, as the e2e product has.
            application_type: 'native',
            redirect_uris: browserClient.redirectUris,
            grant_types: ['implicit'],
            response_types: ['id_token'],
            token_endpoint_auth_method: 'none',
          },
        ]
      : serverClients,
    responseTypes: ['code', 'id_token'],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    // Google puts the e-mail claims in the ID token itself; oidc-provider only does that when asked.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    // Explicit lifetimes silence the provider's notices; an hour of ID token matches Google's.
    ttl: {
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 3600,
    },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
  });
  ready.provider = provider;
  ready.callback = provider.callback();

  return {
    issuer,
    addAccount: (account) => void accounts.set(account.sub, account),
    clientSecret: (clientId) => secrets.get(clientId) ?? '',
    async issueIdToken(account, { clientId = TEST_CLIENT_ID } = {}) {
      accounts.set(account.sub, account);
      const clientSecret = secrets.get(clientId);
      if (clientSecret === undefined) throw new Error(`Unknown test client ${clientId}`);
      return signInThroughProvider({
        issuer,
        clientId,
        clientSecret,
        redirectUri: TEST_REDIRECT_URI,
        loginHint: account.sub,
      });
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

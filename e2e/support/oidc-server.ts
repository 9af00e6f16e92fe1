import { createServer } from 'node:http';
import {
  startLocalOidcProvider,
  type TestAccount,
} from '../../apps/api/src/platform/testing/local-oidc-provider.ts';

// Stands in for Google during end-to-end tests: a real OpenID provider (oidc-provider) on
// 127.0.0.1:E2E_OIDC_PORT, which the product under test is configured to trust (GOOGLE_ISSUER).
// Tests add the accounts they will sign in with through a small side port (E2E_OIDC_PORT + 1).

const port = Number(process.env.E2E_OIDC_PORT);
const clientId = process.env.E2E_GOOGLE_CLIENT_ID ?? '';
const redirectUri = process.env.E2E_OIDC_REDIRECT_URI ?? '';
if (!port || !clientId || !redirectUri) {
  throw new Error('E2E_OIDC_PORT, E2E_GOOGLE_CLIENT_ID and E2E_OIDC_REDIRECT_URI are required');
}

const provider = await startLocalOidcProvider({
  port,
  browserClient: { clientId, redirectUris: [redirectUri] },
});

const control = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/accounts') return void res.writeHead(404).end();
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    provider.addAccount(JSON.parse(body) as TestAccount);
    res.writeHead(204).end();
  });
});
control.listen(port + 1, '127.0.0.1');

const stop = () => {
  control.close();
  void provider.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';

interface ListedAccount {
  email: string;
  name?: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Google-like account chooser: one link per known account, which resumes the interaction. */
function accountChooser(uid: string, accounts: ReadonlyMap<string, ListedAccount>): string {
  const items = [...accounts]
    .map(
      ([sub, a]) =>
        `<li><a href="/interaction/${encodeURIComponent(uid)}?account=${encodeURIComponent(sub)}">${escapeHtml(a.name ?? a.email)} (${escapeHtml(a.email)})</a></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Choose an account</title></head><body><h1>Choose an account</h1><ul>${items}</ul></body></html>`;
}

/**
 * The provider's login + consent step, done by the server itself: signs in whoever `login_hint`
 * (server-side flows) or the account chooser (browser flows) names and grants every requested
 * scope, like a user who typed a password and clicked "Allow". It goes through oidc-provider's
 * own interaction API, so the resumed flow is the genuine one.
 */
export async function completeInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  accounts: ReadonlyMap<string, ListedAccount>,
): Promise<void> {
  try {
    const { uid, params } = await provider.interactionDetails(req, res);
    const chosen = new URL(req.url ?? '/', 'http://provider').searchParams.get('account');
    const accountId = chosen ?? (typeof params.login_hint === 'string' ? params.login_hint : '');
    if (!chosen && !accountId) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(accountChooser(uid, accounts));
      return;
    }
    if (!accounts.has(accountId) || typeof params.client_id !== 'string')
      throw new Error('unknown test account');
    const grant = new provider.Grant({ accountId, clientId: params.client_id });
    grant.addOIDCScope(typeof params.scope === 'string' ? params.scope : 'openid');
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
  }
}

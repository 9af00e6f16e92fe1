import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';

/**
 * The provider's login + consent step, done by the server itself: signs in whoever `login_hint`
 * names and grants every requested scope, like a user who typed a password and clicked "Allow".
 * It goes through oidc-provider's own interaction API, so the resumed flow is the genuine one.
 */
export async function completeInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  accounts: ReadonlyMap<string, unknown>,
): Promise<void> {
  try {
    const { params } = await provider.interactionDetails(req, res);
    const accountId = typeof params.login_hint === 'string' ? params.login_hint : '';
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

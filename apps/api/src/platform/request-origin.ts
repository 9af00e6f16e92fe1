import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the audit log keeps it. */
export interface RequestOrigin {
  /** Which request made the change (also in the server log). Null for background jobs. */
  requestId: string | null;
  /** The peer address as the server judges it: the TCP peer, or X-Forwarded-For only from a
   * proxy TRUST_PROXY names (Fastify's `request.ip`). */
  ip: string | null;
  userAgent: string | null;
}

/** A User-Agent is the client's to write: kept, but bounded. */
const USER_AGENT_MAX = 512;

export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  // request.ip is undefined under injectWS (STACK-NOTES gotcha 5).
  const ip = (request.ip as string | undefined) ?? null;
  return {
    requestId: request.id,
    ip: ip === '' ? null : ip,
    userAgent:
      typeof userAgent === 'string' && userAgent !== '' ? userAgent.slice(0, USER_AGENT_MAX) : null,
  };
}

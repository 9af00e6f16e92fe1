import { HEADERS } from '@dawa/contract';
import type { FastifyRequest } from 'fastify';

/** Where a request came from, as the audit log keeps it. */
export interface RequestOrigin {
  /** Which request made the change (also in the server log). Null for background jobs. */
  requestId: string | null;
  /** The peer address as the server judges it: the TCP peer, or X-Forwarded-For only from a
   * proxy TRUST_PROXY names (Fastify's `request.ip`). */
  ip: string | null;
  userAgent: string | null;
  /**
   * The organisation the caller had chosen (the x-tenant-id header, when it is shaped like an id),
   * NOT checked: routes that do not enter a pharmacy still send it. Only the audit log reads it, to
   * file a member's listing events under that pharmacy once it has checked the membership itself.
   */
  chosenTenantId?: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A User-Agent is the client's to write: kept, but bounded. */
const USER_AGENT_MAX = 512;

export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  // request.ip is undefined under injectWS (docs/stack.md#pitfall-5).
  const ip = (request.ip as string | undefined) ?? null;
  const chosen = request.headers[HEADERS.tenant];
  return {
    requestId: request.id,
    ip: ip === '' ? null : ip,
    userAgent:
      typeof userAgent === 'string' && userAgent !== '' ? userAgent.slice(0, USER_AGENT_MAX) : null,
    chosenTenantId: typeof chosen === 'string' && UUID.test(chosen) ? chosen.toLowerCase() : null,
  };
}

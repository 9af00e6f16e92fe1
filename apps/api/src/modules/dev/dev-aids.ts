import { isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

// Development aids (the mail outbox, the reset code in its answer) hand out live sign-in and reset
// codes. They exist only when NODE_ENV says development or test, never by default, and even then
// answer only to a client on this machine.

/** development (`npm run dev`) and test (the API tests) only; production is the default. */
export function devAidsEnabled(config: Pick<AppConfig, 'NODE_ENV'>): boolean {
  return config.NODE_ENV === 'development' || config.NODE_ENV === 'test';
}

/**
 * Whether the TCP peer is this machine. Deliberately the socket's address, not request.ip: with
 * TRUST_PROXY that comes from X-Forwarded-For, which any client can write.
 */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.raw.socket.remoteAddress);
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  if (address === '::1') return true;
  // A dual-stack socket reports IPv4 peers as ::ffff:a.b.c.d.
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return isIPv4(v4) && v4.startsWith('127.');
}

const PEER = 'peer';
type ConstraintStore = ReturnType<
  Parameters<FastifyInstance['addConstraintStrategy']>[0]['storage']
>;
type RouteHandler = Parameters<ConstraintStore['set']>[1];

/**
 * Routes given these constraints match only a loopback TCP peer. For anyone else the router finds
 * no route at all, so the answer is the app's ordinary 404, for every method (no 405 telling that
 * the path exists), exactly as in production where the route is not registered.
 */
export const LOOPBACK_ONLY = { [PEER]: 'loopback' } as const;

/** Teaches the app's router the `peer` constraint that LOOPBACK_ONLY uses (the router is app-wide). */
export function registerPeerConstraint(app: FastifyInstance): void {
  if (app.hasConstraintStrategy(PEER)) return;
  app.addConstraintStrategy({
    name: PEER,
    // One store per route node, as find-my-way expects.
    storage: (): ConstraintStore => {
      const handlers = new Map<unknown, RouteHandler>();
      return {
        get: (value) => handlers.get(value) ?? null,
        set: (value, handler) => {
          handlers.set(value, handler);
        },
      };
    },
    deriveConstraint: (request) =>
      isLoopbackAddress(request.socket.remoteAddress) ? 'loopback' : 'remote',
    // Routes without the constraint match every peer.
    mustMatchWhenDerived: false,
  });
}

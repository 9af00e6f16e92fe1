import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HEADERS } from '@dawa/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Anything else (too long, spaces, control characters) could forge or garble log lines.
const SANE_REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Fastify `genReqId`: reuse the caller's id (a proxy or the web app) when it is a sane token. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[HEADERS.requestId];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Every answer, errors and 404s included, carries the id its log lines are filed under. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    setRequestIdHeader(reply, request);
    done();
  });
}

export function setRequestIdHeader(reply: FastifyReply, request: FastifyRequest): FastifyReply {
  return reply.header(HEADERS.requestId, request.id);
}

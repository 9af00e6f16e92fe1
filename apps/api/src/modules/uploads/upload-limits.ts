import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { humanDuration } from '../../platform/rate-limits.ts';
import { authOf } from '../sessions/auth-context.ts';

const HOUR_MS = 3_600_000;

/**
 * Upload requests per user per hour (UPLOADS_PER_HOUR), on the same @fastify/rate-limit
 * machinery as the account abuse limits: one counter shared by presign, bulk presign and multipart
 * upload. A preHandler, so it runs after `auth.user` and counts only well-formed requests.
 */
export function uploadRateLimit(app: FastifyInstance, perHour: number): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({
    max: perHour,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `uploads:user:${authOf(request).userId}`,
  });
  return async (request) => {
    const state = await limiter(request);
    if (state.isAllowed || !state.isExceeded) return;
    throw new AppError(
      'RATE_LIMITED',
      `Too many uploads. Please try again in ${humanDuration(state.ttlInSeconds)}.`,
      { headers: { 'retry-after': String(state.ttlInSeconds) } },
    );
  };
}

import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { userRateLimit } from '../../platform/rate-limits.ts';
import { authOf } from '../../platform/auth/caller.ts';

/**
 * Upload requests per user per hour (UPLOADS_PER_HOUR): one counter shared by presign, bulk
 * presign and multipart upload.
 */
export function uploadRateLimit(app: FastifyInstance, perHour: number): preHandlerAsyncHookHandler {
  return userRateLimit(
    app,
    {
      name: 'uploads',
      max: perHour,
      windowMs: 3_600_000,
      message: (wait) => `Too many uploads. Please try again in ${wait}.`,
    },
    (request) => authOf(request).userId,
  );
}

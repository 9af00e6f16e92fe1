import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for JSON and for web assets that were not precompressed at build time
 * (@fastify/static serves the .br/.gz siblings written by scripts/build.mjs first).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Below ~1 KB the headers cost more than the bytes saved.
    threshold: 1024,
  });
}

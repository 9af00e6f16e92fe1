import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { RealtimeBus } from './bus.ts';
import { createMemoryBus } from './memory-bus.ts';
import { createRedisBus } from './redis-bus.ts';

/** Channels of this app in a Redis that may hold other things too. */
export const REALTIME_CHANNEL_PREFIX = 'dawa:rt:';

/** Redis pub/sub when REDIS_URL is set (instances reach each other's sockets), else in-process. */
export function createRealtimeBus(
  config: Pick<AppConfig, 'REDIS_URL'>,
  log: FastifyBaseLogger,
  { prefix = REALTIME_CHANNEL_PREFIX }: { prefix?: string } = {},
): Promise<RealtimeBus> {
  if (config.REDIS_URL === undefined) return Promise.resolve(createMemoryBus(log));
  return createRedisBus({ url: config.REDIS_URL, prefix, log });
}

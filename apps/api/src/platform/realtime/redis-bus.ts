import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { HandlerRegistry, type RealtimeBus } from './bus.ts';

export interface RedisBusOptions {
  url: string;
  /** Prepended to every channel: one Redis may serve several deployments (and test files). */
  prefix: string;
  log: FastifyBaseLogger;
  /** Wait before reconnection attempt n; null gives up (tests: docs/stack.md#pitfall-6). */
  retryStrategy?: (attempt: number) => number | null;
}

const reconnectForever = (attempt: number) => Math.min(attempt * 200, 5_000);

/**
 * Redis pub/sub: one connection publishes, a second one (a subscribed connection can do nothing
 * else) subscribes to the channels this process has handlers for, each once however many sockets
 * listen. After a reconnection ioredis subscribes again by itself; events published meanwhile are
 * lost, which the chat's gap filling from the database makes up for.
 */
export async function createRedisBus({
  url,
  prefix,
  log,
  retryStrategy = reconnectForever,
}: RedisBusOptions): Promise<RealtimeBus> {
  const options = { lazyConnect: true, connectTimeout: 2_000, retryStrategy } as const;
  const publisher = new Redis(url, { ...options, maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, options);
  let isDown = false;
  const onError = (err: Error) => {
    if (!isDown) log.warn({ err }, 'Redis unreachable: live events between instances pause');
    isDown = true;
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('ready', () => {
    if (isDown) log.info('Redis reachable again: live events flow between instances again');
    isDown = false;
  });
  // Reported by the 'error' listener; ioredis keeps reconnecting.
  await Promise.all([publisher.connect(), subscriber.connect()]).catch(() => undefined);

  const registry = new HandlerRegistry();
  // The SUBSCRIBE of each channel, so a second handler also waits until it is live.
  const subscribed = new Map<string, Promise<unknown>>();
  subscriber.on('message', (channel: string, text: string) => {
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch (err) {
      log.error({ err, channel }, 'unreadable realtime event');
      return;
    }
    registry.deliver(channel.slice(prefix.length), event, (err) =>
      log.error({ err }, 'realtime handler failed'),
    );
  });

  return {
    kind: 'redis',
    async publish(channel, event) {
      await publisher.publish(prefix + channel, JSON.stringify(event));
    },
    async subscribe(channel, handler) {
      if (registry.add(channel, handler)) {
        subscribed.set(channel, subscriber.subscribe(prefix + channel));
      }
      await subscribed.get(channel);
      return async () => {
        if (registry.remove(channel, handler)) {
          subscribed.delete(channel);
          await subscriber.unsubscribe(prefix + channel).catch(() => undefined);
        }
      };
    },
    async close() {
      registry.clear();
      const quit = async (redis: Redis) => {
        if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
        else redis.disconnect();
      };
      await Promise.all([quit(publisher), quit(subscriber)]);
    },
  };
}

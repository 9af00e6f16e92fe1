import type { FastifyBaseLogger } from 'fastify';
import { HandlerRegistry, type RealtimeBus } from './bus.ts';

/** One process: events go to this process's subscribers, on the next tick (as Redis would). */
export function createMemoryBus(log: FastifyBaseLogger): RealtimeBus {
  const registry = new HandlerRegistry();
  return {
    kind: 'memory',
    publish(channel, event) {
      // A copy, so no subscriber shares (or mutates) the publisher's object.
      const copy = JSON.parse(JSON.stringify(event)) as unknown;
      queueMicrotask(() =>
        registry.deliver(channel, copy, (err) => log.error({ err }, 'realtime handler failed')),
      );
      return Promise.resolve();
    },
    subscribe(channel, handler) {
      registry.add(channel, handler);
      return Promise.resolve(() => {
        registry.remove(channel, handler);
        return Promise.resolve();
      });
    },
    close() {
      registry.clear();
      return Promise.resolve();
    },
  };
}

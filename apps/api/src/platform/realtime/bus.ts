/**
 * Fan-out of live events between API instances: in this process (one instance), or through Redis
 * pub/sub (REDIS_URL) so that every instance behind a load balancer reaches its own sockets.
 * Channels are names (`user:<id>`); events are JSON-serialisable values. Delivery is at most once
 * and may reorder across publishers: callers that need exactly-once, in-order delivery (chat
 * messages) fill gaps from the database (modules/chat/chat-socket.ts).
 */
export interface RealtimeBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, event: unknown): Promise<void>;
  /** Resolves once the subscription is live (Redis acknowledged it); the result unsubscribes. */
  subscribe(channel: string, handler: (event: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Handlers per channel, shared by both implementations. */
export class HandlerRegistry {
  private readonly handlers = new Map<string, Set<(event: unknown) => void>>();

  /** Adds a handler; true when it is the channel's first. */
  add(channel: string, handler: (event: unknown) => void): boolean {
    const set = this.handlers.get(channel);
    if (set) {
      set.add(handler);
      return false;
    }
    this.handlers.set(channel, new Set([handler]));
    return true;
  }

  /** Removes a handler; true when the channel has none left. */
  remove(channel: string, handler: (event: unknown) => void): boolean {
    const set = this.handlers.get(channel);
    if (!set) return false;
    set.delete(handler);
    if (set.size > 0) return false;
    this.handlers.delete(channel);
    return true;
  }

  deliver(channel: string, event: unknown, onError: (err: unknown) => void): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(event);
      } catch (err) {
        onError(err);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}

/** A counter's state: how many hits it holds and how long until it expires (both 0 when absent). */
export interface CounterState {
  count: number;
  ttlMs: number;
}

/**
 * Expiring counters behind every rate limit and the sign-in throttle: in this process's memory, or
 * in Redis (REDIS_URL) so that several API instances count together.
 */
export interface CounterStore {
  /**
   * Adds one to `key`. A new or expired key lives `windowMs` from this hit (a fixed window);
   * with `sliding` every hit restarts that time, so the key lives until `windowMs` of quiet.
   */
  hit(key: string, windowMs: number, options?: { sliding?: boolean }): Promise<CounterState>;
  /** The key's state, unchanged. */
  peek(key: string): Promise<CounterState>;
  /** Forgets the keys. */
  clear(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export const NO_COUNT: CounterState = { count: 0, ttlMs: 0 };

interface Entry {
  count: number;
  expiresAt: number;
}

/**
 * One process's counters. Bounded: past `maxKeys` the expired keys go first, then the least
 * recently hit, so a flood of distinct keys costs memory only up to the bound.
 */
export function createMemoryCounterStore({
  maxKeys = 100_000,
  now = Date.now,
}: { maxKeys?: number; now?: () => number } = {}): CounterStore {
  // A Map iterates in insertion order; re-inserting on every hit keeps the least recent first.
  const entries = new Map<string, Entry>();

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > now()) return entry;
    entries.delete(key);
    return undefined;
  };

  const makeRoom = () => {
    if (entries.size < maxKeys) return;
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  };

  return {
    hit(key, windowMs, { sliding = false } = {}) {
      const at = now();
      const existing = live(key);
      const entry: Entry = existing
        ? {
            count: existing.count + 1,
            expiresAt: sliding ? at + windowMs : existing.expiresAt,
          }
        : { count: 1, expiresAt: at + windowMs };
      entries.delete(key);
      makeRoom();
      entries.set(key, entry);
      return Promise.resolve({ count: entry.count, ttlMs: entry.expiresAt - at });
    },
    peek(key) {
      const entry = live(key);
      return Promise.resolve(
        entry ? { count: entry.count, ttlMs: entry.expiresAt - now() } : NO_COUNT,
      );
    },
    clear(keys) {
      for (const key of keys) entries.delete(key);
      return Promise.resolve();
    },
    close() {
      entries.clear();
      return Promise.resolve();
    },
  };
}

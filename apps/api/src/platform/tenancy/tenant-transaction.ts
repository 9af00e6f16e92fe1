import { asc, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.ts';
import { DEADLOCK_DETECTED, hasPgCode, SERIALIZATION_FAILURE } from '../../db/pg-errors.ts';
import { withTenantScope, type TenantScope, type Transaction } from './tenant-scope.ts';

// One helper for a transaction that may have to run again (docs/transactions.md): PostgreSQL aborts
// a transaction it cannot order (40001, serialization_failure) or that closes a lock cycle
// (40P01, deadlock_detected), and the cure for both is to run the whole transaction again. The
// ledgers of the back office (stock, sales with first-expiry-first-out allocation) stand on it.

/** How often a transaction runs at most (the first run and its retries). */
export const TRANSACTION_ATTEMPTS = 4;
/** The first retry waits up to this long (full jitter), each later one twice as long. */
export const RETRY_BASE_DELAY_MS = 20;

export interface TransactionOptions {
  /** The pharmacy and the caller to confine the transaction to (row-level security, decision 011). */
  scope?: TenantScope | null;
  /** SERIALIZABLE makes PostgreSQL detect every anomaly as a 40001, which the retries absorb. */
  isolation?: 'read committed' | 'repeatable read' | 'serializable';
  /** How often it runs at most; TRANSACTION_ATTEMPTS unless a test says otherwise. */
  attempts?: number;
}

/** What a transaction's work gets besides the transaction. */
export interface TransactionTools {
  /**
   * Runs `effect` once the transaction has committed (a mail, a live event): never for an attempt
   * that was rolled back and run again, never twice.
   */
  afterCommit: (effect: () => void) => void;
  /** 1 for the first run, 2 for the first retry... (for logs and tests). */
  attempt: number;
}

/** Whether PostgreSQL asks for the whole transaction to be run again. */
export const isRetryable = (error: unknown): boolean =>
  hasPgCode(error, SERIALIZATION_FAILURE) || hasPgCode(error, DEADLOCK_DETECTED);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction, confined to `scope` when one is given, and runs it again, from
 * the start, when PostgreSQL aborts it with a serialization failure or a deadlock: at most
 * `attempts` times, waiting a random time (full jitter, doubling) before each retry so that the
 * transactions that collided do not collide again in step.
 *
 * Because the whole callback runs again, it must have no effect outside the database: it reads,
 * decides and writes through `tx` only, and hands anything else (a mail, a live event, a cache) to
 * `afterCommit`, which runs once, after the commit that counted. Any other error rolls back and is
 * thrown at once. `orm` must be the database, not a transaction: a retry needs a fresh one.
 *
 * On PGlite (one connection, one transaction at a time) these errors do not arise between
 * requests; the helper is the same code there.
 */
export async function tenantTransaction<T>(
  orm: Orm,
  work: (tx: Transaction, tools: TransactionTools) => Promise<T>,
  { scope = null, isolation, attempts = TRANSACTION_ATTEMPTS }: TransactionOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const effects: (() => void)[] = [];
    const tools: TransactionTools = { afterCommit: (effect) => effects.push(effect), attempt };
    const run = (tx: Transaction) => work(tx, tools);
    const config = isolation ? { isolationLevel: isolation } : undefined;
    try {
      const result = scope
        ? await withTenantScope(orm, scope, run, config)
        : await orm.transaction(run, config);
      for (const effect of effects) effect();
      return result;
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await pause(Math.random() * RETRY_BASE_DELAY_MS * 2 ** (attempt - 1));
    }
  }
}

/** A table keyed by a single `id` column. */
type KeyedTable = PgTable & { id: PgColumn };

/**
 * Locks the rows of `table` whose ids are `ids` until the transaction ends, always in id order
 * (`SELECT … WHERE id = ANY(…) ORDER BY id FOR UPDATE`), and answers them in that order. Two
 * transactions that lock overlapping sets this way take their common rows in the same order, so
 * neither can hold one row while waiting for the other's: multi-row writers never deadlock. Ids that
 * name no row are simply absent from the answer; duplicates are locked once.
 */
export async function lockInOrder<TTable extends KeyedTable>(
  tx: Orm,
  table: TTable,
  ids: readonly string[],
): Promise<TTable['$inferSelect'][]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  // Widened to PgTable for Drizzle's generic `from` (TTable itself trips its subquery check).
  const from: PgTable = table;
  const rows: unknown = await tx
    .select()
    .from(from)
    .where(inArray(table.id, unique))
    .orderBy(asc(table.id))
    .for('update');
  return rows as TTable['$inferSelect'][];
}

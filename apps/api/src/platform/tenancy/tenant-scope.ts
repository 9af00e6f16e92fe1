import { sql } from 'drizzle-orm';
import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client.ts';

/**
 * The role tenant-scoped transactions run as (migration row-level-security, docs/decisions/011):
 * it owns no table and is no superuser, so PostgreSQL applies the row-level security policies to it.
 */
export const TENANT_ROLE = 'dawa_tenant';

/** A transaction of `Orm` (it is one: everything taking an `Orm` takes it). */
export type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** Whose data a scoped transaction may see: the pharmacy, and the caller (for their own rows). */
export interface TenantScope {
  tenantId: string;
  userId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `fn` in a transaction that the database itself confines to `scope.tenantId`: a query in it
 * that forgets its tenant filter returns nothing of another pharmacy instead of everything.
 *
 * The role and settings are transaction-local (`set_config(..., true)` is `SET LOCAL`), so they end
 * with the transaction, committed or rolled back, and never reach the next request on PGlite's one
 * connection or the next user of a pooled connection (docs/stack.md#pitfall-2 and #pitfall-4). That is also
 * why `orm` must not already be a transaction: a savepoint would hand the role on to the rest of
 * the outer transaction. Costs one extra statement (and, on server PostgreSQL, BEGIN/COMMIT).
 *
 * The scope is the second wall, not the first: callers still check membership (inside `fn`) and
 * still filter by tenant.
 */
export async function withTenantScope<T>(
  orm: Orm,
  scope: TenantScope,
  fn: (tx: Transaction) => Promise<T>,
  /** The transaction's isolation level and mode (tenant-transaction.ts passes them on). */
  config?: PgTransactionConfig,
): Promise<T> {
  if (orm instanceof PgTransaction) {
    throw new Error(
      'withTenantScope opens its own transaction: pass the database, not a transaction',
    );
  }
  // A malformed id would fail the policies' uuid cast as an obscure database error mid-request.
  if (!UUID.test(scope.tenantId) || !UUID.test(scope.userId)) {
    throw new Error('withTenantScope needs a tenant id and a user id (uuids)');
  }
  return orm.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('role', ${TENANT_ROLE}, true),
      set_config('app.tenant_id', ${scope.tenantId}, true),
      set_config('app.user_id', ${scope.userId}, true)`);
    return fn(tx);
  }, config);
}

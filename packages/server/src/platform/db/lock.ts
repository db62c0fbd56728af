import { PostgresAdapter, sql } from 'kysely';
import type { Database } from '.';

/**
 * Holds a named lock until the caller's transaction ends, so a check and the write it guards cannot interleave with
 * another writer of the same key: a transaction-level advisory lock on PostgreSQL (several processes share it);
 * SQLite needs none, as its one connection runs one transaction at a time. Take several keys in one sorted order.
 */
export async function lockKey(db: Database, key: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}

import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Driver, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Config } from '../../config';
import { migrationProvider } from './migrations';
import type { DB } from './schema';
import { preparedName } from './fixed-query';

export type Database = Kysely<DB>;
export type { DB } from './schema';

/** A row of what a selection (`selectNotices(db)`, joins and all) reads: the type a repo names for its callers. */
export type RowOf<S extends (db: Database) => { executeTakeFirst(): Promise<unknown> }> = NonNullable<Awaited<ReturnType<ReturnType<S>['executeTakeFirst']>>>;

export interface DbOptions {
  /** PostgreSQL only: put every table in this schema (tests use one schema per suite). */
  pgSchema?: string;
  /** SQLite only: open an in-memory copy of this serialized database (tests start each suite from one seeded image). */
  sqliteImage?: Buffer;
}

/** Statements kept per connection; the portal's queries come from code, so their texts are few. */
const KEPT_STATEMENTS = 1000;

/** What Kysely's SQLite driver asks of a statement. */
type DriverStatement = Pick<SQLite.Statement, 'reader' | 'all' | 'run' | 'iterate'>;

/**
 * A statement that reads answers its rows as arrays (better-sqlite3's raw mode) and builds each row
 * object with a function compiled once for its columns: building objects property by property
 * across the native boundary costs more than reading the values. Keys are the statement's own column
 * names, from SQL written in code, quoted as JSON.
 */
function readerOf(statement: SQLite.Statement): DriverStatement {
  statement.raw(true);
  const names = statement.columns().map((c) => c.name);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above: one literal per column list, keys quoted.
  const toRow = new Function('r', `return {${names.map((n, i) => `${JSON.stringify(n)}: r[${i}]`).join(', ')}};`) as (r: unknown[]) => unknown;
  return {
    reader: true,
    all: (...params: unknown[]) => (statement.all(...params) as unknown[][]).map(toRow),
    run: statement.run.bind(statement),
    iterate: function* (...params: unknown[]) {
      for (const r of statement.iterate(...params) as IterableIterator<unknown[]>) yield toRow(r);
    } as DriverStatement['iterate'],
  };
}

/**
 * The connection as the driver sees it. Kysely prepares every query anew, and preparing costs as much
 * as running a short query: the same SQL text is prepared once and its statement reused
 * (better-sqlite3 statements are reusable; the driver runs one query at a time on the connection, and
 * nothing here streams).
 */
function keptStatements(conn: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, DriverStatement>();
  return {
    close: () => conn.close(),
    prepare: (source: string) => {
      let statement = kept.get(source);
      if (!statement) {
        if (kept.size >= KEPT_STATEMENTS) kept.clear();
        const prepared = conn.prepare(source);
        statement = prepared.reader ? readerOf(prepared) : prepared;
        kept.set(source, statement);
      }
      return statement;
    },
  };
}

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE), so one that reads and then writes waits
 * for another process's writer (busy_timeout) instead of failing when its snapshot went stale. In one process Kysely
 * runs them one at a time on the one connection anyway.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

/** node-postgres reads bigint (int8: money in fen, counts) as text; every one the portal keeps is far below 2^53. */
const INT8_OID: number = pg.types.builtins.INT8;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? Number : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
};

/** Opens the configured database: SQLite with WAL, foreign keys and a busy timeout, or a PostgreSQL pool. */
export function openDatabase(database: Config['database'], opts: DbOptions = {}): Database {
  if (database.kind === 'sqlite') {
    if (database.file !== ':memory:' && !opts.sqliteImage) {
      mkdirSync(dirname(database.file), { recursive: true, mode: 0o700 });
      // Created owner-only before SQLite opens it: its journal and WAL files take the database file's mode.
      closeSync(openSync(database.file, 'a', 0o600));
    }
    const conn = new SQLite(opts.sqliteImage ?? database.file);
    conn.pragma('journal_mode = WAL');
    conn.pragma('foreign_keys = ON');
    conn.pragma('busy_timeout = 5000');
    conn.pragma('synchronous = NORMAL');
    return new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: keptStatements(conn) }) });
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    types: pgTypes,
    ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
  });
  // A fixed query runs as a named prepared statement, so PostgreSQL plans it once per connection, not on every request.
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values?: unknown[]) => {
      const name = typeof text === 'string' ? preparedName(text) : undefined;
      return name ? query({ name, text, values }) : query(text, values);
    }) as typeof client.query;
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Brings the schema to the newest migration; throws with the failing migration's name. On
 * PostgreSQL the migration tables are named with their schema, because Kysely looks for them
 * across all schemas and would otherwise take another schema's for ours.
 */
export async function migrateToLatest(db: Database, pgSchema?: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: migrationProvider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    // Kysely types the failure as unknown; what a migration throws is an Error (anything else is shown as JSON).
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${error instanceof Error ? String(error) : JSON.stringify(error)}`);
  }
}

/**
 * Keeps SQLite's query planner informed of table sizes and index selectivity, which it does not
 * gather by itself: without them it picks poor indexes for the equipment lists at city scale.
 * Sampled (analysis_limit), so it costs milliseconds even on a million rows. PostgreSQL analyses
 * on its own.
 */
export async function refreshPlannerStats(db: Database, kind: Config['database']['kind']): Promise<void> {
  if (kind !== 'sqlite') return;
  await sql`pragma analysis_limit = 1000`.execute(db);
  await sql`pragma optimize = 0x10002`.execute(db);
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

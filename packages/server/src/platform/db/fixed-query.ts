import type { Compilable, CompiledQuery } from 'kysely';
import type { Database } from '.';

/** Stands for the i-th argument while the query is built, so its place among the parameters can be found. */
const stand = (i: number) => `\u0000fixed-query-argument-${i}\u0000`;

/** The SQL of every fixed query, with the name PostgreSQL keeps it under as a prepared statement (see `openDatabase`). */
const prepared = new Map<string, string>();

/** The prepared-statement name of a fixed query's SQL, or undefined for any other SQL. */
export const preparedName = (sqlText: string): string | undefined => prepared.get(sqlText);

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the query, the argument it takes, or -1 for a value the builder wrote itself. */
  slots: number[];
}

/**
 * A query whose SQL text never changes, only the values it runs with: built and compiled once per database handle
 * instead of on every call (building and compiling costs more than running a short query on SQLite), and on PostgreSQL
 * planned once per connection as a prepared statement. For the queries every request runs. The builder may use its
 * arguments only as values, and nothing else that changes between calls (no clock, no branching on the arguments).
 */
export function fixedQuery<A extends string[], R>(build: (db: Database, ...args: A) => Compilable<R>): (db: Database, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<Database, Compiled<R>>();
  return async (db, ...args) => {
    let c = compiled.get(db);
    if (!c) {
      const query = build(db, ...(args.map((_, i) => stand(i)) as A)).compile();
      const slots = query.parameters.map((p) => args.findIndex((_, i) => p === stand(i)));
      if (args.some((_, i) => !slots.includes(i))) throw new Error('fixedQuery: every argument must be a value of the query');
      c = { query, slots };
      compiled.set(db, c);
      if (!prepared.has(query.sql)) prepared.set(query.sql, `fixed_${prepared.size + 1}`);
    }
    const { query, slots } = c;
    const parameters = query.parameters.map((p, i) => (slots[i] >= 0 ? args[slots[i]] : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

import type { Database } from '../db';
import { nowIso } from '../ids';
import { rateLimited } from './errors';

/**
 * Counts a hit on a key in a fixed window and refuses it once the limit is passed (HTTP 429 with
 * Retry-After). The count lives in the database, so every server process shares it, and it moves
 * in one statement, so parallel requests cannot all read the same count and all pass.
 */
export async function enforceRateLimit(db: Database, key: string, limit: number, windowMs: number, message?: string): Promise<void> {
  const now = Date.now();
  const start = nowIso(now);
  const expired = nowIso(now - windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: start, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.window_start', '<=', expired)
          .then(1)
          .else(eb('rate_limits.count', '+', 1))
          .end(),
        window_start: eb.case().when('rate_limits.window_start', '<=', expired).then(start).else(eb.ref('rate_limits.window_start')).end(),
      })),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  if (Number(row.count) > limit) throw rateLimited(Math.ceil((Date.parse(row.window_start) + windowMs - now) / 1000), message);
}

/** The longest window any limit counts in (the daily SMS limit); counters older than that count nothing. */
const LONGEST_WINDOW_MS = 86_400_000;

/** Forgets counters whose window has passed (per-day and per-address keys would otherwise pile up). */
export async function purgeRateLimits(db: Database): Promise<number> {
  const r = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<=', nowIso(Date.now() - LONGEST_WINDOW_MS))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Runs `work` while no other request holds `key`, across every server process: the same counter
 * with a limit of one, released when the work ends (or, if the process dies, after `maxMs`).
 */
export async function oneAtATime<T>(db: Database, key: string, maxMs: number, message: string, work: () => Promise<T>): Promise<T> {
  await enforceRateLimit(db, key, 1, maxMs, message);
  try {
    return await work();
  } finally {
    await db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}

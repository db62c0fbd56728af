import type { Database } from '../db';
import { nowIso } from '../ids';

/**
 * Counts hits on a key in a fixed window, in the database so that every server process shares
 * the count. Returns false once the limit is passed.
 */
export async function hitRateLimit(db: Database, key: string, limit: number, windowMs: number): Promise<boolean> {
  const now = Date.now();
  const windowFloor = nowIso(now - windowMs);
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('rate_limits').select(['window_start', 'count']).where('key', '=', key).executeTakeFirst();
    if (!row || row.window_start <= windowFloor) {
      await trx
        .insertInto('rate_limits')
        .values({ key, window_start: nowIso(now), count: 1 })
        .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: nowIso(now), count: 1 }))
        .execute();
      return true;
    }
    await trx
      .updateTable('rate_limits')
      .set((eb) => ({ count: eb('count', '+', 1) }))
      .where('key', '=', key)
      .execute();
    return row.count + 1 <= limit;
  });
}

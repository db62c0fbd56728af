import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * One page of a list query's rows, in `sorted` order, and how many rows the whole query holds, read at once. The count
 * drops the query's columns and order: a filtered count is what the pager shows.
 */
export async function pageRows<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  sorted: (q: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
  offset: number,
  limit: number,
): Promise<{ rows: O[]; count: number }> {
  const [rows, total] = await Promise.all([
    sorted(q).offset(offset).limit(limit).execute(),
    q
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number((total as { n: number | string }).n) };
}

import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '.';
import type { DB } from './schema';

/** Tables whose rows carry an id and a version for optimistic locking. */
export type VersionedTable = { [K in keyof DB]: Selectable<DB[K]> extends { id: string; version: number } ? K : never }[keyof DB];

/**
 * The one version-checked update: writes the fields and the next version only if the row still has
 * the version the caller read (and, where given, the column values in `expect`, such as a workflow
 * state). Returns whether it wrote; false means someone else changed the row first.
 */
export async function updateIfVersion<T extends VersionedTable>(
  db: Database,
  table: T,
  id: string,
  version: number,
  fields: Updateable<DB[T]>,
  expect: Record<string, string> = {},
): Promise<boolean> {
  // The table is a type parameter, which typed Kysely cannot follow through where(); every
  // VersionedTable has the id and version columns used here.
  const loose = db as unknown as Kysely<Record<string, { id: string; version: number } & Record<string, unknown>>>;
  let q = loose
    .updateTable(table as string)
    .set({ ...(fields as Record<string, unknown>), version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version);
  for (const [column, value] of Object.entries(expect)) q = q.where(column, '=', value);
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}

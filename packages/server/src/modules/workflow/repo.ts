import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db';
import { updateIfVersion, type VersionedTable } from '../../platform/db/versioned';
import type { FlowLogTable } from '../../platform/db/schema';

/** A table that can hold workflow records: each row has an id and a version (the state column is the flow's own). */
export type FlowTable = VersionedTable;
export interface FlowRow {
  id: string;
  version: number;
}
/** A record's column by name, for the state column the registry names. */
export const columnOf = (row: FlowRow, column: string): unknown => (row as unknown as Record<string, unknown>)[column];

// The table is chosen at run time from the registry, which typed Kysely cannot follow; every
// FlowTable has the id, state and version columns used here.
const loose = (db: Database) => db as unknown as Kysely<Record<FlowTable, FlowRow & Record<string, unknown>>>;

export function findRecord(db: Database, table: FlowTable, id: string): Promise<FlowRow | undefined> {
  return loose(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<FlowRow | undefined>;
}

/**
 * Moves a record to a new state, with other columns, only if it is still in the state and at the
 * version it was read in: false when someone else moved it first.
 */
export function moveRecord(db: Database, table: FlowTable, stateColumn: string, row: FlowRow, from: string, to: string, set: Record<string, unknown>): Promise<boolean> {
  return updateIfVersion(db, table, row.id, row.version, { ...set, [stateColumn]: to }, { [stateColumn]: from });
}

/** Appends a step, numbered after the record's last one. */
export async function insertStep(db: Database, row: Omit<FlowLogTable, 'seq'>): Promise<void> {
  const last = await db
    .selectFrom('flow_log')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('record_kind', '=', row.record_kind)
    .where('record_id', '=', row.record_id)
    .executeTakeFirst();
  await db
    .insertInto('flow_log')
    .values({ ...row, seq: Number(last?.seq ?? 0) + 1 })
    .execute();
}

export function findSteps(db: Database, kind: string, id: string) {
  return db.selectFrom('flow_log').selectAll().where('record_kind', '=', kind).where('record_id', '=', id).orderBy('seq').execute();
}

export async function deleteSteps(db: Database, kind: string, id: string): Promise<void> {
  await db.deleteFrom('flow_log').where('record_kind', '=', kind).where('record_id', '=', id).execute();
}

/**
 * Every active account with a role that grants this permission, once per role: the candidates a record in a
 * reviewer's queue is announced to (the engine keeps those who may see the record). Staff accounts are few.
 */
export function findPermissionHolders(db: Database, permission: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('user_roles as ur', 'ur.user_id', 'u.id')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select(['u.id', 'u.unit_id', 'u.login_name', 'u.name', 'u.is_main', 'r.id as role_id', 'r.role_type', 'r.menu_ids'])
    .where('u.status', '=', 'active')
    .where('r.menu_ids', 'like', `%${JSON.stringify(permission)}%`)
    .orderBy('u.id')
    .orderBy('r.id')
    .execute();
}

/** Marks read every unread message that links to this address, whoever holds it: the work it announced was taken. */
/** How the engine's to-do announcements begin: the messages a reviewer's step marks read for the others. */
export const WAITING_PREFIX = '待办：';

/** Marks read the to-do announcements that open this record (a party's other messages with the same link stay unread). */
export async function markLinkRead(db: Database, link: string, at: string): Promise<void> {
  await db
    .updateTable('messages')
    .set({ status: 'read', read_at: at })
    .where('status', '=', 'unread')
    .where('link', '=', link)
    .where('title', 'like', `${WAITING_PREFIX}%`)
    .execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db';
import { updateIfVersion } from '../../platform/db/versioned';
import type { FlowLogTable } from '../../platform/db/schema';

/** The tables that hold workflow records; each has an id, a state column and a version. */
export type FlowTable =
  | 'account_applications'
  | 'password_resets'
  | 'unit_changes'
  | 'articles'
  | 'use_regist_applies'
  | 'reg_changes'
  | 'unit_licences'
  | 'construction_notices'
  | 'inspection_applies'
  | 'invoices'
  | 'opinion_notices'
  | 'interaction_threads'
  | 'entrusts'
  | 'mfg_applies'
  | 'maintain_price_filings'
  | 'maint_registrations'
  | 'maint_changes'
  | 'self_maint_applies'
  | 'maintenance_records'
  | 'rescues'
  | 'faults'
  | 'elevator_self_tests';
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

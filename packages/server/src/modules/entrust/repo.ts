import { SELF_REGISTER_UNIT_TYPES } from '@portal/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import type { EntrustTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** Authorisations with the names and credit codes of both units. */
function selectEntrusts(db: Database) {
  return db
    .selectFrom('entrusts as w')
    .innerJoin('units as p', 'p.id', 'w.unit_id')
    .innerJoin('units as a', 'a.id', 'w.agent_unit_id')
    .selectAll('w')
    .select(['p.name as principal_name', 'p.uscc as principal_uscc', 'a.name as agent_name', 'a.uscc as agent_uscc']);
}
export type EntrustRow = RowOf<typeof selectEntrusts>;

export const findEntrust = (db: Database, id: string) => selectEntrusts(db).where('w.id', '=', id).executeTakeFirst();

export interface EntrustFilter {
  /** The principal's own, or those addressed to the agent (never its drafts). */
  side: 'principal' | 'agent';
  unitId: string;
  /** A state, or 'expired' (accepted and past valid_to); 'accepted' then means still valid. */
  state?: string;
  keyword: string;
  today: string;
}

export async function findEntrustPage(db: Database, f: EntrustFilter, offset: number, limit: number): Promise<{ rows: EntrustRow[]; count: number }> {
  let q = selectEntrusts(db);
  q = f.side === 'principal' ? q.where('w.unit_id', '=', f.unitId) : q.where('w.agent_unit_id', '=', f.unitId).where('w.state', '<>', 'draft');
  if (f.state === 'expired') q = q.where('w.state', '=', 'accepted').where('w.valid_to', '<', f.today);
  else if (f.state === 'accepted') q = q.where('w.state', '=', 'accepted').where('w.valid_to', '>=', f.today);
  else if (f.state) q = q.where('w.state', '=', f.state);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['w.entrust_no', f.side === 'principal' ? 'a.name' : 'p.name', f.side === 'principal' ? 'a.uscc' : 'p.uscc'], f.keyword));
  return pageRows(q, (s) => s.orderBy('w.updated_at', 'desc').orderBy('w.id', 'desc'), offset, limit);
}

/** The devices of some authorisations, as the records show them now. */
export function findDevices(db: Database, entrustIds: readonly string[]) {
  if (entrustIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('entrust_devices as d')
    .innerJoin('equipment as e', 'e.id', 'd.equipment_id')
    .select(['d.entrust_id', 'e.id', 'e.unit_id', 'e.type_code', 'e.device_code', 'e.product_name', 'e.cert_no', 'e.address', 'e.reg_state'])
    .where('d.entrust_id', 'in', [...entrustIds])
    .orderBy('d.entrust_id')
    .orderBy('e.device_code')
    .orderBy('e.id')
    .execute();
}
export type DeviceRow = Awaited<ReturnType<typeof findDevices>>[number];

/** Registered enterprise units (not the caller's) whose name or credit code contains the keyword. */
export function findAgentCandidates(db: Database, keyword: string, selfUnitId: string) {
  return db
    .selectFrom('units')
    .select(['id', 'name', 'uscc', 'address'])
    .where('unit_type', 'in', [...SELF_REGISTER_UNIT_TYPES])
    .where('status', '=', 'active')
    .where('id', '<>', selfUnitId)
    .where((eb) => containsAny(eb, ['name', 'uscc'], keyword))
    .orderBy('name')
    .orderBy('id')
    .limit(20)
    .execute();
}

export const findAgentUnit = (db: Database, id: string) =>
  db
    .selectFrom('units')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('unit_type', 'in', [...SELF_REGISTER_UNIT_TYPES])
    .where('status', '=', 'active')
    .executeTakeFirst();

/** The authorisations in force for an agent today: accepted, started and not past valid_to. */
export function findInForce(db: Database, agentUnitId: string, today: string) {
  return selectEntrusts(db)
    .where('w.agent_unit_id', '=', agentUnitId)
    .where('w.state', '=', 'accepted')
    .where('w.valid_from', '<=', today)
    .where('w.valid_to', '>=', today)
    .orderBy('p.name')
    .orderBy('w.id')
    .execute();
}

/** The authorisations in force that cover one device. */
export function findInForceFor(db: Database, equipmentId: string, today: string) {
  return selectEntrusts(db)
    .innerJoin('entrust_devices as d', 'd.entrust_id', 'w.id')
    .where('d.equipment_id', '=', equipmentId)
    .where('w.state', '=', 'accepted')
    .where('w.valid_from', '<=', today)
    .where('w.valid_to', '>=', today)
    .execute();
}

export async function insertEntrust(db: Database, row: Insertable<EntrustTable>, equipmentIds: readonly string[]): Promise<void> {
  await db.insertInto('entrusts').values(row).execute();
  await db
    .insertInto('entrust_devices')
    .values(equipmentIds.map((equipment_id) => ({ entrust_id: row.id, equipment_id })))
    .execute();
}

export async function replaceDevices(db: Database, id: string, equipmentIds: readonly string[]): Promise<void> {
  await db.deleteFrom('entrust_devices').where('entrust_id', '=', id).execute();
  await db
    .insertInto('entrust_devices')
    .values(equipmentIds.map((equipment_id) => ({ entrust_id: id, equipment_id })))
    .execute();
}

/** Writes a draft's or declined authorisation's fields, only at the version the principal saw. */
export const updateEntrust = (db: Database, id: string, version: number, fields: Updateable<EntrustTable>) => updateIfVersion(db, 'entrusts', id, version, fields);

/** Deletes a draft never submitted (its devices go with it). */
export async function deleteEntrust(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('entrusts').where('id', '=', id).where('state', '=', 'draft').where('submitted_at', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** A device of the unit with whether it may apply for its first registration now, for the registration-method page. */
export function findMethodDevice(db: Database, equipmentId: string) {
  return db
    .selectFrom('equipment as e')
    .leftJoin('equipment_requests as q', 'q.equipment_id', 'e.id')
    .select(['e.id', 'e.unit_id', 'e.type_code', 'e.device_code', 'e.product_name', 'e.cert_no', 'e.address', 'e.area_code', 'e.reg_state', 'q.record_kind', 'q.record_no'])
    .where('e.id', '=', equipmentId)
    .executeTakeFirst();
}

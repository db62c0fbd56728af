import { codeKey } from '@portal/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import type { ElevatorSelfTestTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** The elevator columns a result shows, with its use unit's name. */
const ELEVATOR = ['e.id as equipment_id', 'e.device_code', 'e.register_code', 'e.cert_no', 'e.product_name', 'e.internal_no', 'e.address', 'e.next_inspection_date'] as const;

/** Results with their elevator, its use unit's name and the testing body's. */
function selectTests(db: Database) {
  return db
    .selectFrom('elevator_self_tests as t')
    .innerJoin('equipment as e', 'e.id', 't.equipment_id')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .innerJoin('units as d', 'd.id', 't.detect_unit_id')
    .selectAll('t')
    .select([...ELEVATOR, 'u.name as use_unit_name', 'd.name as detect_unit_name']);
}
export type SelfTestRow = RowOf<typeof selectTests>;

export const findSelfTest = (db: Database, id: string) => selectTests(db).where('t.id', '=', id).executeTakeFirst();

export interface SelfTestFilter {
  /** The testing body's own results, the use unit's issued ones, or the use unit's declared passed ones (marks). */
  side: 'detect' | 'use' | 'marks';
  unitId: string;
  state?: string;
  conclusion?: string;
  keyword: string;
}

export async function findSelfTestPage(db: Database, f: SelfTestFilter, offset: number, limit: number): Promise<{ rows: SelfTestRow[]; count: number }> {
  let q = selectTests(db);
  if (f.side === 'detect') q = q.where('t.detect_unit_id', '=', f.unitId);
  // The use unit never sees the body's drafts.
  else q = q.where('t.unit_id', '=', f.unitId).where('t.state', '<>', 'draft');
  if (f.side === 'marks') q = q.where('t.state', '=', 'declared');
  if (f.state) q = q.where('t.state', '=', f.state);
  if (f.conclusion) q = q.where('t.conclusion', '=', f.conclusion);
  if (f.keyword)
    q = q.where((eb) => containsAny(eb, ['e.device_code_key', 'e.register_code_key', 'e.cert_no_key', 't.report_no', f.side === 'detect' ? 'u.name' : 'd.name'], f.keyword));
  return pageRows(q, (s) => s.orderBy('t.updated_at', 'desc').orderBy('t.id', 'desc'), offset, limit);
}

export const findElevator = (db: Database, equipmentId: string, inUse: string) =>
  db.selectFrom('equipment').select(['id', 'unit_id']).where('id', '=', equipmentId).where('type_code', '=', '3000').where('use_status', '=', inUse).executeTakeFirst();

export async function insertSelfTest(db: Database, row: Insertable<ElevatorSelfTestTable>): Promise<void> {
  await db.insertInto('elevator_self_tests').values(row).execute();
}

/** Writes a draft's fields, only at the version the body saw. */
export const updateSelfTest = (db: Database, id: string, version: number, fields: Updateable<ElevatorSelfTestTable>) =>
  updateIfVersion(db, 'elevator_self_tests', id, version, fields, { state: 'draft' });

export async function deleteSelfTest(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('elevator_self_tests').where('id', '=', id).where('state', '=', 'draft').executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Records the printed mark's file, unless another request printed it first (then nothing changes: false). */
export async function setMarkPrinted(db: Database, id: string, sm3: string, fileKey: string, at: string): Promise<boolean> {
  const r = await db
    .updateTable('elevator_self_tests')
    .set({ mark_sm3: sm3, mark_file_key: fileKey, mark_printed_at: at })
    .where('id', '=', id)
    .where('mark_file_key', '=', '')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** An elevator's latest declared result (the one its current use mark is printed from). */
export const findLatestDeclared = (db: Database, equipmentId: string) =>
  db
    .selectFrom('elevator_self_tests')
    .selectAll()
    .where('equipment_id', '=', equipmentId)
    .where('state', '=', 'declared')
    .orderBy('test_date', 'desc')
    .orderBy('declared_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

/** What the public page shows of an elevator, by id or certificate number. */
function selectPublic(db: Database) {
  return db
    .selectFrom('equipment as e')
    .innerJoin('units as u', 'u.id', 'e.unit_id')
    .select([
      'e.id',
      'e.type_code',
      'e.catalogue_code',
      'e.area_code',
      'e.cert_no',
      'e.device_code',
      'e.use_status',
      'e.maintenance_unit',
      'e.maintenance_phone',
      'e.last_inspection_date',
      'e.next_inspection_date',
      'e.last_conclusion',
      'e.inspection_org',
      'u.name as use_unit_name',
    ])
    .where('e.type_code', '=', '3000');
}
export const findPublicById = (db: Database, id: string) => selectPublic(db).where('e.id', '=', id).executeTakeFirst();
export const findPublicByCert = (db: Database, certNo: string) => selectPublic(db).where('e.cert_no_key', '=', codeKey(certNo)).where('e.cert_no_key', '<>', '').executeTakeFirst();

/** The kind of the inspection row that set the record's last inspection (the newest one on that day). */
export const findLastInspectionKind = (db: Database, equipmentId: string, date: string) =>
  db
    .selectFrom('equipment_inspections')
    .select('kind')
    .where('equipment_id', '=', equipmentId)
    .where('inspection_date', '=', date)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

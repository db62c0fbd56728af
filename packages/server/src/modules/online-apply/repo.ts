import { INSPECTION_OPEN, SUPERVISION_KINDS } from '@portal/contract';
import type { Insertable, Updateable, Selectable } from 'kysely';
import { inScope, type DataScope } from '../../platform/auth/scope';
import type { Database, RowOf } from '../../platform/db';
import type { InspectionApplyTable, InspectionItemTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** An application with its inspection body's name; for a supervision, its construction notice's number and use unit; and the agent's name when an agent filed it (委托申报). */
function selectApplies(db: Database) {
  return db
    .selectFrom('inspection_applies as a')
    .innerJoin('units as o', 'o.id', 'a.org_unit_id')
    .leftJoin('construction_notices as n', 'n.id', 'a.construction_id')
    .leftJoin('units as g', 'g.id', 'a.agent_unit_id')
    .leftJoin('units as u', 'u.id', 'a.unit_id')
    .selectAll('a')
    .select(['o.name as org_name', 'n.notice_no', 'n.use_unit_name', 'g.name as agent_name', 'u.area_code as unit_area_code']);
}
export type ApplyRow = RowOf<typeof selectApplies>;

export const findApply = (db: Database, id: string) => selectApplies(db).where('a.id', '=', id).executeTakeFirst();

export const findApplyByNo = (db: Database, applyNo: string) => selectApplies(db).where('a.apply_no', '=', applyNo).executeTakeFirst();

/** The devices of applications as filed, with the record's parameters (for fees) where there is a record. */
export function findItems(db: Database, applyIds: readonly string[]) {
  if (applyIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('inspection_items as i')
    .leftJoin('equipment as e', 'e.id', 'i.equipment_id')
    .selectAll('i')
    .select(['e.params'])
    .where('i.apply_id', 'in', [...applyIds])
    .orderBy('i.apply_id')
    .orderBy('i.seq')
    .execute();
}
export type ItemRow = Awaited<ReturnType<typeof findItems>>[number];

export const findItem = (db: Database, id: string) => db.selectFrom('inspection_items').selectAll().where('id', '=', id).executeTakeFirst();

export interface ApplyFilter {
  state?: string;
  keyword: string;
  group?: 'periodic' | 'supervision';
  /**
   * A unit's own (with what an agent filed for it, or it filed as agent) and the filed supervisions of its devices; or
   * an inspection body's queue (nothing still with the unit).
   */
  who: { unitId: string } | { scope: DataScope; voucherOnly?: boolean };
}

const SUPERVISION_KIND_KEYS = Object.keys(SUPERVISION_KINDS);

export async function findApplyPage(db: Database, f: ApplyFilter, offset: number, limit: number): Promise<{ rows: ApplyRow[]; count: number }> {
  let q = selectApplies(db);
  if ('unitId' in f.who) {
    const unitId = f.who.unitId;
    q = q.where((eb) =>
      eb.or([eb('a.unit_id', '=', unitId), eb('a.agent_unit_id', '=', unitId), eb.and([eb('a.use_unit_id', '=', unitId), eb('a.submitted_at', 'is not', null)])]),
    );
  } else {
    q = q
      .where(inScope(f.who.scope, { unit: 'a.unit_id', body: 'a.org_unit_id', money: f.who.voucherOnly }))
      .where('a.submitted_at', 'is not', null)
      .where('a.state', 'not in', ['draft']);
    if (f.who.voucherOnly) q = q.where('a.voucher_file_id', '<>', '');
  }
  if (f.state) q = q.where('a.state', '=', f.state);
  if (f.group) q = q.where('a.inspection_kind', f.group === 'supervision' ? 'in' : 'not in', SUPERVISION_KIND_KEYS);
  if (f.keyword)
    q = q.where((eb) =>
      eb.or([
        containsAny(eb, ['a.apply_no', 'a.accept_no', 'a.unit_name', 'n.notice_no'], f.keyword),
        eb.exists(
          eb
            .selectFrom('inspection_items as i')
            .select('i.id')
            .whereRef('i.apply_id', '=', 'a.id')
            .where((e2) => containsAny(e2, ['i.device_code', 'i.product_name', 'i.cert_no'], f.keyword)),
        ),
      ]),
    );
  return pageRows(q, (s) => s.orderBy('a.updated_at', 'desc').orderBy('a.id', 'desc'), offset, limit);
}

export type NewItem = Pick<
  Selectable<InspectionItemTable>,
  'equipment_id' | 'type_code' | 'catalogue_code' | 'device_code' | 'cert_no' | 'product_name' | 'address' | 'due_date' | 'needs_letter'
>;

export async function insertApply(db: Database, row: Insertable<InspectionApplyTable>, items: NewItem[], newId: () => string): Promise<void> {
  await db.insertInto('inspection_applies').values(row).execute();
  await replaceItems(db, row.id, items, newId);
}

/** The devices of a draft, replaced whole when the unit changes its choice. */
export async function replaceItems(db: Database, applyId: string, items: NewItem[], newId: () => string): Promise<void> {
  await db.deleteFrom('inspection_items').where('apply_id', '=', applyId).execute();
  if (items.length)
    await db
      .insertInto('inspection_items')
      .values(items.map((it, seq) => ({ id: newId(), apply_id: applyId, seq, ...it })))
      .execute();
}

export const updateApply = (db: Database, id: string, version: number, set: Updateable<InspectionApplyTable>) => updateIfVersion(db, 'inspection_applies', id, version, set);

export async function deleteApply(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('inspection_applies').where('id', '=', id).where('state', '=', 'draft').where('submitted_at', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** A unit's applications filed before it had an account (known by its credit code) become its own. */
export async function adoptByUscc(db: Database, uscc: string, unitId: string, userId: string): Promise<number> {
  const r = await db
    .updateTable('inspection_applies')
    .set({ unit_id: unitId, created_by_id: userId })
    .where('unit_uscc', '=', uscc)
    .where('unit_id', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Marks an application's devices as held (submitted) or free; the unique index refuses a device held twice. */
export async function setHolding(db: Database, applyId: string, holding: 0 | 1): Promise<void> {
  await db.updateTable('inspection_items').set({ holding }).where('apply_id', '=', applyId).execute();
}

export async function updateItem(db: Database, id: string, set: Updateable<InspectionItemTable>): Promise<void> {
  await db.updateTable('inspection_items').set(set).where('id', '=', id).execute();
}

/** The open application (number) holding each of these devices, if any. */
export async function findHolders(db: Database, equipmentIds: readonly string[], exceptApplyId = ''): Promise<Map<string, string>> {
  if (equipmentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('inspection_items as i')
    .innerJoin('inspection_applies as a', 'a.id', 'i.apply_id')
    .select(['i.equipment_id', 'a.apply_no'])
    .where('i.equipment_id', 'in', [...equipmentIds])
    .where('a.state', 'in', [...INSPECTION_OPEN])
    .where('a.id', '<>', exceptApplyId)
    .execute();
  return new Map(rows.map((r) => [r.equipment_id ?? '', r.apply_no]));
}

/** An open application already naming one of these declared device codes, if any. */
export async function findOpenByDeviceCodes(db: Database, codes: readonly string[]) {
  if (codes.length === 0) return undefined;
  const r = await db
    .selectFrom('inspection_items as i')
    .innerJoin('inspection_applies as a', 'a.id', 'i.apply_id')
    .select(['i.device_code', 'a.apply_no'])
    .where('i.device_code', 'in', [...codes])
    .where('a.state', 'in', [...INSPECTION_OPEN])
    .executeTakeFirst();
  return r && { deviceCode: r.device_code, applyNo: r.apply_no };
}

/** The equipment records named by an application, whatever unit holds them (the caller checks). */
export const findEquipment = (db: Database, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('equipment')
        .select(['id', 'unit_id', 'type_code', 'catalogue_code', 'device_code', 'cert_no', 'product_name', 'address', 'use_status', 'last_inspection_date', 'next_inspection_date'])
        .where('id', 'in', [...ids])
        .execute();

/** Inspection bodies on the portal an application can be addressed to. */
export const findOrgs = (db: Database) =>
  db.selectFrom('units').select(['id', 'name', 'phone', 'address']).where('unit_type', '=', 'inspection').where('status', '=', 'active').orderBy('name').orderBy('id').execute();

export const findOrg = (db: Database, id: string) =>
  db.selectFrom('units').select(['id', 'name']).where('id', '=', id).where('unit_type', '=', 'inspection').where('status', '=', 'active').executeTakeFirst();

/** A unit's applications whose fee is paid (paid or later, with something paid), latest payment first; only the ids given, if any. */
export async function findPaidPage(db: Database, unitId: string, q: { ids?: readonly string[]; states: readonly string[] }, offset: number, limit: number) {
  let base = selectApplies(db)
    .where('a.unit_id', '=', unitId)
    .where('a.state', 'in', [...q.states])
    .where('a.paid_fen', '>', 0);
  if (q.ids) base = base.where('a.id', 'in', q.ids.length ? [...q.ids] : ['']);
  return pageRows(base, (s) => s.orderBy('a.paid_at', 'desc').orderBy('a.id'), offset, limit);
}

/** The supervision applications on these construction notices that are not refused, with how many of their devices failed. */
export async function findSupervisions(db: Database, noticeIds: readonly string[], exceptApplyId = '') {
  if (noticeIds.length === 0) return [];
  return db
    .selectFrom('inspection_applies as a')
    .select((eb) => [
      'a.id',
      'a.apply_no',
      'a.construction_id',
      'a.state',
      'a.accepted_at',
      eb
        .selectFrom('inspection_items as i')
        .select((e2) => e2.fn.countAll<number>().as('n'))
        .whereRef('i.apply_id', '=', 'a.id')
        .where('i.conclusion', '=', 'fail')
        .as('failed'),
    ])
    .where('a.construction_id', 'in', [...noticeIds])
    .where('a.state', '<>', 'refused')
    .where('a.id', '<>', exceptApplyId)
    .execute();
}

import type { Insertable, Updateable, Selectable } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import type { ConstructionItemTable, ConstructionNoticeTable } from '../../platform/db/schema';
import { inScope, type DataScope } from '../../platform/auth/scope';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** A notice with its construction unit's name and credit code and its registry's name. */
function selectNotices(db: Database) {
  return db
    .selectFrom('construction_notices as n')
    .innerJoin('units as u', 'u.id', 'n.unit_id')
    .innerJoin('registries as r', 'r.id', 'n.registry_id')
    .selectAll('n')
    .select(['u.name as unit_name', 'u.uscc as unit_uscc', 'r.name as registry_name']);
}
export type NoticeRow = RowOf<typeof selectNotices>;

export const findNotice = (db: Database, id: string) => selectNotices(db).where('n.id', '=', id).executeTakeFirst();

export const findItems = (db: Database, noticeIds: readonly string[]) =>
  noticeIds.length === 0
    ? Promise.resolve([] as Selectable<ConstructionItemTable>[])
    : db
        .selectFrom('construction_items')
        .selectAll()
        .where('notice_id', 'in', [...noticeIds])
        .orderBy('notice_id')
        .orderBy('seq')
        .execute();

export interface NoticeFilter {
  state?: string;
  workType?: string;
  keyword: string;
  /** The construction unit's own; those filed by or naming a unit (its query); or a registry's queue (its areas, nothing still with the unit). */
  who: { unitId: string } | { involving: string } | { scope: DataScope };
}

export async function findNoticePage(db: Database, f: NoticeFilter, offset: number, limit: number): Promise<{ rows: NoticeRow[]; count: number }> {
  let q = selectNotices(db);
  if ('unitId' in f.who) q = q.where('n.unit_id', '=', f.who.unitId);
  else if ('involving' in f.who) {
    const unitId = f.who.involving;
    q = q.where((eb) => eb.or([eb('n.unit_id', '=', unitId), eb.and([eb('n.use_unit_id', '=', unitId), eb('n.submitted_at', 'is not', null), eb('n.state', '<>', 'draft')])]));
  } else
    q = q
      .where(inScope(f.who.scope, { unit: 'n.unit_id', area: 'n.area_code' }))
      .where('n.submitted_at', 'is not', null)
      .where('n.state', '<>', 'draft');
  if (f.state) q = q.where('n.state', '=', f.state);
  if (f.workType) q = q.where('n.work_type', '=', f.workType);
  if (f.keyword)
    q = q.where((eb) =>
      eb.or([
        containsAny(eb, ['n.apply_no', 'n.notice_no', 'n.use_unit_name', 'u.name'], f.keyword),
        eb.exists(
          eb
            .selectFrom('construction_items as i')
            .select('i.notice_id')
            .whereRef('i.notice_id', '=', 'n.id')
            .where((e2) => containsAny(e2, ['i.device_code', 'i.product_name', 'i.product_no'], f.keyword)),
        ),
      ]),
    );
  return pageRows(q, (s) => s.orderBy('n.updated_at', 'desc').orderBy('n.id', 'desc'), offset, limit);
}

type ItemRow = Omit<Selectable<ConstructionItemTable>, 'notice_id' | 'seq'>;

export async function insertNotice(db: Database, row: Insertable<ConstructionNoticeTable>, items: ItemRow[]): Promise<void> {
  await db.insertInto('construction_notices').values(row).execute();
  await replaceItems(db, row.id, items);
}

/** Replaces the devices of a draft or returned notice. */
export async function replaceItems(db: Database, noticeId: string, items: ItemRow[]): Promise<void> {
  await db.deleteFrom('construction_items').where('notice_id', '=', noticeId).execute();
  await db
    .insertInto('construction_items')
    .values(items.map((i, seq) => ({ ...i, notice_id: noticeId, seq })))
    .execute();
}

export async function linkItem(db: Database, noticeId: string, seq: number, equipmentId: string): Promise<void> {
  await db.updateTable('construction_items').set({ equipment_id: equipmentId }).where('notice_id', '=', noticeId).where('seq', '=', seq).execute();
}

export const updateNotice = (db: Database, id: string, version: number, fields: Updateable<ConstructionNoticeTable>) =>
  updateIfVersion(db, 'construction_notices', id, version, fields);

export async function deleteNotice(db: Database, id: string): Promise<boolean> {
  const r = await db.deleteFrom('construction_notices').where('id', '=', id).where('state', '=', 'draft').where('submitted_at', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** A unit's devices with these device codes: what a notice's devices are matched against. */
export const findUnitDevices = (db: Database, unitId: string, deviceCodes: readonly string[]) =>
  deviceCodes.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('equipment')
        .select(['id', 'device_code', 'type_code', 'reg_state', 'reg_decision_id'])
        .where('unit_id', '=', unitId)
        .where('device_code', 'in', [...deviceCodes])
        .execute();

/** The number is written in the receiving step's transaction, after the engine has moved the notice. */
export async function setNoticeNo(db: Database, id: string, noticeNo: string): Promise<void> {
  await db.updateTable('construction_notices').set({ notice_no: noticeNo }).where('id', '=', id).execute();
}

export async function findRegistryArea(db: Database, registryId: string): Promise<string> {
  const r = await db.selectFrom('registries').select('area_code').where('id', '=', registryId).executeTakeFirstOrThrow();
  return r.area_code;
}

/** The filed notices that name a device, for its use-management record. */
export const findDeviceNotices = (db: Database, equipmentId: string) =>
  db
    .selectFrom('construction_notices as n')
    .innerJoin('construction_items as i', 'i.notice_id', 'n.id')
    .select(['n.id', 'n.apply_no', 'n.notice_no', 'n.work_type', 'n.state', 'n.updated_at', 'n.received_at'])
    .where('i.equipment_id', '=', equipmentId)
    .where('n.submitted_at', 'is not', null)
    .execute();

/** The supervision application on a notice that the inspection body has accepted, if any (its number). */
export async function findStartedSupervision(db: Database, noticeId: string): Promise<string> {
  const r = await db.selectFrom('inspection_applies').select('apply_no').where('construction_id', '=', noticeId).where('accepted_at', 'is not', null).executeTakeFirst();
  return r?.apply_no ?? '';
}

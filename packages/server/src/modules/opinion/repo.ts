import type { Insertable } from 'kysely';
import type { DataScope } from '../../platform/auth/scope';
import { inScope } from '../../platform/auth/scope';
import type { Database, RowOf } from '../../platform/db';
import type { OpinionDefectTable, OpinionNoticeTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** A notice with its issuing body's name. */
function selectNotices(db: Database) {
  return db.selectFrom('opinion_notices as n').innerJoin('units as o', 'o.id', 'n.org_unit_id').selectAll('n').select('o.name as org_name');
}
export type NoticeRow = RowOf<typeof selectNotices>;

export const findNotice = (db: Database, id: string) => selectNotices(db).where('n.id', '=', id).executeTakeFirst();

export const findNoticeOfItem = (db: Database, itemId: string) => selectNotices(db).where('n.item_id', '=', itemId).executeTakeFirst();

export interface NoticeFilter {
  state?: string;
  keyword: string;
  /** Issued, not answered, and past this day. */
  overdueBefore?: string;
  /** The unit's own notices (by its data scope), or those the caller's body issued (by its staff's scope). */
  who: { scope: DataScope } | { body: DataScope };
}

export async function findNoticePage(db: Database, f: NoticeFilter, offset: number, limit: number): Promise<{ rows: NoticeRow[]; count: number }> {
  let q = selectNotices(db);
  if ('scope' in f.who) q = q.where(inScope(f.who.scope, { unit: 'n.unit_id' }));
  else q = q.where(inScope(f.who.body, { unit: 'n.unit_id', body: 'n.org_unit_id' }));
  if (f.state) q = q.where('n.state', '=', f.state);
  if (f.overdueBefore) q = q.where('n.state', '=', 'issued').where('n.deadline', '<', f.overdueBefore);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['n.notice_no', 'n.device_code', 'n.product_name', 'n.unit_name', 'n.report_no'], f.keyword));
  return pageRows(q, (s) => s.orderBy('n.updated_at', 'desc').orderBy('n.id', 'desc'), offset, limit);
}

export function findDefects(db: Database, noticeIds: readonly string[]) {
  if (noticeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('opinion_defects')
    .selectAll()
    .where('notice_id', 'in', [...noticeIds])
    .orderBy('notice_id')
    .orderBy('seq')
    .execute();
}
export type DefectRow = Awaited<ReturnType<typeof findDefects>>[number];

export const findDefect = (db: Database, id: string) => db.selectFrom('opinion_defects').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertNotice(db: Database, row: Insertable<OpinionNoticeTable>, defects: Insertable<OpinionDefectTable>[]): Promise<void> {
  await db.insertInto('opinion_notices').values(row).execute();
  await db.insertInto('opinion_defects').values(defects).execute();
}

export async function updateMeasure(db: Database, noticeId: string, defectId: string, measure: string): Promise<void> {
  await db.updateTable('opinion_defects').set({ measure }).where('id', '=', defectId).where('notice_id', '=', noticeId).execute();
}

/** Bumps a notice's version with its answers, only if it is still issued at the version the unit saw. */
export const touchNotice = (db: Database, id: string, version: number, updatedAt: string) =>
  updateIfVersion(db, 'opinion_notices', id, version, { updated_at: updatedAt }, { state: 'issued' });

/** A unit's notices issued before it had an account (known by its credit code) become its own. */
export async function adoptByUscc(db: Database, uscc: string, unitId: string, userId: string): Promise<void> {
  await db.updateTable('opinion_notices').set({ unit_id: unitId, notify_user_id: userId }).where('unit_uscc', '=', uscc).where('unit_id', 'is', null).execute();
}

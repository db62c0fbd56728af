import type { Database, RowOf } from '../../platform/db';
import { containsAny } from '../../platform/db/search';
import { inScope, rowInScope, type DataScope } from '../../platform/auth/scope';
import { pageRows } from '../../platform/db/page';

/** A device line of an application with what a report needs of its application and inspection body. */
function selectReports(db: Database) {
  return db
    .selectFrom('inspection_items as i')
    .innerJoin('inspection_applies as a', 'a.id', 'i.apply_id')
    .innerJoin('units as o', 'o.id', 'a.org_unit_id')
    .leftJoin('units as u', 'u.id', 'a.unit_id')
    .selectAll('i')
    .select([
      'a.apply_no',
      'a.accept_no',
      'a.unit_id',
      'a.use_unit_id',
      'a.unit_name',
      'a.org_unit_id',
      'a.submitted_at',
      'a.accepted_at',
      'a.fee_set_at',
      'a.inspection_kind',
      'a.state as apply_state',
      'o.name as org_name',
      'u.area_code as unit_area_code',
    ]);
}
export type ReportItemRow = RowOf<typeof selectReports>;

/** Whether one line read by id is the caller's, by the same rule as the list. */
export const reportRowInScope = (scope: DataScope, r: Pick<ReportItemRow, 'unit_id' | 'use_unit_id' | 'org_unit_id' | 'submitted_at' | 'unit_area_code'>): boolean =>
  scope.kind === 'all' ||
  (scope.kind === 'unit'
    ? r.unit_id === scope.unitId || r.use_unit_id === scope.unitId
    : r.submitted_at !== null && rowInScope(scope, { unitId: r.unit_id, areaCode: r.unit_area_code ?? undefined, body: r.org_unit_id }));

export interface ReportFilter {
  typeCode: string;
  inspectionKind: string;
  dateFrom: string;
  dateTo: string;
  conclusion: string;
  keyword: string;
  applyId: string;
}

/** Concluded lines with their signed report, newest inspection first. */
export async function findReportPage(db: Database, scope: DataScope, f: ReportFilter, offset: number, limit: number) {
  let q = selectReports(db).where('i.concluded_at', 'is not', null).where('i.report_file_id', '<>', '');
  // A unit's own and the supervision reports of its devices; an inspection body's, those addressed to it within its
  // staff's areas (their areas do not make another body's reports theirs).
  if (scope.kind === 'unit') {
    const unitId = scope.unitId;
    q = q.where((eb) => eb.or([eb('a.unit_id', '=', unitId), eb('a.use_unit_id', '=', unitId)]));
  } else if (scope.kind === 'areas') q = q.where(inScope(scope, { unit: 'a.unit_id', body: 'a.org_unit_id' })).where('a.submitted_at', 'is not', null);
  if (f.typeCode) q = q.where('i.type_code', '=', f.typeCode);
  if (f.inspectionKind) q = q.where('a.inspection_kind', '=', f.inspectionKind);
  if (f.dateFrom) q = q.where('i.inspection_date', '>=', f.dateFrom);
  if (f.dateTo) q = q.where('i.inspection_date', '<=', f.dateTo);
  if (f.conclusion) q = q.where('i.conclusion', '=', f.conclusion);
  if (f.applyId) q = q.where('a.id', '=', f.applyId);
  if (f.keyword) q = q.where((eb) => containsAny(eb, ['i.report_no', 'i.device_code'], f.keyword));
  return pageRows(q, (s) => s.orderBy('i.inspection_date', 'desc').orderBy('i.concluded_at', 'desc').orderBy('i.id'), offset, limit);
}

/** Lines by id, whoever's they are (the caller checks each against its scope). */
export const findReportItems = (db: Database, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([] as ReportItemRow[])
    : selectReports(db)
        .where('i.id', 'in', [...ids])
        .execute();

/** The lines of one application, in the order filed. */
export const findApplyItems = (db: Database, applyId: string) => selectReports(db).where('a.id', '=', applyId).orderBy('i.seq').execute();

export const findReportItem = (db: Database, itemId: string) => selectReports(db).where('i.id', '=', itemId).executeTakeFirst();

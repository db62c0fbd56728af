import { sql, type Insertable } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import { inScope, type DataScope } from '../../platform/auth/scope';
import type { UnitLicenceTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { pageRows } from '../../platform/db/page';

/** A filing with the name of the unit that filed it. */
function selectLicences(db: Database) {
  return db.selectFrom('unit_licences as l').innerJoin('units as u', 'u.id', 'l.unit_id').selectAll('l').select('u.name as unit_name');
}
export type LicenceRow = RowOf<typeof selectLicences>;

export async function insertLicence(db: Database, row: Insertable<UnitLicenceTable>): Promise<void> {
  await db.insertInto('unit_licences').values(row).execute();
}

export const findLicence = (db: Database, id: string) => selectLicences(db).where('l.id', '=', id).executeTakeFirst();

export const findPending = (db: Database, unitId: string) => selectLicences(db).where('l.unit_id', '=', unitId).where('l.state', '=', 'pending').executeTakeFirst();

/** The unit's licence in force: the filing approved last. */
export const findCurrent = (db: Database, unitId: string) =>
  selectLicences(db)
    .where('l.unit_id', '=', unitId)
    .where('l.state', '=', 'approved')
    .orderBy('l.reviewed_at', 'desc')
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id')
    .limit(1)
    .executeTakeFirst();

/**
 * The unit's newest filing. A unit has one pending filing at most and files the next only once it is decided, so among
 * filings made in the same millisecond the pending one is the newer.
 */
export const findNewest = (db: Database, unitId: string) =>
  selectLicences(db)
    .where('l.unit_id', '=', unitId)
    .orderBy('l.created_at', 'desc')
    .orderBy(sql`case when l.state = 'pending' then 0 else 1 end`)
    .orderBy('l.updated_at', 'desc')
    .orderBy('l.id')
    .limit(1)
    .executeTakeFirst();

export interface LicenceFilter {
  scope: DataScope;
  state?: string;
  keyword: string;
}

/** A registry's queue: filings in its areas, those waiting for it first, newest first. */
export async function findLicencePage(db: Database, f: LicenceFilter, offset: number, limit: number): Promise<{ rows: LicenceRow[]; count: number }> {
  let q = selectLicences(db).where(inScope(f.scope, { unit: 'l.unit_id', area: 'l.area_code' }));
  if (f.state) q = q.where('l.state', '=', f.state);
  if (f.keyword) {
    const keyword = f.keyword;
    q = q.where((eb) => containsAny(eb, ['u.name', 'l.licence_no'], keyword));
  }
  return pageRows(
    q,
    (s) =>
      s
        .orderBy(sql`case when l.state = 'pending' then 0 else 1 end`)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id'),
    offset,
    limit,
  );
}

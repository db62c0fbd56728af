import { sql, type Insertable } from 'kysely';
import type { Database, RowOf } from '../../platform/db';
import { inScope, type DataScope } from '../../platform/auth/scope';
import type { MaintRegistrationTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { pageRows } from '../../platform/db/page';

/** Registrations with the name and credit code of the unit that filed them. */
function selectRegs(db: Database) {
  return db.selectFrom('maint_registrations as r').innerJoin('units as u', 'u.id', 'r.unit_id').selectAll('r').select(['u.name as unit_name', 'u.uscc as unit_uscc']);
}
export type RegRow = RowOf<typeof selectRegs>;

export async function insertReg(db: Database, row: Insertable<MaintRegistrationTable>): Promise<void> {
  await db.insertInto('maint_registrations').values(row).execute();
}

export const findReg = (db: Database, id: string) => selectRegs(db).where('r.id', '=', id).executeTakeFirst();

export const findPending = (db: Database, unitId: string) => selectRegs(db).where('r.unit_id', '=', unitId).where('r.state', '=', 'submitted').executeTakeFirst();

/** The unit's registration in force: the one approved last. */
export const findCurrent = (db: Database, unitId: string) =>
  selectRegs(db).where('r.unit_id', '=', unitId).where('r.state', '=', 'approved').orderBy('r.reviewed_at', 'desc').orderBy('r.id').limit(1).executeTakeFirst();

/** The unit's newest filing (one waits at most, so among filings of the same millisecond the waiting one is newer). */
export const findNewest = (db: Database, unitId: string) =>
  selectRegs(db)
    .where('r.unit_id', '=', unitId)
    .orderBy('r.created_at', 'desc')
    .orderBy(sql`case when r.state = 'submitted' then 0 else 1 end`)
    .orderBy('r.id')
    .limit(1)
    .executeTakeFirst();

/** A registry's queue: filings in its areas, those waiting first, newest first. */
export async function findRegPage(db: Database, f: { scope: DataScope; state?: string; keyword: string }, offset: number, limit: number) {
  let q = selectRegs(db).where(inScope(f.scope, { unit: 'r.unit_id', area: 'r.area_code' }));
  if (f.state) q = q.where('r.state', '=', f.state);
  if (f.keyword) {
    const keyword = f.keyword;
    q = q.where((eb) => containsAny(eb, ['u.name', 'u.uscc', 'r.licence_no'], keyword));
  }
  return pageRows(
    q,
    (s) =>
      s
        .orderBy(sql`case when r.state = 'submitted' then 0 else 1 end`)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id'),
    offset,
    limit,
  );
}

/** Units with an approved registration whose name or credit code contains the keyword, by name. */
export function findRegisteredUnits(db: Database, keyword: string, limit: number) {
  let q = db
    .selectFrom('units as u')
    .select(['u.id'])
    .where('u.status', '=', 'active')
    .where((eb) => eb.exists(eb.selectFrom('maint_registrations as r').select('r.id').whereRef('r.unit_id', '=', 'u.id').where('r.state', '=', 'approved')));
  if (keyword) q = q.where((eb) => containsAny(eb, ['u.name', 'u.uscc'], keyword));
  return q.orderBy('u.name').orderBy('u.id').limit(limit).execute();
}

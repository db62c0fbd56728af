import { sql } from 'kysely';
import type { Database } from '../../platform/db';
import { containsAny } from '../../platform/db/search';

export interface DeclarationFilter {
  kind?: 'useRegist' | 'install';
  keyword: string;
}

/** The unit's use-registration applications, as declaration rows. */
function registRows(db: Database, unitId: string, keyword: string) {
  let q = db
    .selectFrom('use_regist_applies as a')
    .innerJoin('equipment as e', 'e.id', 'a.equipment_id')
    .innerJoin('units as u', 'u.id', 'a.unit_id')
    .select([
      sql<string>`'useRegist'`.as('kind'),
      'a.id',
      'a.apply_no as no',
      'u.name as filer_name',
      sql<string | null>`e.product_name`.as('product_name'),
      sql<string | null>`e.device_code`.as('device_code'),
      sql<number | null>`1`.as('devices'),
      'a.state',
      'a.submitted_at',
      'a.updated_at',
    ])
    .where('a.unit_id', '=', unitId);
  if (keyword) q = q.where((eb) => containsAny(eb, ['a.apply_no', 'e.device_code_key', 'e.product_name'], keyword));
  return q;
}

/** Installation declarations filed naming the unit, once filed, as declaration rows (their first device and how many). */
function installRows(db: Database, unitId: string, keyword: string) {
  let q = db
    .selectFrom('construction_notices as n')
    .innerJoin('units as u', 'u.id', 'n.unit_id')
    .select((eb) => [
      sql<string>`'install'`.as('kind'),
      'n.id',
      sql<string>`case when n.notice_no <> '' then n.notice_no else n.apply_no end`.as('no'),
      'u.name as filer_name',
      eb.selectFrom('construction_items as i').select('i.product_name').whereRef('i.notice_id', '=', 'n.id').orderBy('i.seq').limit(1).as('product_name'),
      eb.selectFrom('construction_items as i').select('i.device_code').whereRef('i.notice_id', '=', 'n.id').orderBy('i.seq').limit(1).as('device_code'),
      eb
        .selectFrom('construction_items as i')
        .select((e2) => e2.fn.countAll<number>().as('n'))
        .whereRef('i.notice_id', '=', 'n.id')
        .as('devices'),
      'n.state',
      'n.submitted_at',
      'n.updated_at',
    ])
    .where('n.use_unit_id', '=', unitId)
    .where('n.work_type', '=', 'install')
    .where('n.submitted_at', 'is not', null)
    .where('n.state', '<>', 'draft');
  if (keyword)
    q = q.where((eb) =>
      eb.or([
        containsAny(eb, ['n.notice_no', 'n.apply_no'], keyword),
        eb.exists(
          eb
            .selectFrom('construction_items as i')
            .select('i.notice_id')
            .whereRef('i.notice_id', '=', 'n.id')
            .where((e2) => containsAny(e2, ['i.device_code', 'i.product_name'], keyword)),
        ),
      ]),
    );
  return q;
}

/** Both kinds in one list, latest change first. */
export async function findDeclarationPage(db: Database, unitId: string, f: DeclarationFilter, offset: number, limit: number) {
  const regist = registRows(db, unitId, f.keyword);
  const install = installRows(db, unitId, f.keyword);
  // A kind filter empties the other side of the union rather than changing the query's shape.
  const none = sql<boolean>`1 = 0`;
  const rows = (f.kind === 'install' ? regist.where(none) : regist).unionAll(f.kind === 'useRegist' ? install.where(none) : install);
  const all = db.selectFrom(rows.as('d'));
  const [list, total] = await Promise.all([
    all.selectAll().orderBy('d.updated_at', 'desc').orderBy('d.id').offset(offset).limit(limit).execute(),
    all.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: list, count: Number(total.n) };
}

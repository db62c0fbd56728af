/**
 * `npm run seed:large`: fills the configured database with a city's worth of equipment for
 * benchmarks: 3,000 units over Ningbo's districts and 1,000,000 records (elevators most), with
 * next inspection dates from two years back to two years ahead, and the account bigunit /
 * Bench@123456 in the largest unit and the administrator cityadmin / Bench@123456. Deterministic,
 * so runs compare; a second run only adds what is missing.
 */
import { areaList } from '@vant/area-data';
import { codeKey, EQUIPMENT_TYPES } from '@portal/contract';
import { sql, type InsertObject } from 'kysely';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase, refreshPlannerStats, type Database, type DB } from '../platform/db';
import { syncBuiltInRoles } from '../seed/demo';
import { syncSeedDictionaries } from '../modules/dict/service';
import { hashPassword } from '../platform/crypto/password';
import { addDays, chinaToday, nowIso } from '../platform/ids';

const UNITS = Number(process.env.LARGE_UNITS ?? 3000);
const RECORDS = Number(process.env.LARGE_RECORDS ?? 1_000_000);
const BATCH = 500;

/** Share of each category in a city's registry, elevators first. */
const MIX: Array<[string, string, number]> = [
  ['3000', '3110', 52],
  ['3000', '3120', 6],
  ['3000', '3310', 4],
  ['4000', '4170', 9],
  ['4000', '4D00', 3],
  ['2000', '2150', 10],
  ['2000', '2170', 4],
  ['5000', '5110', 7],
  ['1000', '1200', 2],
  ['6000', '6100', 1],
  ['7000', '7320', 1],
  ['8000', '8310', 1],
  ['9000', '9110', 0.05],
];

/** Inserts a batch, keeping the rows a previous run already wrote. */
const insertMissing = <T extends 'units' | 'equipment'>(db: Database, table: T, rows: InsertObject<DB, T>[]) =>
  db
    .insertInto(table)
    .values(rows)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

let seed = 20261122;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  await migrateToLatest(db, config.database.kind === 'postgres' ? 'public' : undefined);
  await syncBuiltInRoles(db);
  await syncSeedDictionaries(db);
  const districts = Object.keys(areaList.county_list).filter((c) => c.startsWith('3302'));
  const now = nowIso();
  const today = chinaToday();
  const started = Date.now();

  const unitIds: string[] = [];
  for (let i = 0; i < UNITS; i += BATCH) {
    const rows = [];
    for (let k = i; k < Math.min(UNITS, i + BATCH); k++) {
      const id = `large-unit-${k}`;
      unitIds.push(id);
      rows.push({
        id,
        name: `宁波测试单位${k}有限公司`,
        uscc: `L${String(k).padStart(17, '0')}`,
        unit_type: 'use',
        area_code: pick(districts),
        address: `宁波市测试路${k}号`,
        status: 'active',
        created_at: now,
        updated_at: now,
        postal_code: '',
        legal_person: '',
        legal_person_phone: '',
        contact_person: '',
        contact_mobile: '',
        phone: '',
        email: '',
        website: '',
        safety_manager: '',
        safety_manager_mobile: '',
        fixed_assets: '',
        version: 1,
      });
    }
    await insertMissing(db, 'units', rows);
  }

  const weights = MIX.reduce((a, m) => a + m[2], 0);
  const choose = () => {
    let r = rand() * weights;
    for (const m of MIX) if ((r -= m[2]) <= 0) return m;
    return MIX[0];
  };
  // A few large owners hold many records; most units hold a handful.
  const ownerOf = () => (rand() < 0.3 ? unitIds[Math.floor(rand() * 20)] : pick(unitIds));
  const have = Number(
    (
      await db
        .selectFrom('equipment')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  for (let i = have >= RECORDS ? RECORDS : 0; i < RECORDS; i += BATCH) {
    const rows = [];
    for (let k = i; k < Math.min(RECORDS, i + BATCH); k++) {
      const [type, catalogue] = choose();
      const next = addDays(today, Math.floor(rand() * 1460) - 730);
      const status = rand() < 0.06 ? 'stopped' : 'inUse';
      const deviceCode = `${catalogue}${String(10000 + (k % 89999))}${2000 + (k % 25)}${String(k % 100000).padStart(5, '0')}`.slice(0, 18);
      rows.push({
        id: `large-${String(k).padStart(8, '0')}`,
        unit_id: ownerOf(),
        type_code: type,
        catalogue_code: catalogue,
        device_code: deviceCode,
        device_code_key: codeKey(deviceCode),
        register_code: '',
        register_code_key: '',
        cert_no: '',
        cert_no_key: '',
        product_name: '测试设备',
        model: 'M',
        product_no: String(k),
        manufacturer: '测试制造单位',
        manufacture_date: `${2000 + (k % 25)}-01`,
        installer: '',
        put_into_use_date: '',
        area_code: pick(districts),
        address: `宁波市测试地点${k % 5000}号`,
        location: '',
        internal_no: String(k % 50),
        safety_manager: '',
        safety_manager_mobile: '',
        use_status: status,
        maintenance_unit: '',
        maintenance_phone: '',
        last_inspection_date: addDays(next, -365),
        next_inspection_date: next,
        last_conclusion: rand() < 0.02 ? 'fail' : 'pass',
        inspection_org: '',
        load_test_year: String(2015 + (k % 11)),
        params: '{}',
        reg_state: 'unregistered',
        reg_decision_id: null,
        created_at: now,
        updated_at: now,
        version: 1,
      });
    }
    await insertMissing(db, 'equipment', rows);
    if ((i / BATCH) % 200 === 0) process.stdout.write(`\r${i.toLocaleString()} / ${RECORDS.toLocaleString()}`);
  }
  // An account in the largest unit for one unit's lists, and an administrator for the city's.
  for (const [id, login, role] of [
    ['large-user-0', 'bigunit', 'role-use'],
    ['large-user-1', 'cityadmin', 'role-admin'],
  ]) {
    if (await db.selectFrom('users').select('id').where('login_name', '=', login).executeTakeFirst()) continue;
    await db
      .insertInto('users')
      .values({
        id,
        unit_id: unitIds[0],
        login_name: login,
        name: login,
        phone: '',
        mobile: '',
        id_card: '',
        password_hash: await hashPassword('Bench@123456', config.passwordCost),
        status: 'active',
        is_main: 1,
        created_at: now,
        updated_at: now,
        version: 1,
      })
      .execute();
    await db.insertInto('user_roles').values({ user_id: id, role_id: role }).execute();
  }
  console.log(
    `\r${RECORDS.toLocaleString()} records over ${UNITS.toLocaleString()} units in ${Math.round((Date.now() - started) / 1000)} s (${Object.keys(EQUIPMENT_TYPES).length} categories)`,
  );
  await refreshPlannerStats(db, config.database.kind);
  // After a bulk load PostgreSQL needs its visibility map before index-only scans pay off.
  if (config.database.kind === 'postgres') await sql`vacuum analyze equipment`.execute(db);
  await db.destroy();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

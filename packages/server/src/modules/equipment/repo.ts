import {
  codeKey,
  normalizeCode,
  ENDED_REG_STATES,
  ENDED_USE_STATUSES,
  FAILING_CONCLUSIONS,
  LOAD_TEST_INTERVAL_YEARS,
  LOAD_TEST_TYPES,
  NOT_YET_IN_USE,
  OUT_OF_SERVICE,
  type EquipmentListKind,
  type UniqueCode,
} from '@portal/contract';
import { sql, type ExpressionBuilder, type Insertable, type SelectQueryBuilder, type Updateable, type Selectable } from 'kysely';
import type { Database, DB } from '../../platform/db';
import { updateIfVersion } from '../../platform/db/versioned';
import type { EquipmentInspectionTable, EquipmentRequestTable, EquipmentTable, ImportBatchTable, RecordChangeTable } from '../../platform/db/schema';
import { inScope, type DataScope } from '../../platform/auth/scope';
import { containsAny } from '../../platform/db/search';
import { fixedQuery } from '../../platform/db/fixed-query';
import { addDays, nowIso } from '../../platform/ids';

export interface EquipmentFilter {
  list: EquipmentListKind;
  typeCode?: string;
  catalogueCode?: string;
  deviceCode?: string;
  registerCode?: string;
  certNo?: string;
  useStatus?: string;
  areaCode?: string;
  address?: string;
  nextFrom?: string;
  nextTo?: string;
  nextDate?: 'none';
  days: number;
  /** YYYY-MM-DD in Asia/Shanghai: what "overdue" is measured against. */
  today: string;
}

type Q = SelectQueryBuilder<DB, 'equipment', object>;

/** A division code and everything inside it, as a range the index on area_code can use. */
function areaRange(code: string): [string, string] {
  const prefix = code.endsWith('0000') ? code.slice(0, 2) : code.endsWith('00') ? code.slice(0, 4) : code;
  return [prefix.padEnd(6, '0'), prefix.padEnd(6, '9')];
}

/** A load test done in this year or before (or never) is due again. */
export const loadTestDueYear = (today: string) => String(Number(today.slice(0, 4)) - LOAD_TEST_INTERVAL_YEARS);

const inService = (eb: ExpressionBuilder<DB, 'equipment'>) => eb('use_status', 'not in', [...OUT_OF_SERVICE]);

/**
 * 超期未检 (domain/workflows.md §7): the next date has passed, or there is none, except for equipment
 * not yet in use, which without a date awaits its first inspection (待首检) instead. The list and the
 * overview's count both read these two conditions, so they cannot disagree.
 */
const overdue = (today: string, table: Counted = 'equipment') =>
  sql<boolean>`(${table === 'tally' ? sql`next_inspection_date <> '' and ` : sql``}next_inspection_date < ${today} or (${NO_DATE[table]} and use_status not in (${sql.join([...NOT_YET_IN_USE])})))`;
const awaitingFirst = (table: Counted = 'equipment') => sql<boolean>`(${NO_DATE[table]} and use_status in (${sql.join([...NOT_YET_IN_USE])}))`;

/** How a record without a next date shows in each table the counts read (the tally keeps '' for it: migration 0023). */
const NO_DATE = { equipment: sql<boolean>`next_inspection_date is null`, tally: sql<boolean>`next_inspection_date = ''` };
type Counted = keyof typeof NO_DATE;

/** The scope and the filters of one query list as WHERE clauses. */
function filtered(q: Q, scope: DataScope, f: EquipmentFilter): Q {
  // A maintenance unit also lists the devices assigned to it (equipment_maintain_unit_idx); other scopes are unchanged.
  if (scope.kind !== 'all') q = q.where(inScope(scope, { unit: 'unit_id', area: 'area_code', maintainedBy: 'maintain_unit_id' }));
  switch (f.list) {
    case 'timeout':
      q = q.where(inService).where(overdue(f.today));
      break;
    case 'fault':
      q = q.where(inService).where('last_conclusion', 'in', [...FAILING_CONCLUSIONS]);
      break;
    case 'nonUse':
      q = q.where('use_status', '=', 'stopped');
      break;
    case 'aboutExpire':
      q = q.where(inService).where('next_inspection_date', '>=', f.today).where('next_inspection_date', '<=', addDays(f.today, f.days));
      break;
    case 'payloadTime': {
      const dueYear = loadTestDueYear(f.today);
      q = q
        .where('type_code', 'in', [...LOAD_TEST_TYPES])
        .where(inService)
        .where((eb) => eb.or([eb('load_test_year', '=', ''), eb('load_test_year', '<=', dueYear)]));
      break;
    }
    case 'pressurePiping':
      q = q.where('type_code', 'in', ['7000', '8000']);
      break;
    case 'fieldVehicle':
      q = q.where('type_code', '=', '5000');
      break;
    case 'comprehensive':
      break;
  }
  if (f.typeCode) q = q.where('type_code', '=', f.typeCode);
  if (f.catalogueCode) {
    // A kind (X000) or class (XY00) takes everything below it; a variety matches itself.
    const c = f.catalogueCode;
    const prefix = c.endsWith('000') ? c.slice(0, 1) : c.endsWith('00') ? c.slice(0, 2) : '';
    q = prefix ? q.where('catalogue_code', '>=', prefix).where('catalogue_code', '<', `${prefix}\uffff`) : q.where('catalogue_code', '=', c);
  }
  // Codes are searched by their normalised keys, so one typed full-width or with spaces still finds its record.
  const [deviceCode, registerCode, certNo] = [f.deviceCode, f.registerCode, f.certNo].map((v) => (v ? normalizeCode(v) : ''));
  const { address } = f;
  if (deviceCode) q = q.where('device_code_key', '>=', deviceCode).where('device_code_key', '<', `${deviceCode}\uffff`);
  if (registerCode) q = q.where('register_code_key', '>=', registerCode).where('register_code_key', '<', `${registerCode}\uffff`);
  if (certNo) q = q.where((eb) => containsAny(eb, ['cert_no_key'], certNo));
  if (address) q = q.where((eb) => containsAny(eb, ['address', 'location', 'internal_no'], address));
  if (f.useStatus) q = q.where('use_status', '=', f.useStatus);
  if (f.areaCode) {
    const [lo, hi] = areaRange(f.areaCode);
    // A county is one value: as an equality the (area, next date) index also gives the order.
    q = lo === hi ? q.where('area_code', '=', lo) : q.where('area_code', '>=', lo).where('area_code', '<=', hi);
  }
  if (f.nextFrom) q = q.where('next_inspection_date', '>=', f.nextFrom);
  if (f.nextTo) q = q.where('next_inspection_date', '<=', f.nextTo);
  if (f.nextDate === 'none') q = q.where('next_inspection_date', 'is', null);
  return q;
}

const SORT_COLUMN = {
  nextInspectionDate: 'next_inspection_date',
  lastInspectionDate: 'last_inspection_date',
  manufactureDate: 'manufacture_date',
  updatedAt: 'updated_at',
  deviceCode: 'device_code',
} as const;

export const LIST_COLUMNS = [
  'id',
  'unit_id',
  'type_code',
  'catalogue_code',
  'device_code',
  'register_code',
  'cert_no',
  'product_name',
  'model',
  'internal_no',
  'area_code',
  'address',
  'use_status',
  'last_inspection_date',
  'next_inspection_date',
  'last_conclusion',
  'load_test_year',
  'reg_state',
  'updated_at',
] as const;

/**
 * How many rows a query matches, counting no further than `cap`: past it the exact number costs a
 * scan of everything matched (seconds across a city) and the list only needs to say "more than".
 */
export async function cappedCount(db: Database, q: Q, cap: number): Promise<{ count: number; capped: boolean }> {
  const r = await db
    .selectFrom(
      q
        .select(sql<number>`1`.as('one'))
        .limit(cap + 1)
        .as('matched'),
    )
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(r.n);
  return { count: Math.min(n, cap), capped: n > cap };
}

/** One page of the records a caller's scope and filters match. */
export function findEquipmentPage(
  db: Database,
  scope: DataScope,
  f: EquipmentFilter,
  page: { offset: number; limit: number; sortField: keyof typeof SORT_COLUMN; sortOrder: 'ascend' | 'descend' },
) {
  return filtered(db.selectFrom('equipment'), scope, f)
    .select([...LIST_COLUMNS])
    .orderBy(SORT_COLUMN[page.sortField], page.sortOrder === 'ascend' ? 'asc' : 'desc')
    .orderBy('id', page.sortOrder === 'ascend' ? 'asc' : 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** A unit's own list names one unit, on every page it shows. */
const oneUnitName = fixedQuery((db: Database, id: string) => db.selectFrom('units').select(['id', 'name']).where('id', '=', id));

export function findUnitNames(db: Database, unitIds: string[]) {
  if (unitIds.length === 1) return oneUnitName(db, unitIds[0]);
  return unitIds.length ? db.selectFrom('units').select(['id', 'name']).where('id', 'in', unitIds).execute() : Promise.resolve([]);
}

/** The parameters of some records (a page's field vehicles, for their plates). */
export function findParams(db: Database, ids: readonly string[]) {
  return ids.length
    ? db
        .selectFrom('equipment')
        .select(['id', 'params'])
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);
}

export function findEquipment(db: Database, id: string) {
  return db.selectFrom('equipment').selectAll().where('id', '=', id).executeTakeFirst();
}

type CodeKey = 'device_code_key' | 'cert_no_key' | 'register_code_key';
export type NewEquipment = Omit<Insertable<EquipmentTable>, CodeKey>;

/** The normalised keys of whichever codes a write sets, so every write keeps them in step with the values as typed. */
export function withCodeKeys<T extends Partial<Pick<Selectable<EquipmentTable>, 'device_code' | 'cert_no' | 'register_code'>>>(
  row: T,
): T & Partial<Pick<Selectable<EquipmentTable>, CodeKey>> {
  const keys: Partial<Pick<Selectable<EquipmentTable>, CodeKey>> = {};
  if (row.device_code !== undefined) keys.device_code_key = codeKey(row.device_code);
  if (row.cert_no !== undefined) keys.cert_no_key = codeKey(row.cert_no);
  if (row.register_code !== undefined) keys.register_code_key = codeKey(row.register_code);
  return { ...row, ...keys };
}

export async function insertEquipment(db: Database, row: NewEquipment): Promise<void> {
  await db.insertInto('equipment').values(withCodeKeys(row)).execute();
}

/** Writes if the row still has the version the editor loaded; returns whether it did. */
export function updateEquipment(db: Database, id: string, version: number, fields: Omit<Updateable<EquipmentTable>, CodeKey>): Promise<boolean> {
  return updateIfVersion(db, 'equipment', id, version, { ...withCodeKeys(fields), updated_at: nowIso() });
}

export const findByDeviceCode = (db: Database, unitId: string, deviceCode: string) =>
  db.selectFrom('equipment').selectAll().where('unit_id', '=', unitId).where('device_code_key', '=', codeKey(deviceCode)).executeTakeFirst();

/** A record that still holds its device code: its device has not ended (ENDED_USE_STATUSES, ENDED_REG_STATES). */
const holdsDeviceCode = (eb: ExpressionBuilder<DB, 'equipment'>) => eb.and([eb('use_status', 'not in', [...ENDED_USE_STATUSES]), eb('reg_state', 'not in', [...ENDED_REG_STATES])]);
const KEY_COLUMN = { deviceCode: 'device_code_key', certNo: 'cert_no_key' } as const;

/**
 * The records holding any of these normalised codes, asked in slices so a whole sheet costs a few queries: a device
 * code is held by a live record, a certificate number by any record (a number is never given to a second device).
 */
export async function codeHolders(db: Database, kind: UniqueCode, keys: readonly string[], exceptId?: string): Promise<Array<{ key: string; unitId: string }>> {
  const column = KEY_COLUMN[kind];
  const found: Array<{ key: string; unitId: string }> = [];
  for (let i = 0; i < keys.length; i += 500) {
    let q = db
      .selectFrom('equipment')
      .select([column, 'unit_id'])
      .where(column, 'in', keys.slice(i, i + 500));
    if (kind === 'deviceCode') q = q.where(holdsDeviceCode);
    if (exceptId) q = q.where('id', '<>', exceptId);
    for (const r of await q.execute()) found.push({ key: r[column], unitId: r.unit_id });
  }
  return found;
}

/** Codes (normalised) that more than one record holds, a page of them in code order, and how many there are. */
export async function findDuplicateCodes(db: Database, kind: UniqueCode, offset: number, limit: number) {
  const column = KEY_COLUMN[kind];
  let base = db.selectFrom('equipment').where(column, '<>', '');
  if (kind === 'deviceCode') base = base.where(holdsDeviceCode);
  const groups = base
    .select(column)
    .groupBy(column)
    .having((eb) => eb.fn.countAll(), '>', 1);
  const [keys, total] = await Promise.all([
    groups.orderBy(column).offset(offset).limit(limit).execute(),
    db
      .selectFrom(groups.as('g'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const codes = keys.map((k) => k[column]);
  const rows = codes.length
    ? await base
        .innerJoin('units as u', 'u.id', 'equipment.unit_id')
        .where(column, 'in', codes)
        .select([
          `equipment.${column}`,
          'equipment.id',
          'equipment.type_code',
          'u.name as unit_name',
          'equipment.device_code',
          'equipment.cert_no',
          'equipment.product_name',
          'equipment.address',
          'equipment.use_status',
          'equipment.reg_state',
          'equipment.created_at',
        ])
        .orderBy('equipment.created_at')
        .orderBy('equipment.id')
        .execute()
    : [];
  return { codes, rows: rows.map((r) => ({ ...r, key: r[column] })), count: Number(total.n) };
}

export async function insertChange(db: Database, row: Insertable<RecordChangeTable>): Promise<void> {
  await db.insertInto('record_changes').values(row).execute();
}

export async function findChanges(db: Database, entity: string, entityId: string, offset: number, limit: number) {
  const base = db.selectFrom('record_changes').where('entity', '=', entity).where('entity_id', '=', entityId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('changed_at', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** One line of a record's inspection history. */
export const findInspection = (db: Database, equipmentId: string, id: string) =>
  db.selectFrom('equipment_inspections').selectAll().where('equipment_id', '=', equipmentId).where('id', '=', id).executeTakeFirst();

export async function findInspections(db: Database, equipmentId: string, offset: number, limit: number) {
  const base = db.selectFrom('equipment_inspections').where('equipment_id', '=', equipmentId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('inspection_date', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
    base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/**
 * The overview's numbers grouped by category, use status and the month of next inspection when it
 * falls in [today, dueTo]; every reminder count is a sum per group, judged against today. A unit's
 * own come from its equipment rows (the unit-first indexes answer it without the table); a city's or
 * the registry's from the tally (migration 0023), a few rows per date instead of one per record.
 */
export function overviewCounts(db: Database, scope: DataScope, f: { today: string; aboutExpireTo: string; dueTo: string; loadTestDueYear: string }) {
  const table: Counted = scope.kind === 'unit' ? 'equipment' : 'tally';
  const weight = table === 'tally' ? sql<number>`n` : sql<number>`1`;
  const flag = (cond: ReturnType<typeof sql<boolean>>) => sql<number>`sum(case when ${cond} then ${weight} else 0 end)`;
  const month = sql<string | null>`case when next_inspection_date >= ${f.today} and next_inspection_date <= ${f.dueTo} then substr(next_inspection_date, 1, 7) end`;
  const columns = [
    sql<string>`type_code`.as('type_code'),
    sql<string>`use_status`.as('use_status'),
    month.as('due_month'),
    sql<number>`sum(${weight})`.as('n'),
    flag(overdue(f.today, table)).as('overdue'),
    flag(awaitingFirst(table)).as('awaiting_first'),
    flag(sql<boolean>`next_inspection_date >= ${f.today} and next_inspection_date <= ${f.aboutExpireTo}`).as('about_expire'),
    flag(sql<boolean>`last_conclusion in (${sql.join([...FAILING_CONCLUSIONS])})`).as('fault'),
    flag(sql<boolean>`type_code in (${sql.join([...LOAD_TEST_TYPES])}) and (load_test_year = '' or load_test_year <= ${f.loadTestDueYear})`).as('load_test_due'),
  ];
  // By position: PostgreSQL does not match the month expression's parameters to the select's.
  const byPosition = [sql.lit(1), sql.lit(2), sql.lit(3)];
  if (table === 'equipment')
    return filtered(db.selectFrom('equipment') as Q, scope, { list: 'comprehensive', days: 0, today: f.today })
      .select(columns)
      .groupBy(byPosition)
      .execute();
  return (
    db
      .selectFrom('equipment_tally')
      // Only staff scopes read the tally, and theirs are areas: it has no unit column.
      .where(inScope(scope, { unit: 'area_code', area: 'area_code' }))
      .select(columns)
      .groupBy(byPosition)
      .execute()
  );
}

const NULLABLE_SORT = new Set<string>(['next_inspection_date', 'last_inspection_date']);

/**
 * A query list in its order, read in batches so an export of any size holds one batch at a time.
 * Each batch starts after the last key read (value, id) rather than at an offset, so the last batch
 * costs what the first does. Rows without a value come first, in both databases.
 */
export async function* iterateEquipment(db: Database, scope: DataScope, f: EquipmentFilter, sortField: keyof typeof SORT_COLUMN, sortOrder: 'ascend' | 'descend', batch = 2000) {
  const col = SORT_COLUMN[sortField];
  const dir = sortOrder === 'ascend' ? 'asc' : 'desc';
  const after = dir === 'asc' ? '>' : '<';
  const base = () => filtered(db.selectFrom('equipment') as Q, scope, f).selectAll();
  if (NULLABLE_SORT.has(col))
    for (let lastId = ''; ;) {
      const rows = await base().where(col, 'is', null).where('id', '>', lastId).orderBy('id').limit(batch).execute();
      yield* rows;
      if (rows.length < batch) break;
      lastId = rows[rows.length - 1].id;
    }
  for (let last: { value: string; id: string } | null = null; ;) {
    let q = base().where(col, 'is not', null);
    if (last) q = q.where((eb) => eb(eb.refTuple(col, 'id'), after, eb.tuple(last!.value, last!.id)));
    const rows = await q.orderBy(col, dir).orderBy('id', dir).limit(batch).execute();
    yield* rows;
    if (rows.length < batch) return;
    const end = rows[rows.length - 1];
    last = { value: end[col] as string, id: end.id };
  }
}

/** How many records a caller's scope and filters match, up to `cap`. */
export const countEquipment = (db: Database, scope: DataScope, f: EquipmentFilter, cap: number) => cappedCount(db, filtered(db.selectFrom('equipment'), scope, f), cap);

/** Forgets tally combinations no record has any more (their count went back to 0); the triggers never delete. */
export async function pruneTally(db: Database): Promise<number> {
  const r = await db.deleteFrom('equipment_tally').where('n', '=', 0).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function insertEquipmentRows(db: Database, rows: NewEquipment[]): Promise<void> {
  if (rows.length)
    await db
      .insertInto('equipment')
      .values(rows.map((r) => withCodeKeys(r)))
      .execute();
}

/** Keeps one pending import per user: a new preview replaces the last one. */
export async function replaceImportBatch(db: Database, row: Selectable<ImportBatchTable>): Promise<void> {
  await db
    .deleteFrom('import_batches')
    .where((eb) => eb.or([eb('user_id', '=', row.user_id), eb('created_at', '<', nowIso(Date.now() - 3600_000))]))
    .execute();
  await db.insertInto('import_batches').values(row).execute();
}

/** Takes a user's pending import out (single use). */
export function takeImportBatch(db: Database, id: string, userId: string) {
  return db.deleteFrom('import_batches').where('id', '=', id).where('user_id', '=', userId).returning(['unit_id', 'type_code', 'rows', 'created_at']).executeTakeFirst();
}

/** Puts a batch back as it is given (after confirmation, what is left of it); it expires with the others. */
export async function insertImportBatch(db: Database, row: Insertable<ImportBatchTable>): Promise<void> {
  await db.insertInto('import_batches').values(row).execute();
}

/** A user's import batch without taking it, for what it kept of the preview. */
export function findImportBatch(db: Database, id: string, userId: string, unitId: string) {
  return db.selectFrom('import_batches').select(['type_code', 'rows']).where('id', '=', id).where('user_id', '=', userId).where('unit_id', '=', unitId).executeTakeFirst();
}

/** The requests under way on devices, with what names the device in a message. */
export const findHeldRequests = (db: Database, equipmentIds: readonly string[]) =>
  equipmentIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('equipment_requests as q')
        .innerJoin('equipment as e', 'e.id', 'q.equipment_id')
        .select(['q.equipment_id', 'q.record_kind', 'q.record_id', 'q.record_no', 'e.device_code', 'e.product_name'])
        .where('q.equipment_id', 'in', [...equipmentIds])
        .execute();

export async function insertHeldRequests(db: Database, rows: Selectable<EquipmentRequestTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('equipment_requests').values(rows).execute();
}

export async function deleteHeldRequests(db: Database, kind: string, recordId: string, keep: readonly string[]): Promise<void> {
  let q = db.deleteFrom('equipment_requests').where('record_kind', '=', kind).where('record_id', '=', recordId);
  if (keep.length) q = q.where('equipment_id', 'not in', [...keep]);
  await q.execute();
}

/**
 * The daily reminders' walk: the next `limit` units after `after` (in id order) with equipment in service whose next
 * inspection date is on or before `dueTo`. It reads an index that leads with unit_id and holds both conditions
 * (equipment_unit_overview_idx) in order, and stops at `limit` units.
 */
export async function findUnitsWithDue(db: Database, after: string, dueTo: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('equipment')
    .select('unit_id')
    .where('unit_id', '>', after)
    .where('next_inspection_date', '<=', dueTo)
    .where(inService)
    .groupBy('unit_id')
    .orderBy('unit_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.unit_id);
}

/** A unit's equipment in service with a next inspection date in [from, to]: how many before `today` and from it on, and the first `limit` by date. */
export async function findDueOfUnit(db: Database, unitId: string, f: { from?: string; to: string; today: string; limit: number }) {
  let base = db.selectFrom('equipment').where('unit_id', '=', unitId).where('next_inspection_date', '<=', f.to).where(inService);
  if (f.from) base = base.where('next_inspection_date', '>=', f.from);
  const [counts, first] = await Promise.all([
    base
      .select((eb) => [
        eb.fn.sum<number | string | null>(eb.case().when('next_inspection_date', '<', f.today).then(1).else(0).end()).as('overdue'),
        eb.fn.sum<number | string | null>(eb.case().when('next_inspection_date', '>=', f.today).then(1).else(0).end()).as('due'),
      ])
      .executeTakeFirstOrThrow(),
    base.select(['id', 'device_code', 'register_code', 'product_name', 'next_inspection_date']).orderBy('next_inspection_date').orderBy('id').limit(f.limit).execute(),
  ]);
  return { overdue: Number(counts.overdue ?? 0), due: Number(counts.due ?? 0), first };
}

/** The registration decision a record's states came from: a use registration or a change, by its number. */
export async function insertInspection(db: Database, row: Insertable<EquipmentInspectionTable>): Promise<void> {
  await db.insertInto('equipment_inspections').values(row).execute();
}

export async function findInspectionDecision(db: Database, itemId: string) {
  const row = await db
    .selectFrom('inspection_items as i')
    .innerJoin('inspection_applies as a', 'a.id', 'i.apply_id')
    .select(['a.id', 'a.apply_no', 'i.report_no'])
    .where('i.id', '=', itemId)
    .executeTakeFirst();
  return row ? { kind: 'inspectionApply' as const, id: row.id, no: row.apply_no, reportNo: row.report_no } : undefined;
}

export async function findRegDecision(db: Database, id: string): Promise<{ kind: 'useRegist' | 'regChange' | 'construction'; id: string; no: string } | undefined> {
  const reg = await db.selectFrom('use_regist_applies').select('apply_no').where('id', '=', id).executeTakeFirst();
  if (reg) return { kind: 'useRegist', id, no: reg.apply_no };
  const change = await db.selectFrom('reg_changes').select('change_no').where('id', '=', id).executeTakeFirst();
  if (change) return { kind: 'regChange', id, no: change.change_no };
  const notice = await db.selectFrom('construction_notices').select('notice_no').where('id', '=', id).executeTakeFirst();
  return notice ? { kind: 'construction', id, no: notice.notice_no } : undefined;
}

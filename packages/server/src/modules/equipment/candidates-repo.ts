import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database, DB } from '../../platform/db';
import { containsAny } from '../../platform/db/search';

/**
 * Applications of one kind that hold a device while open: the application table (alias h) with its id and number
 * columns; the table of its device lines (alias l, joined on `key` = h.id) when it names several devices, else
 * h.equipment_id names the one; and what keeps it open (a column of h or l among constant values), any row when absent.
 */
export interface HoldTable {
  table: string;
  id?: string;
  no: string;
  lines?: { table: string; key: string };
  open?: { column: string; in: readonly (string | number)[] };
}

/** A condition on the device alone (alias e). */
export type EquipmentBuilder = ExpressionBuilder<DB & { e: DB['equipment'] }, 'e'>;

/** A sort key: a column the choosers show, or those held by a maintenance unit on the platform first. */
export type CandidateOrder = readonly [(typeof COLUMNS)[number] | 'maintainedFirst', 'asc' | 'desc'];

/** One candidates query: whose devices, which of them, what holds them, how they are searched and sorted. */
export interface CandidateQuery {
  /** The unit whose devices (as use unit or as maintenance unit); null: every unit's, found by an exact code only. */
  owner: { column: 'e.unit_id' | 'e.maintain_unit_id'; unitId: string } | null;
  typeCodes?: readonly string[];
  regStates?: readonly string[];
  useStatuses?: { only: readonly string[] } | { not: readonly string[] };
  /** Only devices a maintenance unit holds on the platform. */
  maintained?: boolean;
  ids?: readonly string[];
  /** Due for inspection by this day, or with no date. */
  dueBy?: string;
  /** A condition of the caller's area on the device. */
  where?: (eb: EquipmentBuilder) => Expression<SqlBool>;
  /** Devices an open application of these holds are left out; those of `flag` come with its number (held_0, held_1, …). */
  exclude: readonly HoldTable[];
  flag: readonly HoldTable[];
  /** The application being edited, which holds nothing against itself. */
  editing: string;
  /** Any of these columns contains the keyword, or (exact) equals its code key. */
  search: { columns: readonly string[]; keyword: string; exact: boolean };
  order: readonly CandidateOrder[];
}

/** A list that must match nothing still compiles: `in ('')` matches no id, code or state. */
const oneOf = (values: readonly string[]) => (values.length ? [...values] : ['']);

/** The number of the open application of this kind holding the device e (other than the one being edited). */
function holderOf(h: HoldTable, editing: string) {
  const from = h.lines ? sql`${sql.table(h.table)} as h join ${sql.table(h.lines.table)} as l on ${sql.ref(`l.${h.lines.key}`)} = h.id` : sql`${sql.table(h.table)} as h`;
  const device = sql.ref(h.lines ? 'l.equipment_id' : 'h.equipment_id');
  // The open values are constants of the code, written into the text so that the partial indexes on them serve.
  const open = h.open ? sql` and ${sql.ref(h.open.column)} in (${sql.join(h.open.in.map((v) => sql.lit(v)))})` : sql``;
  const other = editing ? sql` and ${sql.ref(`h.${h.id ?? 'id'}`)} <> ${editing}` : sql``;
  return sql`select ${sql.ref(`h.${h.no}`)} from ${from} where ${device} = e.id${open}${other}`;
}

/** What a chooser shows of a device's record (and sorts it by). */
const COLUMNS = [
  'e.id',
  'e.unit_id',
  'e.maintain_unit_id',
  'e.type_code',
  'e.catalogue_code',
  'e.device_code',
  'e.register_code',
  'e.cert_no',
  'e.product_name',
  'e.model',
  'e.product_no',
  'e.manufacturer',
  'e.internal_no',
  'e.address',
  'e.area_code',
  'e.use_status',
  'e.reg_state',
  'e.safety_manager',
  'e.maintenance_unit',
  'e.maintenance_phone',
  'e.last_inspection_date',
  'e.next_inspection_date',
  'e.inspection_org',
  'e.updated_at',
] as const;

/** The devices that match, on the equipment table alone: what is counted, sorted and cut into a page. */
function matching(db: Database, q: CandidateQuery) {
  let base = db.selectFrom('equipment as e');
  if (q.owner) base = base.where(q.owner.column, '=', q.owner.unitId);
  if (q.typeCodes) base = base.where('e.type_code', 'in', oneOf(q.typeCodes));
  if (q.regStates) base = base.where('e.reg_state', 'in', oneOf(q.regStates));
  if (q.useStatuses) base = 'only' in q.useStatuses ? base.where('e.use_status', 'in', oneOf(q.useStatuses.only)) : base.where('e.use_status', 'not in', oneOf(q.useStatuses.not));
  if (q.maintained) base = base.where('e.maintain_unit_id', 'is not', null);
  if (q.ids) base = base.where('e.id', 'in', oneOf(q.ids));
  const dueBy = q.dueBy;
  if (dueBy) base = base.where((eb) => eb.or([eb('e.next_inspection_date', 'is', null), eb('e.next_inspection_date', '<=', dueBy)]));
  if (q.where) base = base.where(q.where);
  for (const h of q.exclude) base = base.where(sql<SqlBool>`not exists (${holderOf(h, q.editing)})`);
  const { columns, keyword, exact } = q.search;
  if (!keyword) return base;
  if (exact) return base.where((eb) => eb.or(columns.map((c) => eb(sql.ref(c), '=', keyword))));
  // The use unit's name is searched in its own row.
  const own = columns.filter((c) => c.startsWith('e.'));
  const unit = columns.filter((c) => c.startsWith('u.'));
  return base.where((eb) =>
    eb.or([
      containsAny(eb, own, keyword),
      ...(unit.length
        ? [
            eb.exists(
              eb
                .selectFrom('units as u')
                .select('u.id')
                .whereRef('u.id', '=', 'e.unit_id')
                .where((e2) => containsAny(e2, unit, keyword)),
            ),
          ]
        : []),
    ]),
  );
}
type Picked = ReturnType<typeof picked>;
const picked = (q: ReturnType<typeof matching>) => q.select(COLUMNS);

/**
 * The devices of a page as the choosers show them: the record with its use unit's name, that of the maintenance unit
 * holding it, and the number of each open application of `flag` that holds it (held_0, held_1, …). Joined to the page
 * only, so a long list is sorted and cut on the equipment table alone.
 */
function shown(db: Database, page: Picked, flag: readonly HoldTable[], editing: string) {
  return db
    .selectFrom(page.as('e'))
    .leftJoin('units as u', 'u.id', 'e.unit_id')
    .leftJoin('units as m', 'm.id', 'e.maintain_unit_id')
    .selectAll('e')
    .select([
      // The use unit always exists; '' where no maintenance unit holds the device.
      sql<string>`coalesce(u.name, '')`.as('use_unit_name'),
      sql<string>`coalesce(m.name, '')`.as('maintain_unit_name'),
    ])
    .select(flag.map((h, i) => sql<string | null>`(${holderOf(h, editing)} limit 1)`.as(`held_${i}`)));
}

/** One device as the choosers show it, whatever its state. */
export const findDevice = (db: Database, id: string) => shown(db, picked(db.selectFrom('equipment as e').where('e.id', '=', id)), [], '').executeTakeFirst();
export type DeviceRow = NonNullable<Awaited<ReturnType<typeof findDevice>>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same keys sort the page and the rows shown of it.
const sorted = <Q extends SelectQueryBuilder<any, any, any>>(order: readonly CandidateOrder[], q: Q): Q =>
  order.reduce((s, [key, dir]) => s.orderBy(key === 'maintainedFirst' ? sql`e.maintain_unit_id is null` : sql.ref(key), dir) as Q, q);

/** The first devices from `offset` as the choosers show them, in the purpose's order. */
const rowsOf = (db: Database, q: CandidateQuery, offset: number, limit: number) =>
  sorted(
    q.order,
    shown(
      db,
      sorted(q.order, picked(matching(db, q)))
        .offset(offset)
        .limit(limit),
      q.flag,
      q.editing,
    ),
  ).execute();

/** A page of the devices, and how many there are in all. */
export async function findCandidatePage(db: Database, q: CandidateQuery, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    rowsOf(db, q, offset, limit),
    matching(db, q)
      .select(sql<number | string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

/** The first devices, uncounted. */
export const findFirstCandidates = (db: Database, q: CandidateQuery, limit: number) => rowsOf(db, q, 0, limit);

export type CandidateRow = Awaited<ReturnType<typeof findFirstCandidates>>[number];

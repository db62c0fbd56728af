import { AREA_ROLE_TYPES } from '@portal/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db';
import type { SessionContext } from '../session/store';

/**
 * Whose rows a caller may see: the one answer to that question, from the session. Administrators
 * see all; inspection and registry staff the areas listed for them in `staff_areas`; everyone else
 * their own unit's. Every scope also reaches rows addressed to the caller's unit through a relation
 * column (the receiving unit of a transfer), whatever their area or owner. The work addressed to an
 * inspection body (`body`) is narrower: its staff reach it only within their areas, when an
 * administrator set any; its finance (`finance`) reaches all of the body's money. A user acting in
 * the maintenance role (`maintains`) also reaches the rows its unit maintains under a claimed
 * assignment (equipment.maintain_unit_id), besides its own unit's.
 */
export type DataScope =
  { kind: 'all'; unitId: string } | { kind: 'unit'; unitId: string; maintains?: boolean } | { kind: 'areas'; unitId: string; areas: readonly string[]; finance?: boolean };

/** The permission of an inspection body's finance, which handles all of the body's money whatever its areas. */
const FINANCE = 'inspection.finance';

/** The role types whose users see by area rather than by unit. */
const AREA_ROLES = new Set<string>(AREA_ROLE_TYPES);

const resolved = new WeakMap<SessionContext, Promise<DataScope>>();

/** The caller's scope; looked up once per request (staff areas come from the database). */
export function dataScope(db: Database, s: SessionContext): Promise<DataScope> {
  let scope = resolved.get(s);
  if (!scope) {
    scope = resolveScope(db, s);
    resolved.set(s, scope);
  }
  return scope;
}

async function resolveScope(db: Database, s: SessionContext): Promise<DataScope> {
  if (s.roleType === 'admin') return { kind: 'all', unitId: s.unitId };
  if (s.roleType && AREA_ROLES.has(s.roleType)) {
    const rows = await db.selectFrom('staff_areas').select('area_code').where('user_id', '=', s.userId).orderBy('area_code').execute();
    return { kind: 'areas', unitId: s.unitId, areas: rows.map((r) => r.area_code), finance: s.menuIds.has(FINANCE) };
  }
  if (s.roleType === 'maintain') return { kind: 'unit', unitId: s.unitId, maintains: true };
  return { kind: 'unit', unitId: s.unitId };
}

/** Whether the scope acts for a maintenance unit, which also reaches what is assigned to it. */
const maintains = (scope: DataScope): boolean => scope.kind === 'unit' && scope.maintains === true;

/**
 * The codes an area covers, as an inclusive range: a province (330000) or a city (330200) covers
 * every district below it, a district (330203) itself. Ranges keep (area, ...) indexes usable.
 */
export function areaRange(code: string): [string, string] {
  const prefix = code.replace(/(00)+$/, '');
  return [prefix.padEnd(6, '0'), prefix.padEnd(6, '9')];
}

/** Whether an area code lies in one of the areas. */
export const inAreas = (areas: readonly string[], code: string): boolean =>
  areas.some((a) => {
    const [lo, hi] = areaRange(a);
    return code >= lo && code <= hi;
  });

/** The columns of a table that the scope reads. */
export interface ScopeColumns {
  /** The owning unit. */
  unit: string;
  /** The area the row lies in, for area scopes; without one, the owning unit's area counts. */
  area?: string;
  /** A unit the row is addressed to, who sees it too. */
  addressedTo?: string;
  /**
   * The maintenance unit that holds the row under a claimed assignment: read only for a scope acting as maintenance
   * unit, so every other role's query stays as it was (one indexed equality on the owning unit).
   */
  maintainedBy?: string;
  /**
   * The inspection body the row is addressed to, for the body's side of it: the row must be addressed to the caller's
   * unit (whatever the scope, administrators' too) and, for staff whose areas an administrator set, its owning unit
   * must lie in them. A row of no unit yet (filed without an account) lies in no area: every staff member of the body
   * reaches it. Replaces the scope's own-unit test; `addressedTo` stays an alternative.
   */
  body?: string;
  /** The row is money of the body (payments, vouchers, invoices, anomalies): its finance reaches it whatever its areas. */
  money?: boolean;
}

/**
 * The builder inScope works with. Column names come from the calling repo (each scoped table names its unit and area
 * columns), not from input, and one condition serves every table, so the builder is typed loosely.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: one condition for every scoped table.
type AnyTableBuilder = ExpressionBuilder<any, any>;

/** The scope as a WHERE condition on a query's rows (Kysely: `.where(inScope(scope, cols))`). */
export function inScope(scope: DataScope, cols: ScopeColumns) {
  return (eb: AnyTableBuilder): Expression<SqlBool> => {
    if (cols.body) {
      const addressed = eb(cols.body, '=', scope.unitId);
      if (!narrowsBodyWork(scope, cols.money)) return addressed;
      const units = eb
        .selectFrom('units')
        .select('id')
        .where((u) => inRangesOf(u, scope.areas, 'area_code'));
      return eb.and([addressed, eb.or([eb(cols.unit, 'is', null), eb(cols.unit, 'in', units)])]);
    }
    if (scope.kind === 'all') return sql<SqlBool>`1 = 1`;
    const own =
      scope.kind === 'unit'
        ? eb(cols.unit, '=', scope.unitId)
        : cols.area
          ? inRangesOf(eb, scope.areas, cols.area)
          : eb(
              cols.unit,
              'in',
              eb
                .selectFrom('units')
                .select('id')
                .where((u) => inRangesOf(u, scope.areas, 'area_code')),
            );
    const reach = [own];
    if (cols.addressedTo) reach.push(eb(cols.addressedTo, '=', scope.unitId));
    if (cols.maintainedBy && maintains(scope)) reach.push(eb(cols.maintainedBy, '=', scope.unitId));
    return reach.length === 1 ? own : eb.or(reach);
  };
}

/** Whether the scope limits the work addressed to its body to its areas: staff with areas set, but not finance on money. */
const narrowsBodyWork = (scope: DataScope, money?: boolean): scope is Extract<DataScope, { kind: 'areas' }> =>
  scope.kind === 'areas' && scope.areas.length > 0 && !(money && scope.finance);

/** Rows whose area column lies in one of the areas (none: no row). */
function inRangesOf(eb: AnyTableBuilder, areas: readonly string[], column: string): Expression<SqlBool> {
  if (!areas.length) return sql<SqlBool>`1 = 0`;
  return eb.or(
    areas.map((a) => {
      const [lo, hi] = areaRange(a);
      return eb.and([eb(column, '>=', lo), eb(column, '<=', hi)]);
    }),
  );
}

/** One row already read, for rowInScope: `body` and `money` as in ScopeColumns; with `body`, areaCode is the owning unit's. */
export interface ScopeRow {
  unitId: string | null;
  areaCode?: string;
  addressedTo?: string | null;
  maintainedBy?: string | null;
  body?: string;
  money?: boolean;
}

/** The same test for one row already read (a record opened by id). */
export function rowInScope(scope: DataScope, row: ScopeRow): boolean {
  if (row.body !== undefined)
    return row.body === scope.unitId && (!narrowsBodyWork(scope, row.money) || row.unitId === null || (row.areaCode !== undefined && inAreas(scope.areas, row.areaCode)));
  if (scope.kind === 'all') return true;
  if (row.addressedTo && row.addressedTo === scope.unitId) return true;
  if (row.maintainedBy && maintains(scope) && row.maintainedBy === scope.unitId) return true;
  if (scope.kind === 'unit') return row.unitId === scope.unitId;
  return row.areaCode !== undefined && inAreas(scope.areas, row.areaCode);
}

/** rowInScope for a row read without its owning unit's area, which is looked up when the scope needs it. */
export async function rowInScopeOf(db: Database, scope: DataScope, row: Omit<ScopeRow, 'areaCode'>): Promise<boolean> {
  if (scope.kind !== 'areas' || !row.unitId) return rowInScope(scope, row);
  const unit = await db.selectFrom('units').select('area_code').where('id', '=', row.unitId).executeTakeFirst();
  return rowInScope(scope, { ...row, areaCode: unit?.area_code });
}

/** Whether the scope reaches a unit's rows that carry no area of their own (operators, attachments). */
export async function unitInScope(db: Database, scope: DataScope, unitId: string | null): Promise<boolean> {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'unit' || !unitId) return unitId === scope.unitId;
  const unit = await db.selectFrom('units').select('area_code').where('id', '=', unitId).executeTakeFirst();
  return !!unit && inAreas(scope.areas, unit.area_code);
}

/** A test of filed rows (a registry's work) against the caller's scope: the unit's area when it filed lies in the caller's areas. */
export async function filedInScope(db: Database, s: SessionContext): Promise<(r: { unit_id: string; area_code: string }) => boolean> {
  const scope = await dataScope(db, s);
  return (r) => rowInScope(scope, { unitId: r.unit_id, areaCode: r.area_code });
}

/** Whether a caller's scope reaches a unit's rows (its material, its operators). */
export const callerSeesUnit = async (db: Database, s: SessionContext, unitId: string | null): Promise<boolean> => unitInScope(db, await dataScope(db, s), unitId);

/** A key that tells scopes apart, for caching what a scope counts. */
export const scopeKey = (scope: DataScope): string =>
  scope.kind === 'all' ? '*' : scope.kind === 'unit' ? `${maintains(scope) ? 'm' : 'u'}:${scope.unitId}` : `a:${scope.areas.join(',')}`;

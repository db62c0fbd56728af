import { AREA_ROLE_TYPES } from '@portal/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db';
import type { SessionContext } from '../session/store';

/**
 * Whose rows a caller may see: the one answer to that question, from the session. Administrators
 * see all; inspection and registry staff the areas listed for them in `staff_areas`; everyone else
 * their own unit's. Every scope also reaches rows addressed to the caller's unit through a relation
 * column (the receiving unit of a transfer, the inspection body named on an application), whatever
 * their area or owner. A user acting in the maintenance role (`maintains`) also reaches the rows its unit maintains
 * under a claimed assignment (equipment.maintain_unit_id), besides its own unit's.
 */
export type DataScope = { kind: 'all'; unitId: string } | { kind: 'unit'; unitId: string; maintains?: boolean } | { kind: 'areas'; unitId: string; areas: readonly string[] };

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
    return { kind: 'areas', unitId: s.unitId, areas: rows.map((r) => r.area_code) };
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

/** The same test for one row already read (a record opened by id). */
export function rowInScope(scope: DataScope, row: { unitId: string | null; areaCode?: string; addressedTo?: string | null; maintainedBy?: string | null }): boolean {
  if (scope.kind === 'all') return true;
  if (row.addressedTo && row.addressedTo === scope.unitId) return true;
  if (row.maintainedBy && maintains(scope) && row.maintainedBy === scope.unitId) return true;
  if (scope.kind === 'unit') return row.unitId === scope.unitId;
  return row.areaCode !== undefined && inAreas(scope.areas, row.areaCode);
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

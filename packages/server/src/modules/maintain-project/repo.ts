import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { inScope, type DataScope } from '../../platform/auth/scope';
import type { Database, RowOf } from '../../platform/db';
import type { MaintainPriceFilingTable, MaintainPriceLineTable } from '../../platform/db/schema';
import { containsAny } from '../../platform/db/search';
import { updateIfVersion } from '../../platform/db/versioned';
import { pageRows } from '../../platform/db/page';

/** Filings with their unit's name and address, and the number of the filing that replaced them. */
function selectFilings(db: Database) {
  return db
    .selectFrom('maintain_price_filings as f')
    .innerJoin('units as u', 'u.id', 'f.unit_id')
    .leftJoin('maintain_price_filings as n', 'n.id', 'f.superseded_by')
    .selectAll('f')
    .select(['u.name as unit_name', 'u.address as unit_address', 'n.filing_no as superseded_by_no']);
}
export type FilingRow = RowOf<typeof selectFilings>;
export type LineRow = Selectable<MaintainPriceLineTable>;

export const findFiling = (db: Database, id: string) => selectFilings(db).where('f.id', '=', id).executeTakeFirst();

export interface FilingFilter {
  /** The unit's own filings, or the registry's areas (never drafts: the unit has not filed them). */
  scope: DataScope;
  own: boolean;
  state?: string;
  keyword: string;
}

export async function findFilingPage(db: Database, f: FilingFilter, offset: number, limit: number): Promise<{ rows: FilingRow[]; count: number }> {
  let q = selectFilings(db);
  q = f.own ? q.where('f.unit_id', '=', f.scope.unitId) : q.where(inScope(f.scope, { unit: 'f.unit_id', area: 'f.area_code' })).where('f.state', '<>', 'draft');
  if (f.state) q = q.where('f.state', '=', f.state);
  if (f.keyword) {
    const keyword = f.keyword;
    q = q.where((eb) => containsAny(eb, f.own ? ['f.filing_no', 'f.title'] : ['f.filing_no', 'f.title', 'u.name'], keyword));
  }
  return pageRows(
    q,
    (s) =>
      (f.own
        ? s.orderBy('f.updated_at', 'desc')
        : s.orderBy(sql`case when f.state = 'submitted' then 0 else 1 end`).orderBy(sql`coalesce(f.submitted_at, f.updated_at)`, 'desc')
      ).orderBy('f.id', 'desc'),
    offset,
    limit,
  );
}

/** The price lines of some filings, in their order. */
export function findLines(db: Database, filingIds: readonly string[]): Promise<LineRow[]> {
  if (!filingIds.length) return Promise.resolve([]);
  return db
    .selectFrom('maintain_price_lines')
    .selectAll()
    .where('filing_id', 'in', [...filingIds])
    .orderBy('filing_id')
    .orderBy('kind')
    .orderBy('seq')
    .execute();
}

export async function insertFiling(db: Database, row: Insertable<MaintainPriceFilingTable>, lines: Insertable<MaintainPriceLineTable>[]): Promise<void> {
  await db.insertInto('maintain_price_filings').values(row).execute();
  if (lines.length) await db.insertInto('maintain_price_lines').values(lines).execute();
}

export async function replaceLines(db: Database, filingId: string, lines: Insertable<MaintainPriceLineTable>[]): Promise<void> {
  await db.deleteFrom('maintain_price_lines').where('filing_id', '=', filingId).execute();
  if (lines.length) await db.insertInto('maintain_price_lines').values(lines).execute();
}

/** Writes an editable filing's fields, only at the version the unit saw. */
export const updateFiling = (db: Database, id: string, version: number, fields: Updateable<MaintainPriceFilingTable>) =>
  updateIfVersion(db, 'maintain_price_filings', id, version, fields);

/** Deletes a draft never submitted (its lines go with it). */
export async function deleteFiling(db: Database, id: string): Promise<boolean> {
  await db.deleteFrom('maintain_price_lines').where('filing_id', '=', id).execute();
  const r = await db.deleteFrom('maintain_price_filings').where('id', '=', id).where('state', '=', 'draft').where('submitted_at', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Another of the unit's filings waiting for review than `except`, if any (a unit has one at a time). */
export const findOtherSubmitted = (db: Database, unitId: string, except: string) =>
  db.selectFrom('maintain_price_filings').select(['id', 'filing_no']).where('unit_id', '=', unitId).where('state', '=', 'submitted').where('id', '<>', except).executeTakeFirst();

/** The unit's price lists in force other than `except`: the ones a new publication supersedes. */
export const findPublishedOf = (db: Database, unitId: string, except: string) =>
  db.selectFrom('maintain_price_filings').select(['id', 'version']).where('unit_id', '=', unitId).where('state', '=', 'published').where('id', '<>', except).execute();

export interface PriceSearch {
  kind: 'set' | 'unit';
  unitName: string;
  priceMinFen?: number;
  priceMaxFen?: number;
  variety?: string;
  floors?: number;
  units?: number;
  termMonths?: number;
}

/** Published price lines matching a use unit's search, cheapest first. */
export async function searchLines(db: Database, s: PriceSearch, offset: number, limit: number) {
  let q = db
    .selectFrom('maintain_price_lines as l')
    .innerJoin('maintain_price_filings as f', 'f.id', 'l.filing_id')
    .innerJoin('units as u', 'u.id', 'f.unit_id')
    .selectAll('l')
    .select(['f.filing_no', 'f.contact', 'f.contact_mobile', 'f.duty_phone', 'f.effective_from', 'f.published_at', 'u.name as unit_name', 'u.address as unit_address'])
    .where('f.state', '=', 'published')
    .where('l.kind', '=', s.kind);
  if (s.unitName) {
    const name = s.unitName;
    q = q.where((eb) => containsAny(eb, ['u.name'], name));
  }
  if (s.priceMinFen !== undefined) q = q.where('l.price_fen', '>=', s.priceMinFen);
  if (s.priceMaxFen !== undefined) q = q.where('l.price_fen', '<=', s.priceMaxFen);
  if (s.variety) q = q.where('l.variety', '=', s.variety);
  // A line without floors (escalators) prices every unit of its variety.
  if (s.floors !== undefined) {
    const floors = s.floors;
    q = q.where((eb) => eb.or([eb('l.floors_from', 'is', null), eb.and([eb('l.floors_from', '<=', floors), eb('l.floors_to', '>=', floors)])]));
  }
  if (s.units !== undefined) q = q.where('l.units_from', '<=', s.units).where('l.units_to', '>=', s.units);
  if (s.termMonths !== undefined) q = q.where('l.term_months', '=', s.termMonths);
  return pageRows(q, (s) => s.orderBy('l.price_fen').orderBy('u.name').orderBy('l.seq').orderBy('l.id'), offset, limit);
}
export type SearchRow = Awaited<ReturnType<typeof searchLines>>['rows'][number];

import { Readable } from 'node:stream';
import { zipDirectoryOf, zipBombReason } from '../files/zip';
import { loadExcel } from './load';

export interface SheetRow {
  /** The row number as Excel shows it. */
  row: number;
  cells: string[];
}

export class SheetTooLargeError extends Error {}

/** Columns read from a row: a template has a few dozen, and a row may not declare thousands of cells. */
export const MAX_SHEET_COLUMNS = 200;

/** A cell as the text a person typed: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { result?: unknown; text?: unknown; richText?: Array<{ text: string }> };
    if (o.richText)
      return o.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in o) return cellText(o.result);
    if ('text' in o) return cellText(o.text);
    return '';
  }
  if (typeof v === 'string') return v.trim();
  // Numbers and booleans as Excel shows them; exceljs gives no other kind of value.
  return typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
}

/**
 * Reads the first sheet of an .xlsx row by row (streaming, so a hostile file cannot make us hold
 * more than `maxRows` rows of `MAX_SHEET_COLUMNS` cells): the first row is the header. Before any
 * parsing, the zip's declared contents are checked, so a small file that unpacks to gigabytes is
 * refused unread. Throws SheetTooLargeError for either, and anything else for what is not an .xlsx.
 */
export async function readFirstSheet(data: Buffer, maxRows: number): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const entries = await zipDirectoryOf(data);
  if (!entries) throw new Error('not a zip');
  const bomb = zipBombReason(entries);
  if (bomb) throw new SheetTooLargeError(bomb);
  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache' });
  let headers: string[] = [];
  const rows: SheetRow[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as unknown[];
      if (values.length > MAX_SHEET_COLUMNS + 1) throw new SheetTooLargeError(`一行不能超过${MAX_SHEET_COLUMNS}列`);
      const cells = values.slice(1).map(cellText);
      if (row.number === 1) headers = cells;
      else if (cells.some((c) => c !== '')) {
        if (rows.length >= maxRows) throw new SheetTooLargeError();
        rows.push({ row: row.number, cells });
      }
    }
    break;
  }
  return { headers, rows };
}

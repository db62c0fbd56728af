import { Readable } from 'node:stream';
import { loadExcel } from './load';

export interface SheetRow {
  /** The row number as Excel shows it. */
  row: number;
  cells: string[];
}

export class SheetTooLargeError extends Error {}

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
 * more than `maxRows` rows): the first row is the header. Throws on anything that is not an .xlsx.
 */
export async function readFirstSheet(data: Buffer, maxRows: number): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const ExcelJS = await loadExcel();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache' });
  let headers: string[] = [];
  const rows: SheetRow[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const cells = (row.values as unknown[]).slice(1).map(cellText);
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

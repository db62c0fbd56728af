import { PassThrough, type Readable } from 'node:stream';
import { loadExcel } from './load';

export interface SheetColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
}

/** Rows written between looks at the reader; bytes waiting for it past which writing pauses. */
const ROWS_PER_YIELD = 500;
const HIGH_WATER = 4 * 1024 * 1024;

/**
 * Lets compression and the client catch up. SQLite answers synchronously, so without a pause the
 * loop would never leave the microtask queue and every row would pile up in memory before the
 * first byte is compressed.
 */
async function catchUp(out: PassThrough): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  while (out.readableLength > HIGH_WATER && !out.destroyed) await new Promise<void>((resolve) => setTimeout(resolve, 10));
}

/**
 * Writes an .xlsx as a stream: rows are committed as they arrive, so a large export keeps only
 * one batch in memory and the first bytes leave before the last row is read.
 */
export function streamWorkbook<T>(sheetName: string, columns: SheetColumn<T>[], rows: AsyncIterable<T>, onError: (err: unknown) => void): Readable {
  const out = new PassThrough();
  void (async () => {
    try {
      const ExcelJS = await loadExcel();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
      const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
      sheet.getRow(1).font = { bold: true };
      let n = 0;
      for await (const row of rows) {
        sheet.addRow(columns.map((c) => c.value(row))).commit();
        if (++n % ROWS_PER_YIELD === 0) await catchUp(out);
        if (out.destroyed) return;
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      onError(err);
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
}

import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';

export interface SheetColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
}

/**
 * Writes an .xlsx as a stream: rows are committed as they arrive, so a large export keeps only
 * one batch in memory and the first bytes leave before the last row is read.
 */
export function streamWorkbook<T>(sheetName: string, columns: SheetColumn<T>[], rows: AsyncIterable<T>, onError: (err: unknown) => void): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    try {
      for await (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      onError(err);
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
}

/** ExcelJS takes about a quarter of a second to load: only the first request that reads or writes a sheet pays for it, not every start. */
export const loadExcel = async () => (await import('exceljs')).default;

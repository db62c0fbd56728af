/**
 * One cell of a CSV file. A spreadsheet program reads a cell that begins with = + - @ (or a tab or carriage return,
 * which it trims before looking) as a formula, so text typed by one party could run on another party's machine:
 * such a cell is prefixed with an apostrophe and stays text. Quotes, commas and line breaks are quoted as RFC 4180 says.
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of a CSV file, every cell escaped. */
export const csvLine = (cells: readonly string[]): string => cells.map(csvCell).join(',');

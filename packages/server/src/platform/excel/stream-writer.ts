import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

export interface SheetColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
}

// The .xlsx is written by hand rather than with exceljs: its streaming writer resolves a style for every cell
// and pushes sheet XML into the zip without waiting for deflate, so a large export piled up in memory. Here the
// sheet is a stream the zip pulls from, so rows are read only as fast as they are compressed and sent.

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SHEET_PATH = 'xl/worksheets/sheet1.xml';

const FIXED_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    `<Override PartName="/${SHEET_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
    `</Types>`,
  '_rels/.rels': `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels':
    `<Relationships xmlns="${PKG_REL}">` +
    `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
    `</Relationships>`,
  // Style 0 plain, style 1 bold (the header). Excel requires the first two fills to be exactly these.
  'xl/styles.xml':
    `<styleSheet xmlns="${MAIN}">` +
    `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
    `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
    `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
    `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
    `<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>` +
    `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
    `</styleSheet>`,
};

// Characters XML 1.0 does not allow (C0 controls but tab, LF and CR; lone surrogates; U+FFFE/U+FFFF): a reader
// refuses the whole file over one of them. With the u flag a surrogate pair is one character and does not match.
// eslint-disable-next-line no-control-regex -- the pattern names the control characters on purpose.
const ILLEGAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/gu;
// A quick test first, as most text needs neither: without the u flag, which is faster, so a surrogate pair takes the slow path too.
// eslint-disable-next-line no-control-regex -- as above.
const NEEDS_WORK = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;
// CR as a character reference: a literal one would be read back as LF.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };

const xmlText = (s: string) => (NEEDS_WORK.test(s) ? s.replace(ILLEGAL, '').replace(/[&<>"\r]/g, (c) => ENTITIES[c]) : s);

/** Excel's limit on a cell's text. */
const MAX_CELL_CHARS = 32_767;

function cellXml(ref: string, v: string | number | null, style: string): string {
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"${style}><v>${v}</v></c>` : '';
  if (v === null || v === undefined || v === '') return '';
  const text = xmlText(v.length > MAX_CELL_CHARS ? v.slice(0, MAX_CELL_CHARS) : v);
  // Without xml:space a reader may trim the text's outer whitespace.
  const space = text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32 ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

const columnName = (i: number): string => (i >= 26 ? columnName(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

/** Excel's rules for a sheet name: at most 31 characters, none of []:*?/\, no apostrophe at either end. */
function sheetNameXml(name: string): string {
  const allowed = name.replace(ILLEGAL, '').replace(/[[\]:*?/\\]/g, '');
  return xmlText(
    Array.from(allowed)
      .slice(0, 31)
      .join('')
      .replace(/^'+|'+$/g, '') || 'Sheet1',
  );
}

/** Sheet XML in pieces of about this many characters: large enough to keep deflate busy, small enough to hold. */
const CHUNK_CHARS = 64 * 1024;

async function* sheetXml<T>(columns: SheetColumn<T>[], rows: AsyncIterable<T>): AsyncGenerator<string> {
  const refs = columns.map((_, i) => columnName(i));
  const cols = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  let xml =
    `${DECL}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    `<sheetViews><sheetView tabSelected="1" workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>` +
    (cols ? `<cols>${cols}</cols>` : '') +
    `<sheetData><row r="1">${columns.map((c, i) => cellXml(`${refs[i]}1`, c.header, ' s="1"')).join('')}</row>`;
  let r = 1;
  for await (const row of rows) {
    r++;
    xml += `<row r="${r}">`;
    for (let i = 0; i < columns.length; i++) xml += cellXml(refs[i] + r, columns[i].value(row), '');
    xml += '</row>';
    if (xml.length >= CHUNK_CHARS) {
      yield xml;
      xml = '';
    }
  }
  yield `${xml}</sheetData></worksheet>`;
}

/**
 * Writes a one-sheet .xlsx as a stream, header row bold and frozen. Rows are pulled from `rows` only as the
 * reader takes the file, so memory stays flat however long the list; if the reader goes away, the rows stop.
 * A failure (of the rows or of the zip) goes to `onError` and destroys the stream.
 */
export function streamWorkbook<T>(sheetName: string, columns: SheetColumn<T>[], rows: AsyncIterable<T>, onError: (err: unknown) => void): Readable {
  const zip = new ZipArchive();
  // objectMode off: the zip takes bytes, and the stream holds one piece at a time before the zip reads it.
  const sheet = Readable.from(sheetXml(columns, rows), { objectMode: false });
  // Once the stream is destroyed (here on a failure, or by a reader that went away) later errors are not news.
  const fail = (err: unknown) => {
    if (zip.destroyed) return;
    onError(err);
    zip.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  sheet.on('error', fail);
  zip.on('error', fail);
  // Closed before the end (the client went away, or a failure): ends the row iteration, which runs its finally.
  zip.on('close', () => sheet.destroy());

  for (const [name, xml] of Object.entries(FIXED_PARTS)) zip.append(DECL + xml, { name });
  zip.append(
    `${DECL}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews>` +
      `<sheets><sheet name="${sheetNameXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    { name: 'xl/workbook.xml' },
  );
  zip.append(sheet, { name: SHEET_PATH });
  zip.finalize().catch(fail);
  return zip;
}

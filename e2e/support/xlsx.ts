import { inflateRawSync } from 'node:zlib';

/**
 * The parts of an .xlsx (a zip) by name, read through the central directory, which holds the real
 * sizes even when a streaming writer left them out of the local headers.
 */
export function unzip(file: Buffer): Map<string, string> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file: no end of central directory');
  const entries = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  const parts = new Map<string, string>();
  for (let i = 0; i < entries; i++) {
    if (file.readUInt32LE(at) !== 0x02014b50) throw new Error('broken central directory');
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const local = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const data = file.subarray(start, start + size);
    parts.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return parts;
}

/** The rows of the first worksheet (the header row included) and all the text the workbook holds. */
export function readSheet(file: Buffer): { rows: number; text: string } {
  const parts = unzip(file);
  const sheet = parts.get('xl/worksheets/sheet1.xml');
  if (!sheet) throw new Error(`no first worksheet in ${[...parts.keys()].join(', ')}`);
  return { rows: sheet.match(/<row[\s>]/g)?.length ?? 0, text: sheet + (parts.get('xl/sharedStrings.xml') ?? '') };
}

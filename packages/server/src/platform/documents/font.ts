import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);
const require = createRequire(import.meta.url);

export interface DocumentFonts {
  regular: Buffer;
  bold: Buffer;
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const fontFile = (weight: number) => require.resolve(`@openfonts/noto-sans-sc_all/files/noto-sans-sc-all-${weight}.woff`);

/** Bold when the package ships it, else regular again: headings lose weight but still render. */
function boldFile(): string {
  try {
    return fontFile(700);
  } catch {
    return fontFile(400);
  }
}

/**
 * WOFF 1.0 back to the sfnt it wraps: the same tables, inflated where the packer compressed them,
 * laid out 4-byte aligned behind a fresh table directory. fontkit reads a plain TrueType file far
 * faster than it decodes WOFF, and the PDF embeds only the glyphs used either way.
 */
export async function woffToSfnt(woff: Buffer): Promise<Buffer> {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = await Promise.all(
    Array.from({ length: numTables }, async (_, i) => {
      const at = WOFF_HEADER + i * WOFF_ENTRY;
      const offset = woff.readUInt32BE(at + 4);
      const compLength = woff.readUInt32BE(at + 8);
      const origLength = woff.readUInt32BE(at + 12);
      const stored = woff.subarray(offset, offset + compLength);
      const data = compLength < origLength ? await inflateAsync(stored) : stored;
      if (data.length !== origLength) throw new Error(`WOFF table ${woff.toString('latin1', at, at + 4)} has the wrong length`);
      return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data };
    }),
  );

  const padded = (n: number) => (n + 3) & ~3;
  const dataStart = SFNT_HEADER + numTables * SFNT_ENTRY;
  const out = Buffer.alloc(tables.reduce((end, t) => end + padded(t.data.length), dataStart));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  // WOFF keeps the directory sorted by tag, as sfnt requires, so the order carries over.
  let offset = dataStart;
  tables.forEach((t, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    t.tag.copy(out, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

let fonts: Promise<DocumentFonts> | undefined;

/** Noto Sans SC regular and bold as TrueType, converted once per process and kept (about 10 MB each). */
export function documentFonts(): Promise<DocumentFonts> {
  const load = async (file: string) => woffToSfnt(await readFile(file));
  fonts ??= Promise.all([load(fontFile(400)), load(boldFile())])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((err: unknown) => {
      // A failed read (say, a package still installing) should not poison every later document.
      fonts = undefined;
      throw err;
    });
  return fonts;
}

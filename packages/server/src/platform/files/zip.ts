import { open } from 'node:fs/promises';

/** Reads `length` bytes of a file from `start`. */
export async function readRange(path: string, start: number, length: number): Promise<Buffer> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(length);
    const { bytesRead } = await fh.read(buf, 0, length, start);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** Bytes of a zip by position: from a file on disk or from memory. */
type ReadAt = (start: number, length: number) => Promise<Buffer>;

/**
 * The entries a zip declares in its central directory, read without unpacking anything. Null when
 * the file is not a plain zip that ends with its directory: the end record must close the file
 * exactly (nothing appended) and follow the directory directly; ZIP64 is not expected at our sizes.
 */
export const readZipDirectory = (path: string, size: number) => zipDirectory((start, length) => readRange(path, start, length), size);
/** The same, for a zip held in memory. */
export const zipDirectoryOf = (data: Buffer) => zipDirectory(async (start, length) => data.subarray(start, start + length), data.length);

async function zipDirectory(readAt: ReadAt, size: number): Promise<ZipEntry[] | null> {
  const tailLength = Math.min(size, 0xffff + 22);
  const tailStart = size - tailLength;
  const tail = await readAt(tailStart, tailLength);
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) !== EOCD || i + 22 + tail.readUInt16LE(i + 20) !== tail.length) continue;
    const count = tail.readUInt16LE(i + 10);
    const dirSize = tail.readUInt32LE(i + 12);
    const dirOffset = tail.readUInt32LE(i + 16);
    if (count === 0xffff || dirSize === 0xffffffff || dirOffset === 0xffffffff || dirOffset + dirSize !== tailStart + i) return null;
    const dir = await readAt(dirOffset, dirSize);
    const entries: ZipEntry[] = [];
    let p = 0;
    while (p + 46 <= dir.length && dir.readUInt32LE(p) === CENTRAL) {
      const nameLength = dir.readUInt16LE(p + 28);
      entries.push({ name: dir.toString('utf8', p + 46, p + 46 + nameLength), compressedSize: dir.readUInt32LE(p + 20), uncompressedSize: dir.readUInt32LE(p + 24) });
      p += 46 + nameLength + dir.readUInt16LE(p + 30) + dir.readUInt16LE(p + 32);
    }
    return p === dir.length && entries.length === count ? entries : null;
  }
  return null;
}

/** Limits on what a zip may unpack to: a small file that expands to gigabytes is refused before anything reads it. */
export const ZIP_LIMITS = { entries: 5_000, totalBytes: 300 * 1024 * 1024, ratio: 200 } as const;

/** Why a zip's declared contents are too much to unpack, or null when they are within the limits. */
export function zipBombReason(entries: ZipEntry[]): string | null {
  if (entries.length > ZIP_LIMITS.entries) return `压缩包内文件过多（${entries.length}个）`;
  const total = entries.reduce((a, e) => a + e.uncompressedSize, 0);
  if (total > ZIP_LIMITS.totalBytes) return `解压后内容过大（约${Math.round(total / 1024 / 1024)}MB）`;
  const packed = entries.find((e) => e.uncompressedSize > 1024 * 1024 && e.uncompressedSize > e.compressedSize * ZIP_LIMITS.ratio);
  if (packed) return '压缩比异常，疑似压缩炸弹';
  return null;
}

import type { FileTypeKey } from './sniff';
import { readRange, readZipDirectory, zipBombReason } from './zip';

/** The part of each Office Open XML type that makes it that type. */
const OOXML_MAIN_PART: Partial<Record<FileTypeKey, string>> = { docx: 'word/document.xml', xlsx: 'xl/workbook.xml', pptx: 'ppt/presentation.xml' };

const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

export const BROKEN = {
  pdf: 'PDF 文件不完整，或在文件结束标记之后还附带了其他内容，请上传原始文件',
  image: '图片文件不完整，或在图片结束之后还附带了其他内容，请上传原始图片',
  ooxml: '文档不是有效的 Office 文件（压缩结构不符或缺少必需的部件），请用 Office 另存后重新上传',
  ole: '文档不是有效的 Office 97-2003 文件，请用 Office 另存后重新上传',
} as const;

/** A compound file (.doc/.xls/.ppt) header as the format defines it: version, byte order and sector sizes. */
function validOleHeader(head: Buffer, size: number): boolean {
  if (head.length < 512 || size < 1024) return false;
  const major = head.readUInt16LE(0x1a);
  const sectorShift = head.readUInt16LE(0x1e);
  return head.readUInt16LE(0x1c) === 0xfffe && ((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12)) && head.readUInt16LE(0x20) === 6;
}

/**
 * Whether a file parses as the type its first bytes and name claimed, with nothing after its end:
 * a PDF ends with %%EOF, a JPEG with its end-of-image marker, a PNG with IEND, an Office Open XML
 * file is a zip with its content types and main part (and nothing that unpacks to gigabytes), a
 * legacy Office file has a valid compound-file header. Returns why not, or null.
 */
export async function verifyFile(path: string, size: number, head: Buffer, type: FileTypeKey): Promise<string | null> {
  const tail = await readRange(path, Math.max(0, size - 1024), Math.min(size, 1024));
  switch (type) {
    case 'pdf':
      // Writers may end the last line with a line break.
      return /%%EOF[\r\n]*$/.test(tail.toString('latin1')) ? null : BROKEN.pdf;
    case 'jpeg':
      return tail.length >= 2 && tail[tail.length - 2] === 0xff && tail[tail.length - 1] === 0xd9 ? null : BROKEN.image;
    case 'png':
      return tail.subarray(tail.length - PNG_END.length).equals(PNG_END) ? null : BROKEN.image;
    case 'doc':
    case 'xls':
    case 'ppt':
      return validOleHeader(head, size) ? null : BROKEN.ole;
    default: {
      const entries = await readZipDirectory(path, size);
      const names = new Set(entries?.map((e) => e.name));
      if (!entries || !names.has('[Content_Types].xml') || !names.has(OOXML_MAIN_PART[type]!)) return BROKEN.ooxml;
      const bomb = zipBombReason(entries);
      return bomb ? `${bomb}，无法接收` : null;
    }
  }
}

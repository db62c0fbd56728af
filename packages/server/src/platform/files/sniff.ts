import { ATTACHMENT_FILE_TYPES } from '@portal/contract';

export type FileTypeKey = keyof typeof ATTACHMENT_FILE_TYPES;

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/** What the first bytes say a file is, among the accepted types; null for anything else. */
function detect(head: Buffer): 'pdf' | 'jpeg' | 'png' | 'ooxml' | 'ole' | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // Office Open XML is a zip whose parts are declared in [Content_Types].xml, written among the first entries.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) && head.includes('[Content_Types].xml')) return 'ooxml';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  return null;
}

export const TYPE_REFUSED = '文件类型不被允许，仅支持 PDF、JPG、PNG 及 Word、Excel、PowerPoint 文档';
export const TYPE_MISMATCH = '文件内容与扩展名不符，请上传原始文件';

/**
 * The accepted type of a file, judged by its content and its extension together: a program
 * renamed to .pdf, or a PDF renamed to .png, is refused with a message saying which.
 */
export function classify(head: Buffer, fileName: string): { type: FileTypeKey } | { error: string } {
  const ext = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : '';
  const byExt = (Object.keys(ATTACHMENT_FILE_TYPES) as FileTypeKey[]).find((k) => (ATTACHMENT_FILE_TYPES[k].exts as readonly string[]).includes(ext));
  const found = detect(head);
  if (!byExt || !found) return { error: TYPE_REFUSED };
  const family = byExt === 'docx' || byExt === 'xlsx' || byExt === 'pptx' ? 'ooxml' : byExt === 'doc' || byExt === 'xls' || byExt === 'ppt' ? 'ole' : byExt;
  return family === found ? { type: byExt } : { error: TYPE_MISMATCH };
}

/** A file name safe to store and show: no folders, no control characters, at most 200 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // Control characters are exactly what this strips.
    // eslint-disable-next-line no-control-regex -- the pattern names them on purpose.
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/^\.+/, '')
    .trim();
  if (!cleaned) return '未命名文件';
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - ext.length) + ext;
}

import { FileExcelOutlined, FileImageOutlined, FileOutlined, FilePdfOutlined, FilePptOutlined, FileWordOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

const BY_EXT: Array<[RegExp, ReactNode, string]> = [
  [/\.pdf$/i, <FilePdfOutlined />, 'pdf'],
  [/\.(jpe?g|png)$/i, <FileImageOutlined />, 'image'],
  [/\.docx?$/i, <FileWordOutlined />, 'word'],
  [/\.xlsx?$/i, <FileExcelOutlined />, 'excel'],
  [/\.pptx?$/i, <FilePptOutlined />, 'ppt'],
];

/** The icon of a file by its name, tinted per family in attachment-upload.css. */
export function FileIcon({ name }: { name: string }) {
  const found = BY_EXT.find(([re]) => re.test(name));
  return <span className={`att-icon att-icon-${found?.[2] ?? 'file'}`}>{found?.[1] ?? <FileOutlined />}</span>;
}

/** Images and PDFs open in the browser; other documents are downloaded. */
export const previewKind = (mime: string): 'image' | 'pdf' | null => (mime === 'application/pdf' ? 'pdf' : mime.startsWith('image/') ? 'image' : null);

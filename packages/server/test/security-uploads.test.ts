import { createCanvas } from '@napi-rs/canvas';
import ExcelJS from 'exceljs';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TOO_LARGE } from '../src/platform/files/images';
import { BROKEN } from '../src/platform/files/verify';
import { AJAX, call, multipart, SAMPLE, type UploadFile } from './helpers';
import { signedIn, suiteApp } from './suite';

/**
 * A zip made by hand, so a test can declare what a hostile file declares: `declared` claims an
 * unpacked size other than the real one.
 */
function zipOf(files: Array<{ name: string; data: Buffer; declared?: number }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const packed = deflateRawSync(f.data);
    const name = Buffer.from(f.name);
    const fields = (h: Buffer, at: number) => {
      h.writeUInt16LE(20, at);
      h.writeUInt16LE(0, at + 2);
      h.writeUInt16LE(8, at + 4);
      h.writeUInt32LE(crc32(f.data), at + 10);
      h.writeUInt32LE(packed.length, at + 14);
      h.writeUInt32LE(f.declared ?? f.data.length, at + 18);
      h.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const ole = (valid: boolean) => {
  const b = Buffer.alloc(1536);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b);
  if (valid) {
    b.writeUInt16LE(0x3e, 0x18);
    b.writeUInt16LE(3, 0x1a);
    b.writeUInt16LE(0xfffe, 0x1c);
    b.writeUInt16LE(9, 0x1e);
    b.writeUInt16LE(6, 0x20);
  }
  return b;
};

/** Attacks through uploads: files that are two things at once, files that unpack to gigabytes, and half-kept requests. */
describe('security: uploads', () => {
  const t = suiteApp();
  const [demo] = signedIn(t, 'demo');
  let unitId: string;
  let xlsx: Buffer;
  beforeAll(async () => {
    unitId = (await call(t, demo, 'GET', '/a/stone/user/unit')).json().data.id;
    const book = new ExcelJS.Workbook();
    book.addWorksheet('表1').addRow(['设备名称']);
    xlsx = Buffer.from(await book.xlsx.writeBuffer());
  });

  const upload = (files: UploadFile[], url = '/a/stone/attachment/attUpload') => {
    const { payload, headers } = multipart({ bizType: 'unit', bizId: unitId, kind: 'other' }, files);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...AJAX, ...headers, cookie: demo.cookie } });
  };
  const rows = async () => (await t.db.selectFrom('attachments').select('id').execute()).length;
  const stored = () => {
    const dir = join(t.config.dataDir, 'files');
    return existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).length : 0;
  };

  it('keeps all files of a request or none: one refused file leaves nothing of the others', async () => {
    const [beforeRows, beforeFiles] = [await rows(), stored()];
    const good = Buffer.from('%PDF-1.4\n% kept only with its companions\n%%EOF\n');
    const res = await upload([
      { filename: 'good.pdf', content: good },
      { filename: 'evil.pdf', content: SAMPLE.exe },
    ]);
    expect(res.json()).toMatchObject({ success: false, errorMsg: '文件类型不被允许，仅支持 PDF、JPG、PNG 及 Word、Excel、PowerPoint 文档' });
    expect([await rows(), stored()]).toEqual([beforeRows, beforeFiles]);
  });

  it.each([
    ['a PDF with a zip after its end', 'a.pdf', () => Buffer.concat([SAMPLE.pdf, zipOf([{ name: 'x.txt', data: Buffer.from('hi') }])]), BROKEN.pdf],
    ['a PDF without its end marker', 'a.pdf', () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'), BROKEN.pdf],
    ['a PNG with a page after its end', 'a.png', () => Buffer.concat([SAMPLE.png, SAMPLE.html]), BROKEN.image],
    ['a JPEG with a script after its end', 'a.jpg', () => Buffer.concat([SAMPLE.jpeg, SAMPLE.html]), BROKEN.image],
    [
      'a JPEG that only looks like one',
      'a.jpg',
      () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1), Buffer.from([0xff, 0xd9])]),
      '图片无法识别，请上传原始图片',
    ],
    ['an .xlsx with bytes after its directory', 'a.xlsx', () => Buffer.concat([xlsx, Buffer.from('trailing')]), BROKEN.ooxml],
    ['a workbook named as a Word file', 'a.docx', () => xlsx, BROKEN.ooxml],
    ['a zip with content types but no document', 'a.docx', () => zipOf([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }]), BROKEN.ooxml],
    ['a legacy Office file with a broken header', 'a.doc', () => ole(false), BROKEN.ole],
  ])('refuses %s', async (_label, filename, content, message) => {
    expect((await upload([{ filename, content: content() }])).json()).toMatchObject({ success: false, errorMsg: message });
  });

  it('refuses an Office file that would unpack to hundreds of megabytes, without unpacking it', async () => {
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.alloc(2 * 1024 * 1024), declared: 400 * 1024 * 1024 },
    ]);
    expect((await upload([{ filename: 'a.docx', content: bomb }])).json().errorMsg).toMatch(/^解压后内容过大（约\d+MB），无法接收$/);
  });

  it('refuses a picture that declares more pixels than may be decoded', async () => {
    const header = Buffer.from(SAMPLE.png);
    header.writeUInt32BE(30_000, 16);
    header.writeUInt32BE(30_000, 20);
    expect((await upload([{ filename: 'huge.png', content: header }])).json().errorMsg).toBe(IMAGE_TOO_LARGE);
  });

  it('takes real files of every kind, and keeps images only as their pixels encoded anew', async () => {
    const canvas = createCanvas(16, 16);
    canvas.getContext('2d').fillRect(0, 0, 8, 8);
    // A PNG carrying a text chunk with a script in it, as a polyglot would.
    const png = canvas.encodeSync('png');
    const text = Buffer.from('tEXtComment\u0000<script>alert(1)</script>', 'latin1');
    const chunk = Buffer.alloc(12 + text.length - 4);
    chunk.writeUInt32BE(text.length - 4, 0);
    text.copy(chunk, 4);
    chunk.writeUInt32BE(crc32(text), 4 + text.length);
    const withText = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    const res = await upload([
      { filename: 'a.png', content: withText },
      { filename: 'b.jpg', content: SAMPLE.jpeg },
      { filename: 'c.xlsx', content: xlsx },
      { filename: 'd.doc', content: ole(true) },
      { filename: 'e.pdf', content: SAMPLE.pdf },
    ]);
    const saved = res.json().data as Array<{ attsysid: string; fileName: string; sha256: string }>;
    expect(saved.map((a) => a.fileName)).toEqual(['a.png', 'b.jpg', 'c.xlsx', 'd.doc', 'e.pdf']);
    const pngRow = await t.db.selectFrom('attachments').select('storage_key').where('id', '=', saved[0].attsysid).executeTakeFirstOrThrow();
    const keptPng = readFileSync(join(t.config.dataDir, 'files', pngRow.storage_key));
    expect(keptPng.subarray(0, 8).equals(SAMPLE.png.subarray(0, 8))).toBe(true);
    expect(keptPng.includes('<script>')).toBe(false);
  });

  it('reads one import sheet per unit at a time, and refuses a sheet that would unpack to gigabytes unread', async () => {
    const importSheet = (content: Buffer) => {
      const { payload, headers } = multipart({}, [{ filename: 'import.xlsx', content }]);
      return t.app.inject({ method: 'POST', url: '/a/stone/eqm/importPreview?typeCode=3000', payload, headers: { ...AJAX, ...headers, cookie: demo.cookie } });
    };
    const bomb = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(4 * 1024 * 1024), declared: 970 * 1024 * 1024 },
    ]);
    expect((await importSheet(bomb)).json().errorMsg).toMatch(/^解压后内容过大（约\d+MB），无法导入$/);
    const answers = await Promise.all([importSheet(xlsx), importSheet(xlsx), importSheet(xlsx)]);
    expect(answers.filter((r) => r.statusCode === 429).map((r) => r.json().errorMsg)).toContain('本单位有一个导入文件正在检查，请等它完成后再上传');
    // Once the sheet is read, the unit may send the next one.
    expect((await importSheet(xlsx)).statusCode).toBe(200);
  });
});

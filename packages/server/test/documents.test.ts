import { createCanvas, loadImage } from '@napi-rs/canvas';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFonts } from '../src/platform/documents/font';
import { chineseDate, registrationCertificate, useMark, type RegistrationCertificateData, type UseMarkData } from '../src/platform/documents/templates';
import { readDocumentRef, signDocumentRef, sm3Hex } from '../src/platform/documents/verify-token';
import { opinionNoticePdf, type OpinionNoticeData } from '../src/modules/opinion/pdf';

// DOC_SHOTS=<dir> keeps the PDFs and page images there, at a DPI worth looking at.
const SHOTS = process.env.DOC_SHOTS;
const has = (tool: string) => spawnSync(tool, ['-v']).error === undefined;
const poppler = has('pdftoppm') && has('pdffonts') && has('pdftotext');

const certificate: RegistrationCertificateData = {
  certNo: '梯11浙B00012(26)',
  unitName: '宁波港通物流有限公司',
  unitAddress: '浙江省宁波市北仑区新碶街道明州路188号港通物流园区综合楼',
  categoryName: '曳引与强制驱动电梯',
  varietyName: '曳引驱动乘客电梯',
  productName: '乘客电梯',
  deviceCode: '31103302022025060118',
  internalNo: '综合楼1号梯',
  address: '浙江省宁波市北仑区新碶街道明州路188号港通物流园区综合楼东侧',
  registryName: '宁波市北仑区市场监督管理局',
  issueDate: '2026-01-05',
  clerkName: '陈立新',
  verifyUrl: 'https://tzsb.example.gov.cn/verify?d=01JH8Z6Q4M3V7K2N5P9R0T1W2X.kq3Jx0VdC2bQ8uYl1mNwZA',
};

const elevatorMark: UseMarkData = {
  typeName: '电梯',
  varietyName: '曳引驱动乘客电梯',
  internalNo: '综合楼1号梯',
  certNo: '梯11浙B00012(26)',
  unitName: '宁波港通物流有限公司',
  nextInspectionDate: '2027-01-04',
  elevator: true,
  maintenanceUnit: '宁波甬江电梯工程有限公司',
  rescuePhone: '0574-86881234',
  registryName: '宁波市北仑区市场监督管理局',
  verifyUrl: 'https://tzsb.example.gov.cn/verify?d=01JH8Z7B2C4D6E8F0G1H3J5K7M.Qw8rT2yU4iO6pA1sD3fG5h',
};

const craneMark: UseMarkData = {
  typeName: '起重机械',
  varietyName: '通用门式起重机',
  internalNo: 'MQ-03',
  certNo: '起17浙B00217(26)',
  unitName: '宁波港通物流有限公司',
  nextInspectionDate: '2028-01-04',
  elevator: false,
  registryName: '宁波市北仑区市场监督管理局',
  verifyUrl: 'https://tzsb.example.gov.cn/verify?d=01JH8Z9X.abc',
};

describe('documents', () => {
  let dir: string;

  beforeAll(async () => {
    dir = SHOTS ?? mkdtempSync(join(tmpdir(), 'portal-docs-'));
    mkdirSync(dir, { recursive: true });
    await documentFonts();
  }, 30_000);
  afterAll(() => {
    if (!SHOTS) rmSync(dir, { recursive: true, force: true });
  });

  /** Writes the PDF, renders its first page and answers the share of pixels that carry ink. */
  async function inkShare(name: string, pdf: Buffer): Promise<number> {
    const file = join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', SHOTS ? '110' : '40', '-f', '1', '-l', '1', '-singlefile', file, join(dir, name)]);
    const image = await loadImage(readFileSync(join(dir, `${name}.png`)));
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, image.width, image.height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 600) ink++;
    return ink / (image.width * image.height);
  }

  // Whitespace dropped: spread titles and labels extract with a space between characters.
  const pdfText = (name: string) => execFileSync('pdftotext', [join(dir, `${name}.pdf`), '-'], { encoding: 'utf8' }).replace(/\s+/g, '');

  it.runIf(poppler)('renders the registration certificate', async () => {
    const pdf = await registrationCertificate(certificate);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await inkShare('registration-certificate', pdf)).toBeGreaterThan(0.02);
    const text = pdfText('registration-certificate');
    for (const s of ['特种设备使用登记证', '梯11浙B00012(26)', '宁波港通物流有限公司', '准予使用登记', '扫码核验证书真伪', '2026年1月5日']) expect(text).toContain(s);
  });

  it.runIf(poppler)('renders an elevator use mark with its maintenance unit and rescue phone', async () => {
    const pdf = await useMark(elevatorMark);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await inkShare('use-mark-elevator', pdf)).toBeGreaterThan(0.02);
    const text = pdfText('use-mark-elevator');
    for (const s of ['特种设备使用标志', '维保单位', '0574-86881234', '检验合格有效期至下次检验日期', '扫码查询设备信息', '2027年1月4日']) expect(text).toContain(s);
  });

  it.runIf(poppler)('leaves the elevator-only rows off other equipment', async () => {
    const pdf = await useMark(craneMark);
    expect(await inkShare('use-mark-crane', pdf)).toBeGreaterThan(0.02);
    const text = pdfText('use-mark-crane');
    expect(text).toContain('通用门式起重机');
    expect(text).not.toContain('维保单位');
    expect(text).not.toContain('应急救援电话');
  });

  it.runIf(poppler)('embeds the Chinese font, so the page does not depend on the reader having one', async () => {
    const file = join(dir, 'fonts.pdf');
    writeFileSync(file, await useMark(elevatorMark));
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => /NotoSansSC/.test(line));
    expect(fonts.length).toBeGreaterThan(0);
    // Columns after the name: type, encoding, emb, sub, uni.
    for (const line of fonts) expect(line).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+\s*$/);
  });

  it.runIf(poppler)('continues an opinion notice whose defects do not fit one sheet, with the deadline and the QR after the last', async () => {
    const defect = (n: number, repeat: number) => ({
      item: `检验项目${n}`,
      problem: `第${n}项问题：${'曳引轮绳槽磨损，钢丝绳在绳槽中的位置不一致，'.repeat(repeat)}`,
      basis: 'TSG T7001-2023 附件A 第3.9条',
      demand: `整改要求${n}：${'更换曳引轮并调整钢丝绳张力，提交整改记录，'.repeat(repeat)}`,
    });
    const notice = (count: number, repeat: number): OpinionNoticeData => ({
      noticeNo: 'YJ2026-0099',
      unitName: '宁波港通物流有限公司',
      varietyName: '曳引驱动乘客电梯',
      productName: '乘客电梯',
      deviceCode: '31103302022025060118',
      certNo: '梯11浙B00012(26)',
      address: '宁波市北仑区明州路188号',
      inspectionKind: '定期检验',
      inspectionDate: '2026-11-20',
      reportNo: 'BG20261120-0118',
      conclusion: '不合格',
      defects: Array.from({ length: count }, (_, n) => defect(n + 1, repeat)),
      deadline: '2026-12-20',
      orgName: '宁波市特种设备检验研究院',
      inspectorName: '王检',
      issueDate: '2026-11-20',
      verifyUrl: 'https://tzsb.example.gov.cn/verify?d=01JH8Z9X.abc',
    });
    const pages = (name: string) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [join(dir, `${name}.pdf`)], { encoding: 'utf8' }))![1]);
    writeFileSync(join(dir, 'opinion-short.pdf'), await opinionNoticePdf(notice(3, 1)));
    expect(pages('opinion-short')).toBe(1);
    writeFileSync(join(dir, 'opinion-long.pdf'), await opinionNoticePdf(notice(30, 10)));
    expect(pages('opinion-long')).toBeGreaterThan(1);
    const text = pdfText('opinion-long');
    // Every defect is printed, the continuation is headed with the notice's number, and the deadline follows the last one.
    for (let n = 1; n <= 30; n++) expect(text).toContain(`第${n}项问题`);
    expect(text).toContain('发现的问题及整改要求（续，通知书编号YJ2026-0099）');
    expect(text.lastIndexOf('整改期限')).toBeGreaterThan(text.indexOf('第30项问题'));
  });

  it('fingerprints a document with SM3', () => {
    expect(sm3Hex(Buffer.from('abc'))).toBe('66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0');
  });

  it('writes dates as official documents do', () => {
    expect(chineseDate('2026-01-05')).toBe('2026年1月5日');
    expect(chineseDate('2026年')).toBe('2026年');
  });
});

describe('document references', () => {
  const secret = Buffer.from('0123456789abcdef0123456789abcdef');
  /** How references were written before they were sealed: the id in clear, then its MAC. */
  const printedBefore = (docId: string) => `${docId}.${createHmac('sm3', secret).update(`doc:${docId}`).digest().subarray(0, 16).toString('base64url')}`;

  it('reads back the id it sealed, without the id showing in the reference', () => {
    const id = 'rpt:01JH8Z6Q4M3V7K2N5P9R0T1W2X:01JH8Z6Q4M3V7K2N5P9R0T1W2Y';
    const ref = signDocumentRef(secret, id);
    expect(ref).toMatch(/^[A-Za-z0-9_-]+$/);
    for (const part of id.split(':')) expect(ref).not.toContain(part);
    expect(signDocumentRef(secret, id)).toBe(ref);
    expect(readDocumentRef(secret, ref)).toBe(id);
    expect(readDocumentRef('0123456789abcdef0123456789abcdef', ref)).toBe(id);
    expect(readDocumentRef(secret, signDocumentRef(secret, 'a.b'))).toBe('a.b');
  });

  it('refuses a tampered reference, another secret and malformed input', () => {
    const ref = signDocumentRef(secret, 'doc-1');
    const flipped = `${ref[0] === 'A' ? 'B' : 'A'}${ref.slice(1)}`;
    const lastFlipped = `${ref.slice(0, -1)}${ref.endsWith('A') ? 'B' : 'A'}`;
    expect(readDocumentRef(secret, flipped)).toBeNull();
    expect(readDocumentRef(secret, lastFlipped)).toBeNull();
    expect(readDocumentRef(Buffer.from('another secret'), ref)).toBeNull();
    for (const bad of ['', 'doc-1', `${ref}=`, `${ref}x`, ref.slice(0, -1), ref.slice(0, 22), `${ref} `]) expect(readDocumentRef(secret, bad)).toBeNull();
  });

  it('still reads references printed before they were sealed, and refuses forged ones', () => {
    const old = printedBefore('doc-1');
    expect(readDocumentRef(secret, old)).toBe('doc-1');
    const mac = old.slice('doc-1.'.length);
    const flipped = `doc-1.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    expect(readDocumentRef(secret, flipped)).toBeNull();
    expect(readDocumentRef(secret, `doc-2.${mac}`)).toBeNull();
    expect(readDocumentRef(Buffer.from('another secret'), old)).toBeNull();
    for (const bad of ['.', 'doc-1.', `.${mac}`, `${old}=`, `${old}x`, old.slice(0, -1), `doc-1.${mac}.`]) expect(readDocumentRef(secret, bad)).toBeNull();
  });
});

import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentRefOf } from '../src/modules/document/service';
import { call, dataOf, inspectionApplyOf, loginAs, refusalOf, signedGet, type Caller, type Reply, request, requestRaw } from './helpers';
import { unzip } from './support/unzip';
import { signedIn, suiteApp } from './suite';

interface Row {
  id: string;
  equipmentId: string;
  applyId: string;
  unitName: string;
  orgName: string;
  typeCode: string;
  deviceCode: string;
  inspectionKind: string;
  conclusion: string;
  inspectionDate: string;
  reportNo: string;
  printable: string[];
  ref: string;
}
type Page = { list: Row[]; count: number };

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe('inspection reports', () => {
  const t = suiteApp();
  const [demo, demo2, inspector] = signedIn(t, 'demo', 'demo2', 'inspector');
  let mine: Row[];
  let theirs: Row[];

  const reports = (who: Caller | null, body: object = {}) => request(t, who, 'report.reports', { pageNo: 1, pageSize: 100, ...body }) as Promise<Reply<Page>>;
  const stored = async (itemId: string) => {
    const item = await t.db.selectFrom('inspection_items').select('report_file_id').where('id', '=', itemId).executeTakeFirstOrThrow();
    return t.db.selectFrom('attachments').selectAll().where('id', '=', item.report_file_id).executeTakeFirstOrThrow();
  };

  beforeAll(async () => {
    mine = (await dataOf(reports(demo))).list;
    theirs = (await dataOf(reports(demo2))).list;
  });

  describe('the list', () => {
    it('shows a unit its own reports and the supervision reports of its devices, and the inspection body those it issued to every unit', async () => {
      expect(mine.length).toBeGreaterThanOrEqual(6);
      expect(theirs.length).toBeGreaterThanOrEqual(2);
      // The construction company applied for the supervision of demo's new elevator (the demo seed's).
      const [supervised, ...others] = [mine.filter((r) => r.inspectionKind === 'installSupervision'), mine.filter((r) => r.inspectionKind !== 'installSupervision')];
      expect(supervised.length).toBeGreaterThan(0);
      expect(supervised.every((r) => r.unitName === '宁波甬安电梯安装工程有限公司')).toBe(true);
      expect(others[0].every((r) => r.unitName === '宁波海曙明达物业管理有限公司')).toBe(true);
      expect(theirs.some((r) => mine.some((m) => m.id === r.id))).toBe(false);
      const body = (await dataOf(reports(inspector))).list.map((r) => r.id);
      expect(body).toEqual(expect.arrayContaining([...mine, ...theirs].map((r) => r.id)));
    });

    it('filters by report number or device code, conclusion, category, kind and inspection date', async () => {
      const one = mine[0];
      expect((await dataOf(reports(demo, { keyword: one.reportNo }))).list.map((r) => r.id)).toEqual([one.id]);
      expect((await dataOf(reports(demo, { keyword: one.deviceCode }))).list.map((r) => r.id)).toContain(one.id);
      const repass = (await dataOf(reports(demo, { conclusion: 'repass' }))).list;
      expect(repass.length).toBeGreaterThan(0);
      expect(repass.every((r) => r.conclusion === 'repass')).toBe(true);
      const elevators = (await dataOf(reports(demo, { typeCode: '3000' }))).list;
      expect(elevators.every((r) => r.typeCode === '3000')).toBe(true);
      expect((await dataOf(reports(demo, { inspectionKind: 'installSupervision' }))).list.every((r) => r.inspectionKind === 'installSupervision')).toBe(true);
      expect((await dataOf(reports(demo, { inspectionKind: 'designLife' }))).count).toBe(0);
      const ranged = (await dataOf(reports(demo, { dateFrom: one.inspectionDate, dateTo: one.inspectionDate }))).list;
      expect(ranged.every((r) => r.inspectionDate === one.inspectionDate)).toBe(true);
      expect(ranged.map((r) => r.id)).toContain(one.id);
      expect((await dataOf(reports(demo, { applyId: one.applyId }))).list.every((r) => r.applyId === one.applyId)).toBe(true);
      // Another unit's application as a filter yields nothing of it.
      expect((await dataOf(reports(demo, { applyId: theirs[0].applyId }))).count).toBe(0);
    });

    it('refuses bad filters with a message, and callers without a session or the permission', async () => {
      expect(await refusalOf(reports(demo, { dateFrom: '2026-05-01', dateTo: '2026-04-01' }))).toBe('检验日期起不能晚于检验日期止');
      expect(await refusalOf(reports(demo, { dateFrom: '2026-13-01' }))).toBe('检验日期起格式应为YYYY-MM-DD');
      expect(await refusalOf(reports(demo, { typeCode: 'boiler' }))).toBe('设备种类不正确');
      expect((await reports(null)).statusCode).toBe(401);
      expect((await reports(await loginAs(t, 'registry'))).statusCode).toBe(403);
    });
  });

  describe('one report', () => {
    it('serves the PDF byte for byte as the inspection body uploaded it', async () => {
      const res = await signedGet(t, demo, 'report.pdf', { id: mine[0].id });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const att = await stored(mine[0].id);
      expect(sha256(res.rawPayload)).toBe(att.sha256);
      expect(res.rawPayload.length).toBe(Number(att.size));
      // The demo's sample is a real PDF that says on its face that it is one.
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The inspection body reads the same bytes.
      expect(sha256((await signedGet(t, inspector, 'report.pdf', { id: mine[0].id })).rawPayload)).toBe(att.sha256);
    });

    it("refuses another unit's report, an unknown id, and a request without a token", async () => {
      const other = await signedGet(t, demo, 'report.pdf', { id: theirs[0].id });
      expect([other.statusCode, other.json().code]).toEqual([404, 'NOT_FOUND']);
      expect((await signedGet(t, demo, 'report.pdf', { id: 'no-such-report' })).statusCode).toBe(404);
      expect((await signedGet(t, demo, 'report.pdf', { id: '' })).json().errorMsg).toBe('请选择报告');
      const bare = await call(t, demo, 'GET', `/a/stone/selfService/pdf?id=${mine[0].id}`);
      expect(bare.statusCode).toBe(403);
    });
  });

  describe('documents the portal issues', () => {
    it('draws the acceptance receipt, payment notice and per-device documents as PDFs', async () => {
      const r = mine.find((x) => x.printable.includes('DYSYBJ')) ?? mine[0];
      for (const [type, itemId] of [
        ['SLD', ''],
        ['JFTZS', ''],
        ['LLDSJ', r.id],
        ['TZSXZ', r.id],
      ]) {
        const res = await signedGet(t, demo, 'report.print', { id: r.applyId, type, itemId });
        expect([type, res.statusCode, res.headers['content-type']]).toEqual([type, 200, 'application/pdf']);
        expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
      expect(r.printable).toContain('DYSYBJ');
      const mark = await signedGet(t, demo, 'report.print', { id: r.applyId, type: 'DYSYBJ', itemId: r.id });
      expect(mark.statusCode).toBe(200);
    });

    it("says why a document cannot be issued, and refuses another unit's application", async () => {
      const r = mine[0];
      const clean = mine.find((x) => !x.printable.includes('YJTZS'))!;
      expect((await signedGet(t, demo, 'report.print', { id: clean.applyId, type: 'YJTZS', itemId: clean.id })).json().errorMsg).toBe('该设备没有检验意见通知书');
      expect((await signedGet(t, demo, 'report.print', { id: r.applyId, type: 'LLDSJ' })).json().errorMsg).toBe('请选择设备');
      expect((await signedGet(t, demo, 'report.print', { id: r.applyId, type: 'XYZ' })).json().errorMsg).toBe('文书类型不正确');
      const vessel = mine.find((x) => x.typeCode !== '3000');
      if (vessel) expect((await signedGet(t, demo, 'report.print', { id: vessel.applyId, type: 'DYSYBJ', itemId: vessel.id })).json().errorMsg).toBe('使用标志仅对电梯出具');
      const own = await inspectionApplyOf(t, 'demo', 'submitted');
      expect((await signedGet(t, demo, 'report.print', { id: own.id, type: 'SLD' })).json().errorMsg).toBe('报检申请尚未受理，没有受理单');
      const foreign = await signedGet(t, demo, 'report.print', { id: theirs[0].applyId, type: 'SLD' });
      expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'NOT_FOUND']);
    });

    // Text extracts even when glyphs do not render: each page is drawn to a PNG (REPORT_PNG_DIR keeps them to look at).
    it.skipIf(!existsSync('/usr/bin/pdftoppm'))('draws every document as a page that renders', async () => {
      const dir = process.env.REPORT_PNG_DIR ?? join(t.config.dataDir, 'png');
      mkdirSync(dir, { recursive: true });
      // A report of the demo seed's real samples (demo-reports.ts numbers them BG…).
      const r = mine.find((x) => x.printable.includes('DYSYBJ') && x.reportNo.startsWith('BG'))!;
      const docs: Array<[string, Record<string, string>]> = [
        ['SLD', { type: 'SLD' }],
        ['JFTZS', { type: 'JFTZS' }],
        ['LLDSJ', { type: 'LLDSJ', itemId: r.id }],
        ['DYSYBJ', { type: 'DYSYBJ', itemId: r.id }],
        ['TZSXZ', { type: 'TZSXZ', itemId: r.id }],
      ];
      for (const [name, q] of docs) {
        const pdf = join(dir, `${name}.pdf`);
        writeFileSync(pdf, (await signedGet(t, demo, 'report.print', { id: r.applyId, ...q })).rawPayload);
        execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(dir, name)]);
      }
      writeFileSync(join(dir, 'report.pdf'), (await signedGet(t, demo, 'report.pdf', { id: r.id })).rawPayload);
      execFileSync('pdftoppm', ['-png', '-r', '60', join(dir, 'report.pdf'), join(dir, 'report')]);
      expect(readdirSync(dir).filter((f) => f.endsWith('.png'))).toHaveLength(docs.length + 1);
    });

    it('uses the labels administrators give the document types', async () => {
      await t.db.updateTable('dict_items').set({ label: '检验联系单' }).where('type', '=', 'inspection_document').where('value', '=', 'LLDSJ').execute();
      const res = await signedGet(t, demo, 'report.print', { id: mine[0].applyId, type: 'LLDSJ', itemId: mine[0].id });
      expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('检验联系单-');
      await t.db.updateTable('dict_items').set({ label: '检验联络单' }).where('type', '=', 'inspection_document').where('value', '=', 'LLDSJ').execute();
    });
  });

  describe('a line of the inspection history', () => {
    const record = (who: Caller, body: object) => requestRaw(t, who, 'report.record', body);

    it('shows the line and the report of the concluded inspection it came from', async () => {
      const r = mine[0];
      const line = await t.db.selectFrom('equipment_inspections').select('id').where('source_id', '=', r.id).executeTakeFirstOrThrow();
      const v = await dataOf(record(demo, { equipmentId: r.equipmentId, id: line.id }) as Promise<Reply<{ line: { reportNo: string }; report: Row | null }>>);
      expect(v.line.reportNo).toBe(r.reportNo);
      expect(v.report?.id).toBe(r.id);
    });

    it("refuses another unit's device, and a line of another device", async () => {
      const r = mine[0];
      const line = await t.db.selectFrom('equipment_inspections').select('id').where('source_id', '=', r.id).executeTakeFirstOrThrow();
      expect((await record(demo2, { equipmentId: r.equipmentId, id: line.id })).statusCode).toBe(404);
      expect((await record(demo, { equipmentId: mine.find((x) => x.equipmentId !== r.equipmentId)!.equipmentId, id: line.id })).statusCode).toBe(404);
      expect(await refusalOf(record(demo, { equipmentId: r.equipmentId }))).toBe('请选择检验记录');
    });
  });

  describe('the verification page', () => {
    const verify = (ref: string) => call(t, null, 'GET', `/a/stone/document/verify?ref=${encodeURIComponent(ref)}`);

    it("shows a report's number, device, conclusion and dates, and whether the signed PDF is still in force", async () => {
      const r = mine[0];
      const v = (await verify(r.ref)).json().data;
      expect(v).toMatchObject({ kind: 'report', reportNo: r.reportNo, deviceCode: r.deviceCode, inspectionDate: r.inspectionDate, state: 'valid', stateLabel: '有效' });
      expect(v.conclusionLabel).toBeTruthy();
      expect(JSON.stringify(v)).not.toContain(r.unitName);
      const att = await stored(r.id);
      await t.db.updateTable('inspection_items').set({ report_file_id: 'replaced' }).where('id', '=', r.id).execute();
      expect((await verify(r.ref)).json().data).toMatchObject({ state: 'withdrawn', stateLabel: '已撤回' });
      await t.db.updateTable('inspection_items').set({ report_file_id: att.id }).where('id', '=', r.id).execute();
    });

    it('gives a reference that names no internal id, and still verifies one printed the old way', async () => {
      const r = mine[0];
      const att = await stored(r.id);
      for (const id of [r.id, r.applyId, r.equipmentId, att.id]) expect(r.ref).not.toContain(id);
      // Before references were sealed a QR code carried `rpt:<item>:<file>` in clear with its MAC.
      const named = `rpt:${r.id}:${att.id}`;
      const printed = `${named}.${createHmac('sm3', t.ctx.documentRefKey).update(`doc:${named}`).digest().subarray(0, 16).toString('base64url')}`;
      expect((await verify(printed)).json().data).toMatchObject({ kind: 'report', reportNo: r.reportNo, state: 'valid' });
    });

    it('names the application and device of a document the portal issued, and refuses a forged reference', async () => {
      const r = mine[0];
      const v = (await verify(documentRefOf(t.ctx, 'ins', `TZSXZ:${r.applyId}:${r.id}`))).json().data;
      expect(v).toMatchObject({ kind: 'inspectionDoc', kindLabel: '通知书', deviceCode: r.deviceCode, orgName: r.orgName });
      const forged = `rpt:${r.id}:x.${'A'.repeat(22)}`;
      expect((await verify(forged)).statusCode).toBe(404);
    });
  });

  describe('the batch zip', () => {
    it('streams the chosen reports with a manifest naming every file and every id left out with the reason', async () => {
      const ids = mine.slice(0, 4).map((r) => r.id);
      // A name a company typed that a spreadsheet program would run as a formula.
      const { product_name } = await t.db.selectFrom('inspection_items').select('product_name').where('id', '=', ids[0]).executeTakeFirstOrThrow();
      await t.db.updateTable('inspection_items').set({ product_name: '=HYPERLINK("http://x")' }).where('id', '=', ids[0]).execute();
      const res = await signedGet(t, demo, 'report.exportZip', { seisns: [...ids, theirs[0].id, 'no-such-report'].join(','), type: 'report', checkcodes: '' });
      await t.db.updateTable('inspection_items').set({ product_name }).where('id', '=', ids[0]).execute();
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/zip']);
      const files = unzip(res.rawPayload);
      const pdfs = [...files.keys()].filter((n) => n.endsWith('.pdf'));
      expect(pdfs).toHaveLength(4);
      for (const r of mine.slice(0, 4)) {
        const name = pdfs.find((n) => n.startsWith(r.reportNo))!;
        expect(sha256(files.get(name)!)).toBe((await stored(r.id)).sha256);
      }
      const manifest = files.get('清单.csv')!.toString('utf8');
      for (const name of pdfs) expect(manifest).toContain(name);
      expect(manifest).toContain(`${theirs[0].id},未找到该报告`);
      expect(manifest).toContain('no-such-report,未找到该报告');
      expect(manifest).toContain(`,"'=HYPERLINK(""http://x"")"\r\n`);
    });

    it('issues the opinion notice of a device concluded with defects, alone and in a batch', async () => {
      const noticed = mine.find((x) => x.printable.includes('YJTZS'));
      expect(noticed).toBeDefined();
      const one = await signedGet(t, demo, 'report.print', { id: noticed!.applyId, type: 'YJTZS', itemId: noticed!.id });
      expect([one.statusCode, one.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
      const clean = mine.find((x) => !x.printable.includes('YJTZS'))!;
      const files = unzip((await signedGet(t, demo, 'report.exportZip', { seisns: `${noticed!.id},${clean.id}`, type: 'YJTZS' })).rawPayload);
      expect([...files.keys()].filter((n) => n.startsWith('检验意见通知书-'))).toHaveLength(1);
    });

    it('zips one generated document of each report by type', async () => {
      const ids = mine.slice(0, 2).map((r) => r.id);
      const files = unzip((await signedGet(t, demo, 'report.exportZip', { seisns: ids.join(','), type: 'TZSXZ' })).rawPayload);
      expect([...files.keys()].filter((n) => n.startsWith('通知书-'))).toHaveLength(2);
    });

    it("refuses a wrong type, too many ids, and a batch of which nothing is the caller's", async () => {
      const id = mine[0].id;
      expect((await signedGet(t, demo, 'report.exportZip', { seisns: id, type: 'pdf' })).json().errorMsg).toBe('下载类型不正确');
      const many = Array.from({ length: 501 }, (_, n) => `id${n}`).join(',');
      expect((await signedGet(t, demo, 'report.exportZip', { seisns: many })).json().errorMsg).toBe('一次最多下载500份报告，请分批下载');
      expect((await signedGet(t, demo, 'report.exportZip', { seisns: ' , ' })).json().errorMsg).toBe('请选择报告');
      const foreign = (await signedGet(t, demo, 'report.exportZip', { seisns: theirs.map((r) => r.id).join(',') })).json();
      expect([foreign.success, foreign.code, foreign.errorMsg]).toEqual([false, 'NOT_FOUND', '所选报告不存在']);
    });
  });
});

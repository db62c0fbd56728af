import { CODE_ELSEWHERE, CODE_OWN_DUPLICATE } from '@portal/contract';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { listRegistries, issueCertNo } from '../src/modules/registry/service';
import { newId, nowIso } from '../src/platform/ids';
import { AJAX, loginAs, multipart, signedGet, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

const ELEVATOR = {
  typeCode: '3000',
  catalogueCode: '3110',
  deviceCode: '311010339201277001',
  registerCode: '',
  certNo: '梯11浙B07701(12)',
  productName: '乘客电梯',
  model: 'GeN2-MR',
  productNo: 'NB2012-7701',
  manufacturer: '宁波申菱电梯有限公司',
  manufactureDate: '2012-03',
  areaCode: '330203',
  address: '宁波市海曙区中山西路138号',
  internalNo: '7号楼1号梯',
  useStatus: 'inUse',
  maintenanceUnit: '宁波北仑港城电梯工程有限公司',
  params: { ratedLoad: '1000', ratedSpeed: '1.75', floors: '18', stops: '18', doors: '18', usePlace: '住宅小区' },
};

describe('device codes and certificate numbers mean one thing', () => {
  const t = suiteApp();
  const [demo, demo2] = signedIn(t, 'demo', 'demo2');
  let demoUnitName: string;
  beforeAll(async () => {
    const added = (await requestRaw(t, demo, 'equipment.add', ELEVATOR)).json();
    expect(added.errorMsg ?? '').toBe('');
    demoUnitName = added.data.unitName;
  });

  const add = (who: Caller, over: object) => requestRaw(t, who, 'equipment.add', { ...ELEVATOR, ...over });
  const found = async (who: Caller, filter: object) => (await request(t, who, 'equipment.findPage', { pageNo: 1, pageSize: 10, ...filter })).json().data;

  it('finds a record by a number typed full-width with a Chinese input method, or with spaces and small letters', async () => {
    expect((await found(demo, { certNo: '梯１１浙Ｂ０７７０１（１２）' })).list.map((r: { certNo: string }) => r.certNo)).toEqual(['梯11浙B07701(12)']);
    expect((await found(demo, { certNo: '浙b 07701' })).count).toBe(1);
    expect((await found(demo, { deviceCode: '３１１０１０３３９２０１２７７' })).count).toBe(1);
    // Every other list searched by a code compares the same form: the rescue report's choice of elevators.
    const elevators = async (keyword: string) =>
      (await request(t, demo, 'rescue.elevators', { pageNo: 1, pageSize: 10, keyword })).json().data.list.map((r: { certNo: string }) => r.certNo);
    const certNo = (await elevators('')).find(Boolean) as string;
    const fullWidth = certNo.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).toLowerCase();
    expect(fullWidth).not.toBe(certNo);
    expect(await elevators(fullWidth)).toEqual([certNo]);
  });

  it('refuses a device code or certificate number another company holds, without naming it; the same company gets its own message', async () => {
    const elsewhere = (await add(demo2, { deviceCode: ELEVATOR.deviceCode, certNo: '', internalNo: '1号梯' })).json();
    expect(elsewhere).toMatchObject({ success: false, errorMsg: CODE_ELSEWHERE.deviceCode });
    expect(elsewhere.errorMsg).not.toContain(demoUnitName);
    expect((await add(demo2, { deviceCode: '311010339201277002', certNo: '梯11浙Ｂ07701（12）' })).json().errorMsg).toBe(CODE_ELSEWHERE.certNo);
    expect((await add(demo, { certNo: '' })).json().errorMsg).toBe(CODE_OWN_DUPLICATE.deviceCode);
    expect((await add(demo, { deviceCode: '311010339201277003' })).json().errorMsg).toBe(CODE_OWN_DUPLICATE.certNo);
    // A scrapped device no longer holds its code: the device may be registered again.
    expect((await add(demo2, { useStatus: 'scrapped', certNo: '' })).json().success).toBe(true);
  });

  it('lets empty and placeholder numbers repeat', async () => {
    expect((await add(demo, { deviceCode: '', certNo: '/' })).json().success).toBe(true);
    expect((await add(demo2, { deviceCode: '', certNo: '／' })).json().success).toBe(true);
    expect((await add(demo2, { deviceCode: '', certNo: '-' })).json().success).toBe(true);
  });

  it('refuses a taken code row by row in an import', async () => {
    const res = await signedGet(t, demo2, 'equipment.importTemplate', { typeCode: '3000' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const example = (sheet.getRow(2).values as unknown[]).slice(1) as string[];
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const row = (patch: Record<string, string>) => example.map((v, i) => patch[headers[i]] ?? v);
    sheet.spliceRows(2, 1);
    sheet.addRow(row({ 设备代码: '311010339201277010', 使用登记证编号: '' }));
    sheet.addRow(row({ 设备代码: ELEVATOR.deviceCode, 使用登记证编号: '' }));
    const { payload, headers: h } = multipart({}, [{ filename: 'import.xlsx', content: Buffer.from(await book.xlsx.writeBuffer()) }]);
    const preview = (await t.app.inject({ method: 'POST', url: '/a/stone/eqm/importPreview?typeCode=3000', payload, headers: { ...AJAX, ...h, cookie: demo2.cookie } })).json()
      .data;
    expect(preview.valid).toBe(1);
    expect(preview.errors).toEqual([{ row: 3, column: '设备代码', message: CODE_ELSEWHERE.deviceCode }]);
  });

  it('skips a number a company typed in when the registry issues the next one', async () => {
    const registry = (await listRegistries(t.ctx)).find((r) => r.sample.startsWith('梯11'))!;
    expect((await add(demo, { deviceCode: '311010339201277020', certNo: registry.sample })).json().success).toBe(true);
    const issued = await t.ctx.db.transaction().execute((trx) => issueCertNo({ ...t.ctx, db: trx }, registry.id, '3000', '3110'));
    expect(issued).not.toBe(registry.sample);
    expect(issued.slice(0, 5)).toBe(registry.sample.slice(0, 5));
  });

  it('lists codes stored twice before the rule for administrators only', async () => {
    // Two records written before the rule held: straight into the table.
    const unit2 = (await t.ctx.db.selectFrom('users').select('unit_id').where('login_name', '=', 'demo2').executeTakeFirstOrThrow()).unit_id;
    const now = nowIso();
    const legacy = await t.ctx.db.selectFrom('equipment').selectAll().where('device_code', '=', ELEVATOR.deviceCode).where('use_status', '=', 'inUse').executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('equipment')
      .values({ ...legacy, id: newId(), unit_id: unit2, cert_no: '', cert_no_key: '', device_code: '311010339201277001 ', created_at: now, updated_at: now })
      .execute();
    const admin = await loginAs(t, 'admin');
    const list = (await request(t, admin, 'equipment.duplicateCodes', { pageNo: 1, pageSize: 10 })).json();
    expect(list.errorMsg ?? '').toBe('');
    // The demo seed's own legacy pair, and the pair written above.
    expect(list.data.count).toBe(2);
    const pair = list.data.list.find((c: { code: string }) => c.code === ELEVATOR.deviceCode);
    expect(pair.records).toHaveLength(2);
    expect((await request(t, demo, 'equipment.duplicateCodes', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await request(t, null, 'equipment.duplicateCodes', { pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
  });
});

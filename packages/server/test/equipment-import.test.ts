import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AJAX, call, createTestApp, loginAs, multipart, SAMPLE, type Caller, type TestApp } from './helpers';

describe('equipment import', () => {
  let t: TestApp;
  let demo: Caller;
  beforeAll(async () => {
    t = await createTestApp({ ATTACHMENT_MAX_MB: '20' });
    demo = await loginAs(t, 'demo');
  });
  afterAll(() => t.close());

  const template = async (typeCode: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/a/stone/eqm/importTemplate?typeCode=${typeCode}`, headers: { cookie: demo.cookie } });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return book;
  };
  const upload = async (who: Caller, typeCode: string, content: Buffer, filename = 'import.xlsx') => {
    const { payload, headers } = multipart({}, [{ filename, content }]);
    return t.app.inject({ method: 'POST', url: `/a/stone/eqm/importPreview?typeCode=${typeCode}`, payload, headers: { ...AJAX, ...headers, cookie: who.cookie } });
  };
  const toBuffer = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());
  const count = async () => (await call(t, demo, 'POST', '/a/stone/eqm/findPage', { pageNo: 1, pageSize: 1 })).json().data.count;

  it('offers a template with Chinese headers, required marks and a filled example row that passes', async () => {
    const book = await template('3000');
    const sheet = book.worksheets[0];
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers).toEqual(expect.arrayContaining(['*设备类别/品种', '*设备名称', '设备代码', '额定载重量（kg）', '安全保护部件（名称,型号规格,产品编号,制造单位;…）']));
    expect(book.worksheets[1].name).toBe('填写说明');
    const before = await count();
    const preview = (await upload(demo, '3000', await toBuffer(book))).json().data;
    expect(preview).toMatchObject({ total: 1, valid: 1, errors: [] });
    expect((await call(t, demo, 'POST', '/a/stone/eqm/importConfirm', { importId: preview.importId })).json().data.inserted).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('reports every bad row with its number and writes only the good rows after confirmation', async () => {
    const book = await template('3000');
    const sheet = book.worksheets[0];
    const example = (sheet.getRow(2).values as unknown[]).slice(1) as string[];
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const col = (h: string) => headers.indexOf(h);
    const row = (patch: Record<string, string>) => example.map((v, i) => patch[headers[i]] ?? v);
    sheet.spliceRows(2, 1);
    sheet.addRow(row({ 设备代码: '311033101201900101', '*设备类别/品种': '曳引驱动乘客电梯', '*使用地点所在区域': '江北区' }));
    sheet.addRow(row({ 设备代码: '311033101201900102', '*设备类别/品种': '3100' }));
    sheet.addRow(row({ 设备代码: '311033101201900103', '额定速度（m/s）': 'fast' }));
    sheet.addRow(row({ 设备代码: '311033101201900101' }));
    sheet.addRow(row({ 设备代码: '311033101201900104', '*制造日期': '2019年6月' }));
    expect(col('*设备类别/品种')).toBeGreaterThanOrEqual(0);
    const before = await count();
    const preview = (await upload(demo, '3000', await toBuffer(book))).json().data;
    expect(preview.total).toBe(5);
    expect(preview.valid).toBe(1);
    expect(preview.errors).toEqual([
      { row: 3, message: '设备品种：请选择到最后一级' },
      { row: 4, message: '额定速度：请输入数字' },
      { row: 5, message: '设备代码与第2行重复' },
      { row: 6, message: '制造日期格式应为YYYY-MM或YYYY-MM-DD' },
    ]);
    expect(preview.sample[0]).toMatchObject({ row: 2, catalogueCode: '3110', deviceCode: '311033101201900101' });
    expect(await count()).toBe(before);
    await call(t, demo, 'POST', '/a/stone/eqm/importConfirm', { importId: preview.importId });
    expect(await count()).toBe(before + 1);
    expect((await call(t, demo, 'POST', '/a/stone/eqm/importConfirm', { importId: preview.importId })).json().errorMsg).toBe('导入批次已失效，请重新上传');
  });

  it('reads a table parameter from one cell', async () => {
    const book = await template('1000');
    const preview = (await upload(demo, '1000', await toBuffer(book))).json().data;
    expect(preview).toMatchObject({ valid: 1, errors: [] });
    await call(t, demo, 'POST', '/a/stone/eqm/importConfirm', { importId: preview.importId });
    const { list } = (await call(t, demo, 'POST', '/a/stone/eqm/findPage', { pageNo: 1, pageSize: 5, typeCode: '1000', deviceCode: '1100' })).json().data;
    const detail = (await call(t, demo, 'POST', '/a/stone/eqm/get', { id: list[0].id })).json().data;
    expect(detail.params.safetyValves).toEqual([{ model: 'A48Y-16C', spec: 'DN50', count: '2', maker: '浙江阀门厂' }]);
  });

  it('refuses a file that is not a spreadsheet, a sheet with other headers, and an oversized file', async () => {
    expect((await upload(demo, '3000', SAMPLE.pdf, 'x.xlsx')).json().errorMsg).toBe('无法读取该文件，请使用下载的模板（.xlsx）填写后上传');
    const other = await template('2000');
    expect((await upload(demo, '3000', await toBuffer(other))).json().data.errors).toEqual([{ row: 2, message: '设备品种与设备种类不符' }]);
    const renamed = await template('3000');
    const header = renamed.worksheets[0].getRow(1);
    header.getCell((header.values as string[]).indexOf('*设备名称')).value = '名称';
    expect((await upload(demo, '3000', await toBuffer(renamed))).json().errorMsg).toBe('表头与模板不一致，缺少列：设备名称。请下载电梯的导入模板');
    const big = await upload(demo, '3000', Buffer.alloc(11 * 1024 * 1024, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().errorMsg).toBe('导入文件不能超过10MB');
    expect((await upload(demo, 'abc', SAMPLE.pdf)).json().errorMsg).toBe('请选择设备种类');
  });

  it('keeps a preview to the user who made it, and the import to enterprise users', async () => {
    const preview = (await upload(demo, '3000', await toBuffer(await template('3000')))).json().data;
    const demo2 = await loginAs(t, 'demo2');
    expect((await call(t, demo2, 'POST', '/a/stone/eqm/importConfirm', { importId: preview.importId })).json().errorMsg).toBe('导入批次已失效，请重新上传');
    const inspector = await loginAs(t, 'inspector');
    expect((await upload(inspector, '3000', SAMPLE.pdf)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/a/stone/eqm/importTemplate?typeCode=3000' })).statusCode).toBe(401);
  });
});

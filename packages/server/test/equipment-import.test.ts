import { EQUIPMENT_FIELD_LABELS, EQUIPMENT_TYPES, TECH_PARAMS, requiredFields } from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AJAX, loginAs, multipart, SAMPLE, signedGet, type Caller, request } from './helpers';
import { signedIn, suiteApp } from './suite';

const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as string[]).slice(1);
const COMMON_LABELS = new Set(Object.values(EQUIPMENT_FIELD_LABELS));
/** A header as the form names the field: a common field's label, or a parameter's label without its unit or table columns. */
const fieldName = (typeCode: keyof typeof TECH_PARAMS, header: string) => {
  const h = header.replace(/^\*/, '');
  return COMMON_LABELS.has(h) ? h : (TECH_PARAMS[typeCode].find((p) => h === p.label || h.startsWith(`${p.label}（`))?.label ?? h);
};

describe('equipment import', () => {
  const t = suiteApp({ ATTACHMENT_MAX_MB: '20' });
  const [demo] = signedIn(t, 'demo');

  const template = async (typeCode: string) => {
    const res = await signedGet(t, demo, 'equipment.importTemplate', { typeCode });
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
  const problemsOf = async (who: Caller, importId: string) => {
    const res = await signedGet(t, who, 'equipment.importProblems', { importId });
    if (res.headers['content-type']?.toString().includes('json')) return { error: res.json().errorMsg as string };
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { book, disposition: String(res.headers['content-disposition']) };
  };
  const count = async () => (await request(t, demo, 'equipment.findPage', { pageNo: 1, pageSize: 1 })).json().data.count;

  it('offers a template with Chinese headers, required marks and a filled example row that passes', async () => {
    const book = await template('3000');
    const sheet = book.worksheets[0];
    const headers = headersOf(sheet);
    expect(headers).toEqual(
      expect.arrayContaining(['*设备类别/品种', '*设备名称', '设备代码', '*单位内编号', '*维保单位', '*额定载重量（kg）', '安全保护部件（名称,型号规格,产品编号,制造单位;…）']),
    );
    // A parameter of some varieties only says which, in a note on its header.
    expect(sheet.getRow(1).getCell(headers.indexOf('*额定载重量（kg）') + 1).note).toBe('仅以下类别/品种必填，其他品种请留空：曳引与强制驱动电梯、液压驱动电梯、其它类型电梯');
    expect(book.worksheets.map((w) => w.name)).toEqual(['电梯导入', '可选值', '填写说明']);
    const before = await count();
    const preview = (await upload(demo, '3000', await toBuffer(book))).json().data;
    expect(preview).toMatchObject({ total: 1, valid: 1, errors: [] });
    expect((await request(t, demo, 'equipment.importConfirm', { importId: preview.importId })).json().data.inserted).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('stars exactly the columns the form requires, in every category', async () => {
    for (const typeCode of Object.values(EQUIPMENT_TYPES)) {
      const starred = headersOf((await template(typeCode)).worksheets[0])
        .filter((h) => h.startsWith('*'))
        .map((h) => fieldName(typeCode, h));
      const required = [
        ...[...requiredFields(typeCode)].filter((f) => f !== 'typeCode').map((f) => EQUIPMENT_FIELD_LABELS[f]),
        ...TECH_PARAMS[typeCode].filter((p) => p.required || (p.minRows ?? 0) > 0).map((p) => p.label),
      ];
      expect([typeCode, starred.sort()]).toEqual([typeCode, required.sort()]);
    }
  });

  it('lists the allowed values of every coded column on a second sheet, offered as a drop-down in the data rows', async () => {
    const book = await template('2000');
    const values = book.getWorksheet('可选值')!;
    const columns = headersOf(values);
    expect(columns).toEqual(['设备类别/品种', '使用地点所在区域', '使用状态', '检验结论', '压力容器类别', '安装型式']);
    const list = (title: string) => (values.getColumn(columns.indexOf(title) + 1).values as string[]).slice(2).filter(Boolean);
    expect(list('设备类别/品种')).toEqual(expect.arrayContaining(['2150 第二类压力容器', '2310 无缝气瓶', '2410 医用氧舱']));
    // Only the category's last levels: no class, no other category.
    expect(list('设备类别/品种').some((v) => v.startsWith('2100') || v.startsWith('3'))).toBe(false);
    expect(list('使用地点所在区域')).toContain('330203 海曙区');
    expect(list('使用状态')).toEqual(['在用', '停用', '报废', '拆除', '注销', '移装', '未投入使用']);
    expect(list('压力容器类别')).toEqual(['Ⅰ类', 'Ⅱ类', 'Ⅲ类', '超高压']);

    const sheet = book.worksheets[0];
    const letter = sheet.getColumn(headersOf(sheet).indexOf('*使用状态') + 1).letter;
    const validations = (sheet as unknown as { dataValidations: { model: Record<string, { type: string; formulae: string[] }> } }).dataValidations.model;
    // Every row an import may hold offers the list, the first and the last.
    for (const at of [2, 5001]) expect(validations[`${letter}${at}`]).toMatchObject({ type: 'list', formulae: [`'可选值'!$C$2:$C$8`] });
  });

  it('reports every problem of every row with its column, and gives the refused rows back annotated to fix and upload again', async () => {
    const book = await template('3000');
    const sheet = book.worksheets[0];
    const example = (sheet.getRow(2).values as unknown[]).slice(1) as string[];
    const headers = headersOf(sheet);
    const row = (patch: Record<string, string>) => example.map((v, i) => patch[headers[i]] ?? v);
    sheet.spliceRows(2, 1);
    sheet.addRow(row({ 设备代码: '311033101201900201' }));
    sheet.addRow(row({ 设备代码: '311033101201900202', '*设备名称': '', '*制造日期': '', '*额定速度（m/s）': 'fast', '*单位内编号': '' }));
    const preview = (await upload(demo, '3000', await toBuffer(book))).json().data;
    expect(preview).toMatchObject({ total: 2, valid: 1 });
    expect(preview.errors).toEqual([
      { row: 3, column: '设备名称', message: '请填写设备名称' },
      { row: 3, column: '制造日期', message: '请填写制造日期' },
      { row: 3, column: '单位内编号', message: '请填写单位内编号（电梯必填）' },
      { row: 3, column: '额定速度（m/s）', message: '额定速度：请输入数字' },
    ]);

    // The good row goes in; the refused one can still be had back, annotated.
    await request(t, demo, 'equipment.importConfirm', { importId: preview.importId });
    const { book: annotated, disposition } = await problemsOf(demo, preview.importId);
    expect(disposition).toContain(encodeURIComponent('电梯导入问题行.xlsx'));
    const back = annotated!.worksheets[0];
    const backHeaders = headersOf(back);
    expect(backHeaders.slice(-2)).toEqual(['原行号', '问题说明']);
    expect(back.rowCount).toBe(2);
    const line = back.getRow(2);
    const cell = (h: string) => line.getCell(backHeaders.indexOf(h) + 1);
    expect(cell('设备代码').value).toBe('311033101201900202');
    expect(cell('原行号').value).toBe(3);
    expect(cell('问题说明').value).toBe('设备名称：请填写设备名称；制造日期：请填写制造日期；单位内编号：请填写单位内编号（电梯必填）；额定速度（m/s）：额定速度：请输入数字');
    expect([cell('*设备名称').note, (cell('*设备名称').fill as ExcelJS.FillPattern).fgColor?.argb]).toEqual(['请填写设备名称', 'FFFFC7CE']);
    expect(cell('*额定速度（m/s）').note).toBe('额定速度：请输入数字');
    expect(cell('*设备类别/品种').note).toBeUndefined();

    // Fixed where it says, the same file goes back in; its annotation columns are left alone.
    cell('*设备名称').value = '乘客电梯';
    cell('*制造日期').value = '2019-06';
    cell('*额定速度（m/s）').value = '1.75';
    cell('*单位内编号').value = '2号楼1号梯';
    const again = (await upload(demo, '3000', await toBuffer(annotated!))).json().data;
    expect(again).toMatchObject({ total: 1, valid: 1, errors: [] });
    expect((await problemsOf(demo, again.importId)).error).toBe('这次上传的表格没有有问题的行');

    // The annotated rows are the user's own.
    expect((await problemsOf(await loginAs(t, 'demo2'), preview.importId)).error).toBe('导入批次已失效，请重新上传');
    expect(
      (await t.app.inject({ method: 'GET', url: `/a/stone/eqm/importProblems?importId=${preview.importId}`, headers: { cookie: (await loginAs(t, 'inspector')).cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('holds a vessel’s class to its variety, as the form does', async () => {
    const book = await template('2000');
    const sheet = book.worksheets[0];
    const headers = headersOf(sheet);
    sheet.getRow(2).getCell(headers.indexOf('*压力容器类别') + 1).value = 'Ⅲ类';
    sheet.getRow(2).getCell(headers.indexOf('设备代码') + 1).value = '';
    const preview = (await upload(demo, '2000', await toBuffer(book))).json().data;
    expect(preview.errors).toEqual([{ row: 2, column: '压力容器类别', message: '压力容器类别与设备品种不符，应为Ⅱ类' }]);
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
    sheet.addRow(row({ 设备代码: '311033101201900103', '*额定速度（m/s）': 'fast' }));
    sheet.addRow(row({ 设备代码: '311033101201900101' }));
    sheet.addRow(row({ 设备代码: '311033101201900104', '*制造日期': '2019年6月' }));
    expect(col('*设备类别/品种')).toBeGreaterThanOrEqual(0);
    const before = await count();
    const preview = (await upload(demo, '3000', await toBuffer(book))).json().data;
    expect(preview.total).toBe(5);
    expect(preview.valid).toBe(1);
    expect(preview.errors).toEqual([
      { row: 3, column: '设备类别/品种', message: '设备品种：请选择到最后一级' },
      { row: 4, column: '额定速度（m/s）', message: '额定速度：请输入数字' },
      { row: 5, column: '设备代码', message: '设备代码与第2行重复' },
      { row: 6, column: '制造日期', message: '制造日期格式应为YYYY-MM或YYYY-MM-DD' },
    ]);
    expect(preview.sample[0]).toMatchObject({ row: 2, catalogueCode: '3110', deviceCode: '311033101201900101' });
    expect(await count()).toBe(before);
    await request(t, demo, 'equipment.importConfirm', { importId: preview.importId });
    expect(await count()).toBe(before + 1);
    expect((await request(t, demo, 'equipment.importConfirm', { importId: preview.importId })).json().errorMsg).toBe('导入批次已失效，请重新上传');
  });

  it('reads a table parameter from one cell', async () => {
    const book = await template('1000');
    const preview = (await upload(demo, '1000', await toBuffer(book))).json().data;
    expect(preview).toMatchObject({ valid: 1, errors: [] });
    await request(t, demo, 'equipment.importConfirm', { importId: preview.importId });
    const { list } = (await request(t, demo, 'equipment.findPage', { pageNo: 1, pageSize: 5, typeCode: '1000', deviceCode: '1100' })).json().data;
    const detail = (await request(t, demo, 'equipment.get', { id: list[0].id })).json().data;
    expect(detail.params.safetyValves).toEqual([{ model: 'A48Y-16C', spec: 'DN50', count: '2', maker: '浙江阀门厂' }]);
  });

  it('refuses a file that is not a spreadsheet, a sheet with other headers, and an oversized file', async () => {
    expect((await upload(demo, '3000', SAMPLE.pdf, 'x.xlsx')).json().errorMsg).toBe('无法读取该文件，请使用下载的模板（.xlsx）填写后上传');
    const other = await template('2000');
    expect((await upload(demo, '3000', await toBuffer(other))).json().errorMsg).toBe(
      '表头与模板不一致，缺少列：额定载重量（kg）、额定速度（m/s）、层数（层）、站数（站）、门数（个）、电梯使用场所、名义速度（m/s）、倾斜角（°）、名义宽度（mm）、提升高度或使用区段长度（m）。请下载电梯的导入模板',
    );
    const vesselAsElevator = await template('3000');
    const example = vesselAsElevator.worksheets[0].getRow(2);
    example.getCell(headersOf(vesselAsElevator.worksheets[0]).indexOf('*设备类别/品种') + 1).value = '2150';
    example.getCell(headersOf(vesselAsElevator.worksheets[0]).indexOf('设备代码') + 1).value = '';
    expect((await upload(demo, '3000', await toBuffer(vesselAsElevator))).json().data.errors).toEqual([{ row: 2, column: '设备类别/品种', message: '设备品种与设备种类不符' }]);
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
    expect((await request(t, demo2, 'equipment.importConfirm', { importId: preview.importId })).json().errorMsg).toBe('导入批次已失效，请重新上传');
    const inspector = await loginAs(t, 'inspector');
    expect((await upload(inspector, '3000', SAMPLE.pdf)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/a/stone/eqm/importTemplate?typeCode=3000' })).statusCode).toBe(401);
  });
});

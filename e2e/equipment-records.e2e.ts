import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { pdfFile, throttleUploads } from './support/files';
import { DEMO, login, path, tabTitles, usePortal } from './support/portal';

/** Serial numbers of this run, so records never collide with an earlier run's. */
const RUN = String(Date.now()).slice(-5);
const deviceCode = (variety: string, maker: string, n: number) => `${variety}${maker}2020${String((Number(RUN) + n) % 100000).padStart(5, '0')}`;

/** The header our pages send; the server refuses state changes without it. */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

const form = (page: Page) => page.locator('.eqr-form');
const item = (page: Page, label: string) => form(page).locator('.ant-form-item', { has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** Picks a path in the cascader of a field, one level per label. */
async function cascade(page: Page, field: Locator, ...labels: string[]): Promise<void> {
  await field.locator('.area-cascader, .catalogue-select').click();
  for (const [level, label] of labels.entries())
    await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item', { hasText: label }).first().click();
  await page.keyboard.press('Escape');
}

/** Picks an option of a select by its exact label. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${option}"]`).click();
}

async function fillCommon(page: Page, v: { name: string; model: string; productNo: string; deviceCode: string; address: string }): Promise<void> {
  await form(page).locator('#productName').fill(v.name);
  await form(page).locator('#model').fill(v.model);
  await form(page).locator('#productNo').fill(v.productNo);
  await form(page).locator('#manufacturer').fill('宁波申菱电梯有限公司');
  await form(page).locator('#manufactureDate').fill('2020-05');
  await form(page).locator('#deviceCode').fill(v.deviceCode);
  await cascade(page, item(page, '使用地点所在区域'), '浙江省', '宁波市', '海曙区');
  await form(page).locator('#address').fill(v.address);
  await form(page).locator('#lastInspectionDate').fill('2025-12-01');
  await page.keyboard.press('Enter');
}

const save = (page: Page) => form(page).getByRole('button', { name: '保存' }).click();
/** A field's error under it, once the 500 ms check has run. */
const fieldError = (page: Page, label: string) => item(page, label).locator('.ant-form-item-explain-error');
const detailValue = (page: Page, label: string) => page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::*[1]');

/** The shown page (kept-alive tabs stay in the page, hidden). */
const view = (page: Page) => page.locator('.page-card:visible').first();
/** Waits until the shown list has loaded and says how many records it has. */
async function listTotal(page: Page): Promise<number> {
  const total = view(page).locator('.ant-pagination-total-text');
  await total.waitFor();
  await expect.poll(() => view(page).locator('.ant-spin-spinning').count()).toBe(0);
  return Number(/共 (\d+) 台设备/.exec((await total.textContent()) ?? '')?.[1]);
}

/** A workbook a test downloaded, read the way exceljs reads any file. */
async function workbook(file: string): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  const data = await readFile(file);
  // exceljs declares its own Buffer (an ArrayBuffer); the bytes are the same.
  await book.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
  return book;
}

async function openNew(page: Page, category: string): Promise<void> {
  await page.goto('/equipment/device-info-new');
  await page.locator('.eqr-type-card', { hasText: category }).first().click();
  await form(page).waitFor();
}

describe.skipIf(!hasChromium)('equipment records', () => {
  const portal = usePortal();

  it('adds an elevator through the form, with the elevator-only requirements and the parameter checks, and opens its detail page', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await openNew(page, '电梯');
    expect(await page.locator('.eqr-type').textContent()).toContain('电梯3000');

    // Elevators need an internal number and a maintenance unit; nothing is saved while anything is missing.
    await save(page);
    await fieldError(page, '单位内编号').getByText('请填写单位内编号（电梯必填）').waitFor();
    await fieldError(page, '维保单位').getByText('请填写维保单位（电梯必填）').waitFor();
    await fieldError(page, '设备名称').getByText('请填写设备名称').waitFor();
    // A blank date is missing, not badly written.
    await fieldError(page, '制造日期').getByText('请填写制造日期').waitFor();
    expect(path(page)).toBe('/equipment/device-info-new');

    // The variety brings its parameters.
    await form(page).getByText('请先选择设备类别/品种，再填写该品种的技术参数').waitFor();
    await cascade(page, item(page, '设备类别/品种'), '曳引与强制驱动电梯', '曳引驱动乘客电梯');
    expect(await item(page, '设备类别/品种').locator('.catalogue-select').textContent()).toBe('曳引与强制驱动电梯 / 曳引驱动乘客电梯');
    await form(page).locator('#params_ratedLoad').waitFor();
    expect(await form(page).locator('#params_nominalSpeed').count()).toBe(0);

    const code = deviceCode('3110', '10339', 1);
    await fillCommon(page, { name: '乘客电梯', model: 'GeN2-MR', productNo: `E2E-${RUN}-1`, deviceCode: code, address: '宁波市海曙区中山西路138号' });
    await form(page).locator('#internalNo').fill('3号楼1号梯');
    await form(page).locator('#maintenanceUnit').fill('宁波北仑港城电梯工程有限公司');
    await form(page).locator('#params_ratedLoad').fill('1000.125');
    await form(page).locator('#params_ratedSpeed').fill('1.75');
    await form(page).locator('#params_floors').fill('18');
    await form(page).locator('#params_stops').fill('18');
    await form(page).locator('#params_doors').fill('18');
    await choose(page, item(page, '电梯使用场所').locator('.ant-select'), '住宅小区');
    await save(page);
    await fieldError(page, '额定载重量').getByText('额定载重量：请输入有效的两位小数').waitFor();
    expect(await item(page, '额定载重量').locator('.ant-space-addon').textContent()).toBe('kg');
    await form(page).locator('#params_ratedLoad').fill('1000');
    await save(page);

    await page.waitForURL('**/equipment/detail/elevator?id=*');
    await page.getByText('设备已登记').waitFor();
    // The form's tab gave way to the record's.
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '电梯详情']);
    // A detail page is not in the menu, but its group opens around it.
    await page.locator('.side-menu').getByRole('button', { name: '设备管理', expanded: true }).waitFor();
    await page.locator('.page-card-title', { hasText: '乘客电梯' }).first().waitFor();
    expect(await detailValue(page, '设备代码').textContent()).toBe(code);
    expect(await detailValue(page, '设备类别/品种').textContent()).toBe('曳引与强制驱动电梯 / 曳引驱动乘客电梯');
    expect(await detailValue(page, '单位内编号').textContent()).toBe('3号楼1号梯');
    expect(await detailValue(page, '使用地点所在区域').textContent()).toBe('浙江省 / 宁波市 / 海曙区');
    expect(await detailValue(page, '额定载重量').textContent()).toBe('1000 kg');
    expect(await detailValue(page, '电梯使用场所').textContent()).toBe('住宅小区');
    await page.getByText('暂无检验记录').waitFor();
    await page.getByText('暂无变更记录').waitFor();

    // The unit files the record's papers on the detail page.
    const reports = page.locator('section.att-box', { has: page.locator('.att-title', { hasText: '检验报告' }) });
    await reports.locator('input[type=file]').setInputFiles(pdfFile('定期检验报告.pdf'));
    await reports.locator('.att-row[data-attsysid]', { hasText: '定期检验报告.pdf' }).waitFor();

    // Another unit cannot open it; inspection staff read it without edit or upload.
    const id = new URL(page.url()).searchParams.get('id')!;
    const other = await portal.newPage();
    await login(other, 'demo2', 'Demo2@123456');
    await other.goto(`/equipment/detail/elevator?id=${id}`);
    await other.getByText('未找到该设备').waitFor();
    expect(await other.locator('.eqd').count()).toBe(0);

    const staff = await portal.newPage();
    await login(staff, 'inspector', 'Jianyan@123456');
    await staff.goto(`/equipment/detail/elevator?id=${id}`);
    await staff.locator('.att-row', { hasText: '定期检验报告.pdf' }).waitFor();
    expect(await staff.getByRole('button', { name: '编辑' }).count()).toBe(0);
    expect(await staff.getByRole('button', { name: '上传文件' }).count()).toBe(0);

    // The new record is in the lists: found by its code, opened from its row.
    await page.goto(`/equipment/query-comprehensive?deviceCode=${code}`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.first().textContent()).toContain('3号楼1号梯');
    await row.first().getByText('查看').click();
    await page.waitForURL(`**/equipment/detail/elevator?id=${id}`);
    expect(await detailValue(page, '设备代码').textContent()).toBe(code);

    // Under another category's detail address the record moves to its own, and its tab with it.
    await page.goto(`/equipment/detail/boiler?id=${id}`);
    await page.waitForURL(`**/equipment/detail/elevator?id=${id}`);
    await expect.poll(async () => (await tabTitles(page)).filter((t) => t.endsWith('详情'))).toEqual(['电梯详情']);
    expect(await detailValue(page, '设备代码').textContent()).toBe(code);
  });

  it('adds a pressure vessel, edits it, shows the change in 变更记录 and the server’s conflict message on a stale save', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await openNew(page, '压力容器');
    // Only elevators make the internal number required.
    expect(await item(page, '单位内编号').locator('.ant-form-item-required').count()).toBe(0);
    await cascade(page, item(page, '设备类别/品种'), '固定式压力容器', '第二类压力容器');
    await fillCommon(page, { name: '储气罐', model: 'C-2.0/0.8', productNo: `E2E-${RUN}-2`, deviceCode: deviceCode('2150', '33012', 2), address: '宁波市海曙区中山西路138号' });
    // The variety names the class: the select offers that one only.
    await item(page, '压力容器类别').locator('.ant-select').click();
    const classes = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => classes.evaluateAll((options) => options.map((o) => o.getAttribute('title')))).toEqual(['Ⅱ类']);
    await classes.first().click();
    await form(page).locator('#params_volume').fill('2');
    await form(page).locator('#params_innerDiameter').fill('1000');
    await form(page).locator('#params_designPressureShell').fill('0.8');
    await form(page).locator('#params_designTemperatureShell').fill('-20');
    await form(page).locator('#params_mediumShell').fill('压缩空气');
    await save(page);
    await page.waitForURL('**/equipment/detail/pressureVessel?id=*');
    expect(await detailValue(page, '设计温度（壳程）').textContent()).toBe('-20 ℃');
    const id = new URL(page.url()).searchParams.get('id')!;

    await page.getByRole('button', { name: '编辑' }).click();
    await page.waitForURL(`**/equipment/device-info-new?mode=edit&id=${id}`);
    await expect.poll(() => form(page).locator('#params_volume').inputValue()).toBe('2');
    await form(page).locator('#address').fill('宁波市海曙区中山西路140号');
    await form(page).locator('#params_volume').fill('2.5');
    await save(page);
    await page.waitForURL(`**/equipment/detail/pressureVessel?id=${id}`);
    await page.getByText('设备信息已保存').waitFor();
    const entry = page.locator('.eqd-change').first();
    const change = (label: string) => entry.locator('.field-change', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    await change('容器容积').waitFor();
    expect([await change('容器容积').locator('.field-from').textContent(), await change('容器容积').locator('.field-to').textContent()]).toEqual(['2', '2.5']);
    expect(await change('设备使用地点').locator('.field-to').textContent()).toBe('宁波市海曙区中山西路140号');
    expect(await entry.locator('.field-change').count()).toBe(2);
    expect(await entry.locator('.eqd-change-head').textContent()).toContain(DEMO.name);

    // Someone else saves in between: the form says so and reloads the fresh record on request.
    await page.getByRole('button', { name: '编辑' }).click();
    await form(page).locator('#model').waitFor();
    const stored = (await (await page.request.post('/a/stone/eqm/get', { data: { id }, headers: XHR })).json()).data as Record<string, unknown>;
    const fields = Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, v ?? '']));
    const res = await page.request.post('/a/stone/eqm/change', { data: { ...fields, model: 'C-2.0/1.0' }, headers: XHR });
    expect((await res.json()).success).toBe(true);
    await form(page).locator('#model').fill('C-2.0/0.9');
    await save(page);
    await form(page).locator('.eqr-failure').getByText('数据已被他人修改，请刷新后重试').waitFor();
    expect(path(page)).toBe('/equipment/device-info-new');
    await form(page).locator('.eqr-failure').getByRole('button', { name: '重新加载' }).click();
    await expect.poll(() => form(page).locator('#model').inputValue()).toBe('C-2.0/1.0');
  });

  it('registers a pipeline with two units from the category cards, checking each cell', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/equipment/device-info-new');
    await page.locator('.eqr-type-card', { hasText: '压力管道' }).filter({ hasNotText: '元件' }).click();
    await page.waitForURL('**/equipment/pipeline-info-new');
    await cascade(page, item(page, '设备类别/品种'), '工业管道', '工艺管道');
    await fillCommon(page, { name: '蒸汽管道', model: 'GC2', productNo: `E2E-${RUN}-3`, deviceCode: deviceCode('8310', '33090', 3), address: '宁波市海曙区望春工业园区' });
    await form(page).locator('#params_projectName').fill(`锅炉房蒸汽管道工程${RUN}`);

    const cell = (row: number, label: string) => form(page).getByLabel(`第${row}行${label}`, { exact: true });
    await cell(1, '管道名称').fill('锅炉房至一号车间蒸汽管道');
    await cell(1, '管道编号').fill('ZQ-01');
    await choose(page, cell(1, '管道级别'), 'GC2');
    await cell(1, '公称直径').fill('100');
    await cell(1, '公称壁厚').fill('4.5');
    await cell(1, '长度').fill('186');
    await cell(1, '压力').fill('1.0');
    await cell(1, '温度').fill('184');
    await cell(1, '介质').fill('蒸汽');
    await form(page).getByRole('button', { name: '复制第1行' }).click();
    await cell(2, '管道编号').fill('ZQ-02');
    await cell(2, '长度').fill('142.5');
    await cell(2, '公称直径').fill('DN80');
    expect(await form(page).locator('.param-rows-total').textContent()).toBe('总长度 328.5 m');
    expect(await cell(2, '公称直径').getAttribute('aria-invalid')).toBe('true');

    await save(page);
    await form(page).getByText('管道单元第2行公称直径：请输入数字').waitFor();
    await cell(2, '公称直径').fill('80');
    await save(page);

    await page.waitForURL('**/equipment/detail/pressurePipeline?id=*');
    const units = page.getByRole('region', { name: '管道单元' });
    await units.getByText('总长度').waitFor();
    expect(await units.locator('.param-rows-total').textContent()).toBe('总长度 328.5 m');
    expect(await units.locator('.ant-table-tbody .ant-table-row').count()).toBe(2);
    expect(await units.locator('.ant-table-row', { hasText: 'ZQ-02' }).textContent()).toContain('80');
    expect(await detailValue(page, '工程（装置）名称').textContent()).toBe(`锅炉房蒸汽管道工程${RUN}`);

    // Its 编辑 leads to the pipeline form.
    await page.getByRole('button', { name: '编辑' }).click();
    await page.waitForURL('**/equipment/pipeline-info-new?mode=edit&id=*');
    await expect.poll(() => form(page).getByLabel('第2行管道编号', { exact: true }).inputValue()).toBe('ZQ-02');
  });

  it('imports from the downloaded template: shows every problem with its column, gives the bad row back annotated, writes only after 确认导入', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.locator('.side-menu').getByText('设备管理').click();
    await page.locator('.side-menu').getByText('设备导入').click();
    await page.waitForURL('**/equipment/import');
    await choose(page, page.locator('.eqi-type'), '压力容器（2000）');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /下载模板/ }).click()]);
    expect(download.suggestedFilename()).toBe('压力容器导入模板.xlsx');

    // The template's example row made ours, and a copy of it without a name.
    const book = new ExcelJS.Workbook();
    const template = await readFile(await download.path());
    // exceljs declares its own Buffer (an ArrayBuffer); the bytes are the same.
    await book.xlsx.load(template.buffer.slice(template.byteOffset, template.byteOffset + template.byteLength));
    const sheet = book.worksheets[0];
    // The header row is text (values[0] is exceljs's unused column 0).
    const headers = (sheet.getRow(1).values as Array<string | undefined>).map((v) => v ?? '');
    const col = (header: string) => headers.indexOf(header);
    const code = deviceCode('2150', '33012', 4);
    const good = sheet.getRow(2);
    good.getCell(col('设备代码')).value = code;
    good.getCell(col('*产品编号（出厂编号）')).value = `E2E-${RUN}-4`;
    good.getCell(col('*设备名称')).value = `导入储罐${RUN}`;
    const bad = sheet.getRow(3);
    bad.values = good.values;
    bad.getCell(col('设备代码')).value = deviceCode('2150', '33012', 5);
    bad.getCell(col('*设备名称')).value = '';
    bad.getCell(col('*压力容器类别')).value = 'Ⅲ类';
    const file = Buffer.from(await book.xlsx.writeBuffer());

    // A slow line keeps the upload's progress on screen long enough to see.
    await throttleUploads(page, Math.ceil(file.length / 6));
    await page
      .locator('.eqi-upload input[type=file]')
      .setInputFiles({ name: '储罐导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
    await page.locator('.eqi-progress').getByText('正在上传…').waitFor();
    await throttleUploads(page, null);
    const problems = page.getByRole('region', { name: '有问题的行' });
    await problems.waitFor();
    // Every problem of the row, each with its column.
    expect(await problems.locator('.ant-table-row').allTextContents()).toEqual(['第 3 行设备名称请填写设备名称', '第 3 行压力容器类别压力容器类别与设备品种不符，应为Ⅱ类']);
    expect(await page.locator('.eqi-stats .ant-statistic-content').allTextContents()).toEqual(['2行', '1行', '1行']);
    await page.getByRole('region', { name: '检查通过的行' }).getByText(code).waitFor();

    // The bad row comes back with its problems beside the cells.
    const [annotated] = await Promise.all([page.waitForEvent('download'), problems.getByRole('button', { name: /下载有问题的行/ }).click()]);
    expect(annotated.suggestedFilename()).toBe('压力容器导入问题行.xlsx');
    const back = (await workbook(await annotated.path())).worksheets[0];
    const backHeaders = (back.getRow(1).values as Array<string | undefined>).map((v) => v ?? '');
    expect(back.getRow(2).getCell(backHeaders.indexOf('设备代码')).value).toBe(deviceCode('2150', '33012', 5));
    expect(back.getRow(2).getCell(backHeaders.indexOf('*设备名称')).note).toBe('请填写设备名称');
    expect(back.getRow(2).getCell(backHeaders.indexOf('问题说明')).value).toBe('设备名称：请填写设备名称；压力容器类别：压力容器类别与设备品种不符，应为Ⅱ类');

    const find = async () => {
      const res = await page.request.post('/a/stone/eqm/findPage', { data: { deviceCode: code }, headers: XHR });
      return (await res.json()).data as { count: number; list: Array<{ id: string; productName: string }> };
    };
    // Nothing is written by the preview.
    expect((await find()).count).toBe(0);

    await page.getByRole('button', { name: '确认导入' }).click();
    await page.getByText('已导入 1 台设备', { exact: true }).first().waitFor();
    // The refused row can still be had after the good one is in.
    await page
      .locator('.ant-result')
      .getByRole('button', { name: /下载有问题的行/ })
      .waitFor();
    const found = await find();
    expect(found.list.map((r) => r.productName)).toEqual([`导入储罐${RUN}`]);
    await page.goto(`/equipment/detail/pressureVessel?id=${found.list[0].id}`);
    expect(await detailValue(page, '设备代码').textContent()).toBe(code);
  });

  it('shows a new device not yet in use as 待首检, counted apart from the overdue on the home desk', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    const code = deviceCode('2150', '33012', 6);
    const added = await page.request.post('/a/stone/eqm/add', {
      headers: XHR,
      data: {
        typeCode: '2000',
        catalogueCode: '2150',
        deviceCode: code,
        productName: `新装储罐${RUN}`,
        model: 'C-2.0/0.8',
        productNo: `E2E-${RUN}-6`,
        manufacturer: '浙江压力容器制造有限公司',
        manufactureDate: '2025-05',
        areaCode: '330203',
        address: '宁波市海曙区中山西路138号',
        useStatus: 'notYetInUse',
        params: { vesselClass: 'Ⅱ类', volume: '2', innerDiameter: '1000', designPressureShell: '0.8', designTemperatureShell: '50', mediumShell: '压缩空气' },
      },
    });
    expect((await added.json()).success).toBe(true);

    // The desk counts it on its own; its number opens the list of exactly those records.
    await page.goto('/home');
    const tile = page.locator('.home-card .stat-tile', { has: page.locator('.stat-tile-label', { hasText: /^待首检$/ }) });
    await expect.poll(() => tile.locator('.stat-tile-value').textContent()).toMatch(/^[1-9]\d*$/);
    const awaiting = Number(await tile.locator('.stat-tile-value').textContent());
    await tile.click();
    await page.waitForURL((u) => u.pathname === '/equipment/query-comprehensive' && u.searchParams.get('nextDate') === 'none');
    expect(await listTotal(page)).toBe(awaiting);
    const row = view(page).locator('.ant-table-row', { hasText: code });
    expect(await row.textContent()).toContain('未投入使用');
    expect(await row.textContent()).toContain('待首检');
    expect(await row.textContent()).not.toContain('超期');

    // It is not in the overdue list: once the list has loaded, it is empty.
    await page.goto(`/equipment/query-timeout?deviceCode=${code}`);
    await view(page).getByText('没有超期未检的设备').waitFor();
    await expect.poll(() => view(page).locator('.ant-spin-spinning').count()).toBe(0);
    expect(await view(page).locator('.ant-table-row').count()).toBe(0);
    await view(page).getByText('没有超期未检的设备').waitFor();
  });

  it('offers 导出 only to a role that may export', async () => {
    const staff = await portal.newPage();
    await login(staff, 'inspector', 'Jianyan@123456');
    await staff.goto('/equipment/query-timeout');
    expect(await listTotal(staff)).toBeGreaterThan(0);
    // The list and its toolbar are up: the column settings are there, 导出 is not.
    await view(staff).locator('.search-table-toolbar').waitFor();
    expect(await view(staff).getByRole('button', { name: /导出/ }).count()).toBe(0);

    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/equipment/query-timeout');
    await listTotal(page);
    await view(page).getByRole('button', { name: /导出/ }).waitFor();
  });
});

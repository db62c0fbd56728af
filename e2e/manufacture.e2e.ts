import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { dialog, login, usePortal } from './support/portal';

const MAKER = { user: 'zhizao', pass: 'Zhizao@123456', org: '宁波甬江压力容器制造有限公司' };
const BODY = { user: 'inspector', pass: 'Jianyan@123456' };
const PRODUCT_NO = 'YJ2026-E2E01';
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const pageTitle = async (page: Page) => (await page.locator('.page-card-title span:visible').first().textContent())!.trim();
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

/** Picks an option of the select labelled `label` on the visible page. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-item-option:visible', { hasText: option }).first().click();
}

describe.skipIf(!hasChromium)('manufacturing supervision inspection', () => {
  const portal = usePortal();

  it('a manufacturer submits a pressure vessel; the inspection body accepts it, records it as passed and issues the certificate; the manufacturer downloads it', async () => {
    // The manufacturer fills the vessel's data and parameters, saves, uploads the drawing and submits.
    const page = await portal.newPage();
    await login(page, MAKER.user, MAKER.pass);
    await page.goto('/monitoring-handle/pressureVesselAudit');
    await page.getByRole('button', { name: '新建监检申请' }).click();
    await page.waitForURL('**/monitoring-handle/apply?typeCode=2000');
    await choose(page, '设备品种', '第二类压力容器');
    await page.getByLabel('产品名称').fill('储气罐');
    await page.getByLabel('型号（规格）').fill('CG-8/1.0');
    await page.getByLabel('产品编号').fill(PRODUCT_NO);
    await page.getByLabel('主体材料').fill('Q345R');
    await page.getByLabel('制造许可证编号').fill('TS2233017-2028');
    await page.getByLabel('设计单位').fill('宁波甬江压力容器制造有限公司设计所');
    await page.getByLabel('设计图号').fill('YJR-E2E-00');
    await choose(page, '压力容器类别', 'Ⅱ类');
    await page.getByLabel('容积').fill('8');
    await page.getByLabel('设计压力').fill('1.0');
    await page.getByLabel('设计温度').fill('60');
    await page.getByLabel('介质').fill('压缩空气');
    await choose(page, '监检机构', '宁波市特种设备检验研究院');
    await page.getByLabel('联系人手机').fill('13857400031');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL('**/monitoring-handle/apply?id=*');
    await expect.poll(() => pageTitle(page)).toMatch(/^压力容器监检申请 JJ\d+$/);
    const applyNo = (await pageTitle(page)).replace('压力容器监检申请 ', '');
    await page.locator('input[type=file]').setInputFiles(pdf('储气罐总图.pdf'));
    await page.locator('.att-row[data-attsysid]').waitFor();
    await page.getByRole('button', { name: '提交监检申请' }).click();
    await page.waitForURL('**/monitoring-handle/pressureVesselView?id=*');
    await page.locator('.ant-tag:visible', { hasText: '待受理' }).first().waitFor();

    // The inspection body accepts it from its queue, records the result and issues the certificate.
    const body = await portal.newPage();
    await login(body, BODY.user, BODY.pass);
    await body.goto('/monitoring-handle/pressureVesselAudit');
    await row(body, applyNo).getByRole('button', { name: '办理' }).click();
    await body.waitForURL('**/monitoring-handle/pressureVesselView?id=*');
    await body.getByRole('button', { name: '受理' }).click();
    await body.locator('.ant-modal-confirm').getByRole('button', { name: '受理' }).click();
    await body.locator('.ant-tag:visible', { hasText: '监检中' }).first().waitFor();
    await body.getByRole('button', { name: '录入监检结果' }).click();
    const result = dialog(body, '录入监检结果');
    await result.getByText('合格', { exact: true }).click();
    await result.getByRole('button', { name: '录入监检结果' }).click();
    await body.locator('.ant-tag:visible', { hasText: '已出结果' }).first().waitFor();
    await body.getByRole('button', { name: '出具监检证书' }).click();
    await body.locator('.ant-modal-confirm').getByRole('button', { name: '出具监检证书' }).click();
    await body.locator('.ant-tag:visible', { hasText: '已发证' }).first().waitFor();

    // The manufacturer finds the certificate in its query and downloads the PDF.
    await page.goto('/monitoring-handle/pressureVesselReportQuery');
    await page.getByPlaceholder('证书编号、产品名称、产品编号或型号').fill(PRODUCT_NO);
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => row(page, PRODUCT_NO).count()).toBe(1);
    const certNo = (await row(page, PRODUCT_NO).locator('td').first().textContent())!.trim();
    expect(certNo).toMatch(/^ZJ\d{4}R\d{5}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), row(page, PRODUCT_NO).getByRole('button', { name: '下载证书' }).click()]);
    expect(download.suggestedFilename()).toBe(`制造监督检验证书-${certNo}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

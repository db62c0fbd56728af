import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, usePortal, toast } from './support/portal';

const SHIGONG = { user: 'shigong', pass: 'Shigong@123456' };
const REGISTRY = { user: 'registry', pass: 'Dengji@123456' };
const DEMO_USCC = '91330203MA2AB3C47U';

const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const stepTitles = (page: Page) => page.locator('.flow-log-section .flow-step-head strong').allTextContents();
const item = (page: Page, label: string) => page.locator('.ur-form .ant-form-item', { has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** Picks a path in a cascader, one level per label. */
async function cascade(page: Page, field: Locator, ...labels: string[]): Promise<void> {
  await field.locator('.ant-select, .ant-cascader').first().click();
  for (const [level, label] of labels.entries())
    await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item', { hasText: label }).first().click();
  await page.keyboard.press('Escape');
}

async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible').locator(`.ant-select-item-option[title="${option}"]`).click();
}

async function date(field: Locator, value: string): Promise<void> {
  await field.locator('input').fill(value);
  await field.locator('input').press('Enter');
}

describe.skipIf(!hasChromium)('construction notification', () => {
  const portal = usePortal();

  it('shigong files an installation notice, the registry receives it, demo sees the device as 已告知, and shigong cancels it', async () => {
    const page = await portal.newPage();
    await login(page, SHIGONG.user, SHIGONG.pass);
    await page.goto('/construction/register');
    await choose(page, item(page, '许可项目及级别'), '电梯安装（含修理）A2级');
    await choose(page, item(page, '施工类别'), '安装');
    await cascade(page, item(page, '设备类别 / 品种'), '曳引与强制驱动电梯', '曳引驱动乘客电梯');
    await item(page, '设备代码').locator('input').fill('311033020320269901');
    await item(page, '设备名称').locator('input').fill('曳引驱动乘客电梯');
    await item(page, '型号（规格）').locator('input').fill('TKJ1000/1.75-JXW');
    await item(page, '产品编号').locator('input').fill('SL2026-9901');
    await item(page, '制造单位').locator('input').fill('宁波申菱电梯有限公司');
    await date(item(page, '制造日期'), '2026-08-18');
    await item(page, '额定速度（m/s）').locator('input').fill('1.75');
    await item(page, '使用单位名称').locator('input').fill(DEMO.org);
    await item(page, '使用单位统一社会信用代码').locator('input').fill(DEMO_USCC);
    await cascade(page, item(page, '设备使用地点所在区域'), '浙江省', '宁波市', '海曙区');
    await item(page, '设备使用地点').locator('input').fill('宁波市海曙区中山西路138号5号楼');
    await date(item(page, '计划开工日期'), '2026-12-01');
    await date(item(page, '计划竣工日期'), '2026-12-31');
    await item(page, '监督检验机构').locator('input').fill('宁波市特种设备检验研究院');
    await item(page, '施工现场负责人').locator('input').fill('孙工');
    await item(page, '现场负责人手机号码').locator('input').fill('13957400066');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL('**/construction/register?id=*');

    // Submitting waits for the documents; each is uploaded into its box.
    await page.getByRole('button', { name: '提交告知' }).click();
    await page.getByText(/请先上传：施工合同/).waitFor();
    for (const label of ['施工合同（或委托书）', '施工方案', '施工作业人员证书']) {
      const box = page.locator('.req-docs section', { hasText: label });
      await box.locator('input[type=file]').setInputFiles({ name: `${label}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await box.locator('.att-row[data-attsysid]').waitFor();
    }
    await page.getByRole('button', { name: '提交告知' }).click();
    await page.waitForURL('**/construction/detail?id=*');
    const applyNo = (await page.locator('.page-card-title span:visible').first().textContent())!.replace('施工告知 ', '').trim();

    // The registry receives it: the notice gets its number.
    const clerk = await portal.newPage();
    await login(clerk, REGISTRY.user, REGISTRY.pass);
    await clerk.goto('/registry/construction');
    await row(clerk, applyNo).getByRole('button', { name: '审核' }).click();
    await clerk.locator('.ant-drawer-section').getByText('SL2026-9901').waitFor();
    await clerk.locator('.ant-drawer-section .review-footer').getByRole('button', { name: '接收告知', exact: true }).click();
    await dialog(clerk, '接收告知').getByRole('button', { name: '确定接收告知' }).click();
    await toast(clerk, '已接收告知');

    // The use unit has the device on its books as 已告知.
    const owner = await portal.newPage();
    await login(owner, DEMO.user, DEMO.pass);
    await owner.goto('/equipment/query-comprehensive?deviceCode=311033020320269901');
    await row(owner, '311033020320269901').waitFor();
    await owner.goto('/message_page');
    await owner.getByText('收到施工告知').first().waitFor();

    // shigong cancels it with a reason; the flow log shows every step.
    await page.reload();
    await page.getByText(/登记机关已接收，告知编号 GZ330200/).waitFor();
    await page.getByRole('button', { name: '作废' }).click();
    await dialog(page, '作废施工告知').getByLabel('作废原因').fill('使用单位暂缓安装');
    await dialog(page, '作废施工告知').getByRole('button', { name: '作废' }).click();
    await page.getByText('告知已作废：使用单位暂缓安装').waitFor();
    await expect.poll(() => stepTitles(page)).toEqual(['新建告知', '提交告知', '接收告知', '作废']);
  });
});

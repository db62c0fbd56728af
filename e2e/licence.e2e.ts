import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { pdfFile } from './support/files';
import { dialog, login, usePortal, toast } from './support/portal';

const SHIGONG = { user: 'shigong', pass: 'Shigong@123456' };
const REGISTRY = { user: 'registry', pass: 'Dengji@123456' };
const NEW_NO = 'TS3310246-2028';

const card = (page: Page) => page.locator('.page-card', { hasText: '安装改造修理许可' });
const latest = (page: Page) => page.getByRole('region', { name: '最近一次许可申报' });

async function openMaintain(page: Page): Promise<void> {
  await login(page, SHIGONG.user, SHIGONG.pass);
  await page.goto('/company-info/maintain');
  await card(page).getByText('TS3310245-2028', { exact: true }).waitFor();
}

describe.skipIf(!hasChromium)("a construction unit's licence", () => {
  const portal = usePortal();

  it('shigong files a change of its licence, the registry approves it, and shigong sees it in force', async () => {
    const unit = await portal.newPage();
    await openMaintain(unit);
    // The demo change (boilers added) waits; the unit takes it back to file it again with the new number.
    await latest(unit).getByText('待审核').waitFor();
    await latest(unit).getByRole('button', { name: '撤回' }).click();
    await unit.locator('.ant-popconfirm').getByRole('button', { name: '撤回' }).click();
    await toast(unit, '许可申报已撤回');
    await latest(unit).getByText('已撤回').waitFor();

    await card(unit).getByRole('button', { name: '申报变更' }).click();
    const modal = dialog(unit, '申报许可变更');
    // The form starts from the filing taken back: its items are there.
    await modal.getByText('锅炉安装（含修理）').waitFor();
    await modal.locator('#licenceNo').fill(NEW_NO);
    await modal.getByRole('button', { name: '提交审核' }).click();
    await modal.locator('.ant-alert', { hasText: '请上传许可证扫描件' }).waitFor();
    const scan = pdfFile('许可证正本.pdf');
    await modal.getByRole('region', { name: '许可证扫描件' }).locator('input[type=file]').setInputFiles(scan);
    await modal.locator('.att-row[data-attsysid]', { hasText: scan.name }).waitFor();
    await modal.getByRole('button', { name: '提交审核' }).click();
    await toast(unit, '许可已提交，等待登记机关审核');
    await latest(unit).getByText(NEW_NO).waitFor();

    const clerk = await portal.newPage();
    await login(clerk, REGISTRY.user, REGISTRY.pass);
    await clerk.goto('/registry/licence');
    await clerk.locator('.ant-table-row:visible', { hasText: NEW_NO }).getByRole('button', { name: '审核' }).click();
    const drawer = clerk.locator('.ant-drawer-section');
    await drawer.getByText('宁波甬安电梯安装工程有限公司').first().waitFor();
    await drawer.getByRole('region', { name: '许可证扫描件' }).getByText(scan.name).waitFor();
    await drawer.locator('.review-footer').getByRole('button', { name: '审核通过', exact: true }).click();
    await dialog(clerk, '审核通过').getByRole('button', { name: '确定审核通过' }).click();
    await toast(clerk, '已审核通过');

    await unit.reload();
    await card(unit).getByText(NEW_NO, { exact: true }).waitFor();
    await card(unit).getByText('锅炉安装（含修理）B级').waitFor();
    expect(await card(unit).locator('.licence-validity .ant-tag').textContent()).toBe('有效');
    await latest(unit).waitFor({ state: 'detached' });
    await unit.goto('/message_page');
    await unit.getByText('安装改造修理许可备案已审核通过').first().waitFor();
  });
});

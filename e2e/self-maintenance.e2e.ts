import { selfMaintForm } from '@portal/contract/api/self-maint';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { pdfFile } from './support/files';
import { DEMO, dialog, login, toast, usePortal } from './support/portal';

const WEIBAO = { user: 'weibao', pass: 'Weibao@123456' };
const REGISTRY = { user: 'registry', pass: 'Dengji@123456' };
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const stateTag = (page: Page, label: string) => page.locator('.page-card:visible .ant-card-extra .ant-tag', { hasText: label });
const pageTitle = async (page: Page) => (await page.locator('.page-card-title span:visible').first().textContent())!.trim();
const uploadBox = (page: Page, title: string) => page.locator('section.att-box', { has: page.locator('.att-title', { hasText: title }) });
const firstIssue = (schema: { safeParse: (v: unknown) => { error?: { issues: ReadonlyArray<{ message: string }> } } }, value: unknown) =>
  schema.safeParse(value).error!.issues[0].message;

describe.skipIf(!hasChromium)('self-maintenance', () => {
  const portal = usePortal();

  it('demo is told what the form misses, and cannot name its ropeway while an application holds it', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/implementation/selfMaintain');
    // The demo seed leaves its ropeway approved and its ferris wheel returned.
    await row(page, '自行维保中').first().waitFor();
    await row(page, '已退回').first().waitFor();

    await page.getByRole('button', { name: '新建申请' }).click();
    await page.waitForURL('**/implementation/selfMaintainForm');
    await page.getByLabel('24小时值班电话').waitFor();
    await page.getByRole('button', { name: '保存草稿' }).click();
    const field = selfMaintForm.shape;
    for (const message of [firstIssue(field.equipmentIds, []), firstIssue(field.staffIds, []), firstIssue(field.dutyPhone, '')]) await page.getByText(message).waitFor();

    await page.getByRole('button', { name: '选择设备' }).click();
    const picker = dialog(page, '选择设备');
    await picker.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option', { hasText: '客运索道' }).click();
    const ropeway = picker.locator('.ant-table-row', { hasText: '已在自行维保申请' });
    await ropeway.waitFor();
    expect(await ropeway.locator('input[type=checkbox]').isDisabled()).toBe(true);
  });

  it('weibao submits its draft, the registry approves it, weibao reads it and ends it', async () => {
    const unit = await portal.newPage();
    await login(unit, WEIBAO.user, WEIBAO.pass);
    await unit.goto('/implementation/selfMaintain');
    // The demo seed leaves weibao one draft, for the second elevator of its office.
    await row(unit, '已保存').getByRole('button', { name: '继续编辑' }).click();
    await unit.waitForURL('**/implementation/selfMaintainForm?id=*');
    await expect.poll(() => pageTitle(unit)).toMatch(/^自行维保申请 ZW\d+$/);
    const applyNo = (await pageTitle(unit)).replace('自行维保申请 ', '');
    const rules = uploadBox(unit, '自行维保管理制度及应急救援预案');
    // The box is ready once its (empty) list has loaded.
    await rules.locator('.att-empty', { hasText: '暂未上传' }).waitFor();
    await rules.locator('input[type=file]').setInputFiles(pdfFile('自行维保管理制度及应急救援预案.pdf'));
    await rules.locator('.att-row[data-attsysid]').waitFor();
    await unit.getByRole('button', { name: '提交申请' }).click();
    await unit.waitForURL('**/implementation/selfMaintainDetail?id=*');
    await stateTag(unit, '待审核').waitFor();
    const detail = unit.url();

    // The registry finds it in its queue and approves it.
    const clerk = await portal.newPage();
    await login(clerk, REGISTRY.user, REGISTRY.pass);
    await clerk.goto('/registry/self-maintain');
    await row(clerk, applyNo).getByRole('button', { name: '审核' }).click();
    const drawer = clerk.locator('.ant-drawer-section', { hasText: '自行维保审核' });
    await drawer.getByText(applyNo).first().waitFor();
    await drawer.locator('.review-footer').getByRole('button', { name: '审核通过' }).click();
    await dialog(clerk, '审核通过').getByRole('button', { name: '确定审核通过' }).click();
    await toast(clerk, '已审核通过');
    await row(clerk, applyNo).locator('.ant-tag', { hasText: '自行维保中' }).waitFor();

    // weibao maintains the elevator itself now, and was told so.
    await unit.reload();
    await stateTag(unit, '自行维保中').waitFor();
    await unit.getByText('由本单位自行维保所列设备').waitFor();
    await unit.locator('.ant-tag', { hasText: '仍由本单位维保' }).waitFor();
    await unit.goto('/message_page');
    await unit.getByText('自行维保申请已审核通过').first().waitFor();

    // It ends its self-maintenance with the reason.
    await unit.goto(detail);
    await unit.locator('.ur-actions').getByRole('button', { name: '终止自行维保' }).click();
    const ending = dialog(unit, '终止自行维保');
    await ending.getByLabel('终止原因').fill('办公楼电梯改由专业维保单位维保');
    await ending.getByRole('button', { name: '终止自行维保' }).click();
    await stateTag(unit, '已终止').waitFor();
    await unit.getByText('本单位已终止自行维保：办公楼电梯改由专业维保单位维保').waitFor();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, usePortal, toast } from './support/portal';

const DEMO2 = { user: 'demo2', pass: 'Demo2@123456' };
const REGISTRY = { user: 'registry', pass: 'Dengji@123456' };
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const stepTitles = (page: Page) => page.locator('.flow-log-section .flow-step-head strong').allTextContents();

/** A step at the bottom of a review: the button, then its confirmation. */
async function step(page: Page, scope: string, label: string, done = `已${label}`): Promise<void> {
  await page.locator(scope).locator('.review-footer').getByRole('button', { name: label, exact: true }).click();
  await dialog(page, label)
    .getByRole('button', { name: `确定${label}` })
    .click();
  await toast(page, done);
}

/** The transfer agreement the demo data uploaded, in its own box of the documents a 过户 needs. */
const agreement = (page: Page) =>
  page.locator('.att-box', { has: page.locator('.att-title', { hasText: '设备转让协议或产权转移证明' }) }).locator('.att-row[data-attsysid]', { hasText: 'transferAgreement.pdf' });

describe.skipIf(!hasChromium)('registration changes', () => {
  const portal = usePortal();

  it('a 过户 from demo to demo2: demo2 confirms it, the registry approves it, and the device moves to demo2', async () => {
    // demo offered one of its devices to demo2 (demo data); demo2 finds it waiting for its answer.
    const receiver = await portal.newPage();
    await login(receiver, DEMO2.user, DEMO2.pass);
    await receiver.goto('/company-service/change-detail');
    await receiver.getByRole('tab', { name: '待本单位确认的过户' }).click();
    const offered = row(receiver, '待受让单位确认');
    const changeNo = (await offered.locator('td').first().textContent())!.trim();
    const device = (await offered.locator('td').nth(2).textContent())!.trim();
    await offered.getByRole('button', { name: '确认' }).click();
    await receiver.waitForURL('**/company-service/change-detail?id=*');
    await receiver.getByText('设备随厂房一并转让').waitFor();
    // The buyer reads the agreement it is confirming, in the box of its kind.
    await agreement(receiver).waitFor();
    await step(receiver, '.page-card', '受让单位确认');

    // The registry clerk is told in the message centre; its link opens the application for review.
    const clerk = await portal.newPage();
    await login(clerk, REGISTRY.user, REGISTRY.pass);
    await clerk.goto('/message_page');
    await row(clerk, '待办：登记变更申请').filter({ hasText: '过户的申请待受理' }).first().locator('.message-title').click();
    await clerk.getByRole('button', { name: '前往办理' }).click();
    await clerk.waitForURL('**/registry/reg-change?id=*');
    // The clerk accepts and approves it.
    await clerk.locator('.ant-drawer-section').getByText('受让单位统一社会信用代码').waitFor();
    // So does the registry clerk, with every other required document.
    await agreement(clerk).waitFor();
    expect(await clerk.locator('.req-docs .att-row[data-attsysid]').count()).toBe(4);
    await step(clerk, '.ant-drawer-section', '受理');
    await step(clerk, '.ant-drawer-section', '审核通过');

    // demo reads the outcome and every step; the device is demo2's now.
    const owner = await portal.newPage();
    await login(owner, DEMO.user, DEMO.pass);
    await owner.goto('/company-service/change-detail');
    await row(owner, changeNo).getByRole('button', { name: '查看' }).click();
    await owner.getByText('登记机关已审核通过').waitFor();
    await expect.poll(() => stepTitles(owner)).toEqual(['新建申请', '提交受让单位确认', '受让单位确认', '受理', '审核通过']);
    await owner.goto('/message_page');
    await owner.getByText('受让单位已确认过户').first().waitFor();

    const deviceCode = device.split(' ').pop()!;
    await receiver.goto(`/equipment/query-comprehensive?deviceCode=${deviceCode}`);
    await row(receiver, deviceCode).waitFor();
  });
});

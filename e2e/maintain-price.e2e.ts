import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, usePortal, toast } from './support/portal';

const WEIBAO = { user: 'weibao', pass: 'Weibao@123456', org: '宁波安顺电梯维保有限公司' };
const REGISTRY = { user: 'registry', pass: 'Dengji@123456' };
const TITLE = '2027年度高层电梯维保价格表';
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const pageTitle = (page: Page) => page.locator('.page-card-title span:visible').first();

describe.skipIf(!hasChromium)('maintenance prices', () => {
  const portal = usePortal();

  it('weibao files prices, the registry publishes them and demo finds them in the published search', async () => {
    // The unit's filing waiting for review goes back first: one filing is under review at a time.
    const unit = await portal.newPage();
    await login(unit, WEIBAO.user, WEIBAO.pass);
    await unit.goto('/maipricList');
    await unit.waitForURL('**/maintain-price/filings');
    await row(unit, '待审核').getByRole('button', { name: '查看' }).click();
    await unit.waitForURL('**/company-service/maintenance-pro-apply-detail?id=*');
    await unit.getByRole('button', { name: '撤回' }).click();
    await dialog(unit, '撤回').getByRole('button', { name: '撤回' }).click();
    await toast(unit, '价格申报已撤回');
    await unit.locator('.ant-tag:visible', { hasText: '已撤回' }).first().waitFor();

    // A new filing: one service item and one price per elevator for tall buildings.
    await unit.goto('/maintain-price/form');
    await unit.getByLabel('价格表名称').fill(TITLE);
    await unit.getByLabel('联系人手机').fill('13857400008');
    await unit.getByLabel('24小时值班电话').fill('0574-88150001');
    await unit.getByLabel('项目名称').fill('曳引机');
    await unit.getByLabel('维保内容').fill('检查运行时的振动和声响');
    await unit.getByLabel('维保要求').fill('无异常振动和异常声响');
    await unit.getByLabel('起始层站').fill('41');
    await unit.getByLabel('终止层站').fill('60');
    await unit.getByLabel('每台每月价格').fill('987.65');
    await unit.getByRole('button', { name: '提交审核' }).click();
    await unit.waitForURL('**/company-service/maintenance-pro-apply-detail?id=*');
    await unit.locator('.ant-tag:visible', { hasText: '待审核' }).first().waitFor();
    const filingNo = (await pageTitle(unit).textContent())!.replace('价格申报 ', '').trim();

    // The registry publishes it from its queue.
    const clerk = await portal.newPage();
    await login(clerk, REGISTRY.user, REGISTRY.pass);
    await clerk.goto('/registry/maintain-price');
    await row(clerk, filingNo).getByRole('button', { name: '审核' }).click();
    const drawer = clerk.locator('.ant-drawer-section');
    await drawer.getByText(TITLE).first().waitFor();
    await drawer.locator('.review-footer').getByRole('button', { name: '审核发布', exact: true }).click();
    await dialog(clerk, '审核发布').getByRole('button', { name: '确定审核发布' }).click();
    await toast(clerk, '已审核发布');

    // The unit hears of it; its list now shows it in force.
    await unit.goto('/message_page');
    await unit.getByText('维保价格已审核发布').first().waitFor();

    // A use unit finds the price for a 45-floor elevator, from the earlier portal's address.
    const use = await portal.newPage();
    await login(use, DEMO.user, DEMO.pass);
    await use.goto('/bySet');
    await use.waitForURL('**/maintain-price/by-set');
    await use.getByLabel('层站数').fill('45');
    await use.getByRole('button', { name: '查询' }).click();
    await row(use, '987.65').waitFor();
    await row(use, '987.65').getByText(WEIBAO.org).waitFor();
    await row(use, '987.65').getByRole('button', { name: '查看价格表' }).click();
    await use.getByText(`${WEIBAO.org} · ${TITLE}`).waitFor();
    await use.locator('.ant-drawer-section').getByText('无异常振动和异常声响').waitFor();
  });
});

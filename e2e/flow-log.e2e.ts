import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, login, usePortal } from './support/portal';

/** A JSON call with the page's own session, as the web client makes it. */
async function api<T>(page: Page, url: string, data: object): Promise<T> {
  const res = await page.request.post(url, { data, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  return (await res.json()).data as T;
}

const stepTitles = (scope: ReturnType<Page['locator']>) => scope.locator('.flow-step-head strong').allTextContents();

describe.skipIf(!hasChromium)('flow log', () => {
  const portal = usePortal();

  it('shows a registration’s whole history on its review page and on its own page', async () => {
    const page = await portal.newPage();
    await login(page, 'admin', 'Admin@123456');
    const { list } = await api<{ list: Array<{ id: string; unitName: string }> }>(page, '/a/stone/account/findRegister', { pageNo: 1, pageSize: 10, state: 'approved' });
    const approved = list.find((a) => a.unitName === '宁波北仑港通物流有限公司')!;

    await page.goto(`/account/register-detail?id=${approved.id}`);
    const section = page.locator('.flow-log-section');
    await expect.poll(() => stepTitles(section)).toEqual(['提交申请', '退回', '修改后重新提交', '审核通过']);
    await section.getByText('意见：授权委托书未加盖单位公章，请重新上传').waitFor();
    await section.getByRole('link', { name: '营业执照.pdf' }).first().waitFor();

    const [single] = await Promise.all([page.context().waitForEvent('page'), section.getByRole('link', { name: '在新窗口打开' }).click()]);
    await single.waitForURL((u) => u.pathname === '/flowLog-single');
    const heading = single.locator('.flow-log-heading');
    await heading.getByText('宁波北仑港通物流有限公司').waitFor();
    expect(await heading.textContent()).toContain('已通过');
    await expect.poll(() => stepTitles(single.locator('.flow-log'))).toEqual(['提交申请', '退回', '修改后重新提交', '审核通过']);
  });

  it('lets a unit follow its own change requests and nobody else’s', async () => {
    const page = await portal.newPage();
    await login(page, 'demo2', 'Demo2@123456');
    await page.goto('/company-info/maintain-history');
    const refused = page.locator('.unit-history-item', { hasText: '宁波恒力重工有限公司' });
    const [single] = await Promise.all([page.context().waitForEvent('page'), refused.getByRole('link', { name: '流转记录' }).click()]);
    await expect.poll(() => stepTitles(single.locator('.flow-log'))).toEqual(['提交申请', '驳回']);
    await single.getByText('意见：营业执照上的名称与申请的名称不一致').waitFor();
    const address = single.url();

    // Another unit's user opening the same address is told there is no such record.
    const other = await portal.newPage();
    await login(other, DEMO.user, DEMO.pass);
    await other.goto(address);
    await other.getByText('业务记录不存在').waitFor();
    expect(await other.locator('.flow-step').count()).toBe(0);
  });
});

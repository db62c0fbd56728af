import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { pdfFile } from './support/files';
import { DEMO, dialog, login, usePortal } from './support/portal';
import { withDb } from './support/sms';

const INSPECTOR = { user: 'inspector', pass: 'Jianyan@123456' };
const SUBJECT = '检验当天的停梯安排';
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const drawer = (page: Page) => page.locator('.ant-drawer-body:visible');
/** The message centre's unread count, as the header's bell asks for it. */
const unreadMessages = async (page: Page) =>
  (await (await page.request.get('/a/stone/message/unreadCount', { headers: { 'x-requested-with': 'XMLHttpRequest' } })).json()).data.count as number;

describe.skipIf(!hasChromium)('检验互动', () => {
  const portal = usePortal();

  it('demo asks about an application with a file; the inspector sees it unread and answers; demo is told and reads the answer', async () => {
    // demo's paid application, which has no thread yet.
    const applyId = withDb(portal.databaseFile, (db) =>
      db
        .prepare(
          "SELECT a.id FROM inspection_applies a JOIN users u ON u.unit_id = a.unit_id WHERE u.login_name = 'demo' AND a.state = 'paid' AND NOT EXISTS (SELECT 1 FROM interaction_threads t WHERE t.apply_id = a.id) LIMIT 1",
        )
        .get(),
    ) as { id: string };

    const demo = await portal.newPage();
    await login(demo, DEMO.user, DEMO.pass);
    await demo.goto(`/company-service/online-apply-detail?id=${applyId.id}`);
    await demo.getByRole('button', { name: '发起互动' }).click();
    const launch = dialog(demo, '发起检验互动');
    await launch.getByLabel('主题').fill(SUBJECT);
    await launch.getByLabel('内容').fill('检验当天我方需要提前多久停梯？请告知。');
    await launch.locator('input[type=file]').setInputFiles(pdfFile('电梯分布图.pdf'));
    await launch.locator('.att-row[data-attsysid]', { hasText: '电梯分布图.pdf' }).waitFor();
    await launch.getByRole('button', { name: '发送' }).click();
    await demo.waitForURL('**/company-service/interaction?id=*');
    await drawer(demo).getByText('检验当天我方需要提前多久停梯？请告知。').waitFor();
    await drawer(demo)
      .getByRole('link', { name: /电梯分布图\.pdf/ })
      .waitFor();
    const demoUnread = await unreadMessages(demo);

    const inspector = await portal.newPage();
    await login(inspector, INSPECTOR.user, INSPECTOR.pass);
    await inspector.goto('/inspection/interaction');
    const waiting = row(inspector, SUBJECT);
    await expect.poll(() => waiting.locator('.ant-badge .ant-scroll-number').textContent()).toBe('1');
    await waiting.getByRole('button', { name: SUBJECT }).click();
    await drawer(inspector).getByText('检验当天我方需要提前多久停梯？请告知。').waitFor();
    await drawer(inspector)
      .getByRole('link', { name: /电梯分布图\.pdf/ })
      .waitFor();
    // Opening the thread read it for the body's side.
    await expect.poll(() => waiting.locator('.ant-badge .ant-scroll-number').count()).toBe(0);
    await drawer(inspector).getByLabel('回复').fill('请于检验开始前30分钟停梯，并安排维保人员到场。');
    await drawer(inspector).getByRole('button', { name: '发送回复' }).click();
    await drawer(inspector).locator('.ia-post-mine', { hasText: '请于检验开始前30分钟停梯' }).waitFor();

    // demo's message centre counts the answer, and the list shows the thread unread until demo opens it.
    await expect.poll(() => unreadMessages(demo)).toBe(demoUnread + 1);
    await demo.goto('/message_page');
    await demo
      .locator('.message-title-unread', { hasText: `检验互动：${SUBJECT}` })
      .first()
      .waitFor();
    await demo.goto('/company-service/interaction');
    const answered = row(demo, SUBJECT);
    await expect.poll(() => answered.locator('.ant-badge .ant-scroll-number').textContent()).toBe('1');
    const menuBefore = Number(await demo.locator('.side-menu-item', { hasText: '检验互动' }).locator('.side-menu-count').textContent());
    expect(menuBefore).toBeGreaterThan(0);
    await answered.getByRole('button', { name: SUBJECT }).click();
    const reply = drawer(demo).locator('.ia-post:not(.ia-post-mine)', { hasText: '请于检验开始前30分钟停梯，并安排维保人员到场。' });
    await reply.waitFor();
    await expect.poll(() => reply.locator('.ia-side').textContent()).toBe('检验机构');
    // Reading it read the message that told of it, and the menu's count of unread threads went down with it.
    await expect.poll(() => unreadMessages(demo)).toBe(demoUnread);
    const menuCount = demo.locator('.side-menu-item', { hasText: '检验互动' }).locator('.side-menu-count');
    await expect.poll(async () => Number((await menuCount.count()) && (await menuCount.textContent()))).toBe(menuBefore - 1);
  });
});

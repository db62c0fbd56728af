import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { dialog, login, usePortal } from './support/portal';

const WELCOME = '欢迎使用特种设备企业服务平台';

describe.skipIf(!hasChromium)('message centre', () => {
  const portal = usePortal();

  it('reads, deletes, restores and purges a message, with the unread badge following', async () => {
    const page = await portal.newPage();
    // The registry clerk's only message on a fresh start is the welcome: the demo leaves the registry no notices.
    await login(page, 'registry', 'Dengji@123456');
    const badge = page.locator('.shell-bell .lite-badge');
    await expect.poll(() => badge.textContent()).toBe('1');

    await page.locator('.shell-bell').click();
    await page.waitForURL('**/message_page');
    const row = page.locator('.ant-table-row', { hasText: WELCOME });
    await row.getByRole('button', { name: new RegExp(WELCOME) }).click();
    const reader = dialog(page, WELCOME);
    await reader.getByText('审批结果、到期提醒等通知都会发送到消息中心').waitFor();
    await reader.locator('.ant-modal-close').click();
    await page.getByText('没有未读消息').waitFor();
    await expect.poll(() => badge.count()).toBe(0);

    await page.getByRole('tab', { name: '已读消息' }).click();
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByText('已移入回收站').waitFor();
    await page.getByText('没有已读消息').waitFor();

    await page.getByRole('tab', { name: '回收站' }).click();
    await row.getByRole('button', { name: '恢复' }).click();
    await page.getByText('回收站是空的').waitFor();
    await page.getByRole('tab', { name: '已读消息' }).click();
    await row.waitFor();

    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('tab', { name: '回收站' }).click();
    await row.getByRole('button', { name: '彻底删除' }).click();
    await dialog(page, '彻底删除').getByRole('button', { name: '彻底删除' }).click();
    await page.getByText('回收站是空的').waitFor();
    const list = await page.request.post('/a/stone/message/findPage', {
      data: { pageNo: 1, pageSize: 10, status: 'trash' },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(((await list.json()) as { data: { count: number } }).data.count).toBe(0);
  });
});

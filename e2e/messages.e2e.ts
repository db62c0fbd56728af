import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { dialog, login, toast, usePortal } from './support/portal';

const WELCOME = '欢迎使用特种设备企业服务平台';

describe.skipIf(!hasChromium)('message centre', () => {
  const portal = usePortal();

  it('reads, deletes, restores and purges a message, with the unread badge following', async () => {
    const page = await portal.newPage();
    // An account the demo opened through a registration, whose messages are few: the badge counts them all.
    await login(page, 'gangtong', 'Gangtong@2026');
    const unread = async () => {
      const res = await page.request.get('/a/stone/message/unreadCount', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
      return ((await res.json()) as { data: { count: number } }).data.count;
    };
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    const badge = page.locator('.shell-bell .lite-badge');
    await expect.poll(() => badge.textContent()).toBe(String(before));

    await page.locator('.shell-bell').click();
    await page.waitForURL('**/message_page');
    const row = page.locator('.ant-table-row', { hasText: WELCOME });
    await row.getByRole('button', { name: new RegExp(WELCOME) }).click();
    const reader = dialog(page, WELCOME);
    await reader.getByText('您单位的账号注册申请已审核通过').waitFor();
    await reader.locator('.ant-modal-close').click();
    // Read, it leaves the unread list, and the badge counts one fewer.
    await row.waitFor({ state: 'detached' });
    expect(await unread()).toBe(before - 1);
    await expect.poll(async () => ((await badge.count()) ? await badge.textContent() : '0')).toBe(String(before - 1));

    await page.getByRole('tab', { name: '已读消息' }).click();
    await row.getByRole('button', { name: '删除' }).click();
    await toast(page, '已移入回收站');
    await row.waitFor({ state: 'detached' });

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

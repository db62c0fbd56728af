import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, login, usePortal, userMenu } from './support/portal';

describe.skipIf(!hasChromium)('error log', () => {
  const portal = usePortal();

  it('sends an uncaught script error to the log, where the error log page shows it', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    const saved = page.waitForResponse((r) => r.url().endsWith('/save_error_logger') && r.request().method() === 'POST');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e boom');
      });
    });
    const res = await saved;
    expect(res.status()).toBe(200);
    const sent = res.request().postDataJSON() as { type: string; code: number; message: string; url: string };
    expect(sent).toMatchObject({ type: 'script', code: 0 });
    expect(sent.message).toContain('e2e boom');
    expect(sent.url).toContain('/home');

    await userMenu(page, '错误日志');
    const row = page.locator('.ant-table-row', { hasText: 'e2e boom' });
    await row.waitFor();
    expect(await row.textContent()).toContain('脚本错误');

    // Filtering by the other type leaves it out.
    await page.locator('.search-bar .ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: '接口错误' }).click();
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => row.count()).toBe(0);
  });
});

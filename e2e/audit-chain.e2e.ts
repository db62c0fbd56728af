import { describe, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { login, usePortal } from './support/portal';
import { withDb } from './support/sms';

describe.skipIf(!hasChromium)('audit chain', () => {
  const portal = usePortal();

  it('an administrator checks the sealed audit log, and a changed row is named', async () => {
    const page = await portal.newPage();
    await login(page, 'admin', 'Admin@123456');
    await page.locator('.side-menu').getByRole('button', { name: '系统维护' }).click();
    await page.locator('.side-menu').getByRole('link', { name: '审计日志校验' }).click();
    await page.waitForURL('**/system/audit-chain');
    await page.getByText('审计链完整').waitFor();
    await page
      .locator('.audit-chain-facts')
      .getByText(/^第1批（序号1–\d+）/)
      .waitFor();

    // Someone edits a sealed row behind the portal's back.
    withDb(portal.databaseFile, (db) => db.prepare("UPDATE audit_log SET actor_name = '别人' WHERE seq = 3").run());
    await page.getByRole('button', { name: '重新校验' }).click();
    await page.getByText('审计链校验未通过').waitFor();
    await page.getByText(/^第1批（序号1–\d+）的审计记录已被改动$/).waitFor();
  });
});

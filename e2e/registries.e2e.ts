import { describe, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { dialog, login, usePortal } from './support/portal';

describe.skipIf(!hasChromium)('registries', () => {
  const portal = usePortal();

  it('an administrator adds a district registry; a code another registry holds is refused with the reason', async () => {
    const page = await portal.newPage();
    await login(page, 'admin', 'Admin@123456');
    await page.goto('/system/registry');
    await page.getByRole('button', { name: '新增登记机关' }).click();
    const form = dialog(page, '新增登记机关');
    await form.getByLabel('名称').fill('宁波市鄞州区市场监督管理局');
    await form.locator('.area-cascader').click();
    for (const [level, label] of ['浙江省', '宁波市', '鄞州区'].entries())
      await page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item', { hasText: label }).first().click();
    // A click beside the menu closes it (Escape would close the dialog once the menu has gone by itself).
    await form.locator('.ant-modal-title').click();
    await page.locator('.ant-cascader-dropdown:visible').waitFor({ state: 'hidden' });
    await form.getByLabel('登记机关代号').fill('b');
    await form.getByRole('button', { name: '保存' }).click();
    // The city holds 浙B already: the dialog stays open with the server's reason.
    await form.locator('.dialog-alert', { hasText: '登记机关代号浙B已由宁波市市场监督管理局使用' }).waitFor();
    await form.getByLabel('登记机关代号').fill('BY');
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'hidden' });
    await page
      .locator('.ant-table-row', { hasText: '宁波市鄞州区市场监督管理局' })
      .getByText(/^梯11浙BY\d{5}\(\d{2}\)$/)
      .waitFor();
  });

  it('an administrator sees the device code the demo data stored twice, then switches to certificate numbers', async () => {
    const page = await portal.newPage();
    await login(page, 'admin', 'Admin@123456');
    await page.goto('/system/duplicate-codes');
    await page.locator('.ant-table-row', { hasText: '215033210201801814' }).first().waitFor();
    await page.locator('.ant-form-item', { hasText: '重复类型' }).locator('.ant-select').click();
    await page.locator('.ant-select-item-option', { hasText: '使用登记证编号' }).click();
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await page.getByText('没有重复的号码').waitFor();
  });
});

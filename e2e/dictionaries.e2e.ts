import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { dialog, login, usePortal } from './support/portal';

const LABEL = '特种设备检测试验单位';

/** The options the 单位类型 select of the company form offers when LABEL is typed (its list draws only the rows in view). */
async function unitTypeOptions(page: Page): Promise<string[]> {
  const select = page.locator('.unit-form .ant-form-item', { hasText: '单位类型' }).locator('.ant-select');
  await select.click();
  await page.keyboard.type(LABEL);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await dropdown.waitFor();
  const options = await dropdown.locator('.ant-select-item-option-content').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

describe.skipIf(!hasChromium)('dictionaries', () => {
  const portal = usePortal();

  it('an item added under 字典维护 is offered in the selects, and no longer once disabled', async () => {
    const page = await portal.newPage();
    await login(page, 'admin', 'Admin@123456');
    await page.goto('/company-info/maintain');
    await page.locator('.unit-form').waitFor();
    expect(await unitTypeOptions(page)).not.toContain(LABEL);

    // Through the menu, not a reload: the page's cached dictionary must be refreshed by the edit itself.
    await page.locator('.side-menu').getByText('系统维护').click();
    await page.locator('.side-menu').getByRole('link', { name: '字典维护' }).click();
    await page.waitForURL('**/system/dict');
    await page.locator('.dict-types').getByText('单位类型').click();
    await page.locator('.dict-main-title', { hasText: '单位类型' }).waitFor();
    await page.getByRole('button', { name: '新增字典项' }).click();
    const add = dialog(page, '新增字典项');
    await add.locator('#value').fill('testing lab');
    await add.locator('#label').fill(LABEL);
    await add.getByRole('button', { name: '保存' }).click();
    await add.getByText('字典值只能包含字母、数字、下划线、点和短横线').waitFor();
    await add.locator('#value').fill('testingLab');
    await add.getByRole('button', { name: '保存' }).click();
    await page.getByText('字典项已新增').waitFor();
    const row = page.locator('.ant-table-row', { hasText: LABEL });
    await row.getByText('启用').waitFor();

    await page.locator('.tags-nav').getByText('单位信息').click();
    await page.locator('.unit-form').waitFor();
    await expect.poll(() => unitTypeOptions(page)).toContain(LABEL);

    await page.locator('.tags-nav').getByText('字典维护').click();
    await row.getByRole('button', { name: '停用' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '停用' }).click();
    await page.getByText(`已停用“${LABEL}”`).waitFor();
    await page.locator('.tags-nav').getByText('单位信息').click();
    await expect.poll(() => unitTypeOptions(page)).not.toContain(LABEL);

    // Editing keeps the value and changes the name; an editor holding an older version is refused.
    await page.locator('.tags-nav').getByText('字典维护').click();
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = dialog(page, '编辑字典项');
    expect(await edit.locator('#value').inputValue()).toBe('testingLab');
    expect(await edit.locator('#value').isDisabled()).toBe(true);

    const other = await portal.newPage();
    await login(other, 'admin', 'Admin@123456');
    await other.goto('/system/dict');
    await other.locator('.dict-types').getByText('单位类型').click();
    await other.locator('.ant-table-row', { hasText: LABEL }).getByRole('button', { name: '编辑' }).click();
    const otherEdit = dialog(other, '编辑字典项');
    await otherEdit.locator('#label').fill('检测试验机构');
    await otherEdit.getByRole('button', { name: '保存' }).click();
    await other.getByText('字典项已保存').waitFor();

    await edit.locator('#label').fill(`${LABEL}（旧）`);
    await edit.getByRole('button', { name: '保存' }).click();
    await edit.getByText('数据已被他人修改，请刷新后重试').waitFor();
    await edit.getByRole('button', { name: '取消' }).click();
    await page.locator('.ant-table-row', { hasText: '检测试验机构' }).waitFor();
  });
});

import { maskCertNo, maskIdNumber, maskMobile } from '@portal/contract/domain/privacy';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { beijingDay, pickDate } from './support/dates';
import { pngFile } from './support/files';
import { DEMO, dialog, login, menuTitles, toast, usePortal } from './support/portal';
import { recordToasts } from './support/toasts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A resident ID number with its GB 11643 check character, and one with a wrong one. */
function residentId(body17: string): { valid: string; wrongCheck: string } {
  const sum = [...body17].reduce((a, c, i) => a + Number(c) * WEIGHTS[i], 0);
  const check = '10X98765432'[sum % 11];
  return { valid: body17 + check, wrongCheck: body17 + (check === '0' ? '1' : '0') };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const row = (scope: Page | Locator, text: string) => scope.locator('.ant-table-row', { hasText: text });

describe.skipIf(!hasChromium)('operators and their certificates', () => {
  const portal = usePortal();

  it('adds an operator with a certificate that runs out soon, finds it in the list and the overview, and deletes the operator', async () => {
    const run = `${Date.now() % 100_000}${Math.floor(Math.random() * 10)}`;
    const name = `测试${run}`;
    const male = Math.random() < 0.5;
    // 17th digit odd for men, even for women.
    const seq = `${pad(Math.floor(Math.random() * 100), 2)}${male ? 7 : 4}`;
    const birth = `199${Math.floor(Math.random() * 10)}${pad(1 + Math.floor(Math.random() * 12), 2)}${pad(1 + Math.floor(Math.random() * 28), 2)}`;
    const id = residentId(`330203${birth}${seq}`);
    const mobile = `139${pad(Math.floor(Math.random() * 1e8), 8)}`;
    // Issued a little under four years ago: the default end (four years on, less a day) is 40 days away, inside the 90-day warning.
    const issueDate = beijingDay(41, -4);
    const expiryDate = beijingDay(40);

    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);

    // Both pages are in the menu under 设备管理; the list's button opens the form.
    await page.goto('/equipment/operator');
    await page.locator('.op-table').waitFor();
    expect(await menuTitles(page)).toEqual(expect.arrayContaining(['设备管理', '作业人员', '作业人员概况']));
    await page.getByRole('button', { name: '新增作业人员' }).click();
    await page.waitForURL('**/equipment/operator-info?mode=add');

    const form = page.locator('.op-form');
    await form.locator('#name').fill(name);
    await form.locator('#idNumber').fill(id.wrongCheck);
    await form.locator('#mobile').fill(mobile);
    await form.locator('#post').fill('叉车司机');
    await form.getByText('身份证号校验位不正确，请核对').waitFor();
    await page.getByRole('button', { name: '保存并继续登记证书' }).click();
    await page.getByText('身份证号校验位不正确，请核对').waitFor();
    await form.locator('.ant-form-item-explain-error', { hasText: '请选择性别' }).waitFor();
    expect(new URL(page.url()).search).toBe('?mode=add');

    // A valid number fills in the sex it encodes.
    await form.locator('#idNumber').fill(id.valid);
    await form
      .locator('.ant-form-item', { hasText: '性别' })
      .getByText(male ? '男' : '女', { exact: true })
      .waitFor();
    await expect.poll(() => form.getByText('身份证号校验位不正确，请核对').count()).toBe(0);
    await expect.poll(() => form.locator('.ant-form-item-explain-error', { hasText: '请选择性别' }).count()).toBe(0);
    await page.getByRole('button', { name: '保存并继续登记证书' }).click();
    await page.waitForURL('**/equipment/operator-info?mode=edit&id=*');
    await page.getByText(`作业人员 ${name} 已新增`).waitFor();

    // A certificate: the end date defaults from the issue date.
    await page.getByRole('button', { name: '新增证书' }).click();
    const add = dialog(page, '新增资格证书');
    await add.locator('#itemCode').click();
    await add.locator('#itemCode').fill('N1');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '叉车司机' }).click();
    await add.locator('#certNo').fill(id.valid);
    await add.locator('#authority').fill('宁波市市场监督管理局');
    await pickDate(add.locator('#issueDate'), issueDate);
    await expect.poll(() => add.locator('#expiryDate').inputValue()).toBe(expiryDate);
    const toasts = await recordToasts(page);
    await add.getByRole('button', { name: '保存证书' }).click();
    await page.getByText('证书已保存，现在可以上传证书扫描件').waitFor();

    // Once saved, the dialog edits the certificate and takes its scan.
    const edit = dialog(page, '编辑资格证书');
    const scans = edit.locator('section.att-box', { has: page.locator('.att-title', { hasText: '证书扫描件' }) });
    await scans.locator('input[type=file]').setInputFiles(pngFile('证书正面.png'));
    await scans.locator('.att-row[data-attsysid]', { hasText: '证书正面.png' }).waitFor();
    // Saving again closes the dialog; each save told the user once.
    await edit.getByRole('button', { name: '保存证书' }).click();
    await edit.waitFor({ state: 'hidden' });
    expect(await toasts()).toEqual(['证书已保存，现在可以上传证书扫描件', '证书已保存']);
    const cert = row(page.locator('.op-qual-table'), id.valid);
    expect(await cert.locator('[data-state]').getAttribute('data-state')).toBe('expiring');
    expect(await cert.textContent()).toContain(expiryDate);

    // The list shows the certificate in the expiring colour.
    await page.goto('/equipment/operator');
    const list = page.locator('.op-table');
    await page.locator('.search-bar #keyword').fill(name);
    await page.locator('.search-bar').getByRole('button', { name: '查询' }).click();
    const listed = row(list, name);
    await expect.poll(() => listed.locator('.ant-tag', { hasText: '叉车司机' }).getAttribute('data-state')).toBe('expiring');
    expect(await listed.locator('.ant-tag', { hasText: '叉车司机' }).getAttribute('class')).toContain('orange');
    expect(await listed.textContent()).not.toContain(id.valid.slice(6, 14));
    expect(await listed.textContent()).toContain(maskMobile(mobile));

    // The overview lists it with the days left; its 即将到期 card opens the list filtered to that state.
    await page.goto('/equipment/operator-overview');
    const expiring = row(page.locator('.op-expiring'), name);
    await expiring.waitFor();
    expect(await expiring.textContent()).toContain('叉车司机');
    expect(await expiring.textContent()).not.toContain(id.valid);
    expect(await expiring.locator('.ant-tag').textContent()).toMatch(/^(39|40|41) 天$/);
    await page.locator('.stat-tile', { hasText: '即将到期' }).click();
    await page.waitForURL('**/equipment/operator?certState=expiring');
    await row(page.locator('.op-table:visible'), name).waitFor();
    // 陈立新 of the demo unit holds only a certificate with more than a year left.
    expect(await row(page.locator('.op-table:visible'), '陈立新').count()).toBe(0);

    await page.goto('/equipment/operator-overview');
    await row(page.locator('.op-expiring'), name).getByRole('button', { name }).click();
    await page.waitForURL('**/equipment/operator-info?mode=view&id=*');
    // Read, the record shows personal data masked: the ID number, the mobile and the certificate number.
    const view = page.locator('.op-view');
    await view.getByText(maskIdNumber(id.valid)).waitFor();
    await view.getByText(maskMobile(mobile)).waitFor();
    await row(page.locator('.op-qual-table'), maskCertNo(id.valid)).waitFor();
    expect(await page.locator('.op-view, .op-qual-table').allTextContents()).not.toContainEqual(expect.stringContaining(id.valid));

    // Deleting asks first, then the operator is gone from the list.
    await page.goto('/equipment/operator');
    await page.locator('.search-bar #keyword').fill(name);
    await page.locator('.search-bar').getByRole('button', { name: '查询' }).click();
    // The search has answered when the operator is the one row left: the click lands on the table as it stays.
    await expect.poll(() => page.locator('.op-table .ant-table-row').count()).toBe(1);
    await row(page.locator('.op-table'), name).getByRole('button', { name: '删除' }).click();
    await dialog(page, '删除作业人员').getByRole('button', { name: '删除' }).click();
    await toast(page, `作业人员 ${name} 已删除`);
    await expect.poll(() => row(page.locator('.op-table'), name).count()).toBe(0);
  });

  it('refuses a save over a newer version and reloads the stored record', async () => {
    const run = `${Date.now() % 100_000}`;
    const [first, second] = [await portal.newPage(), await portal.newPage()];
    for (const p of [first, second]) {
      await login(p, DEMO.user, DEMO.pass);
      await p.goto('/equipment/operator');
      await row(p.locator('.op-table'), '吴海').getByRole('button', { name: '编辑' }).click();
      await p.locator('.op-form #post').waitFor();
    }
    await first.locator('.op-form #post').fill(`停车设备主管${run}`);
    await first.locator('.op-form').getByRole('button', { name: '保存', exact: true }).click();
    await first.getByText('作业人员信息已保存').waitFor();

    await second.locator('.op-form #post').fill(`停车设备管理员${run}`);
    await second.locator('.op-form').getByRole('button', { name: '保存', exact: true }).click();
    const refused = second.locator('.op-failure', { hasText: '数据已被他人修改，请刷新后重试' });
    await refused.waitFor();
    await refused.getByRole('button', { name: '重新加载' }).click();
    await expect.poll(() => second.locator('.op-form #post').inputValue()).toBe(`停车设备主管${run}`);
  });
});

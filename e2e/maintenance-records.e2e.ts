import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, toast, usePortal } from './support/portal';

const WEIBAO = { user: 'weibao', pass: 'Weibao@123456' };
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });

describe.skipIf(!hasChromium)('elevator maintenance records', () => {
  const portal = usePortal();

  it('weibao records the maintenance of an overdue elevator; demo countersigns it', async () => {
    // The maintenance company opens the elevator it has not maintained for more than 15 days.
    const page = await portal.newPage();
    await login(page, WEIBAO.user, WEIBAO.pass);
    await page.goto('/company-service/maintenance');
    await row(page, '超过15日未维保').getByRole('button', { name: '维保' }).click();
    await page.waitForURL('**/company-service/weibaoDa?id=*');
    const elevator = new URL(page.url()).searchParams.get('id')!;
    await page.locator('.maintenance-alert:visible').waitFor();

    await page.getByRole('button', { name: '登记维保记录' }).click();
    const form = dialog(page, '登记维保记录');
    await form.getByLabel('维保项目及内容').fill('曳引机、制动器、门系统检查润滑；轿内报警装置试验正常');
    await form.getByPlaceholder('姓名').fill('周维');
    await form.getByPlaceholder('作业人员证书编号（T）').fill('12');
    await form.getByText('作业人员证书编号应为6至40位').waitFor();
    await form.getByPlaceholder('作业人员证书编号（T）').fill('T330203198801010011');
    await form.getByRole('button', { name: '提交使用单位确认' }).click();
    await form.waitFor({ state: 'hidden' });
    const pending = row(page, '待使用单位签字确认').first();
    await pending.waitFor();
    const recordNo = (await pending.locator('td').nth(1).textContent())!.trim();
    expect(recordNo).toMatch(/^WB\d{12}$/);
    await expect.poll(() => page.locator('.maintenance-alert:visible').count()).toBe(0);

    // The use unit's safety manager countersigns it.
    const use = await portal.newPage();
    await login(use, DEMO.user, DEMO.pass);
    await use.goto(`/company-service/weibaoDa?id=${elevator}`);
    await row(use, recordNo).getByRole('button', { name: '签字确认' }).click();
    await use.locator('.ant-modal-confirm').getByRole('button', { name: '签字确认' }).click();
    await toast(use, '已签字确认');
    await expect.poll(() => row(use, recordNo).locator('.ant-tag').first().textContent()).toBe('使用单位已确认');
    await expect.poll(() => row(use, recordNo).textContent()).toContain(DEMO.name);
  });
});

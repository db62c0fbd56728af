import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, usePortal } from './support/portal';

const VALVE_NO = 'E2E-AQF-01';
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const tabOf = (page: Page, name: string) => page.locator('.ant-tabs-tab:visible', { hasText: name });

describe.skipIf(!hasChromium)('safety valves', () => {
  const portal = usePortal();

  it('demo adds a valve to a boiler, records its calibration, and it leaves the overdue list', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    // The earlier portal's address lands on the page in the equipment menu.
    await page.goto('/safetyValve');
    await page.waitForURL('**/equipment/safety-valve');
    await row(page, 'AQF-001').waitFor();

    await page.getByRole('button', { name: '新增安全阀' }).click();
    const add = dialog(page, '新增安全阀');
    await add.getByLabel('所保护的设备').click();
    await page.locator('.ant-select-item-option:visible', { hasText: '锅炉' }).first().click();
    await add.getByLabel('安全阀编号').fill(VALVE_NO);
    await add.getByLabel('型号').fill('A48Y-16C');
    await add.getByLabel('公称通径').fill('DN50');
    await add.getByLabel('整定压力').fill('abc');
    await add.getByText('整定压力应为大于0').waitFor();
    await add.getByLabel('整定压力').fill('1.25');
    await add.getByRole('button', { name: '保存' }).click();
    await add.waitFor({ state: 'hidden' });

    // Never calibrated: it is on the overdue list.
    await tabOf(page, '超期未校验').click();
    await row(page, VALVE_NO).waitFor();
    await expect.poll(() => row(page, VALVE_NO).locator('.ant-tag').first().textContent()).toBe('超期未校验');

    await row(page, VALVE_NO).getByRole('button', { name: '校验登记' }).click();
    const record = dialog(page, `校验登记 · 安全阀 ${VALVE_NO}`);
    await record.getByLabel('校验机构').fill('宁波市特种设备检验研究院');
    await record.getByLabel('校验报告编号').fill('AQF-E2E-0001');
    await record.getByRole('button', { name: '登记' }).click();
    await record.waitFor({ state: 'hidden' });

    // Calibrated today, valid for a year: gone from the overdue list, valid on the whole list.
    await expect.poll(() => row(page, VALVE_NO).count()).toBe(0);
    await tabOf(page, '全部安全阀').click();
    await expect.poll(() => row(page, VALVE_NO).locator('.ant-tag').first().textContent()).toBe('校验有效');
    await row(page, VALVE_NO).getByRole('button', { name: '校验记录' }).click();
    await dialog(page, `校验记录 · 安全阀 ${VALVE_NO}`).getByText('AQF-E2E-0001').waitFor();
  });
});

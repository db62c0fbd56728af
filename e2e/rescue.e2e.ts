import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { pickDate } from './support/dates';
import { DEMO, dialog, login, toast, usePortal } from './support/portal';

const WEIBAO = { user: 'weibao', pass: 'Weibao@123456' };
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const pageTitle = async (page: Page) => (await page.locator('.page-card-title span:visible').first().textContent())!.trim();

/** 'YYYY-MM-DD HH:mm' in Beijing time, `minutes` ago, as the time pickers take it. */
const beijingAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

describe.skipIf(!hasChromium)('elevator rescue', () => {
  const portal = usePortal();

  it('demo reports people trapped; weibao dispatches, arrives late, frees them and closes; both see the arrival flagged', async () => {
    // The use unit reports: an elevator its maintenance unit holds, the alarm received 40 minutes ago.
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    // The work desk shows the month's figures, its chart loaded after the first screen.
    const desk = page.locator('.home-card', { hasText: '本月电梯救援与故障' });
    await desk.locator('.e-chart svg').waitFor();
    await desk.getByText('按电梯（本月）').waitFor();
    await page.goto('/elevator-rescue/rescue');
    await page.getByRole('button', { name: '报告困人' }).click();
    await page.waitForURL('**/elevator-rescue/rescue-form');
    await page.getByLabel('电梯').click();
    await page.locator('.ant-select-item-option:visible').first().click();
    await page.locator('.ant-descriptions:visible').waitFor();
    await pickDate(page.getByLabel('被困时间'), beijingAgo(42));
    await pickDate(page.getByLabel('接警时间'), beijingAgo(40));
    await page.getByLabel('被困人数').fill('2');
    await page.getByLabel('情况说明').fill('停在5楼与6楼之间');
    await page.locator('.page-card:visible').getByRole('button', { name: '报告困人' }).click();
    await page.waitForURL('**/elevator-rescue/rescue-detail?id=*');
    await expect.poll(() => pageTitle(page)).toMatch(/^困人救援 JY\d+$/);
    const rescueNo = (await pageTitle(page)).replace('困人救援 ', '');
    await page.locator('.ant-tag:visible', { hasText: '已报警' }).first().waitFor();
    // The use unit takes no step itself.
    expect(await page.getByRole('button', { name: '派遣救援' }).count()).toBe(0);

    // The maintenance unit answers from its list: dispatch, arrival, release, close.
    const wb = await portal.newPage();
    await login(wb, WEIBAO.user, WEIBAO.pass);
    await wb.goto('/elevator-rescue/rescue');
    await row(wb, rescueNo).getByRole('button', { name: '查看' }).click();
    await wb.waitForURL('**/elevator-rescue/rescue-detail?id=*');

    await wb.getByRole('button', { name: '派遣救援' }).click();
    const dispatch = dialog(wb, '派遣救援');
    await dispatch.getByLabel('救援人员').fill('周维、陈师傅');
    await dispatch.getByRole('button', { name: '派遣救援' }).click();
    await toast(wb, '已派遣救援');
    await wb.locator('.ant-tag:visible', { hasText: '已派遣' }).first().waitFor();

    await wb.getByRole('button', { name: '到达现场' }).click();
    await dialog(wb, '到达现场').getByRole('button', { name: '到达现场' }).click();
    await wb.locator('.ant-tag:visible', { hasText: '救援中' }).first().waitFor();
    // Forty minutes after the alarm: flagged past the 30-minute limit.
    await wb.getByText(/接警后\d+分钟到达现场，超过30分钟/).waitFor();
    await wb.locator('.ant-tag:visible', { hasText: '到达超30分钟' }).first().waitFor();

    await wb.getByRole('button', { name: '解困' }).click();
    await dialog(wb, '解困').getByRole('button', { name: '解困' }).click();
    await wb.locator('.ant-tag:visible', { hasText: '已解困' }).first().waitFor();

    await wb.getByRole('button', { name: '结案' }).click();
    const close = dialog(wb, '结案');
    // Closing needs the cause and the handling.
    await close.getByRole('button', { name: '结案' }).click();
    await close.getByText('请选择困人原因').waitFor();
    await close.getByLabel('困人原因').click();
    await wb.locator('.ant-select-item-option:visible', { hasText: '门锁回路故障' }).click();
    await close.getByLabel('处置情况').fill('调整厅门门锁触点，试运行正常后恢复使用');
    await close.getByRole('button', { name: '结案' }).click();
    await wb.locator('.ant-tag:visible', { hasText: '已结案' }).first().waitFor();
    // Every step is in the flow log.
    for (const step of ['报告困人', '派遣救援', '到达现场', '解困', '结案']) await wb.locator('.flow-step-head:visible', { hasText: step }).first().waitFor();

    // The use unit sees the closed record, flagged, in its list filtered to late arrivals.
    await page.goto('/elevator-rescue/rescue');
    await page.getByLabel('标记').click();
    await page.locator('.ant-select-item-option:visible', { hasText: '到达超30分钟' }).click();
    await page.getByRole('button', { name: '查询' }).click();
    const mine = row(page, rescueNo);
    await mine.waitFor();
    await mine.locator('.ant-tag', { hasText: '已结案' }).waitFor();
    await mine.locator('.ant-tag', { hasText: '到达超30分钟' }).waitFor();
  });
});

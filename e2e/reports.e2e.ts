import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, login, usePortal } from './support/portal';
import { unzip } from './support/xlsx';

const rows = (page: Page) => page.locator('.ant-table-row:visible');

describe.skipIf(!hasChromium)('inspection reports', () => {
  const portal = usePortal();

  it('demo finds its reports, downloads one and a batch zip, and the QR reference verifies the report without a session', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    // The earlier portal's self-service re-issue address lands on the report query.
    await page.goto('/selfReplacementList');
    await page.waitForURL('**/company-service/report-query');
    await rows(page).first().waitFor();
    // The demo seed's real sample reports are numbered BG…: search narrows the list to them.
    await page.getByLabel('报告/设备').fill('BG');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(async () => (await rows(page).allTextContents()).every((t) => t.includes('BG'))).toBe(true);
    const first = rows(page).first();
    const reportNo = (await first.locator('td').nth(1).textContent())!.trim();
    expect(reportNo).toMatch(/^BG\d{8}/);
    const conclusion = (await first.locator('td').nth(4).textContent())!.trim();

    const [single] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: '下载报告' }).click()]);
    expect(single.suggestedFilename()).toBe(`检验报告-${reportNo}.pdf`);
    expect((await readFile(await single.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await rows(page).nth(0).locator('.ant-checkbox-input').check();
    await rows(page).nth(1).locator('.ant-checkbox-input').check();
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /打包下载（2）/ }).click()]);
    expect(zip.suggestedFilename()).toMatch(/^检验报告-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzip(await readFile(await zip.path()));
    const pdfs = [...files.keys()].filter((n) => n.endsWith('.pdf'));
    expect(pdfs).toHaveLength(2);
    expect(pdfs.some((n) => n.startsWith(reportNo))).toBe(true);
    for (const name of pdfs) expect(files.get('清单.csv')).toContain(name);

    // What the report's QR code opens, on a phone with no session.
    const href = (await first.getByRole('link', { name: '核验' }).getAttribute('href'))!;
    const phone = await portal.newPage();
    await phone.goto(href);
    await phone.locator('.vf-cert', { hasText: reportNo }).waitFor();
    await phone.getByText(conclusion, { exact: true }).waitFor();
    await phone.locator('.vf-tag', { hasText: '有效' }).waitFor();
  });

  it('opens the record page of a report with its reports, documents and flow log, and a line of the device history', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/company-service/report-query');
    const first = rows(page).filter({ hasText: '定期检验' }).first();
    await first.waitFor();
    const reportNo = (await first.locator('td').nth(1).textContent())!.trim();
    await first.getByRole('link', { name: reportNo }).click();
    await page.locator('.page-card-title', { hasText: '定期检验记录' }).waitFor();
    // The reports table of the record page: its rows offer the report's download.
    await page
      .locator('.ant-table-row:visible', { hasText: reportNo })
      .filter({ has: page.getByRole('button', { name: '下载报告' }) })
      .waitFor();
    const [receipt] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载受理单' }).click()]);
    expect(receipt.suggestedFilename()).toMatch(/^受理单-.+\.pdf$/);
    await page.locator('.flow-log-section').getByText('出具检验结论').first().waitFor();

    // The device's history line that the conclusion wrote opens its own page, with the same report.
    await page.goto('/company-service/report-query');
    const again = rows(page).filter({ hasText: reportNo });
    await again.locator('td').nth(2).getByRole('link').click();
    const line = page.locator('.ant-table-row:visible', { hasText: reportNo });
    await line.getByRole('link').first().click();
    await page.locator('.page-card-title', { hasText: `检验记录 ${reportNo}` }).waitFor();
    await page.getByRole('button', { name: '下载报告' }).waitFor();
  });
});

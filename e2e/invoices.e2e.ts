import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, usePortal, toast } from './support/portal';
import { withDb } from './support/sms';

const FINANCE = { user: 'caiwu', pass: 'Caiwu@123456' };
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

describe.skipIf(!hasChromium)('invoices', () => {
  const portal = usePortal();

  it('demo requests an invoice over a paid application; caiwu issues it with the PDF; demo sees it issued and downloads it', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/company-service/invoice');
    await page.getByRole('button', { name: '申请发票' }).click();
    const form = dialog(page, '申请发票');
    // The first paid application with something left to invoice; the amount follows what is left on it.
    await form
      .locator('.ant-table-row', { has: page.locator('.ant-checkbox-input:not([disabled])') })
      .first()
      .locator('.ant-checkbox-input')
      .check();
    await expect.poll(() => form.getByLabel('开票金额（元）').inputValue()).not.toBe('');
    const amount = Number(await form.getByLabel('开票金额（元）').inputValue());
    await form.getByLabel('接收邮箱').fill('caiwu@example.cn');
    await form.getByRole('button', { name: '提交申请' }).click();
    const done = await toast(page, /已提交/);
    const requestNo = /发票申请 (FP\d+) 已提交/.exec(done ?? '')![1];
    await row(page, requestNo).getByText('待开票').waitFor();

    // The body's finance issues it: number, date (today by default) and the invoice PDF.
    const body = await portal.newPage();
    await login(body, FINANCE.user, FINANCE.pass);
    await body.goto('/inspection/invoice');
    await row(body, requestNo).getByRole('button', { name: '开票' }).click();
    const drawer = body.locator('.ant-drawer', { hasText: `开票 ${requestNo}` });
    await drawer
      .getByText(`¥${amount.toFixed(2)}`)
      .first()
      .waitFor();
    await drawer.getByRole('button', { name: '开具发票' }).click();
    const issue = dialog(body, '开具发票');
    await issue.getByLabel('发票号码').fill('26332000000099887766');
    await issue.locator('input[type=file]').setInputFiles(pdf('电子发票.pdf'));
    await issue.getByText('以“电子发票.pdf”作为开具的发票').waitFor();
    await issue.getByRole('button', { name: '开具发票' }).click();
    await toast(body, '已开具发票 26332000000099887766');
    await body.getByPlaceholder('申请编号、发票号码、单位名称或报检申请编号').fill(requestNo);
    await body.getByPlaceholder('申请编号、发票号码、单位名称或报检申请编号').press('Enter');
    // The queue opens on the requests waiting; this one has left it.
    await expect.poll(() => row(body, requestNo).count()).toBe(0);

    // The unit sees it issued after one 查询 with its filters as they were, with the step in its log, and downloads the PDF.
    await page.locator('.search-table-form').getByRole('button', { name: '查询' }).click();
    await row(page, requestNo).getByText('已开票').waitFor();
    await row(page, requestNo).getByText('26332000000099887766').waitFor();
    await row(page, requestNo).getByRole('button', { name: '查看' }).click();
    const detail = page.locator('.ant-drawer', { hasText: `发票申请 ${requestNo}` });
    await expect.poll(() => detail.locator('.flow-log-section .flow-step-head strong').allTextContents()).toEqual(['新建申请', '提交申请', '开具发票']);
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: '下载发票' }).click()]);
    expect(download.suggestedFilename()).toBe('发票-26332000000099887766.pdf');
    const held = withDb(portal.databaseFile, (db) =>
      db
        .prepare(
          'SELECT b.invoiced_fen AS fen FROM invoice_items i JOIN invoices v ON v.id = i.invoice_id JOIN invoice_balances b ON b.apply_id = i.apply_id WHERE v.request_no = ?',
        )
        .get(requestNo),
    ) as { fen: number };
    expect(held.fen).toBeGreaterThanOrEqual(Math.round(amount * 100));
  });
});

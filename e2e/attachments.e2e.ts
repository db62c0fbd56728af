import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { pdfFile, pngFile, throttleUploads } from './support/files';
import { DEMO, dialog, login, usePortal } from './support/portal';

/** One kind's box of the unit's material on 单位信息. */
const materialBox = (page: Page, kind: string) => page.locator('section.att-box', { has: page.locator('.att-title', { hasText: kind }) });
const storedRow = (page: Page, kind: string, name: string) => materialBox(page, kind).locator('.att-row[data-attsysid]', { hasText: name });

async function openMaterial(page: Page): Promise<void> {
  await login(page, DEMO.user, DEMO.pass);
  await page.goto('/company-info/maintain');
  await materialBox(page, '营业执照').waitFor();
}

describe.skipIf(!hasChromium)('attachments', () => {
  const portal = usePortal();

  it('uploads with a progress bar, downloads the same bytes back, and deletes after confirming', async () => {
    const page = await portal.newPage();
    await openMaterial(page);
    const licence = pdfFile('营业执照副本.pdf', 1024 * 1024);

    await throttleUploads(page, 256 * 1024);
    await materialBox(page, '营业执照').locator('input[type=file]').setInputFiles(licence);
    // While the bytes go up, the row shows a bar part way.
    const bar = materialBox(page, '营业执照').locator('.att-progress .ant-progress');
    await bar.waitFor();
    await expect.poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 0), { timeout: 10_000 }).toBeGreaterThan(0);
    const partWay = Number(await bar.getAttribute('aria-valuenow'));
    expect(partWay).toBeLessThan(100);
    await throttleUploads(page, null);

    const row = storedRow(page, '营业执照', '营业执照副本.pdf');
    await row.waitFor({ timeout: 30_000 });
    expect(await bar.count()).toBe(0);
    expect(await row.locator('.att-meta').textContent()).toContain('1.0 MB');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: '下载 营业执照副本.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('营业执照副本.pdf');
    const back = await readFile(await download.path());
    expect(back.equals(licence.buffer)).toBe(true);

    // Preview opens the PDF in the page from the inline address.
    await row.getByRole('button', { name: '预览 营业执照副本.pdf' }).click();
    const preview = dialog(page, '营业执照副本.pdf');
    expect(await preview.locator('iframe').getAttribute('src')).toMatch(/^\/a\/stone\/common\/download\?attsysid=[\w-]+&inline=1$/);
    await preview.getByRole('button', { name: '关闭', exact: true }).last().click();
    await preview.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: '删除 营业执照副本.pdf' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click();
    await page.getByText('附件已删除').waitFor();
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await materialBox(page, '营业执照').getByText('暂未上传').waitFor();
  });

  it("shows the server's reason on the row of a file it refuses", async () => {
    const page = await portal.newPage();
    await openMaterial(page);
    // A PNG renamed to .pdf: the content says otherwise.
    const renamed = { ...pngFile('授权书.pdf'), mimeType: 'application/pdf' };
    await materialBox(page, '授权委托书').locator('input[type=file]').setInputFiles(renamed);
    const failed = materialBox(page, '授权委托书').locator('.att-row-failed', { hasText: '授权书.pdf' });
    await failed.getByText('文件内容与扩展名不符，请上传原始文件').waitFor();
    expect(await materialBox(page, '授权委托书').locator('.att-row[data-attsysid]').count()).toBe(0);
    await failed.getByRole('button', { name: '移除 授权书.pdf' }).click();
    await failed.waitFor({ state: 'detached' });
  });

  it('takes files from a phone through the QR code, and they appear on the desktop without a reload', async () => {
    const desk = await portal.newPage();
    await openMaterial(desk);
    await materialBox(desk, '其他材料').getByRole('button', { name: '手机上传' }).click();
    const modal = dialog(desk, '手机上传');
    const qr = modal.locator('img[alt="手机上传二维码"]');
    await qr.waitFor();
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    const url = (await modal.locator('.att-mobile-url').textContent())!;
    expect(url).toMatch(/\/attachmentUploadMobile\?token=/);

    // The phone: another browser with no session at all, phone sized.
    const phone = await portal.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(url);
    await phone.getByRole('heading', { name: '单位资料 · 其他材料' }).waitFor();
    await phone.getByText(DEMO.org).waitFor();
    await phone.locator('input[capture]').setInputFiles(pngFile('现场照片.png'));
    const sent = phone.getByRole('region', { name: '已上传的文件' }).locator('li', { hasText: '现场照片.png' });
    await sent.waitFor();
    expect(new URL(phone.url()).pathname).toBe('/attachmentUploadMobile');

    // The desktop list picks it up by itself while the QR code is open.
    const arrived = storedRow(desk, '其他材料', '现场照片.png');
    await arrived.waitFor({ timeout: 15_000 });
    expect(await arrived.locator('.att-tag').textContent()).toBe('手机上传');
    await modal.getByText('已收到手机上传的文件 1 个').waitFor();

    // The phone can take it back while the link lives (a second tap confirms).
    await sent.getByRole('button', { name: '删除' }).click();
    await sent.getByRole('button', { name: '确认删除' }).click();
    await phone.getByText('还没有通过本链接上传的文件').waitFor();
    await arrived.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('tells the phone when its link is not valid', async () => {
    const phone = await portal.newPage();
    await phone.goto('/attachmentUploadMobile?token=this-token-was-never-issued-by-us');
    await phone.getByRole('heading', { name: '无法上传' }).waitFor();
    expect(await phone.getByRole('alert').textContent()).toContain('上传链接已失效，请在电脑上重新生成二维码');
    expect(await phone.locator('input[type=file]').count()).toBe(0);
  });
});

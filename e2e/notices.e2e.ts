import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { pdfFile, pngFile } from './support/files';
import { DEMO, login, toast, usePortal } from './support/portal';

const TITLE = '关于开展2027年度起重机械安全检查的通知';

describe.skipIf(!hasChromium)('notices', () => {
  const portal = usePortal();

  it('an administrator writes and publishes a notice with the editor; users read it from home', async () => {
    const admin = await portal.newPage();
    await login(admin, 'admin', 'Admin@123456');
    await admin.goto('/system/notice');
    await admin.getByRole('button', { name: '新建公告' }).click();
    const editor = admin.locator('.ant-drawer-section', { hasText: '新建公告' });
    const body = editor.locator('.rte-content');
    await body.waitFor();
    // Images belong to the notice, which does not exist before its first save.
    expect(await editor.getByRole('button', { name: '请先保存草稿，再插入图片' }).isDisabled()).toBe(true);

    await editor.locator('#title').fill(TITLE);
    await editor.getByText('政策法规').click();
    await editor.getByText('通知公告', { exact: true }).click();
    await body.click();
    await admin.keyboard.type('各使用单位：');
    await admin.keyboard.press('Enter');
    await editor.getByRole('button', { name: '加粗' }).click();
    await admin.keyboard.type('三月底前');
    await editor.getByRole('button', { name: '加粗' }).click();
    await admin.keyboard.type('完成起重机械自查。');
    await editor.getByRole('button', { name: '保存草稿', exact: true }).click();
    await admin.getByText('草稿已保存，现在可以插入图片和上传附件').waitFor();
    await editor.locator('.notice-editor-state').getByText('草稿').waitFor();

    await editor.locator('.rte-toolbar input[type=file]').setInputFiles(pngFile('检查现场.png'));
    const image = body.locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/a\/stone\/common\/download\?attsysid=[\w-]+&inline=1$/);
    await editor.locator('.att-box input[type=file]').setInputFiles(pdfFile('自查表.pdf'));
    await editor.locator('.att-row[data-attsysid]', { hasText: '自查表.pdf' }).waitFor();

    await editor.getByRole('button', { name: '保存并发布' }).click();
    await admin.getByText('公告已发布').waitFor();
    await editor.waitFor({ state: 'hidden' });
    const row = admin.locator('.ant-table-row', { hasText: TITLE });
    await row.getByText('已发布').waitFor();
    await row.getByRole('button', { name: '置顶' }).click();
    await admin.getByText('已置顶').waitFor();
    await row.getByRole('button', { name: '取消置顶' }).waitFor();

    // A user sees it on the work desk, pinned, and opens it.
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    const item = page.locator('.home-notices li', { hasText: TITLE });
    await item.waitFor();
    expect(await item.getByText('置顶').count()).toBe(1);
    await item.click();
    await page.waitForURL('**/notice/detail?id=*');
    await page.getByRole('heading', { name: TITLE }).waitFor();
    const content = page.locator('.notice-detail-body');
    expect(await content.locator('strong').textContent()).toBe('三月底前');
    expect(await content.textContent()).toContain('完成起重机械自查。');
    const shown = content.locator('img');
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    expect(await page.locator('.notice-detail-meta').textContent()).toContain('浏览次数：1');
    // The body image is not listed again among the attachments.
    const files = page.locator('.notice-detail .att-row[data-attsysid]');
    await files.first().waitFor();
    expect(await files.allTextContents()).toEqual([expect.stringContaining('自查表.pdf')]);

    // The list finds it by keyword and leaves it out of another column.
    await page.goto('/notice');
    await page.getByPlaceholder('搜索标题').fill('起重机械');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => page.locator('.notice-title-text').allTextContents()).toEqual([TITLE]);
    await page.locator('.notice-filters').getByText('政策法规').click();
    await page.getByText('没有找到相关公告').waitFor();

    // Withdrawn, it is gone for readers.
    await row.getByRole('button', { name: '撤回' }).click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: '撤回' }).click();
    await toast(admin, '公告已撤回');
    await row.getByText('已撤回').waitFor();
    await page.goto('/home');
    await page.locator('.home-notices li').first().waitFor();
    expect(await page.locator('.home-notices').textContent()).not.toContain(TITLE);
  });
});

import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { activeTab, DEMO, login, path, tabTitles, usePortal } from './support/portal';
import { clippedCells, hiddenActions, unscrollableTables } from './support/tables';
import { readSheet } from './support/xlsx';

/** The shown page (kept-alive tabs stay in the page, hidden). */
const view = (page: Page) => page.locator('.page-card:visible').first();
const rows = (page: Page) => view(page).locator('.ant-table-row');
const total = async (page: Page) => Number(/共 (\d+) 台设备/.exec((await view(page).locator('.ant-pagination-total-text').textContent()) ?? '')?.[1]);
/** The text of one column in every shown row, by its header. */
async function column(page: Page, title: string): Promise<string[]> {
  const headers = await view(page).locator('.ant-table-thead th').allTextContents();
  const index = headers.indexOf(title);
  if (index < 0) throw new Error(`no column ${title} in ${headers.join(',')}`);
  return rows(page).evaluateAll((trs, i) => trs.map((tr) => (tr as HTMLTableRowElement).cells[i]?.textContent ?? ''), index);
}
const tile = (page: Page, label: string) => page.locator('.stat-tile:visible', { has: page.locator('.stat-tile-label', { hasText: label }) });
const tileValue = async (page: Page, label: string) => Number(await tile(page, label).locator('.stat-tile-value').textContent());

/** Opens each list at 1440 and then at 900 px and, once it has loaded, checks it; `where` names the list and width for a failure. */
async function atBothWidths(page: Page, lists: string[], check: (where: string, width: number) => Promise<unknown>): Promise<void> {
  for (const width of [1440, 900]) {
    await page.setViewportSize({ width, height: 900 });
    for (const list of lists) {
      await page.goto(list);
      await page.locator('.ant-table-wrapper:visible').first().waitFor();
      await expect.poll(() => page.locator('.ant-spin-spinning:visible').count()).toBe(0);
      await check(`${list} at ${width} px`, width);
    }
  }
}

/** Waits until the shown list has loaded and says how many records it has. */
async function loaded(page: Page): Promise<number> {
  await view(page).locator('.ant-pagination-total-text').waitFor();
  await expect.poll(() => view(page).locator('.ant-spin-spinning').count()).toBe(0);
  return total(page);
}

/** Clicks 查询 and waits for the answer to the new filters, so the count read next is theirs. */
async function search(page: Page): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/a/stone/eqm/findPage');
  await view(page).getByRole('button', { name: '查询' }).click();
  await answered;
}

const field = (page: Page, label: string) => view(page).locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) });

async function pickType(page: Page, name: string): Promise<void> {
  await field(page, '设备种类').locator('.ant-select').click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`).click();
}

describe.skipIf(!hasChromium)('equipment lists', () => {
  const portal = usePortal();

  it('opens the overdue list from the overview card, each row past its inspection date', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/equipment/overview');
    await expect.poll(() => tile(page, '设备总数').locator('.stat-tile-value').textContent()).toMatch(/^\d+$/);
    expect(await tileValue(page, '设备总数')).toBeGreaterThan(30);
    // The demo registry has equipment in all nine categories, drawn as bars.
    await page.locator('.e-chart svg').first().waitFor();
    const overdue = await tileValue(page, '超期未检');
    expect(overdue).toBeGreaterThan(0);

    await tile(page, '超期未检').click();
    await page.waitForURL('**/equipment/query-timeout');
    await expect.poll(() => activeTab(page).textContent()).toBe('超期未检');
    expect(await loaded(page)).toBe(overdue);
    expect(await rows(page).count()).toBe(Math.min(overdue, 10));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    for (const cell of await column(page, '下次检验日期')) {
      expect(cell).toContain('超期');
      const date = /\d{4}-\d{2}-\d{2}/.exec(cell)?.[0];
      if (date) expect(date < today).toBe(true);
    }
  });

  it('filters the comprehensive list by category, keeps the filter in the address and the tab, and opens a record', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/equipment/query-comprehensive');
    const all = await loaded(page);
    expect(all).toBeGreaterThan(30);

    await pickType(page, '电梯');
    await search(page);
    await page.waitForURL((u) => u.searchParams.get('typeCode') === '3000');
    const elevators = await loaded(page);
    expect(elevators).toBeGreaterThan(0);
    expect(elevators).toBeLessThan(all);
    expect((await column(page, '种类 / 品种')).every((c) => c.startsWith('电梯 / '))).toBe(true);
    // The search moved the tab to the new address instead of opening another.
    expect((await tabTitles(page)).filter((t) => t === '综合查询')).toHaveLength(1);

    // A class under the category narrows further; a reload keeps both.
    await field(page, '类别/品种').locator('.ant-select').click();
    await page.locator('.ant-cascader-menu-item', { hasText: '自动扶梯与自动人行道' }).click();
    await page.keyboard.press('Escape');
    await search(page);
    await page.waitForURL((u) => u.searchParams.get('catalogueCode') === '3300');
    const escalators = await loaded(page);
    expect(escalators).toBeLessThan(elevators);
    expect((await column(page, '种类 / 品种')).every((c) => c.startsWith('电梯 / 自动'))).toBe(true);
    await page.reload();
    expect(await loaded(page)).toBe(escalators);
    expect(await field(page, '设备种类').locator('.ant-select').textContent()).toContain('电梯');

    // 重置 brings back the whole list at the plain address.
    await view(page).getByRole('button', { name: '重置' }).click();
    await page.waitForURL((u) => u.pathname === '/equipment/query-comprehensive' && u.search === '');
    expect(await loaded(page)).toBe(all);

    // A link with a filter opens the list filtered.
    await page.goto('/equipment/query-comprehensive?useStatus=stopped');
    const stopped = await loaded(page);
    expect(stopped).toBeGreaterThan(0);
    expect(new Set(await column(page, '使用状态'))).toEqual(new Set(['停用']));

    const code = (await column(page, '设备代码'))[0];
    await rows(page).first().getByRole('button', { name: '查看' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/equipment/detail/') && !!u.searchParams.get('id'));
    await view(page).getByText(code).first().waitFor();
  });

  it('exports the shown list as an .xlsx of its rows, with progress, and can cancel an export', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/equipment/query-timeout');
    const count = await loaded(page);
    const codes = await column(page, '设备代码');

    // A slow line keeps the progress dialog up long enough to read it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 3000, uploadThroughput: -1 });

    const downloaded = page.waitForEvent('download');
    await view(page).getByRole('button', { name: '导出' }).click();
    const progress = page.locator('.ant-modal:visible', { hasText: '正在导出' });
    await progress.getByText(`共 ${count} 条记录`).waitFor();
    expect(await progress.locator('.ant-progress').count()).toBe(1);
    const download = await downloaded;
    await progress.waitFor({ state: 'hidden' });
    expect(download.suggestedFilename()).toMatch(/^超期未检-\d{8}\.xlsx$/);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 2).toString()).toBe('PK');
    const sheet = readSheet(file);
    expect(sheet.rows).toBe(count + 1);
    for (const code of codes.filter((c) => c !== '—')) expect(sheet.text).toContain(code);

    // Cancelling stops the download; nothing is saved.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 500, uploadThroughput: -1 });
    let saved = false;
    page.on('download', () => (saved = true));
    const cutOff = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === '/a/stone/eqm/export');
    // The file is asked for once its download token has come back.
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/a/stone/eqm/export');
    await view(page).getByRole('button', { name: '导出' }).click();
    await asked;
    await progress.getByRole('button', { name: '取消导出' }).click();
    // The file's request was cut off before its end, and the export took the cancel branch, which saves nothing
    // and is the only one to say 已取消导出; the dialog going proves the run is over.
    expect((await cutOff).failure()?.errorText).toBe('net::ERR_ABORTED');
    await page.getByText('已取消导出').waitFor();
    await progress.waitFor({ state: 'hidden' });
    expect(saved).toBe(false);
  });

  it('leads from the home desk’s equipment numbers to the matching list', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    const card = page.locator('.home-card', { hasText: '设备统计' });
    await expect.poll(() => tile(page, '即将到期').locator('.stat-tile-value').textContent()).toMatch(/^\d+$/);
    const soon = await tileValue(page, '即将到期');
    expect(soon).toBeGreaterThan(0);
    expect(await card.locator('.stat-tile-danger .stat-tile-label').allTextContents()).toContain('超期未检');

    await tile(page, '即将到期').click();
    await page.waitForURL('**/equipment/query-about-expire');
    expect(path(page)).toBe('/equipment/query-about-expire');
    expect(await loaded(page)).toBe(soon);
    expect(await view(page).locator('#equipment-aboutExpire_days').inputValue()).toBe('30');
  });

  // Two dozen pages: more than the default minute on a busy machine.
  it('keeps every cell of every list whole at 1440 and at 900 px wide, scrolling sideways with a bar in view', { timeout: 180_000 }, async () => {
    const page = await portal.newPage();
    await login(page, 'admin', 'Admin@123456');
    // Nothing the administrator's pages ask for, polls included, is refused to it.
    const refused: string[] = [];
    page.on('response', (r) => void (r.status() === 403 && refused.push(new URL(r.url()).pathname)));
    const lists = [
      '/equipment/query-comprehensive',
      '/equipment/operator',
      '/account/check',
      '/account/reset-password-check-list',
      '/account/reset-password-query-list',
      '/account/unit-change-check',
      '/system/account',
      '/system/dict',
      '/system/notice',
      '/system/error-log',
      '/system/sms-outbox',
      '/message_page',
    ];
    await atBothWidths(page, lists, (where) =>
      expect
        .poll(async () => ({ where, clipped: await clippedCells(page), unscrollable: await unscrollableTables(page), actions: await hiddenActions(page) }))
        .toEqual({ where, clipped: [], unscrollable: [], actions: [] }),
    );
    expect(refused).toEqual([]);
  });

  // The lists each party works from, the widest first: their actions stay in view, and at 900 px the menu folds away.
  const PARTY_LISTS: [user: string, pass: string, lists: string[]][] = [
    [
      DEMO.user,
      DEMO.pass,
      ['/pay-code', '/implementation/applyIndex', '/elevator-rescue/rescue', '/company-service/online-apply-query', '/company-service/invoice', '/equipment/operator'],
    ],
    ['weibao', 'Weibao@123456', ['/implementation/claimIndex']],
    ['inspector', 'Jianyan@123456', ['/monitoring-handle/pressureVesselAudit', '/inspection/queue']],
    ['registry', 'Dengji@123456', ['/registry/reg-change', '/registry/construction']],
  ];
  it.each(PARTY_LISTS)('keeps the actions of %s’s lists in view at 1440 and at 900 px', { timeout: 120_000 }, async (user, pass, lists) => {
    const page = await portal.newPage();
    await login(page, user, pass);
    await atBothWidths(page, lists, async (where, width) => {
      await expect.poll(async () => ({ where, actions: await hiddenActions(page) })).toEqual({ where, actions: [] });
      expect(await page.locator('.shell-sider-collapsed').count(), where).toBe(width < 1200 ? 1 : 0);
    });
  });

  it('shows staff whose equipment each row is', async () => {
    const page = await portal.newPage();
    await login(page, 'admin', 'Admin@123456');
    await page.goto('/equipment/query-comprehensive');
    await loaded(page);
    expect(await view(page).locator('.ant-table-thead th').allTextContents()).toContain('使用单位');
    expect(await column(page, '使用单位')).not.toContain('');
  });
});

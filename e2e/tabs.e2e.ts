import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { consoleProblems } from './support/console';
import { activeTab, DEMO, dialog, login, path, tab, tabTitles, usePortal, userMenu } from './support/portal';

const CONFIRM = '确定要关闭这一页吗？';

describe.skipIf(!hasChromium)('tabs', () => {
  const portal = usePortal();

  it('opens a tab and a breadcrumb per page, keeps them over a reload, closes others and all', async () => {
    const page = await portal.newPage();
    const problems = consoleProblems(page);
    await login(page, DEMO.user, DEMO.pass);
    expect(await tabTitles(page)).toEqual(['首页']);
    // Home can never be closed.
    expect(await tab(page, '首页').locator('.tag-close').count()).toBe(0);

    await page.locator('.side-menu').getByText('消息中心').click();
    await page.waitForURL('**/message_page');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '消息中心']);
    expect((await page.locator('.page-crumbs').textContent())?.replace(/\s/g, '')).toBe('首页/消息中心');

    await userMenu(page, '错误日志');
    await page.waitForURL('**/error_logger_page');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '消息中心', '错误日志']);

    await page.reload();
    await page.locator('.tags-nav').waitFor();
    expect(await tabTitles(page)).toEqual(['首页', '消息中心', '错误日志']);
    expect(await activeTab(page).textContent()).toBe('错误日志');

    // Each step waits for the page the user sees, not only the address, which changes before the page is drawn.
    await tab(page, '首页').click();
    await page.waitForURL('**/home');
    await expect.poll(() => activeTab(page).textContent()).toBe('首页');
    expect(await tabTitles(page)).toHaveLength(3);

    // Close others from the right-click menu: 错误日志 asks before it goes.
    await tab(page, '消息中心').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    const confirm = dialog(page, '提示');
    await confirm.getByText(CONFIRM).waitFor();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '消息中心']);
    // The shown page (home) stayed open, so we stay on it.
    expect(path(page)).toBe('/home');

    await tab(page, '消息中心').click();
    await page.waitForURL('**/message_page');
    await expect.poll(() => activeTab(page).textContent()).toBe('消息中心');
    await page.getByRole('button', { name: /标签选项/ }).hover();
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await page.waitForURL('**/home');
    await expect.poll(() => activeTab(page).textContent()).toBe('首页');
    expect(problems).toEqual([]);
  });

  it('asks before closing a page whose meta names a close rule', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.locator('.side-menu').getByText('消息中心').click();
    await page.waitForURL('**/message_page');
    await userMenu(page, '错误日志');
    await page.waitForURL('**/error_logger_page');

    await tab(page, '错误日志').locator('.tag-close').click();
    const confirm = dialog(page, '提示');
    await confirm.getByText(CONFIRM).waitFor();
    await confirm.getByRole('button', { name: '取消' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await tabTitles(page)).toEqual(['首页', '消息中心', '错误日志']);
    expect(path(page)).toBe('/error_logger_page');

    await tab(page, '错误日志').locator('.tag-close').click();
    await dialog(page, '提示').getByRole('button', { name: '确定' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '消息中心']);
    // The closed tab was the last one shown: its left neighbour takes over.
    await page.waitForURL('**/message_page');

    // A page without a rule closes at once.
    await tab(page, '消息中心').locator('.tag-close').click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await page.waitForURL('**/home');
  });

  it('keeps a tabbed page alive across tab switches, and the refresh item starts it afresh', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await userMenu(page, '错误日志');
    const keyword = page.getByPlaceholder('错误信息或页面地址');
    await keyword.fill('kept across tabs');

    await tab(page, '首页').click();
    await page.waitForURL('**/home');
    await page.locator('.home-banner').waitFor();
    await tab(page, '错误日志').click();
    await page.waitForURL('**/error_logger_page');
    expect(await keyword.inputValue()).toBe('kept across tabs');

    await tab(page, '错误日志').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await expect.poll(() => keyword.inputValue()).toBe('');
    expect(await tabTitles(page)).toEqual(['首页', '错误日志']);
  });

  it('keeps the collapsed menu over a reload', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    const sider = page.locator('.shell-sider');
    expect(await sider.evaluate((el) => el.getBoundingClientRect().width)).toBe(212);
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect.poll(() => sider.evaluate((el) => el.getBoundingClientRect().width)).toBe(64);
    await page.reload();
    await page.getByRole('button', { name: '展开菜单' }).waitFor();
    expect(await sider.evaluate((el) => el.getBoundingClientRect().width)).toBe(64);
  });
});

describe.skipIf(!hasChromium)('error pages', () => {
  const portal = usePortal();

  it('shows 404 for an unknown address and 401 for a page the role lacks', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/no/such/page');
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    expect(path(page)).toBe('/no/such/page');
    // Error pages open no tab.
    expect(await tabTitles(page)).toEqual(['首页']);

    await page.goto('/system/error-log');
    await page.waitForURL('**/401');
    await page.getByText('当前角色没有访问这个页面的权限').waitFor();
    expect(await page.locator('.side-menu').getByText('全部错误日志').count()).toBe(0);
  });

  it('lets a role that holds the permission open the same page', async () => {
    const page = await portal.newPage();
    await login(page, 'admin', 'Admin@123456');
    await page.locator('.side-menu').getByText('系统维护').click();
    await page.locator('.side-menu').getByText('全部错误日志').click();
    await page.waitForURL('**/system/error-log');
    await page.locator('.page-card-title', { hasText: '全部错误日志' }).waitFor();
    expect((await page.locator('.page-crumbs').textContent())?.replace(/\s/g, '')).toBe('首页/系统维护/全部错误日志');
  });
});

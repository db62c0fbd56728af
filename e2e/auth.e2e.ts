import { SignJWT } from 'jose';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { consoleProblems } from './support/console';
import { DEMO, dialog, login, menuTitles, path, tabTitles, usePortal, userMenu } from './support/portal';
import { SITE_FOOTER, SSO_AUDIENCE, SSO_ISSUER, SSO_SECRET } from './support/server';

/** How a toast looks once it has come to rest: its place, card, type, and the icon before the words. */
async function toastLooks(toast: Locator) {
  await expect.poll(() => toast.evaluate((el) => el.getAnimations().length + (getComputedStyle(el).opacity === '1' ? 0 : 1))).toBe(0);
  return toast.evaluate((el) => {
    const cs = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const icon = el.querySelector('svg')!.getBoundingClientRect();
    const words = [...el.querySelectorAll('*')].find((e) => e.childElementCount === 0 && e.textContent?.trim() && !e.closest('svg'))!.getBoundingClientRect();
    return {
      top: box.top,
      height: box.height,
      padding: cs.padding,
      radius: cs.borderRadius,
      background: cs.backgroundColor,
      shadow: cs.boxShadow,
      type: `${cs.fontSize}/${cs.lineHeight} ${cs.color}`,
      icon: `${icon.width}x${icon.height}, ${Math.round(words.left - icon.right)}px before the words`,
    };
  });
}

const ssoToken = (sub: string) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer(SSO_ISSUER)
    .setAudience(SSO_AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime('2m')
    .sign(new TextEncoder().encode(SSO_SECRET));

describe.skipIf(!hasChromium)('login and logout', () => {
  const portal = usePortal();

  it('goes to login for a page asked for, returns to it after logging in, and logs out', async () => {
    const page = await portal.newPage();
    await page.goto('/message_page');
    await page.waitForURL('**/login?redirect=%2Fmessage_page');
    await expect.poll(() => page.title()).toBe('宁波市特种设备企业服务平台 - 登录');
    // CAPTCHA=off: the captcha field is not shown at all.
    expect(await page.locator('#login-code').count()).toBe(0);

    await page.locator('#login-username').fill(DEMO.user);
    await page.locator('#login-password').fill(DEMO.pass);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/message_page');
    await expect.poll(() => page.title()).toBe('宁波市特种设备企业服务平台 - 消息中心');
    await page.getByText(`欢迎登录 ${DEMO.org}`).waitFor();
    expect(await page.locator('.shell-role').textContent()).toBe('使用单位');
    expect(await tabTitles(page)).toEqual(['首页', '消息中心']);

    await userMenu(page, '退出登录');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('退出成功').waitFor();

    // The server ended the session and the browser forgot it: a shell page leads to login again.
    await page.goto('/home');
    await page.waitForURL((u) => u.pathname === '/login');
    const info = await page.request.get('/a/stone/user/info');
    expect(info.status()).toBe(401);

    // Logout closed every tab.
    await login(page, DEMO.user, DEMO.pass);
    expect(await tabTitles(page)).toEqual(['首页']);
  });

  it('shows the login form before the script arrives, keeps what was typed, and then logs in', async () => {
    const page = await portal.newPage();
    const problems = consoleProblems(page);
    // Hold back every script until the user has typed, as a slow connection would.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((r) => (release = r));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const stylesheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(r.url()));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.locator('#login-password').waitFor();
    // Styled without any stylesheet request: the page's own styles are inline.
    expect(await page.locator('.login-card').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.locator('#login-username').fill(DEMO.user);
    await page.locator('#login-password').fill(DEMO.pass);
    // Enter before the script: the form sends nothing (its button waits for the script and settings).
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect.poll(() => page.locator('.login-submit').isEnabled()).toBe(true);
    expect(await page.locator('#login-username').inputValue()).toBe(DEMO.user);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    // Nor after the script took over: it found the inline styles and asked for none.
    expect(stylesheets).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    expect(problems).toEqual([]);
  });

  it('checks the fields before sending, then shows the server message for a wrong password', async () => {
    const page = await portal.newPage();
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/a/login') && posts.push(r.url()));
    await page.goto('/login');
    await page.getByRole('button', { name: '登 录' }).click();
    await page.getByText('请输入用户名').waitFor();
    await page.getByText('请输入密码').waitFor();
    expect(posts).toHaveLength(0);

    await page.locator('#login-username').fill(DEMO.user);
    await page.locator('#login-password').fill('Wrong@123456');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.login-failure').textContent()).toBe('用户名或密码错误');
    expect(posts).toHaveLength(1);
    expect(path(page)).toBe('/login');
  });

  it('takes the user to login when the server no longer knows the session, and back afterwards', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    // The home page has had every answer it asked for (its cards load after the first screen).
    await page.waitForLoadState('networkidle');
    // The session ends on the server side (cookies gone); the page still believes it is logged in.
    await page.context().clearCookies();
    await page.locator('.side-menu').getByText('消息中心').click();
    await page.waitForURL('**/login?redirect=%2Fmessage_page');
    await page.locator('#login-username').fill(DEMO.user);
    await page.locator('#login-password').fill(DEMO.pass);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/message_page');
  });

  it('shows the configured site footer on the login page and the other public pages', async () => {
    const page = await portal.newPage();
    await page.goto('/login');
    const footer = page.locator('footer.login-footer');
    await footer.getByText(`主办单位：${SITE_FOOTER.SITE_SPONSOR}`).waitFor();
    await footer.getByText(`网站标识码：${SITE_FOOTER.SITE_CODE}`).waitFor();
    await footer.getByText(`技术支持电话：${SITE_FOOTER.SITE_SUPPORT_PHONE}`).waitFor();
    expect(await footer.getByRole('link', { name: SITE_FOOTER.SITE_ICP }).getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(await footer.getByRole('link', { name: SITE_FOOTER.SITE_POLICE_FILING }).getAttribute('href')).toMatch(/code=33020302000000$/);
    await page.getByRole('link', { name: '注册账号' }).click();
    await page.locator('footer.pf-footer').getByText(`主办单位：${SITE_FOOTER.SITE_SPONSOR}`).waitFor();
  });

  it('turns a logged-in user away from the login page', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/home');
  });

  it('goes from / to the home page, and logs out of a list page and back in, with nothing in the console', async () => {
    const page = await portal.newPage();
    const problems = consoleProblems(page);
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/');
    await page.waitForURL((u) => u.pathname === '/home');
    await page.locator('.home-banner').waitFor();

    await page.goto('/equipment/operator');
    await page.locator('.op-table .ant-table-row').first().waitFor();
    await userMenu(page, '退出登录');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText('退出成功').waitFor();
    // Logged in again, whatever the list page still asked for has long been answered.
    await login(page, DEMO.user, DEMO.pass);
    expect(problems).toEqual([]);
  });

  it('tells the user in one style inside the shell and on the pages outside it', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/company-info/maintain');
    await page.locator('.unit-form').getByRole('button', { name: '保存' }).click();
    const inside = await toastLooks(page.locator('.ant-message-notice', { hasText: '没有需要保存的修改' }));
    await userMenu(page, '退出登录');
    await page.waitForURL((u) => u.pathname === '/login');
    const outside = await toastLooks(page.locator('.lite-toast', { hasText: '退出成功' }));
    expect(outside).toEqual(inside);
  });

  it('keeps the page behind the password-changed notice as it was, until the user goes to log in again', async () => {
    const page = await portal.newPage();
    const problems = consoleProblems(page);
    await login(page, 'demo2', 'Demo2@123456');
    await page.goto('/equipment/operator');
    const rows = page.locator('.op-table .ant-table-row');
    await rows.first().waitFor();
    const listed = await rows.count();

    await userMenu(page, '修改密码');
    const box = dialog(page, '修改密码');
    await box.getByPlaceholder('请输入原密码').fill('Demo2@123456');
    await box.getByPlaceholder('请输入新密码').fill('Hengli@2027');
    await box.getByPlaceholder('请再次输入新密码').fill('Hengli@2027');
    await box.getByRole('button', { name: '确定' }).click();
    const done = dialog(page, '成功');
    await done.getByText('密码修改成功').waitFor();
    // Behind the notice: the same user, menu and list, on the same page.
    expect(await page.locator('.header-user-name').textContent()).toBe('李红');
    expect(await menuTitles(page)).toContain('设备管理');
    expect(await rows.count()).toBe(listed);
    expect(path(page)).toBe('/equipment/operator');

    await done.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await login(page, 'demo2', 'Hengli@2027');
    expect(problems).toEqual([]);
  });
});

describe.skipIf(!hasChromium)('single sign-on', () => {
  const portal = usePortal();

  it('logs in with a signed token and goes home', async () => {
    const page = await portal.newPage();
    await page.goto(`/ssologin?ssotoken=${await ssoToken('demo')}`);
    await page.waitForURL((u) => u.pathname === '/home');
    await page.locator('.header-user-name', { hasText: DEMO.name }).waitFor();
  });

  it('says why a bad token fails and links to the login page', async () => {
    const page = await portal.newPage();
    await page.goto(`/ssologin?ssotoken=${await ssoToken('nobody-here')}`);
    await page.getByText('单点登录未成功').waitFor();
    expect(await page.locator('.sso-reason').textContent()).toContain('单点登录令牌无效');
    await page.getByRole('link', { name: '前往登录页' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
  });
});

describe.skipIf(!hasChromium)('simple-password reminder', () => {
  const portal = usePortal();

  it('reminds a user with a simple password and leads to the change-password dialog', async () => {
    const page = await portal.newPage();
    await login(page, 'legacy', 'legacy123');
    const reminder = dialog(page, '友情提醒');
    // It is there with the first screen, not fetched after it.
    await page.locator('.home-banner').waitFor();
    expect(await reminder.count()).toBe(1);
    expect(await reminder.textContent()).toContain('至少8位、同时包含数字、字母和特殊字符');
    await reminder.getByRole('button', { name: '修改密码' }).click();
    const change = dialog(page, '修改密码');
    await change.waitFor();
    expect(await change.locator('input[value="legacy"]').isDisabled()).toBe(true);

    // A strong password does not get the reminder, which opens with the shell's first screen: that screen is drawn.
    const other = await portal.newPage();
    await login(other, DEMO.user, DEMO.pass);
    await other.locator('.home-banner').waitFor();
    expect(await dialog(other, '友情提醒').count()).toBe(0);
  });
});

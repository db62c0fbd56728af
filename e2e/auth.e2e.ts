import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, path, tabTitles, usePortal, userMenu } from './support/portal';
import { SSO_SECRET } from './support/server';

const ssoToken = (sub: string) =>
  new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode(SSO_SECRET));

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
    // The session ends on the server side (cookies gone); the page still believes it is logged in.
    await page.context().clearCookies();
    await page.locator('.side-menu').getByText('消息中心').click();
    await page.waitForURL('**/login?redirect=%2Fmessage_page');
    await page.locator('#login-username').fill(DEMO.user);
    await page.locator('#login-password').fill(DEMO.pass);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/message_page');
  });

  it('turns a logged-in user away from the login page', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/home');
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
    await reminder.waitFor();
    expect(await reminder.textContent()).toContain('至少8位、同时包含数字、字母和特殊字符');
    await reminder.getByRole('button', { name: '修改密码' }).click();
    const change = dialog(page, '修改密码');
    await change.waitFor();
    expect(await change.locator('input[value="legacy"]').isDisabled()).toBe(true);

    // A strong password does not get the reminder.
    const other = await portal.newPage();
    await login(other, DEMO.user, DEMO.pass);
    await other.locator('.home-banner').waitFor();
    // The reminder's code loads on demand; give it the time it would need to show.
    await other.waitForTimeout(1000);
    expect(await dialog(other, '友情提醒').count()).toBe(0);
  });
});

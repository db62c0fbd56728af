import type { UserInfoResult } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, menuTitles, tabTitles, usePortal, userMenu } from './support/portal';

/** The pages that exist now, by permission id, as the side menu titles them. */
const MENU_PAGES: Array<[string, string]> = [
  ['home', '首页'],
  ['notice', '通知公告'],
  ['message', '消息中心'],
  ['construction.query', '施工告知'],
  ['implementation.query', '维保单位变更管理'],
  ['companyInfo.maintain', '单位信息维护'],
  ['equipment.query', '设备管理'],
  ['useRecord.query', '使用登记'],
  ['rescue.rescue', '电梯救援与故障'],
  ['companyService.query', '在线报检与缴费'],
  ['elevatorDetection.compliance', '电梯检测'],
  ['maintainPrice.search', '维保项目与价格'],
  ['system.errorLog', '系统维护'],
  ['account.manager', '企业账号管理'],
];

async function userInfo(page: Page): Promise<UserInfoResult> {
  const res = await page.request.get('/a/stone/user/info');
  return ((await res.json()) as { data: UserInfoResult }).data;
}

describe.skipIf(!hasChromium)('change password', () => {
  const portal = usePortal();

  it('checks every field, reports a wrong old password, and ends the session on success', async () => {
    const page = await portal.newPage();
    await login(page, 'demo2', 'Demo2@123456');
    await userMenu(page, '修改密码');
    const box = dialog(page, '修改密码');
    await box.waitFor();
    // Measured once the opening animation has finished.
    await expect.poll(() => box.evaluate((el) => el.getBoundingClientRect().width)).toBe(450);
    expect(await box.locator('input[value="demo2"]').isDisabled()).toBe(true);

    await box.getByRole('button', { name: '确定' }).click();
    for (const m of ['登录密码不能为空', '新密码不能为空', '请确认新密码']) await box.getByText(m).waitFor();

    const [oldPw, newPw, confirmPw] = [box.getByPlaceholder('请输入原密码'), box.getByPlaceholder('请输入新密码'), box.getByPlaceholder('请再次输入新密码')];
    await newPw.fill('abc12345');
    await box.getByText('密码杂度低请重新输入').waitFor();
    await newPw.fill('Demo2@654321');
    await confirmPw.fill('Demo2@654320');
    await box.getByText('两次输入的新密码不一致').waitFor();
    // Editing the new password re-checks the confirmation already typed.
    await newPw.fill('Demo2@654320');
    await box.getByText('两次输入的新密码不一致').waitFor({ state: 'detached' });
    await newPw.fill('Demo2@654321');
    await confirmPw.fill('Demo2@654321');

    await oldPw.fill('Not-the@old1');
    await box.getByRole('button', { name: '确定' }).click();
    await box.getByText('原密码不正确').waitFor();

    await oldPw.fill('Demo2@123456');
    await box.getByRole('button', { name: '确定' }).click();
    const done = dialog(page, '成功');
    await done.getByText('密码修改成功').waitFor();
    await done.getByRole('button', { name: '重新登录' }).click();
    await page.waitForURL((u) => u.pathname === '/login');

    await page.locator('#login-username').fill('demo2');
    await page.locator('#login-password').fill('Demo2@123456');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.login-failure').textContent()).toBe('用户名或密码错误');
    await login(page, 'demo2', 'Demo2@654321');
    expect(new URL(page.url()).pathname).toBe('/home');
  });
});

describe.skipIf(!hasChromium)('roles and personal information', () => {
  const portal = usePortal();

  it('switching role asks the server, changes the role shown and the menu, and closes every tab', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    const { roleList } = await userInfo(page);
    const expected = (roleName: string) => {
      const ids = roleList.find((r) => r.name === roleName)!.menuIdList;
      return MENU_PAGES.filter(([id]) => ids.includes(id)).map(([, title]) => title);
    };
    expect(await page.locator('.shell-role').textContent()).toBe('使用单位');
    expect(await menuTitles(page)).toEqual(expected('使用单位'));

    await page.locator('.side-menu').getByText('消息中心').click();
    await page.waitForURL('**/message_page');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '消息中心']);

    await page.locator('.shell-role').click();
    const box = dialog(page, '切换角色');
    await box.getByText('维保单位').click();
    await box.getByRole('button', { name: '切换' }).click();
    await page.getByText('已切换为「维保单位」').waitFor();
    await page.waitForURL('**/home');
    expect(await page.locator('.shell-role').textContent()).toBe('维保单位');
    expect(await tabTitles(page)).toEqual(['首页']);
    expect(await menuTitles(page)).toEqual(expected('维保单位'));
    expect((await userInfo(page)).user.currentRole.name).toBe('维保单位');

    // The chosen role is remembered over a reload.
    await page.reload();
    await page.locator('.shell-role', { hasText: '维保单位' }).waitFor();
  });

  it('edits personal information with the shared field rules', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await userMenu(page, '个人信息');
    const box = dialog(page, '个人信息');
    const mobile = box.getByPlaceholder('请输入11位手机号码');
    await mobile.fill('123');
    await box.getByText('请输入有效的手机号码').waitFor();
    const idCard = box.getByPlaceholder(/身份证号/);
    await idCard.fill('33020319900101123');
    await box.getByText('请输入有效的身份证号').waitFor();
    await idCard.fill('');
    await mobile.fill('13900000000');
    await box.getByRole('button', { name: '保存' }).click();
    await page.getByText('个人信息已保存').waitFor();
    await page.locator('.home-card', { hasText: '我的账号' }).getByText('13900000000').waitFor();
    expect((await userInfo(page)).user.mobile).toBe('13900000000');
  });
});

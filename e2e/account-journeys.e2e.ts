import type { UserInfoResult } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { pdfFile, pngFile, type UploadFile } from './support/files';
import { DEMO, dialog, login, path, usePortal } from './support/portal';
import { allowResend, latestSmsCode, smsTexts } from './support/sms';

const ADMIN = { user: 'admin', pass: 'Admin@123456' };

interface Applicant {
  unitName: string;
  uscc: string;
  unitTypeLabel: string;
  district: string;
  address: string;
  legalPerson: string;
  contactPerson: string;
  mobile: string;
  loginName: string;
  password: string;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const uploadBox = (page: Page, label: string) => page.locator(`section[aria-label="${label}"]`);

async function userInfo(page: Page): Promise<UserInfoResult> {
  const res = await page.request.get('/a/stone/user/info');
  return ((await res.json()) as { data: UserInfoResult }).data;
}

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await field(page, label).click();
  await page.locator('.ant-select-item-option', { hasText: option }).click();
}

async function upload(page: Page, box: string, file: UploadFile): Promise<void> {
  await uploadBox(page, box).locator('input[type=file]').setInputFiles(file);
  // A stored file's row (one still on its way has no id yet).
  await uploadBox(page, box).locator('.att-row[data-attsysid]', { hasText: file.name }).waitFor();
}

/** Asks for a code on the page (after agreeing to the personal-information notice it shows), then types the one the outbox shows. */
function smsCodeFlow(databaseFile: string) {
  return async (page: Page, mobile: string): Promise<void> => {
    const consent = page.locator('.sms-consent');
    if (!(await consent.locator('input').isChecked())) {
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByText('请先阅读并同意《个人信息保护告知》').waitFor();
      await consent.getByRole('button', { name: '《个人信息保护告知》' }).click();
      const notice = page.locator('.ant-modal', { hasText: '个人信息保护告知' });
      await notice.getByText(/手机号码用于发送短信验证码/).waitFor();
      await notice.getByRole('button', { name: '同意' }).click();
      await expect.poll(() => consent.locator('input').isChecked()).toBe(true);
    }
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText(/验证码已发送至 \d{3}\*{4}\d{4}/).waitFor();
    await expect.poll(() => latestSmsCode(databaseFile, mobile)).not.toBeNull();
    await field(page, '短信验证码').fill(latestSmsCode(databaseFile, mobile)!);
  };
}

/** Step one of /register: the unit's identity, checked before anything else is asked. */
async function checkUnit(page: Page, a: Pick<Applicant, 'unitName' | 'uscc' | 'unitTypeLabel'>): Promise<void> {
  await page.goto('/register');
  await field(page, '单位名称').fill(a.unitName);
  await field(page, '统一社会信用代码').fill(a.uscc);
  await pickOption(page, '单位类型', a.unitTypeLabel);
  await page.getByRole('button', { name: '核验并继续' }).click();
}

async function chooseDistrict(page: Page, district: string): Promise<void> {
  await field(page, '所在区域').click();
  await page.locator('.ant-cascader-menu-item', { hasText: district }).click();
  await page.keyboard.press('Escape');
}

async function applyForAccount(page: Page, a: Applicant, enterCode: (page: Page, mobile: string) => Promise<void>): Promise<void> {
  await checkUnit(page, a);
  await field(page, '单位地址').fill(a.address);
  await chooseDistrict(page, a.district);
  await field(page, '法定代表人').fill(a.legalPerson);
  await field(page, '联系人').fill(a.contactPerson);
  await field(page, '联系人手机').fill(a.mobile);
  await page.getByRole('button', { name: '下一步' }).click();
  await upload(page, '营业执照', pdfFile('营业执照.pdf'));
  await upload(page, '加盖公章的授权委托书', pngFile('授权委托书.png'));
  await page.getByRole('button', { name: '下一步' }).click();
  await field(page, '登录账号').fill(a.loginName);
  await field(page, '登录密码').fill(a.password);
  await field(page, '确认登录密码').fill(a.password);
  await enterCode(page, a.mobile);
  await page.getByRole('button', { name: '提交申请' }).click();
  await page.waitForURL((u) => u.pathname === '/register-success');
}

async function openApplication(admin: Page, unitName: string): Promise<void> {
  await admin.goto('/account/check');
  await admin.locator('tr', { hasText: unitName }).getByRole('button', { name: '审核' }).click();
  await admin.waitForURL((u) => u.pathname === '/account/register-detail');
  await admin.locator('.review-fields', { hasText: unitName }).waitFor();
}

async function approve(admin: Page): Promise<void> {
  await admin.getByRole('button', { name: '审核通过' }).click();
  await dialog(admin, '审核通过').getByRole('button', { name: '确定审核通过' }).click();
  await admin.locator('.review-result').getByText('已通过').waitFor();
}

async function loginFails(page: Page, user: string, pass: string): Promise<string> {
  await page.goto('/login');
  await page.locator('#login-username').fill(user);
  await page.locator('#login-password').fill(pass);
  await page.locator('.login-submit:not([disabled])').waitFor();
  await page.keyboard.press('Enter');
  const failure = page.locator('.login-failure');
  await expect.poll(async () => (await failure.textContent())?.trim()).toBeTruthy();
  expect(path(page)).toBe('/login');
  return (await failure.textContent())!.trim();
}

describe.skipIf(!hasChromium)('account registration, password reset and member accounts', () => {
  const portal = usePortal();

  it('offers registration, password reset and the result query from the login page', async () => {
    const page = await portal.newPage();
    for (const [name, to] of [
      ['注册账号', '/register'],
      ['忘记密码', '/resetPassword'],
      ['注册结果查询', '/regCheackList'],
    ]) {
      await page.goto('/login');
      await page.locator('.login-links').getByRole('link', { name }).click();
      await page.waitForURL((u) => u.pathname === to);
    }
  });

  it('tells a unit that already has an account so at step one, and checks the credit code first', async () => {
    const page = await portal.newPage();
    await checkUnit(page, { unitName: DEMO.org, uscc: '91330203MA2AB3C47X', unitTypeLabel: '使用单位' });
    await page.getByText('统一社会信用代码校验位不正确，请核对').waitFor();

    await field(page, '统一社会信用代码').fill('91330203MA2AB3C47U');
    await page.getByRole('button', { name: '核验并继续' }).click();
    await page.getByText('该单位已开通账号，请使用已有账号登录；忘记密码可申请重置密码').waitFor();
    await page.locator('.reg-check-result').getByRole('link', { name: '忘记密码' }).waitFor();
    // Still on step one: nothing else was asked for.
    expect(await field(page, '单位地址').count()).toBe(0);
    expect(await page.locator('.ant-steps-item-active').textContent()).toContain('单位核验');
  });

  it('registers a unit: the administrator approves and the new main account logs in', async () => {
    const a: Applicant = {
      unitName: '宁波北仑安泰电梯工程有限公司',
      uscc: '91330206MA2D4E6F35',
      unitTypeLabel: '维保单位',
      district: '北仑区',
      address: '宁波市北仑区新碶街道明州路88号',
      legalPerson: '陈安泰',
      contactPerson: '周工',
      mobile: '13912340001',
      loginName: 'antai_dt',
      password: 'Antai@2026',
    };
    const page = await portal.newPage();
    const enterCode = smsCodeFlow(portal.databaseFile);

    await checkUnit(page, a);
    // The area starts at Ningbo; a district must be chosen.
    await field(page, '单位地址').fill(a.address);
    await field(page, '法定代表人').fill(a.legalPerson);
    await field(page, '联系人').fill(a.contactPerson);
    await field(page, '联系人手机').fill('1391234000');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('请选择到最后一级').waitFor();
    await page.getByText('请输入有效的手机号码').waitFor();
    await chooseDistrict(page, a.district);
    await field(page, '联系人手机').fill(a.mobile);
    await page.getByRole('button', { name: '下一步' }).click();

    // Material: the server judges content, and both required kinds must be there.
    await upload(page, '营业执照', pdfFile('营业执照.pdf'));
    await uploadBox(page, '加盖公章的授权委托书')
      .locator('input[type=file]')
      .setInputFiles({ name: '委托书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf at all') });
    await uploadBox(page, '加盖公章的授权委托书').locator('.att-error').waitFor();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('请上传加盖公章的授权委托书').waitFor();
    await upload(page, '加盖公章的授权委托书', pngFile('授权委托书.png'));
    await page.getByRole('button', { name: '下一步' }).click();

    await field(page, '登录账号').fill(a.loginName);
    await field(page, '登录密码').fill('antai2026');
    await page.getByText('密码杂度低请重新输入').waitFor();
    await field(page, '登录密码').fill(a.password);
    await page.getByText('密码强度：强').waitFor();
    await field(page, '确认登录密码').fill(a.password);
    await field(page, '短信验证码').fill('000000');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('短信验证码已失效，请重新获取').waitFor();
    await enterCode(page, a.mobile);
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.waitForURL((u) => u.pathname === '/register-success');
    await page.getByText('注册申请提交成功').waitFor();
    await page.getByText('139****0001').waitFor();

    // Until it is approved the account does not exist.
    await loginFails(page, a.loginName, a.password);

    const admin = await portal.newPage();
    await login(admin, ADMIN.user, ADMIN.pass);
    await openApplication(admin, a.unitName);
    // The area reads as its place names once the area tree has arrived.
    await admin.locator('.review-fields').getByText('浙江省 / 宁波市 / 北仑区').waitFor();
    for (const name of ['营业执照.pdf', '授权委托书.png']) await admin.locator('.att-row', { hasText: name }).waitFor();
    await approve(admin);
    expect(await admin.locator('.review-result').textContent()).toContain('平台管理员');
    expect(smsTexts(portal.databaseFile, a.mobile).at(-1)).toContain('已审核通过');

    await login(page, a.loginName, a.password);
    const info = await userInfo(page);
    expect(info.user.unitInfo.orgname).toBe(a.unitName);
    expect(info.user.isMainAccount).toBe(true);
    expect(info.roleList.map((r) => r.name)).toEqual(['维保单位']);
  });

  it('corrects a returned application found through the result query, and the correction is approved', async () => {
    const a: Applicant = {
      unitName: '宁波鄞州顺达起重设备有限公司',
      uscc: '92330212MA2CD5E641',
      unitTypeLabel: '使用单位',
      district: '鄞州区',
      address: '宁波市鄞州区首南街道天童南路100号',
      legalPerson: '吴顺达',
      contactPerson: '孙丽',
      mobile: '13912340002',
      loginName: 'shunda_qz',
      password: 'Shunda@2026',
    };
    const page = await portal.newPage();
    const enterCode = smsCodeFlow(portal.databaseFile);
    await applyForAccount(page, a, enterCode);

    const admin = await portal.newPage();
    await login(admin, ADMIN.user, ADMIN.pass);
    await openApplication(admin, a.unitName);
    await admin.getByRole('button', { name: '退回' }).click();
    await admin.getByText('退回时必须填写退回原因').waitFor();
    await admin.getByLabel('审核意见').fill('授权委托书未加盖公章，请重新上传');
    await admin.getByRole('button', { name: '退回' }).click();
    await dialog(admin, '退回').getByRole('button', { name: '确定退回' }).click();
    await admin.locator('.review-result').getByText('已退回').waitFor();

    // A unit with a returned application is sent to the query at step one.
    await checkUnit(page, a);
    await page.getByText('该单位的注册申请已被退回，请到“注册结果查询”中修改后重新提交').waitFor();

    await page.goto('/regCheackList');
    await field(page, '统一社会信用代码').fill(a.uscc);
    await field(page, '联系人手机').fill(a.mobile);
    allowResend(portal.databaseFile, a.mobile);
    await enterCode(page, a.mobile);
    await page.getByRole('button', { name: '查询' }).click();
    const result = page.locator(`article[aria-label="${a.unitName}的注册申请"]`);
    await result.getByText('已退回').waitFor();
    await result.getByText('授权委托书未加盖公章，请重新上传').waitFor();
    await result.getByRole('button', { name: '修改并重新提交' }).click();

    expect(await field(page, '单位名称').inputValue()).toBe(a.unitName);
    await field(page, '单位地址').fill('宁波市鄞州区首南街道天童南路101号');
    await page.getByRole('button', { name: '下一步' }).click();
    // The material sent first is still there; a sealed letter is added.
    await uploadBox(page, '加盖公章的授权委托书').locator('.att-row[data-attsysid]', { hasText: '授权委托书.png' }).waitFor();
    await upload(page, '其他材料', pdfFile('盖章授权委托书.pdf'));
    await page.getByRole('button', { name: '下一步' }).click();
    // The phone is unchanged and already proven; an empty password keeps the first one.
    expect(await field(page, '短信验证码').count()).toBe(0);
    await page.getByRole('button', { name: '重新提交' }).click();
    await page.getByText('已重新提交').waitFor();

    await openApplication(admin, a.unitName);
    await admin.locator('.review-page-extra').getByText('待审核').waitFor();
    expect(await admin.locator('.review-fields').textContent()).toContain('天童南路101号');
    await admin.locator('.att-row', { hasText: '盖章授权委托书.pdf' }).waitFor();
    await approve(admin);

    await login(page, a.loginName, a.password);
    expect((await userInfo(page)).user.unitInfo.orgname).toBe(a.unitName);
  });

  it('resets a forgotten password after the administrator approves the sealed letter', async () => {
    const demo2 = { user: 'demo2', oldPass: 'Demo2@123456', newPass: 'Hengli@2026', uscc: '91330212MA2H8K7Q11', mobile: '13857400002', org: '宁波鄞州恒力机械制造有限公司' };
    const page = await portal.newPage();
    const enterCode = smsCodeFlow(portal.databaseFile);

    await page.goto('/resetPassword');
    await field(page, '登录账号').fill(demo2.user);
    await field(page, '单位统一社会信用代码').fill(demo2.uscc);
    await field(page, '账号预留手机号').fill('13857400009');
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('登录账号、单位统一社会信用代码与预留手机号不匹配').waitFor();
    await field(page, '账号预留手机号').fill(demo2.mobile);
    await page.getByRole('button', { name: '下一步' }).click();
    await page.locator('.rp-who', { hasText: demo2.org }).waitFor();

    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('请上传加盖公章的密码重置申请函').waitFor();
    await upload(page, '加盖公章的密码重置申请函', pdfFile('密码重置申请函.pdf'));
    await field(page, '新密码').fill(demo2.newPass);
    await field(page, '确认新密码').fill('Hengli@2025');
    await page.getByText('两次输入的新密码不一致').waitFor();
    await field(page, '确认新密码').fill(demo2.newPass);
    await enterCode(page, demo2.mobile);
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.waitForURL((u) => u.pathname === '/resetSuccess');
    await page.getByText('密码重置申请提交成功').waitFor();

    // Nothing changes before the review.
    const other = await portal.newPage();
    await login(other, demo2.user, demo2.oldPass);

    const admin = await portal.newPage();
    await login(admin, ADMIN.user, ADMIN.pass);
    await admin.goto('/account/reset-password-check-list');
    await admin.locator('tr', { hasText: demo2.user }).getByRole('button', { name: '审核' }).click();
    await admin.waitForURL((u) => u.pathname === '/account/reset-password-detail');
    await admin.locator('.att-row', { hasText: '密码重置申请函.pdf' }).waitFor();
    await approve(admin);

    // The session that was open ends, and only the new password opens a new one.
    expect((await other.request.get('/a/stone/user/info')).status()).toBe(401);
    const fresh = await portal.newPage();
    expect(await loginFails(fresh, demo2.user, demo2.oldPass)).toBeTruthy();
    await login(fresh, demo2.user, demo2.newPass);
    expect((await userInfo(fresh)).user.loginName).toBe(demo2.user);

    // The applicant's own query shows the decision, prefilled from the application.
    expect(await field(page, '登录账号').inputValue()).toBe(demo2.user);
    allowResend(portal.databaseFile, demo2.mobile);
    await enterCode(page, demo2.mobile);
    await page.getByRole('button', { name: '查询审核结果' }).click();
    await page.locator('.rp-result-item').getByText('已通过').waitFor();
  });

  it('lets a main account open a sub-account that logs in with only the roles given', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/account/manager');
    await page.locator('tr', { hasText: 'legacy' }).waitFor();
    await page.getByRole('button', { name: '新增成员账号' }).click();
    await page.waitForURL((u) => u.pathname === '/account/add-account');

    // Only the roles demo holds can be given.
    const roles = page.locator('.ant-checkbox-group');
    await roles.getByText('维保单位').waitFor();
    expect((await roles.locator('label').allTextContents()).sort()).toEqual(['使用单位', '维保单位'].sort());

    await field(page, '登录账号').fill('mingda_wb');
    await field(page, '姓名').fill('王维保');
    await field(page, '手机号码').fill('13912340009');
    await roles.getByText('维保单位').click();
    await field(page, '初始密码').fill('Mingda@2026');
    await field(page, '确认初始密码').fill('Mingda@2026');
    await page.getByRole('button', { name: '开通账号' }).click();
    await page.waitForURL((u) => u.pathname === '/account/account-detail');
    await page.locator('.review-fields', { hasText: 'mingda_wb' }).waitFor();

    // The same login name cannot be given twice.
    await page.goto('/account/add-account');
    await field(page, '登录账号').fill('mingda_wb');
    await field(page, '姓名').fill('重复');
    await field(page, '手机号码').fill('13912340008');
    await roles.getByText('使用单位').click();
    await field(page, '初始密码').fill('Mingda@2026');
    await field(page, '确认初始密码').fill('Mingda@2026');
    await page.getByRole('button', { name: '开通账号' }).click();
    await page.getByText('该登录账号已被使用，请更换').waitFor();

    const sub = await portal.newPage();
    await login(sub, 'mingda_wb', 'Mingda@2026');
    const info = await userInfo(sub);
    expect(info.user.isMainAccount).toBe(false);
    expect(info.user.unitInfo.orgname).toBe(DEMO.org);
    expect(info.roleList.map((r) => r.name)).toEqual(['维保单位']);
    // A sub-account cannot manage members.
    await sub.goto('/account/manager');
    await sub.getByText('只有单位主账号可以管理成员账号').waitFor();
    expect(await sub.getByRole('button', { name: '新增成员账号' }).count()).toBe(0);
  });

  it('keeps the last main account and the caller itself from being disabled or deleted', async () => {
    const admin = await portal.newPage();
    await login(admin, ADMIN.user, ADMIN.pass);
    await admin.goto('/system/account');
    await admin.locator('tr', { hasText: 'demo2' }).getByRole('button', { name: '宁波鄞州恒力机械制造有限公司' }).click();
    await admin.locator('.member-unit-filter', { hasText: '宁波鄞州恒力机械制造有限公司' }).waitFor();
    await expect.poll(() => admin.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await admin.locator('tr', { hasText: 'demo2' }).getByRole('button', { name: '管理', exact: true }).click();
    await admin.waitForURL((u) => u.pathname === '/account/account-detail');
    await admin.getByRole('button', { name: '删除账号' }).click();
    await dialog(admin, '删除账号').getByRole('button', { name: '删除' }).click();
    await admin.getByText('不能停用或删除单位最后一个启用的主账号').waitFor();

    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/account/manager');
    await page.locator('tr', { hasText: DEMO.name }).getByRole('button', { name: '管理', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/account/account-detail');
    expect(await page.getByRole('button', { name: '删除账号' }).isDisabled()).toBe(true);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, usePortal } from './support/portal';
import { latestSmsCode } from './support/sms';

const CONTACT_MOBILE = '13857400001';
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const stepTitles = (page: Page) => page.locator('.flow-log-section .flow-step-head strong').allTextContents();
const pageTitle = async (page: Page) => (await page.locator('.page-card-title span:visible').first().textContent())!.trim();

describe.skipIf(!hasChromium)('online inspection', () => {
  const portal = usePortal();

  it('demo picks two devices, files the application confirmed by SMS, then takes it back', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/company-service/online-apply');
    const free = page.locator('.ant-table-row:visible', { has: page.locator('.ant-checkbox-input:not([disabled])') });
    await free.first().waitFor();
    await free.nth(0).locator('.ant-checkbox-input').check();
    await free.nth(1).locator('.ant-checkbox-input').check();
    await page.getByRole('button', { name: '申请报检（2台）' }).click();
    await page.waitForURL('**/company-service/online-apply-form?ids=*');
    await expect.poll(() => page.locator('.ant-table-row:visible').count()).toBe(2);
    await page.getByLabel('联系人手机号码').fill(CONTACT_MOBILE);
    await page.getByLabel('报告邮寄地址').fill('宁波市海曙区中山西路138号物业服务中心');
    await page.getByLabel('收件人', { exact: true }).fill('张明');
    await page.getByLabel('收件人电话').fill('0574-87310001');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL('**/company-service/online-apply-edit?id=*');
    const applyNo = (await pageTitle(page)).replace('报检申请 ', '');

    // The stamped application is required before submitting; the submission is confirmed by the code sent to the contact.
    const box = page.locator('.req-docs section', { hasText: '加盖公章的报检申请书' });
    await box.locator('input[type=file]').setInputFiles({ name: '报检申请书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await box.locator('.att-row[data-attsysid]').waitFor();
    const letter = page.locator('.req-docs section', { hasText: '监管部门意见书' });
    if (await letter.count()) {
      await letter.locator('input[type=file]').setInputFiles({ name: '意见书.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await letter.locator('.att-row[data-attsysid]').waitFor();
    }
    await page.getByRole('button', { name: '提交报检' }).click();
    const sms = dialog(page, '短信验证');
    const consent = sms.locator('.sms-consent');
    await sms.getByRole('button', { name: '获取验证码' }).click();
    if (!(await consent.locator('input').isChecked())) {
      await consent.getByRole('button', { name: '《个人信息保护告知》' }).click();
      await page.locator('.ant-modal', { hasText: '个人信息保护告知' }).getByRole('button', { name: '同意' }).click();
      await sms.getByRole('button', { name: '获取验证码' }).click();
    }
    await expect.poll(() => latestSmsCode(portal.databaseFile, CONTACT_MOBILE)).not.toBeNull();
    await sms.locator('input').first().fill(latestSmsCode(portal.databaseFile, CONTACT_MOBILE)!);
    await sms.getByRole('button', { name: '确认提交' }).click();
    await page.waitForURL('**/company-service/online-apply-detail?id=*');
    await page.locator('.ant-tag', { hasText: '待受理' }).waitFor();

    await page.getByRole('button', { name: '撤回' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '撤回' }).click();
    await page.locator('.ant-tag', { hasText: '已保存' }).waitFor();
    await expect.poll(() => stepTitles(page)).toEqual(['新建申请', '提交报检', '撤回']);
    await page.goto('/company-service/online-apply-query');
    await row(page, applyNo).getByText('已保存').waitFor();
  });

  it('demo pays a fee by QR in the sandbox and gets the receipt', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/pay-code');
    await page.locator('.ant-table-row:visible').first().getByRole('button', { name: '去缴费' }).click();
    await page.waitForURL('**/company-service/online-apply-pay?id=*');
    const amount = (await page.locator('.pay-amount').textContent())!;
    await page.getByText(/二维码 \d\d:\d\d 后过期/).waitFor();

    // The QR opens the sandbox's pay page (a phone would scan it); paying there sends the signed notice.
    const [payPage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: '在本机打开支付页' }).click()]);
    await payPage.getByText(amount).waitFor();
    await payPage.getByRole('button', { name: '确认支付（沙箱）' }).click();
    await payPage.getByText('支付成功，请回到缴费页面查看结果。').waitFor();

    await page.waitForURL('**/company-service/payProcess?id=*');
    await page.getByText('微信扫码支付').waitFor();
    await page.locator('.ant-descriptions', { hasText: amount }).waitFor();
  });

  it('the inspection body accepts an application and sets its fee; its finance confirms a transfer voucher', async () => {
    const page = await portal.newPage();
    await login(page, 'inspector', 'Jianyan@123456');
    await page.goto('/inspection/queue');
    const waiting = page.locator('.ant-table-row:visible', { hasText: '宁波鄞州恒力机械制造有限公司' });
    await waiting.getByRole('button', { name: '办理' }).click();
    await page.waitForURL('**/inspection/process?id=*');
    await page.getByRole('button', { name: '受理', exact: true }).click();
    const accept = page.locator('.ant-modal', { hasText: '受理报检申请' });
    await accept.getByLabel('受理编号').fill('NB2026-QZ-901');
    await accept.getByLabel('检验部门').fill('起重机械检验部');
    await accept.getByLabel('检验联系人').fill('王检');
    await accept.getByLabel('联系电话').fill('0574-87260011');
    await accept.getByRole('button', { name: '受理' }).click();
    await page.locator('.ant-tag', { hasText: '已受理' }).waitFor();

    // The fee comes from the body's table, the most specific item preselected.
    await page.getByRole('button', { name: '核定费用', exact: true }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '核定费用' }).click();
    await page.locator('.ant-tag', { hasText: '待缴费' }).waitFor();
    await expect.poll(() => stepTitles(page)).toEqual(['新建申请', '提交报检', '受理', '核定费用']);

    const finance = await portal.newPage();
    await login(finance, 'caiwu', 'Caiwu@123456');
    await finance.goto('/inspection/finance');
    await finance.locator('.ant-table-row:visible').first().getByRole('button', { name: '查看' }).click();
    await finance.getByRole('button', { name: '确认到账' }).click();
    await finance.locator('.ant-modal-confirm, .ant-modal').last().getByRole('button', { name: '确认到账' }).click();
    await finance.locator('.ant-message', { hasText: /已确认/ }).waitFor();
  });
});

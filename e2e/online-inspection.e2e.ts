import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, usePortal, toast } from './support/portal';
import { beijingDay, pickDate } from './support/dates';
import { enterSmsCode, withDb } from './support/sms';

const CONTACT_MOBILE = '13857400001';
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const stepTitles = (page: Page) => page.locator('.flow-log-section .flow-step-head strong').allTextContents();
const pageTitle = async (page: Page) => (await page.locator('.page-card-title span:visible').first().textContent())!.trim();
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

/** Pays the QR on the sandbox's page, as a phone scanning it would. */
async function payInSandbox(page: Page): Promise<string> {
  const amount = (await page.locator('.pay-amount').textContent())!;
  await page.getByText(/二维码 \d\d:\d\d 后过期/).waitFor();
  const [payPage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: '在本机打开支付页' }).click()]);
  await payPage.getByText(amount).waitFor();
  await payPage.getByRole('button', { name: '确认支付（沙箱）' }).click();
  await payPage.getByText('支付成功，请回到缴费页面查看结果。').waitFor();
  return amount;
}

/** The inspection body accepts the application open on the process page. */
async function acceptOpen(page: Page, acceptNo: string): Promise<void> {
  await page.getByRole('button', { name: '受理', exact: true }).click();
  const accept = page.locator('.ant-modal', { hasText: '受理报检申请' });
  await accept.getByLabel('受理编号').fill(acceptNo);
  await accept.getByLabel('检验部门').fill('起重机械检验部');
  await accept.getByLabel('检验联系人').fill('王检');
  await accept.getByLabel('联系电话').fill('0574-87260011');
  await accept.getByRole('button', { name: '受理' }).click();
  await page.locator('.ant-tag', { hasText: '已受理' }).waitFor();
}

describe.skipIf(!hasChromium)('online inspection', () => {
  const portal = usePortal();

  it('demo applies for two devices; the body accepts and prices them with a relief; demo pays by QR; the body concludes and the equipment takes the next date', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/company-service/online-apply');
    const free = page.locator('.ant-table-row:visible', { has: page.locator('.ant-checkbox-input:not([disabled])') });
    // The demo unit's passenger elevators 3110331012026900xx, which the demo fee table prices by floors (a name search
    // would also find the 曳引驱动乘客电梯 without floors, which no fee item fits, in an order that varies).
    await page.getByPlaceholder('设备代码、名称、登记证编号或使用地点').fill('3110331012026900');
    await page.getByPlaceholder('设备代码、名称、登记证编号或使用地点').press('Enter');
    await expect.poll(() => free.count()).toBeGreaterThanOrEqual(2);
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
    await expect.poll(() => pageTitle(page)).toMatch(/^报检申请 BJ\d+$/);
    const applyNo = (await pageTitle(page)).replace('报检申请 ', '');

    // The stamped application is required before submitting; the submission is confirmed by the code sent to the contact.
    const box = page.locator('.req-docs section', { hasText: '加盖公章的报检申请书' });
    await box.locator('input[type=file]').setInputFiles(pdf('报检申请书.pdf'));
    await box.locator('.att-row[data-attsysid]').waitFor();
    const letter = page.locator('.req-docs section', { hasText: '监管部门意见书' });
    if (await letter.count()) {
      await letter.locator('input[type=file]').setInputFiles(pdf('意见书.pdf'));
      await letter.locator('.att-row[data-attsysid]').waitFor();
    }
    await page.getByRole('button', { name: '提交报检' }).click();
    const sms = dialog(page, '短信验证');
    await enterSmsCode(page, sms, portal.databaseFile, CONTACT_MOBILE);
    await sms.getByRole('button', { name: '确认提交' }).click();
    await page.waitForURL('**/company-service/online-apply-detail?id=*');
    await page.locator('.ant-tag:visible', { hasText: '待受理' }).waitFor();

    const id = new URL(page.url()).searchParams.get('id')!;

    // The body accepts it and prices each device from its table, with the small-business relief.
    const body = await portal.newPage();
    await login(body, 'inspector', 'Jianyan@123456');
    await body.goto('/inspection/queue');
    await row(body, applyNo).getByRole('button', { name: '办理' }).click();
    await body.waitForURL('**/inspection/process?id=*');
    await acceptOpen(body, 'NB2026-DT-901');
    const reliefs = body.locator('.inspection-fee-form .ant-table-row .ant-select', { hasText: '不减免' });
    await expect.poll(() => reliefs.count()).toBe(2);
    for (let n = 0; n < 2; n++) {
      // Opened in the middle of the screen, so its dropdown opens where it can be clicked.
      await reliefs.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await reliefs.first().click();
      const option = body.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '小微企业检验费减免' });
      await option.click();
      await expect.poll(() => body.locator('.ant-select-dropdown:visible').count()).toBe(0);
    }
    await body.getByText('适用条件').first().waitFor();
    await body.getByRole('button', { name: '核定费用', exact: true }).click();
    await body.locator('.ant-modal-confirm').getByRole('button', { name: '核定费用' }).click();
    await body.locator('.ant-tag', { hasText: '待缴费' }).waitFor();

    // Demo pays by QR, reaching 扫码缴费 through the earlier portal's address.
    await page.goto('/onlinePay');
    await page.waitForURL('**/pay-code');
    await row(page, applyNo).getByRole('button', { name: '去缴费' }).click();
    await page.waitForURL('**/company-service/online-apply-pay?id=*');
    await page.getByText('小微企业检验费减免').first().waitFor();
    const amount = await payInSandbox(page);
    await page.waitForURL('**/company-service/payProcess?id=*');
    await page.getByText('微信扫码支付').waitFor();
    await page.locator('.ant-descriptions', { hasText: amount }).waitFor();

    // The body schedules, starts and concludes each device with its signed report.
    await body.reload();
    await body.getByRole('button', { name: '约定检验' }).click();
    const when = body.locator('.ant-modal', { hasText: '约定检验' });
    await pickDate(when.getByLabel('检验日期'), beijingDay(1));
    await when.getByLabel('检验地点').fill('设备使用现场（1号楼电梯机房）');
    await when.getByRole('button', { name: '确定' }).click();
    // Each step's own answer first: a refusal is then named instead of a tag waited for in vain.
    await toast(body, '已约定');
    await body.locator('.ant-tag', { hasText: '已约检' }).waitFor();
    await body.getByRole('button', { name: '开始检验' }).click();
    await body.locator('.ant-modal-confirm').getByRole('button', { name: '开始检验' }).click();
    await toast(body, '已开始检验');
    await body.locator('.ant-tag', { hasText: '检验中' }).waitFor();

    const next = beijingDay(0, 1);
    const open = body.getByRole('button', { name: '出具结论' });
    await open.first().waitFor();
    const devices = await open.count();
    expect(devices).toBe(2);
    for (let n = 0; n < devices; n++) {
      await open.first().click();
      const form = body.locator('.ant-modal', { hasText: '出具检验结论' });
      await form.getByLabel('检验结论').click();
      await body.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^合格$/ }).click();
      await pickDate(form.getByLabel('下次检验日期'), next);
      await form.getByLabel('报告编号').fill(`DT-E2E-${n + 1}`);
      await form.locator('input[type=file]').setInputFiles(pdf(`检验报告${n + 1}.pdf`));
      await form.getByText(`以“检验报告${n + 1}.pdf”作为该设备的检验报告`).waitFor();
      await form.getByRole('button', { name: '出具结论' }).click();
      await toast(body, /已出具/);
      await expect.poll(() => open.count()).toBe(devices - n - 1);
    }
    await body.getByRole('button', { name: '检验完毕' }).click();
    await body.locator('.ant-modal-confirm').getByRole('button', { name: '检验完毕' }).click();
    await body.locator('.ant-tag', { hasText: '检验完毕' }).first().waitFor();

    // The unit sees the conclusion; its equipment now falls due on the date the body set.
    const equipment = withDb(portal.databaseFile, (db) =>
      db
        .prepare('SELECT e.next_inspection_date AS next, e.last_conclusion AS conclusion FROM inspection_items i JOIN equipment e ON e.id = i.equipment_id WHERE i.apply_id = ?')
        .all(id),
    );
    expect(equipment).toEqual(Array.from({ length: devices }, () => ({ next, conclusion: 'pass' })));
    await page.goto(`/company-service/online-apply-detail?id=${id}`);
    await page.locator('.ant-tag', { hasText: '检验完毕' }).first().waitFor();
    await page
      .getByRole('link', { name: /检验报告/ })
      .first()
      .waitFor();
  });

  it('demo takes back an application the body has not accepted yet', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    const { applyNo } = withDb(portal.databaseFile, (db) =>
      db
        .prepare("SELECT a.apply_no AS applyNo FROM inspection_applies a JOIN users u ON u.unit_id = a.unit_id WHERE u.login_name = 'demo' AND a.state = 'submitted' LIMIT 1")
        .get(),
    ) as { applyNo: string };
    await page.goto('/company-service/online-apply-query');
    await page.getByPlaceholder('申请编号、受理编号、设备代码或设备名称').fill(applyNo);
    await page.getByPlaceholder('申请编号、受理编号、设备代码或设备名称').press('Enter');
    await row(page, applyNo).getByRole('button', { name: '撤回' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '撤回' }).click();
    await toast(page, `申请 ${applyNo} 已撤回`);
    await row(page, applyNo).getByText('已保存').waitFor();
    await row(page, applyNo).getByRole('button', { name: '查看' }).click();
    await page.waitForURL('**/company-service/online-apply-detail?id=*');
    await expect.poll(() => stepTitles(page)).toEqual(['新建申请', '提交报检', '撤回']);
  });

  it('the inspection body accepts an application and sets its fee; its finance confirms a transfer voucher', async () => {
    const page = await portal.newPage();
    await login(page, 'inspector', 'Jianyan@123456');
    await page.goto('/inspection/queue');
    const waiting = page.locator('.ant-table-row:visible', { hasText: '宁波鄞州恒力机械制造有限公司' });
    await waiting.getByRole('button', { name: '办理' }).click();
    await page.waitForURL('**/inspection/process?id=*');
    await acceptOpen(page, 'NB2026-QZ-901');

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
    await toast(finance, /已确认/);
  });

  it('a unit without an account applies, the body prices it, and it pays through /notLoginOnlinePay', async () => {
    const mobile = '13957400077';
    const deviceCode = `4100330212${String(Date.now() % 1e8).padStart(8, '0')}`;
    const page = await portal.newPage();
    await page.goto('/selfApply?from=legacy');
    await page.waitForURL('**/notLoginOnlineApply?from=legacy');
    await page.goto('/login');
    await page.getByRole('link', { name: '无账号报检' }).click();
    await page.waitForURL('**/notLoginOnlineApply');
    await page.getByLabel('单位名称').fill('宁波江北甬江起重设备有限公司');
    await page.getByLabel('统一社会信用代码').fill('91330212MA2EY7KQ37');
    await page.getByLabel('设备类别').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '起重机械' }).click();
    await page.getByLabel('设备名称').fill('电动葫芦桥式起重机');
    await page.getByLabel('设备代码').fill(deviceCode);
    await page.getByLabel('设备使用地点').fill('宁波市江北区甬江街道通途路188号1号车间');
    await page.getByLabel('联系人', { exact: true }).fill('周毅');
    await page.getByLabel('联系人手机号码', { exact: true }).fill(mobile);
    await page.getByLabel('报告邮寄地址').fill('宁波市江北区甬江街道通途路188号');
    await page.getByLabel('收件人', { exact: true }).fill('周毅');
    await page.getByLabel('收件人电话').fill('0574-87650011');
    const scan = page.locator('.token-upload', { hasText: '加盖公章的报检申请书' });
    await scan.locator('input[type=file]').setInputFiles(pdf('报检申请书.pdf'));
    await scan.locator('.att-row[data-attsysid]').waitFor();
    await enterSmsCode(page, page.locator('.ant-form-item', { hasText: '联系人手机验证码' }), portal.databaseFile, mobile);
    await page.getByRole('button', { name: '提交报检' }).click();
    const done = page.locator('.ant-result-title', { hasText: /报检申请 BJ\d+ 已提交/ });
    await done.waitFor();
    const applyNo = /BJ\d+/.exec((await done.textContent())!)![0];

    // The body sees the declared device, accepts and prices it (no record, so it picks the item itself).
    const body = await portal.newPage();
    await login(body, 'inspector', 'Jianyan@123456');
    await body.goto('/inspection/queue');
    await row(body, '宁波江北甬江起重设备有限公司').getByRole('button', { name: '办理' }).click();
    await body.waitForURL('**/inspection/process?id=*');
    await body.getByText('申请单位报检时未开通账号').waitFor();
    await acceptOpen(body, 'NB2026-QZ-902');
    await body.locator('.inspection-fee-form .ant-select').first().click();
    await body.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await body.getByRole('button', { name: '核定费用', exact: true }).click();
    await body.locator('.ant-modal-confirm').getByRole('button', { name: '核定费用' }).click();
    await body.locator('.ant-tag', { hasText: '待缴费' }).waitFor();

    // Without logging in: the number and the code sent to the contact's mobile open the fee notice and the QR, nothing else.
    await page.goto('/notLoginOnlinePay');
    await page.getByLabel('申请编号').fill(applyNo);
    await page.getByLabel('联系人手机号码').fill(mobile);
    await enterSmsCode(page, page.locator('.ant-form-item', { hasText: '短信验证码' }), portal.databaseFile, mobile);
    await page.getByRole('button', { name: '查询' }).click();
    await page.locator('.ant-tag', { hasText: '待缴费' }).waitFor();
    await expect.poll(() => page.locator('body').textContent()).not.toContain('周毅');
    await payInSandbox(page);
    await page.locator('.ant-tag', { hasText: '已缴费' }).waitFor();
  });

  it('the construction unit applies for the supervision of a received installation; the use unit reads it and opens a finished supervision record', async () => {
    const page = await portal.newPage();
    await login(page, 'shigong', 'Shigong@123456');
    await page.goto('/company-service/online-superintend');
    await row(page, '311033020320260971').getByRole('button', { name: '申请监督检验' }).click();
    await page.waitForURL('**/company-service/online-superintend-edit?constructionId=*');
    // The devices come from the notice; there is no kind to choose.
    await page.locator('.ant-descriptions', { hasText: '安装监督检验' }).waitFor();
    await expect.poll(() => page.getByLabel('检验类别').count()).toBe(0);
    const mobile = '13957400066';
    await page.getByLabel('联系人手机号码').fill(mobile);
    await page.getByLabel('报告邮寄地址').fill('宁波市江北区长兴路689号');
    await page.getByLabel('收件人', { exact: true }).fill('孙工');
    await page.getByLabel('收件人电话').fill('0574-87000000');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL('**/company-service/online-superintend-edit?id=*');
    await expect.poll(() => pageTitle(page)).toMatch(/^监督检验申请 BJ\d+$/);
    const applyNo = (await pageTitle(page)).replace('监督检验申请 ', '');
    const box = page.locator('.req-docs section', { hasText: '加盖公章的监督检验申请书' });
    await box.locator('input[type=file]').setInputFiles(pdf('监督检验申请书.pdf'));
    await box.locator('.att-row[data-attsysid]').waitFor();
    await page.getByRole('button', { name: '提交申请' }).click();
    const sms = dialog(page, '短信验证');
    await enterSmsCode(page, sms, portal.databaseFile, mobile);
    await sms.getByRole('button', { name: '确认提交' }).click();
    await page.waitForURL('**/company-service/online-apply-detail?id=*');
    // The form's tab stays open behind the detail, showing the same state.
    await page.locator('.ant-tag:visible', { hasText: '待受理' }).waitFor();

    // The use unit the notice names reads it, and only reads it.
    const use = await portal.newPage();
    await login(use, DEMO.user, DEMO.pass);
    await use.goto('/company-service/new-superintend-query');
    await row(use, applyNo).getByRole('button', { name: '查看' }).click();
    await use.getByText('本监督检验由施工单位宁波甬安电梯安装工程有限公司申请').waitFor();
    await expect.poll(() => use.getByRole('button', { name: '撤回' }).count()).toBe(0);
    // Its notice number opens the installation declaration as the use unit keeps it.
    await use.getByRole('link', { name: /^GZ\d+$/ }).click();
    await use.waitForURL('**/company-service/RegistrationDetails?type=install&id=*');
    await expect.poll(() => pageTitle(use)).toMatch(/^施工告知 GZ\d+$/);

    // The finished supervision of its other new elevator: the record with its report, opened from the report query.
    await use.goto('/company-service/report-query');
    await use.getByPlaceholder('报告编号或设备代码').fill('311033020320260815');
    await use.getByPlaceholder('报告编号或设备代码').press('Enter');
    await expect.poll(() => row(use, '311033020320260815').count()).toBe(1);
    await row(use, '311033020320260815')
      .getByRole('link', { name: /^JJ\d+$/ })
      .click();
    await use.waitForURL('**/company-service/check-install/detail?id=*');
    await expect.poll(() => pageTitle(use)).toMatch(/^监督检验记录 NB\d{4}-JJ-\d+$/);
    await use.locator('.ant-table-row:visible', { hasText: '合格' }).first().waitFor();

    // The unit's registration declarations: its own use registrations and the installation declarations naming it.
    await use.goto('/company-service/RegistrationDetails');
    await row(use, '311033020320260815').getByRole('button', { name: '查看' }).click();
    await use.waitForURL('**/company-service/RegistrationDetails?type=install&id=*');
    await expect.poll(() => pageTitle(use)).toMatch(/^施工告知 GZ\d+$/);
  });

  it('finance settles a payment anomaly the daily bill check found', async () => {
    const page = await portal.newPage();
    await login(page, 'caiwu', 'Caiwu@123456');
    await page.goto('/inspection/pay-anomalies');
    const unsettled = page.locator('.ant-table-row:visible', { hasText: '本地已支付但对账单无此交易' });
    await unsettled.getByRole('button', { name: '处理' }).click();
    const settle = page.locator('.ant-modal:visible');
    await settle.getByLabel('处理说明').fill('已与支付平台核实，款项已原路退回');
    await settle.getByRole('button', { name: '确认已处理' }).click();
    // The settled row leaves the unsettled list; the toast saying so is gone within seconds on a busy machine.
    await settle.waitFor({ state: 'hidden' });
    await expect.poll(() => unsettled.count()).toBe(0);
  });

  it('finance refunds a payment taken twice, through the provider, and the anomaly settles itself', async () => {
    const page = await portal.newPage();
    await login(page, 'caiwu', 'Caiwu@123456');
    await page.goto('/inspection/pay-anomalies');
    const twice = page.locator('.ant-table-row:visible', { hasText: '同一业务重复支付' });
    await twice.getByRole('button', { name: '退款' }).click();
    const refund = page.locator('.ant-modal:visible');
    await refund.getByLabel('退款原因').fill('同一申请重复扫码支付，多收款项原路退回');
    await refund.getByRole('button', { name: '确认退款' }).click();
    await refund.waitFor({ state: 'hidden' });
    // The sandbox proves the refund at once with its signed notification: the anomaly leaves the unsettled list.
    await expect.poll(() => twice.count()).toBe(0);
  });
});

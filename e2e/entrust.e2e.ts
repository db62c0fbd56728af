import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, usePortal } from './support/portal';
import { enterSmsCode, withDb } from './support/sms';

const DEMO2 = { user: 'demo2', pass: 'Demo2@123456', org: '宁波鄞州恒力机械制造有限公司' };
const AGENT_MOBILE = '13957400002';
/** demo's new elevator, not yet registered (demo-flows NEW_EQUIPMENT, product NB26E0105). */
const DEVICE_CODE = '311033101202690007';
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const pageTitle = async (page: Page) => (await page.locator('.page-card-title span:visible').first().textContent())!.trim();
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

describe.skipIf(!hasChromium)('entrusted declaration', () => {
  const portal = usePortal();

  it("demo authorises demo2's unit; demo2 accepts and files an inspection application for demo's device; demo sees it", async () => {
    // The principal drafts the letter from the earlier portal's address, uploads the stamped letter and submits it.
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/entrustDeclaration');
    await page.waitForURL('**/use-record/entrust');
    await page.getByRole('button', { name: '新建委托书' }).click();
    await page.waitForURL('**/use-record/entrust-form');
    await page.getByLabel('受托单位').fill('恒力');
    await page.locator('.ant-select-item-option', { hasText: DEMO2.org }).click();
    await page.getByLabel('联系人手机').fill('13857400001');
    await page.getByPlaceholder('设备代码、名称、登记证编号或使用地点').fill(DEVICE_CODE);
    await page.getByPlaceholder('设备代码、名称、登记证编号或使用地点').press('Enter');
    await expect.poll(() => row(page, DEVICE_CODE).count()).toBe(1);
    await row(page, DEVICE_CODE).locator('.ant-checkbox-input').check();
    await page.getByText('委托办理的设备（已选 1 台）').waitFor();
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL('**/use-record/entrust-form?id=*');
    await expect.poll(() => pageTitle(page)).toMatch(/^委托书 WT\d+$/);
    const entrustNo = (await pageTitle(page)).replace('委托书 ', '');
    await page.locator('input[type=file]').setInputFiles(pdf('授权委托书.pdf'));
    await page.locator('.att-row[data-attsysid]').waitFor();
    await page.getByRole('button', { name: '提交委托' }).click();
    await page.waitForURL('**/use-record/entrust-detail?id=*');
    await page.locator('.ant-tag:visible', { hasText: '待受托单位确认' }).first().waitFor();

    // The agent accepts it from its side of the list, then files for the principal.
    const agent = await portal.newPage();
    await login(agent, DEMO2.user, DEMO2.pass);
    await agent.goto('/use-record/entrust?tab=agent');
    await row(agent, entrustNo).getByRole('button', { name: '查看' }).click();
    await agent.waitForURL('**/use-record/entrust-detail?id=*');
    await agent.getByRole('button', { name: '接受委托' }).click();
    await agent.locator('.ant-modal-confirm').getByRole('button', { name: '接受委托' }).click();
    await agent.locator('.ant-tag:visible', { hasText: '生效' }).first().waitFor();
    await agent.getByRole('button', { name: '代为报检' }).click();
    await agent.waitForURL('**/company-service/online-apply-form?entrustId=*');
    await agent.locator('.ant-select', { hasText: DEMO.org }).first().waitFor();
    await agent.getByRole('button', { name: '选择设备' }).click();
    const picker = dialog(agent, '选择报检设备');
    await picker.getByText('只看30天内到期和超期未检的设备').click();
    await picker.locator('.ant-table-row', { hasText: DEVICE_CODE }).locator('.ant-checkbox-input').check();
    await picker.getByRole('button', { name: '确定（1台）' }).click();
    await row(agent, DEVICE_CODE).getByRole('button', { name: '移除' }).waitFor();
    await agent.getByLabel('联系人手机号码').fill(AGENT_MOBILE);
    await agent.getByLabel('报告邮寄地址').fill('宁波市鄞州区');
    await agent.getByLabel('收件人', { exact: true }).fill('李红');
    await agent.getByLabel('收件人电话').fill('0574-88120000');
    await agent.getByRole('button', { name: '保存草稿' }).click();
    await agent.waitForURL('**/company-service/online-apply-edit?id=*');
    await expect.poll(() => pageTitle(agent)).toMatch(/^报检申请 BJ\d+$/);
    const applyNo = (await pageTitle(agent)).replace('报检申请 ', '');
    await agent.getByText(`委托申报：${DEMO2.org}代${DEMO.org}申报`).waitFor();
    const box = agent.locator('.req-docs section', { hasText: '加盖公章的报检申请书' });
    await box.locator('input[type=file]').setInputFiles(pdf('报检申请书.pdf'));
    await box.locator('.att-row[data-attsysid]').waitFor();
    const letter = agent.locator('.req-docs section', { hasText: '监管部门意见书' });
    if (await letter.count()) {
      await letter.locator('input[type=file]').setInputFiles(pdf('意见书.pdf'));
      await letter.locator('.att-row[data-attsysid]').waitFor();
    }
    await agent.getByRole('button', { name: '提交报检' }).click();
    const sms = dialog(agent, '短信验证');
    await enterSmsCode(agent, sms, portal.databaseFile, AGENT_MOBILE);
    await sms.getByRole('button', { name: '确认提交' }).click();
    await agent.waitForURL('**/company-service/online-apply-detail?id=*');
    await agent.locator('.ant-tag:visible', { hasText: '待受理' }).waitFor();
    await agent.getByText(`${DEMO2.org}代为申报`).waitFor();

    // The application is the principal's: it is in demo's list, marked as filed by the agent.
    await page.goto('/company-service/online-apply-query');
    await row(page, applyNo).getByText('委托申报').waitFor();
    await row(page, applyNo).getByText(`${DEMO2.org}代为申报`).waitFor();
    const owner = withDb(portal.databaseFile, (db) =>
      db
        .prepare('SELECT u.name AS unit, g.name AS agent FROM inspection_applies a JOIN units u ON u.id = a.unit_id JOIN units g ON g.id = a.agent_unit_id WHERE a.apply_no = ?')
        .get(applyNo),
    );
    expect(owner).toEqual({ unit: DEMO.org, agent: DEMO2.org });
  });

  it('the registration-method page explains the three ways for a device and starts the online one with it chosen', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    const id = withDb(portal.databaseFile, (db) => (db.prepare('SELECT id FROM equipment WHERE device_code = ?').get(DEVICE_CODE) as { id: string }).id);
    await page.goto(`/registrationMethod?equipmentId=${id}`);
    await page.waitForURL('**/use-record/method?equipmentId=*');
    for (const title of ['网上申报', '委托申报', '现场办理']) await page.locator('.ant-card-head-title').getByText(title, { exact: true }).waitFor();
    // On site: the registry responsible for the device's district, with its window's phone.
    await page.getByText('宁波市市场监督管理局').first().waitFor();
    await page.getByText('0574-87190001').waitFor();
    await page.getByRole('button', { name: '开始网上申报' }).click();
    await page.waitForURL('**/use-record/apply?equipmentId=*');
    await page.locator('.ant-select', { hasText: 'NB26E0105' }).first().waitFor();
  });
});

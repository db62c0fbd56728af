import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { beijingDay, pickDate } from './support/dates';
import { DEMO, dialog, login, usePortal, toast } from './support/portal';
import { withDb } from './support/sms';

const stepTitles = (page: Page) => page.locator('.flow-log-section .flow-step-head strong').allTextContents();
const pageTitle = async (page: Page) => (await page.locator('.page-card-title span:visible').first().textContent())!.trim();
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

describe.skipIf(!hasChromium)('rectification of an inspection opinion notice', () => {
  const portal = usePortal();

  it('the inspector concludes with a defect, issuing a notice; demo answers it with its measure and evidence; the inspector confirms; demo sees it confirmed', async () => {
    // The body concludes demo's device under inspection as failed, with one defect and a deadline: that issues the notice.
    const applyId = withDb(
      portal.databaseFile,
      (db) =>
        (db.prepare("SELECT a.id FROM inspection_applies a JOIN users u ON u.unit_id = a.unit_id WHERE u.login_name = 'demo' AND a.state = 'inspecting'").get() as { id: string })
          .id,
    );
    const body = await portal.newPage();
    await login(body, 'inspector', 'Jianyan@123456');
    await body.goto(`/inspection/process?id=${applyId}`);
    await body.getByRole('button', { name: '出具结论' }).first().click();
    const form = body.locator('.ant-modal', { hasText: '出具检验结论' });
    await form.getByLabel('检验结论').click();
    await body.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^不合格$/ }).click();
    await form.getByLabel('报告编号').fill('DT-E2E-ZG-1');
    await form.getByRole('button', { name: '出具结论' }).click();
    await form.getByText('该检验结论须逐条填写发现的问题').waitFor();
    await form.getByRole('button', { name: '添加问题' }).click();
    await form.getByPlaceholder('检验项目或部位，如：轿厢紧急报警装置').fill('制动系统');
    await form.getByPlaceholder('问题描述').fill('行车制动距离超过规定值');
    await form.getByPlaceholder('依据条款，如：TSG T7001-2023 附件A 8.1').fill('TSG N0001-2017 附件B');
    await form.getByPlaceholder('整改要求').fill('检修制动系统，使制动距离符合要求');
    await pickDate(form.getByLabel('整改期限'), beijingDay(30));
    await form.locator('input[type=file]').setInputFiles(pdf('检验报告.pdf'));
    await form.getByText('以“检验报告.pdf”作为该设备的检验报告').waitFor();
    await form.getByRole('button', { name: '出具结论' }).click();
    await toast(body, /已出具/);

    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/company-service/rectify');
    await page.getByPlaceholder('通知书编号、设备代码、设备名称或报告编号').fill('DT-E2E-ZG-1');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const waiting = page.locator('.ant-table-row:visible', { has: page.locator('.ant-tag', { hasText: '待整改' }) });
    await expect.poll(() => waiting.count()).toBe(1);
    await waiting.getByRole('button', { name: '整改反馈' }).click();
    await page.waitForURL('**/company-service/rectify-detail?id=*');
    await expect.poll(() => pageTitle(page)).toMatch(/^检验意见通知书 YJ\d{4}-\d{4}$/);
    const noticeNo = (await pageTitle(page)).replace('检验意见通知书 ', '');
    await page.getByText('行车制动距离超过规定值').waitFor();

    // Submitting before every defect has its evidence is refused with the defects still open.
    const defects = page.locator('.opinion-defect');
    const count = await defects.count();
    expect(count).toBe(1);
    await page.getByRole('button', { name: '提交整改反馈' }).click();
    await dialog(page, '提交整改反馈').getByRole('button', { name: '提交整改反馈' }).click();
    await toast(page, /请为每一条问题填写整改措施并上传证明材料/);

    for (let n = 0; n < count; n++) {
      const box = defects.nth(n);
      await box.getByLabel('整改措施').fill(`第${n + 1}项已由维保单位修复，并经安全管理员复查`);
      await box.locator('input[type=file]').setInputFiles(pdf(`整改照片${n + 1}.pdf`));
      await box.locator('.att-row[data-attsysid]').waitFor();
    }
    // By its text: after the refused submit the button's loading icon may still be on its way out, and its
    // accessible name carries that icon's label until it has gone.
    await page.locator('.ur-actions button', { hasText: /^保\s*存$/ }).click();
    await toast(page, '整改反馈已保存');
    await page.getByRole('button', { name: '提交整改反馈' }).click();
    await dialog(page, '提交整改反馈').getByRole('button', { name: '提交整改反馈' }).click();
    await page.locator('.page-card .ant-tag:visible', { hasText: '待确认' }).first().waitFor();
    await page.getByText(/整改反馈已提交，等待.*确认/).waitFor();

    // The inspection body finds it waiting in its queue, reads the answers and confirms.
    await body.goto('/inspection/rectify');
    const row = body.locator('.ant-table-row:visible', { hasText: noticeNo });
    await row.getByRole('button', { name: '审核' }).click();
    await body.waitForURL('**/inspection/rectify-review?id=*');
    await body.getByText('第1项已由维保单位修复，并经安全管理员复查').waitFor();
    await expect.poll(() => body.locator('.opinion-defect .att-row').count()).toBe(count);
    await body.locator('.review-footer').getByRole('button', { name: '确认整改' }).click();
    await body.locator('.ant-modal-confirm').getByRole('button', { name: '确定确认整改' }).click();
    await toast(body, '已确认整改');
    await body.locator('.ant-tag:visible', { hasText: '整改已确认' }).first().waitFor();

    // Demo sees the step in the notice's flow log and the body's message in its message centre.
    await page.reload();
    await page.locator('.page-card .ant-tag:visible', { hasText: '整改已确认' }).first().waitFor();
    await expect.poll(() => stepTitles(page)).toEqual(expect.arrayContaining(['签发意见通知书', '提交整改反馈', '确认整改']));
    await page.goto('/message_page');
    await page.locator('.ant-table-row', { hasText: '整改已确认' }).first().waitFor();
  });
});

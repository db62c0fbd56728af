import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, dialog, login, toast, usePortal } from './support/portal';

const REGISTRY = { user: 'registry', pass: 'Dengji@123456' };
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const stepTitles = (page: Page) => page.locator('.flow-log-section .flow-step-head strong').allTextContents();

/** A clerk's step in the review drawer: the button, then its confirmation. */
async function decide(page: Page, label: string, opinion = ''): Promise<void> {
  const drawer = page.locator('.ant-drawer-section');
  if (opinion) await drawer.getByLabel('审核意见').fill(opinion);
  await drawer.locator('.review-footer').getByRole('button', { name: label, exact: true }).click();
  await dialog(page, label)
    .getByRole('button', { name: `确定${label}` })
    .click();
  await toast(page, label === '审核通过并发证' ? '已审核通过并发证' : `已${label}`);
}

describe.skipIf(!hasChromium)('use registration', () => {
  const portal = usePortal();

  it('a returned application is corrected and resubmitted, the registry accepts and approves it, and the unit sees its certificate number and every step', async () => {
    const unit = await portal.newPage();
    await login(unit, DEMO.user, DEMO.pass);

    // The unit's list: the returned application offers 修改, which shows the registry's reason.
    await unit.goto('/use-record/query');
    const returned = row(unit, 'NB26E0103');
    await returned.getByText('已退回').waitFor();
    const applyNo = (await returned.locator('td').first().textContent())!.trim();
    await returned.getByRole('button', { name: '修改' }).click();
    await unit.waitForURL('**/use-record/apply?id=*');
    await unit.getByText('登记机关退回了此申请：监督检验证书与产品编号不一致').waitFor();
    await unit.getByLabel('备注').fill('已核对监督检验证书');
    await unit.getByRole('button', { name: '提交申请' }).click();
    await unit.waitForURL('**/use-record/detail?id=*');
    await unit.locator('.ant-tag:visible', { hasText: '待受理' }).first().waitFor();

    // The registry's queue has it; the clerk accepts it, then approves it.
    const clerk = await portal.newPage();
    await login(clerk, REGISTRY.user, REGISTRY.pass);
    await clerk.goto('/registry/use-regist');
    await row(clerk, applyNo).getByRole('button', { name: '审核' }).click();
    await clerk.locator('.ant-drawer-section').getByText('已核对监督检验证书').waitFor();
    await decide(clerk, '受理');
    await decide(clerk, '审核通过并发证');
    const certNo = await clerk.locator('.ant-drawer-section .ur-cert').textContent();
    expect(certNo).toMatch(/^梯11浙B\d{5}\(\d{2}\)$/);

    // The unit reads the outcome on the application, in its message centre and in the flow log.
    await unit.reload();
    const detailUrl = unit.url();
    await unit.getByText(`登记机关已审核通过，使用登记证编号 ${certNo}`).waitFor();
    await expect.poll(() => stepTitles(unit)).toEqual(['新建申请', '提交', '受理', '退回', '提交', '受理', '审核通过并发证']);
    await unit.goto('/message_page');
    await unit.getByText('使用登记已审核通过').first().waitFor();

    // The approved application offers its certificate and use mark as PDFs, named by the certificate number.
    await unit.goto(detailUrl);
    await unit.getByText(`登记机关已审核通过，使用登记证编号 ${certNo}`).waitFor();
    for (const [label, name] of [
      ['下载使用登记证', '使用登记证'],
      ['下载使用标志', '使用标志'],
    ] as const) {
      const [download] = await Promise.all([unit.waitForEvent('download'), unit.getByRole('button', { name: label }).click()]);
      expect(download.suggestedFilename()).toBe(`${name}-${certNo}.pdf`);
      expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // Its QR code's page opens for anyone, without logging in, and says the certificate holds.
    const verifyHref = await unit.getByRole('link', { name: '核验页' }).getAttribute('href');
    expect(verifyHref).toMatch(/^\/verify\?ref=[\w.%-]+$/);
    const stranger = await portal.newPage();
    await stranger.goto(verifyHref!);
    const result = stranger.locator('.vf-state');
    await result.getByText('有效', { exact: true }).waitFor();
    expect(await result.locator('.vf-cert').textContent()).toBe(certNo);
    await stranger.getByText('宁波海曙明达物业管理有限公司').waitFor();
    expect(await stranger.locator('.vf-sm3').textContent()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a new application is saved, refused submission until its documents are there, and can be deleted while never submitted', async () => {
    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/use-record/apply');
    await page.getByLabel('设备', { exact: true }).click();
    await page.getByTitle(/NB26E0105/).click();
    await page.getByLabel('投入使用日期').fill('2026-10-20');
    await page.getByLabel('投入使用日期').press('Tab');
    await page.getByLabel('安全管理人员手机').fill('13957400011');
    await page.getByLabel('联系电话').fill('0574-87310001');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL('**/use-record/apply?id=*');
    await page.locator('.req-doc-tag', { hasText: '必传' }).first().waitFor();
    expect(await page.locator('.req-doc-tag', { hasText: '必传' }).count()).toBe(4);
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText(/请先上传：使用登记表/).waitFor();

    await page.goto('/use-record/query');
    const draft = row(page, 'NB26E0105');
    await draft.getByRole('button', { name: '删除' }).click();
    await dialog(page, '删除').getByRole('button', { name: '删除' }).click();
    await draft.waitFor({ state: 'detached' });
  });
});

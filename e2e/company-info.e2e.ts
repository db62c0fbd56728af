import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { pdfFile, type UploadFile } from './support/files';
import { DEMO, dialog, login, toast, usePortal } from './support/portal';

const NEW_NAME = '宁波海曙明达物业服务有限公司';

const form = (page: Page) => page.locator('.unit-form');
const evidence = (page: Page) => form(page).getByRole('group', { name: '变更证明材料' });
const evidenceBox = (page: Page, kind: string) => evidence(page).getByRole('region', { name: kind });

/** Uploads one file of the change's evidence and waits until it is stored. */
async function attach(page: Page, kind: string, file: UploadFile): Promise<void> {
  await evidenceBox(page, kind).locator('input[type=file]').setInputFiles(file);
  await evidenceBox(page, kind).locator('.att-row[data-attsysid]', { hasText: file.name }).waitFor();
}

/** Picks options in the area cascader, one level per label. */
async function pickArea(page: Page, ...labels: string[]): Promise<void> {
  await form(page).locator('.area-cascader').click();
  for (const [level, label] of labels.entries()) await page.locator('.ant-cascader-menu').nth(level).locator('.ant-cascader-menu-item', { hasText: label }).click();
  await page.keyboard.press('Escape');
}

async function openMaintain(page: Page, user = DEMO.user, pass = DEMO.pass): Promise<void> {
  await login(page, user, pass);
  await page.goto('/company-info/maintain');
  await form(page).waitFor();
}

describe.skipIf(!hasChromium)('company info', () => {
  const portal = usePortal();

  it('refuses an area short of the last level, saves a district and shows the change in the history', async () => {
    const page = await portal.newPage();
    await openMaintain(page);
    const area = form(page).locator('.area-cascader');
    await expect.poll(() => area.textContent()).toBe('浙江省 / 宁波市 / 海曙区');

    // Stopping at the city is refused with the spec's message, and nothing is saved.
    await pickArea(page, '浙江省', '宁波市');
    expect(await area.textContent()).toBe('浙江省 / 宁波市');
    await form(page).getByRole('button', { name: '保存' }).click();
    await form(page).getByText('请选择到最后一级').waitFor();

    await pickArea(page, '浙江省', '宁波市', '鄞州区');
    expect(await area.textContent()).toBe('浙江省 / 宁波市 / 鄞州区');
    await expect.poll(() => form(page).getByText('请选择到最后一级').count()).toBe(0);
    await form(page).locator('#address').fill('宁波市鄞州区天童南路588号');
    await form(page).locator('#postalCode').fill('0315');
    await form(page).getByRole('button', { name: '保存' }).click();
    await form(page).getByText('请输入有效的邮政编码').waitFor();
    await form(page).locator('#postalCode').fill('315100');
    await form(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('单位信息已保存').waitFor();

    // After a reload the record reads back as saved.
    await page.reload();
    await form(page).waitFor();
    await expect.poll(() => area.textContent()).toBe('浙江省 / 宁波市 / 鄞州区');
    expect(await form(page).locator('#address').inputValue()).toBe('宁波市鄞州区天童南路588号');

    await page.goto('/company-info/maintain-history');
    const entry = page.locator('.unit-history-item').first();
    await entry.getByText('直接生效').waitFor();
    expect(await entry.locator('.unit-history-head').textContent()).toContain(DEMO.name);
    const change = (label: string) => entry.locator('.field-change', { has: page.locator('dt', { hasText: label }) });
    expect(await change('所在区域').locator('.field-from').textContent()).toBe('浙江省 宁波市 海曙区');
    expect(await change('所在区域').locator('.field-to').textContent()).toBe('浙江省 宁波市 鄞州区');
    expect(await change('单位地址').locator('.field-to').textContent()).toBe('宁波市鄞州区天童南路588号');
    expect(await change('邮政编码').locator('.field-from').textContent()).toBe('315010');
    expect(await entry.locator('.field-change').count()).toBe(3);
  });

  it('sends a new unit name to review with its evidence, shown to the reviewer, and the name changes once approved', async () => {
    const page = await portal.newPage();
    await openMaintain(page);
    // The evidence is asked for as soon as the name changes, and nothing is sent without it.
    expect(await evidence(page).count()).toBe(0);
    await form(page).locator('#orgname').fill(NEW_NAME);
    await evidence(page).getByText('须上传变更后的营业执照和市场监督管理部门出具的变更登记通知书').waitFor();
    await form(page).getByRole('button', { name: '保存' }).click();
    const missing = evidence(page).locator('.ant-alert-error');
    await missing.getByText('变更单位名称须上传变更后的营业执照和变更登记通知书').waitFor();
    await attach(page, '变更后的营业执照', pdfFile('新营业执照.pdf'));
    await missing.getByText('变更单位名称须上传变更登记通知书').waitFor();
    await attach(page, '变更登记通知书', pdfFile('准予变更登记通知书.pdf'));
    await missing.waitFor({ state: 'detached' });
    await form(page).getByRole('button', { name: '保存' }).click();
    await toast(page, '单位名称/信用代码的变更已提交审核，其他修改已保存');

    const pending = page.getByRole('region', { name: '待审核的变更申请' });
    await pending.getByText('待审核').waitFor();
    expect(await pending.locator('.field-to').textContent()).toBe(NEW_NAME);
    // The evidence went with the request: the name is back to the stored one and asks for nothing.
    await evidence(page).waitFor({ state: 'detached' });
    // Until it is decided, the name keeps its old value and cannot be changed again.
    expect(await form(page).locator('#orgname').inputValue()).toBe(DEMO.org);
    expect(await form(page).locator('#orgname').isDisabled()).toBe(true);

    const admin = await portal.newPage();
    await login(admin, 'admin', 'Admin@123456');
    await admin.goto('/account/unit-change-check');
    const request = admin.locator('.ant-table-row', { hasText: DEMO.org });
    await request.getByText(NEW_NAME).waitFor();
    await request.getByRole('button', { name: '审核' }).click();
    const review = admin.locator('.ant-drawer-section', { hasText: '单位信息变更审核' });
    await review.locator('.review').waitFor();
    expect(await review.locator('.ant-descriptions').textContent()).toContain(DEMO.org);
    // The files the request was sent with, in the review, each openable in place.
    const sent = (kind: string) => review.locator('.review-evidence').getByRole('region', { name: kind });
    await sent('变更后的营业执照').locator('.att-row', { hasText: '新营业执照.pdf' }).waitFor();
    await sent('变更登记通知书').locator('.att-row', { hasText: '准予变更登记通知书.pdf' }).waitFor();
    await sent('变更登记通知书').getByRole('button', { name: '预览 准予变更登记通知书.pdf' }).click();
    const preview = dialog(admin, '准予变更登记通知书.pdf');
    expect(await preview.locator('iframe').getAttribute('src')).toMatch(/^\/a\/stone\/common\/download\?attsysid=[\w-]+&inline=1$/);
    await preview.getByRole('button', { name: '关闭', exact: true }).last().click();
    await preview.waitFor({ state: 'hidden' });
    // A refusal needs a reason.
    await review.getByRole('button', { name: '驳回' }).click();
    await review.getByText('驳回时必须填写驳回原因').waitFor();
    await review.getByRole('button', { name: '审核通过' }).click();
    await dialog(admin, '审核通过').getByRole('button', { name: '确定审核通过' }).click();
    await toast(admin, '已审核通过，新名称已生效');
    await review.waitFor({ state: 'hidden' });
    // Decided, it leaves the queue of pending requests (the demo data keeps other units' requests there).
    await request.waitFor({ state: 'detached' });

    await page.reload();
    await form(page).waitFor();
    await expect.poll(() => form(page).locator('#orgname').inputValue()).toBe(NEW_NAME);
    expect(await form(page).locator('#orgname').isDisabled()).toBe(false);
    expect(await pending.count()).toBe(0);

    await page.goto('/company-info/maintain-history');
    const entry = page.locator('.unit-history-item', { hasText: NEW_NAME });
    await entry.getByText('已通过').waitFor();
    expect(await entry.locator('.unit-history-review').textContent()).toContain('审核人：平台管理员');
  });

  it('lets the main account withdraw a waiting request', async () => {
    const page = await portal.newPage();
    await openMaintain(page);
    await form(page).locator('#orgname').fill('宁波明达物业集团有限公司');
    await attach(page, '变更后的营业执照', pdfFile('集团营业执照.pdf'));
    await attach(page, '变更登记通知书', pdfFile('集团变更登记通知书.pdf'));
    await form(page).getByRole('button', { name: '保存' }).click();
    const pending = page.getByRole('region', { name: '待审核的变更申请' });
    await pending.waitFor();
    await pending.getByRole('button', { name: '撤回' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '撤回' }).click();
    await toast(page, '变更申请已撤回');
    await pending.waitFor({ state: 'detached' });
    expect(await form(page).locator('#orgname').isDisabled()).toBe(false);

    await page.goto('/company-info/maintain-history');
    await page.locator('.unit-history-item', { hasText: '宁波明达物业集团有限公司' }).getByText('已撤回').waitFor();
  });

  it('shows the record read-only to an account that is not the main one', async () => {
    const page = await portal.newPage();
    await login(page, 'legacy', 'legacy123');
    // This account's password is simple: the reminder comes first.
    await dialog(page, '友情提醒').getByRole('button', { name: '稍后修改' }).click();
    await page.goto('/company-info/maintain');
    await page.getByText('只有单位主账号可以修改单位信息，当前账号仅可查看。如需修改，请联系本单位主账号。').waitFor();
    await page.locator('.unit-view').getByText(NEW_NAME).waitFor();
    expect(await page.locator('.unit-form').count()).toBe(0);
    expect(await page.getByRole('button', { name: '保存' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '上传文件' }).count()).toBe(0);
  });
});

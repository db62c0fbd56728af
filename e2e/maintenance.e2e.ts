import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, login, usePortal } from './support/portal';
import { withDb } from './support/sms';

const WEIBAO = { user: 'weibao', pass: 'Weibao@123456', org: '宁波安顺电梯维保有限公司', dutyPhone: '0574-88150096' };
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const pageTitle = async (page: Page) => (await page.locator('.page-card-title span:visible').first().textContent())!.trim();
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

describe.skipIf(!hasChromium)('maintenance-unit change', () => {
  const portal = usePortal();

  it('demo changes the maintenance unit of an elevator, weibao claims it; demo then reads it, weibao lists it', async () => {
    // An elevator of demo's in service, declared by demo (no claim holds it) and with no application under way.
    const device = withDb(portal.databaseFile, (db) =>
      db
        .prepare(
          `SELECT e.id, e.device_code AS code FROM equipment e JOIN users u ON u.unit_id = e.unit_id
           WHERE u.login_name = 'demo' AND e.type_code = '3000' AND e.use_status = 'inUse' AND e.maintain_unit_id IS NULL AND e.device_code <> ''
             AND NOT EXISTS (SELECT 1 FROM maint_changes c WHERE c.equipment_id = e.id AND c.state IN ('draft', 'submitted'))
           ORDER BY e.device_code DESC LIMIT 1`,
        )
        .get(),
    ) as { id: string; code: string };

    const page = await portal.newPage();
    await login(page, DEMO.user, DEMO.pass);
    await page.goto('/implementation/applyIndex');
    await page.getByRole('button', { name: '新建变更申请' }).click();
    await page.waitForURL('**/implementation/ModificationMaintenance');
    const search = page.getByPlaceholder('设备代码、名称、单位内编号、使用地点或维保单位');
    await search.fill(device.code);
    await search.press('Enter');
    await expect.poll(() => row(page, device.code).count()).toBe(1);
    await row(page, device.code).locator('.ant-radio-input').check();
    await page.getByText(`已选：${device.code}`).waitFor();
    await page.getByLabel('新维保单位').fill('安顺');
    await page.locator('.ant-select-item-option', { hasText: WEIBAO.org }).click();
    await page.getByLabel('维保合同编号').fill('AS-E2E-0001');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.waitForURL('**/implementation/ModificationMaintenance?id=*');
    await expect.poll(() => pageTitle(page)).toMatch(/^维保单位变更 WB\d+$/);
    const changeNo = (await pageTitle(page)).replace('维保单位变更 ', '');
    // The contract box is ready once its (empty) list has loaded.
    await page.locator('.att-empty:visible', { hasText: '暂未上传' }).waitFor();
    await page.locator('input[type=file]').setInputFiles(pdf('维保合同.pdf'));
    await page.locator('.att-row[data-attsysid]').waitFor();
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.waitForURL('**/implementation/detailsIndex?id=*');
    await page.locator('.ant-tag:visible', { hasText: '待维保单位认领' }).first().waitFor();

    // weibao claims it from its queue.
    const maintainer = await portal.newPage();
    await login(maintainer, WEIBAO.user, WEIBAO.pass);
    await maintainer.goto('/implementation/claimIndex');
    await row(maintainer, changeNo).getByRole('button', { name: '认领' }).click();
    await maintainer.waitForURL('**/implementation/detailsIndex?id=*');
    await maintainer.locator('.ur-actions button:visible', { hasText: '认领' }).click();
    await maintainer.locator('.ant-modal-confirm').getByRole('button', { name: '认领' }).click();
    await maintainer.getByText(`${WEIBAO.org}已认领，变更已生效`).waitFor();

    // weibao now lists the elevator among its equipment.
    await maintainer.goto('/equipment/query-comprehensive');
    await row(maintainer, device.code).waitFor();

    // demo's record shows weibao's name and duty phone, read-only.
    await page.goto(`/equipment/device-info-new?mode=edit&id=${encodeURIComponent(device.id)}`);
    const unit = page.getByLabel('维保单位', { exact: true });
    await expect.poll(() => unit.inputValue()).toBe(WEIBAO.org);
    expect(await unit.isDisabled()).toBe(true);
    expect(await page.getByLabel('维保单位电话').inputValue()).toBe(WEIBAO.dutyPhone);
    await page.getByText('由维保单位认领确定，如需更换请办理维保单位变更').first().waitFor();

    // And the history keeps the assignment.
    await page.goto('/implementation/ModificationQuery');
    await row(page, device.code).getByText('维保中').waitFor();
  });
});

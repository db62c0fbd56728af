import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './support/chromium';
import { DEMO, login, usePortal } from './support/portal';
import { withDb } from './support/sms';

const JIANCE = { user: 'jiance', pass: 'Jiance@123456' };
const REPORT_NO = 'CCZJ-E2E-0001';
const row = (page: Page, text: string) => page.locator('.ant-table-row:visible', { hasText: text });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });

describe.skipIf(!hasChromium)('elevator self-testing', () => {
  const portal = usePortal();

  it('jiance records a self-test, demo declares conformity and prints the 2024 use mark, whose QR page opens without a session', async () => {
    // One of demo's registered elevators in use that no self-test names yet.
    const elevator = withDb(portal.databaseFile, (db) =>
      db
        .prepare(
          `SELECT e.id, e.cert_no AS certNo, e.maintenance_unit AS maintenanceUnit FROM equipment e JOIN units u ON u.id = e.unit_id
           WHERE u.name = ? AND e.type_code = '3000' AND e.use_status = 'inUse' AND e.cert_no <> ''
             AND NOT EXISTS (SELECT 1 FROM elevator_self_tests s WHERE s.equipment_id = e.id) ORDER BY e.cert_no LIMIT 1`,
        )
        .get(DEMO.org),
    ) as { id: string; certNo: string; maintenanceUnit: string };

    // The testing body finds the elevator by its certificate number, records the result, attaches the report and issues it.
    const body = await portal.newPage();
    await login(body, JIANCE.user, JIANCE.pass);
    await body.goto('/elevator-detection/record');
    await body.getByRole('button', { name: '录入检测结果' }).click();
    await body.waitForURL('**/elevator-detection/record-form');
    await body.getByLabel('电梯编号').fill(elevator.certNo);
    await body.getByRole('button', { name: '查找' }).click();
    await row(body, elevator.certNo).getByRole('button', { name: '选择' }).click();
    await body.getByLabel('检测报告编号').fill(REPORT_NO);
    await body.getByLabel('检测人员').fill('蒋测');
    await body.getByRole('button', { name: '保存草稿' }).click();
    await body.waitForURL('**/elevator-detection/record-form?id=*');
    await body.locator('input[type=file]').setInputFiles(pdf('自行检测报告.pdf'));
    await body.locator('.att-row[data-attsysid]').waitFor();
    await body.getByRole('button', { name: '出具检测结果' }).click();
    await body.waitForURL('**/elevator-detection/detail?id=*');
    await body.locator('.ant-tag:visible', { hasText: '已出具' }).first().waitFor();

    // The use unit declares conformity from its list.
    const unit = await portal.newPage();
    await login(unit, DEMO.user, DEMO.pass);
    await unit.goto('/elevator-detection/compliance');
    await row(unit, REPORT_NO).getByRole('button', { name: '声明符合' }).click();
    await unit.waitForURL('**/elevator-detection/detail?id=*');
    await unit.locator('.ur-actions:visible').getByRole('button', { name: '声明符合' }).click();
    await unit.locator('.ant-modal-confirm').getByRole('button', { name: '声明符合' }).click();
    await unit.locator('.ant-tag:visible', { hasText: '已声明符合' }).first().waitFor();
    const next = withDb(portal.databaseFile, (db) => db.prepare('SELECT next_inspection_date AS d FROM equipment WHERE id = ?').get(elevator.id)) as { d: string };
    const mine = withDb(portal.databaseFile, (db) => db.prepare('SELECT next_date AS d FROM elevator_self_tests WHERE report_no = ?').get(REPORT_NO)) as { d: string };
    expect(next.d).toBe(mine.d);

    // It prints the new use mark: a PDF, kept from the first print.
    await unit.goto('/elevator-detection/detection-inform');
    const [download] = await Promise.all([unit.waitForEvent('download'), row(unit, REPORT_NO).getByRole('button', { name: '打印使用标志' }).click()]);
    expect(download.suggestedFilename()).toContain(`电梯使用标志-${elevator.certNo}-`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await row(unit, REPORT_NO).getByRole('button', { name: '重新打印' }).waitFor();

    // The address its QR code carries, as the detail page links it, opens in a browser without a session.
    await row(unit, REPORT_NO).getByRole('button', { name: '查看' }).click();
    await unit.waitForURL('**/elevator-detection/detail?id=*');
    const href = await unit.locator('.ur-actions:visible').getByRole('link', { name: '二维码对应的电梯信息公示页面' }).getAttribute('href');
    expect(href).toMatch(/^\/eleInfoPublic\?ref=/);
    const passenger = await portal.newPage();
    await passenger.goto(href!);
    await passenger.getByText(elevator.certNo).waitFor();
    await passenger.getByText(DEMO.org).waitFor();
    await passenger.getByText(elevator.maintenanceUnit).waitFor();
    await passenger.getByText(`依据自行检测报告 ${REPORT_NO}`).waitFor();
    expect(new URL(passenger.url()).pathname).toBe('/eleInfoPublic');
  });
});

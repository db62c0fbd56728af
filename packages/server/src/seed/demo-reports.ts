import { conclusionsFor, INSPECTION_OPEN, type InspectionApplyRecord } from '@portal/contract';
import type { concludeInput } from '@portal/contract/api/online-apply';
import type { z } from 'zod';
import { Readable } from 'node:stream';
import type { AppContext } from '../context';
import { acceptFile } from '../modules/attachment/service';
import { accept, conclude, schedule, step } from '../modules/online-apply/service';
import { chineseDate } from '../platform/documents/templates';
import { renderPdf } from '../platform/documents/render';
import { addDays, chinaToday } from '../platform/ids';
import type { SessionContext } from '../platform/session/store';
import { actor, devicesInUse, filePeriodic, IP, payBySuggestedFees } from './demo-actors';

/** What a demo report prints. */
type ConcludeInput = z.output<typeof concludeInput>;

interface SampleReport {
  reportNo: string;
  unitName: string;
  orgName: string;
  deviceCode: string;
  productName: string;
  conclusion: string;
  inspectionDate: string;
  nextInspectionDate: string;
}

/**
 * A small real PDF standing in for an inspection body's signed report, marked on its face as a demo sample: the portal
 * serves reports exactly as uploaded and never makes one up, so the demo needs a file an inspector could have uploaded.
 */
export function sampleReportPdf(r: SampleReport): Promise<Buffer> {
  return renderPdf({ size: 'A4', margin: 18, info: { title: `演示样例 检验报告 ${r.reportNo}`, author: r.orgName } }, (page) => {
    page.title('特种设备检验报告', 22);
    page.gap(4);
    page.text('【演示样例，非正式检验报告，不具法律效力】', { size: 12, bold: true, align: 'center' });
    page.gap(14);
    page.table(
      [
        { label: '报告编号', value: r.reportNo, strong: true },
        { label: '使用单位', value: r.unitName },
        { label: '设备代码', value: r.deviceCode || '—' },
        { label: '设备名称', value: r.productName },
        { label: '检验日期', value: chineseDate(r.inspectionDate) },
        { label: '检验结论', value: r.conclusion, strong: true },
        { label: '下次检验日期', value: r.nextInspectionDate ? chineseDate(r.nextInspectionDate) : '—' },
        { label: '检验机构', value: r.orgName },
      ],
      { labelWidth: 110, size: 11 },
    );
    page.gap(16);
    page.text('本文件由平台演示数据生成，用于展示报告查询与下载。正式报告以检验机构出具并加盖检验专用章的文本为准。', { size: 10 });
    page.footer('演示样例 · DEMO SAMPLE');
  });
}

const CONCLUSION_LABELS: Record<string, string> = { pass: '合格', fail: '不合格', repass: '复检合格', conform: '符合要求', basicConform: '基本符合要求', nonConform: '不符合要求' };

/** Uploads a generated sample report for a device line as the inspector would, and answers its attachment id. */
async function uploadSampleReport(ctx: AppContext, inspector: SessionContext, itemId: string, r: SampleReport): Promise<string> {
  const pdf = await sampleReportPdf({ ...r, conclusion: CONCLUSION_LABELS[r.conclusion] ?? r.conclusion });
  const a = await acceptFile(
    ctx,
    { bizType: 'inspectionReport', bizId: itemId, kind: 'report' },
    { unitId: inspector.unitId, userId: inspector.userId, userName: inspector.userName, fromMobile: false },
    { filename: `检验报告-${r.reportNo}.pdf`, file: Readable.from([pdf]) },
  );
  return a.attsysid;
}

/** What the inspector concludes for one device line; defects and a deadline only where the conclusion asks for them. */
interface SampleConclusion {
  reportNo: string;
  conclusion: string;
  inspectionDate: string;
  nextInspectionDate: string;
  defectList?: ConcludeInput['defectList'];
  rectifyDeadline?: string;
  /** The names the report bears, where they are not the application's own. */
  names?: { unitName: string; orgName: string };
}

/** Concludes one device line as the inspector would: a generated sample report uploaded under its number, then the conclusion citing it. */
export async function concludeWithSampleReport(
  ctx: AppContext,
  inspector: SessionContext,
  r: InspectionApplyRecord,
  item: InspectionApplyRecord['items'][number],
  c: SampleConclusion,
): Promise<InspectionApplyRecord> {
  const { reportNo, conclusion, inspectionDate, nextInspectionDate } = c;
  const reportFileId = await uploadSampleReport(ctx, inspector, item.id, {
    reportNo,
    ...(c.names ?? { unitName: r.unitName, orgName: r.orgName }),
    deviceCode: item.deviceCode,
    productName: item.productName,
    conclusion,
    inspectionDate,
    nextInspectionDate,
  });
  return conclude(
    ctx,
    inspector,
    {
      id: r.id,
      version: r.version,
      itemId: item.id,
      conclusion,
      inspectionDate,
      nextInspectionDate,
      reportNo,
      defects: '',
      reportFileId,
      defectList: c.defectList ?? [],
      rectifyDeadline: c.rectifyDeadline ?? '',
    },
    IP,
  );
}

/**
 * Finished inspections with real sample reports, over the past months and with mixed conclusions, so report query has
 * rows to filter: two applications of the demo unit and one of demo2 (the other side of the id-swap checks).
 */
export async function seedReports(ctx: AppContext): Promise<void> {
  await seedFinished(ctx, 'demo', [
    [0, 60],
    [1, 200],
  ]);
  await seedFinished(ctx, 'demo2', [[0, 90]]);
}

async function seedFinished(ctx: AppContext, loginName: 'demo' | 'demo2', batches: Array<[variant: number, daysAgo: number]>): Promise<void> {
  const inspector = await actor(ctx, 'inspector', 'inspect');
  const finance = await actor(ctx, 'caiwu', 'inspect');
  const owner = await actor(ctx, loginName, 'use');
  const unit = await ctx.db.selectFrom('units').select('name').where('id', '=', owner.unitId).executeTakeFirstOrThrow();
  const org = await ctx.db.selectFrom('units').select('name').where('id', '=', inspector.unitId).executeTakeFirstOrThrow();
  // Devices no open application holds, from the end of the due list (demo-inspection takes the soonest due).
  const devices = await devicesInUse(ctx.db, owner.unitId)
    .where((eb) => eb.or([eb('e.catalogue_code', 'like', '31%'), eb('e.type_code', 'in', ['2000', '4000'])]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('inspection_items as i')
            .innerJoin('inspection_applies as a', 'a.id', 'i.apply_id')
            .select('i.id')
            .whereRef('i.equipment_id', '=', 'e.id')
            .where('a.state', 'in', [...INSPECTION_OPEN]),
        ),
      ),
    )
    .orderBy('e.next_inspection_date', 'desc')
    .orderBy('e.id')
    .limit(batches.length * 3)
    .execute();
  for (const [n, [variant, daysAgo]] of batches.entries()) {
    const equipmentIds = devices.slice(n * 3, n * 3 + 3).map((d) => d.id);
    if (equipmentIds.length === 0) return;
    const r = await filePeriodic(ctx, owner, { orgId: inspector.unitId, equipmentIds, expectedDate: addDays(chinaToday(), 5) });
    const year = chinaToday().slice(0, 4);
    await carryOut(ctx, { owner, inspector, finance }, r, {
      acceptNo: `NB${year}-BG-${loginName === 'demo' ? 200 + n : 300 + n}`,
      department: '综合检验部',
      place: '设备使用现场',
      reportPrefix: 'BG',
      unitName: unit.name,
      orgName: org.name,
      line: (item, k) => {
        // Passed, and in the second batch one passed on re-inspection, so the conclusion filter has more than one value.
        // Failing conclusions come with an opinion notice: demo-opinion seeds those.
        const repassed = variant === 1 && r.items.findIndex((i) => conclusionsFor(i.typeCode).includes('repass')) === k;
        return { conclusion: repassed ? 'repass' : conclusionsFor(item.typeCode)[0], inspectionDate: addDays(chinaToday(), -daysAgo + k) };
      },
    });
  }
}

/**
 * A submitted application taken to its end as the body and its finance would: accepted, priced from the fee table,
 * paid by a confirmed transfer, scheduled, inspected, each device concluded with a sample report (passed unless `line`
 * says otherwise, next inspection a year on), completed.
 */
export async function carryOut(
  ctx: AppContext,
  who: { owner: SessionContext; inspector: SessionContext; finance: SessionContext },
  submitted: InspectionApplyRecord,
  o: {
    acceptNo: string;
    department: string;
    place: string;
    reportPrefix: string;
    unitName: string;
    orgName: string;
    line: (item: InspectionApplyRecord['items'][number], k: number) => { conclusion: string; inspectionDate: string };
  },
): Promise<void> {
  const { inspector } = who;
  let r = await accept(
    ctx,
    inspector,
    { id: submitted.id, version: submitted.version, acceptNo: o.acceptNo, department: o.department, inspectorName: '王检', inspectorPhone: '0574-87260011' },
    IP,
  );
  r = await payBySuggestedFees(ctx, who, r);
  r = await schedule(ctx, inspector, { id: r.id, version: r.version, scheduledDate: chinaToday(), scheduledPlace: o.place }, IP);
  r = await step(ctx, inspector, { id: r.id, version: r.version, action: 'start' }, IP);
  for (const [k, item] of r.items.entries()) {
    const { conclusion, inspectionDate } = o.line(item, k);
    const nextInspectionDate = addDays(inspectionDate, 365);
    const reportNo = `${o.reportPrefix}${inspectionDate.replaceAll('-', '')}${(item.deviceCode || item.id).slice(-4)}`;
    r = await concludeWithSampleReport(ctx, inspector, r, item, {
      reportNo,
      conclusion,
      inspectionDate,
      nextInspectionDate,
      names: { unitName: o.unitName, orgName: o.orgName },
    });
  }
  await step(ctx, inspector, { id: r.id, version: r.version, action: 'complete' }, IP);
}

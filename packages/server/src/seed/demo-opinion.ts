import { RECTIFY_CONCLUSIONS, conclusionsFor, type OpinionDefectInput } from '@portal/contract';
import { Readable } from 'node:stream';
import type { AppContext } from '../context';
import { acceptFile } from '../modules/attachment/service';
import { accept, schedule, step } from '../modules/online-apply/service';
import { answer, decide } from '../modules/opinion/service';
import type { SessionContext } from '../platform/session/store';
import { addDays, chinaToday } from '../platform/ids';
import { actor, DEMO_PDF, filePeriodic, IP, payBySuggestedFees, pricedDevicesInUse } from './demo-actors';
import { concludeWithSampleReport } from './demo-reports';

/** Where each demo notice ends up: issued (in time or overdue), answered, returned for another answer, confirmed, re-inspection ordered. */
type Outcome = 'issued' | 'overdue' | 'answered' | 'returned' | 'confirmed' | 'reinspect';
const OUTCOMES: Outcome[] = ['issued', 'overdue', 'answered', 'returned', 'confirmed', 'reinspect'];

/** Typical findings of periodic inspections, with the clauses they cite (illustrative, as inspectors write them). */
const FINDINGS: Record<string, OpinionDefectInput[]> = {
  '3000': [
    { item: '轿厢紧急报警装置', problem: '轿厢内紧急报警装置无法与值班室有效通话', basis: 'TSG T7001-2023 附件A 8.1', demand: '修复紧急报警装置，确保24小时有效应急通话' },
    { item: '曳引钢丝绳', problem: '曳引钢丝绳局部磨损，断丝数接近报废标准', basis: 'GB/T 31821-2015 4.3', demand: '更换磨损的曳引钢丝绳并提供更换记录' },
  ],
  '2000': [
    { item: '安全阀', problem: '安全阀校验报告已超过有效期', basis: 'TSG 21-2016 7.2.3.1', demand: '安全阀送具备资质的机构校验，并提供校验报告' },
    { item: '压力表', problem: '压力表表盘模糊，未标注最高工作压力红线', basis: 'TSG 21-2016 9.2.1', demand: '更换压力表，并在表盘上标注最高工作压力' },
  ],
  '4000': [{ item: '起升限位器', problem: '起升高度限位器动作不可靠', basis: 'TSG Q7015-2016 附件A 8.6', demand: '调整或更换起升高度限位器，确保动作可靠' }],
  '5000': [{ item: '制动系统', problem: '行车制动距离超过规定值', basis: 'TSG N0001-2017 附件B', demand: '检修制动系统，使制动距离符合要求' }],
};

const MEASURES = ['已联系维保单位完成修复，并经本单位安全管理员复查确认', '已更换相关部件，附更换记录及现场照片'];

async function evidence(ctx: AppContext, defectId: string, owner: SessionContext): Promise<void> {
  await acceptFile(
    ctx,
    { bizType: 'opinionDefect', bizId: defectId, kind: 'evidence' },
    { unitId: owner.unitId, userId: owner.userId, userName: owner.userName, fromMobile: false },
    { filename: '整改证明材料.pdf', file: Readable.from([DEMO_PDF]) },
  );
}

/**
 * Opinion notices of a demo unit in the given outcomes: one application of that many devices, inspected 30 days ago,
 * each device concluded with defects (a failing conclusion where the category has one, else a pass with defects).
 */
async function seedUnit(ctx: AppContext, loginName: 'demo' | 'demo2', outcomes: Outcome[]): Promise<void> {
  const inspector = await actor(ctx, 'inspector', 'inspect');
  const owner = await actor(ctx, loginName, 'use');
  // Devices the demo fee table prices, not held by another open application.
  const devices = await pricedDevicesInUse(ctx.db, owner.unitId)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('inspection_items as i').select('i.id').whereRef('i.equipment_id', '=', 'e.id').where('i.holding', '=', 1))))
    .orderBy('e.type_code', 'desc')
    .orderBy('e.id')
    .limit(outcomes.length)
    .execute();
  if (devices.length === 0) return;
  const today = chinaToday();
  const inspected = addDays(today, -30);
  let r = await filePeriodic(ctx, owner, { orgId: inspector.unitId, equipmentIds: devices.map((d) => d.id), expectedDate: addDays(today, 5) });
  r = await accept(
    ctx,
    inspector,
    {
      id: r.id,
      version: r.version,
      acceptNo: `NB${today.slice(0, 4)}-ZG-${loginName === 'demo' ? '201' : '202'}`,
      department: '电梯检验部',
      inspectorName: '王检',
      inspectorPhone: '0574-87260011',
    },
    IP,
  );
  r = await payBySuggestedFees(ctx, { owner, inspector, finance: await actor(ctx, 'caiwu', 'inspect') }, r);
  r = await schedule(ctx, inspector, { id: r.id, version: r.version, scheduledDate: today, scheduledPlace: '设备使用现场' }, IP);
  r = await step(ctx, inspector, { id: r.id, version: r.version, action: 'start' }, IP);
  for (const [n, item] of r.items.entries()) {
    const outcome = outcomes[n];
    const words = conclusionsFor(item.typeCode);
    // Half the devices fail (or basically conform), the others pass with defects to put right.
    const conclusion = n % 2 === 0 ? (words.find((w) => RECTIFY_CONCLUSIONS.includes(w)) ?? words[0]) : words[0];
    const reportNo = `DT${inspected.replaceAll('-', '')}${item.deviceCode.slice(-4)}${n}`;
    const nextInspectionDate = RECTIFY_CONCLUSIONS.includes(conclusion) ? '' : addDays(inspected, 365);
    r = await concludeWithSampleReport(ctx, inspector, r, item, {
      reportNo,
      conclusion,
      inspectionDate: inspected,
      nextInspectionDate,
      defectList: FINDINGS[item.typeCode] ?? FINDINGS['3000'],
      rectifyDeadline: outcome === 'overdue' ? addDays(today, -5) : addDays(inspected, 45 + n),
    });
  }
  await step(ctx, inspector, { id: r.id, version: r.version, action: 'complete' }, IP);

  const notices = await ctx.db.selectFrom('opinion_notices').select(['id', 'item_id']).where('apply_id', '=', r.id).execute();
  for (const [n, item] of r.items.entries()) {
    const outcome = outcomes[n];
    const notice = notices.find((x) => x.item_id === item.id);
    if (!notice || outcome === 'issued' || outcome === 'overdue') continue;
    const defects = await ctx.db.selectFrom('opinion_defects').select(['id', 'seq']).where('notice_id', '=', notice.id).orderBy('seq').execute();
    for (const d of defects) await evidence(ctx, d.id, owner);
    let o = await answer(
      ctx,
      owner,
      { id: notice.id, version: 1, answers: defects.map((d) => ({ defectId: d.id, measure: MEASURES[d.seq % MEASURES.length] })), isCommit: true },
      IP,
    );
    if (outcome === 'answered') continue;
    const opinion = {
      returned: '整改照片未体现修复后的状态，请补充整改后的现场照片及维保单位的修复记录',
      confirmed: '',
      reinspect: '涉及安全部件更换，须经现场复检确认',
    }[outcome];
    o = await decide(ctx, inspector, { id: o.id, version: o.version, action: outcome === 'returned' ? 'return' : outcome === 'confirmed' ? 'confirm' : 'reinspect', opinion }, IP);
  }
}

/** Opinion notices in every state for the demo unit, and one waiting for demo2 (the other side of the id-swap checks). */
export async function seedOpinions(ctx: AppContext): Promise<void> {
  await seedUnit(ctx, 'demo', OUTCOMES);
  await seedUnit(ctx, 'demo2', ['issued']);
}

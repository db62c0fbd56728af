import type { AppContext } from '../../../context';
import { accept, conclude, decideVoucher, feeChoices, saveSupervision, schedule, setFee, step, submitSupervision, submitVoucher } from '../../../modules/inspection/service';
import { addDays, chinaToday } from '../../ids';
import { actor, IP, material } from './demo-actors';
import { uploadSampleReport } from './demo-reports';

type Stage = 'draft' | 'submitted' | 'completed';

/** Supervision inspections of the construction company's received installations (demo-construction), by a device's product number. */
const SUPERVISIONS: Array<{ productNo: string; stage: Stage }> = [
  { productNo: 'SL2026-0815', stage: 'completed' },
  { productNo: 'SL2026-0951', stage: 'submitted' },
  { productNo: 'SL2026-0961', stage: 'draft' },
];

export async function seedSupervision(ctx: AppContext): Promise<void> {
  const shigong = await actor(ctx, 'shigong', 'construct');
  const inspector = await actor(ctx, 'inspector', 'inspect');
  const finance = await actor(ctx, 'caiwu', 'inspect');
  const unit = await ctx.db.selectFrom('units').select(['contact_person', 'contact_mobile', 'address', 'phone']).where('id', '=', shigong.unitId).executeTakeFirstOrThrow();
  const org = await ctx.db.selectFrom('units').select('name').where('id', '=', inspector.unitId).executeTakeFirstOrThrow();
  for (const [n, s] of SUPERVISIONS.entries()) {
    const notice = await ctx.db
      .selectFrom('construction_items as i')
      .innerJoin('construction_notices as c', 'c.id', 'i.notice_id')
      .select(['c.id', 'c.use_unit_name'])
      .where('i.product_no', '=', s.productNo)
      .where('c.state', '=', 'received')
      .executeTakeFirstOrThrow();
    const form = {
      orgId: inspector.unitId,
      constructionId: notice.id,
      contact: '孙工',
      contactMobile: unit.contact_mobile || '13957400066',
      email: '',
      mailAddress: unit.address,
      mailReceiver: unit.contact_person || '孙工',
      mailPhone: unit.phone || '0574-87000000',
      expectedDate: addDays(chinaToday(), 3),
      remark: '电梯安装已完成自检，申请安装监督检验',
    };
    let r = await saveSupervision(ctx, shigong, { ...form, isCommit: false, authCode: '', isPc: true }, IP);
    if (s.stage === 'draft') continue;
    await material(ctx, 'inspectionApply', r.id, { applyScan: '监督检验申请书（盖章）.pdf' }, shigong);
    // Submitting from the pages needs the contact's SMS code; the seed takes the step the code unlocks.
    r = await submitSupervision(ctx, shigong, { ...form, id: r.id, version: r.version, isPc: true }, IP);
    if (s.stage === 'submitted') continue;
    const year = chinaToday().slice(0, 4);
    r = await accept(
      ctx,
      inspector,
      { id: r.id, version: r.version, acceptNo: `NB${year}-JJ-${100 + n}`, department: '机电检验部', inspectorName: '王检', inspectorPhone: '0574-87260011' },
      IP,
    );
    const choices = await feeChoices(ctx, inspector, r.id);
    r = await setFee(ctx, inspector, { id: r.id, version: r.version, lines: choices.lines.map((l) => ({ itemId: l.itemId, feeItemId: l.suggested, reliefPolicyId: '' })) }, IP);
    const [voucher] = await material(ctx, 'inspectionApply', r.id, { payVoucher: '银行转账回单.pdf' }, shigong);
    r = await submitVoucher(ctx, shigong, { id: r.id, version: r.version, fileId: voucher }, IP);
    r = await decideVoucher(ctx, finance, { id: r.id, version: r.version, action: 'confirmVoucher', opinion: '' }, IP);
    r = await schedule(ctx, inspector, { id: r.id, version: r.version, scheduledDate: chinaToday(), scheduledPlace: '电梯安装现场' }, IP);
    r = await step(ctx, inspector, { id: r.id, version: r.version, action: 'start' }, IP);
    for (const item of r.items) {
      const inspectionDate = chinaToday();
      const reportNo = `JJ${inspectionDate.replaceAll('-', '')}${(item.deviceCode || item.id).slice(-4)}`;
      const nextInspectionDate = addDays(inspectionDate, 365);
      const reportFileId = await uploadSampleReport(ctx, inspector, item.id, {
        reportNo,
        unitName: notice.use_unit_name,
        orgName: org.name,
        deviceCode: item.deviceCode,
        productName: item.productName,
        conclusion: 'pass',
        inspectionDate,
        nextInspectionDate,
      });
      r = await conclude(
        ctx,
        inspector,
        {
          id: r.id,
          version: r.version,
          itemId: item.id,
          conclusion: 'pass',
          inspectionDate,
          nextInspectionDate,
          reportNo,
          defects: '',
          reportFileId,
          defectList: [],
          rectifyDeadline: '',
        },
        IP,
      );
    }
    await step(ctx, inspector, { id: r.id, version: r.version, action: 'complete' }, IP);
  }
}

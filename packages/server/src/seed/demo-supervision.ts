import type { AppContext } from '../context';
import { saveSupervision, submitSupervision } from '../modules/online-apply/service';
import { addDays, chinaToday } from '../platform/ids';
import { actor, IP, material } from './demo-actors';
import { carryOut } from './demo-reports';

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
    await carryOut(ctx, { owner: shigong, inspector, finance }, r, {
      acceptNo: `NB${chinaToday().slice(0, 4)}-JJ-${100 + n}`,
      department: '机电检验部',
      place: '电梯安装现场',
      reportPrefix: 'JJ',
      unitName: notice.use_unit_name,
      orgName: org.name,
      line: () => ({ conclusion: 'pass', inspectionDate: chinaToday() }),
    });
  }
}

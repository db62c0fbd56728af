import type { InspectionState } from '@portal/contract';
import type { AppContext } from '../context';
import { saveItem, savePolicy } from '../modules/fee/service';
import { accept, checkNoAccount, decideVoucher, feeChoices, fileNoAccount, refuse, schedule, setFee, step, submitVoucher } from '../modules/online-apply/service';
import { addDays, chinaToday, newId } from '../platform/ids';
import { actor, filePeriodic, IP, material, pricedDevicesInUse } from './demo-actors';
import { seedPayAnomalies } from './demo-payments';
import { concludeWithSampleReport } from './demo-reports';

/** The inspection body's fee table: shapes as published provincial tables have them (inspection-reports.md §4), in fen. */
const FEE_ITEMS = [
  { name: '乘客电梯定期检验', typeCode: '3000', paramKey: 'floors', bandMin: null, bandMax: 6, amountFen: 38000 },
  { name: '乘客电梯定期检验', typeCode: '3000', paramKey: 'floors', bandMin: 6, bandMax: 18, amountFen: 45500 },
  { name: '乘客电梯定期检验', typeCode: '3000', paramKey: 'floors', bandMin: 18, bandMax: null, amountFen: 60000 },
  { name: '自动扶梯与自动人行道定期检验', typeCode: '3000', catalogueCode: '3300', amountFen: 30000 },
  { name: '工业锅炉定期（外部）检验', typeCode: '1000', paramKey: 'ratedCapacity', bandMin: null, bandMax: 1, amountFen: 34000 },
  { name: '工业锅炉定期（外部）检验', typeCode: '1000', paramKey: 'ratedCapacity', bandMin: 1, bandMax: null, amountFen: 52000 },
  { name: '压力容器定期检验', typeCode: '2000', amountFen: 26000 },
  { name: '起重机械定期检验', typeCode: '4000', amountFen: 45000 },
  { name: '场（厂）内专用机动车辆定期检验', typeCode: '5000', amountFen: 22000 },
  { name: '大型游乐设施定期检验', typeCode: '6000', amountFen: 80000 },
  { name: '电梯安装监督检验', typeCode: '3000', amountFen: 150000, inspectionKind: 'installSupervision' },
] as const;

const POLICIES = [
  {
    name: '小微企业检验费减免',
    basis: '示例：关于减轻小微企业负担的检验收费减免通知',
    condition: '经认定的小型微型企业（须提供相关证明）',
    rule: 'percent' as const,
    value: 20,
    typeCodes: [],
  },
  {
    name: '既有住宅加装电梯首年检验费免收',
    basis: '示例：既有住宅加装电梯扶持政策',
    condition: '既有住宅加装的电梯，投入使用后首次定期检验',
    rule: 'waive' as const,
    value: 0,
    typeCodes: ['3000' as const],
  },
];

/** The applications of the demo unit in every state, and what each step of the body left on them. */
const STATES: InspectionState[] = ['draft', 'submitted', 'returned', 'refused', 'accepted', 'feeSet', 'voucher', 'paid', 'scheduled', 'inspecting', 'completed'];

export async function seedInspection(ctx: AppContext): Promise<void> {
  const relief = await seedFees(ctx);
  await seedApplications(ctx, 'demo', STATES, relief);
  // Another unit's application, waiting for the body: the other side of every id-swap check.
  await seedApplications(ctx, 'demo2', ['submitted'], relief);
  await seedNoAccount(ctx);
  await seedPayAnomalies(ctx);
}

/** The fee table and relief policies; answers the id of the small-business relief some demo fees apply. */
async function seedFees(ctx: AppContext): Promise<string> {
  const inspector = await actor(ctx, 'inspector', 'inspect');
  const validFrom = addDays(chinaToday(), -400);
  for (const f of FEE_ITEMS)
    await saveItem(
      ctx,
      inspector,
      {
        catalogueCode: '',
        paramKey: '',
        bandMin: null,
        bandMax: null,
        inspectionKind: 'periodic',
        ...f,
        unitLabel: '台',
        validFrom,
        validTo: '',
        basis: '示例收费标准（非正式文件）',
      },
      IP,
    );
  const [smallBusiness] = await Promise.all(POLICIES.map((p) => savePolicy(ctx, inspector, { ...p, validFrom, validTo: '', inspectionKinds: ['periodic'] }, IP)));
  return smallBusiness.id;
}

async function seedApplications(ctx: AppContext, loginName: 'demo' | 'demo2', states: InspectionState[], relief: string): Promise<void> {
  const inspector = await actor(ctx, 'inspector', 'inspect');
  const finance = await actor(ctx, 'caiwu', 'inspect');
  const demo = await actor(ctx, loginName, 'use');

  // The devices due soonest, two per application for the first ones.
  const devices = await pricedDevicesInUse(ctx.db, demo.unitId)
    .orderBy('e.next_inspection_date')
    .orderBy('e.id')
    .limit(states.length + 2)
    .execute();
  let next = 0;
  for (const [n, state] of states.entries()) {
    const equipmentIds = devices.slice(next, next + (n < 2 ? 2 : 1)).map((d) => d.id);
    next += equipmentIds.length;
    if (equipmentIds.length === 0) return;
    let r = await filePeriodic(ctx, demo, { orgId: inspector.unitId, equipmentIds, expectedDate: addDays(chinaToday(), 10 + n), draft: state === 'draft' });
    if (state === 'draft' || state === 'submitted') continue;
    if (state === 'returned' || state === 'refused') {
      const opinion = state === 'returned' ? '报检申请书未加盖公章，请重新上传' : '所选设备不在本机构检验范围内，请向设备所在地检验机构报检';
      await refuse(ctx, inspector, { id: r.id, version: r.version, action: state === 'returned' ? 'return' : 'refuse', opinion }, IP);
      continue;
    }
    r = await accept(
      ctx,
      inspector,
      {
        id: r.id,
        version: r.version,
        acceptNo: `NB${chinaToday().slice(0, 4)}-DT-${String(100 + n)}`,
        department: '电梯检验部',
        inspectorName: '王检',
        inspectorPhone: '0574-87260011',
      },
      IP,
    );
    if (state === 'accepted') continue;
    const choices = await feeChoices(ctx, inspector, r.id);
    const lines = choices.lines.map((l) => ({ itemId: l.itemId, feeItemId: l.suggested, reliefPolicyId: n % 3 === 0 && l.reliefs.some((p) => p.id === relief) ? relief : '' }));
    r = await setFee(ctx, inspector, { id: r.id, version: r.version, lines }, IP);
    if (state === 'feeSet') continue;
    const [voucher] = await material(ctx, 'inspectionApply', r.id, { payVoucher: '银行转账回单.pdf' }, demo);
    r = await submitVoucher(ctx, demo, { id: r.id, version: r.version, fileId: voucher }, IP);
    if (state === 'voucher') continue;
    r = await decideVoucher(ctx, finance, { id: r.id, version: r.version, action: 'confirmVoucher', opinion: '' }, IP);
    if (state === 'paid') continue;
    r = await schedule(ctx, inspector, { id: r.id, version: r.version, scheduledDate: addDays(chinaToday(), 3), scheduledPlace: '设备使用现场' }, IP);
    if (state === 'scheduled') continue;
    r = await step(ctx, inspector, { id: r.id, version: r.version, action: 'start' }, IP);
    if (state === 'inspecting') continue;
    for (const item of r.items) {
      const reportNo = `DT${chinaToday().replaceAll('-', '')}${item.deviceCode.slice(-4)}`;
      r = await concludeWithSampleReport(ctx, inspector, r, item, {
        reportNo,
        conclusion: 'pass',
        inspectionDate: chinaToday(),
        nextInspectionDate: addDays(chinaToday(), 365),
      });
    }
    await step(ctx, inspector, { id: r.id, version: r.version, action: 'complete' }, IP);
  }
}

/** A unit without an account applied for its crane (saveForNoAccount): the body's queue shows one waiting. */
async function seedNoAccount(ctx: AppContext): Promise<void> {
  const inspector = await actor(ctx, 'inspector', 'inspect');
  const draftId = newId();
  await material(ctx, 'inspectionApply', draftId, { applyScan: '报检申请书（盖章）.pdf' });
  const filing = {
    draftId,
    unitName: '宁波镇海甬兴机械制造有限公司',
    uscc: '91330211MA2CY8KX56',
    orgId: inspector.unitId,
    inspectionKind: 'periodic' as const,
    devices: [
      {
        typeCode: '4000' as const,
        deviceCode: '41003302112019N017',
        certNo: '起17浙BZ0317(19)',
        productName: '电动单梁起重机',
        address: '宁波市镇海区蛟川街道金甬路88号2号车间',
        lastInspectionDate: addDays(chinaToday(), -715),
        nextInspectionDate: addDays(chinaToday(), 15),
      },
    ],
    contact: '陈立',
    contactMobile: '13805742217',
    email: '',
    mailAddress: '宁波市镇海区蛟川街道金甬路88号',
    mailReceiver: '陈立',
    mailPhone: '0574-86301122',
    expectedDate: addDays(chinaToday(), 12),
    remark: '',
    isPc: true,
  };
  await fileNoAccount(ctx, filing, await checkNoAccount(ctx, filing), IP);
}

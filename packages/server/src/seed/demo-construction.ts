import { requiredConstructionDocuments, type ConstructionForm, type ConstructionItemInput, type ConstructionState } from '@portal/contract';
import type { Database } from '../platform/db';
import type { AppContext } from '../context';
import { cancelNotice, commitNotice, completeNotice, decide, saveNotice } from '../modules/construction/service';
import { addDays, chinaToday } from '../platform/ids';
import { actor, IP, material } from './demo-actors';

type Unit = 'demo' | 'demo2';

interface DemoNotice {
  state: ConstructionState;
  /** The use unit, by its main account. */
  for: Unit;
  form: Omit<ConstructionForm, 'useUnitName' | 'useUscc' | 'items'>;
  items: ConstructionItemInput[];
  /** 改造 and 重大修理 work on one of the use unit's registered elevators, found at seeding. */
  registered?: boolean;
  reason?: string;
}

const elevator = (productNo: string, deviceCode = ''): ConstructionItemInput => ({
  deviceCode,
  productName: '曳引驱动乘客电梯',
  model: 'TKJ1000/1.75-JXW',
  productNo,
  manufacturer: '宁波申菱电梯有限公司',
  manufactureDate: '2026-08-18',
  levelValue: '1.75',
});

const common = {
  licenceItem: 'elevator' as const,
  licenceLevel: 'A2',
  catalogueCode: '3110',
  siteManager: '孙工',
  siteManagerMobile: '13957400066',
  supervisionBody: '宁波市特种设备检验研究院',
  remark: '',
};
const E1_SITE = { areaCode: '330203', address: '宁波市海曙区中山西路138号明达大厦' };
const E2_SITE = { areaCode: '330212', address: '宁波市鄞州区金谷北路288号3号厂房' };
const plan = (fromDay: number, days: number) => ({ plannedStart: addDays(chinaToday(), fromDay), plannedEnd: addDays(chinaToday(), fromDay + days) });

/** The construction company's notices in every state, for both demo use units. */
const NOTICES: DemoNotice[] = [
  { state: 'draft', for: 'demo2', form: { ...common, ...E2_SITE, ...plan(20, 45), workType: 'install' }, items: [elevator('SL2026-0871')] },
  {
    state: 'submitted',
    for: 'demo',
    form: { ...common, ...E1_SITE, ...plan(7, 60), workType: 'install' },
    items: [elevator('SL2026-0902', '311033020320260902'), elevator('SL2026-0903', '311033020320260903')],
  },
  {
    state: 'returned',
    for: 'demo2',
    form: { ...common, ...E2_SITE, ...plan(10, 30), workType: 'install', licenceItem: 'crane', licenceLevel: 'B', catalogueCode: '4110' },
    items: [
      {
        deviceCode: '',
        productName: '通用桥式起重机',
        model: 'QD32/5-22.5A5',
        productNo: 'QD2026-114',
        manufacturer: '河南卫华重型机械股份有限公司',
        manufactureDate: '2026-07-02',
        levelValue: '32',
      },
    ],
    reason: '施工方案未加盖施工单位公章，请补充后重新提交',
  },
  { state: 'received', for: 'demo', form: { ...common, ...E1_SITE, ...plan(-10, 40), workType: 'install' }, items: [elevator('SL2026-0815', '311033020320260815')] },
  // Received installations whose supervision inspection demo-supervision files (submitted, draft) or leaves to be applied for.
  { state: 'received', for: 'demo2', form: { ...common, ...E2_SITE, ...plan(-6, 40), workType: 'install' }, items: [elevator('SL2026-0951', '311033021220260951')] },
  { state: 'received', for: 'demo', form: { ...common, ...E1_SITE, ...plan(-4, 50), workType: 'install' }, items: [elevator('SL2026-0961', '311033020320260961')] },
  { state: 'received', for: 'demo', form: { ...common, ...E1_SITE, ...plan(-2, 60), workType: 'install' }, items: [elevator('SL2026-0971', '311033020320260971')] },
  { state: 'completed', for: 'demo', form: { ...common, ...E1_SITE, ...plan(-30, 20), workType: 'repair' }, items: [], registered: true },
  {
    state: 'cancelled',
    for: 'demo2',
    form: { ...common, ...E2_SITE, ...plan(-5, 30), workType: 'install' },
    items: [elevator('SL2026-0790', '311033021220260790')],
    reason: '使用单位调整建设计划，本次安装取消',
  },
];

export async function seedConstruction(ctx: AppContext): Promise<void> {
  const shigong = await actor(ctx, 'shigong', 'construct');
  const clerk = await actor(ctx, 'registry', 'registry');
  for (const n of NOTICES) {
    const owner = await actor(ctx, n.for, 'use');
    const unit = await ctx.db.selectFrom('units').select(['name', 'uscc']).where('id', '=', owner.unitId).executeTakeFirstOrThrow();
    const items = n.registered ? [await registeredElevator(ctx, owner.unitId)] : n.items;
    let r = await saveNotice(ctx, shigong, { ...n.form, useUnitName: unit.name, useUscc: unit.uscc, items }, IP);
    if (n.state === 'draft') continue;
    await material(ctx, 'construction', r.id, Object.fromEntries(requiredConstructionDocuments().map((k) => [k, `${k}.pdf`])), shigong);
    r = await commitNotice(ctx, shigong, r.id, r.version, IP);
    if (n.state === 'submitted') continue;
    if (n.state === 'returned') {
      await decide(ctx, clerk, { id: r.id, action: 'return', opinion: n.reason ?? '', version: r.version }, IP);
      continue;
    }
    r = await decide(ctx, clerk, { id: r.id, action: 'receive', opinion: '', version: r.version }, IP);
    if (n.state === 'completed') await completeNotice(ctx, shigong, { id: r.id, version: r.version, completionDate: chinaToday() }, IP);
    if (n.state === 'cancelled') await cancelNotice(ctx, shigong, { id: r.id, version: r.version, reason: n.reason ?? '' }, IP);
  }
}

/** The unit's registered elevators with a device code and no request under way (alias e): what a repair notice may name. */
export const repairableElevators = (db: Database, unitId: string) =>
  db
    .selectFrom('equipment as e')
    .where('e.unit_id', '=', unitId)
    .where('e.type_code', '=', '3000')
    .where('e.reg_state', '=', 'registered')
    .where('e.device_code', '<>', '')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('equipment_requests as q').select('q.equipment_id').whereRef('q.equipment_id', '=', 'e.id'))));

/** The first of those, as a repair notice names it. */
async function registeredElevator(ctx: AppContext, unitId: string): Promise<ConstructionItemInput> {
  const e = await repairableElevators(ctx.db, unitId)
    .select(['e.device_code', 'e.product_name', 'e.model', 'e.product_no', 'e.manufacturer', 'e.manufacture_date'])
    .orderBy('e.id')
    .executeTakeFirstOrThrow();
  return {
    deviceCode: e.device_code,
    productName: e.product_name,
    model: e.model || '—',
    productNo: e.product_no || '—',
    manufacturer: e.manufacturer || '—',
    manufactureDate: e.manufacture_date,
    levelValue: '1.75',
  };
}

import type { MaintainItem, MaintainPriceForm, SetPrice, UnitPrice } from '@portal/contract';
import type { AppContext } from '../context';
import { decideFiling, saveFiling, withdrawFiling } from '../modules/maintain-project/service';
import { addDays, chinaToday } from '../platform/ids';
import { actor, IP } from './demo-actors';

/** TSG T5002-2017 items as a maintenance company lists them, a few of each level. */
const ITEMS: MaintainItem[] = [
  { name: '机房、滑轮间环境', variety: '', level: 'halfMonth', content: '清洁机房、滑轮间，检查门窗、照明', standard: '清洁，门窗完好，照明正常' },
  { name: '曳引机', variety: '3110', level: 'halfMonth', content: '检查运行时的振动和声响', standard: '运行时无异常振动和异常声响' },
  { name: '层门和轿门旁路装置', variety: '3110', level: 'halfMonth', content: '检查旁路装置的工作状态', standard: '工作正常' },
  { name: '梯级、踏板', variety: '3310', level: 'halfMonth', content: '检查梯级、踏板与围裙板间隙', standard: '梯级完好，无变形，间隙符合要求' },
  { name: '减速机润滑油', variety: '3110', level: 'quarter', content: '检查油量和渗漏', standard: '油量适宜，除蜗杆伸出端外均无渗漏' },
  { name: '曳引轮槽、悬挂装置', variety: '3110', level: 'halfYear', content: '测量轮槽和钢丝绳的磨损', standard: '磨损量不超过制造单位要求' },
  { name: '限速器安全钳联动试验', variety: '', level: 'year', content: '进行限速器—安全钳联动试验', standard: '工作正常' },
];

const SET_2026: SetPrice[] = [
  { variety: '3110', floorsFrom: 2, floorsTo: 6, priceFen: 30000, remark: '住宅小区常见梯型' },
  { variety: '3110', floorsFrom: 7, floorsTo: 12, priceFen: 38000, remark: '' },
  { variety: '3110', floorsFrom: 13, floorsTo: 20, priceFen: 46000, remark: '' },
  { variety: '3110', floorsFrom: 21, floorsTo: 40, priceFen: 58000, remark: '含高速梯' },
  { variety: '3120', floorsFrom: 2, floorsTo: 6, priceFen: 35000, remark: '' },
  { variety: '3120', floorsFrom: 7, floorsTo: 16, priceFen: 42000, remark: '' },
  { variety: '3310', floorsFrom: null, floorsTo: null, priceFen: 32000, remark: '提升高度6米以下' },
  { variety: '3430', floorsFrom: 2, floorsTo: 6, priceFen: 15000, remark: '' },
];
const UNIT_2026: UnitPrice[] = [
  { unitsFrom: 1, unitsTo: 5, termMonths: 12, priceFen: 1_800_000, scope: '半月、季度、半年、年度维保，24小时应急救援，不含配件' },
  { unitsFrom: 6, unitsTo: 20, termMonths: 12, priceFen: 6_000_000, scope: '半月、季度、半年、年度维保，24小时应急救援，不含配件' },
  { unitsFrom: 6, unitsTo: 20, termMonths: 36, priceFen: 16_800_000, scope: '三年期合同，含年度自行检查和易损件更换' },
];

type Outcome = 'draft' | 'submitted' | 'returned' | 'withdrawn' | 'published';

/**
 * 维保项目与价格 in every state, filed by weibao's maintenance company: last year's list, published and then superseded
 * by this year's (in force, what use units find); one returned with the registry's reason, one withdrawn, one waiting
 * for review and one draft.
 */
export async function seedMaintainPrices(ctx: AppContext): Promise<void> {
  const weibao = await actor(ctx, 'weibao', 'maintain');
  const clerk = await actor(ctx, 'registry', 'registry');
  const unit = await ctx.db.selectFrom('units').select(['contact_person', 'contact_mobile', 'phone']).where('id', '=', weibao.unitId).executeTakeFirstOrThrow();
  const today = chinaToday();
  const file = async (form: Partial<MaintainPriceForm> & { title: string }, outcome: Outcome, opinion = '') => {
    const base: MaintainPriceForm = {
      effectiveFrom: today,
      contact: unit.contact_person,
      contactMobile: unit.contact_mobile,
      dutyPhone: unit.phone,
      remark: '',
      items: ITEMS,
      setPrices: SET_2026,
      unitPrices: UNIT_2026,
      ...form,
    };
    const r = await saveFiling(ctx, weibao, { ...base, isCommit: outcome !== 'draft' }, IP);
    if (outcome === 'withdrawn') await withdrawFiling(ctx, weibao, r.id, r.version, IP);
    if (outcome === 'returned' || outcome === 'published')
      await decideFiling(ctx, clerk, { id: r.id, version: r.version, action: outcome === 'returned' ? 'return' : 'publish', opinion }, IP);
  };

  await file(
    {
      title: '2025年度电梯维保价格表',
      effectiveFrom: addDays(today, -330),
      setPrices: SET_2026.map((p) => ({ ...p, priceFen: p.priceFen - 2000 })),
      unitPrices: UNIT_2026.slice(0, 2).map((p) => ({ ...p, priceFen: p.priceFen - 100_000 })),
    },
    'published',
    '价格构成清楚，准予发布',
  );
  await file({ title: '2026年度电梯维保价格表' }, 'published', '与上年相比调价幅度合理，准予发布');
  await file(
    { title: '2026年度杂物电梯维保价格表', setPrices: [{ variety: '3430', floorsFrom: 2, floorsTo: 6, priceFen: 9000, remark: '' }], unitPrices: [] },
    'returned',
    '杂物电梯每台每月9元明显低于维保成本，请核实价格后重新提交',
  );
  await file({ title: '2027年度电梯维保价格表（征求意见稿）', effectiveFrom: addDays(today, 60) }, 'withdrawn');
  await file({ title: '2027年度电梯维保价格表', effectiveFrom: addDays(today, 60), setPrices: SET_2026.map((p) => ({ ...p, priceFen: p.priceFen + 1000 })) }, 'submitted');
  await file({ title: '自动人行道维保价格（草稿）', setPrices: [{ variety: '3320', floorsFrom: null, floorsTo: null, priceFen: 36000, remark: '' }], unitPrices: [] }, 'draft');
}

import { z } from 'zod';
import { reasonGiven, recordStamps, reviewOpinion, reviewOutcome, STATES, STEPS, type Workflow } from '../domain/workflow';
import { mobile } from '../validators/rules';
import { optionalText, pickedId, requiredDate, requiredRuled, requiredText, recordVersion } from '../validators/zod';
import { pageInput, stateAndKeyword } from './envelope';
import { draftFields, filingEndpoints } from './filing';

export type MaintainPriceState = 'draft' | 'submitted' | 'returned' | 'withdrawn' | 'published' | 'superseded';
export type MaintainPriceAction = 'submit' | 'withdraw' | 'publish' | 'return' | 'supersede';

/**
 * 维保项目与价格 (workflows.md §8, fields and rules unconfirmed): a maintenance unit files its service items and its
 * prices, per elevator and month (按台) and per contract for a whole use unit (按单位); the registry publishes them or
 * returns them with a reason. The unit may withdraw a filing before it is reviewed and correct a returned or withdrawn
 * one. A unit has one price list in force: publishing a new filing supersedes the one published before (kept as history).
 */
export const MAINTAIN_PRICE_FLOW: Workflow<MaintainPriceState, MaintainPriceAction> = {
  states: {
    draft: STATES.draft,
    submitted: STATES.pending,
    returned: STATES.returned,
    withdrawn: STATES.withdrawn,
    published: { label: '已发布', color: 'success' },
    superseded: { label: '已被替代', color: 'default' },
  },
  transitions: [
    { action: 'submit', from: ['draft', 'returned', 'withdrawn'], to: 'submitted', label: '提交审核', by: 'owner' },
    STEPS.withdraw(['submitted'], 'withdrawn'),
    { action: 'publish', from: ['submitted'], to: 'published', label: '审核发布', by: 'reviewer' },
    STEPS.return(['submitted'], 'returned'),
    // Taken by the registry's publishing of the unit's next filing, in the same transaction.
    { action: 'supersede', from: ['published'], to: 'superseded', label: '由新价格表替代', by: 'reviewer' },
  ],
};
export const MAINTAIN_PRICE_STATES = Object.keys(MAINTAIN_PRICE_FLOW.states) as [MaintainPriceState, ...MaintainPriceState[]];
/** States in which the unit may still change its filing. */
export const MAINTAIN_PRICE_EDITABLE: readonly MaintainPriceState[] = ['draft', 'returned', 'withdrawn'];

/** The elevator varieties of the 2014 catalogue (种类 3000) a price or an item may name. */
export const ELEVATOR_VARIETIES = {
  '3110': '曳引驱动乘客电梯',
  '3120': '曳引驱动载货电梯',
  '3130': '强制驱动载货电梯',
  '3210': '液压乘客电梯',
  '3220': '液压载货电梯',
  '3310': '自动扶梯',
  '3320': '自动人行道',
  '3410': '防爆电梯',
  '3420': '消防员电梯',
  '3430': '杂物电梯',
} as const;
export type ElevatorVariety = keyof typeof ELEVATOR_VARIETIES;
export const ELEVATOR_VARIETY_KEYS = Object.keys(ELEVATOR_VARIETIES) as [ElevatorVariety, ...ElevatorVariety[]];
/** Escalators and moving walks have no floors or stops: their price per unit does not depend on them. */
export const NO_FLOORS: readonly ElevatorVariety[] = ['3310', '3320'];

/** TSG T5002-2017's maintenance levels; each includes the ones before it. */
export const MAINTAIN_LEVELS = { halfMonth: '半月维保', quarter: '季度维保', halfYear: '半年维保', year: '年度维保' } as const;
export type MaintainLevel = keyof typeof MAINTAIN_LEVELS;
export const MAINTAIN_LEVEL_KEYS = Object.keys(MAINTAIN_LEVELS) as [MaintainLevel, ...MaintainLevel[]];

export const MAINTAIN_PRICE_LIMITS = { items: 40, lines: 50, floors: 200, units: 9999, termMonths: 60, priceFen: 100_000_000 } as const;

export const MAINTAIN_PRICE_MESSAGES = {
  floorsOrder: '层站区间的终止层站不能小于起始层站',
  floorsNeeded: '请填写层站区间',
  floorsNone: '自动扶梯、自动人行道不按层站计价，请不要填写层站区间',
  floorsOverlap: '同一品种的层站区间不能重叠',
  unitsOrder: '台数区间的上限不能小于下限',
  unitsOverlap: '同一合同期限的台数区间不能重叠',
  noPrice: '请至少填写一条按台或按单位的维保价格',
  itemRepeat: '同一品种、同一维保级别的维保项目名称重复',
} as const;

/** Fen as the server keeps them; forms type yuan and convert (yuanToFen). */
const priceFen = (label: string) =>
  z.coerce
    .number({ error: `请填写${label}` })
    .int(`${label}须以分为单位的整数`)
    .min(1, `${label}须大于0`)
    .max(MAINTAIN_PRICE_LIMITS.priceFen, `${label}超出范围`);
export const maintainCount = (label: string, max: number) =>
  z.coerce
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数`)
    .min(1, `${label}须大于0`)
    .max(max, `${label}不能超过${max}`);
/** An empty end ('' or null) is no value: escalators have no floors. */
const optionalCount = (label: string, max: number) => z.union([z.literal('').transform(() => null), z.null(), maintainCount(label, max)]).default(null);

/** A service item (维保项目): what is done, on which variety, how often, to what standard. */
export const maintainItem = z.object({
  name: requiredText('项目名称', 50),
  /** A variety, or '' for every elevator. */
  variety: z.enum(['', ...ELEVATOR_VARIETY_KEYS], { error: '请选择适用品种' }).default(''),
  level: z.enum(MAINTAIN_LEVEL_KEYS, { error: '请选择维保级别' }),
  content: requiredText('维保内容', 200),
  standard: requiredText('维保要求', 200),
});
export type MaintainItem = z.output<typeof maintainItem>;

/** 按台: a price per elevator and month for a variety in a range of floors (层站). */
export const setPrice = z.object({
  variety: z.enum(ELEVATOR_VARIETY_KEYS, { error: '请选择设备品种' }),
  floorsFrom: optionalCount('起始层站', MAINTAIN_PRICE_LIMITS.floors),
  floorsTo: optionalCount('终止层站', MAINTAIN_PRICE_LIMITS.floors),
  /** 元/台·月, in fen. */
  priceFen: priceFen('每台每月价格'),
  remark: optionalText(100),
});
export type SetPrice = z.output<typeof setPrice>;

/** 按单位: a contract price for a use unit with a number of elevators in a range, for a term. */
export const unitPrice = z.object({
  unitsFrom: maintainCount('台数下限', MAINTAIN_PRICE_LIMITS.units),
  unitsTo: maintainCount('台数上限', MAINTAIN_PRICE_LIMITS.units),
  termMonths: maintainCount('合同期限', MAINTAIN_PRICE_LIMITS.termMonths),
  /** The whole contract's price for the term, in fen. */
  priceFen: priceFen('合同总价'),
  /** What the contract includes (the levels, parts, rescue). */
  scope: requiredText('服务内容', 200),
});
export type UnitPrice = z.output<typeof unitPrice>;

const overlaps = (a: { from: number; to: number }, b: { from: number; to: number }) => a.from <= b.to && b.from <= a.to;

/** The rules across lines: floors present only where they count, ranges in order and not overlapping, some price at all. */
function checkLines(v: { items: MaintainItem[]; setPrices: SetPrice[]; unitPrices: UnitPrice[] }, ctx: z.RefinementCtx) {
  if (v.setPrices.length + v.unitPrices.length === 0) ctx.addIssue({ code: 'custom', path: ['setPrices'], message: MAINTAIN_PRICE_MESSAGES.noPrice });
  v.setPrices.forEach((p, i) => {
    const none = NO_FLOORS.includes(p.variety);
    if (none && (p.floorsFrom !== null || p.floorsTo !== null)) ctx.addIssue({ code: 'custom', path: ['setPrices', i, 'floorsFrom'], message: MAINTAIN_PRICE_MESSAGES.floorsNone });
    else if (!none && (p.floorsFrom === null || p.floorsTo === null))
      ctx.addIssue({ code: 'custom', path: ['setPrices', i, p.floorsFrom === null ? 'floorsFrom' : 'floorsTo'], message: MAINTAIN_PRICE_MESSAGES.floorsNeeded });
    else if (!none && p.floorsTo! < p.floorsFrom!) ctx.addIssue({ code: 'custom', path: ['setPrices', i, 'floorsTo'], message: MAINTAIN_PRICE_MESSAGES.floorsOrder });
    else {
      const range = (x: SetPrice) => ({ from: x.floorsFrom ?? 0, to: x.floorsTo ?? 0 });
      const clash = v.setPrices.slice(0, i).some((q) => q.variety === p.variety && (none || (q.floorsFrom !== null && q.floorsTo !== null && overlaps(range(q), range(p)))));
      if (clash) ctx.addIssue({ code: 'custom', path: ['setPrices', i, 'floorsFrom'], message: MAINTAIN_PRICE_MESSAGES.floorsOverlap });
    }
  });
  v.unitPrices.forEach((p, i) => {
    if (p.unitsTo < p.unitsFrom) ctx.addIssue({ code: 'custom', path: ['unitPrices', i, 'unitsTo'], message: MAINTAIN_PRICE_MESSAGES.unitsOrder });
    else if (
      v.unitPrices
        .slice(0, i)
        .some((q) => q.termMonths === p.termMonths && q.unitsTo >= q.unitsFrom && overlaps({ from: q.unitsFrom, to: q.unitsTo }, { from: p.unitsFrom, to: p.unitsTo }))
    )
      ctx.addIssue({ code: 'custom', path: ['unitPrices', i, 'unitsFrom'], message: MAINTAIN_PRICE_MESSAGES.unitsOverlap });
  });
  v.items.forEach((it, i) => {
    if (v.items.slice(0, i).some((q) => q.name === it.name && q.variety === it.variety && q.level === it.level))
      ctx.addIssue({ code: 'custom', path: ['items', i, 'name'], message: MAINTAIN_PRICE_MESSAGES.itemRepeat });
  });
}

const filingFields = {
  title: requiredText('价格表名称', 50),
  effectiveFrom: requiredDate('执行日期'),
  contact: requiredText('联系人', 30),
  contactMobile: requiredRuled('联系人手机', mobile, 11),
  /** The 24-hour duty phone TSG T5002 asks a maintenance unit to keep. */
  dutyPhone: requiredText('24小时值班电话', 20),
  remark: optionalText(200),
  items: z.array(maintainItem, { error: '请填写维保项目' }).min(1, '请至少填写一个维保项目').max(MAINTAIN_PRICE_LIMITS.items, `维保项目不能超过${MAINTAIN_PRICE_LIMITS.items}个`),
  setPrices: z.array(setPrice).max(MAINTAIN_PRICE_LIMITS.lines, `按台价格不能超过${MAINTAIN_PRICE_LIMITS.lines}条`).default([]),
  unitPrices: z.array(unitPrice).max(MAINTAIN_PRICE_LIMITS.lines, `按单位价格不能超过${MAINTAIN_PRICE_LIMITS.lines}条`).default([]),
};

export const maintainPriceForm = z.object(filingFields).superRefine(checkLines);
export type MaintainPriceForm = z.output<typeof maintainPriceForm>;

/** Submitting sends it to the registry. */
export const saveMaintainPriceInput = z.object({ ...filingFields, ...draftFields }).superRefine(checkLines);
export type SaveMaintainPriceInput = z.input<typeof saveMaintainPriceInput>;

export const maintainPriceRecord = z.object({
  id: z.string(),
  filingNo: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  title: z.string(),
  effectiveFrom: z.string(),
  contact: z.string(),
  contactMobile: z.string(),
  dutyPhone: z.string(),
  remark: z.string(),
  items: z.array(maintainItem),
  setPrices: z.array(setPrice),
  unitPrices: z.array(unitPrice),
  state: z.enum(MAINTAIN_PRICE_STATES),
  submittedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  supersededAt: z.string().nullable(),
  /** The filing number of the list that replaced this one ('' until then). */
  supersededByNo: z.string(),
  ...reviewOutcome,
  ...recordStamps,
});
export type MaintainPriceRecord = z.output<typeof maintainPriceRecord>;

/** The keyword matches the filing number or title; in the registry's queue also the unit's name. */
export const findMaintainPriceInput = pageInput.extend(stateAndKeyword(MAINTAIN_PRICE_STATES));

export const maintainPriceIdInput = z.object({ id: pickedId('价格申报') });
const versioned = maintainPriceIdInput.extend({ version: recordVersion });

export const decideMaintainPriceInput = versioned
  .extend({
    action: z.enum(['publish', 'return'], { error: '请选择审核操作' }),
    opinion: reviewOpinion,
  })
  .refine(...reasonGiven('return'));

const SPEC = '§7 /a/stone/epPemMaiprojApply/*: maintenance projects (维保项目) with their prices, filed for the registry';
const FILING = 'maintainPrice.filing';
const REVIEW = 'registry.maintainPrice';

/** The maintenance unit's filings and the registry's review of them. */
export const maintainProjectApi = filingEndpoints({
  base: '/a/stone/epPemMaiprojApply',
  spec: SPEC,
  noun: '维保价格',
  record: maintainPriceRecord,
  find: findMaintainPriceInput,
  idInput: maintainPriceIdInput,
  owner: FILING,
  owns: 'maintainPrice',
  save: saveMaintainPriceInput,
  versioned,
  // The registry's queue: filings of the maintenance units in its areas.
  reviewer: REVIEW,
  decide: decideMaintainPriceInput,
  titles: {
    list: '本单位维保项目与价格申报',
    detail: '维保项目与价格申报详情',
    save: '保存或提交维保项目与价格',
    withdraw: '撤回维保价格申报',
    delete: '删除维保价格申报草稿',
  },
});

import { z } from 'zod';
import { LICENCE_ITEMS, LICENCE_ITEM_KEYS, WORK_TYPES, WORK_TYPE_KEYS, levelOf, type LicenceItem } from '../domain/licences';
import { recordStamps, reviewOutcome, STATES, STEPS, type Workflow } from '../domain/workflow';
import { YEAR_MONTH_OR_DATE, deviceCode, mobile, uscc } from '../validators/rules';
import { optionalRuled, optionalText, pickedArea, recordVersion, requiredDate, requiredRuled, requiredText } from '../validators/zod';
import { choiceFilter, pageInput } from './envelope';
import { documentCheck } from './attachment';
import { endpointsWith, pageOf, queryGet } from './endpoint';
import { filingEndpoints } from './filing';
import { unitLicenceView } from './licence';

export type ConstructionState = 'draft' | 'submitted' | 'returned' | 'received' | 'completed' | 'cancelled';
export type ConstructionAction = 'submit' | 'withdraw' | 'receive' | 'return' | 'complete' | 'cancel';

/**
 * A construction notification (施工告知, workflows.md §3): a filing, not an approval. The licensed
 * construction unit drafts and submits it before the work; the registry receives it (it gets its
 * 告知编号 and the work may start) or returns it with a reason. The unit reports the work completed, or
 * cancels the notice (作废, with a reason) while no supervision inspection has started.
 */
export const CONSTRUCTION_FLOW: Workflow<ConstructionState, ConstructionAction> = {
  states: {
    draft: STATES.draft,
    submitted: { label: '待接收', color: 'processing' },
    returned: STATES.returned,
    received: { label: '已告知', color: 'success' },
    completed: { label: '已竣工', color: 'success' },
    cancelled: { label: '已作废', color: 'default' },
  },
  transitions: [
    { action: 'submit', from: ['draft', 'returned'], to: 'submitted', label: '提交告知', by: 'owner' },
    STEPS.withdraw(['submitted'], 'draft'),
    { action: 'receive', from: ['submitted'], to: 'received', label: '接收告知', by: 'reviewer' },
    STEPS.return(['submitted'], 'returned'),
    { action: 'complete', from: ['received'], to: 'completed', label: '施工完成', by: 'owner' },
    { action: 'cancel', from: ['draft', 'returned', 'received'], to: 'cancelled', label: '作废', by: 'owner', needsReason: true },
  ],
};
export const CONSTRUCTION_STATES = Object.keys(CONSTRUCTION_FLOW.states) as [ConstructionState, ...ConstructionState[]];
/** States in which the construction unit may still change the notice. */
export const CONSTRUCTION_EDITABLE: readonly ConstructionState[] = ['draft', 'returned'];

/** The documents a notice is filed with (attachments of type `construction`); `required` ones are checked before submit. */
export const CONSTRUCTION_DOCUMENTS = {
  contract: { label: '施工合同（或委托书）', required: true },
  plan: { label: '施工方案', required: true },
  workerCerts: { label: '施工作业人员证书', required: true },
  other: { label: '其他材料', required: false },
} as const;
export const requiredConstructionDocuments = (): string[] =>
  Object.entries(CONSTRUCTION_DOCUMENTS)
    .filter(([, d]) => d.required)
    .map(([k]) => k);

/** One device worked on. For 改造 and 重大修理 it is a registered device of the use unit, found by its device code. */
export const constructionItemInput = z.object({
  deviceCode: optionalRuled(deviceCode, 18),
  productName: requiredText('设备名称', 100),
  model: requiredText('型号（规格）', 100),
  productNo: requiredText('产品编号', 60),
  manufacturer: requiredText('制造单位', 100),
  // As the equipment record holds it: a month is enough.
  manufactureDate: requiredText('制造日期', 10).refine((v) => YEAR_MONTH_OR_DATE.test(v), '制造日期格式应为YYYY-MM或YYYY-MM-DD'),
  /** The parameter the licence level limits (额定速度, 额定出口压力…), when it does. */
  levelValue: optionalText(12),
});
export type ConstructionItemInput = z.output<typeof constructionItemInput>;

/** What the construction unit fills in; the licence number and validity come from its approved licence. */
export const constructionForm = z
  .object({
    workType: z.enum(WORK_TYPE_KEYS, { error: '请选择施工类别' }),
    licenceItem: z.enum(LICENCE_ITEM_KEYS, { error: '请选择许可项目' }),
    licenceLevel: z.string({ error: '请选择许可级别' }).trim().min(1, '请选择许可级别').max(8),
    /** 品种 of the equipment (catalogue code, e.g. 3110); its category must be the licence item's. */
    catalogueCode: z
      .string({ error: '请选择设备品种' })
      .trim()
      .regex(/^\d{4}$/, '请选择设备品种'),
    useUnitName: requiredText('使用单位名称', 100),
    useUscc: requiredRuled('使用单位统一社会信用代码', uscc, 18),
    areaCode: pickedArea('设备使用地点所在区域'),
    address: requiredText('设备使用地点', 200),
    siteManager: requiredText('施工现场负责人', 32),
    siteManagerMobile: requiredRuled('现场负责人手机号码', mobile, 11),
    plannedStart: requiredDate('计划开工日期'),
    plannedEnd: requiredDate('计划竣工日期'),
    supervisionBody: requiredText('监督检验机构', 100),
    remark: optionalText(500),
    items: z.array(constructionItemInput).min(1, '请至少填写一台设备').max(50, '一次告知最多50台设备'),
  })
  .superRefine((f, ctx) => {
    const need = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const item = LICENCE_ITEMS[f.licenceItem];
    if (!(item.works as readonly string[]).includes(f.workType)) need(['workType'], `许可项目“${item.label}”不含${WORK_TYPES[f.workType]}`);
    if (f.catalogueCode[0] !== item.category) need(['catalogueCode'], `设备品种不属于许可项目“${item.label}”的设备类别`);
    const level = levelOf(f.licenceItem, f.licenceLevel);
    if (!level) need(['licenceLevel'], `${item.label}没有${f.licenceLevel}级`);
    if (f.plannedEnd < f.plannedStart) need(['plannedEnd'], '计划竣工日期不能早于计划开工日期');
    const codes = new Set<string>();
    f.items.forEach((e, i) => {
      if (f.workType !== 'install' && !e.deviceCode) need(['items', i, 'deviceCode'], `${WORK_TYPES[f.workType]}须填写设备代码`);
      if (e.deviceCode && codes.has(e.deviceCode)) need(['items', i, 'deviceCode'], '设备代码重复');
      if (e.deviceCode) codes.add(e.deviceCode);
      const limit = level?.limit;
      if (!limit) return;
      const v = Number(e.levelValue);
      if (!e.levelValue || !Number.isFinite(v) || v <= 0) need(['items', i, 'levelValue'], `请填写${limit.label}（${limit.unit}）`);
      else if (v > limit.max) need(['items', i, 'levelValue'], `${limit.label}${v}${limit.unit}超出${f.licenceLevel}级许可范围（不大于${limit.max}${limit.unit}）`);
    });
  });
export type ConstructionForm = z.output<typeof constructionForm>;

export const saveConstructionInput = constructionForm.and(
  z.object({
    /** Absent: a new notice. */
    id: z.string().trim().max(64).optional(),
    version: recordVersion.optional(),
  }),
);
export type SaveConstructionInput = z.input<typeof saveConstructionInput>;

export const constructionItem = constructionItemInput.extend({
  /** The use unit's record of the device, once linked (on receipt, or found by device code for 改造 / 重大修理). */
  equipmentId: z.string(),
});

export const constructionRecord = z.object({
  id: z.string(),
  applyNo: z.string(),
  /** 告知编号: given on receipt; '' before. */
  noticeNo: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  unitUscc: z.string(),
  workType: z.enum(WORK_TYPE_KEYS),
  licenceItem: z.enum(LICENCE_ITEM_KEYS),
  licenceLevel: z.string(),
  licenceNo: z.string(),
  licenceValidTo: z.string(),
  typeCode: z.string(),
  catalogueCode: z.string(),
  useUnitName: z.string(),
  useUscc: z.string(),
  /** The use unit's id when it is on the portal. */
  useUnitId: z.string(),
  areaCode: z.string(),
  address: z.string(),
  siteManager: z.string(),
  siteManagerMobile: z.string(),
  plannedStart: z.string(),
  plannedEnd: z.string(),
  supervisionBody: z.string(),
  remark: z.string(),
  items: z.array(constructionItem),
  registryName: z.string(),
  state: z.enum(CONSTRUCTION_STATES),
  submittedAt: z.string().nullable(),
  /** When the registry received it (the notice number's date). */
  receivedAt: z.string().nullable(),
  completionDate: z.string(),
  cancelReason: z.string(),
  ...reviewOutcome,
  ...recordStamps,
});
export type ConstructionRecord = z.output<typeof constructionRecord>;

export const findConstructionInput = pageInput.extend({
  state: choiceFilter(CONSTRUCTION_STATES),
  workType: choiceFilter(WORK_TYPE_KEYS),
  /** Application or notice number, use unit, device code or product name. */
  keyword: z.string().trim().max(50).default(''),
});
export const constructionIdInput = z.object({ id: z.string({ error: '请选择施工告知' }).trim().min(1, '请选择施工告知').max(64) });
const versioned = constructionIdInput.extend({ version: recordVersion });

export const completeConstructionInput = versioned.extend({
  completionDate: requiredDate('竣工日期'),
});
export const cancelConstructionInput = versioned.extend({
  reason: requiredText('作废原因', 500),
});

/** Whether a notice may be cancelled now, and if not, why (spec checkBcwCancell). */
export const cancellable = z.object({ cancellable: z.boolean(), reason: z.string() });

export const decideConstructionInput = z
  .object({
    id: z.string({ error: '请选择施工告知' }).trim().min(1, '请选择施工告知').max(64),
    action: z.enum(['receive', 'return'], { error: '请选择接收或退回' }),
    opinion: z.string().trim().max(500, '意见不能超过500个字符').default(''),
    version: recordVersion,
  })
  .refine((v) => v.action !== 'return' || v.opinion.length > 0, { message: '退回时必须填写退回原因', path: ['opinion'] });

/** The licence items a category may be worked on under, for the form's choices. */
export const licenceItemsFor = (category: string): LicenceItem[] => LICENCE_ITEM_KEYS.filter((k) => LICENCE_ITEMS[k].category === category);

const SPEC = '§7 /a/stone/eqmBcwBasic/*: construction notification';
const register = 'construction.register';
const query = 'construction.query';
const review = 'registry.construction';
const registering = endpointsWith({ spec: SPEC, access: register });
/** The construction unit's calls on one of its notices. */
const onNotice = endpointsWith({ spec: SPEC, access: register, owns: { id: 'construction' } });

/** Spec §7 /a/stone/eqmBcwBasic/*, and the registry's side of the same notices. */
export const constructionApi = {
  ...filingEndpoints({
    base: '/a/stone/eqmBcwBasic',
    spec: SPEC,
    noun: '施工告知',
    record: constructionRecord,
    find: findConstructionInput,
    idInput: constructionIdInput,
    owner: register,
    access: { detail: query },
    owns: 'construction',
    save: saveConstructionInput,
    versioned,
    // The registry's queue: notices for equipment in its areas.
    reviewer: review,
    decide: decideConstructionInput,
    names: { queue: 'findQueue' },
    // Saving only keeps a draft: `commit` submits.
    titles: { list: '施工告知列表', save: '保存施工告知', queue: '施工告知接收列表', getForReview: '施工告知接收详情', decide: '接收或退回施工告知' },
  }),
  // The notices filed by the unit or naming it as the use unit.
  query: registering({ path: '/a/stone/eqmBcwBasic/query', title: '施工告知查询', access: query, input: findConstructionInput, output: pageOf(constructionRecord) }),
  licence: registering({ path: '/a/stone/eqmBcwBasic/licence', title: '本单位安装改造修理许可（施工告知用）', ...queryGet, output: unitLicenceView }),
  commit: onNotice({ path: '/a/stone/eqmBcwBasic/commit', title: '提交施工告知', input: versioned, output: constructionRecord }),
  checkAtt: onNotice({ path: '/a/stone/eqmBcwBasic/checkAtt', title: '检查施工告知材料', input: constructionIdInput, output: documentCheck }),
  checkBcwCancell: onNotice({ path: '/a/stone/eqmBcwBasic/checkBcwCancell', title: '检查施工告知能否作废', input: constructionIdInput, output: cancellable }),
  cancel: onNotice({ path: '/a/stone/eqmBcwBasic/cancel', title: '作废施工告知', input: cancelConstructionInput, output: constructionRecord }),
  complete: onNotice({ path: '/a/stone/eqmBcwBasic/complete', title: '施工完成', input: completeConstructionInput, output: constructionRecord }),
} as const;

import { z } from 'zod';
import type { EquipmentTypeCode } from '../domain/codes';
import { TECH_PARAMS, paramsFor, type ParamDef } from '../domain/equipment-params';
import { isCalendarDay } from '../validators/dates';
import { optionalDate, optionalText, requiredText, recordVersion } from '../validators/zod';
import { equipmentTypeCode } from './equipment';
import { pageInput } from './envelope';
import { endpointsWith, nothing, pageOf } from './endpoint';

/**
 * The inspection body's fee table and relief policies (inspection-reports.md §4): data it keeps in its console,
 * never figures in code. A fee item prices one unit of equipment of a category (or one variety) for one kind of
 * inspection, optionally within a band of one technical parameter; a relief policy reduces or waives the fee of
 * the lines it covers. Money is in fen.
 */

/** Inspection kinds an application can ask for (values of the 'inspection_kind' dictionary). */
export const APPLY_INSPECTION_KINDS = {
  periodic: '定期检验',
  first: '首次检验',
  designLife: '达到设计使用年限检验',
  safetyAssessment: '安全评估',
} as const;
export type ApplyInspectionKind = keyof typeof APPLY_INSPECTION_KINDS;
export const APPLY_INSPECTION_KIND_KEYS = Object.keys(APPLY_INSPECTION_KINDS) as [ApplyInspectionKind, ...ApplyInspectionKind[]];

/** Supervision inspections of construction work (workflows.md §3), asked for on a received construction notice. */
export const SUPERVISION_KINDS = {
  installSupervision: '安装监督检验',
  modifySupervision: '改造监督检验',
  repairSupervision: '重大修理监督检验',
} as const;
export type SupervisionKind = keyof typeof SUPERVISION_KINDS;
export const isSupervision = (kind: string): kind is SupervisionKind => kind in SUPERVISION_KINDS;

/** Every kind an inspection body prices and an application can be of. */
export const INSPECTION_KINDS = { ...APPLY_INSPECTION_KINDS, ...SUPERVISION_KINDS } as const;
export type InspectionKind = keyof typeof INSPECTION_KINDS;
export const INSPECTION_KIND_KEYS = Object.keys(INSPECTION_KINDS) as [InspectionKind, ...InspectionKind[]];
export const inspectionKindLabel = (kind: string): string => INSPECTION_KINDS[kind as InspectionKind] ?? kind;

export const RELIEF_RULES = { percent: '按比例减免', fixed: '定额减免', waive: '全额免收' } as const;
export type ReliefRule = keyof typeof RELIEF_RULES;

/** The fen a policy takes off a standard fee: never more than the fee. */
export function reliefAmount(p: { rule: ReliefRule; value: number }, standardFen: number): number {
  if (p.rule === 'waive') return standardFen;
  if (p.rule === 'percent') return Math.min(standardFen, Math.round((standardFen * p.value) / 100));
  return Math.min(standardFen, p.value);
}

/**
 * The numeric parameters a fee band may be of: the variety's, or for a whole-category item every numeric parameter
 * some variety of the category has (a device without it simply does not fit the band).
 */
export function feeParams(typeCode: EquipmentTypeCode, catalogueCode: string): ParamDef[] {
  const all = catalogueCode ? paramsFor(typeCode, catalogueCode) : TECH_PARAMS[typeCode];
  const numeric = all.filter((p) => p.type === 'decimal' || p.type === 'integer');
  return numeric.filter((p, i) => numeric.findIndex((q) => q.key === p.key) === i);
}

/**
 * The most money the portal takes, in yuan: one fee item, the fee of one application (thirty devices at the largest
 * item), one fixed relief. Far below 2^53 fen, so amounts stay exact as numbers; an application's fee passes
 * PostgreSQL's 32-bit integer, so money columns are bigint.
 */
export const MONEY_BOUNDS_YUAN = { feeItem: 1_000_000, application: 30_000_000, relief: 1_000_000 } as const;
const wan = (yuan: number) => `${yuan / 10_000}万元`;

/** The fee set for one application, refused above its bound (form and server). */
export const applicationFeeError = (payableFen: number): string | null =>
  payableFen > MONEY_BOUNDS_YUAN.application * 100 ? `一份申请的应缴金额不能超过${wan(MONEY_BOUNDS_YUAN.application)}，请分成几份申请报检` : null;

/** Yuan as typed (up to two decimals) to fen; the form and the server agree on it. */
export const yuanToFen = (yuan: string | number): number => Math.round(Number(yuan) * 100);
export const fenToYuan = (fen: number): string => (fen / 100).toFixed(2);

const date = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .refine(isCalendarDay, { message: `${label}格式应为YYYY-MM-DD`, abort: true });
const fen = (label: string, maxYuan: number) =>
  z.coerce
    .number({ error: `请填写${label}` })
    .int(`${label}须以分为单位的整数`)
    .min(0, `${label}不能为负数`)
    .max(maxYuan * 100, `${label}不能超过${wan(maxYuan)}`);
// An empty end is open; '' must be caught before coercion, which would read it as 0.
const band = z.union([z.literal('').transform(() => null), z.null(), z.coerce.number({ error: '参数区间须为数字' }).finite().min(0, '参数区间不能为负数')]).default(null);

export const feeItemForm = z
  .object({
    name: requiredText('收费项目名称', 100),
    typeCode: equipmentTypeCode,
    /** A variety (品种) of the category, or '' for the whole category. */
    catalogueCode: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || /^[0-9A-Z]{4}$/.test(v), '请选择设备品种'),
    inspectionKind: z.enum(INSPECTION_KIND_KEYS, { error: '请选择检验类别' }),
    /** The technical parameter the band is of (a numeric parameter of the category), or '' for any device. */
    paramKey: z.string().trim().max(32).default(''),
    /** The band is min < value ≤ max; an empty end is open. */
    bandMin: band,
    bandMax: band,
    amountFen: fen('收费标准', MONEY_BOUNDS_YUAN.feeItem).refine((v) => v > 0, '收费标准须大于0'),
    unitLabel: requiredText('计费单位', 10),
    validFrom: date('执行开始日期'),
    validTo: optionalDate('执行截止日期'),
    basis: optionalText(200),
  })
  .superRefine((f, ctx) => {
    if (f.catalogueCode && f.catalogueCode[0] !== f.typeCode[0]) ctx.addIssue({ code: 'custom', path: ['catalogueCode'], message: '设备品种不属于所选设备种类' });
    if (f.validTo && f.validTo < f.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: '执行截止日期不能早于开始日期' });
    if (!f.paramKey && (f.bandMin !== null || f.bandMax !== null)) ctx.addIssue({ code: 'custom', path: ['paramKey'], message: '设置参数区间时须选择计费参数' });
    if (f.paramKey && f.bandMin === null && f.bandMax === null) ctx.addIssue({ code: 'custom', path: ['bandMax'], message: '请填写参数区间' });
    if (f.bandMin !== null && f.bandMax !== null && f.bandMax <= f.bandMin) ctx.addIssue({ code: 'custom', path: ['bandMax'], message: '参数区间上限须大于下限' });
  });
export type FeeItemForm = z.output<typeof feeItemForm>;

export const feeItem = z.object({
  id: z.string(),
  name: z.string(),
  typeCode: z.string(),
  catalogueCode: z.string(),
  inspectionKind: z.string(),
  paramKey: z.string(),
  bandMin: z.number().nullable(),
  bandMax: z.number().nullable(),
  amountFen: z.number(),
  unitLabel: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  basis: z.string(),
  /** In force today. */
  current: z.boolean(),
  updatedAt: z.string(),
  version: z.number(),
});
export type FeeItem = z.output<typeof feeItem>;

export const reliefPolicyForm = z
  .object({
    name: requiredText('政策名称', 100),
    basis: requiredText('政策依据', 200),
    validFrom: date('执行开始日期'),
    validTo: optionalDate('执行截止日期'),
    /** Categories covered; empty: every category. */
    typeCodes: z.array(equipmentTypeCode).max(10).default([]),
    /** Inspection kinds covered; empty: every kind. */
    inspectionKinds: z.array(z.enum(INSPECTION_KIND_KEYS)).max(10).default([]),
    /** Who qualifies, as the policy says it (小微企业、个体工商户…): the inspector checks it before applying the policy. */
    condition: requiredText('适用条件', 200),
    rule: z.enum(['percent', 'fixed', 'waive'], { error: '请选择减免方式' }),
    /** Percent (1–100) or fen; ignored for a waiver. */
    value: z.coerce.number({ error: '请填写减免额度' }).int('减免额度须为整数').min(0).default(0),
  })
  .superRefine((f, ctx) => {
    if (f.validTo && f.validTo < f.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: '执行截止日期不能早于开始日期' });
    if (f.rule === 'percent' && (f.value < 1 || f.value > 100)) ctx.addIssue({ code: 'custom', path: ['value'], message: '减免比例应为1至100' });
    if (f.rule === 'fixed' && f.value < 1) ctx.addIssue({ code: 'custom', path: ['value'], message: '请填写减免金额' });
    if (f.rule === 'fixed' && f.value > MONEY_BOUNDS_YUAN.relief * 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: `减免金额不能超过${wan(MONEY_BOUNDS_YUAN.relief)}` });
  });
export type ReliefPolicyForm = z.output<typeof reliefPolicyForm>;

export const reliefPolicy = z.object({
  id: z.string(),
  orgName: z.string(),
  name: z.string(),
  basis: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  typeCodes: z.array(z.string()),
  inspectionKinds: z.array(z.string()),
  condition: z.string(),
  rule: z.enum(['percent', 'fixed', 'waive']),
  value: z.number(),
  current: z.boolean(),
  updatedAt: z.string(),
  version: z.number(),
});
export type ReliefPolicy = z.output<typeof reliefPolicy>;

const idInput = (what: string) =>
  z.object({
    id: z
      .string({ error: `请选择${what}` })
      .trim()
      .min(1, `请选择${what}`)
      .max(64),
  });
const saveOf = <T extends z.ZodType>(form: T) => z.intersection(form, z.object({ id: z.string().trim().max(64).optional(), version: recordVersion.optional() }));

export const findFeeItemsInput = pageInput.extend({
  typeCode: equipmentTypeCode.optional().catch(undefined),
  /** Only the items in force today. */
  current: z.coerce.boolean().default(false),
});
export const findReliefPoliciesInput = pageInput.extend({ current: z.coerce.boolean().default(false) });

const SPEC = 'Beyond spec §7: the inspection body keeps its fee table and relief policies (inspection-reports.md §4)';
const feeTable = endpointsWith({ spec: SPEC, access: 'inspection.fees' });
const reliefs = endpointsWith({ spec: SPEC, access: 'inspection.relief' });

export const feeApi = {
  items: feeTable({ path: '/a/stone/chaFeeItem/list', title: '收费标准列表', input: findFeeItemsInput, output: pageOf(feeItem) }),
  saveItem: feeTable({ path: '/a/stone/chaFeeItem/save', title: '保存收费项目', input: saveOf(feeItemForm), output: feeItem }),
  deleteItem: feeTable({ path: '/a/stone/chaFeeItem/delete', title: '删除收费项目', input: idInput('收费项目'), output: nothing }),
  policies: reliefs({ path: '/a/stone/chaReliefPolicy/list', title: '减免政策列表', input: findReliefPoliciesInput, output: pageOf(reliefPolicy) }),
  savePolicy: reliefs({ path: '/a/stone/chaReliefPolicy/save', title: '保存减免政策', input: saveOf(reliefPolicyForm), output: reliefPolicy }),
  deletePolicy: reliefs({ path: '/a/stone/chaReliefPolicy/delete', title: '删除减免政策', input: idInput('减免政策'), output: nothing }),
} as const;

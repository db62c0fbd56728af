import { z } from 'zod';
import { recordStamps, reviewOutcome, STATES, STEPS, type Workflow } from '../domain/workflow';
import { mobile } from '../validators/rules';
import { optionalText, pickedId, requiredDate, requiredRuled, requiredText, recordVersion } from '../validators/zod';
import { choiceFilter, keywordFilter, pageInput, stateAndKeyword } from './envelope';
import { endpointsWith, pageOf, signedDownload } from './endpoint';
import { draftFields, filingEndpoints } from './filing';

export type MfgState = 'draft' | 'submitted' | 'returned' | 'accepted' | 'inspected' | 'certified';
export type MfgAction = 'submit' | 'withdraw' | 'accept' | 'return' | 'record' | 'issue';

/**
 * 制造监督检验: a manufacturer submits one product (a vessel, a boiler or a pressure-piping component, with its design
 * parameters and drawings) to an inspection body, which accepts it or returns it with the reason, records the result
 * of its supervision (合格 / 不合格, which it may correct until the certificate is out) and, for a product that passed,
 * issues the supervision certificate (workflows.md §6: a certificate only when passed). A returned submission is
 * corrected and submitted again; a submitted one may be taken back until the body has answered.
 */
export const MFG_FLOW: Workflow<MfgState, MfgAction> = {
  states: {
    draft: STATES.draft,
    submitted: STATES.toAccept,
    returned: STATES.returned,
    accepted: { label: '监检中', color: 'processing' },
    inspected: { label: '已出结果', color: 'cyan' },
    certified: { label: '已发证', color: 'success' },
  },
  transitions: [
    { action: 'submit', from: ['draft', 'returned'], to: 'submitted', label: '提交监检申请', by: 'owner' },
    STEPS.withdraw(['submitted'], 'draft'),
    STEPS.accept(['submitted'], 'accepted'),
    STEPS.return(['submitted'], 'returned'),
    { action: 'record', from: ['accepted', 'inspected'], to: 'inspected', label: '录入监检结果', by: 'reviewer' },
    { action: 'issue', from: ['inspected'], to: 'certified', label: '出具监检证书', by: 'reviewer' },
  ],
};
export const MFG_STATES = Object.keys(MFG_FLOW.states) as [MfgState, ...MfgState[]];
/** States in which the manufacturer may still change its submission. */
export const MFG_EDITABLE: readonly MfgState[] = ['draft', 'returned'];

/** The three kinds of product supervised at manufacture here, by their catalogue 种类 code. */
export const MFG_CATEGORIES = { '2000': '压力容器', '1000': '锅炉', '7000': '压力管道元件' } as const;
export type MfgCategory = keyof typeof MFG_CATEGORIES;
export const MFG_CATEGORY_CODES = Object.keys(MFG_CATEGORIES) as [MfgCategory, ...MfgCategory[]];

/** The varieties (or classes without varieties) of each kind a product may be, from the 2014 catalogue (catalogue.md). */
export const MFG_VARIETIES: Record<MfgCategory, ReadonlyArray<readonly [string, string]>> = {
  '2000': [
    ['2110', '超高压容器'],
    ['2130', '第三类压力容器'],
    ['2150', '第二类压力容器'],
    ['2170', '第一类压力容器'],
    ['2210', '铁路罐车'],
    ['2220', '汽车罐车'],
    ['2230', '长管拖车'],
    ['2240', '罐式集装箱'],
    ['2250', '管束式集装箱'],
    ['2310', '无缝气瓶'],
    ['2320', '焊接气瓶'],
    ['23T0', '特种气瓶'],
    ['2410', '医用氧舱'],
    ['2420', '高气压舱'],
  ],
  '1000': [
    ['1100', '承压蒸汽锅炉'],
    ['1200', '承压热水锅炉'],
    ['1310', '有机热载体气相炉'],
    ['1320', '有机热载体液相炉'],
  ],
  '7000': [
    ['7110', '无缝钢管'],
    ['7120', '焊接钢管'],
    ['7130', '有色金属管'],
    ['7140', '球墨铸铁管'],
    ['7150', '复合管'],
    ['71F0', '非金属材料管'],
    ['7210', '非焊接管件（无缝管件）'],
    ['7220', '焊接管件（有缝管件）'],
    ['7230', '锻制管件'],
    ['7270', '复合管件'],
    ['72F0', '非金属管件'],
    ['7320', '金属阀门'],
    ['73F0', '非金属阀门'],
    ['73T0', '特种阀门'],
    ['7410', '钢制锻造法兰'],
    ['7420', '非金属法兰'],
    ['7510', '金属波纹膨胀节'],
    ['7530', '旋转补偿器'],
    ['75F0', '非金属膨胀节'],
    ['7710', '金属密封元件'],
    ['77F0', '非金属密封元件'],
    ['7T10', '防腐管道元件'],
    ['7TZ0', '元件组合装置'],
  ],
};

/** The name of a variety code, or '' when it is not one of the kind's. */
export const mfgVarietyName = (typeCode: string, code: string): string => MFG_VARIETIES[typeCode as MfgCategory]?.find(([c]) => c === code)?.[1] ?? '';

/** 容器类别 (TSG 21-2016): set by the manufacturer from the chart, picked here, never computed (catalogue.md). */
export const VESSEL_CLASSES = ['Ⅰ类', 'Ⅱ类', 'Ⅲ类', '超高压'] as const;
/** 燃料（热源）种类 of the boiler data sheet (equipment-fields.md §3.1). */
export const BOILER_FUELS = ['油', '气', '煤', '煤、气', '水煤浆', '生物质', '木材', '电', '余热', '煤粉', '其他'] as const;
/** 额定蒸发量 (t/h, steam boilers) or 额定热功率 (MW, hot-water and thermal-oil boilers). */
export const BOILER_OUTPUT_UNITS = ['t/h', 'MW'] as const;

const num = (label: string, min: number, max: number) =>
  z
    .number({ error: `请填写${label}` })
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);
const positive = (label: string, max: number) =>
  z
    .number({ error: `请填写${label}` })
    .positive(`${label}必须大于0`)
    .max(max, `${label}不能大于${max}`);

/** The design parameters of each kind (the data sheets of equipment-fields.md §3), checked by the form and the server alike. */
export const MFG_PARAMS = {
  '2000': z.object({
    vesselClass: z.enum(VESSEL_CLASSES, { error: '请选择压力容器类别' }),
    volume: positive('容积(m³)', 100000),
    designPressure: positive('设计压力(MPa)', 1000),
    designTemperature: num('设计温度(℃)', -273, 1500),
    medium: requiredText('介质', 50),
  }),
  '1000': z.object({
    ratedOutput: positive('额定蒸发量（热功率）', 5000),
    outputUnit: z.enum(BOILER_OUTPUT_UNITS, { error: '请选择额定出力单位' }),
    ratedPressure: positive('额定工作压力(MPa)', 100),
    fuel: z.enum(BOILER_FUELS, { error: '请选择燃料（热源）种类' }),
  }),
  '7000': z.object({
    nominalSize: requiredText('公称尺寸', 30),
    pressureClass: requiredText('公称压力（压力等级）', 30),
  }),
} as const;
export type MfgParams = Record<string, string | number>;

/** The labels and units of each kind's design parameters, in the order forms, details and the certificate show them. */
export const MFG_PARAM_LABELS: Record<MfgCategory, ReadonlyArray<readonly [key: string, label: string, unit: string]>> = {
  '2000': [
    ['vesselClass', '容器类别', ''],
    ['volume', '容积', 'm³'],
    ['designPressure', '设计压力', 'MPa'],
    ['designTemperature', '设计温度', '℃'],
    ['medium', '介质', ''],
  ],
  '1000': [
    ['ratedOutput', '额定蒸发量（热功率）', ''],
    ['ratedPressure', '额定工作压力', 'MPa'],
    ['fuel', '燃料（热源）种类', ''],
  ],
  '7000': [
    ['nominalSize', '公称尺寸', ''],
    ['pressureClass', '公称压力（压力等级）', ''],
  ],
};

/** A product's design parameters as label and text, e.g. ['设计压力', '1.6 MPa'] (a boiler's output carries its own unit). */
export function mfgParamRows(typeCode: MfgCategory, params: MfgParams): Array<[string, string]> {
  return MFG_PARAM_LABELS[typeCode].map(([key, label, unit]) => {
    const value = params[key];
    const shown = value === undefined || value === '' ? '' : key === 'ratedOutput' ? `${value} ${params.outputUnit ?? ''}`.trim() : unit ? `${value} ${unit}` : String(value);
    return [label, shown];
  });
}

const mfgFields = {
  typeCode: z.enum(MFG_CATEGORY_CODES, { error: '请选择设备种类' }),
  catalogueCode: z.string({ error: '请选择设备品种' }).trim().min(1, '请选择设备品种').max(4, '设备品种不正确'),
  productName: requiredText('产品名称', 60),
  model: requiredText('型号（规格）', 60),
  productNo: requiredText('产品编号', 40),
  batchNo: optionalText(40),
  designUnit: requiredText('设计单位', 100),
  drawingNo: requiredText('设计图号', 60),
  licenceNo: requiredText('制造许可证编号', 40),
  material: requiredText('主体材料', 60),
  params: z.record(z.string(), z.union([z.string(), z.number()]), { error: '请填写设计参数' }),
  orgId: pickedId('监检机构'),
  contact: requiredText('联系人', 30),
  contactMobile: requiredRuled('联系人手机', mobile, 11),
  remark: optionalText(200),
};

/** The variety belongs to the kind, and the kind's design parameters are all there and right. */
function checkProduct(v: { typeCode: MfgCategory; catalogueCode: string; params: Record<string, unknown> }, ctx: z.RefinementCtx) {
  if (!mfgVarietyName(v.typeCode, v.catalogueCode)) ctx.addIssue({ code: 'custom', path: ['catalogueCode'], message: '设备品种与设备种类不符' });
  const parsed = MFG_PARAMS[v.typeCode].safeParse(v.params);
  if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: ['params', ...issue.path.map(String)], message: issue.message });
}

export const mfgForm = z.object(mfgFields).superRefine(checkProduct);
export type MfgForm = z.output<typeof mfgForm>;

/** Submitting sends it to the inspection body. */
export const saveMfgInput = z.object({ ...mfgFields, ...draftFields }).superRefine(checkProduct);
export type SaveMfgInput = z.input<typeof saveMfgInput>;

/** 监检结论 of a supervision inspection (workflows.md §6): a certificate only when passed. */
export const MFG_CONCLUSIONS = { pass: '合格', fail: '不合格' } as const;
export type MfgConclusion = keyof typeof MFG_CONCLUSIONS;

export const mfgRecord = z.object({
  id: z.string(),
  applyNo: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  unitUscc: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  typeCode: z.enum(MFG_CATEGORY_CODES),
  catalogueCode: z.string(),
  varietyName: z.string(),
  productName: z.string(),
  model: z.string(),
  productNo: z.string(),
  batchNo: z.string(),
  designUnit: z.string(),
  drawingNo: z.string(),
  licenceNo: z.string(),
  material: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  contact: z.string(),
  contactMobile: z.string(),
  remark: z.string(),
  state: z.enum(MFG_STATES),
  /** Which side the viewer is on. */
  side: z.enum(['maker', 'body']),
  submittedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The body's result: '' until recorded. */
  conclusion: z.enum(['', 'pass', 'fail']),
  inspectionDate: z.string(),
  resultRemark: z.string(),
  inspectorName: z.string(),
  certNo: z.string(),
  certifiedAt: z.string().nullable(),
  /** The last acceptance or return: who, when, and the reason of a return. */
  ...reviewOutcome,
  ...recordStamps,
});
export type MfgRecord = z.output<typeof mfgRecord>;

/** The keyword matches the number, product name, product number or model; on the body's side also the manufacturer's name. */
export const findMfgInput = pageInput.extend({ typeCode: choiceFilter(MFG_CATEGORY_CODES), ...stateAndKeyword(MFG_STATES) });
export type FindMfgInput = z.input<typeof findMfgInput>;

/** The certificates issued (the manufacturer its own, the body those it issued). */
export const findMfgCertInput = pageInput.extend({
  typeCode: choiceFilter(MFG_CATEGORY_CODES),
  /** Certificate number, product name, product number or model. */
  keyword: keywordFilter,
});

export const mfgIdInput = z.object({ id: pickedId('监检申请') });
const versioned = mfgIdInput.extend({ version: recordVersion });
export const mfgVersioned = versioned;
export const returnMfgInput = versioned.extend({ opinion: requiredText('退回原因', 500) });

const resultFields = {
  conclusion: z.enum(['pass', 'fail'], { error: '请选择监检结论' }),
  inspectionDate: requiredDate('监检日期'),
  resultRemark: optionalText(500),
};
const failSaysWhy = [
  (v: { conclusion: string; resultRemark: string }) => v.conclusion !== 'fail' || v.resultRemark.length > 0,
  { message: '监检结论为不合格时请填写不合格说明', path: ['resultRemark'] as PropertyKey[] },
] as const;

/** The body's result of one product, as its dialog holds it; a failed one says why. */
export const mfgResultForm = z.object(resultFields).refine(...failSaysWhy);
/** The same with the submission it is for. */
export const recordMfgInput = versioned.extend(resultFields).refine(...failSaysWhy);
export type RecordMfgInput = z.input<typeof recordMfgInput>;

/** The certificate's download: its record and a download token (signed endpoints take `token` too). */
export const mfgCertInput = z.object({ id: pickedId('监检申请') });

const SPEC = '/monitoring-handle (spec §2): manufacturing supervision inspection of vessels, boilers and piping components, beyond §7';
const ACCESS = 'monitoringHandle';
const monitoring = endpointsWith({ spec: SPEC, access: ACCESS });
/** The inspection body's steps on one submission, each answering it as it then stands. */
const bodyStep = endpointsWith({ spec: SPEC, access: ACCESS, output: mfgRecord, owns: { id: 'manufacture' } });

/** Both sides reach these through the 制造监督检验 menu; the service tells the manufacturer's side from the body's by role. */
export const manufactureApi = {
  ...filingEndpoints({
    base: '/a/stone/monitoring',
    spec: SPEC,
    noun: '制造监检申请',
    record: mfgRecord,
    find: findMfgInput,
    idInput: mfgIdInput,
    owner: ACCESS,
    owns: 'manufacture',
    save: saveMfgInput,
    versioned,
    // The inspection body's side: those addressed to it, which it reads through detail and accepts or returns.
    reviewer: ACCESS,
    omit: ['getForReview', 'decide'],
    titles: { queue: '制造监检受理' },
  }),
  certs: monitoring({ path: '/a/stone/monitoring/certs', title: '制造监检证书查询', input: findMfgCertInput, output: pageOf(mfgRecord) }),
  accept: bodyStep({ path: '/a/stone/monitoring/accept', title: '受理制造监检申请', input: versioned }),
  return: bodyStep({ path: '/a/stone/monitoring/return', title: '退回制造监检申请', input: returnMfgInput }),
  record: bodyStep({ path: '/a/stone/monitoring/record', title: '录入制造监检结果', input: recordMfgInput }),
  issue: bodyStep({ path: '/a/stone/monitoring/issue', title: '出具制造监检证书', input: versioned }),
  cert: monitoring({ path: '/a/stone/monitoring/cert', title: '下载制造监督检验证书', ...signedDownload, input: mfgCertInput, output: 'pdf', owns: { id: 'manufacture' } }),
} as const;

import { z } from 'zod';
import { recordStamps, reviewOutcome, STATES, STEPS, type Workflow } from '../domain/workflow';
import { EQUIPMENT_TYPES, type EquipmentTypeCode } from '../domain/codes';
import { deviceCode, email, mobile, phoneOrMobile, uscc } from '../validators/rules';
import { inspectionDates, optionalDate, optionalRuled, optionalText, requiredDate, requiredRuled, requiredText, recordVersion } from '../validators/zod';
import { choiceFilter, pageInput } from './envelope';
import { uploadSign } from './registration';
import { documentCheck } from './attachment';
import type { WorkType } from '../domain/licences';
import { entrustIdField } from './entrust';
import { inspectedDevice } from './equipment';
import { endpointsWith, pageOf } from './endpoint';
import { draftFields, filingEndpoints } from './filing';
import { APPLY_INSPECTION_KIND_KEYS, isSupervision, reliefPolicy, type SupervisionKind } from './fee';
import { OPINION_DEFECTS_MAX, opinionDefectInput, rectificationNeeds } from './opinion';

export type InspectionState = 'draft' | 'submitted' | 'returned' | 'refused' | 'accepted' | 'feeSet' | 'voucher' | 'paid' | 'scheduled' | 'inspecting' | 'completed';
export type InspectionAction =
  | 'submit'
  | 'withdraw'
  | 'return'
  | 'refuse'
  | 'accept'
  | 'setFee'
  | 'waive'
  | 'pay'
  | 'submitVoucher'
  | 'confirmVoucher'
  | 'rejectVoucher'
  | 'schedule'
  | 'start'
  | 'conclude'
  | 'complete';

/**
 * An online inspection application (在线报检, workflows.md §4). The unit picks devices and the inspection body it
 * applies to, and submits it confirmed by an SMS code; it can take it back (撤回) until the body accepts it. The
 * body accepts (受理编号, department, inspector), returns it for correction or refuses it; sets the fee of each
 * device from its fee table and relief policies; the unit pays by QR or uploads a transfer voucher that the body's
 * finance confirms; the body schedules, starts, concludes each device with its signed report, and completes.
 */
export const INSPECTION_FLOW: Workflow<InspectionState, InspectionAction> = {
  states: {
    draft: STATES.draft,
    submitted: STATES.toAccept,
    returned: STATES.returned,
    refused: STATES.refused,
    accepted: STATES.accepted,
    feeSet: { label: '待缴费', color: 'warning' },
    voucher: { label: '凭证待确认', color: 'processing' },
    paid: { label: '已缴费', color: 'success' },
    scheduled: { label: '已约检', color: 'processing' },
    inspecting: { label: '检验中', color: 'processing' },
    completed: { label: '检验完毕', color: 'success' },
  },
  transitions: [
    { action: 'submit', from: ['draft', 'returned'], to: 'submitted', label: '提交报检', by: 'owner' },
    STEPS.withdraw(['submitted'], 'draft'),
    STEPS.return(['submitted'], 'returned'),
    STEPS.refuse(['submitted'], 'refused'),
    STEPS.accept(['submitted'], 'accepted'),
    { action: 'setFee', from: ['accepted', 'feeSet'], to: 'feeSet', label: '核定费用', by: 'reviewer' },
    // Every line relieved in full: nothing to pay, so the body says so instead of asking for a payment.
    { action: 'waive', from: ['accepted', 'feeSet'], to: 'paid', label: '核定费用（全额减免）', by: 'reviewer' },
    { action: 'pay', from: ['feeSet'], to: 'paid', label: '扫码缴费', by: 'owner' },
    { action: 'submitVoucher', from: ['feeSet'], to: 'voucher', label: '上传缴费凭证', by: 'owner' },
    { action: 'confirmVoucher', from: ['voucher'], to: 'paid', label: '确认到账', by: 'reviewer' },
    { action: 'rejectVoucher', from: ['voucher'], to: 'feeSet', label: '退回凭证', by: 'reviewer', needsReason: true },
    { action: 'schedule', from: ['paid', 'scheduled'], to: 'scheduled', label: '约定检验', by: 'reviewer' },
    { action: 'start', from: ['scheduled'], to: 'inspecting', label: '开始检验', by: 'reviewer' },
    { action: 'conclude', from: ['inspecting'], to: 'inspecting', label: '出具检验结论', by: 'reviewer' },
    { action: 'complete', from: ['inspecting'], to: 'completed', label: '检验完毕', by: 'reviewer' },
  ],
};
export const INSPECTION_STATES = Object.keys(INSPECTION_FLOW.states) as [InspectionState, ...InspectionState[]];
/** States in which the unit may still change the application. */
export const INSPECTION_EDITABLE: readonly InspectionState[] = ['draft', 'returned'];
/** States in which the application holds its devices: no second application for them meanwhile. */
export const INSPECTION_OPEN: readonly InspectionState[] = ['submitted', 'returned', 'accepted', 'feeSet', 'voucher', 'paid', 'scheduled', 'inspecting'];
/** How long a payment QR stays valid. */
export const PAY_QR_MINUTES = 15;

/** Conclusions by category (workflows.md §6): boilers, vessels and pipelines have their own words. */
export const CONCLUSIONS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  '1000': ['conform', 'basicConform', 'nonConform'],
  '2000': ['conform', 'basicConform', 'nonConform'],
  '8000': ['conform', 'basicConform', 'nonConform'],
};
export const CONCLUSIONS_DEFAULT = ['pass', 'fail', 'repass', 'refail'] as const;
/** A supervision inspection passes or fails, whatever the category; only a pass gets the certificate. */
export const SUPERVISION_CONCLUSIONS = ['pass', 'fail'] as const;
export const conclusionsFor = (typeCode: string, kind = ''): readonly string[] =>
  isSupervision(kind) ? SUPERVISION_CONCLUSIONS : (CONCLUSIONS_BY_TYPE[typeCode] ?? CONCLUSIONS_DEFAULT);

/**
 * Legacy acceptance rule (workflows.md §4): a device overdue by more than 6 months on a yearly cycle, or more than a
 * year on a longer one, needs the regulator's opinion letter. The cycle is the device's own (last to next date) when
 * both are known, else a year.
 */
export function needsOpinionLetter(d: { lastInspectionDate: string | null; nextInspectionDate: string | null }, today: string): boolean {
  if (!d.nextInspectionDate || d.nextInspectionDate >= today) return false;
  const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;
  const cycle = d.lastInspectionDate ? days(d.lastInspectionDate, d.nextInspectionDate) : 365;
  return days(d.nextInspectionDate, today) > (cycle > 400 ? 365 : 183);
}

/** The documents an application is filed with (attachments of type `inspectionApply`). */
export const INSPECTION_DOCUMENTS = {
  applyScan: { label: '加盖公章的报检申请书', required: true },
  opinionLetter: { label: '监管部门意见书（超期设备）', required: false },
  other: { label: '其他材料', required: false },
} as const;

/** What the unit fills in; the devices are its own registered records, picked by id. */
export const inspectionApplyForm = z.object({
  orgId: z.string({ error: '请选择检验机构' }).trim().min(1, '请选择检验机构').max(64),
  inspectionKind: z.enum(APPLY_INSPECTION_KIND_KEYS, { error: '请选择检验类别' }),
  equipmentIds: z
    .array(z.string().trim().min(1).max(64))
    .min(1, '请至少选择一台设备')
    .max(50, '一次报检最多50台设备')
    .refine((ids) => new Set(ids).size === ids.length, '设备重复'),
  contact: requiredText('联系人', 32),
  contactMobile: requiredRuled('联系人手机号码', mobile, 11),
  email: optionalRuled(email, 100),
  /** Where the paper reports are mailed. */
  mailAddress: requiredText('报告邮寄地址', 200),
  mailReceiver: requiredText('收件人', 32),
  mailPhone: requiredRuled('收件人电话', phoneOrMobile, 32),
  /** The date the unit would like the inspection; the body agrees the actual date. */
  expectedDate: optionalDate('期望检验日期'),
  remark: optionalText(500),
});
export type InspectionApplyForm = z.output<typeof inspectionApplyForm>;

/** What the save of an online application adds to its form. */
const onlineSaveFields = {
  ...draftFields,
  /** Spec §7 authCode: the SMS code sent to the contact's mobile, required to submit. */
  authCode: z.string().trim().max(6).default(''),
  /** Spec §7 isPc: filed from a desktop (true) or a phone. */
  isPc: z.coerce.boolean().default(true),
};

export const saveInspectionApplyInput = inspectionApplyForm.extend({
  ...onlineSaveFields,
  /** 委托申报: the authorisation in force under which an agent files for its principal ('' for the unit's own). */
  entrustId: entrustIdField,
});
export type SaveInspectionApplyInput = z.input<typeof saveInspectionApplyInput>;

/** One device of an application, with what the body concluded on it. */
export const inspectionItem = z.object({
  id: z.string(),
  ...inspectedDevice,
  address: z.string(),
  /** The device's next inspection date when the application was saved, and whether it needs the opinion letter. */
  dueDate: z.string().nullable(),
  needsLetter: z.boolean(),
  conclusion: z.string(),
  inspectionDate: z.string(),
  nextInspectionDate: z.string(),
  reportNo: z.string(),
  defects: z.string(),
  /** The body's signed report (an attachment id); '' until concluded. */
  reportFileId: z.string(),
  concludedAt: z.string().nullable(),
});
export type InspectionItem = z.output<typeof inspectionItem>;

/** One fee line: a device priced from the body's fee table, less a relief policy. */
export const feeLine = z.object({
  itemId: z.string(),
  deviceCode: z.string(),
  productName: z.string(),
  feeItemId: z.string(),
  /** 核定类型: the fee item's name and band, as it stood when the fee was set. */
  basis: z.string(),
  standardFen: z.number(),
  reliefPolicyId: z.string(),
  reliefName: z.string(),
  reliefFen: z.number(),
  payableFen: z.number(),
});
export type FeeLine = z.output<typeof feeLine>;

export const inspectionApplyRecord = z.object({
  id: z.string(),
  applyNo: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  unitUscc: z.string(),
  /** Filed without an account (saveForNoAccount); it joins the unit's records when the unit registers. */
  noAccount: z.boolean(),
  /** 委托申报: the authorisation an agent filed under, and the agent's name ('' when the unit filed itself). */
  entrustId: z.string(),
  agentName: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  inspectionKind: z.string(),
  /** A supervision inspection's construction notice, its 告知编号 and the use unit it names; '' otherwise. */
  constructionId: z.string(),
  noticeNo: z.string(),
  useUnitName: z.string(),
  /** The caller only reads it: a supervision of the caller's devices, filed by the construction unit. */
  readOnly: z.boolean(),
  contact: z.string(),
  contactMobile: z.string(),
  email: z.string(),
  mailAddress: z.string(),
  mailReceiver: z.string(),
  mailPhone: z.string(),
  expectedDate: z.string(),
  remark: z.string(),
  isPc: z.boolean(),
  items: z.array(inspectionItem),
  state: z.enum(INSPECTION_STATES),
  submittedAt: z.string().nullable(),
  acceptNo: z.string(),
  acceptedAt: z.string().nullable(),
  department: z.string(),
  inspectorName: z.string(),
  inspectorPhone: z.string(),
  fees: z.array(feeLine),
  standardFen: z.number(),
  reliefFen: z.number(),
  payableFen: z.number(),
  feeSetAt: z.string().nullable(),
  /** '' until paid; qr, voucher or waived. */
  payMethod: z.string(),
  paidFen: z.number(),
  paidAt: z.string().nullable(),
  /** The provider's transaction number of a QR payment. */
  transactionId: z.string(),
  /** The voucher attachment under finance's review, and finance's last answer on a voucher. */
  voucherFileId: z.string(),
  scheduledDate: z.string(),
  scheduledPlace: z.string(),
  completedAt: z.string().nullable(),
  ...reviewOutcome,
  ...recordStamps,
});
export type InspectionApplyRecord = z.output<typeof inspectionApplyRecord>;

export const findInspectionApplyInput = pageInput.extend({
  state: choiceFilter(INSPECTION_STATES),
  /** Supervision inspections only, or every other kind; absent: all. */
  group: choiceFilter(['periodic', 'supervision']),
  /** Application or acceptance number, device code or product name. */
  keyword: z.string().trim().max(50).default(''),
});
export const inspectionApplyIdInput = z.object({ id: z.string({ error: '请选择报检申请' }).trim().min(1, '请选择报检申请').max(64) });
const versioned = inspectionApplyIdInput.extend({ version: recordVersion });

/** Devices of the unit an application may name, with their due state (workflows.md §7). */
export const applicableEquipmentInput = pageInput.extend({
  keyword: z.string().trim().max(50).default(''),
  /** Only devices due within 30 days or overdue. */
  dueOnly: z.coerce.boolean().default(false),
  ids: z.array(z.string().trim().max(64)).max(50).optional(),
  /** The principal's devices that an authorisation in force covers, instead of the caller's own. */
  entrustId: entrustIdField,
});
export const applicableEquipment = z.object({
  id: z.string(),
  typeCode: z.string(),
  catalogueCode: z.string(),
  deviceCode: z.string(),
  certNo: z.string(),
  productName: z.string(),
  address: z.string(),
  lastInspectionDate: z.string().nullable(),
  nextInspectionDate: z.string().nullable(),
  inspectionOrg: z.string(),
  needsLetter: z.boolean(),
  /** The open application holding the device, if any: it cannot be picked again. */
  openApplyNo: z.string(),
});

export const inspectionOrg = z.object({ id: z.string(), name: z.string(), phone: z.string(), address: z.string() });

export const chargeInput = inspectionApplyIdInput;
/** The fee notice (缴费通知): lines, totals and how to pay. */
export const chargeNotice = z.object({
  applyNo: z.string(),
  acceptNo: z.string(),
  orgName: z.string(),
  fees: z.array(feeLine),
  standardFen: z.number(),
  reliefFen: z.number(),
  payableFen: z.number(),
  state: z.enum(INSPECTION_STATES),
  payMethod: z.string(),
  paidFen: z.number(),
  paidAt: z.string().nullable(),
  transactionId: z.string(),
});

export const findReliefInput = z.object({ orgId: z.string().trim().max(64).default('') });

/** A payment QR and where its order stands; the page follows `state` until paid. */
export const payOrderView = z.object({
  applyNo: z.string(),
  payableFen: z.number(),
  outTradeNo: z.string(),
  state: z.enum(['open', 'paid', 'closed', 'expired']),
  /** What the QR encodes (the provider's code_url); '' once paid or closed. */
  codeUrl: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  applyState: z.enum(INSPECTION_STATES),
});
export type PayOrderState = z.output<typeof payOrderView>;
export const toPayInput = inspectionApplyIdInput.extend({
  /** Open a new QR even if the current one is still valid (the page's 刷新二维码). */
  renew: z.coerce.boolean().default(false),
});

export const updatePayCertInput = versioned.extend({
  /** The uploaded voucher (an attachment of the application, kind payVoucher). */
  fileId: z.string({ error: '请上传缴费凭证' }).trim().min(1, '请上传缴费凭证').max(64),
});

// ---- supervision inspections (监督检验) of construction work ----

/** The supervision a construction notice's work needs. */
export const SUPERVISION_KIND_OF_WORK: Readonly<Record<WorkType, SupervisionKind>> = {
  install: 'installSupervision',
  modify: 'modifySupervision',
  repair: 'repairSupervision',
};

/** The documents a supervision application is filed with (attachments of type `inspectionApply`). */
export const SUPERVISION_DOCUMENTS = {
  applyScan: { label: '加盖公章的监督检验申请书', required: true },
  other: { label: '其他材料', required: false },
} as const;

/**
 * What the construction unit fills in for a supervision inspection: the devices and the kind come from the received
 * construction notice it names, so only the body, contacts and mailing address are typed.
 */
export const supervisionApplyForm = inspectionApplyForm.omit({ inspectionKind: true, equipmentIds: true }).extend({
  constructionId: z.string({ error: '请选择施工告知' }).trim().min(1, '请选择施工告知').max(64),
});
export type SupervisionApplyForm = z.output<typeof supervisionApplyForm>;
export const saveSupervisionApplyInput = supervisionApplyForm.extend(onlineSaveFields);
export type SaveSupervisionApplyInput = z.input<typeof saveSupervisionApplyInput>;

/** A received construction notice of the unit that a supervision application can name. */
export const supervisableNotice = z.object({
  id: z.string(),
  noticeNo: z.string(),
  workType: z.string(),
  inspectionKind: z.string(),
  typeCode: z.string(),
  catalogueCode: z.string(),
  useUnitName: z.string(),
  address: z.string(),
  supervisionBody: z.string(),
  plannedStart: z.string(),
  plannedEnd: z.string(),
  receivedAt: z.string().nullable(),
  devices: z.array(z.object({ deviceCode: z.string(), productName: z.string(), model: z.string(), productNo: z.string() })),
  /** The application already under way on the notice, if any: the notice cannot be named again. */
  openApplyNo: z.string(),
});
export type SupervisableNotice = z.output<typeof supervisableNotice>;
export const supervisableNoticesInput = pageInput.extend({ keyword: z.string().trim().max(50).default('') });

/** A device's record as an application shows it (spec queryEquDetail). */
export const queryEquDetailInput = z.object({ equipmentId: z.string({ error: '请选择设备' }).trim().min(1, '请选择设备').max(64) });

// ---- a unit without an account (saveForNoAccount, /notLoginOnlinePay) ----

/** A device as a unit without an account declares it: the portal has no record of it, so the body checks it on site. */
export const declaredDevice = z
  .object({
    typeCode: z.enum(Object.values(EQUIPMENT_TYPES) as [EquipmentTypeCode, ...EquipmentTypeCode[]], { error: '请选择设备类别' }),
    deviceCode: optionalRuled(deviceCode, 18),
    certNo: optionalText(40),
    productName: requiredText('设备名称', 100),
    address: requiredText('设备使用地点', 200),
    /** The dates on its last report, to tell whether the regulator's opinion letter is needed. */
    lastInspectionDate: optionalDate('上次检验日期'),
    nextInspectionDate: optionalDate('下次检验日期'),
  })
  .refine((d) => d.deviceCode !== '' || d.certNo !== '', { message: '请填写设备代码或使用登记证编号', path: ['deviceCode'] })
  .superRefine(inspectionDates({ key: 'lastInspectionDate', label: '上次检验日期' }, { key: 'nextInspectionDate', label: '下次检验日期' }));
export type DeclaredDevice = z.output<typeof declaredDevice>;

export const saveForNoAccountInput = inspectionApplyForm.omit({ equipmentIds: true }).extend({
  /** The id the documents were uploaded under (noAccountUploadSign); it becomes the application's id. */
  draftId: z.string({ error: '请上传报检材料' }).regex(/^[\w-]{16,32}$/, '请上传报检材料'),
  unitName: requiredText('单位名称', 100),
  uscc: requiredRuled('统一社会信用代码', uscc, 18),
  devices: z
    .array(declaredDevice)
    .min(1, '请至少填写一台设备')
    .max(20, '一次报检最多20台设备')
    .refine((ds) => new Set(ds.map((d) => d.deviceCode || d.certNo)).size === ds.length, '设备重复'),
  authCode: z
    .string({ error: '请填写短信验证码' })
    .trim()
    .regex(/^\d{6}$/, '请填写6位短信验证码'),
  isPc: z.coerce.boolean().default(true),
});
export type SaveForNoAccountInput = z.input<typeof saveForNoAccountInput>;
export const noAccountReceipt = z.object({ applyNo: z.string(), contactMobile: z.string() });

export const noAccountUploadSignInput = z.object({
  draftId: z
    .string()
    .regex(/^[\w-]{16,32}$/, '申请编号不正确')
    .optional(),
});

/** /notLoginOnlinePay: the application number and the code sent to its contact's mobile open its fee notice, and nothing else. */
export const notLoginQueryInput = z.object({
  applyNo: requiredText('申请编号', 20),
  mobile: requiredRuled('联系人手机号码', mobile, 11),
  authCode: z
    .string({ error: '请填写短信验证码' })
    .trim()
    .regex(/^\d{6}$/, '请填写6位短信验证码'),
});
/** What the page shows: the application's progress and fee notice, not the unit's data. */
export const notLoginApply = z.object({
  accessToken: z.string(),
  applyNo: z.string(),
  acceptNo: z.string(),
  orgName: z.string(),
  inspectionKind: z.string(),
  state: z.enum(INSPECTION_STATES),
  submittedAt: z.string().nullable(),
  scheduledDate: z.string(),
  fees: z.array(feeLine),
  standardFen: z.number(),
  reliefFen: z.number(),
  payableFen: z.number(),
  payMethod: z.string(),
  paidFen: z.number(),
  paidAt: z.string().nullable(),
  transactionId: z.string(),
});
export type NotLoginApply = z.output<typeof notLoginApply>;
const accessToken = z.string({ error: '查询已失效，请重新查询' }).trim().min(1, '查询已失效，请重新查询').max(100, '查询已失效，请重新查询');
export const notLoginTokenInput = z.object({ accessToken });
export const notLoginToPayInput = z.object({ accessToken, renew: z.coerce.boolean().default(false) });

// ---- the inspection body's console ----

export const acceptInput = versioned.extend({
  acceptNo: requiredText('受理编号', 32),
  department: requiredText('检验部门', 50),
  inspectorName: requiredText('检验联系人', 32),
  inspectorPhone: requiredRuled('检验联系人电话', phoneOrMobile, 32),
});
export const refuseInput = versioned.extend({
  action: z.enum(['return', 'refuse'], { error: '请选择退回或不予受理' }),
  opinion: requiredText('原因', 500),
});

/** The body's fee for one device: a fee item of its table and, optionally, a relief policy. */
export const setFeeInput = versioned.extend({
  lines: z
    .array(
      z.object({
        itemId: z.string().trim().min(1).max(64),
        feeItemId: z.string({ error: '请选择收费项目' }).trim().min(1, '请选择收费项目').max(64),
        reliefPolicyId: z.string().trim().max(64).default(''),
      }),
    )
    .min(1, '请核定每台设备的费用')
    .max(50),
});
/** The fee items and relief policies that fit each device of an application, for the fee form. */
export const feeChoices = z.object({
  lines: z.array(
    z.object({
      itemId: z.string(),
      deviceCode: z.string(),
      productName: z.string(),
      feeItems: z.array(z.object({ id: z.string(), label: z.string(), amountFen: z.number() })),
      /** The most specific fitting item (a variety's over the category's), '' when none fits. */
      suggested: z.string(),
      reliefs: z.array(z.object({ id: z.string(), label: z.string(), condition: z.string() })),
    }),
  ),
});

export const scheduleInput = versioned.extend({
  scheduledDate: requiredDate('检验日期'),
  scheduledPlace: requiredText('检验地点', 200),
});
export const voucherDecisionInput = versioned.extend({
  action: z.enum(['confirmVoucher', 'rejectVoucher'], { error: '请选择确认或退回' }),
  opinion: z.string().trim().max(500).default(''),
});
export const stepInput = versioned.extend({ action: z.enum(['start', 'complete'], { error: '请选择操作' }) });

/** One device's conclusion, with the body's signed report PDF uploaded first (attachment type inspectionReport, bizId = itemId). */
export const concludeInput = z
  .object({
    id: z.string({ error: '请选择报检申请' }).trim().min(1, '请选择报检申请').max(64),
    version: recordVersion,
    itemId: z.string({ error: '请选择设备' }).trim().min(1, '请选择设备').max(64),
    conclusion: z.string({ error: '请选择检验结论' }).trim().min(1, '请选择检验结论').max(16),
    inspectionDate: requiredDate('检验日期'),
    nextInspectionDate: optionalDate('下次检验日期'),
    reportNo: requiredText('报告编号', 40),
    /** The summary readers of the item show; with a defect list the server writes the list's problems here. */
    defects: optionalText(1000),
    reportFileId: z.string({ error: '请上传检验报告' }).trim().min(1, '请上传检验报告').max(64),
    /** The defects found, one by one: any issue an opinion notice (opinion.ts, rectificationNeeds). */
    defectList: z.array(opinionDefectInput).max(OPINION_DEFECTS_MAX, `最多填写${OPINION_DEFECTS_MAX}条问题`).default([]),
    /** 整改期限 of the notice. */
    rectifyDeadline: optionalDate('整改期限'),
  })
  .superRefine(inspectionDates({ key: 'inspectionDate', label: '检验日期' }, { key: 'nextInspectionDate', label: '下次检验日期' }))
  .refine((v) => !rectificationNeeds(v.conclusion, 0).defects || v.defectList.length > 0, { message: '该检验结论须逐条填写发现的问题', path: ['defectList'] })
  .refine((v) => !rectificationNeeds(v.conclusion, v.defectList.length).deadline || v.rectifyDeadline !== '', { message: '请填写整改期限', path: ['rectifyDeadline'] })
  .refine((v) => !v.rectifyDeadline || v.rectifyDeadline > v.inspectionDate, { message: '整改期限须晚于检验日期', path: ['rectifyDeadline'] });

export const findQueueInput = findInspectionApplyInput.extend({
  /** Finance's list: applications whose voucher awaits confirmation. */
  voucherOnly: z.coerce.boolean().default(false),
});

const SPEC = '§7 /a/stone/appOnline/*: online inspection and payment';
const CONSOLE = 'Beyond spec §7: the inspection body decides the applications addressed to it';
const apply = 'companyService.apply';
const query = 'companyService.query';
/** What the calls on one application answer, and the application they take. */
const onApplication = { output: inspectionApplyRecord, owns: { id: 'inspectionApply' } } as const;
const owner = endpointsWith({ spec: SPEC, access: apply });
const reading = endpointsWith({ spec: SPEC, access: query, owns: onApplication.owns });
const paying = endpointsWith({ spec: SPEC, access: 'companyService.pay', owns: onApplication.owns });
const SUPERVISION = '§2 /company-service/online-superintend: supervision-inspection applications on a received construction notice';
const supervision = endpointsWith({ spec: SUPERVISION, access: 'companyService.superintend' });
const noAccount = endpointsWith({ spec: '§7 saveForNoAccount and the /notLoginOnlinePay route: a unit without an account applies and pays, proven by SMS', access: 'public' });
const bodyQueue = endpointsWith({ spec: CONSOLE, access: 'inspection.queue' });
const bodyStep = endpointsWith({ spec: CONSOLE, access: 'inspection.queue', ...onApplication });
const financeQueue = endpointsWith({ spec: CONSOLE, access: 'inspection.finance' });
const financeStep = endpointsWith({ spec: CONSOLE, access: 'inspection.finance', ...onApplication });

export const onlineApplyApi = {
  ...filingEndpoints({
    base: '/a/stone/appOnline',
    spec: SPEC,
    noun: '报检申请',
    record: inspectionApplyRecord,
    find: findInspectionApplyInput,
    idInput: inspectionApplyIdInput,
    owner: apply,
    access: { list: query, detail: query },
    owns: 'inspectionApply',
    save: saveInspectionApplyInput,
    saveOwns: { entrustId: 'entrust' },
    versioned,
    names: { withdraw: 'revocation' },
    titles: { list: '报检申请列表', delete: '删除报检草稿' },
  }),
  orgs: owner({
    path: '/a/stone/appOnline/orgs',
    title: '可报检的检验机构',
    // Public: a unit without an account picks the body too; names and phones of bodies are public anyway.
    access: 'public',
    output: z.array(inspectionOrg),
  }),
  applicable: owner({
    path: '/a/stone/appOnline/applicable',
    title: '可报检的设备',
    input: applicableEquipmentInput,
    output: pageOf(applicableEquipment),
    owns: { ids: 'equipment', entrustId: 'entrust' },
  }),
  superintendNotices: supervision({
    path: '/a/stone/appOnline/superintendNotices',
    title: '可申请监督检验的施工告知',
    input: supervisableNoticesInput,
    output: pageOf(supervisableNotice),
  }),
  saveSuperintend: supervision({
    path: '/a/stone/appOnline/saveSuperintend',
    title: '保存或提交监督检验申请',
    input: saveSupervisionApplyInput,
    output: inspectionApplyRecord,
    owns: { id: 'inspectionApply', constructionId: 'construction' },
  }),
  checkAtt: reading({ path: '/a/stone/appOnline/checkAtt', title: '报检材料检查', input: inspectionApplyIdInput, output: documentCheck }),
  getChargeInspectionFee: reading({ path: '/a/stone/appOnline/getChargeInspectionFee', title: '检验费用通知', input: chargeInput, output: chargeNotice }),
  findChaReliefPolicys: owner({
    path: '/a/stone/appOnline/findChaReliefPolicys',
    title: '检验费用减免政策',
    access: 'session',
    input: findReliefInput,
    output: z.array(reliefPolicy),
  }),
  toPay: paying({ path: '/a/stone/appOnline/toPay', title: '获取缴费二维码', input: toPayInput, output: payOrderView }),
  payState: paying({ path: '/a/stone/appOnline/payState', title: '缴费状态', input: inspectionApplyIdInput, output: payOrderView.nullable() }),
  updatePayCert: paying({ path: '/a/stone/appOnline/updatePayCert', title: '上传缴费凭证', input: updatePayCertInput, output: inspectionApplyRecord }),
  noAccountUploadSign: noAccount({ path: '/a/stone/appOnline/noAccountUploadSign', title: '无账号报检材料上传签名', input: noAccountUploadSignInput, output: uploadSign }),
  saveForNoAccount: noAccount({ path: '/a/stone/appOnline/saveForNoAccount', title: '无账号报检', input: saveForNoAccountInput, output: noAccountReceipt }),
  notLoginQuery: noAccount({ path: '/a/stone/appOnline/notLoginQuery', title: '免登录查询报检与缴费', input: notLoginQueryInput, output: notLoginApply }),
  notLoginRefresh: noAccount({ path: '/a/stone/appOnline/notLoginRefresh', title: '免登录报检进度', input: notLoginTokenInput, output: notLoginApply }),
  notLoginToPay: noAccount({ path: '/a/stone/appOnline/notLoginToPay', title: '免登录获取缴费二维码', input: notLoginToPayInput, output: payOrderView }),
  notLoginPayState: noAccount({ path: '/a/stone/appOnline/notLoginPayState', title: '免登录缴费状态', input: notLoginTokenInput, output: payOrderView.nullable() }),
  queryEquDetail: owner({
    path: '/a/stone/appOnline/queryEquDetail',
    title: '报检设备详情',
    input: queryEquDetailInput,
    output: applicableEquipment,
    owns: { equipmentId: 'equipment' },
  }),
  findQueue: bodyQueue({ path: '/a/stone/appOnline/findQueue', title: '报检受理队列', input: findQueueInput, output: pageOf(inspectionApplyRecord) }),
  getForReview: bodyStep({ path: '/a/stone/appOnline/getForReview', title: '报检申请（检验机构）', input: inspectionApplyIdInput }),
  accept: bodyStep({ path: '/a/stone/appOnline/accept', title: '受理报检申请', input: acceptInput }),
  refuse: bodyStep({ path: '/a/stone/appOnline/refuse', title: '退回或不予受理', input: refuseInput }),
  feeChoices: bodyStep({ path: '/a/stone/appOnline/feeChoices', title: '可用的收费项目与减免政策', input: inspectionApplyIdInput, output: feeChoices }),
  setFee: bodyStep({ path: '/a/stone/appOnline/setFee', title: '核定检验费用', input: setFeeInput }),
  schedule: bodyStep({ path: '/a/stone/appOnline/schedule', title: '约定检验', input: scheduleInput }),
  step: bodyStep({ path: '/a/stone/appOnline/step', title: '开始检验或检验完毕', input: stepInput }),
  conclude: bodyStep({ path: '/a/stone/appOnline/conclude', title: '出具检验结论', input: concludeInput }),
  findVouchers: financeQueue({ path: '/a/stone/appOnline/findVouchers', title: '待确认的缴费凭证', input: findQueueInput, output: pageOf(inspectionApplyRecord) }),
  getForFinance: financeStep({ path: '/a/stone/appOnline/getForFinance', title: '报检申请（财务）', input: inspectionApplyIdInput }),
  decideVoucher: financeStep({ path: '/a/stone/appOnline/decideVoucher', title: '确认或退回缴费凭证', input: voucherDecisionInput }),
} as const;

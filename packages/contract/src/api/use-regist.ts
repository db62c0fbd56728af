import { z } from 'zod';
import { TERMS } from '../domain/glossary';
import { REGISTRY_REVIEW_STATES, registryDecisionInput, registryProgress, registryReviewSteps, STATES, STEPS, type Workflow } from '../domain/workflow';
import { mobile, phoneOrMobile } from '../validators/rules';
import { optionalRuled, optionalText, pickedArea, recordVersion, requiredDate, requiredRuled, requiredText } from '../validators/zod';
import { choiceFilter, pageInput } from './envelope';
import { entrustIdField } from './entrust';
import { documentCheck } from './attachment';
import { endpointsWith } from './endpoint';
import { draftFields, filingEndpoints } from './filing';

export type UseRegistState = 'draft' | 'submitted' | 'accepted' | 'returned' | 'refused' | 'approved';
export type UseRegistAction = 'submit' | 'withdraw' | 'accept' | 'return' | 'refuse' | 'approve';

/**
 * A use registration (workflows.md §1): the unit drafts and submits; the registry accepts it (the
 * statutory clock starts), returns it with what is missing (the unit corrects and submits again),
 * refuses it (不予受理, final) or approves it, which issues the certificate number. The unit may take
 * a submission back into its drafts until the registry has accepted it.
 */
export const USE_REGIST_FLOW: Workflow<UseRegistState, UseRegistAction> = {
  states: {
    draft: STATES.draft,
    ...REGISTRY_REVIEW_STATES,
    approved: { label: '已发证', color: 'success' },
  },
  transitions: [
    { action: 'submit', from: ['draft', 'returned'], to: 'submitted', label: '提交', by: 'owner' },
    STEPS.withdraw(['submitted'], 'draft'),
    ...registryReviewSteps('审核通过并发证'),
  ],
};
export const USE_REGIST_STATES = Object.keys(USE_REGIST_FLOW.states) as [UseRegistState, ...UseRegistState[]];
/** States in which the unit may still change what it applies for. */
export const USE_REGIST_EDITABLE: readonly UseRegistState[] = ['draft', 'returned'];

/** An equipment record's registration state (equipment-fields.md §1.4); only registry decisions move it. */
export const REG_STATES = {
  unregistered: '未登记',
  notified: '已告知',
  registered: '已登记',
  stopped: '停用',
  underWork: '改造/维修监检中',
  cancelled: '注销',
  scrapped: '报废',
} as const;
export type RegState = keyof typeof REG_STATES;
/** States from which equipment may apply for its first use registration. */
export const REGISTRABLE_STATES: readonly RegState[] = ['unregistered', 'notified'];

/** 登记类别 of the registration form (equipment-fields.md §2); this application is the first registration of new equipment. */
export const USE_REGIST_KIND = '新设备首次启用';

/**
 * The documents a registration needs (workflows.md §1), by kind of the `useRegist` attachments, and
 * which categories (first digit of the type code) need each; '*' is every category.
 */
export const USE_REGIST_DOCUMENTS: Readonly<Record<string, { label: string; types: readonly string[] | '*' }>> = {
  registForm: { label: '使用登记表（加盖使用单位公章）', types: '*' },
  usccProof: { label: '使用单位统一社会信用代码证明', types: '*' },
  productCert: { label: '产品合格证（含产品数据表）', types: '*' },
  supervisionCert: { label: '监督检验证书', types: ['1', '2', '3', '4', '6', '8', '9'] },
  firstInspection: { label: '首次检验报告', types: ['5'] },
  energyProof: { label: '锅炉能效测试报告', types: ['1'] },
};

/** The kinds of document a category's registration needs. */
export const requiredUseRegistDocuments = (typeCode: string): string[] =>
  Object.entries(USE_REGIST_DOCUMENTS)
    .filter(([, d]) => d.types === '*' || d.types.includes(typeCode[0] ?? ''))
    .map(([kind]) => kind);

const text = (label: string, max: number, required = false) => (required ? requiredText(label, max) : optionalText(max));

/**
 * What the unit fills in on the registration form besides the equipment record itself (equipment-fields.md
 * §1.2): where and since when the equipment is used, who answers for it, who filled the form. The
 * product data come from the equipment record, which the unit keeps in 设备信息维护.
 */
export const useRegistForm = z.object({
  equipmentId: z.string({ error: '请选择设备' }).trim().min(1, '请选择设备').max(64),
  putIntoUseDate: requiredDate('投入使用日期'),
  areaCode: pickedArea('设备使用地点所在区域'),
  address: text('设备使用地点', 200, true),
  internalNo: text('单位内编号', 50),
  safetyManager: text('安全管理人员', 32, true),
  safetyManagerMobile: requiredRuled('安全管理人员手机号码', mobile, 11),
  maintenanceUnit: text(TERMS.maintenanceUnit, 100),
  maintenancePhone: optionalRuled(phoneOrMobile, 32),
  propertyUnit: text('产权单位', 100),
  contactPerson: text('联系人', 32, true),
  contactPhone: requiredRuled('联系电话', phoneOrMobile, 32),
  fillerName: text('填表人员', 32, true),
  fillDate: requiredDate('填表日期'),
  remark: text('备注', 500),
});
export type UseRegistForm = z.output<typeof useRegistForm>;

/** Rules that depend on the equipment's category, checked on the server once the equipment is known and by the form. */
export function registFormProblems(
  form: Pick<UseRegistForm, 'internalNo' | 'maintenanceUnit' | 'maintenancePhone' | 'putIntoUseDate' | 'fillDate'>,
  typeCode: string,
  today: string,
) {
  const problems: { path: keyof UseRegistForm; message: string }[] = [];
  if (typeCode === '3000' && !form.internalNo) problems.push({ path: 'internalNo', message: '请填写单位内编号（电梯必填）' });
  if (typeCode === '3000' && !form.maintenanceUnit) problems.push({ path: 'maintenanceUnit', message: `请填写${TERMS.maintenanceUnit}（电梯必填）` });
  if (typeCode === '3000' && !form.maintenancePhone) problems.push({ path: 'maintenancePhone', message: `请填写${TERMS.maintenanceUnit}电话（电梯必填）` });
  if (form.fillDate > today) problems.push({ path: 'fillDate', message: '填表日期不能晚于今天' });
  return problems;
}

export const saveUseRegistInput = useRegistForm.extend({
  ...draftFields,
  /** 委托申报: the authorisation in force under which an agent files for its principal ('' for the unit's own). */
  entrustId: entrustIdField,
});

export type SaveUseRegistInput = z.input<typeof saveUseRegistInput>;

/** The equipment an application is for, as the lists show it. */
export const useRegistEquipment = z.object({
  id: z.string(),
  typeCode: z.string(),
  catalogueCode: z.string(),
  deviceCode: z.string(),
  productName: z.string(),
  model: z.string(),
  productNo: z.string(),
  manufacturer: z.string(),
  useStatus: z.string(),
  regState: z.string(),
  /** The maintenance unit and phone a claimed assignment set (维保单位变更): the form shows and sends these, read-only; null while declared. */
  assignedMaintenance: z.object({ unit: z.string(), phone: z.string() }).nullable(),
});

export const useRegistRecord = useRegistForm.extend({
  id: z.string(),
  applyNo: z.string(),
  regKind: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  equipment: useRegistEquipment,
  registryName: z.string(),
  /** 委托申报: the authorisation an agent filed under, and the agent's name ('' when the unit filed itself). */
  entrustId: z.string(),
  agentName: z.string(),
  state: z.enum(USE_REGIST_STATES),
  certNo: z.string(),
  ...registryProgress,
});
export type UseRegistRecord = z.output<typeof useRegistRecord>;

export const findUseRegistInput = pageInput.extend({
  state: choiceFilter(USE_REGIST_STATES),
  /** Application number, device code or product name. */
  keyword: z.string().trim().max(50).default(''),
});
export const useRegistIdInput = z.object({ id: z.string({ error: '请选择登记申请' }).trim().min(1, '请选择登记申请').max(64) });

export const copyUseRegistInput = z.object({
  id: z.string({ error: '请选择要复制的登记申请' }).trim().min(1, '请选择要复制的登记申请').max(64),
  equipmentId: z.string({ error: '请选择设备' }).trim().min(1, '请选择设备').max(64),
});

export const decideUseRegistInput = registryDecisionInput('登记申请');

/** The unit's equipment that may be registered now: not registered, and no registration under way. */
export const registrableEquipmentInput = z.object({
  keyword: z.string().trim().max(50).default(''),
  /** The principal's devices that an authorisation in force covers, instead of the caller's own. */
  entrustId: entrustIdField,
});

const SPEC = '§7 /a/stone/epPemUseregistApply/*: use-registration applications';
const apply = 'useRecord.apply';
const query = 'useRecord.query';
const review = 'registry.useRegist';
const applying = endpointsWith({ spec: SPEC, access: apply });

/** Spec §7 /a/stone/epPemUseregistApply/*, and the registry's side of the same applications. */
export const useRegistApi = {
  ...filingEndpoints({
    base: '/a/stone/epPemUseregistApply',
    spec: SPEC,
    noun: '使用登记申请',
    record: useRegistRecord,
    find: findUseRegistInput,
    idInput: useRegistIdInput,
    owner: apply,
    access: { list: query, detail: query },
    owns: 'useRegist',
    save: saveUseRegistInput,
    saveOwns: { equipmentId: 'equipment', entrustId: 'entrust' },
    versioned: useRegistIdInput.extend({ version: recordVersion }),
    // The registry's queue: applications in its areas, whichever unit filed them.
    reviewer: review,
    decide: decideUseRegistInput,
    names: { queue: 'findQueue' },
    titles: { list: '使用登记申请列表', queue: '使用登记审核列表', getForReview: '使用登记审核详情' },
  }),
  registrable: applying({
    path: '/a/stone/epPemUseregistApply/registrable',
    title: '可申请使用登记的设备',
    input: registrableEquipmentInput,
    // What the form starts from: the place and people as the equipment record has them.
    output: z.array(
      useRegistEquipment.extend({
        address: z.string(),
        areaCode: z.string(),
        internalNo: z.string(),
        safetyManager: z.string(),
        maintenanceUnit: z.string(),
        maintenancePhone: z.string(),
      }),
    ),
    owns: { entrustId: 'entrust' },
  }),
  copy: applying({
    path: '/a/stone/epPemUseregistApply/copy',
    title: '复制使用登记申请',
    input: copyUseRegistInput,
    output: useRegistRecord,
    owns: { id: 'useRegist', equipmentId: 'equipment' },
  }),
  checkUseAtt: applying({
    path: '/a/stone/epPemUseregistApply/checkUseAtt',
    title: '检查使用登记申请材料',
    input: useRegistIdInput,
    output: documentCheck,
    owns: { id: 'useRegist' },
  }),
} as const;

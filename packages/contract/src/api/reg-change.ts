import { z } from 'zod';
import { REGISTRY_REVIEW_STATES, registryDecisionInput, registryProgress, registryReviewSteps, STATES, STEPS, type Workflow } from '../domain/workflow';
import type { DecisionKind } from '../domain/working-days';
import { isCalendarDay } from '../validators/dates';
import { phoneOrMobile, uscc } from '../validators/rules';
import { optionalText, requiredRuled, requiredText, recordVersion } from '../validators/zod';
import { choiceFilter, pageInput } from './envelope';
import { documentCheck } from './attachment';
import { endpointsWith, pageOf } from './endpoint';
import { listedDevice } from './equipment';
import { draftFields, filingEndpoints } from './filing';
import { REG_STATES, type RegState } from './use-regist';

export type RegChangeState = 'draft' | 'confirming' | 'submitted' | 'accepted' | 'returned' | 'refused' | 'approved';
export type RegChangeAction = 'submit' | 'offer' | 'confirm' | 'decline' | 'withdraw' | 'accept' | 'return' | 'refuse' | 'approve';

/**
 * A change to a registration (workflows.md §2), and a termination (停用 / 注销 / 报废), which the
 * portal files the same way: the unit drafts and submits; the registry accepts, returns with a reason
 * (the unit corrects and submits again), refuses (不予受理, final) or approves, which writes the
 * change onto the equipment. A 过户 goes first to the receiving unit, which confirms it (then it
 * reaches the registry) or declines it with a reason (back to the old unit).
 */
export const REG_CHANGE_FLOW: Workflow<RegChangeState, RegChangeAction> = {
  states: {
    draft: STATES.draft,
    confirming: { label: '待受让单位确认', color: 'processing' },
    ...REGISTRY_REVIEW_STATES,
    approved: { label: '已办结', color: 'success' },
  },
  transitions: [
    { action: 'submit', from: ['draft', 'returned'], to: 'submitted', label: '提交', by: 'owner' },
    { action: 'offer', from: ['draft', 'returned'], to: 'confirming', label: '提交受让单位确认', by: 'owner' },
    { action: 'confirm', from: ['confirming'], to: 'submitted', label: '受让单位确认', by: 'counterparty' },
    { action: 'decline', from: ['confirming'], to: 'returned', label: '受让单位不同意', by: 'counterparty', needsReason: true },
    STEPS.withdraw(['confirming', 'submitted'], 'draft'),
    ...registryReviewSteps('审核通过'),
  ],
};
export const REG_CHANGE_STATES = Object.keys(REG_CHANGE_FLOW.states) as [RegChangeState, ...RegChangeState[]];
/** States in which the unit may still change what it applies for. */
export const REG_CHANGE_EDITABLE: readonly RegChangeState[] = ['draft', 'returned'];

/** The two pages that file these: 登记变更 and 停用注销报废. */
export type RegChangeGroup = 'change' | 'termination';

interface KindRule {
  label: string;
  group: RegChangeGroup;
  /** Registration states the equipment must be in. */
  from: readonly RegState[];
  /** Whether one application may list several devices. */
  many: boolean;
  /** What the date of the application means for this kind. */
  dateLabel: string;
}

/**
 * The kinds (workflows.md §2, TSG 08-2026 where it differs): what each applies to and how many devices
 * one application may list. 停用 is filed with 注销 and 报废 on the termination form.
 */
export const REG_CHANGE_KINDS = {
  modify: { label: '改造', group: 'change', from: ['registered'], many: false, dateLabel: '改造竣工日期' },
  relocate: { label: '移装', group: 'change', from: ['registered'], many: false, dateLabel: '移装竣工日期' },
  transfer: { label: '过户', group: 'change', from: ['registered'], many: false, dateLabel: '过户日期' },
  rename: { label: '使用单位更名', group: 'change', from: ['registered', 'stopped'], many: true, dateLabel: '更名日期' },
  address: { label: '使用地址变更', group: 'change', from: ['registered', 'stopped'], many: true, dateLabel: '地址变更日期' },
  designLife: { label: '达到设计使用年限继续使用', group: 'change', from: ['registered'], many: false, dateLabel: '评估（检验）日期' },
  restart: { label: '启用', group: 'change', from: ['stopped'], many: false, dateLabel: '计划启用日期' },
  stop: { label: '停用', group: 'termination', from: ['registered'], many: true, dateLabel: '停用日期' },
  cancel: { label: '注销', group: 'termination', from: ['registered', 'stopped'], many: true, dateLabel: '注销日期' },
  scrap: { label: '报废', group: 'termination', from: ['registered', 'stopped'], many: true, dateLabel: '报废日期' },
} as const satisfies Record<string, KindRule>;
export type RegChangeKind = keyof typeof REG_CHANGE_KINDS;
export const REG_CHANGE_KIND_KEYS = Object.keys(REG_CHANGE_KINDS) as [RegChangeKind, ...RegChangeKind[]];
export const kindsOf = (group: RegChangeGroup): RegChangeKind[] => REG_CHANGE_KIND_KEYS.filter((k) => REG_CHANGE_KINDS[k].group === group);
/** Which statutory deadline a kind's decision runs under. */
export const deadlineKindOf = (kind: RegChangeKind): DecisionKind => (REG_CHANGE_KINDS[kind].group === 'termination' ? 'termination' : 'regChange');

/** The registration state and use state an approval leaves the equipment in; kinds not listed leave both. */
export const REG_CHANGE_OUTCOME: Partial<Record<RegChangeKind, { regState: RegState; useStatus: string }>> = {
  restart: { regState: 'registered', useStatus: 'inUse' },
  stop: { regState: 'stopped', useStatus: 'stopped' },
  cancel: { regState: 'cancelled', useStatus: 'cancelled' },
  scrap: { regState: 'scrapped', useStatus: 'scrapped' },
};

/** The documents each kind needs, by kind of the `regChange` attachments. */
export const REG_CHANGE_DOCUMENTS: Readonly<Record<string, { label: string; kinds: readonly RegChangeKind[] }>> = {
  changeForm: { label: '特种设备使用登记表（变更，加盖使用单位公章）', kinds: ['modify', 'relocate', 'transfer', 'rename', 'address', 'designLife', 'restart'] },
  terminationForm: { label: '特种设备停用/注销/报废报告书（加盖使用单位公章）', kinds: ['stop', 'cancel', 'scrap'] },
  certificate: { label: '原使用登记证', kinds: ['modify', 'relocate', 'transfer', 'rename', 'address', 'cancel', 'scrap'] },
  supervisionCert: { label: '改造或移装监督检验证书', kinds: ['modify', 'relocate'] },
  periodicReport: { label: '有效期内的定期检验报告', kinds: ['transfer'] },
  transferAgreement: { label: '设备转让协议或产权转移证明', kinds: ['transfer'] },
  renameProof: { label: '使用单位名称变更证明', kinds: ['rename'] },
  addressProof: { label: '使用地址变更证明', kinds: ['address'] },
  assessmentReport: { label: '允许继续使用的检验或安全评估报告', kinds: ['designLife'] },
  headApproval: { label: '使用单位主要负责人批准文件', kinds: ['designLife'] },
  selfCheck: { label: '启用前自行检查记录', kinds: ['restart'] },
};
export const requiredRegChangeDocuments = (kind: RegChangeKind): string[] =>
  Object.entries(REG_CHANGE_DOCUMENTS)
    .filter(([, d]) => d.kinds.includes(kind))
    .map(([k]) => k);

const idText = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .max(64);

/**
 * What the unit fills in. Common to all kinds: the devices, the reason, the date, who to call; then
 * each kind's own fields, required by kind (checked below, with the kind's words).
 */
export const regChangeForm = z
  .object({
    kind: z.enum(REG_CHANGE_KIND_KEYS, { error: '请选择办理事项' }),
    equipmentIds: z.array(idText('设备')).min(1, '请选择设备').max(200, '一次最多办理200台设备'),
    reason: requiredText('申请原因', 500),
    effectiveDate: z.string({ error: '请填写日期' }).trim(),
    measures: optionalText(500),
    /** 移装: the new place; 使用地址变更: the new address (the district stays). */
    areaCode: optionalText(6),
    address: optionalText(200),
    /** 过户: the receiving unit, by its credit code. */
    targetUscc: optionalText(18),
    /** 使用单位更名: the name on the certificate until now. */
    formerName: optionalText(100),
    /** 改造: who did the work and who inspected it. */
    workUnit: optionalText(100),
    supervisionBody: optionalText(100),
    /** 达到设计使用年限继续使用: until when the assessment allows use. */
    allowedUntil: optionalText(10),
    contactPerson: requiredText('联系人', 32),
    contactPhone: requiredRuled('联系电话', phoneOrMobile, 32),
  })
  .superRefine((f, ctx) => {
    const rule = REG_CHANGE_KINDS[f.kind];
    const need = (path: keyof typeof f, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!f.effectiveDate) need('effectiveDate', `请填写${rule.dateLabel}`);
    else if (!isCalendarDay(f.effectiveDate)) need('effectiveDate', `${rule.dateLabel}格式应为YYYY-MM-DD`);
    if (!rule.many && f.equipmentIds.length > 1) need('equipmentIds', `${rule.label}每次只能办理一台设备`);
    if (new Set(f.equipmentIds).size !== f.equipmentIds.length) need('equipmentIds', '设备不能重复选择');
    if (f.kind === 'relocate' && !/^\d{6}$/.test(f.areaCode)) need('areaCode', '请选择移装后的使用地点所在区域');
    if ((f.kind === 'relocate' || f.kind === 'address') && !f.address) need('address', f.kind === 'relocate' ? '请填写移装后的设备使用地点' : '请填写变更后的设备使用地点');
    if (f.kind === 'transfer') {
      const problem = f.targetUscc ? uscc(f.targetUscc) : '请填写受让单位统一社会信用代码';
      if (problem) need('targetUscc', problem);
    }
    if (f.kind === 'rename' && !f.formerName) need('formerName', '请填写原使用单位名称');
    if (f.kind === 'modify' && !f.workUnit) need('workUnit', '请填写改造施工单位');
    if (f.kind === 'modify' && !f.supervisionBody) need('supervisionBody', '请填写监督检验机构');
    if (f.kind === 'designLife') {
      if (!f.allowedUntil) need('allowedUntil', '请填写允许继续使用至');
      else if (!isCalendarDay(f.allowedUntil)) need('allowedUntil', '允许继续使用至格式应为YYYY-MM-DD');
      else if (isCalendarDay(f.effectiveDate) && f.allowedUntil <= f.effectiveDate) need('allowedUntil', '允许继续使用至应晚于评估（检验）日期');
    }
    if ((f.kind === 'stop' || f.kind === 'scrap') && !f.measures) need('measures', f.kind === 'stop' ? '请填写停用期间的安全措施' : '请填写报废设备的处置措施');
  });
export type RegChangeForm = z.output<typeof regChangeForm>;

/** Submitting a 过户 sends it to the receiving unit first. */
export const saveRegChangeInput = regChangeForm.and(z.object(draftFields));
export type SaveRegChangeInput = z.input<typeof saveRegChangeInput>;

/** A device as an application lists it: what it was when filed, and what it is now. */
export const regChangeItem = z.object({ ...listedDevice, useStatus: z.string(), regState: z.string() });
export type RegChangeItem = z.output<typeof regChangeItem>;

export const regChangeRecord = z.object({
  id: z.string(),
  changeNo: z.string(),
  kind: z.enum(REG_CHANGE_KIND_KEYS),
  unitId: z.string(),
  unitName: z.string(),
  registryName: z.string(),
  areaCode: z.string(),
  items: z.array(regChangeItem),
  reason: z.string(),
  effectiveDate: z.string(),
  measures: z.string(),
  newAreaCode: z.string(),
  newAddress: z.string(),
  targetUscc: z.string(),
  targetUnitId: z.string(),
  targetUnitName: z.string(),
  formerName: z.string(),
  workUnit: z.string(),
  supervisionBody: z.string(),
  allowedUntil: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  state: z.enum(REG_CHANGE_STATES),
  ...registryProgress,
});
export type RegChangeRecord = z.output<typeof regChangeRecord>;

export const findRegChangeInput = pageInput.extend({
  state: choiceFilter(REG_CHANGE_STATES),
  kind: choiceFilter(REG_CHANGE_KIND_KEYS),
  /** Application number, device code or product name. */
  keyword: z.string().trim().max(50).default(''),
});
export const regChangeIdInput = z.object({ id: idText('申请') });

export const regChangeCandidatesInput = z.object({
  kind: z.enum(REG_CHANGE_KIND_KEYS, { error: '请选择办理事项' }),
  keyword: z.string().trim().max(50).default(''),
});

export const confirmTransferInput = z
  .object({
    id: idText('过户申请'),
    action: z.enum(['confirm', 'decline'], { error: '请选择确认或不同意' }),
    opinion: z.string().trim().max(500, '意见不能超过500个字符').default(''),
    version: recordVersion,
  })
  .refine((v) => v.action !== 'decline' || v.opinion.length > 0, { message: '不同意时必须填写原因', path: ['opinion'] });

export const decideRegChangeInput = registryDecisionInput('申请');

/** A device's use management: its registration as it stands, and every registration application that shaped it. */
export const useManageRecord = z.object({
  equipmentId: z.string(),
  certNo: z.string(),
  regState: z.string(),
  regStateLabel: z.string(),
  useStatus: z.string(),
  /** True while the certificate number and states are what the unit declared, not yet confirmed by a registration. */
  declared: z.boolean(),
  history: z.array(
    z.object({
      kind: z.enum(['useRegist', 'regChange', 'construction']),
      id: z.string(),
      no: z.string(),
      label: z.string(),
      state: z.string(),
      stateLabel: z.string(),
      /** When the registry decided, or the last change while under way. */
      at: z.string(),
      decisive: z.boolean(),
    }),
  ),
});
export type UseManageRecord = z.output<typeof useManageRecord>;

const CHANGE_SPEC = '§7 /a/stone/useManage/*: registration changes and a device’s use-management record';

/** The unit's side of a form on registration records (changes here, terminations in termination.ts): the same calls under each form's own path and menu. */
export function regChangeOwnSide(base: string, spec: string, access: 'useRecord.change' | 'useRecord.termination', title: string) {
  const own = endpointsWith({ spec, access });
  return {
    ...filingEndpoints({
      base,
      spec,
      noun: title,
      record: regChangeRecord,
      find: findRegChangeInput,
      idInput: regChangeIdInput,
      owner: access,
      owns: 'regChange',
      save: saveRegChangeInput,
      versioned: regChangeIdInput.extend({ version: recordVersion }),
      titles: { list: `${title}列表` },
    }),
    candidates: own({ path: `${base}/candidates`, title: `可办理${title}的设备`, input: regChangeCandidatesInput, output: z.array(regChangeItem) }),
    checkAtt: own({ path: `${base}/checkAtt`, title: `检查${title}材料`, input: regChangeIdInput, output: documentCheck, owns: { id: 'regChange' } }),
  } as const;
}

const change = endpointsWith({ spec: CHANGE_SPEC, access: 'useRecord.change' });

/** Spec §7 /a/stone/useManage/*: changes, the receiving unit's confirmation, the registry's queue and a device's record. */
export const regChangeApi = {
  ...regChangeOwnSide('/a/stone/useManage', CHANGE_SPEC, 'useRecord.change', '登记变更申请'),
  // The receiving unit of a 过户: what waits for its confirmation, and its answer.
  incoming: change({ path: '/a/stone/useManage/incoming', title: '待本单位确认的过户申请', input: findRegChangeInput, output: pageOf(regChangeRecord) }),
  confirm: change({ path: '/a/stone/useManage/confirm', title: '受让单位确认或不同意过户', input: confirmTransferInput, output: regChangeRecord, owns: { id: 'regChange' } }),
  record: change({
    path: '/a/stone/useManage/record',
    title: '设备使用登记记录',
    access: 'equipment.query',
    input: z.object({ equipmentId: idText('设备') }),
    output: useManageRecord,
    owns: { equipmentId: 'equipment' },
  }),
  // The registry's queue takes both forms: terminations are decided here too.
  ...filingEndpoints({
    base: '/a/stone/useManage',
    spec: CHANGE_SPEC,
    noun: '登记变更',
    record: regChangeRecord,
    find: findRegChangeInput,
    idInput: regChangeIdInput,
    reviewer: 'registry.regChange',
    decide: decideRegChangeInput,
    names: { queue: 'findQueue' },
    titles: { queue: '登记变更与停用注销审核列表', decide: '审核登记变更或停用注销报废申请' },
  }),
} as const;

export const regStateLabel = (s: string): string => REG_STATES[s as RegState] ?? s;

import { z } from 'zod';
import { NEXT_CHECK_KINDS, type NextCheckKind } from '../domain/ele-info';
import { recordStamps, STATES, type Workflow } from '../domain/workflow';
import { chinaToday } from '../domain/working-days';
import { optionalText, pickedId, requiredDate, requiredText, recordVersion } from '../validators/zod';
import { choiceFilter, pageInput, stateAndKeyword } from './envelope';
import { endpoint, endpointsWith, nothing, pageOf, queryGet, signedDownload } from './endpoint';
import { namedElevator } from './equipment';

export * from '../domain/ele-info';

export type SelfTestState = 'draft' | 'issued' | 'declared' | 'revoked';
export type SelfTestAction = 'issue' | 'declare' | 'revoke';

/**
 * 电梯自行检测 (TSG T7001-2023 / T7008-2023, workflows.md §10): in a year without periodic inspection an elevator
 * testing body tests the elevator and issues the result to its use unit; on a passed result the use unit declares
 * conformity (符合性声明), which puts the result on the elevator's record and lets it print the new use mark. The body
 * may take back an issued result the unit has not declared yet, with the reason (a mistaken entry); a failed result
 * cannot be declared: the unit rectifies and has the elevator tested again.
 */
export const SELF_TEST_FLOW: Workflow<SelfTestState, SelfTestAction> = {
  states: {
    draft: STATES.draft,
    issued: { label: '已出具', color: 'processing' },
    declared: { label: '已声明符合', color: 'success' },
    revoked: STATES.withdrawn,
  },
  transitions: [
    { action: 'issue', from: ['draft'], to: 'issued', label: '出具检测结果', by: 'owner' },
    { action: 'declare', from: ['issued'], to: 'declared', label: '声明符合', by: 'counterparty' },
    { action: 'revoke', from: ['issued'], to: 'revoked', label: '撤回检测结果', by: 'owner', needsReason: true },
  ],
};
export const SELF_TEST_STATES = Object.keys(SELF_TEST_FLOW.states) as [SelfTestState, ...SelfTestState[]];

/** A self-test's conclusion (the inspection_conclusion dictionary's values for elevators). */
export const SELF_TEST_CONCLUSIONS = { pass: '合格', fail: '不合格' } as const;
export type SelfTestConclusion = keyof typeof SELF_TEST_CONCLUSIONS;
const CONCLUSION_KEYS = Object.keys(SELF_TEST_CONCLUSIONS) as [SelfTestConclusion, ...SelfTestConclusion[]];
const NEXT_KIND_KEYS = Object.keys(NEXT_CHECK_KINDS) as [NextCheckKind, ...NextCheckKind[]];

/** The inspection_kind dictionary's value a declared self-test is recorded under in the elevator's 检验记录. */
export const SELF_TEST_INSPECTION_KIND = 'selfTest';

export const SELF_TEST_MESSAGES = {
  future: '检测日期不能晚于今天',
  nextDate: '下次检验（检测）日期应晚于检测日期',
  nextTooFar: '下次检验（检测）日期不能超过检测日期后两年',
  items: '检测结论为不合格时，请填写不符合项目',
} as const;

/** The latest next date a self-test may set: two years on (a self-test year is followed by inspection or another self-test). */
export function selfTestLastNextDate(testDate: string): string {
  const d = new Date(`${testDate}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 2);
  return d.toISOString().slice(0, 10);
}

const selfTestFields = {
  equipmentId: pickedId('电梯'),
  testDate: requiredDate('检测日期'),
  conclusion: z.enum(CONCLUSION_KEYS, { error: '请选择检测结论' }),
  /** The items that did not conform; required when the conclusion is 不合格. */
  nonconformities: optionalText(1000),
  reportNo: requiredText('检测报告编号', 50),
  tester: requiredText('检测人员', 30),
  nextDate: requiredDate('下次检验（检测）日期'),
  nextKind: z.enum(NEXT_KIND_KEYS, { error: '请选择下次是定期检验还是自行检测' }),
  remark: optionalText(200),
};

function checkDates(v: { testDate: string; nextDate: string; conclusion: string; nonconformities: string }, ctx: z.RefinementCtx) {
  if (v.testDate > chinaToday()) ctx.addIssue({ code: 'custom', path: ['testDate'], message: SELF_TEST_MESSAGES.future });
  if (v.nextDate <= v.testDate) ctx.addIssue({ code: 'custom', path: ['nextDate'], message: SELF_TEST_MESSAGES.nextDate });
  else if (v.nextDate > selfTestLastNextDate(v.testDate)) ctx.addIssue({ code: 'custom', path: ['nextDate'], message: SELF_TEST_MESSAGES.nextTooFar });
  if (v.conclusion === 'fail' && !v.nonconformities) ctx.addIssue({ code: 'custom', path: ['nonconformities'], message: SELF_TEST_MESSAGES.items });
}

export const selfTestForm = z.object(selfTestFields).superRefine(checkDates);
export type SelfTestForm = z.output<typeof selfTestForm>;

export const saveSelfTestInput = z
  .object({
    ...selfTestFields,
    /** Absent: a new result. */
    id: z.string().trim().max(64).optional(),
    version: recordVersion.optional(),
  })
  .superRefine(checkDates);
export type SaveSelfTestInput = z.input<typeof saveSelfTestInput>;

export const selfTestIdInput = z.object({ id: pickedId('自行检测记录') });
const versioned = selfTestIdInput.extend({ version: recordVersion });
export const selfTestVersioned = versioned;
export const revokeSelfTestInput = versioned.extend({ opinion: requiredText('撤回原因', 500) });

/** An elevator as the testing body finds it by one of its codes. */
export const selfTestElevator = z.object({
  ...namedElevator,
  useUnitName: z.string(),
  nextInspectionDate: z.string(),
});
export type SelfTestElevator = z.output<typeof selfTestElevator>;

/** Exactly one of the elevator's codes: no partial match, so the body cannot browse the city's elevators. */
export const findElevatorInput = z.object({
  code: requiredText('使用登记证编号、设备代码或注册代码', 30),
});

export const selfTestRecord = z.object({
  id: z.string(),
  elevator: selfTestElevator,
  useUnitId: z.string(),
  detectUnitName: z.string(),
  testDate: z.string(),
  conclusion: z.enum(CONCLUSION_KEYS),
  nonconformities: z.string(),
  reportNo: z.string(),
  tester: z.string(),
  nextDate: z.string(),
  nextKind: z.enum(NEXT_KIND_KEYS),
  remark: z.string(),
  state: z.enum(SELF_TEST_STATES),
  /** Which side the viewer is on: the testing body that recorded it, or the elevator's use unit. */
  side: z.enum(['detect', 'use']),
  issuedAt: z.string().nullable(),
  declaredAt: z.string().nullable(),
  declarerName: z.string(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string(),
  /** When the use mark was first printed from this result (its file is kept from then on), and its SM3. */
  markPrintedAt: z.string().nullable(),
  markSm3: z.string(),
  /** The signed reference the use mark's QR code carries to the elevator's public page (?ref=): the elevator's, not this result's. */
  eleInfoRef: z.string(),
  ...recordStamps,
});
export type SelfTestRecord = z.output<typeof selfTestRecord>;

/** The keyword matches a code of the elevator, the report number, or the other side's name. */
export const findSelfTestInput = pageInput.extend({ ...stateAndKeyword(SELF_TEST_STATES), conclusion: choiceFilter(CONCLUSION_KEYS) });
export type FindSelfTestInput = z.input<typeof findSelfTestInput>;

export const useMarkInput = z.object({ id: pickedId('自行检测记录') });

/** What anyone may read about an elevator (the QR in its car, or its certificate number): nothing personal. */
export const eleInfoInput = z
  .object({
    ref: z.string().trim().max(120, '二维码不正确').default(''),
    certNo: z.string().trim().max(30, '使用登记证编号不正确').default(''),
  })
  .refine((v) => v.ref !== '' || v.certNo !== '', { message: '请扫描电梯内的二维码，或输入使用登记证编号', path: ['certNo'] });

export const eleInfo = z.object({
  certNo: z.string(),
  deviceCode: z.string(),
  typeName: z.string(),
  varietyName: z.string(),
  useUnitName: z.string(),
  useStatusLabel: z.string(),
  maintenanceUnit: z.string(),
  /** The maintenance unit's duty (rescue) phone, as the use mark in the car prints it. */
  dutyPhone: z.string(),
  /** The last maintenance the maintenance unit recorded on the platform (YYYY-MM-DD), '' when none. */
  lastMaintainedOn: z.string(),
  /** The last inspection or declared self-test on record (YYYY-MM-DD), what it was and its conclusion. */
  lastDate: z.string(),
  lastKindLabel: z.string(),
  lastConclusionLabel: z.string(),
  lastOrg: z.string(),
  nextDate: z.string(),
  /** Whether the next date is of a periodic inspection or a self-test, when the last self-test said; '' otherwise. */
  nextKindLabel: z.string(),
  /** 正常 / 即将到期 / 超期 (workflows.md §7) by the next date today. */
  dueLabel: z.string(),
  /** The use mark printed from the latest declared self-test: its report number, printing day and file fingerprint. */
  mark: z.object({ reportNo: z.string(), printedDate: z.string(), nextDate: z.string(), sm3: z.string() }).nullable(),
});
export type EleInfo = z.output<typeof eleInfo>;

const SPEC = '/elevator-detection (spec §2): compliance (conformity declaration), detection-inform (2024 elevator use mark printing)';
const recording = endpointsWith({ spec: SPEC, access: 'elevatorDetection.record' });
const declaring = endpointsWith({ spec: SPEC, access: 'elevatorDetection.compliance' });
const informing = endpointsWith({ spec: SPEC, access: 'elevatorDetection.inform' });
/** What the calls on one result answer, and the result they take. */
const onResult = { output: selfTestRecord, owns: { id: 'selfTest' } } as const;

/** The testing body's side, the use unit's side and the public face of one elevator. */
export const selfTestApi = {
  findElevator: recording({ path: '/a/stone/elevatorDetection/findElevator', title: '按编号查找在用电梯', input: findElevatorInput, output: z.array(selfTestElevator) }),
  recorded: recording({ path: '/a/stone/elevatorDetection/recorded', title: '本机构录入的自行检测结果', input: findSelfTestInput, output: pageOf(selfTestRecord) }),
  save: recording({ path: '/a/stone/elevatorDetection/save', title: '保存自行检测结果', input: saveSelfTestInput, ...onResult }),
  issue: recording({ path: '/a/stone/elevatorDetection/issue', title: '出具自行检测结果', input: versioned, ...onResult }),
  revoke: recording({ path: '/a/stone/elevatorDetection/revoke', title: '撤回自行检测结果', input: revokeSelfTestInput, ...onResult }),
  delete: recording({ path: '/a/stone/elevatorDetection/delete', title: '删除自行检测结果草稿', input: selfTestIdInput, output: nothing, owns: { id: 'selfTest' } }),
  // Both sides read a result: the body that recorded it, and the elevator's use unit once issued.
  detail: recording({ path: '/a/stone/elevatorDetection/detail', title: '自行检测结果详情', access: 'elevatorDetection', input: selfTestIdInput, ...onResult }),
  compliance: declaring({ path: '/a/stone/elevatorDetection/compliance', title: '本单位电梯的自行检测结果', input: findSelfTestInput, output: pageOf(selfTestRecord) }),
  declare: declaring({ path: '/a/stone/elevatorDetection/declare', title: '符合性声明', input: versioned, ...onResult }),
  marks: informing({ path: '/a/stone/elevatorDetection/marks', title: '可打印使用标志的电梯', input: findSelfTestInput, output: pageOf(selfTestRecord) }),
  useMark: informing({
    path: '/a/stone/elevatorDetection/useMark',
    title: '打印电梯使用标志（2024版）',
    ...signedDownload,
    input: useMarkInput,
    output: 'pdf',
    owns: { id: 'selfTest' },
  }),
  eleInfo: endpoint({
    path: '/a/stone/eleInfoPublic/info',
    title: '电梯信息公示',
    ...queryGet,
    spec: "/eleInfoPublic (spec §2 earlier router set): an elevator's public record, opened by the QR code of its use mark or its certificate number, without a session",
    access: 'public',
    input: eleInfoInput,
    output: eleInfo,
  }),
} as const;

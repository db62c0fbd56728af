import { z } from 'zod';
import { decisionFields, reasonGiven, reviewedEntry, STATES, STEPS, type Workflow } from '../domain/workflow';
import { phoneOrMobile } from '../validators/rules';
import { optionalText, requiredRuled, recordVersion } from '../validators/zod';
import { pageInput, stateAndKeyword } from './envelope';
import { endpointsWith, nothing, queryGet } from './endpoint';
import { filingEndpoints } from './filing';
import { licenceItemEntry } from './licence';

// ---------------------------------------------------------------------------------------------------------------------
// 维保单位备案 (/api/epbrmogmmaibasic/*)
// ---------------------------------------------------------------------------------------------------------------------

export type MaintRegState = 'submitted' | 'approved' | 'returned' | 'withdrawn';
export type MaintRegAction = 'approve' | 'return' | 'withdraw';

/**
 * A maintenance unit's registration: its 24-hour duty phone and its staff holding item T, filed on the licence it holds
 * (the unit's 安装改造修理许可 with the elevator item, filed and reviewed in the licence module: TSG 07-2019 folds elevator
 * maintenance into that item). The registry of the unit's area approves it (it is in force until a later one is) or
 * returns it with the reason; the unit files a corrected one. The unit may take a filing back while it waits.
 */
export const MAINT_REG_FLOW: Workflow<MaintRegState, MaintRegAction> = {
  states: { submitted: STATES.pending, approved: { label: '已生效', color: 'success' }, returned: STATES.returned, withdrawn: STATES.withdrawn },
  transitions: [STEPS.approve(['submitted'], 'approved'), STEPS.return(['submitted'], 'returned'), STEPS.withdraw(['submitted'], 'withdrawn')],
};
const MAINT_REG_STATES = Object.keys(MAINT_REG_FLOW.states) as [MaintRegState, ...MaintRegState[]];

/** The operator item a maintenance unit's staff hold (TSG Z6001-2019: T 电梯修理). */
export const MAINT_STAFF_ITEM = 'T';
/** The licence item that allows elevator maintenance (TSG 07-2019: 电梯安装（含修理）). */
export const MAINT_LICENCE_ITEM = 'elevator';
export const MAINT_STAFF_MAX = 200;

export const maintRegForm = z.object({
  dutyPhone: requiredRuled('24小时值班电话', phoneOrMobile, 32),
  staffIds: z
    .array(z.string().trim().min(1).max(64), { error: '请选择持证维保人员' })
    .min(1, '请至少选择一名持有电梯修理（T）证的维保人员')
    .max(MAINT_STAFF_MAX, `维保人员不能超过${MAINT_STAFF_MAX}名`)
    .refine((v) => new Set(v).size === v.length, '维保人员重复'),
  remark: optionalText(200),
});
export type MaintRegForm = z.output<typeof maintRegForm>;

/** A staff member as filed: the certificate of item T as it stood then. */
export const maintStaff = z.object({
  operatorId: z.string(),
  name: z.string(),
  /** Masked: on the 2019 card it is the holder's ID number. */
  certNo: z.string(),
  expiryDate: z.string(),
});
export type MaintStaff = z.output<typeof maintStaff>;

export const maintRegRecord = z.object({
  id: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  unitUscc: z.string(),
  dutyPhone: z.string(),
  licenceNo: z.string(),
  licenceValidFrom: z.string(),
  licenceValidTo: z.string(),
  licenceItems: z.array(licenceItemEntry),
  staff: z.array(maintStaff),
  remark: z.string(),
  state: z.enum(MAINT_REG_STATES),
  ...reviewedEntry,
});
export type MaintRegRecord = z.output<typeof maintRegRecord>;

/** The unit's page: the registration in force, a later one not (yet) approved, its licence now, and whether it may claim. */
export const maintRegView = z.object({
  current: maintRegRecord.nullable(),
  latest: maintRegRecord.nullable(),
  licence: z.object({ licenceNo: z.string(), validTo: z.string(), valid: z.boolean(), coversElevators: z.boolean() }).nullable(),
  /** Registration approved and licence valid today with the elevator item. */
  mayClaim: z.boolean(),
  /** Why it may not claim now ('' when it may). */
  blockedReason: z.string(),
});
export type MaintRegView = z.output<typeof maintRegView>;

/** An operator of the unit holding item T valid today, to pick as staff. */
export const maintStaffCandidate = maintStaff.extend({ state: z.enum(['valid', 'expiring']) });

const regId = z.string({ error: '请选择维保单位备案' }).trim().min(1, '请选择维保单位备案').max(64);
export const maintRegIdInput = z.object({ id: regId });
export const findMaintRegsInput = pageInput.extend(stateAndKeyword(MAINT_REG_STATES));
export const auditMaintRegInput = z
  .object({
    id: regId,
    ...decisionFields('return'),
    version: recordVersion,
  })
  .refine(...reasonGiven('return'));

const REG_SPEC = '§7 /api/epbrmogmmaibasic/*: maintenance unit registration, and the registry’s review of it';
const registration = endpointsWith({ spec: REG_SPEC, access: 'implementation.register' });

export const maintRegApi = {
  mine: registration({ path: '/api/epbrmogmmaibasic/mine', title: '本单位维保单位备案', ...queryGet, output: maintRegView }),
  staff: registration({ path: '/api/epbrmogmmaibasic/staff', title: '持有电梯修理证的作业人员', ...queryGet, output: z.array(maintStaffCandidate) }),
  submit: registration({ path: '/api/epbrmogmmaibasic/submit', title: '提交维保单位备案', input: maintRegForm, output: maintRegRecord }),
  withdraw: registration({
    path: '/api/epbrmogmmaibasic/withdraw',
    title: '撤回维保单位备案',
    input: maintRegIdInput.extend({ version: recordVersion }),
    output: nothing,
    owns: { id: 'maintReg' },
  }),
  ...filingEndpoints({
    base: '/api/epbrmogmmaibasic',
    spec: REG_SPEC,
    noun: '维保单位备案',
    record: maintRegRecord,
    find: findMaintRegsInput,
    idInput: maintRegIdInput,
    reviewer: 'registry.maintenance',
    decide: auditMaintRegInput,
    names: { queue: 'findQueue', decide: 'audit' },
  }),
} as const;

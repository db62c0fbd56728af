import { z } from 'zod';
import { TERMS } from '../domain/glossary';
import { recordStamps, reviewOutcome, STATES, STEPS, type Workflow } from '../domain/workflow';
import { isCalendarDay } from '../validators/dates';
import { optionalText, pickedId, requiredDate, requiredText, recordVersion } from '../validators/zod';
import { keywordFilter, pageInput, stateAndKeyword } from './envelope';
import { endpointsWith, pageOf } from './endpoint';
import { draftFields, filingEndpoints } from './filing';

// ---------------------------------------------------------------------------------------------------------------------
// 维保单位变更 (/implementation)
// ---------------------------------------------------------------------------------------------------------------------

export type MaintChangeState = 'draft' | 'submitted' | 'claimed' | 'declined' | 'withdrawn';
export type MaintChangeAction = 'submit' | 'withdraw' | 'claim' | 'decline';

/**
 * A use unit names a new maintenance unit for one of its elevators, with the contract (workflows.md §8); the named
 * unit claims it (认领: the assignment takes effect, the device's maintenance unit and phone are set from it) or
 * declines it with a reason. The use unit may withdraw it before the answer. Declined and withdrawn are final: a new
 * application names the unit again or another.
 */
export const MAINT_CHANGE_FLOW: Workflow<MaintChangeState, MaintChangeAction> = {
  states: {
    draft: STATES.draft,
    submitted: { label: '待维保单位认领', color: 'processing' },
    claimed: { label: '已认领', color: 'success' },
    declined: { label: '维保单位已谢绝', color: 'warning' },
    withdrawn: STATES.withdrawn,
  },
  transitions: [
    { action: 'submit', from: ['draft'], to: 'submitted', label: '提交申请', by: 'owner' },
    STEPS.withdraw(['submitted'], 'withdrawn'),
    { action: 'claim', from: ['submitted'], to: 'claimed', label: '认领', by: 'counterparty' },
    { action: 'decline', from: ['submitted'], to: 'declined', label: '谢绝', by: 'counterparty', needsReason: true },
  ],
};
export const MAINT_CHANGE_STATES = Object.keys(MAINT_CHANGE_FLOW.states) as [MaintChangeState, ...MaintChangeState[]];
/** States in which an application holds its device: no second one may be opened for it. */
export const MAINT_CHANGE_OPEN: readonly MaintChangeState[] = ['draft', 'submitted'];
/** The longest contract period taken: five years. */
export const MAINT_CONTRACT_MAX_YEARS = 5;

export const MAINT_CHANGE_MESSAGES = {
  contractTo: '合同截止日期应晚于合同开始日期',
  tooLong: `维保合同期限最长${MAINT_CONTRACT_MAX_YEARS}年`,
} as const;

/** The day before the same date `years` later: the last day of a period of whole years starting on `from`. */
export function lastDayOfYears(from: string, years: number): string {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The last day a contract starting on `from` may reach. */
export const maintContractLastDay = (from: string): string => lastDayOfYears(from, MAINT_CONTRACT_MAX_YEARS);

const changeFields = {
  equipmentId: pickedId('设备'),
  toUnitId: pickedId(`新${TERMS.maintenanceUnit}`),
  contractNo: requiredText('维保合同编号', 50),
  contractFrom: requiredDate('合同开始日期'),
  contractTo: requiredDate('合同截止日期'),
  remark: optionalText(200),
};

function checkContract(v: { contractFrom: string; contractTo: string }, ctx: z.RefinementCtx) {
  // The fields refuse what is no day themselves; years are not added to one.
  if (!isCalendarDay(v.contractFrom) || !isCalendarDay(v.contractTo)) return;
  if (v.contractTo <= v.contractFrom) ctx.addIssue({ code: 'custom', path: ['contractTo'], message: MAINT_CHANGE_MESSAGES.contractTo });
  else if (v.contractTo > maintContractLastDay(v.contractFrom)) ctx.addIssue({ code: 'custom', path: ['contractTo'], message: MAINT_CHANGE_MESSAGES.tooLong });
}

export const maintChangeForm = z.object(changeFields).superRefine(checkContract);
export type MaintChangeForm = z.output<typeof maintChangeForm>;

export const saveMaintChangeInput = z.object({ ...changeFields, ...draftFields }).superRefine(checkContract);
export type SaveMaintChangeInput = z.input<typeof saveMaintChangeInput>;

/** A device of the use unit as the pages that name its maintenance unit list it, with the maintenance unit now. */
export const maintainedDevice = {
  deviceCode: z.string(),
  productName: z.string(),
  certNo: z.string(),
  internalNo: z.string(),
  address: z.string(),
  maintenanceUnit: z.string(),
};

/** An elevator of the use unit a change may name, with its maintenance unit now. */
export const maintDevice = z.object({
  equipmentId: z.string(),
  ...maintainedDevice,
  maintenancePhone: z.string(),
  /** Held by a claimed assignment (else the text is only declared by the use unit: 自行填报). */
  assigned: z.boolean(),
  /** The number of an open change application that holds it ('' when none). */
  openChangeNo: z.string(),
});
export type MaintDevice = z.output<typeof maintDevice>;

export const maintChangeRecord = z.object({
  id: z.string(),
  changeNo: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  device: maintDevice.omit({ openChangeNo: true }),
  /** The maintenance unit before the change, as the record showed it when the application was claimed or last saved. */
  fromName: z.string(),
  fromAssigned: z.boolean(),
  toUnitId: z.string(),
  toName: z.string(),
  toUscc: z.string(),
  toDutyPhone: z.string(),
  contractNo: z.string(),
  contractFrom: z.string(),
  contractTo: z.string(),
  remark: z.string(),
  state: z.enum(MAINT_CHANGE_STATES),
  /** Which side the viewer is on: the use unit that applies, or the maintenance unit named. */
  side: z.enum(['owner', 'maintainer']),
  submittedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  ...reviewOutcome,
  ...recordStamps,
});
export type MaintChangeRecord = z.output<typeof maintChangeRecord>;

/** The keyword matches the number, a device code, or the other side's name. */
export const findMaintChangesInput = pageInput.extend(stateAndKeyword(MAINT_CHANGE_STATES));
export type FindMaintChangesInput = z.input<typeof findMaintChangesInput>;

export const maintChangeIdInput = z.object({ id: pickedId('维保单位变更申请') });
const versioned = maintChangeIdInput.extend({ version: recordVersion });
export const declineMaintChangeInput = versioned.extend({ opinion: requiredText('谢绝原因', 500) });

/** A maintenance unit a use unit may name: registration approved and licence valid today. */
export const maintUnitCandidate = z.object({
  id: z.string(),
  name: z.string(),
  uscc: z.string(),
  dutyPhone: z.string(),
  licenceNo: z.string(),
  licenceValidTo: z.string(),
});
export type MaintUnitCandidate = z.output<typeof maintUnitCandidate>;
export const findMaintUnitsInput = z.object({ keyword: keywordFilter });

export const maintDevicesInput = pageInput.extend({ keyword: keywordFilter, ids: z.array(z.string().trim().max(64)).max(1).optional() });

/** One assignment of a device to a maintenance unit, as the history keeps it. */
export const maintAssignment = z.object({
  id: z.string(),
  equipmentId: z.string(),
  deviceCode: z.string(),
  productName: z.string(),
  internalNo: z.string(),
  address: z.string(),
  useUnitName: z.string(),
  maintainUnitName: z.string(),
  /** The maintenance unit it replaced, as the record showed it (a declared one is marked 自行填报). */
  fromName: z.string(),
  changeId: z.string().nullable(),
  changeNo: z.string(),
  contractNo: z.string(),
  contractFrom: z.string(),
  contractTo: z.string(),
  startedAt: z.string(),
  /** Null while it holds the device. */
  endedAt: z.string().nullable(),
});
export type MaintAssignment = z.output<typeof maintAssignment>;
export const findMaintAssignmentsInput = pageInput.extend({
  keyword: keywordFilter,
  /** Only the assignments that hold their device now. */
  current: z.coerce.boolean().default(false),
});

const CHANGE_SPEC = '§2 /implementation (维保单位变更) and workflows.md §8; §7 lists no endpoint for it';
const applying = endpointsWith({ spec: CHANGE_SPEC, access: 'implementation.apply' });
/** The named maintenance unit's answer to a change, which answers the change as it then stands. */
const claiming = endpointsWith({ spec: CHANGE_SPEC, access: 'implementation.claim', output: maintChangeRecord, owns: { id: 'maintChange' } });

export const maintChangeApi = {
  ...filingEndpoints({
    base: '/a/stone/maintainChange',
    spec: CHANGE_SPEC,
    noun: '维保单位变更申请',
    record: maintChangeRecord,
    find: findMaintChangesInput,
    idInput: maintChangeIdInput,
    owner: 'implementation.apply',
    // Both units read it: the one that applies, and the one it names.
    access: { detail: 'implementation.query' },
    owns: 'maintChange',
    save: saveMaintChangeInput,
    saveOwns: { equipmentId: 'equipment' },
    versioned,
    // The named maintenance unit's side: those waiting for it to claim or decline.
    reviewer: 'implementation.claim',
    omit: ['getForReview', 'decide'],
    titles: { queue: '待本单位认领的维保变更', detail: '维保单位变更详情', delete: '删除维保单位变更草稿' },
  }),
  units: applying({ path: '/a/stone/maintainChange/units', title: '可选的维保单位', input: findMaintUnitsInput, output: z.array(maintUnitCandidate) }),
  devices: applying({ path: '/a/stone/maintainChange/devices', title: '可办理维保变更的电梯', input: maintDevicesInput, output: pageOf(maintDevice), owns: { ids: 'equipment' } }),
  claim: claiming({ path: '/a/stone/maintainChange/claim', title: '认领维保设备', input: versioned }),
  decline: claiming({ path: '/a/stone/maintainChange/decline', title: '谢绝维保变更', input: declineMaintChangeInput }),
  history: applying({
    path: '/a/stone/maintainChange/history',
    title: '维保单位变更查询',
    access: 'implementation.query',
    input: findMaintAssignmentsInput,
    output: pageOf(maintAssignment),
  }),
} as const;

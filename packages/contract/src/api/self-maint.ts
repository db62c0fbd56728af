import { z } from 'zod';
import { decisionFields, reasonGiven, recordStamps, reviewOutcome, STATES, STEPS, type Workflow } from '../domain/workflow';
import { chinaToday } from '../domain/working-days';
import { phoneOrMobile } from '../validators/rules';
import { optionalText, requiredDate, requiredRuled, requiredText, recordVersion } from '../validators/zod';
import { keywordFilter, pageInput, choiceFilter, stateAndKeyword } from './envelope';
import { endpointsWith, pageOf, queryGet } from './endpoint';
import { draftFields, filingEndpoints } from './filing';
import { lastDayOfYears, maintainedDevice } from './maint-change';

// ---------------------------------------------------------------------------------------------------------------------
// 自行维保申请 (/a/stone/eqm/selfMaintain/*)
// ---------------------------------------------------------------------------------------------------------------------

export type SelfMaintState = 'draft' | 'submitted' | 'returned' | 'approved' | 'ended' | 'revoked';
export type SelfMaintAction = 'submit' | 'withdraw' | 'approve' | 'return' | 'end' | 'revoke';

/**
 * A use unit applies to maintain some of its own equipment itself, with its staff holding the category's repair item
 * and a 24-hour duty phone, for a period. The registry of its area approves it (from then until the period ends the
 * unit is the devices' maintenance unit, through the same assignments a maintenance-unit change makes) or returns it
 * with the reason for a corrected submission. The unit may withdraw it while it waits, and end it later; the registry
 * may revoke it with the reason. Ending or revoking leaves the devices without a maintenance unit.
 */
export const SELF_MAINT_FLOW: Workflow<SelfMaintState, SelfMaintAction> = {
  states: {
    draft: STATES.draft,
    submitted: STATES.pending,
    returned: STATES.returned,
    approved: { label: '自行维保中', color: 'success' },
    ended: { label: '已终止', color: 'default' },
    revoked: { label: '已撤销', color: 'error' },
  },
  transitions: [
    { action: 'submit', from: ['draft', 'returned'], to: 'submitted', label: '提交申请', by: 'owner' },
    STEPS.withdraw(['submitted'], 'draft'),
    STEPS.approve(['submitted'], 'approved'),
    STEPS.return(['submitted'], 'returned'),
    { action: 'end', from: ['approved'], to: 'ended', label: '终止自行维保', by: 'owner', needsReason: true },
    { action: 'revoke', from: ['approved'], to: 'revoked', label: '撤销自行维保', by: 'reviewer', needsReason: true },
  ],
};
export const SELF_MAINT_STATES = Object.keys(SELF_MAINT_FLOW.states) as [SelfMaintState, ...SelfMaintState[]];
/** States in which the unit may change the application. */
export const SELF_MAINT_EDITABLE: readonly SelfMaintState[] = ['draft', 'returned'];

/**
 * The categories a use unit may maintain itself, and the operator item its staff must hold for each (TSG Z6001-2019:
 * the repair items). An elevator also needs the unit's own licence with the elevator item: the Special Equipment Safety
 * Law (art. 45) leaves elevator maintenance to manufacturers and licensed installers.
 */
export const SELF_MAINT_CATEGORIES = {
  '3000': { name: '电梯', item: 'T', itemName: '电梯修理', needsLicence: true },
  '6000': { name: '大型游乐设施', item: 'Y1', itemName: '大型游乐设施修理', needsLicence: false },
  '9000': { name: '客运索道', item: 'S1', itemName: '客运索道修理', needsLicence: false },
} as const;
export type SelfMaintCategory = keyof typeof SELF_MAINT_CATEGORIES;
export const SELF_MAINT_TYPE_CODES = Object.keys(SELF_MAINT_CATEGORIES) as SelfMaintCategory[];
export const isSelfMaintCategory = (code: string): code is SelfMaintCategory => code in SELF_MAINT_CATEGORIES;

/** An approval rests on the staff's certificates, which run four years: a period asked for is at most that long. */
export const SELF_MAINT_MAX_YEARS = 4;
export const SELF_MAINT_DEVICES_MAX = 100;
export const SELF_MAINT_STAFF_MAX = 50;

export const SELF_MAINT_MESSAGES = {
  validToPast: '自行维保截止日期应晚于今天',
  validToLong: `自行维保期限自审核通过之日起最长${SELF_MAINT_MAX_YEARS}年`,
} as const;

/** Whether a period ending on `validTo` may be asked for today ('' when it may). */
export function selfMaintPeriodError(validTo: string, today = chinaToday()): string {
  if (validTo <= today) return SELF_MAINT_MESSAGES.validToPast;
  if (validTo > lastDayOfYears(today, SELF_MAINT_MAX_YEARS)) return SELF_MAINT_MESSAGES.validToLong;
  return '';
}

/** Whether the staff named cover every category of the devices named ('' when they do): each needs a holder of its item. */
export function selfMaintStaffError(typeCodes: Iterable<string>, staffItems: Iterable<string>): string {
  const items = new Set(staffItems);
  for (const code of new Set(typeCodes)) {
    if (!isSelfMaintCategory(code)) continue;
    const need = SELF_MAINT_CATEGORIES[code];
    if (!items.has(need.item)) return `申请自行维保${need.name}，须至少选择一名持有效${need.itemName}（${need.item}）证的人员`;
  }
  return '';
}

const ids = (what: string, max: number) =>
  z
    .array(z.string().trim().min(1).max(64), { error: `请选择${what}` })
    .min(1, `请至少选择一${what === '设备' ? '台' : '名'}${what}`)
    .max(max, `${what}不能超过${max}${what === '设备' ? '台' : '名'}`)
    .refine((v) => new Set(v).size === v.length, `${what}重复`);

const formFields = {
  equipmentIds: ids('设备', SELF_MAINT_DEVICES_MAX),
  staffIds: ids('维保人员', SELF_MAINT_STAFF_MAX),
  dutyPhone: requiredRuled('24小时值班电话', phoneOrMobile, 32),
  validTo: requiredDate('自行维保截止日期'),
  remark: optionalText(200),
};

function checkPeriod(v: { validTo: string }, ctx: z.RefinementCtx) {
  const msg = selfMaintPeriodError(v.validTo);
  if (msg) ctx.addIssue({ code: 'custom', path: ['validTo'], message: msg });
}

export const selfMaintForm = z.object(formFields).superRefine(checkPeriod);

export const saveSelfMaintInput = z.object({ ...formFields, ...draftFields }).superRefine(checkPeriod);

/** A device of the unit in a category it may maintain itself, and why it may not be named now ('' when it may). */
export const selfMaintDevice = z.object({
  equipmentId: z.string(),
  typeCode: z.string(),
  ...maintainedDevice,
  /** Held by an assignment (else the maintenance unit is only declared by the use unit). */
  assigned: z.boolean(),
  blockedReason: z.string(),
});
export type SelfMaintDevice = z.output<typeof selfMaintDevice>;

/** A staff member: an operator of the unit holding a repair item valid today (as filed: as it stood then). */
export const selfMaintStaff = z.object({
  operatorId: z.string(),
  name: z.string(),
  /** Masked: on the 2019 card it is the holder's ID number. */
  certNo: z.string(),
  item: z.string(),
  expiryDate: z.string(),
});
export type SelfMaintStaff = z.output<typeof selfMaintStaff>;

/** What the form offers: the unit's staff with a repair item, and whether its licence covers elevators today. */
export const selfMaintOptions = z.object({
  staff: z.array(selfMaintStaff.extend({ state: z.enum(['valid', 'expiring']) })),
  /** Why the unit may not name elevators ('' when it may). */
  elevatorBlockedReason: z.string(),
});
export type SelfMaintOptions = z.output<typeof selfMaintOptions>;

export const selfMaintRecord = z.object({
  id: z.string(),
  applyNo: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  dutyPhone: z.string(),
  /** The day it took effect (the approval), null before. */
  validFrom: z.string().nullable(),
  validTo: z.string(),
  remark: z.string(),
  staff: z.array(selfMaintStaff),
  devices: z.array(
    selfMaintDevice.omit({ blockedReason: true, assigned: true, maintenanceUnit: true }).extend({
      /** While approved: whether this application still holds the device (a later change or a transfer ends it). */
      held: z.boolean(),
    }),
  ),
  state: z.enum(SELF_MAINT_STATES),
  /** Whether the period has run out while approved. */
  expired: z.boolean(),
  submittedAt: z.string().nullable(),
  ...reviewOutcome,
  endedAt: z.string().nullable(),
  endReason: z.string(),
  ...recordStamps,
});
export type SelfMaintRecord = z.output<typeof selfMaintRecord>;

/** The keyword matches the number, a device code, or (the registry's queue) the unit's name or credit code. */
export const findSelfMaintsInput = pageInput.extend(stateAndKeyword(SELF_MAINT_STATES));

export const selfMaintDevicesInput = pageInput.extend({
  keyword: keywordFilter,
  typeCode: choiceFilter(SELF_MAINT_TYPE_CODES),
  /** The application being edited: its own devices are not blocked by it. */
  applyId: z.string().trim().max(64).default(''),
});

const applyId = z.string({ error: '请选择自行维保申请' }).trim().min(1, '请选择自行维保申请').max(64);
export const selfMaintIdInput = z.object({ id: applyId });
const versioned = selfMaintIdInput.extend({ version: recordVersion });
export const endSelfMaintInput = versioned.extend({ opinion: requiredText('终止原因', 500) });
export const revokeSelfMaintInput = versioned.extend({ opinion: requiredText('撤销原因', 500) });
export const auditSelfMaintInput = versioned.extend(decisionFields('return')).refine(...reasonGiven('return'));

const SPEC = '§7 /a/stone/eqm/*: self-maintain applies';
const selfMaint = endpointsWith({ spec: SPEC, access: 'implementation.selfMaintain' });

export const selfMaintApi = {
  ...filingEndpoints({
    base: '/a/stone/eqm/selfMaintain',
    spec: SPEC,
    noun: '自行维保申请',
    record: selfMaintRecord,
    find: findSelfMaintsInput,
    idInput: selfMaintIdInput,
    owner: 'implementation.selfMaintain',
    owns: 'selfMaint',
    save: saveSelfMaintInput,
    saveOwns: { equipmentIds: 'equipment', staffIds: 'operator' },
    versioned,
    reviewer: 'registry.selfMaintain',
    decide: auditSelfMaintInput,
    names: { decide: 'audit' },
  }),
  options: selfMaint({ path: '/a/stone/eqm/selfMaintain/options', title: '可选的自行维保人员', ...queryGet, output: selfMaintOptions }),
  devices: selfMaint({
    path: '/a/stone/eqm/selfMaintain/devices',
    title: '可申请自行维保的设备',
    input: selfMaintDevicesInput,
    output: pageOf(selfMaintDevice),
    owns: { applyId: 'selfMaint' },
  }),
  end: selfMaint({ path: '/a/stone/eqm/selfMaintain/end', title: '终止自行维保', input: endSelfMaintInput, output: selfMaintRecord, owns: { id: 'selfMaint' } }),
  revoke: selfMaint({ path: '/a/stone/eqm/selfMaintain/revoke', title: '撤销自行维保', access: 'registry.selfMaintain', input: revokeSelfMaintInput, output: selfMaintRecord }),
} as const;

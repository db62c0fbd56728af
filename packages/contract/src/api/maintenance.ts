import { z } from 'zod';
import { TERMS } from '../domain/glossary';
import { chinaToday } from '../domain/working-days';
import { reviewedEntry, STATES, STEPS, type Workflow } from '../domain/workflow';
import { optionalText, pickedId, requiredDate, requiredText, recordVersion } from '../validators/zod';
import { keywordFilter, pageInput } from './envelope';
import { endpointsWith, pageOf } from './endpoint';
import { maintAssignment } from './maint-change';

/**
 * 维保记录 (TSG T5002-2017): the maintenance unit holding an elevator records each maintenance (half-monthly,
 * quarterly, half-yearly, yearly; each includes the items of the ones before it) with the maintainers who did it,
 * and the use unit's safety manager countersigns it. The use unit confirms it, or returns it with the reason; the
 * maintenance unit corrects a returned record and submits it again.
 */
export type MaintenanceState = 'submitted' | 'confirmed' | 'returned';
export type MaintenanceAction = 'confirm' | 'return' | 'resubmit';

export const MAINTENANCE_FLOW: Workflow<MaintenanceState, MaintenanceAction> = {
  states: {
    submitted: { label: '待使用单位签字确认', color: 'processing' },
    confirmed: { label: '使用单位已确认', color: 'success' },
    returned: STATES.returned,
  },
  transitions: [
    { action: 'confirm', from: ['submitted'], to: 'confirmed', label: '签字确认', by: 'counterparty' },
    STEPS.return(['submitted'], 'returned', 'counterparty'),
    STEPS.resubmit(['returned'], 'submitted'),
  ],
};
export const MAINTENANCE_STATES = Object.keys(MAINTENANCE_FLOW.states) as [MaintenanceState, ...MaintenanceState[]];

/** The kinds of maintenance of TSG T5002; each includes the items of the kinds before it. */
export const MAINTENANCE_KINDS = { halfMonth: '半月维保', quarter: '季度维保', halfYear: '半年维保', year: '年度维保' } as const;
export type MaintenanceKind = keyof typeof MAINTENANCE_KINDS;
const KIND_KEYS = Object.keys(MAINTENANCE_KINDS) as [MaintenanceKind, ...MaintenanceKind[]];

/** An elevator is maintained at least every 15 days: past that since its last record it is overdue. */
export const MAINTENANCE_INTERVAL_DAYS = 15;
/** How far back a record may be entered: records are made when the work is done, not long after. */
export const MAINTENANCE_BACKDATE_DAYS = 30;
export const MAINTAINERS_MAX = 5;

export const MAINTENANCE_MESSAGES = {
  future: '维保日期不能晚于今天',
  tooOld: `只能登记${MAINTENANCE_BACKDATE_DAYS}天内的维保`,
  certNo: '请填写维保人员的电梯作业证书编号（T）',
} as const;

/** A maintainer who did the work, with the number of the certificate that lets them (item T, 电梯修理). */
export const maintainer = z.object({
  name: requiredText('维保人员姓名', 30),
  certNo: requiredText('作业人员证书编号', 40).refine((v) => /^[0-9A-Za-z-]{6,40}$/.test(v), '作业人员证书编号应为6至40位字母、数字或“-”'),
});
export type Maintainer = z.output<typeof maintainer>;

const recordFields = {
  kind: z.enum(KIND_KEYS, { error: '请选择维保类别' }),
  maintainedOn: requiredDate('维保日期'),
  items: requiredText('维保项目及内容', 1000),
  remark: optionalText(500),
  maintainers: z
    .array(maintainer, { error: '请填写维保人员' })
    .min(1, '请至少填写一名维保人员')
    .max(MAINTAINERS_MAX, `维保人员最多${MAINTAINERS_MAX}名`)
    .refine((v) => new Set(v.map((m) => m.certNo)).size === v.length, '维保人员重复'),
};

function checkDate(v: { maintainedOn: string }, ctx: z.RefinementCtx) {
  const today = chinaToday();
  const earliest = new Date(Date.parse(`${today}T00:00:00Z`) - MAINTENANCE_BACKDATE_DAYS * 86_400_000).toISOString().slice(0, 10);
  if (v.maintainedOn > today) ctx.addIssue({ code: 'custom', path: ['maintainedOn'], message: MAINTENANCE_MESSAGES.future });
  else if (v.maintainedOn < earliest) ctx.addIssue({ code: 'custom', path: ['maintainedOn'], message: MAINTENANCE_MESSAGES.tooOld });
}

export const maintenanceForm = z.object(recordFields).superRefine(checkDate);
export type MaintenanceForm = z.output<typeof maintenanceForm>;

/** A new record for a device (no id), or a returned one corrected and submitted again (id and version). */
export const saveMaintenanceInput = z
  .object({
    ...recordFields,
    equipmentId: pickedId('电梯'),
    id: z.string().trim().max(64).optional(),
    version: recordVersion.optional(),
  })
  .superRefine(checkDate);
export type SaveMaintenanceInput = z.input<typeof saveMaintenanceInput>;

export const maintenanceRecord = z.object({
  id: z.string(),
  recordNo: z.string(),
  equipmentId: z.string(),
  kind: z.enum(KIND_KEYS),
  maintainedOn: z.string(),
  items: z.string(),
  remark: z.string(),
  maintainers: z.array(maintainer),
  state: z.enum(MAINTENANCE_STATES),
  maintainUnitName: z.string(),
  /** The review is the use unit's countersign (or its return with the reason). */
  ...reviewedEntry,
});
export type MaintenanceRecord = z.output<typeof maintenanceRecord>;

/** Which side the caller is on for a device: the maintenance unit holding it, or its use unit. */
export const MAINTENANCE_SIDES = { maintain: TERMS.maintenanceUnit, use: '使用单位' } as const;
export type MaintenanceSide = keyof typeof MAINTENANCE_SIDES;

/** A device as the maintenance list shows it, with how long since its last maintenance. */
export const maintenanceDevice = z.object({
  equipmentId: z.string(),
  typeCode: z.string(),
  deviceCode: z.string(),
  registerCode: z.string(),
  productName: z.string(),
  internalNo: z.string(),
  address: z.string(),
  useUnitName: z.string(),
  /** The maintenance unit holding it on the platform ('' when the use unit only declared one). */
  maintainUnitName: z.string(),
  lastMaintainedOn: z.string().nullable(),
  /** Days since the last record (null: none yet). */
  daysSince: z.number().nullable(),
  /** Held by a maintenance unit on the platform, and no record or more than MAINTENANCE_INTERVAL_DAYS since the last. */
  overdue: z.boolean(),
  /** Records waiting for the use unit's countersign. */
  pending: z.number(),
});
export type MaintenanceDevice = z.output<typeof maintenanceDevice>;

export const findMaintenanceDevicesInput = pageInput.extend({
  /** Device code, registration code, name, internal number or address. */
  keyword: keywordFilter,
  overdueOnly: z.coerce.boolean().default(false),
});

/** /company-service/weibaoDa: one device's maintenance, as both sides see it. */
export const maintenanceDetail = z.object({
  device: maintenanceDevice.extend({ certNo: z.string(), useStatus: z.string() }),
  side: z.enum(['maintain', 'use']),
  /** The maintenance unit holding the device on the platform (equipment.maintain_unit_id), with its duty phone. */
  holder: z.object({ id: z.string(), name: z.string(), phone: z.string(), contact: z.string(), contactMobile: z.string() }).nullable(),
  /** What the use unit declared on the equipment record. */
  declaredUnit: z.string(),
  declaredPhone: z.string(),
  /** The device's maintenance contracts with the units that held it (维保单位变更), newest first. */
  assignments: z.array(maintAssignment),
  /** The caller may enter a record now (its unit holds the device). */
  mayRecord: z.boolean(),
  /** The caller may countersign (its unit uses the device). */
  mayConfirm: z.boolean(),
});
export type MaintenanceDetail = z.output<typeof maintenanceDetail>;

export const maintenanceEquipmentInput = z.object({ equipmentId: pickedId('电梯') });
export const maintenanceRecordsInput = pageInput.extend({ equipmentId: pickedId('电梯') });
const versioned = z.object({ id: pickedId('维保记录'), version: recordVersion });
export const confirmMaintenanceInput = versioned;
export const returnMaintenanceInput = versioned.extend({ opinion: requiredText('退回原因', 500) });

const SPEC = '/company-service/weibaoDa (spec §2 maintenance detail): maintenance records of TSG T5002 and their countersign, beyond §7';
const ACCESS = 'companyService.maintenance';
const maintenance = endpointsWith({ spec: SPEC, access: ACCESS });
const ofDevice = endpointsWith({ spec: SPEC, access: ACCESS, owns: { equipmentId: 'equipment' } });
/** The use unit's answer to one record. */
const countersign = endpointsWith({ spec: SPEC, access: ACCESS, output: maintenanceRecord, owns: { id: 'maintenanceRecord' } });

/** Both sides call these: the maintenance unit for the devices it holds, the use unit for its own. */
export const maintenanceApi = {
  devices: maintenance({ path: '/a/stone/maintenance/devices', title: '维保设备列表', input: findMaintenanceDevicesInput, output: pageOf(maintenanceDevice) }),
  detail: ofDevice({ path: '/a/stone/maintenance/detail', title: '设备维保详情', input: maintenanceEquipmentInput, output: maintenanceDetail }),
  records: ofDevice({ path: '/a/stone/maintenance/records', title: '维保记录', input: maintenanceRecordsInput, output: pageOf(maintenanceRecord) }),
  save: maintenance({
    path: '/a/stone/maintenance/save',
    title: '登记维保记录',
    input: saveMaintenanceInput,
    output: maintenanceRecord,
    owns: { equipmentId: 'equipment', id: 'maintenanceRecord' },
  }),
  confirm: countersign({ path: '/a/stone/maintenance/confirm', title: '签字确认维保记录', input: confirmMaintenanceInput }),
  return: countersign({ path: '/a/stone/maintenance/return', title: '退回维保记录', input: returnMaintenanceInput }),
} as const;

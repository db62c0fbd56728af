import { z } from 'zod';
import { chinaToday } from '../domain/working-days';
import { isCalendarDay } from '../validators/dates';
import { optionalText, requiredDate, requiredText, recordVersion } from '../validators/zod';
import { keywordFilter, pageInput } from './envelope';
import { endpointsWith, pageOf, signedDownload } from './endpoint';

/**
 * 安全阀 (catalogue 7310): accessories of a unit's boilers, pressure vessels and pressure pipelines, not registered on
 * their own but calibrated at least yearly (domain/workflows.md §5). A valve is kept with the equipment it protects;
 * each calibration is recorded with its body, date, report number and conclusion, and sets the next due date.
 */

/** The equipment a safety valve may protect: boilers, pressure vessels and pressure pipelines. */
export const VALVE_HOST_TYPES = ['1000', '2000', '8000'] as const;
/** A calibration is valid for at most a year (normally exactly a year). */
export const VALVE_CALIBRATION_MONTHS = 12;
/** Days ahead within which a coming calibration is due (workflows.md §7's 30 days). */
export const VALVE_DUE_DAYS = 30;

export const VALVE_CONCLUSIONS = { pass: '合格', fail: '不合格' } as const;
export type ValveConclusion = keyof typeof VALVE_CONCLUSIONS;
const CONCLUSION_KEYS = Object.keys(VALVE_CONCLUSIONS) as [ValveConclusion, ...ValveConclusion[]];

/** Where a valve stands: calibrated and valid, due within VALVE_DUE_DAYS, overdue (or never calibrated), or failed its last calibration. */
export const VALVE_STATUSES = {
  valid: { label: '校验有效', color: 'success' },
  due: { label: '即将到期', color: 'warning' },
  overdue: { label: '超期未校验', color: 'error' },
  failed: { label: '校验不合格', color: 'error' },
} as const;
export type ValveStatus = keyof typeof VALVE_STATUSES;
const STATUS_KEYS = Object.keys(VALVE_STATUSES) as [ValveStatus, ...ValveStatus[]];

/** The day a calibration on `date` runs out: a year later, less a day (YYYY-MM-DD). */
export function valveDefaultNextDue(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + VALVE_CALIBRATION_MONTHS);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The status of a valve from its last calibration, measured against today (China time). */
export function valveStatus(v: { lastConclusion: string; nextDue: string | null }, today: string): ValveStatus {
  if (v.lastConclusion === 'fail') return 'failed';
  if (!v.nextDue || v.nextDue < today) return 'overdue';
  const soon = new Date(Date.parse(`${today}T00:00:00Z`) + VALVE_DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return v.nextDue <= soon ? 'due' : 'valid';
}

const id = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .max(64, `${label}不正确`);

const decimal = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .refine((v) => /^\d+(\.\d{1,3})?$/.test(v) && Number(v) > 0 && Number(v) <= max, `${label}应为大于0、不超过${max}的数字（最多3位小数）`);

/** The valve's own fields, as the form sends them. */
export const valveForm = z.object({
  equipmentId: id('所保护的设备'),
  valveNo: requiredText('安全阀编号', 40),
  model: requiredText('型号', 40),
  /** 公称通径 DN, e.g. DN50. */
  nominalSize: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^DN\d{1,4}$/i.test(v), '公称通径格式应为DN加数字，如DN50'),
  setPressure: decimal('整定压力', 100),
  location: optionalText(100),
  manufacturer: optionalText(100),
});
export type ValveForm = z.output<typeof valveForm>;

export const saveValveInput = valveForm.extend({
  /** Absent: a new valve. */
  id: z.string().trim().max(64).optional(),
  version: recordVersion.optional(),
});
export type SaveValveInput = z.input<typeof saveValveInput>;

export const VALVE_MESSAGES = {
  future: '校验日期不能晚于今天',
  nextBefore: '下次校验日期应晚于校验日期',
  nextTooFar: `安全阀至少每年校验一次，下次校验日期不能晚于校验日期后${VALVE_CALIBRATION_MONTHS}个月`,
} as const;

/** A calibration as the form sends it; the next due date defaults to a year on and may not be later. */
export const calibrationForm = z
  .object({
    valveId: id('安全阀'),
    calibratingBody: requiredText('校验机构', 100),
    calibratedOn: requiredDate('校验日期'),
    reportNo: requiredText('校验报告编号', 40),
    conclusion: z.enum(CONCLUSION_KEYS, { error: '请选择校验结论' }),
    nextDue: requiredDate('下次校验日期'),
    remark: optionalText(200),
  })
  .superRefine((v, ctx) => {
    // The fields refuse what is no day themselves; a year is not added to one.
    if (!isCalendarDay(v.calibratedOn) || !isCalendarDay(v.nextDue)) return;
    if (v.calibratedOn > chinaToday()) ctx.addIssue({ code: 'custom', path: ['calibratedOn'], message: VALVE_MESSAGES.future });
    if (v.nextDue <= v.calibratedOn) ctx.addIssue({ code: 'custom', path: ['nextDue'], message: VALVE_MESSAGES.nextBefore });
    else if (v.nextDue > valveDefaultNextDue(v.calibratedOn)) ctx.addIssue({ code: 'custom', path: ['nextDue'], message: VALVE_MESSAGES.nextTooFar });
  });
export type CalibrationForm = z.output<typeof calibrationForm>;

export const valveCalibration = z.object({
  id: z.string(),
  calibratingBody: z.string(),
  calibratedOn: z.string(),
  reportNo: z.string(),
  conclusion: z.enum(CONCLUSION_KEYS),
  nextDue: z.string(),
  remark: z.string(),
  recordedByName: z.string(),
  recordedAt: z.string(),
});
export type ValveCalibration = z.output<typeof valveCalibration>;

export const valveRecord = z.object({
  id: z.string(),
  equipmentId: z.string(),
  equipmentTypeCode: z.string(),
  equipmentName: z.string(),
  equipmentCode: z.string(),
  equipmentAddress: z.string(),
  valveNo: z.string(),
  model: z.string(),
  nominalSize: z.string(),
  setPressure: z.string(),
  location: z.string(),
  manufacturer: z.string(),
  lastCalibratedOn: z.string().nullable(),
  lastConclusion: z.string(),
  lastReportNo: z.string(),
  lastCalibratingBody: z.string(),
  nextDue: z.string().nullable(),
  status: z.enum(STATUS_KEYS),
  version: z.number(),
  updatedAt: z.string(),
});
export type ValveRecord = z.output<typeof valveRecord>;

export const valveDetail = valveRecord.extend({ calibrations: z.array(valveCalibration) });
export type ValveDetail = z.output<typeof valveDetail>;

/** The lists of the page: all valves, due within VALVE_DUE_DAYS, overdue or never calibrated, failed. */
export const VALVE_LISTS = { all: '全部安全阀', due: '即将到期', overdue: '超期未校验', failed: '校验不合格' } as const;
export type ValveList = keyof typeof VALVE_LISTS;

export const findValveInput = pageInput.extend({
  list: z.enum(Object.keys(VALVE_LISTS) as [ValveList, ...ValveList[]], { error: '列表类型不正确' }).default('all'),
  /** Valve number, model, or the protected equipment's code or name. */
  keyword: keywordFilter,
  equipmentId: z.string().trim().max(64).optional(),
});
export type FindValveInput = z.input<typeof findValveInput>;

/** How many valves stand in each list, for the page's tabs. */
export const valveCounts = z.object({ all: z.number(), due: z.number(), overdue: z.number(), failed: z.number() });

/** A device of the unit a valve may be fitted to. */
export const valveHost = z.object({ id: z.string(), typeCode: z.string(), productName: z.string(), deviceCode: z.string(), internalNo: z.string(), address: z.string() });
export type ValveHost = z.output<typeof valveHost>;

export const valveIdInput = z.object({ id: id('安全阀') });

const SPEC = '/safetyValve (spec §2 earlier router set): safety valves of boilers and vessels and their calibrations, beyond §7';
const valves = endpointsWith({ spec: SPEC, access: 'equipment.safetyValve' });

/** The unit's safety valves: the lists, one valve with its calibrations, add and edit, record a calibration, export. */
export const safetyValveApi = {
  list: valves({ path: '/a/stone/safetyValve/list', title: '安全阀列表', input: findValveInput, output: pageOf(valveRecord), owns: { equipmentId: 'equipment' } }),
  counts: valves({ path: '/a/stone/safetyValve/counts', title: '安全阀校验到期统计', output: valveCounts }),
  hosts: valves({ path: '/a/stone/safetyValve/hosts', title: '可安装安全阀的设备', output: z.array(valveHost) }),
  detail: valves({ path: '/a/stone/safetyValve/detail', title: '安全阀详情', input: valveIdInput, output: valveDetail, owns: { id: 'safetyValve' } }),
  save: valves({ path: '/a/stone/safetyValve/save', title: '新增或修改安全阀', input: saveValveInput, output: valveDetail, owns: { id: 'safetyValve', equipmentId: 'equipment' } }),
  calibrate: valves({ path: '/a/stone/safetyValve/calibrate', title: '登记安全阀校验', input: calibrationForm, output: valveDetail, owns: { valveId: 'safetyValve' } }),
  export: valves({
    path: '/a/stone/safetyValve/export',
    title: '导出安全阀校验清单',
    ...signedDownload,
    input: findValveInput,
    output: 'xlsx',
    owns: { equipmentId: 'equipment' },
  }),
} as const;

import { z } from 'zod';
import { recordStamps, type Workflow } from '../domain/workflow';
import { isMoment } from '../validators/dates';
import { optionalText, pickedId, recordVersion, requiredText } from '../validators/zod';
import { choiceFilter, keywordFilter, pageInput, stateAndKeyword } from './envelope';
import { endpointsWith, pageOf } from './endpoint';
import { namedElevator } from './equipment';

/**
 * 电梯困人救援与故障 (workflows.md §9, TSG T5002 §8): the use unit or the maintenance unit holding an elevator reports
 * people trapped or a fault; the maintenance unit holding it dispatches, arrives, frees the passengers and closes the
 * record (or repairs the fault). Both sides see the record; every step is logged and told to the other side.
 */
export type RescueState = 'reported' | 'dispatched' | 'rescuing' | 'released' | 'closed' | 'cancelled';
export type RescueAction = 'dispatch' | 'arrive' | 'release' | 'close' | 'cancel';

export const RESCUE_FLOW: Workflow<RescueState, RescueAction> = {
  states: {
    reported: { label: '已报警', color: 'error' },
    dispatched: { label: '已派遣', color: 'processing' },
    rescuing: { label: '救援中', color: 'warning' },
    released: { label: '已解困', color: 'cyan' },
    closed: { label: '已结案', color: 'success' },
    cancelled: { label: '误报取消', color: 'default' },
  },
  transitions: [
    { action: 'dispatch', from: ['reported'], to: 'dispatched', label: '派遣救援', by: 'counterparty' },
    { action: 'arrive', from: ['dispatched'], to: 'rescuing', label: '到达现场', by: 'counterparty' },
    { action: 'release', from: ['rescuing'], to: 'released', label: '解困', by: 'counterparty' },
    { action: 'close', from: ['released'], to: 'closed', label: '结案', by: 'counterparty' },
    { action: 'cancel', from: ['reported', 'dispatched', 'rescuing'], to: 'cancelled', label: '误报取消', by: 'counterparty', needsReason: true },
  ],
};
export const RESCUE_STATES = Object.keys(RESCUE_FLOW.states) as [RescueState, ...RescueState[]];

export const RESCUE_SOURCES = { hotline: '96333', carAlarm: '轿厢报警', remote: '远程监测', phone: '电话' } as const;
export type RescueSource = keyof typeof RESCUE_SOURCES;
const SOURCE_KEYS = Object.keys(RESCUE_SOURCES) as [RescueSource, ...RescueSource[]];

export const RESCUE_CAUSES = {
  powerCut: '停电',
  doorLock: '门锁回路故障',
  inverter: '变频器故障',
  leveling: '平层感应器失效',
  ropeSlip: '钢丝绳打滑',
  overload: '超载保护动作',
  external: '人为/外部原因',
} as const;
export type RescueCause = keyof typeof RESCUE_CAUSES;
const CAUSE_KEYS = Object.keys(RESCUE_CAUSES) as [RescueCause, ...RescueCause[]];

/** How many forces the rescue needed: the maintenance unit alone, or with others. */
export const RESCUE_LEVELS = { one: '一级（维保单位自行解困）', two: '二级（需专业救援力量协助）', three: '三级（需消防等多方联动）' } as const;
export type RescueLevel = keyof typeof RESCUE_LEVELS;
const LEVEL_KEYS = Object.keys(RESCUE_LEVELS) as [RescueLevel, ...RescueLevel[]];

/** TSG T5002: the maintenance unit reaches trapped passengers within 30 minutes in a districted city, 1 hour elsewhere. */
export const ARRIVAL_LIMIT_MINUTES = 30;
export const ARRIVAL_LATE_MINUTES = 60;
/** A rescue lasting longer than this from the alarm to the release is flagged. */
export const RESCUE_DURATION_LIMIT_MINUTES = 60;
export type ArrivalFlag = 'none' | 'over30' | 'over60';
export const arrivalFlagOf = (minutes: number | null): ArrivalFlag =>
  minutes === null ? 'none' : minutes > ARRIVAL_LATE_MINUTES ? 'over60' : minutes > ARRIVAL_LIMIT_MINUTES ? 'over30' : 'none';
export const ARRIVAL_FLAG_LABELS = { over30: '到达超30分钟', over60: '到达超1小时', longRescue: '救援超1小时' } as const;
export type RescueFlagFilter = keyof typeof ARRIVAL_FLAG_LABELS;

/** Whole minutes between two instants (ISO), rounded down. */
export const minutesBetween = (from: string, to: string): number => Math.floor((Date.parse(to) - Date.parse(from)) / 60_000);

/** 'YYYY-MM-DD HH:mm' in China time as the ISO instant (UTC) the server stores. */
export const momentToIso = (v: string): string => new Date(Date.parse(`${v.replace(' ', 'T')}:00+08:00`)).toISOString();
/** Clocks of phones and PCs drift: a moment up to this far ahead of the server's is still taken as now. */
const CLOCK_SLACK_MS = 5 * 60_000;

/** A required moment ('YYYY-MM-DD HH:mm', China time), not in the future; parsed to its ISO instant. */
export const requiredMoment = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .refine(isMoment, { message: `${label}格式应为YYYY-MM-DD HH:mm`, abort: true })
    .refine((v) => Date.parse(`${v.replace(' ', 'T')}:00+08:00`) <= Date.now() + CLOCK_SLACK_MS, `${label}不能晚于当前时间`)
    .transform(momentToIso);

export const TIME_ORDER_MESSAGES = {
  alarmAt: '接警时间不能早于被困时间',
  dispatchedAt: '派遣时间不能早于接警时间',
  arrivedAt: '到达时间不能早于派遣时间',
  releasedAt: '解困时间不能早于到达现场时间',
  backInServiceAt: '恢复运行时间不能早于故障发生时间',
} as const;

const count = (label: string, min: number) =>
  z.coerce
    .number({ error: `请填写${label}` })
    .int(`${label}应为整数`)
    .min(min, `${label}不能小于${min}`)
    .max(99, `${label}不能超过99`);

export const trappedFields = {
  source: z.enum(SOURCE_KEYS, { error: '请选择报警来源' }),
  trappedAt: requiredMoment('被困时间'),
  alarmAt: requiredMoment('接警时间'),
  trappedCount: count('被困人数', 1),
  description: optionalText(200),
};
export const trappedOrder = (v: { trappedAt: string; alarmAt: string }, ctx: z.RefinementCtx) => {
  if (v.alarmAt < v.trappedAt) ctx.addIssue({ code: 'custom', path: ['alarmAt'], message: TIME_ORDER_MESSAGES.alarmAt });
};

export const reportRescueInput = z.object({ equipmentId: pickedId('电梯'), ...trappedFields }).superRefine(trappedOrder);
export type ReportRescueInput = z.input<typeof reportRescueInput>;

export const rescueIdInput = z.object({ id: pickedId('救援记录') });
/** A step on a rescue record: the record, and the version the page read. */
const onRescue = { id: pickedId('救援记录'), version: recordVersion };
export const dispatchRescueInput = z.object({
  ...onRescue,
  dispatchedAt: requiredMoment('派遣时间'),
  rescuers: requiredText('救援人员', 100),
  rescueLevel: z.enum(LEVEL_KEYS, { error: '请选择救援级别' }),
});
export const arriveRescueInput = z.object({ ...onRescue, arrivedAt: requiredMoment('到达现场时间') });
export const releaseRescueInput = z.object({
  ...onRescue,
  releasedAt: requiredMoment('解困时间'),
  releasedCount: count('解困人数', 0),
  injuries: optionalText(200),
});
export const closeRescueInput = z.object({
  ...onRescue,
  cause: z.enum(CAUSE_KEYS, { error: '请选择困人原因' }),
  handling: requiredText('处置情况', 500),
});
export const cancelRescueInput = z.object({ ...onRescue, opinion: requiredText('误报原因', 500) });

export const rescueMonthField = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为YYYY-MM')
  .optional()
  .catch(undefined);

/** The keyword matches the rescue number, a device or register code, or the address. */
export const findRescueInput = pageInput.extend({
  ...stateAndKeyword(RESCUE_STATES),
  flag: choiceFilter(['over30', 'over60', 'longRescue']),
  /** The month of the alarm (China time). */
  month: rescueMonthField,
});
export type FindRescueInput = z.input<typeof findRescueInput>;

/** An elevator as both sides see it on a rescue or fault record. */
export const rescueElevatorFields = {
  ...namedElevator,
  useUnitId: z.string(),
  useUnitName: z.string(),
  maintainUnitId: z.string(),
  maintainUnitName: z.string(),
};
export const rescueElevator = z.object(rescueElevatorFields);
export type RescueElevator = z.output<typeof rescueElevator>;
export const elevatorChoicesInput = pageInput.extend({ keyword: keywordFilter });

/** Which side of a record the viewer is on; an administrator only reads. */
export const RECORD_SIDES = ['use', 'maintain', 'viewer'] as const;

export const rescueRecord = z.object({
  id: z.string(),
  rescueNo: z.string(),
  ...rescueElevatorFields,
  source: z.enum(SOURCE_KEYS),
  trappedAt: z.string(),
  alarmAt: z.string(),
  trappedCount: z.number(),
  description: z.string(),
  dispatchedAt: z.string().nullable(),
  rescuers: z.string(),
  rescueLevel: z.string(),
  arrivedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  releasedCount: z.number().nullable(),
  injuries: z.string(),
  cause: z.string(),
  handling: z.string(),
  cancelReason: z.string(),
  /** From the alarm to the arrival on site. */
  arrivalMinutes: z.number().nullable(),
  arrivalFlag: z.enum(['none', 'over30', 'over60']),
  /** From the alarm to the release. */
  durationMinutes: z.number().nullable(),
  durationFlag: z.boolean(),
  /** The fault record it came from ('' when reported as a rescue). */
  faultId: z.string(),
  faultNo: z.string(),
  reportedByName: z.string(),
  reportedUnitName: z.string(),
  state: z.enum(RESCUE_STATES),
  side: z.enum(RECORD_SIDES),
  ...recordStamps,
});
export type RescueRecord = z.output<typeof rescueRecord>;

/** One row of the month's figures: an elevator or a maintenance unit. */
const figures = {
  rescues: z.number(),
  faults: z.number(),
  /** Rescues whose arrival took more than 30 minutes (those over an hour included). */
  over30: z.number(),
  over60: z.number(),
  /** Mean minutes from alarm to arrival over the month's rescues with an arrival; null: none. */
  avgArrival: z.number().nullable(),
};
export const rescueStatsInput = z.object({ month: rescueMonthField });
export const rescueStats = z.object({
  month: z.string(),
  total: z.object(figures),
  byElevator: z.array(z.object({ equipmentId: z.string(), deviceCode: z.string(), address: z.string(), ...figures })),
  byMaintainUnit: z.array(z.object({ unitId: z.string(), name: z.string(), ...figures })),
  /** The last six months up to this one, oldest first. */
  trend: z.array(z.object({ month: z.string(), rescues: z.number(), faults: z.number(), over30: z.number() })),
});
export type RescueStats = z.output<typeof rescueStats>;

const RCS = '§7 eleRcsMain: rescue registration (workflows.md §9)';
const rescue = endpointsWith({ spec: RCS, access: 'rescue.rescue' });
/** The calls on one rescue record, each answering the record as it then stands. */
const rescueStep = endpointsWith({ spec: RCS, access: 'rescue.rescue', output: rescueRecord, owns: { id: 'rescue' } });

/** 困人救援: both sides list and read; the use unit or the maintenance unit reports; the maintenance unit takes the steps. */
export const rescueApi = {
  list: rescue({ path: '/a/stone/eleRcsMain/list', title: '困人救援记录', input: findRescueInput, output: pageOf(rescueRecord) }),
  detail: rescueStep({ path: '/a/stone/eleRcsMain/detail', title: '困人救援记录详情', input: rescueIdInput }),
  elevators: rescue({ path: '/a/stone/eleRcsMain/elevators', title: '可登记救援与故障的电梯', access: 'rescue', input: elevatorChoicesInput, output: pageOf(rescueElevator) }),
  report: rescue({ path: '/a/stone/eleRcsMain/save', title: '报告电梯困人', input: reportRescueInput, output: rescueRecord, owns: { equipmentId: 'equipment' } }),
  dispatch: rescueStep({ path: '/a/stone/eleRcsMain/dispatch', title: '派遣救援', input: dispatchRescueInput }),
  arrive: rescueStep({ path: '/a/stone/eleRcsMain/arrive', title: '救援人员到达现场', input: arriveRescueInput }),
  release: rescueStep({ path: '/a/stone/eleRcsMain/release', title: '被困人员解困', input: releaseRescueInput }),
  close: rescueStep({ path: '/a/stone/eleRcsMain/close', title: '救援结案', input: closeRescueInput }),
  cancel: rescueStep({ path: '/a/stone/eleRcsMain/cancel', title: '误报取消救援', input: cancelRescueInput }),
  stats: rescue({ path: '/a/stone/eleRcsMain/stats', title: '救援与故障月度统计', input: rescueStatsInput, output: rescueStats }),
} as const;

import type { Selectable } from 'kysely';
import {
  RESCUE_DURATION_LIMIT_MINUTES,
  FLOWS,
  findTransition,
  stateOf,
  TIME_ORDER_MESSAGES,
  arrivalFlagOf,
  minutesBetween,
  momentToIso,
  type FaultRecord,
  type FaultState,
  type Page,
  type RescueElevator,
  type RescueRecord,
  type RescueState,
  type RescueStats,
  type arriveRescueInput,
  type cancelFaultInput,
  type cancelRescueInput,
  type closeRescueInput,
  type completeFaultInput,
  type dispatchRescueInput,
  type elevatorChoicesInput,
  findFaultInput,
  findRescueInput,
  type processFaultInput,
  type releaseRescueInput,
  type reportFaultInput,
  type reportRescueInput,
  type transferFaultInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { FaultTable, RescueTable } from '../../platform/db/schema';
import { badInput, businessError, forbidden, notFound } from '../../platform/http/errors';
import { chinaToday, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { findCandidates } from '../equipment/candidates-service';
import { elevatorNamesOf } from '../equipment/service';
import { allocateSerial } from '../registry/service';
import { messageUnit } from '../user/service';
import { recordFiles } from '../workflow/filing-service';
import { stampsOf, applyStep, reviewedIn, startFlow, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type Side = 'use' | 'maintain' | 'viewer';
/** A rescue or a fault as the engine hands it to a step. */
type HeldRow = { id: string; unit_id: string; maintain_unit_id: string; state: string; version: number };

/** The pages whose users hear of a step, and where the message leads. */
const RESCUE_PERMISSION = 'rescue.rescue';
const FAULT_PERMISSION = 'rescue.fault';
const RESCUE_DETAIL_PAGE = '/elevator-rescue/rescue-detail';
const FAULT_DETAIL_PAGE = '/company-service/fault-registration-detail';

/** Whose records the caller reaches: a maintenance role by the maintenance unit on the record, an administrator all (reading). */
function scopeOf(s: SessionContext): repo.RecordScope {
  if (s.roleType === 'admin') return { side: 'viewer' };
  return { side: s.roleType === 'maintain' ? 'maintain' : 'use', unitId: s.unitId };
}

/** The caller's side of one record, or null when it is none of the caller's business. */
function sideOf(s: SessionContext, r: { unit_id: string; maintain_unit_id: string }): Side | null {
  const scope = scopeOf(s);
  if (scope.side === 'viewer') return 'viewer';
  if (scope.side === 'maintain') return r.maintain_unit_id === s.unitId ? 'maintain' : null;
  return r.unit_id === s.unitId ? 'use' : null;
}

/** The side that may report: a use unit or a maintenance unit, not an administrator. */
function reportingScope(s: SessionContext): { side: 'use' | 'maintain'; unitId: string } {
  const scope = scopeOf(s);
  if (scope.side === 'viewer') throw forbidden();
  return scope;
}

type ElevatorColumns = Pick<
  repo.RescueRow,
  | 'equipment_id'
  | 'device_code'
  | 'register_code'
  | 'cert_no'
  | 'product_name'
  | 'internal_no'
  | 'address'
  | 'unit_id'
  | 'use_unit_name'
  | 'maintain_unit_id'
  | 'maintain_unit_name'
>;
const elevatorOf = (r: ElevatorColumns): RescueElevator => ({
  ...elevatorNamesOf(r),
  useUnitId: r.unit_id,
  useUnitName: r.use_unit_name,
  maintainUnitId: r.maintain_unit_id,
  maintainUnitName: r.maintain_unit_name,
});

function toRescue(r: repo.RescueRow, side: Side): RescueRecord {
  return {
    id: r.id,
    rescueNo: r.rescue_no,
    ...elevatorOf(r),
    source: r.source as RescueRecord['source'],
    trappedAt: r.trapped_at,
    alarmAt: r.alarm_at,
    trappedCount: r.trapped_count,
    description: r.description,
    dispatchedAt: r.dispatched_at,
    rescuers: r.rescuers,
    rescueLevel: r.rescue_level,
    arrivedAt: r.arrived_at,
    releasedAt: r.released_at,
    releasedCount: r.released_count,
    injuries: r.injuries,
    cause: r.cause,
    handling: r.handling,
    cancelReason: r.cancel_reason,
    arrivalMinutes: r.arrival_minutes,
    arrivalFlag: arrivalFlagOf(r.arrival_minutes),
    durationMinutes: r.duration_minutes,
    durationFlag: r.duration_minutes !== null && r.duration_minutes > RESCUE_DURATION_LIMIT_MINUTES,
    faultId: r.fault_id ?? '',
    faultNo: r.fault_no ?? '',
    reportedByName: r.reported_by_name,
    reportedUnitName: r.reported_unit_name,
    state: r.state as RescueState,
    side,
    ...stampsOf(r),
  };
}

function toFault(r: repo.FaultRow, side: Side): FaultRecord {
  return {
    id: r.id,
    faultNo: r.fault_no,
    ...elevatorOf(r),
    faultAt: r.fault_at,
    phenomenon: r.phenomenon,
    component: r.component as FaultRecord['component'],
    description: r.description,
    repairer: r.repairer,
    cause: r.cause,
    handling: r.handling,
    partsReplaced: r.parts_replaced,
    backInServiceAt: r.back_in_service_at,
    peopleTrapped: r.people_trapped === 1,
    rescueId: r.rescue_id ?? '',
    rescueNo: r.rescue_no ?? '',
    cancelReason: r.cancel_reason,
    reportedByName: r.reported_by_name,
    reportedUnitName: r.reported_unit_name,
    state: r.state as FaultState,
    side,
    ...stampsOf(r),
  };
}

/** What tells a rescue from a fault: both are held by the same two sides and move by the maintenance unit's steps. */
interface RecordKind<R extends repo.RescueRow | repo.FaultRow, V> {
  flow: 'rescue' | 'fault';
  /** The page whose users hear of a step, where the message leads, and how it names the step. */
  permission: string;
  detailPage: string;
  progress: string;
  find: (db: AppContext['db'], id: string) => Promise<R | undefined>;
  view: (r: R, side: Side) => V;
  no: (r: R) => string;
}

const RESCUE: RecordKind<repo.RescueRow, RescueRecord> = {
  flow: 'rescue',
  permission: RESCUE_PERMISSION,
  detailPage: RESCUE_DETAIL_PAGE,
  progress: '救援进展',
  find: repo.findRescue,
  view: toRescue,
  no: (r) => r.rescue_no,
};

const FAULT: RecordKind<repo.FaultRow, FaultRecord> = {
  flow: 'fault',
  permission: FAULT_PERMISSION,
  detailPage: FAULT_DETAIL_PAGE,
  progress: '故障处理进展',
  find: repo.findFault,
  view: toFault,
  no: (r) => r.fault_no,
};

async function visible<R extends repo.RescueRow | repo.FaultRow, V>(ctx: AppContext, s: SessionContext, k: RecordKind<R, V>, id: string): Promise<{ row: R; side: Side }> {
  const row = await k.find(ctx.db, id);
  const side = row && sideOf(s, row);
  if (!row || !side) throw notFound(FLOWS[k.flow].noun);
  return { row, side };
}

async function reread<R extends repo.RescueRow | repo.FaultRow, V>(ctx: AppContext, k: RecordKind<R, V>, id: string, side: Side): Promise<V> {
  const row = await k.find(ctx.db, id);
  if (!row) throw notFound(FLOWS[k.flow].noun);
  return k.view(row, side);
}

/** The China-time month [from, to) as ISO instants. */
function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: momentToIso(`${month}-01 00:00`), to: momentToIso(`${next}-01 00:00`) };
}
/** The China-time month (YYYY-MM) of an instant. */
const monthOf = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 7);
const shiftMonth = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
};
/** The time as people read it in a message (China time, to the minute). */
const shown = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** Tells the users of the other side who work on these records, in the step's transaction. */
async function tellOther(
  tx: AppContext,
  r: { unit_id: string; maintain_unit_id: string },
  actorSide: 'use' | 'maintain',
  permission: string,
  title: string,
  content: string,
  link: string,
): Promise<void> {
  const unitId = actorSide === 'maintain' ? r.unit_id : r.maintain_unit_id;
  await messageUnit(tx, unitId, { permission }, title, content, link);
}

async function elevatorName(tx: AppContext, equipmentId: string): Promise<string> {
  const e = await tx.db.selectFrom('equipment').select(['device_code', 'internal_no', 'address']).where('id', '=', equipmentId).executeTakeFirst();
  return e ? `${e.address}${e.internal_no ? ` ${e.internal_no}` : ''}（设备代码${e.device_code || '—'}）` : '';
}

// ---- elevators ----

/** The elevators the caller may report on: its own (use unit) or those it holds (maintenance unit), held on the platform. */
export async function listElevators(ctx: AppContext, s: SessionContext, q: z.output<typeof elevatorChoicesInput>): Promise<Page<RescueElevator>> {
  // An administrator reads the records but has no elevators to report on.
  reportingScope(s);
  const page = await findCandidates(ctx, s, 'rescue', { keyword: q.keyword }, q);
  return {
    ...page,
    list: page.list.map((e) => elevatorOf({ ...e, equipment_id: e.id, maintain_unit_id: e.maintain_unit_id ?? '' })),
  };
}

/** An elevator the caller may report on, with the maintenance unit holding it; anything else answers as unknown. */
async function reportableElevator(ctx: AppContext, s: SessionContext, equipmentId: string) {
  const scope = reportingScope(s);
  const e = await repo.findElevator(ctx.db, equipmentId);
  const mine = e && (scope.side === 'use' ? e.unit_id === s.unitId : e.maintain_unit_id === s.unitId);
  if (!e || !mine) throw notFound('电梯');
  if (e.type_code !== '3000') throw businessError('只能为电梯登记困人救援和故障');
  if (!e.maintain_unit_id) throw businessError('该电梯尚无在平台认领的维保单位，请先办理维保单位变更，由维保单位认领后再登记');
  return { side: scope.side, unitId: e.unit_id, maintainUnitId: e.maintain_unit_id };
}

const serialNo = async (tx: AppContext, prefix: string) => {
  const day = chinaToday().replaceAll('-', '');
  return `${prefix}${day}${String(await allocateSerial(tx, `apply:${prefix}${day}`)).padStart(4, '0')}`;
};

// ---- rescues ----

export async function listRescues(ctx: AppContext, s: SessionContext, q: z.output<typeof findRescueInput>): Promise<Page<RescueRecord>> {
  const scope = scopeOf(s);
  const { rows, count } = await repo.findRescuePage(
    ctx.db,
    scope,
    { state: q.state, flag: q.flag, keyword: q.keyword, ...(q.month ? monthBounds(q.month) : {}) },
    (q.pageNo - 1) * q.pageSize,
    q.pageSize,
  );
  return { list: rows.map((r) => toRescue(r, scope.side)), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function getRescue(ctx: AppContext, s: SessionContext, id: string): Promise<RescueRecord> {
  const { row, side } = await visible(ctx, s, RESCUE, id);
  return toRescue(row, side);
}

type TrappedFields = Pick<z.output<typeof reportRescueInput>, 'source' | 'trappedAt' | 'alarmAt' | 'trappedCount' | 'description'>;

/** Inserts a reported rescue and its first step in `tx`; the other side hears of it. */
async function insertRescue(
  tx: AppContext,
  s: SessionContext,
  e: { side: 'use' | 'maintain'; unitId: string; maintainUnitId: string },
  equipmentId: string,
  f: TrappedFields,
  faultId: string | null,
  ip: string,
): Promise<string> {
  const id = newId();
  const now = nowIso();
  const rescueNo = await serialNo(tx, 'JY');
  await repo.insertRescue(tx.db, {
    id,
    rescue_no: rescueNo,
    unit_id: e.unitId,
    maintain_unit_id: e.maintainUnitId,
    equipment_id: equipmentId,
    source: f.source,
    trapped_at: f.trappedAt,
    alarm_at: f.alarmAt,
    trapped_count: f.trappedCount,
    description: f.description,
    dispatched_at: null,
    arrived_at: null,
    released_at: null,
    released_count: null,
    arrival_minutes: null,
    duration_minutes: null,
    fault_id: faultId,
    reported_by_id: s.userId,
    reported_by_name: s.userName.slice(0, 64),
    reported_unit_id: s.unitId,
    state: 'reported',
    created_at: now,
    updated_at: now,
    version: 1,
  });
  await startFlow(tx, { kind: 'rescue', id, actor: { kind: 'user', session: s }, audit: { action: 'rescue.report', detail: { equipmentId }, ip } });
  const where = await elevatorName(tx, equipmentId);
  await tellOther(
    tx,
    { unit_id: e.unitId, maintain_unit_id: e.maintainUnitId },
    e.side,
    RESCUE_PERMISSION,
    '电梯困人报警',
    e.side === 'use'
      ? `${where}有${f.trappedCount}人被困（接警${shown(f.alarmAt)}，救援记录${rescueNo}），请立即派遣救援人员，30分钟内到达现场。`
      : `维保单位已登记${where}的困人救援（救援记录${rescueNo}，接警${shown(f.alarmAt)}），正在组织救援。`,
    `${RESCUE_DETAIL_PAGE}?id=${id}`,
  );
  return id;
}

/** Reports people trapped in an elevator: by its use unit, or by the maintenance unit holding it. */
export async function reportRescue(ctx: AppContext, s: SessionContext, input: z.output<typeof reportRescueInput>, ip: string): Promise<RescueRecord> {
  const { equipmentId, ...f } = input;
  const e = await reportableElevator(ctx, s, equipmentId);
  const id = await ctx.db.transaction().execute((trx) => insertRescue({ ...ctx, db: trx }, s, e, equipmentId, f, null, ip));
  return reread(ctx, RESCUE, id, e.side);
}

/** What a step sets on the record, what the other side is told, and what else it does in the step's transaction. */
interface Prepared {
  set: Record<string, unknown>;
  tell: string;
  effect?: (tx: AppContext) => Promise<void>;
}

/** The maintenance unit's step on a record it holds: checked against the record as read, then through the engine. */
async function step<R extends repo.RescueRow | repo.FaultRow, V>(
  ctx: AppContext,
  s: SessionContext,
  k: RecordKind<R, V>,
  input: { id: string; version: number; opinion?: string },
  action: string,
  ip: string,
  prepare: (r: R) => Prepared | Promise<Prepared>,
): Promise<V> {
  const { row, side } = await visible(ctx, s, k, input.id);
  if (side === 'viewer') throw forbidden();
  // A step not allowed from this state is refused by the engine with the state's name, before any field is judged.
  const allowed = !!findTransition<string, string>(FLOWS[k.flow].flow, row.state, action);
  const p = allowed && side === 'maintain' ? await prepare(row) : { set: {}, tell: '' };
  await applyStep<HeldRow>(ctx, {
    kind: k.flow,
    id: input.id,
    action,
    party: side === 'maintain' ? 'counterparty' : 'owner',
    version: input.version,
    actor: { kind: 'user', session: s },
    opinion: input.opinion,
    guard: (r) => (side === 'maintain' ? r.maintain_unit_id === s.unitId : r.unit_id === s.unitId),
    set: { ...p.set, updated_at: nowIso() },
    effect: async (tx, r) => {
      await p.effect?.(tx);
      await tellOther(
        tx,
        r,
        'maintain',
        k.permission,
        `${k.progress}：${stateOf(k.flow, r.state).label}`,
        `${FLOWS[k.flow].noun}${k.no(row)}：${p.tell}`,
        `${k.detailPage}?id=${r.id}`,
      );
    },
    audit: { action: `${k.flow}.${action}`, ip },
  });
  return reread(ctx, k, input.id, side);
}

/** Times must follow each other: a step's time not before the one it follows. */
function notBefore(time: string, earlier: string | null, message: string): void {
  if (earlier && time < earlier) throw badInput(message);
}

export const dispatchRescue = (ctx: AppContext, s: SessionContext, input: z.output<typeof dispatchRescueInput>, ip: string) =>
  step(ctx, s, RESCUE, input, 'dispatch', ip, (r) => {
    notBefore(input.dispatchedAt, r.alarm_at, TIME_ORDER_MESSAGES.dispatchedAt);
    return {
      set: { dispatched_at: input.dispatchedAt, rescuers: input.rescuers, rescue_level: input.rescueLevel },
      tell: `已于${shown(input.dispatchedAt)}派遣救援人员${input.rescuers}前往现场。`,
    };
  });

export const arriveRescue = (ctx: AppContext, s: SessionContext, input: z.output<typeof arriveRescueInput>, ip: string) =>
  step(ctx, s, RESCUE, input, 'arrive', ip, (r) => {
    notBefore(input.arrivedAt, r.dispatched_at, TIME_ORDER_MESSAGES.arrivedAt);
    const minutes = minutesBetween(r.alarm_at, input.arrivedAt);
    return { set: { arrived_at: input.arrivedAt, arrival_minutes: minutes }, tell: `救援人员已于${shown(input.arrivedAt)}到达现场，距接警${minutes}分钟。` };
  });

export const releaseRescue = (ctx: AppContext, s: SessionContext, input: z.output<typeof releaseRescueInput>, ip: string) =>
  step(ctx, s, RESCUE, input, 'release', ip, (r) => {
    notBefore(input.releasedAt, r.arrived_at, TIME_ORDER_MESSAGES.releasedAt);
    const minutes = minutesBetween(r.alarm_at, input.releasedAt);
    return {
      set: { released_at: input.releasedAt, released_count: input.releasedCount, injuries: input.injuries, duration_minutes: minutes },
      tell: `被困人员已于${shown(input.releasedAt)}解困（${input.releasedCount}人，${input.injuries || '无人员受伤'}），救援用时${minutes}分钟。`,
    };
  });

export const closeRescue = (ctx: AppContext, s: SessionContext, input: z.output<typeof closeRescueInput>, ip: string) =>
  step(ctx, s, RESCUE, input, 'close', ip, () => ({ set: { cause: input.cause, handling: input.handling }, tell: `救援已结案。处置情况：${input.handling}` }));

export const cancelRescue = (ctx: AppContext, s: SessionContext, input: z.output<typeof cancelRescueInput>, ip: string) =>
  step(ctx, s, RESCUE, input, 'cancel', ip, () => ({ set: { cancel_reason: input.opinion }, tell: `经核实为误报，救援已取消。原因：${input.opinion}` }));

// ---- faults ----

export async function listFaults(ctx: AppContext, s: SessionContext, q: z.output<typeof findFaultInput>): Promise<Page<FaultRecord>> {
  const scope = scopeOf(s);
  const { rows, count } = await repo.findFaultPage(
    ctx.db,
    scope,
    { state: q.state, keyword: q.keyword, ...(q.month ? monthBounds(q.month) : {}) },
    (q.pageNo - 1) * q.pageSize,
    q.pageSize,
  );
  return { list: rows.map((r) => toFault(r, scope.side)), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function getFault(ctx: AppContext, s: SessionContext, id: string): Promise<FaultRecord> {
  const { row, side } = await visible(ctx, s, FAULT, id);
  return toFault(row, side);
}

/** Registers a fault of an elevator: by its use unit, or by the maintenance unit holding it. */
export async function reportFault(ctx: AppContext, s: SessionContext, input: z.output<typeof reportFaultInput>, ip: string): Promise<FaultRecord> {
  const e = await reportableElevator(ctx, s, input.equipmentId);
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    const tx = { ...ctx, db: trx };
    const now = nowIso();
    const faultNo = await serialNo(tx, 'GZ');
    await repo.insertFault(trx, {
      id,
      fault_no: faultNo,
      unit_id: e.unitId,
      maintain_unit_id: e.maintainUnitId,
      equipment_id: input.equipmentId,
      fault_at: input.faultAt,
      phenomenon: input.phenomenon,
      component: input.component,
      description: input.description,
      back_in_service_at: null,
      rescue_id: null,
      reported_by_id: s.userId,
      reported_by_name: s.userName.slice(0, 64),
      reported_unit_id: s.unitId,
      state: 'pending',
      created_at: now,
      updated_at: now,
      version: 1,
    });
    await startFlow(tx, { kind: 'fault', id, actor: { kind: 'user', session: s }, audit: { action: 'fault.report', detail: { equipmentId: input.equipmentId }, ip } });
    await tellOther(
      tx,
      { unit_id: e.unitId, maintain_unit_id: e.maintainUnitId },
      e.side,
      FAULT_PERMISSION,
      '电梯故障登记',
      `${await elevatorName(tx, input.equipmentId)}于${shown(input.faultAt)}发生故障：${input.phenomenon}（故障记录${faultNo}）。`,
      `${FAULT_DETAIL_PAGE}?id=${id}`,
    );
  });
  return reread(ctx, FAULT, id, e.side);
}

export const processFault = (ctx: AppContext, s: SessionContext, input: z.output<typeof processFaultInput>, ip: string) =>
  step(ctx, s, FAULT, input, 'process', ip, async () => ({ set: { repairer: input.repairer }, tell: `维修人员${input.repairer}已开始维修。` }));

/**
 * People are trapped in the faulty elevator: the maintenance unit opens a rescue record for it (linked both ways) in the
 * same transaction, and the fault waits for the repair once the passengers are free.
 */
export async function transferFault(ctx: AppContext, s: SessionContext, input: z.output<typeof transferFaultInput>, ip: string): Promise<FaultRecord> {
  const { id, version, ...f } = input;
  return step(ctx, s, FAULT, { id, version }, 'transfer', ip, async (r) => ({
    set: { people_trapped: 1 },
    tell: `有${f.trappedCount}人被困，已转为困人救援，维保单位正在组织救援。`,
    effect: async (tx) => {
      const rescueId = await insertRescue(tx, s, { side: 'maintain', unitId: r.unit_id, maintainUnitId: r.maintain_unit_id }, r.equipment_id, f, r.id, ip);
      await tx.db.updateTable('faults').set({ rescue_id: rescueId }).where('id', '=', r.id).execute();
    },
  }));
}

export const completeFault = (ctx: AppContext, s: SessionContext, input: z.output<typeof completeFaultInput>, ip: string) =>
  step(ctx, s, FAULT, input, 'complete', ip, async (r) => {
    notBefore(input.backInServiceAt, r.fault_at, TIME_ORDER_MESSAGES.backInServiceAt);
    if (r.rescue_id) {
      const rescue = await repo.findRescue(ctx.db, r.rescue_id);
      if (rescue && !['released', 'closed'].includes(rescue.state)) throw businessError(`关联的救援记录${rescue.rescue_no}尚未解困，请先完成困人救援`);
      if (rescue?.released_at) notBefore(input.backInServiceAt, rescue.released_at, '恢复运行时间不能早于被困人员解困时间');
    }
    return {
      set: { cause: input.cause, handling: input.handling, parts_replaced: input.partsReplaced, back_in_service_at: input.backInServiceAt, repairer: input.repairer },
      tell: `故障已修复，电梯于${shown(input.backInServiceAt)}恢复运行。处理情况：${input.handling}`,
    };
  });

export const cancelFault = (ctx: AppContext, s: SessionContext, input: z.output<typeof cancelFaultInput>, ip: string) =>
  step(ctx, s, FAULT, input, 'cancel', ip, async () => ({ set: { cancel_reason: input.opinion }, tell: `故障记录已取消。原因：${input.opinion}` }));

// ---- the work desk's figures ----

interface Tally {
  rescues: number;
  faults: number;
  over30: number;
  over60: number;
  arrivals: number[];
}
const emptyTally = (): Tally => ({ rescues: 0, faults: 0, over30: 0, over60: 0, arrivals: [] });
const figuresOf = (t: Tally) => ({
  rescues: t.rescues,
  faults: t.faults,
  over30: t.over30,
  over60: t.over60,
  avgArrival: t.arrivals.length ? Math.round(t.arrivals.reduce((a, b) => a + b, 0) / t.arrivals.length) : null,
});
function countRescue(t: Tally, r: { arrival_minutes: number | null }) {
  t.rescues += 1;
  const flag = arrivalFlagOf(r.arrival_minutes);
  if (flag !== 'none') t.over30 += 1;
  if (flag === 'over60') t.over60 += 1;
  if (r.arrival_minutes !== null) t.arrivals.push(r.arrival_minutes);
}

/**
 * The month's rescues and faults in the caller's scope (cancelled ones left out), per elevator and per maintenance
 * unit, with the flagged arrivals and the mean minutes to arrive, and the six months up to it.
 */
export async function rescueStats(ctx: AppContext, s: SessionContext, month = chinaToday().slice(0, 7)): Promise<RescueStats> {
  const scope = scopeOf(s);
  const first = shiftMonth(month, -5);
  const { from } = monthBounds(first);
  const { to } = monthBounds(month);
  const [rescues, faults] = await Promise.all([repo.rescuesBetween(ctx.db, scope, from, to), repo.faultsBetween(ctx.db, scope, from, to)]);
  const total = emptyTally();
  const elevators = new Map<string, Tally & { deviceCode: string; address: string }>();
  const units = new Map<string, Tally & { name: string }>();
  const elevator = (r: repo.RescueRow | repo.FaultRow) => {
    let e = elevators.get(r.equipment_id);
    if (!e) elevators.set(r.equipment_id, (e = { ...emptyTally(), deviceCode: r.device_code, address: `${r.address}${r.internal_no ? ` ${r.internal_no}` : ''}` }));
    return e;
  };
  const unit = (r: repo.RescueRow | repo.FaultRow) => {
    let u = units.get(r.maintain_unit_id);
    if (!u) units.set(r.maintain_unit_id, (u = { ...emptyTally(), name: r.maintain_unit_name }));
    return u;
  };
  const trend = new Map(Array.from({ length: 6 }, (_, i) => [shiftMonth(first, i), { rescues: 0, faults: 0, over30: 0 }]));
  for (const r of rescues) {
    const m = monthOf(r.alarm_at);
    const t = trend.get(m);
    if (t) {
      t.rescues += 1;
      if (arrivalFlagOf(r.arrival_minutes) !== 'none') t.over30 += 1;
    }
    if (m !== month) continue;
    for (const tally of [total, elevator(r), unit(r)]) countRescue(tally, r);
  }
  for (const f of faults) {
    const m = monthOf(f.fault_at);
    const t = trend.get(m);
    if (t) t.faults += 1;
    if (m !== month) continue;
    for (const tally of [total, elevator(f), unit(f)]) tally.faults += 1;
  }
  const busiest = <T extends Tally>(a: T, b: T) => b.rescues + b.faults - (a.rescues + a.faults);
  return {
    month,
    total: figuresOf(total),
    byElevator: [...elevators.entries()]
      .sort(([, a], [, b]) => busiest(a, b))
      .map(([equipmentId, e]) => ({ equipmentId, deviceCode: e.deviceCode, address: e.address, ...figuresOf(e) })),
    byMaintainUnit: [...units.entries()].sort(([, a], [, b]) => busiest(a, b)).map(([unitId, u]) => ({ unitId, name: u.name, ...figuresOf(u) })),
    trend: [...trend.entries()].map(([m, t]) => ({ month: m, ...t })),
  };
}

// ---- the engine's and the attachments' view of these records ----

/**
 * A rescue's or a fault's view for the engine: its number and elevator as the subject, read by both sides; the report
 * tells the maintenance unit, and until the record is closed it waits among that unit's to-dos (the permission and
 * page named after the kind).
 */
function elevatorRecordSpec<R extends Selectable<RescueTable> | Selectable<FaultTable>>(o: {
  kind: 'rescue' | 'fault';
  title: string;
  number: (row: R) => string;
  count: (ctx: AppContext, s: SessionContext, state: string) => Promise<number>;
}): FlowRecordSpec {
  return {
    table: o.kind === 'rescue' ? 'rescues' : 'faults',
    subject: async (ctx, row: R) => `${o.number(row)} ${await elevatorName(ctx, row.equipment_id)}`,
    canSee: (s, row: R) => sideOf(s, row) !== null,
    reviewerOf: reviewedIn(o.kind, `rescue.${o.kind}`, `/elevator-rescue/${o.kind}`, {
      by: 'counterparty',
      title: o.title,
      actsOn: (s, row: R) => sideOf(s, row) === 'maintain',
      announced: true,
    }),
    waitingIn: async (ctx, s, state) => (scopeOf(s).side === 'maintain' ? o.count(ctx, s, state) : 0),
  };
}

export const rescueRecordSpec = elevatorRecordSpec<Selectable<RescueTable>>({
  kind: 'rescue',
  title: '待处理的困人救援',
  number: (row) => row.rescue_no,
  count: async (ctx, s, state) => (await listRescues(ctx, s, findRescueInput.parse({ pageSize: 1, state }))).count,
});

export const faultRecordSpec = elevatorRecordSpec<Selectable<FaultTable>>({
  kind: 'fault',
  title: '待处理的电梯故障',
  number: (row) => row.fault_no,
  count: async (ctx, s, state) => (await listFaults(ctx, s, findFaultInput.parse({ pageSize: 1, state }))).count,
});

/** Photos: either side adds them until the record is closed or cancelled; both read them. */
export const rescueAttachments = recordFiles('rescue', async (ctx, s, bizId) => {
  const row = await repo.findRescue(ctx.db, bizId);
  const side = row && sideOf(s, row);
  return !!row && (side === 'use' || side === 'maintain') && !['closed', 'cancelled'].includes(row.state);
});

export const faultAttachments = recordFiles('fault', async (ctx, s, bizId) => {
  const row = await repo.findFault(ctx.db, bizId);
  const side = row && sideOf(s, row);
  return !!row && (side === 'use' || side === 'maintain') && !['completed', 'cancelled'].includes(row.state);
});

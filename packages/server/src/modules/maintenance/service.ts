import type { Selectable } from 'kysely';
import {
  MAINTENANCE_INTERVAL_DAYS,
  MAINTENANCE_KINDS,
  OUT_OF_SERVICE,
  type MaintenanceDetail,
  type MaintenanceDevice,
  type MaintenanceKind,
  type MaintenanceRecord,
  type MaintenanceSide,
  type MaintenanceState,
  type Maintainer,
  type Page,
  type findMaintenanceDevicesInput,
  type returnMaintenanceInput,
  type saveMaintenanceInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { MaintenanceRecordTable } from '../../platform/db/schema';
import { businessError, notFound } from '../../platform/http/errors';
import { addDays, chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { findCandidates, findDeviceWithUnits, type DeviceWithUnits } from '../equipment/candidates-service';
import { deviceAssignments } from '../maint-change/service';
import { allocateSerial } from '../registry/service';
import { messageUnit } from '../user/service';
import { decisionOf, applyStep, notReviewed, reviewedBy, reviewedIn, startFlow, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type Row = Selectable<MaintenanceRecordTable>;
const TITLE = '维保记录';
const PERMISSION = 'companyService.maintenance';
const PAGE = '/company-service/weibaoDa';

/** The side the caller's current role puts it on: a maintenance role works the devices its unit holds, any other its unit's own. */
const sideOf = (s: SessionContext): MaintenanceSide => (s.roleType === 'maintain' ? 'maintain' : 'use');

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

type Figures = Awaited<ReturnType<typeof repo.findFigures>>;

function toDevice(r: DeviceWithUnits, figures: Figures, today: string): MaintenanceDevice {
  const last = figures.get(r.id)?.lastOn ?? null;
  const daysSince = last ? daysBetween(last, today) : null;
  return {
    equipmentId: r.id,
    typeCode: r.type_code,
    deviceCode: r.device_code,
    registerCode: r.register_code,
    productName: r.product_name,
    internalNo: r.internal_no,
    address: r.address,
    useUnitName: r.use_unit_name,
    maintainUnitName: r.maintain_unit_name,
    lastMaintainedOn: last,
    daysSince,
    // Only a maintenance unit holding the elevator on the platform keeps its records here.
    overdue: !!r.maintain_unit_id && (daysSince === null || daysSince > MAINTENANCE_INTERVAL_DAYS),
    pending: figures.get(r.id)?.pending ?? 0,
  };
}

function toRecord(r: repo.RecordRow): MaintenanceRecord {
  return {
    id: r.id,
    recordNo: r.record_no,
    equipmentId: r.equipment_id,
    kind: r.kind as MaintenanceKind,
    maintainedOn: r.maintained_on,
    items: r.items,
    remark: r.remark,
    maintainers: JSON.parse(r.maintainers) as Maintainer[],
    state: r.state as MaintenanceState,
    maintainUnitName: r.maintain_unit_name,
    createdByName: r.created_by_name,
    createdAt: r.created_at,
    ...decisionOf(r),
    version: r.version,
  };
}

/** Whether the caller's unit is on the given side of a device: holds it (maintenance unit) or uses it. */
const onSide = (s: SessionContext, d: { unit_id: string; maintain_unit_id: string | null }, side: MaintenanceSide) =>
  side === 'maintain' ? d.maintain_unit_id === s.unitId : d.unit_id === s.unitId;

/** An elevator the caller's unit holds or uses, as its current role sees it; anything else answers as unknown. */
async function findDevice(ctx: AppContext, s: SessionContext, equipmentId: string): Promise<DeviceWithUnits> {
  const d = await findDeviceWithUnits(ctx, equipmentId);
  if (!d || !onSide(s, d, sideOf(s))) throw notFound('设备');
  return d;
}

/** The elevators of the caller's side: those its unit holds for maintenance, or its own; optionally only the overdue. */
export async function listDevices(ctx: AppContext, s: SessionContext, q: z.output<typeof findMaintenanceDevicesInput>): Promise<Page<MaintenanceDevice>> {
  const today = chinaToday();
  const overdueBefore = q.overdueOnly ? addDays(today, -MAINTENANCE_INTERVAL_DAYS) : undefined;
  const page = await findCandidates(ctx, s, 'maintenance', { keyword: q.keyword, where: overdueBefore ? repo.notMaintainedSince(overdueBefore) : undefined }, q);
  const figures = await repo.findFigures(ctx.db, idsOf(page.list));
  return { ...page, list: page.list.map((d) => toDevice(d, figures, today)) };
}

/** /company-service/weibaoDa: one elevator's maintenance as the caller's side sees it. */
export async function getDetail(ctx: AppContext, s: SessionContext, equipmentId: string): Promise<MaintenanceDetail> {
  const d = await findDevice(ctx, s, equipmentId);
  const side = sideOf(s);
  const holder = d.maintain_unit_id ? await repo.findHolder(ctx.db, d.maintain_unit_id) : undefined;
  const inService = !(OUT_OF_SERVICE as readonly string[]).includes(d.use_status);
  return {
    device: { ...toDevice(d, await repo.findFigures(ctx.db, [d.id]), chinaToday()), certNo: d.cert_no, useStatus: d.use_status },
    side,
    holder: holder ? { id: holder.id, name: holder.name, phone: holder.phone, contact: holder.contact_person, contactMobile: holder.contact_mobile } : null,
    declaredUnit: d.maintenance_unit,
    declaredPhone: d.maintenance_phone,
    assignments: await deviceAssignments(ctx, equipmentId),
    mayRecord: side === 'maintain' && inService && d.type_code === '3000',
    mayConfirm: side === 'use',
  };
}

/** The day of an elevator's last maintenance on the platform (submitted or countersigned), '' when none: public, no session. */
export const lastMaintainedOn = async (ctx: AppContext, equipmentId: string): Promise<string> => (await repo.findFigures(ctx.db, [equipmentId])).get(equipmentId)?.lastOn ?? '';

/** An elevator's records, newest first. */
export async function listRecords(ctx: AppContext, s: SessionContext, q: { equipmentId: string; pageNo: number; pageSize: number }): Promise<Page<MaintenanceRecord>> {
  await findDevice(ctx, s, q.equipmentId);
  const { rows, count } = await repo.findRecordPage(ctx.db, q.equipmentId, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return { list: rows.map(toRecord), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Tells every user of a unit who works on maintenance records, in the step's transaction. */
async function tellUnit(tx: AppContext, unitId: string, title: string, content: string, equipmentId: string): Promise<void> {
  await messageUnit(tx, unitId, { permission: PERMISSION }, title, content, `${PAGE}?id=${equipmentId}`);
}

const describe = (d: DeviceWithUnits) => `${d.product_name}${d.internal_no ? `（${d.internal_no}）` : ''}${d.device_code ? `，设备代码${d.device_code}` : ''}`;

async function reread(ctx: AppContext, id: string): Promise<MaintenanceRecord> {
  const r = await repo.findRecord(ctx.db, id);
  if (!r) throw notFound(TITLE);
  return toRecord(r);
}

/**
 * The maintenance unit holding an elevator records a maintenance (no id), or corrects a returned record and submits
 * it again (id, version). Either way the use unit is asked to countersign.
 */
export async function saveRecord(ctx: AppContext, s: SessionContext, input: z.output<typeof saveMaintenanceInput>, ip: string): Promise<MaintenanceRecord> {
  if (sideOf(s) !== 'maintain') throw businessError('维保记录由持有该电梯维保业务的维保单位登记，使用单位签字确认');
  const d = await findDevice(ctx, s, input.equipmentId);
  if (d.type_code !== '3000') throw businessError('维保记录只适用于电梯');
  if ((OUT_OF_SERVICE as readonly string[]).includes(d.use_status)) throw businessError('该电梯已停用、报废或注销，不能登记维保记录');
  const fields = {
    kind: input.kind,
    maintained_on: input.maintainedOn,
    items: input.items,
    remark: input.remark,
    maintainers: JSON.stringify(input.maintainers),
  };
  const label = MAINTENANCE_KINDS[input.kind];
  const ask = (tx: AppContext, no: string) =>
    tellUnit(
      tx,
      d.unit_id,
      '维保记录待签字确认',
      `${d.maintain_unit_name ?? ''}登记了${describe(d)}${input.maintainedOn}的${label}（${no}），请安全管理人员核对后签字确认。`,
      d.id,
    );
  if (!input.id) {
    const id = newId();
    await ctx.db.transaction().execute(async (trx) => {
      const tx = { ...ctx, db: trx };
      const now = nowIso();
      const day = chinaToday().replaceAll('-', '');
      const no = `WB${day}${String(await allocateSerial(tx, `apply:WB${day}`)).padStart(4, '0')}`;
      await repo.insertRecord(trx, {
        id,
        record_no: no,
        unit_id: s.unitId,
        use_unit_id: d.unit_id,
        equipment_id: d.id,
        ...fields,
        state: 'submitted',
        created_by_id: s.userId,
        created_by_name: s.userName.slice(0, 64),
        created_at: now,
        updated_at: now,
        reviewed_at: null,
        version: 1,
      });
      await startFlow(tx, { kind: 'maintenanceRecord', id, actor: { kind: 'user', session: s }, audit: { action: 'maintenanceRecord.submit', detail: { equipmentId: d.id }, ip } });
      await ask(tx, no);
    });
    return reread(ctx, id);
  }
  const id = input.id;
  await applyStep<Row>(ctx, {
    kind: 'maintenanceRecord',
    id,
    action: 'resubmit',
    party: 'owner',
    version: input.version,
    actor: { kind: 'user', session: s },
    guard: (r) => r.unit_id === s.unitId && r.equipment_id === d.id,
    set: { ...fields, ...notReviewed, updated_at: nowIso() },
    effect: (tx, r) => ask(tx, r.record_no),
    audit: { action: 'maintenanceRecord.resubmit', ip },
  });
  return reread(ctx, id);
}

/** The use unit's answer to a record of its elevator: the countersign, or a return with the reason. */
async function useUnitStep(ctx: AppContext, s: SessionContext, input: { id: string; version: number; opinion?: string }, action: 'confirm' | 'return', ip: string) {
  const r = await repo.findRecord(ctx.db, input.id);
  if (!r || r.use_unit_id !== s.unitId) throw notFound(TITLE);
  if (sideOf(s) !== 'use') throw businessError('维保记录由使用单位的安全管理人员签字确认，请切换到使用单位角色');
  const opinion = input.opinion ?? '';
  await applyStep<Row>(ctx, {
    kind: 'maintenanceRecord',
    id: input.id,
    action,
    party: 'counterparty',
    version: input.version,
    actor: { kind: 'user', session: s },
    opinion,
    guard: (row) => row.use_unit_id === s.unitId,
    set: { ...reviewedBy(s, opinion), updated_at: nowIso() },
    effect: async (tx, row) => {
      const d = await findDeviceWithUnits(tx, row.equipment_id);
      const what = `${d ? describe(d) : ''}${row.maintained_on}的${MAINTENANCE_KINDS[row.kind as MaintenanceKind]}（${row.record_no}）`;
      if (action === 'confirm') await tellUnit(tx, row.unit_id, '维保记录已签字确认', `${d?.use_unit_name ?? ''}已签字确认${what}。`, row.equipment_id);
      else await tellUnit(tx, row.unit_id, '维保记录被退回', `${d?.use_unit_name ?? ''}退回了${what}。原因：${opinion}。请修改后重新提交。`, row.equipment_id);
    },
    audit: { action: `maintenanceRecord.${action}`, ip },
  });
  return reread(ctx, input.id);
}

export const confirmRecord = (ctx: AppContext, s: SessionContext, input: { id: string; version: number }, ip: string) => useUnitStep(ctx, s, input, 'confirm', ip);
export const returnRecord = (ctx: AppContext, s: SessionContext, input: z.output<typeof returnMaintenanceInput>, ip: string) => useUnitStep(ctx, s, input, 'return', ip);

/** A record is seen by the maintenance unit that entered it and by the use unit of its elevator. */
export const maintenanceRecordSpec: FlowRecordSpec = {
  table: 'maintenance_records',
  subject: async (ctx, row: Row) => {
    const d = await findDeviceWithUnits(ctx, row.equipment_id);
    return `${d ? describe(d) : ''} ${MAINTENANCE_KINDS[row.kind as MaintenanceKind] ?? ''}（${row.record_no}）`;
  },
  canSee: (s, row: Row) => row.unit_id === s.unitId || row.use_unit_id === s.unitId,
  // Submitting tells the use unit with what was done; its signature waits among its to-dos.
  reviewerOf: reviewedIn('maintenanceRecord', PERMISSION, PAGE, {
    by: 'counterparty',
    title: '待签字确认的维保记录',
    actsOn: (s, row: Row) => row.use_unit_id === s.unitId,
    announced: true,
  }),
  waitingIn: async (ctx, s, state) => (sideOf(s) === 'use' ? repo.countForUseUnit(ctx.db, s.unitId, state) : 0),
};

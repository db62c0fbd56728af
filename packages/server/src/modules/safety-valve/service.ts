import {
  EQUIPMENT_TYPE_NAMES,
  OUT_OF_SERVICE,
  VALVE_CONCLUSIONS,
  VALVE_LISTS,
  VALVE_STATUSES,
  valveStatus,
  type CalibrationForm,
  type EquipmentTypeCode,
  type Page,
  type ValveConclusion,
  type ValveDetail,
  type ValveHost,
  type ValveRecord,
  type findValveInput,
  type saveValveInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { streamWorkbook, type SheetColumn } from '../../platform/excel/stream-writer';
import { businessError, conflict, notFound } from '../../platform/http/errors';
import { chinaToday, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './repo';

const TITLE = '安全阀';

function toRecord(r: repo.ValveRow, today: string): ValveRecord {
  return {
    id: r.id,
    equipmentId: r.equipment_id,
    equipmentTypeCode: r.equipment_type_code,
    equipmentName: r.equipment_name,
    equipmentCode: r.equipment_code,
    equipmentAddress: r.equipment_address,
    valveNo: r.valve_no,
    model: r.model,
    nominalSize: r.nominal_size,
    setPressure: r.set_pressure,
    location: r.location,
    manufacturer: r.manufacturer,
    lastCalibratedOn: r.last_calibrated_on,
    lastConclusion: r.last_conclusion,
    lastReportNo: r.last_report_no,
    lastCalibratingBody: r.last_calibrating_body,
    nextDue: r.next_due,
    status: valveStatus({ lastConclusion: r.last_conclusion, nextDue: r.next_due }, today),
    version: r.version,
    updatedAt: r.updated_at,
  };
}

/** A valve of the caller's unit; another unit's answers as unknown. */
async function findOwn(ctx: AppContext, s: SessionContext, id: string): Promise<repo.ValveRow> {
  const row = await repo.findValve(ctx.db, id);
  if (!row || row.unit_id !== s.unitId) throw notFound(TITLE);
  return row;
}

async function detailOf(ctx: AppContext, row: repo.ValveRow): Promise<ValveDetail> {
  const calibrations = await repo.findCalibrations(ctx.db, row.id);
  return {
    ...toRecord(row, chinaToday()),
    calibrations: calibrations.map((c) => ({
      id: c.id,
      calibratingBody: c.calibrating_body,
      calibratedOn: c.calibrated_on,
      reportNo: c.report_no,
      conclusion: c.conclusion as ValveConclusion,
      nextDue: c.next_due,
      remark: c.remark,
      recordedByName: c.recorded_by_name,
      recordedAt: c.recorded_at,
    })),
  };
}

/** A list's filter; a list narrowed to one device needs the device to be the unit's own. */
async function filterOf(ctx: AppContext, s: SessionContext, q: z.output<typeof findValveInput>): Promise<repo.ValveFilter> {
  if (q.equipmentId && (await repo.findHost(ctx.db, q.equipmentId))?.unit_id !== s.unitId) throw notFound('设备');
  return { unitId: s.unitId, list: q.list, keyword: q.keyword, equipmentId: q.equipmentId, today: chinaToday() };
}

/** One page of a list of the unit's valves. */
export async function listValves(ctx: AppContext, s: SessionContext, q: z.output<typeof findValveInput>): Promise<Page<ValveRecord>> {
  const { rows, count } = await repo.findValvePage(ctx.db, await filterOf(ctx, s, q), (q.pageNo - 1) * q.pageSize, q.pageSize);
  const today = chinaToday();
  return { list: rows.map((r) => toRecord(r, today)), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** How many of the unit's valves stand in each list. */
export async function countValves(ctx: AppContext, s: SessionContext) {
  const today = chinaToday();
  const [all, due, overdue, failed] = await Promise.all((['all', 'due', 'overdue', 'failed'] as const).map((l) => repo.countList(ctx.db, s.unitId, l, today)));
  return { all, due, overdue, failed };
}

/** The unit's boilers, vessels and pipelines a valve may be fitted to. */
export async function listHosts(ctx: AppContext, s: SessionContext): Promise<ValveHost[]> {
  const rows = await repo.findHosts(ctx.db, s.unitId, OUT_OF_SERVICE);
  return rows.map((r) => ({ id: r.id, typeCode: r.type_code, productName: r.product_name, deviceCode: r.device_code, internalNo: r.internal_no, address: r.address }));
}

export async function getValve(ctx: AppContext, s: SessionContext, id: string): Promise<ValveDetail> {
  return detailOf(ctx, await findOwn(ctx, s, id));
}

/** Adds a valve to one of the unit's boilers, vessels or pipelines, or corrects one (at the version the editor saw). */
export async function saveValve(ctx: AppContext, s: SessionContext, input: z.output<typeof saveValveInput>, ip: string): Promise<ValveDetail> {
  const { id, version, equipmentId, ...f } = input;
  const host = await repo.findHost(ctx.db, equipmentId);
  if (!host || host.unit_id !== s.unitId) throw notFound('设备');
  if (!['1000', '2000', '8000'].includes(host.type_code)) throw businessError('安全阀只能登记在锅炉、压力容器或压力管道上');
  if ((OUT_OF_SERVICE as readonly string[]).includes(host.use_status)) throw businessError('该设备已停用、报废或注销，不能再登记安全阀');
  if (await repo.isValveNoUsed(ctx.db, s.unitId, f.valveNo, id)) throw businessError(`本单位已有编号为${f.valveNo}的安全阀，请核对`);
  const fields = {
    equipment_id: equipmentId,
    valve_no: f.valveNo,
    model: f.model,
    nominal_size: f.nominalSize.toUpperCase(),
    set_pressure: f.setPressure,
    location: f.location,
    manufacturer: f.manufacturer,
  };
  const now = nowIso();
  if (!id) {
    const valveId = newId();
    await ctx.db.transaction().execute(async (trx) => {
      await repo.insertValve(trx, { id: valveId, unit_id: s.unitId, ...fields, last_calibrated_on: null, next_due: null, created_at: now, updated_at: now, version: 1 });
      await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'safetyValve.add', target: valveId, detail: { valveNo: f.valveNo }, ip });
    });
    return getValve(ctx, s, valveId);
  }
  const row = await findOwn(ctx, s, id);
  if (version === undefined || version !== row.version) throw conflict();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.updateValve(trx, id, row.version, { ...fields, updated_at: now }))) throw conflict();
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'safetyValve.change', target: id, detail: { valveNo: f.valveNo }, ip });
  });
  return getValve(ctx, s, id);
}

/**
 * Records a calibration of a valve of the unit. The latest calibration by date is what the valve stands on: an older
 * report entered late joins the history without moving the next due date back.
 */
export async function calibrateValve(ctx: AppContext, s: SessionContext, f: CalibrationForm, ip: string): Promise<ValveDetail> {
  const row = await findOwn(ctx, s, f.valveId);
  const latest = !row.last_calibrated_on || f.calibratedOn >= row.last_calibrated_on;
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertCalibration(trx, {
      id: newId(),
      valve_id: row.id,
      calibrating_body: f.calibratingBody,
      calibrated_on: f.calibratedOn,
      report_no: f.reportNo,
      conclusion: f.conclusion,
      next_due: f.nextDue,
      remark: f.remark,
      recorded_by_name: s.userName.slice(0, 64),
      recorded_at: nowIso(),
    });
    const set = latest
      ? {
          last_calibrated_on: f.calibratedOn,
          last_conclusion: f.conclusion,
          last_report_no: f.reportNo,
          last_calibrating_body: f.calibratingBody,
          next_due: f.nextDue,
          updated_at: nowIso(),
        }
      : { updated_at: nowIso() };
    if (!(await repo.updateValve(trx, row.id, row.version, set))) throw conflict();
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'safetyValve.calibrate', target: row.id, detail: { reportNo: f.reportNo }, ip });
  });
  return getValve(ctx, s, row.id);
}

/** A list of the unit's valves as an .xlsx stream (the due list, to send to the calibrating body). */
export async function exportValves(ctx: AppContext, s: SessionContext, q: z.output<typeof findValveInput>, onError: (err: unknown) => void) {
  const rows = await repo.findValvesAll(ctx.db, await filterOf(ctx, s, q));
  const today = chinaToday();
  const columns: SheetColumn<repo.ValveRow>[] = [
    { header: '安全阀编号', width: 16, value: (r) => r.valve_no },
    { header: '型号', width: 14, value: (r) => r.model },
    { header: '公称通径', width: 10, value: (r) => r.nominal_size },
    { header: '整定压力（MPa）', width: 14, value: (r) => r.set_pressure },
    { header: '安装位置', width: 20, value: (r) => r.location },
    { header: '所保护的设备', width: 24, value: (r) => `${EQUIPMENT_TYPE_NAMES[r.equipment_type_code as EquipmentTypeCode] ?? ''} ${r.equipment_name}` },
    { header: '设备代码', width: 22, value: (r) => r.equipment_code },
    { header: '上次校验日期', width: 13, value: (r) => r.last_calibrated_on ?? '' },
    { header: '校验机构', width: 26, value: (r) => r.last_calibrating_body },
    { header: '校验报告编号', width: 18, value: (r) => r.last_report_no },
    { header: '校验结论', width: 10, value: (r) => VALVE_CONCLUSIONS[r.last_conclusion as ValveConclusion] ?? '' },
    { header: '下次校验日期', width: 13, value: (r) => r.next_due ?? '' },
    { header: '状态', width: 12, value: (r) => VALVE_STATUSES[valveStatus({ lastConclusion: r.last_conclusion, nextDue: r.next_due }, today)].label },
  ];
  const source = (async function* () {
    yield* rows;
  })();
  return { count: rows.length, stream: streamWorkbook(VALVE_LISTS[q.list], columns, source, onError), fileName: `安全阀-${VALVE_LISTS[q.list]}-${today.replaceAll('-', '')}.xlsx` };
}

import {
  EQUIPMENT_FIELD_LABELS,
  EQUIPMENT_TYPE_NAMES,
  ABOUT_EXPIRE_DAYS_DEFAULT,
  EQUIPMENT_LISTS,
  OUT_OF_SERVICE,
  type EquipmentOverview,
  type EquipmentTypeCode,
  type findEquipmentInput,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { EquipmentTable } from '../../platform/db/schema';
import { businessError } from '../../platform/http/errors';
import { addDays, chinaToday, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { labelMap } from '../dict/service';
import { streamWorkbook, type SheetColumn } from '../../platform/excel/stream-writer';
import * as repo from './repo';
import { plateOf, scopeOf } from './common';

const OUT = new Set<string>(OUT_OF_SERVICE);

/** Months of coming inspections the overview charts. */
const DUE_DAYS = 180;

/** A background job: dates move on, so combinations of the overview's tally empty out day by day. */
export const pruneEquipmentTally = (ctx: AppContext) => repo.pruneTally(ctx.db);

/** For the daily reminders: the next `limit` units after `after` (by id) with equipment in service due on or before `dueTo`. */
export const unitsWithDueEquipment = (ctx: AppContext, after: string, dueTo: string, limit: number) => repo.findUnitsWithDue(ctx.db, after, dueTo, limit);

/** A device as a reminder names it: its device code, else its registration code, else its name. */
export interface DueDevice {
  id: string;
  label: string;
  nextInspectionDate: string;
}

/**
 * For the daily reminders: a unit's equipment in service with a next inspection date in [from, to], counted as overdue
 * (before `today`) and due, and the first `limit` of them, the longest overdue first.
 */
export async function dueEquipmentOf(
  ctx: AppContext,
  unitId: string,
  f: { from?: string; to: string; today: string; limit: number },
): Promise<{ overdue: number; due: number; first: DueDevice[] }> {
  const { overdue, due, first } = await repo.findDueOfUnit(ctx.db, unitId, f);
  return {
    overdue,
    due,
    first: first.map((r) => ({ id: r.id, label: r.device_code || r.register_code || r.product_name, nextInspectionDate: r.next_inspection_date ?? '' })),
  };
}

/** The numbers of the caller's equipment by category, status and the reminder lists, counted afresh on every call. */
export async function getOverview(ctx: AppContext, s: SessionContext): Promise<EquipmentOverview> {
  const scope = await scopeOf(ctx, s);
  const countedAt = nowIso();
  const today = chinaToday();
  const groups = await repo.overviewCounts(ctx.db, scope, {
    today,
    aboutExpireTo: addDays(today, ABOUT_EXPIRE_DAYS_DEFAULT),
    dueTo: addDays(today, DUE_DAYS),
    loadTestDueYear: repo.loadTestDueYear(today),
  });
  const byType = new Map(
    (Object.keys(EQUIPMENT_TYPE_NAMES) as EquipmentTypeCode[]).map((typeCode) => [
      typeCode,
      { typeCode, name: EQUIPMENT_TYPE_NAMES[typeCode], total: 0, inUse: 0, stopped: 0, overdue: 0, aboutExpire: 0 },
    ]),
  );
  const byStatus = new Map<string, number>();
  const dueByMonth = new Map<string, number>();
  const stats = { total: 0, inUse: 0, stopped: 0, overdue: 0, aboutExpire: 0, fault: 0, loadTestDue: 0, awaitingFirst: 0 };
  for (const g of groups) {
    const n = Number(g.n);
    const t = byType.get(g.type_code as EquipmentTypeCode);
    if (!t) continue;
    t.total += n;
    stats.total += n;
    byStatus.set(g.use_status, (byStatus.get(g.use_status) ?? 0) + n);
    if (g.use_status === 'inUse') {
      t.inUse += n;
      stats.inUse += n;
    }
    if (g.use_status === 'stopped') {
      t.stopped += n;
      stats.stopped += n;
    }
    // Reminders concern equipment in service only, as the lists they open.
    if (OUT.has(g.use_status)) continue;
    t.overdue += Number(g.overdue);
    t.aboutExpire += Number(g.about_expire);
    stats.overdue += Number(g.overdue);
    stats.aboutExpire += Number(g.about_expire);
    stats.fault += Number(g.fault);
    stats.loadTestDue += Number(g.load_test_due);
    stats.awaitingFirst += Number(g.awaiting_first);
    // Inspections due are those of equipment in use: the month's list opens with that status.
    if (g.due_month && g.use_status === 'inUse') dueByMonth.set(g.due_month, (dueByMonth.get(g.due_month) ?? 0) + n);
  }
  return {
    countedAt,
    stats,
    byType: [...byType.values()],
    byStatus: [...byStatus].map(([status, count]) => ({ status, count })),
    dueByMonth: [...dueByMonth].sort(([a], [b]) => a.localeCompare(b)).map(([month, count]) => ({ month, count })),
  };
}

/** Exports stop here; a larger list should be narrowed with filters first. */
export const EXPORT_MAX_ROWS = 200_000;

/**
 * A query list with its filters as an .xlsx stream: dictionary values as their labels, rows read
 * and written batch by batch.
 */
export async function exportEquipment(ctx: AppContext, s: SessionContext, q: z.output<typeof findEquipmentInput>, onError: (err: unknown) => void) {
  const scope = await scopeOf(ctx, s);
  const filter = { ...q, today: chinaToday() };
  const { count, capped } = await repo.countEquipment(ctx.db, scope, filter, EXPORT_MAX_ROWS);
  if (capped) throw businessError(`符合条件的设备超过单次导出上限${EXPORT_MAX_ROWS}台，请缩小查询范围后再导出`);
  const [catalogue, areas, statuses, conclusions] = await Promise.all(
    ['equipment_catalogue', 'area', 'equipment_use_status', 'inspection_conclusion'].map((t) => labelMap(ctx, t)),
  );
  const units = new Map<string, string>();
  const rows = (async function* () {
    for await (const r of repo.iterateEquipment(ctx.db, scope, filter, q.sortField, q.sortOrder)) {
      if (!units.has(r.unit_id)) units.set(r.unit_id, (await repo.findUnitNames(ctx.db, [r.unit_id]))[0]?.name ?? '');
      yield r;
    }
  })();
  const columns: SheetColumn<Selectable<EquipmentTable>>[] = [
    { header: '使用单位', width: 30, value: (r) => units.get(r.unit_id) ?? '' },
    { header: '设备种类', width: 12, value: (r) => EQUIPMENT_TYPE_NAMES[r.type_code as EquipmentTypeCode] ?? r.type_code },
    { header: '设备类别/品种', width: 20, value: (r) => catalogue.get(r.catalogue_code) ?? r.catalogue_code },
    { header: '设备代码', width: 22, value: (r) => r.device_code },
    { header: '注册代码', width: 24, value: (r) => r.register_code },
    { header: EQUIPMENT_FIELD_LABELS.certNo, width: 20, value: (r) => r.cert_no },
    { header: '设备名称', width: 20, value: (r) => r.product_name },
    { header: '型号（规格）', width: 16, value: (r) => r.model },
    { header: '产品编号（出厂编号）', width: 18, value: (r) => r.product_no },
    { header: '制造单位', width: 28, value: (r) => r.manufacturer },
    { header: '制造日期', width: 12, value: (r) => r.manufacture_date },
    { header: '所在区域', width: 12, value: (r) => areas.get(r.area_code) ?? r.area_code },
    { header: '设备使用地点', width: 32, value: (r) => r.address },
    { header: '单位内编号', width: 14, value: (r) => r.internal_no },
    { header: '使用状态', width: 10, value: (r) => statuses.get(r.use_status) ?? r.use_status },
    { header: '上次检验日期', width: 13, value: (r) => r.last_inspection_date },
    { header: '下次检验日期', width: 13, value: (r) => r.next_inspection_date },
    { header: '检验结论', width: 12, value: (r) => conclusions.get(r.last_conclusion) ?? r.last_conclusion },
    { header: '检验机构', width: 26, value: (r) => r.inspection_org },
    { header: EQUIPMENT_FIELD_LABELS.maintenanceUnit, width: 28, value: (r) => r.maintenance_unit },
    ...(q.list === 'fieldVehicle' ? [{ header: '厂车牌照编号', width: 16, value: (r: Selectable<EquipmentTable>) => plateOf(r.params) }] : []),
  ];
  return { count, stream: streamWorkbook(EQUIPMENT_LISTS[q.list], columns, rows, onError), fileName: `${EQUIPMENT_LISTS[q.list]}-${chinaToday().replaceAll('-', '')}.xlsx` };
}

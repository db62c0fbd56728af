import {
  CODE_ELSEWHERE,
  CODE_OWN_DUPLICATE,
  codeKey,
  ENDED_REG_STATES,
  ENDED_USE_STATUSES,
  type UniqueCode,
  EQUIPMENT_FIELD_LABELS,
  EQUIPMENT_TYPE_NAMES,
  type EquipmentChange,
  type EquipmentFields,
  type EquipmentRow,
  type EquipmentTypeCode,
} from '@portal/contract';
import { TERMS } from '@portal/contract/domain/glossary';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { EquipmentTable } from '../../platform/db/schema';
import type { Database } from '../../platform/db';
import { newId, nowIso } from '../../platform/ids';
import { dataScope, rowInScope } from '../../platform/auth/scope';
import { lockKey } from '../../platform/db/lock';
import { businessError, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/session/store';
import { describeValue } from '../dict/service';
import * as repo from './repo';

export type Field = Exclude<keyof EquipmentFields, 'params'>;

export const FIELDS = Object.keys(EQUIPMENT_FIELD_LABELS) as Field[];

export const COLUMN: Record<Field, keyof Selectable<EquipmentTable>> = {
  typeCode: 'type_code',
  catalogueCode: 'catalogue_code',
  deviceCode: 'device_code',
  registerCode: 'register_code',
  certNo: 'cert_no',
  productName: 'product_name',
  model: 'model',
  productNo: 'product_no',
  manufacturer: 'manufacturer',
  manufactureDate: 'manufacture_date',
  installer: 'installer',
  putIntoUseDate: 'put_into_use_date',
  areaCode: 'area_code',
  address: 'address',
  location: 'location',
  internalNo: 'internal_no',
  safetyManager: 'safety_manager',
  safetyManagerMobile: 'safety_manager_mobile',
  useStatus: 'use_status',
  maintenanceUnit: 'maintenance_unit',
  maintenancePhone: 'maintenance_phone',
  lastInspectionDate: 'last_inspection_date',
  nextInspectionDate: 'next_inspection_date',
  lastConclusion: 'last_conclusion',
  inspectionOrg: 'inspection_org',
  loadTestYear: 'load_test_year',
};

/** Whose equipment a caller sees: the caller's data scope (staff read theirs here, enterprises keep their own). */
export const scopeOf = (ctx: AppContext, s: SessionContext) => dataScope(ctx.db, s);

/** A field vehicle's 厂车牌照编号, from its parameters. */
export const plateOf = (params: string | undefined): string => {
  const v = params ? (JSON.parse(params) as Record<string, unknown>).plateNumber : '';
  return typeof v === 'string' ? v : '';
};

export const toRow = (r: Pick<Selectable<EquipmentTable>, (typeof repo.LIST_COLUMNS)[number]>, unitName: string, plateNumber = ''): EquipmentRow => ({
  id: r.id,
  unitId: r.unit_id,
  unitName,
  typeCode: r.type_code as EquipmentTypeCode,
  catalogueCode: r.catalogue_code,
  deviceCode: r.device_code,
  registerCode: r.register_code,
  certNo: r.cert_no,
  productName: r.product_name,
  model: r.model,
  internalNo: r.internal_no,
  areaCode: r.area_code,
  address: r.address,
  useStatus: r.use_status,
  lastInspectionDate: r.last_inspection_date,
  nextInspectionDate: r.next_inspection_date,
  lastConclusion: r.last_conclusion,
  loadTestYear: r.load_test_year,
  regState: r.reg_state,
  plateNumber,
  updatedAt: r.updated_at,
});

/** The fields a claimed maintenance assignment sets (维保单位变更): never typed by the use unit while it holds the device. */
export const MAINTENANCE_FIELDS: readonly Field[] = ['maintenanceUnit', 'maintenancePhone'];

export const MAINTENANCE_HELD = `${TERMS.maintenanceUnit}及其电话由${TERMS.maintenanceUnit}认领确定，不能在此修改；如需更换，请办理${TERMS.maintenanceUnit}变更`;

/** One entry of a record's history: who changed which fields (nothing when nothing changed). */
export async function logChanges(db: Database, equipmentId: string, changes: EquipmentChange['changes'], by: { id: string; name: string }): Promise<void> {
  if (!changes.length) return;
  await repo.insertChange(db, {
    id: newId(),
    entity: 'equipment',
    entity_id: equipmentId,
    changes: JSON.stringify(changes),
    changed_by_id: by.id,
    changed_by_name: by.name,
    changed_at: nowIso(),
  });
}

/**
 * What the lists keep in memory, per app. A count is kept for a minute: a list's count is asked again for every page,
 * and a city's takes a pass over its records. Any equipment write in this process drops the counts; other processes'
 * writes show within the minute. A unit's whole page is kept under the unit's version (migration 0048), which every
 * write moves on in any process, so it needs no time limit.
 */
export type Kept = Map<string, { at: number; value: Promise<unknown> }>;

export const keptCounts = new WeakMap<AppContext, Kept>();

export const keptPages = new WeakMap<AppContext, Kept>();

export const COUNT_MS = 60_000;

export const COUNTS_KEPT = 10_000;

// A page of at most 100 rows is at most some 50 kB, and as much again as written bytes: 500 pages stay under 50 MB.
export const PAGES_KEPT = 500;

export function kept<T>(stores: WeakMap<AppContext, Kept>, ctx: AppContext, key: string, limit: { ms: number; max: number }, make: () => Promise<T>): Promise<T> {
  const map = stores.get(ctx) ?? stores.set(ctx, new Map()).get(ctx)!;
  const hit = map.get(key);
  if (hit && Date.now() - hit.at < limit.ms) return hit.value as Promise<T>;
  if (map.size >= limit.max) map.clear();
  const value = make();
  map.set(key, { at: Date.now(), value });
  value.catch(() => map.delete(key));
  return value;
}

/** After an equipment write: every kept count may be wrong now. */
export function forgetCounts(ctx: AppContext): void {
  keptCounts.get(ctx)?.clear();
}

/** How a value reads in the history: dictionary codes by their labels. */
export async function readable(ctx: AppContext, field: Field, value: string): Promise<string> {
  if (!value) return '';
  if (field === 'typeCode') return EQUIPMENT_TYPE_NAMES[value as EquipmentTypeCode] ?? value;
  const dict = { catalogueCode: 'equipment_catalogue', areaCode: 'area', useStatus: 'equipment_use_status', lastConclusion: 'inspection_conclusion' }[field as string];
  return dict ? describeValue(ctx, dict, value) : value;
}

export async function findVisible(ctx: AppContext, s: SessionContext, id: string): Promise<Selectable<EquipmentTable>> {
  const row = await repo.findEquipment(ctx.db, id);
  const scope = await scopeOf(ctx, s);
  // Another unit's record answers as a missing one.
  if (!row || !rowInScope(scope, { unitId: row.unit_id, areaCode: row.area_code, maintainedBy: row.maintain_unit_id })) throw notFound('设备');
  return row;
}

/** Whether a record in these states holds its device code (repo.codeHolders asks the same of stored records). */
export const holdsDeviceCode = (useStatus: string, regState: string): boolean =>
  !(ENDED_USE_STATUSES as readonly string[]).includes(useStatus) && !(ENDED_REG_STATES as readonly string[]).includes(regState);

/**
 * Refuses codes that belong to another record, inside the writing transaction: a device code a live record holds, a
 * certificate number any record holds (placeholders and blanks are never duplicates). Each key is locked first, in
 * one order (device codes, then certificate numbers, each sorted), so two writers of one code cannot both pass.
 * Another unit's record is not named: the message only says the code is registered elsewhere.
 */
export async function assertCodesFree(db: Database, unitId: string, codes: Partial<Record<UniqueCode, readonly string[]>>, selfId?: string): Promise<void> {
  for (const kind of ['deviceCode', 'certNo'] as const) {
    const keys = [...new Set((codes[kind] ?? []).map(codeKey).filter(Boolean))].sort();
    if (!keys.length) continue;
    for (const key of keys) await lockKey(db, `${kind}:${key}`);
    const holders = await repo.codeHolders(db, kind, keys, selfId);
    if (holders.some((h) => h.unitId === unitId)) throw businessError(CODE_OWN_DUPLICATE[kind]);
    if (holders.length) throw businessError(CODE_ELSEWHERE[kind]);
  }
}

/**
 * Whether a certificate number is already on a record (a number a unit declared for a legacy device, or one issued
 * before), in the caller's transaction; the number is locked first, so a unit typing it cannot slip in before the
 * issued number is written.
 */
export async function isCertNoTaken(tx: Pick<AppContext, 'db'>, certNo: string): Promise<boolean> {
  const key = codeKey(certNo);
  await lockKey(tx.db, `certNo:${key}`);
  return (await repo.codeHolders(tx.db, 'certNo', [key])).length > 0;
}

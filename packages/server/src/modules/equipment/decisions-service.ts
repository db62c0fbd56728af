import { EQUIPMENT_FIELD_LABELS, INSPECTED_FIELDS, FLOWS, regStateLabel, type FlowKind, type EquipmentChange } from '@portal/contract';
import type { Updateable, Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { EquipmentTable } from '../../platform/db/schema';
import { businessError, conflict, notFound } from '../../platform/http/errors';
import { newId, nowIso } from '../../platform/ids';
import * as repo from './repo';
import { assertCodesFree, COLUMN, forgetCounts, logChanges, MAINTENANCE_FIELDS, readable, type Field } from './common';

/** The device's maintenance unit now, for a change application: its unit id when an assignment holds it, and the text shown. */
export async function maintenanceOf(tx: AppContext, equipmentId: string) {
  const row = await repo.findEquipment(tx.db, equipmentId);
  if (!row) throw notFound('设备');
  return {
    unitId: row.unit_id,
    typeCode: row.type_code,
    useStatus: row.use_status,
    maintainUnitId: row.maintain_unit_id,
    name: row.maintenance_unit,
    phone: row.maintenance_phone,
  };
}

/**
 * A maintenance unit's claim takes effect on the device, in the claim's transaction: the unit holds it from now on and
 * its name and 24-hour duty phone replace what the record showed; the change goes into the record's history.
 */
export async function assignMaintenance(tx: AppContext, equipmentId: string, a: { unitId: string; name: string; phone: string; by: { id: string; name: string } }): Promise<void> {
  const row = await repo.findEquipment(tx.db, equipmentId);
  if (!row) throw notFound('设备');
  const changes: EquipmentChange['changes'] = [];
  if (row.maintenance_unit !== a.name) changes.push({ field: 'maintenanceUnit', label: EQUIPMENT_FIELD_LABELS.maintenanceUnit, from: row.maintenance_unit, to: a.name });
  if (row.maintenance_phone !== a.phone) changes.push({ field: 'maintenancePhone', label: EQUIPMENT_FIELD_LABELS.maintenancePhone, from: row.maintenance_phone, to: a.phone });
  if (!(await repo.updateEquipment(tx.db, equipmentId, row.version, { maintain_unit_id: a.unitId, maintenance_unit: a.name, maintenance_phone: a.phone }))) throw conflict();
  await logChanges(tx.db, equipmentId, changes, a.by);
  forgetCounts(tx);
}

/**
 * The assignment holding a device has ended without another taking over (self-maintenance ended, the device
 * transferred), in the caller's transaction: no unit holds it any more. `clear` also empties the name and phone, when
 * they named a unit that no longer maintains it; otherwise they stay as the use unit's declared values.
 */
export async function releaseMaintenance(tx: AppContext, equipmentId: string, a: { clear: boolean; by: { id: string; name: string } }): Promise<void> {
  const row = await repo.findEquipment(tx.db, equipmentId);
  if (!row) throw notFound('设备');
  const set = a.clear ? { maintain_unit_id: null, maintenance_unit: '', maintenance_phone: '' } : { maintain_unit_id: null };
  const changes: EquipmentChange['changes'] = [];
  if (a.clear && row.maintenance_unit) changes.push({ field: 'maintenanceUnit', label: EQUIPMENT_FIELD_LABELS.maintenanceUnit, from: row.maintenance_unit, to: '' });
  if (a.clear && row.maintenance_phone) changes.push({ field: 'maintenancePhone', label: EQUIPMENT_FIELD_LABELS.maintenancePhone, from: row.maintenance_phone, to: '' });
  if (!(await repo.updateEquipment(tx.db, equipmentId, row.version, set))) throw conflict();
  await logChanges(tx.db, equipmentId, changes, a.by);
  forgetCounts(tx);
}

/** What a registry's approval writes on a record: the form's fields, the certificate number and the states it decides. */
export interface RegistrationDecision {
  decisionId: string;
  fields: Partial<Record<Field, string>>;
  regState: string;
  by: { id: string; name: string };
  /** A 过户: the record moves to the receiving unit (the names are for the history). */
  transfer?: { fromName: string; toId: string; toName: string };
}

/**
 * A registry's decision on a record, in the caller's transaction (`tx`): the fields change, the states
 * are marked as set by the decision, and the history says who changed what and on whose decision.
 */
export async function recordRegistration(tx: AppContext, equipmentId: string, d: RegistrationDecision): Promise<void> {
  const row = await repo.findEquipment(tx.db, equipmentId);
  if (!row) throw notFound('设备');
  const changes: EquipmentChange['changes'] = [];
  const set: Partial<Selectable<EquipmentTable>> = { reg_state: d.regState, reg_decision_id: d.decisionId };
  for (const [k, to] of Object.entries(d.fields) as [Field, string][]) {
    // A claimed assignment holds the maintenance unit and phone: a registration does not write them.
    if (row.maintain_unit_id && MAINTENANCE_FIELDS.includes(k)) continue;
    const from = String(row[COLUMN[k]] ?? '');
    if (from === to) continue;
    (set as Record<string, unknown>)[COLUMN[k]] = to;
    changes.push({ field: k, label: EQUIPMENT_FIELD_LABELS[k], from: await readable(tx, k, from), to: await readable(tx, k, to) });
  }
  if (d.transfer) {
    if (row.device_code_key && (await repo.codeHolders(tx.db, 'deviceCode', [row.device_code_key], row.id)).some((h) => h.unitId === d.transfer!.toId))
      throw businessError(`受让单位已有设备代码为${row.device_code}的设备，请先核对受让单位的设备信息`);
    set.unit_id = d.transfer.toId;
    changes.push({ field: 'unit', label: '使用单位', from: d.transfer.fromName, to: d.transfer.toName });
  }
  if (!(await repo.updateEquipment(tx.db, equipmentId, row.version, set))) throw conflict();
  await logChanges(tx.db, equipmentId, changes, d.by);
  forgetCounts(tx);
}

/** What an inspection body's conclusion on one device writes on its record. */
export interface InspectionDecision {
  /** The application's device line that concluded. */
  decisionId: string;
  kind: string;
  inspectionDate: string;
  conclusion: string;
  nextInspectionDate: string;
  org: string;
  reportNo: string;
  by: { id: string; name: string };
}

/**
 * A body's conclusion, in the caller's transaction: the record's last and next inspection, conclusion and body
 * change and are marked as set by it (the unit no longer edits them), the inspection joins the record's 检验记录,
 * and the history says who changed what.
 */
export async function recordInspection(tx: AppContext, equipmentId: string, d: InspectionDecision): Promise<void> {
  const row = await repo.findEquipment(tx.db, equipmentId);
  if (!row) throw notFound('设备');
  const fields: Record<(typeof INSPECTED_FIELDS)[number], string> = {
    lastInspectionDate: d.inspectionDate,
    nextInspectionDate: d.nextInspectionDate,
    lastConclusion: d.conclusion,
    inspectionOrg: d.org,
  };
  const set: Updateable<EquipmentTable> = { inspection_decision_id: d.decisionId };
  const changes: EquipmentChange['changes'] = [];
  // A report of an earlier inspection, concluded after a later one, joins the history without replacing the newer result.
  const newest = !row.last_inspection_date || d.inspectionDate >= row.last_inspection_date;
  for (const [k, to] of newest ? (Object.entries(fields) as [(typeof INSPECTED_FIELDS)[number], string][]) : []) {
    const from = String(row[COLUMN[k]] ?? '');
    if (from === to) continue;
    (set as Record<string, unknown>)[COLUMN[k]] = to === '' && k !== 'lastConclusion' && k !== 'inspectionOrg' ? null : to;
    changes.push({ field: k, label: EQUIPMENT_FIELD_LABELS[k], from: await readable(tx, k, from), to: await readable(tx, k, to) });
  }
  if (!(await repo.updateEquipment(tx.db, equipmentId, row.version, set))) throw conflict();
  await repo.insertInspection(tx.db, {
    id: newId(),
    equipment_id: equipmentId,
    kind: d.kind,
    inspection_date: d.inspectionDate,
    conclusion: d.conclusion,
    org: d.org,
    report_no: d.reportNo,
    next_inspection_date: d.nextInspectionDate || null,
    source_id: d.decisionId,
    created_at: nowIso(),
  });
  await logChanges(tx.db, equipmentId, changes, d.by);
  forgetCounts(tx);
}

/** Which request a device is held by: its kind, id and number, for the message that names it. */
export interface RequestRef {
  kind: FlowKind;
  id: string;
  no: string;
}

/**
 * Takes devices for a request, in the caller's transaction: a device carries one request at a time
 * (a use registration, a change or a termination), so a second one is refused with the first named.
 */
export async function holdEquipment(tx: AppContext, equipmentIds: readonly string[], by: RequestRef): Promise<void> {
  const held = await repo.findHeldRequests(tx.db, equipmentIds);
  const other = held.find((h) => h.record_id !== by.id);
  if (other)
    throw businessError(
      `设备${other.device_code || other.product_name}已有正在办理的${FLOWS[other.record_kind as FlowKind]?.title ?? '申请'}${other.record_no}，请办结、撤回或删除该申请后再申请`,
    );
  const mine = new Set(held.map((h) => h.equipment_id));
  try {
    await repo.insertHeldRequests(
      tx.db,
      equipmentIds.filter((id) => !mine.has(id)).map((equipment_id) => ({ equipment_id, record_kind: by.kind, record_id: by.id, record_no: by.no })),
    );
  } catch (e) {
    if (/equipment_requests/i.test(String((e as Error)?.message))) throw businessError('所选设备刚刚有其他申请在办理，请刷新后重试');
    throw e;
  }
}

/** Gives back a request's devices (decided, or deleted as a draft), and those it no longer lists. */
export async function releaseEquipment(tx: AppContext, kind: FlowKind, recordId: string, keep: readonly string[] = []): Promise<void> {
  await repo.deleteHeldRequests(tx.db, kind, recordId, keep);
}

/** What a received installation notice says of a new device, for the use unit's books. */
export interface NotifiedDevice {
  unitId: string;
  typeCode: string;
  catalogueCode: string;
  deviceCode: string;
  productName: string;
  model: string;
  productNo: string;
  manufacturer: string;
  manufactureDate: string;
  installer: string;
  areaCode: string;
  address: string;
}

/**
 * A received installation notice puts its device on the use unit's books as 已告知, in the caller's
 * transaction: the unit's unregistered record with that device code is marked, or a new record is made
 * from the notice (the unit completes it before registering). Answers the record's id.
 */
export async function markNotified(tx: AppContext, d: NotifiedDevice, noticeId: string): Promise<string> {
  const found = d.deviceCode ? await repo.findByDeviceCode(tx.db, d.unitId, d.deviceCode) : undefined;
  if (found) {
    if (found.reg_state !== 'unregistered') throw businessError(`使用单位的设备${d.deviceCode}${regStateLabel(found.reg_state)}，不能再作为新设备安装告知`);
    if (!(await repo.updateEquipment(tx.db, found.id, found.version, { reg_state: 'notified', reg_decision_id: noticeId }))) throw conflict();
    forgetCounts(tx);
    return found.id;
  }
  await assertCodesFree(tx.db, d.unitId, { deviceCode: [d.deviceCode] });
  const id = newId();
  const now = nowIso();
  await repo.insertEquipment(tx.db, {
    id,
    unit_id: d.unitId,
    type_code: d.typeCode,
    catalogue_code: d.catalogueCode,
    device_code: d.deviceCode,
    register_code: '',
    cert_no: '',
    product_name: d.productName,
    model: d.model,
    product_no: d.productNo,
    manufacturer: d.manufacturer,
    manufacture_date: d.manufactureDate,
    installer: d.installer,
    put_into_use_date: '',
    area_code: d.areaCode,
    address: d.address,
    location: '',
    internal_no: '',
    safety_manager: '',
    safety_manager_mobile: '',
    use_status: 'notYetInUse',
    maintenance_unit: '',
    maintenance_phone: '',
    last_inspection_date: null,
    next_inspection_date: null,
    last_conclusion: '',
    inspection_org: '',
    load_test_year: '',
    params: '{}',
    reg_state: 'notified',
    reg_decision_id: noticeId,
    created_at: now,
    updated_at: now,
    version: 1,
  });
  forgetCounts(tx);
  return id;
}

/** A cancelled installation notice takes its mark back: the device is unregistered again, unless a later decision has moved it since. */
export async function unmarkNotified(tx: AppContext, equipmentId: string, noticeId: string): Promise<void> {
  const row = await repo.findEquipment(tx.db, equipmentId);
  if (!row || row.reg_state !== 'notified' || row.reg_decision_id !== noticeId) return;
  if (!(await repo.updateEquipment(tx.db, equipmentId, row.version, { reg_state: 'unregistered', reg_decision_id: null }))) throw conflict();
  forgetCounts(tx);
}

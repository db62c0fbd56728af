import {
  CODE_ELSEWHERE,
  CODE_OWN_DUPLICATE,
  codeKey,
  ENDED_REG_STATES,
  ENDED_USE_STATUSES,
  EQUIPMENT_FIELD_LABELS,
  EQUIPMENT_TYPE_NAMES,
  MSG,
  paramsFor,
  techParamProblems,
  validateTechParams,
  ABOUT_EXPIRE_DAYS_DEFAULT,
  EQUIPMENT_LISTS,
  EQUIPMENT_COUNT_CAP,
  OUT_OF_SERVICE,
  DECIDED_FIELDS,
  INSPECTED_FIELDS,
  regStateLabel,
  FLOWS,
  type FlowKind,
  type EquipmentChange,
  type EquipmentOverview,
  type EquipmentDetail,
  type EquipmentFields,
  type EquipmentInspection,
  type EquipmentPage,
  type EquipmentRow,
  type DictNode,
  type EquipmentTypeCode,
  type Page,
  type DuplicateCode,
  type UniqueCode,
  type findEquipmentInput,
} from '@portal/contract';
import { TERMS } from '@portal/contract/domain/glossary';
import { maskMobile } from '@portal/contract/domain/privacy';
import type { Updateable, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { auditPersonalRead, writeAudit } from '../../platform/audit';
import type { EquipmentTable } from '../../platform/db/schema';
import type { Database } from '../../platform/db';
import { lockKey } from '../../platform/db/lock';
import { badInput, businessError, conflict, forbidden, notFound } from '../../platform/http/errors';
import { answerServedAgain } from '../../platform/http/serializer';
import { addDays, chinaToday, newId, nowIso } from '../../platform/ids';
import { callerSeesUnit, dataScope, rowInScope, scopeKey, type DataScope } from '../../platform/auth/scope';
import type { SessionContext } from '../../platform/session/store';
import type { AttachmentRule } from '../attachment/service';
import { describeValue, findDictTree, labelMap } from '../dict/service';
import { streamWorkbook, type SheetColumn } from '../../platform/excel/stream-writer';
import * as repo from './repo';

// The example devices are the equipment area's reference data; the demo seed builds its registry from them.
export { EXAMPLES, exampleParams, type DeviceExample } from './examples';

type Field = Exclude<keyof EquipmentFields, 'params'>;
const FIELDS = Object.keys(EQUIPMENT_FIELD_LABELS) as Field[];

const COLUMN: Record<Field, keyof Selectable<EquipmentTable>> = {
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
const scopeOf = (ctx: AppContext, s: SessionContext) => dataScope(ctx.db, s);

/** A field vehicle's 厂车牌照编号, from its parameters. */
const plateOf = (params: string | undefined): string => {
  const v = params ? (JSON.parse(params) as Record<string, unknown>).plateNumber : '';
  return typeof v === 'string' ? v : '';
};

const toRow = (r: Pick<Selectable<EquipmentTable>, (typeof repo.LIST_COLUMNS)[number]>, unitName: string, plateNumber = ''): EquipmentRow => ({
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

/** One page of a query list (spec /equipment/query-*), with the caller's scope and the filters. */
export async function findEquipment(ctx: AppContext, s: SessionContext, q: z.output<typeof findEquipmentInput>): Promise<EquipmentPage> {
  const scope = await scopeOf(ctx, s);
  const filter = { ...q, today: chinaToday() };
  if (scope.kind !== 'unit' || scope.maintains || s.unitVersion === undefined) return pageOf(ctx, scope, filter, '');
  // A unit's own list (every row its own, named by its own name) is read again only once the unit's version moves on.
  const version = String(s.unitVersion);
  return kept(keptPages, ctx, `${scope.unitId}:${version}:${JSON.stringify(filter)}`, { ms: Infinity, max: PAGES_KEPT }, () =>
    pageOf(ctx, scope, filter, version).then(answerServedAgain),
  );
}

/** A page as the database has it; `version` is the unit's version it was read at, '' for a list of many units. */
async function pageOf(ctx: AppContext, scope: DataScope, filter: z.output<typeof findEquipmentInput> & { today: string }, version: string): Promise<EquipmentPage> {
  const { pageNo, pageSize, sortField, sortOrder, ...counted } = filter;
  const [rows, { count, capped }] = await Promise.all([
    repo.findEquipmentPage(ctx.db, scope, filter, { offset: (pageNo - 1) * pageSize, limit: pageSize, sortField, sortOrder }),
    // Paging through a list asks the same count again and again.
    kept(keptCounts, ctx, `${scopeKey(scope)}:${version}:${JSON.stringify(counted)}`, { ms: COUNT_MS, max: COUNTS_KEPT }, () =>
      repo.countEquipment(ctx.db, scope, filter, EQUIPMENT_COUNT_CAP),
    ),
  ]);
  const names = new Map((await repo.findUnitNames(ctx.db, [...new Set(rows.map((r) => r.unit_id))])).map((u) => [u.id, u.name]));
  // Only field vehicles carry a plate: their parameters are read for the page's vehicles alone.
  const vehicles = rows.filter((r) => r.type_code === '5000').map((r) => r.id);
  const plates = new Map((await repo.findParams(ctx.db, vehicles)).map((r) => [r.id, plateOf(r.params)]));
  return { list: rows.map((r) => toRow(r, names.get(r.unit_id) ?? '', plates.get(r.id))), count, capped, pageNo, pageSize };
}

export async function findVisible(ctx: AppContext, s: SessionContext, id: string): Promise<Selectable<EquipmentTable>> {
  const row = await repo.findEquipment(ctx.db, id);
  const scope = await scopeOf(ctx, s);
  // Another unit's record answers as a missing one.
  if (!row || !rowInScope(scope, { unitId: row.unit_id, areaCode: row.area_code, maintainedBy: row.maintain_unit_id })) throw notFound('设备');
  return row;
}

/** A device as an inspection's views name it: its category and variety, code, certificate and product name. */
export const deviceNamesOf = (r: { type_code: string; catalogue_code: string; device_code: string; cert_no: string; product_name: string }) => ({
  typeCode: r.type_code,
  catalogueCode: r.catalogue_code,
  deviceCode: r.device_code,
  certNo: r.cert_no,
  productName: r.product_name,
});

/** An elevator as the views of its own events (rescues, self-tests) name it: its record, codes, product and place. */
export const elevatorNamesOf = (r: {
  equipment_id: string;
  device_code: string;
  register_code: string;
  cert_no: string;
  product_name: string;
  internal_no: string;
  address: string;
}) => ({
  equipmentId: r.equipment_id,
  deviceCode: r.device_code,
  registerCode: r.register_code,
  certNo: r.cert_no,
  productName: r.product_name,
  internalNo: r.internal_no,
  address: r.address,
});

/** Equipment papers: the owning unit files them (with 设备信息维护); whoever sees the unit's records reads them. */
export const equipmentAttachments: AttachmentRule = {
  canWrite: async (ctx, s, bizId) => s.menuIds.has('equipment.edit') && (await repo.findEquipment(ctx.db, bizId))?.unit_id === s.unitId,
  canRead: (ctx, s, row) => callerSeesUnit(ctx.db, s, row.unitId),
};

/** A record with its fields; the safety manager's mobile in full only for the owning unit's forms (`full`). */
async function detailOf(ctx: AppContext, r: Selectable<EquipmentTable>, full: boolean): Promise<EquipmentDetail> {
  const unitName = (await repo.findUnitNames(ctx.db, [r.unit_id]))[0]?.name ?? '';
  const fields = Object.fromEntries(FIELDS.map((f) => [f, r[COLUMN[f]] ?? ''])) as Record<Field, string>;
  return {
    ...fields,
    safetyManagerMobile: full ? fields.safetyManagerMobile : maskMobile(fields.safetyManagerMobile),
    ...toRow(r, unitName, plateOf(r.params)),
    params: JSON.parse(r.params) as Record<string, unknown>,
    maintenanceAssigned: r.maintain_unit_id !== null,
    regState: r.reg_state,
    regDecision: r.reg_decision_id ? ((await repo.findRegDecision(ctx.db, r.reg_decision_id)) ?? null) : null,
    inspectionDecision: r.inspection_decision_id ? ((await repo.findInspectionDecision(ctx.db, r.inspection_decision_id)) ?? null) : null,
    version: r.version,
    createdAt: r.created_at,
  };
}

/**
 * One record as a page shows it: the safety manager's mobile masked for reading; in full for the
 * edit form of the owning unit (with 设备信息维护), a read of personal data that is audited.
 */
export async function getEquipment(ctx: AppContext, s: SessionContext, id: string, forEdit: boolean, ip: string): Promise<EquipmentDetail> {
  const r = await findVisible(ctx, s, id);
  if (!forEdit) return detailOf(ctx, r, false);
  if (!s.menuIds.has('equipment.edit') || r.unit_id !== s.unitId) throw forbidden();
  await auditPersonalRead(ctx.db, s, 'equipment', id, ip);
  return detailOf(ctx, r, true);
}

/** What a write answers: the record as the writer's form holds it (the write itself is audited). */
const written = async (ctx: AppContext, id: string) => detailOf(ctx, (await repo.findEquipment(ctx.db, id))!, true);

interface Choice {
  /** The top of its tree: a catalogue code's kind (1000…9000, F000), an area's province. */
  root: string;
  leaf: boolean;
}

/** The enabled values of the coded fields, read once for a record or for a whole sheet. */
export interface Choices {
  catalogue: Map<string, Choice>;
  area: Map<string, Choice>;
  status: Set<string>;
  conclusion: Set<string>;
}

function flatten(nodes: readonly DictNode[], root = '', into = new Map<string, Choice>()): Map<string, Choice> {
  for (const n of nodes) {
    into.set(n.value, { root: root || n.value, leaf: !n.children?.length });
    flatten(n.children ?? [], root || n.value, into);
  }
  return into;
}

export async function loadChoices(ctx: AppContext): Promise<Choices> {
  const [catalogue, area, status, conclusion] = await Promise.all(
    ['equipment_catalogue', 'area', 'equipment_use_status', 'inspection_conclusion'].map((t) => findDictTree(ctx, t)),
  );
  return {
    catalogue: flatten(catalogue),
    area: flatten(area),
    status: new Set(status.map((n) => n.value)),
    conclusion: new Set(conclusion.map((n) => n.value)),
  };
}

/** A field ('deviceCode') or a technical parameter ('params.ratedLoad') and what is wrong with it. */
export interface RecordProblem {
  field: string;
  message: string;
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

/** Administrators' list of codes stored more than once before the rule held (nothing is deleted: the registry sorts them out). */
export async function findDuplicateCodes(ctx: AppContext, kind: UniqueCode, pageNo: number, pageSize: number): Promise<Page<DuplicateCode>> {
  const { codes, rows, count } = await repo.findDuplicateCodes(ctx.db, kind, (pageNo - 1) * pageSize, pageSize);
  const list = codes.map((code) => ({
    code,
    records: rows
      .filter((r) => r.key === code)
      .map((r) => ({
        id: r.id,
        typeCode: r.type_code as EquipmentTypeCode,
        unitName: r.unit_name,
        deviceCode: r.device_code,
        certNo: r.cert_no,
        productName: r.product_name,
        address: r.address,
        useStatus: r.use_status,
        regState: r.reg_state,
        createdAt: r.created_at,
      })),
  }));
  return { list, count, pageNo, pageSize };
}

/**
 * Every problem beyond the field rules, each with its field: the dictionary choices (a variety must
 * sit under its category in the catalogue, not merely share its first digit) and every parameter.
 */
export function recordProblems(choices: Choices, f: EquipmentFields): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const catalogue = choices.catalogue.get(f.catalogueCode);
  if (!catalogue) problems.push({ field: 'catalogueCode', message: '设备品种不正确' });
  else if (catalogue.root !== f.typeCode) problems.push({ field: 'catalogueCode', message: '设备品种与设备种类不符' });
  else if (!catalogue.leaf) problems.push({ field: 'catalogueCode', message: `设备品种：${MSG.lastLevel}` });
  const area = choices.area.get(f.areaCode);
  if (!area) problems.push({ field: 'areaCode', message: '设备使用地点所在区域不正确' });
  else if (!area.leaf) problems.push({ field: 'areaCode', message: `使用地点所在区域：${MSG.lastLevel}` });
  if (!choices.status.has(f.useStatus)) problems.push({ field: 'useStatus', message: '使用状态不正确' });
  if (f.lastConclusion && !choices.conclusion.has(f.lastConclusion)) problems.push({ field: 'lastConclusion', message: '检验结论不正确' });
  for (const p of techParamProblems(f.typeCode, f.catalogueCode, f.params)) problems.push({ field: `params.${p.key}`, message: p.message });
  return problems;
}

/** Every check beyond the field rules, the first problem refused: dictionary choices and the category's parameters (codes: assertCodesFree, in the write). */
export async function validate(ctx: AppContext, f: EquipmentFields): Promise<Record<string, unknown>> {
  const [problem] = recordProblems(await loadChoices(ctx), f);
  if (problem) throw badInput(problem.message);
  return validateTechParams(f.typeCode, f.catalogueCode, f.params).values;
}

/**
 * The columns of a record as the unit writes it. Its registration state follows the certificate number
 * it declares (no decision behind it); the registry's approval replaces both (recordRegistration).
 */
export const columnsOf = (f: EquipmentFields, params: Record<string, unknown>): Omit<Selectable<EquipmentTable>, 'id' | 'unit_id' | 'created_at' | 'updated_at' | 'version'> =>
  ({
    ...(Object.fromEntries(FIELDS.map((k) => [COLUMN[k], f[k]])) as Record<string, string>),
    last_inspection_date: f.lastInspectionDate || null,
    next_inspection_date: f.nextInspectionDate || null,
    params: JSON.stringify(params),
    reg_state: f.certNo ? 'registered' : 'unregistered',
    reg_decision_id: null,
    inspection_decision_id: null,
  }) as Omit<Selectable<EquipmentTable>, 'id' | 'unit_id' | 'created_at' | 'updated_at' | 'version'>;

/** The fields a claimed maintenance assignment sets (维保单位变更): never typed by the use unit while it holds the device. */
export const MAINTENANCE_FIELDS: readonly Field[] = ['maintenanceUnit', 'maintenancePhone'];
export const MAINTENANCE_HELD = `${TERMS.maintenanceUnit}及其电话由${TERMS.maintenanceUnit}认领确定，不能在此修改；如需更换，请办理${TERMS.maintenanceUnit}变更`;

/** The device's maintenance unit now, for a change application: its unit id when an assignment holds it, and the text shown. */
/** One entry of a record's history: who changed which fields (nothing when nothing changed). */
async function logChanges(db: Database, equipmentId: string, changes: EquipmentChange['changes'], by: { id: string; name: string }): Promise<void> {
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

/** Only an enterprise records its own equipment; staff read it. */
export function assertMayWrite(s: SessionContext): void {
  if (s.roleType !== 'use' && s.roleType !== 'maintain') throw forbidden();
}

export async function addEquipment(ctx: AppContext, s: SessionContext, f: EquipmentFields, ip: string): Promise<EquipmentDetail> {
  assertMayWrite(s);
  const params = await validate(ctx, f);
  const id = newId();
  const now = nowIso();
  const { reg_state } = columnsOf(f, params);
  await ctx.db.transaction().execute(async (trx) => {
    await assertCodesFree(trx, s.unitId, { deviceCode: holdsDeviceCode(f.useStatus, reg_state) ? [f.deviceCode] : [], certNo: [f.certNo] });
    await repo.insertEquipment(trx, { id, unit_id: s.unitId, ...columnsOf(f, params), created_at: now, updated_at: now, version: 1 });
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'equipment.add', target: id, detail: { typeCode: f.typeCode, deviceCode: f.deviceCode }, ip });
  });
  forgetCounts(ctx);
  return written(ctx, id);
}

/** How a value reads in the history: dictionary codes by their labels. */
async function readable(ctx: AppContext, field: Field, value: string): Promise<string> {
  if (!value) return '';
  if (field === 'typeCode') return EQUIPMENT_TYPE_NAMES[value as EquipmentTypeCode] ?? value;
  const dict = { catalogueCode: 'equipment_catalogue', areaCode: 'area', useStatus: 'equipment_use_status', lastConclusion: 'inspection_conclusion' }[field as string];
  return dict ? describeValue(ctx, dict, value) : value;
}

/** A parameter in the history: stored values are text, or rows for a table parameter. */
const paramText = (v: unknown) => (Array.isArray(v) ? `共${v.length}行` : typeof v === 'string' ? v : '');

/** Edits a record; what changed, from what to what, goes into its history with who and when. */
export async function changeEquipment(ctx: AppContext, s: SessionContext, id: string, version: number, f: EquipmentFields, ip: string): Promise<EquipmentDetail> {
  assertMayWrite(s);
  const before = await findVisible(ctx, s, id);
  if (before.unit_id !== s.unitId) throw notFound('设备');
  if (before.reg_decision_id && DECIDED_FIELDS.some((k) => f[k] !== before[COLUMN[k]]))
    throw businessError(`${TERMS.certNo}和使用状态由登记机关审批确定，不能在此修改；如需变更，请办理变更登记`);
  if (before.inspection_decision_id && INSPECTED_FIELDS.some((k) => (f[k] ?? '') !== String(before[COLUMN[k]] ?? '')))
    throw businessError('检验日期、检验结论和检验机构由检验机构出具的检验结论确定，不能在此修改');
  if (before.maintain_unit_id && MAINTENANCE_FIELDS.some((k) => (f[k] ?? '') !== String(before[COLUMN[k]] ?? ''))) throw businessError(MAINTENANCE_HELD);
  const params = await validate(ctx, f);
  const old = await detailOf(ctx, before, true);
  const changes: EquipmentChange['changes'] = [];
  for (const k of FIELDS) {
    const from = old[k] ?? '';
    if (from !== (f[k] ?? '')) changes.push({ field: k, label: EQUIPMENT_FIELD_LABELS[k], from: await readable(ctx, k, from), to: await readable(ctx, k, f[k] ?? '') });
  }
  for (const p of paramsFor(f.typeCode, f.catalogueCode)) {
    const from = JSON.stringify(old.params[p.key] ?? '');
    if (from !== JSON.stringify(params[p.key] ?? '')) changes.push({ field: `params.${p.key}`, label: p.label, from: paramText(old.params[p.key]), to: paramText(params[p.key]) });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const { reg_state, reg_decision_id, inspection_decision_id: _kept, ...columns } = columnsOf(f, params);
    // Checked when the record takes a code it did not hold: a legacy duplicate stays editable until it is sorted out.
    const holds = holdsDeviceCode(f.useStatus, before.reg_decision_id ? before.reg_state : reg_state);
    const tookDeviceCode = holds && (codeKey(f.deviceCode) !== before.device_code_key || !holdsDeviceCode(before.use_status, before.reg_state));
    await assertCodesFree(trx, s.unitId, { deviceCode: tookDeviceCode ? [f.deviceCode] : [], certNo: codeKey(f.certNo) !== before.cert_no_key ? [f.certNo] : [] }, id);
    if (!(await repo.updateEquipment(trx, id, version, before.reg_decision_id ? columns : { ...columns, reg_state, reg_decision_id }))) throw conflict();
    await logChanges(trx, id, changes, { id: s.userId, name: s.userName });
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'equipment.change', target: id, detail: { fields: changes.map((c) => c.field) }, ip });
  });
  forgetCounts(ctx);
  return written(ctx, id);
}

/** A change as the history shows it: a mobile number masked like everywhere else. */
const shownChange = (c: EquipmentChange['changes'][number]) => (c.field === 'safetyManagerMobile' ? { ...c, from: maskMobile(c.from), to: maskMobile(c.to) } : c);

export async function findHistory(ctx: AppContext, s: SessionContext, id: string, pageNo: number, pageSize: number): Promise<Page<EquipmentChange>> {
  await findVisible(ctx, s, id);
  const { rows, count } = await repo.findChanges(ctx.db, 'equipment', id, (pageNo - 1) * pageSize, pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      changedByName: r.changed_by_name,
      changedAt: r.changed_at,
      changes: (JSON.parse(r.changes) as EquipmentChange['changes']).map(shownChange),
    })),
    count,
    pageNo,
    pageSize,
  };
}

/** One line of a record's inspection history, with the device it belongs to and the application line that recorded it ('' when the unit declared it). */
export async function getInspection(ctx: AppContext, s: SessionContext, equipmentId: string, id: string) {
  const eq = await findVisible(ctx, s, equipmentId);
  const r = await repo.findInspection(ctx.db, equipmentId, id);
  if (!r) throw notFound('检验记录');
  return {
    equipment: { id: eq.id, typeCode: eq.type_code, catalogueCode: eq.catalogue_code, deviceCode: eq.device_code, productName: eq.product_name, certNo: eq.cert_no },
    line: { id: r.id, kind: r.kind, inspectionDate: r.inspection_date, conclusion: r.conclusion, org: r.org, reportNo: r.report_no, nextInspectionDate: r.next_inspection_date },
    sourceId: r.source_id,
  };
}

/** The inspections recorded for a record, newest first. */
export async function findInspections(ctx: AppContext, s: SessionContext, id: string, pageNo: number, pageSize: number): Promise<Page<EquipmentInspection>> {
  await findVisible(ctx, s, id);
  const { rows, count } = await repo.findInspections(ctx.db, id, (pageNo - 1) * pageSize, pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      inspectionDate: r.inspection_date,
      conclusion: r.conclusion,
      org: r.org,
      reportNo: r.report_no,
      nextInspectionDate: r.next_inspection_date,
    })),
    count,
    pageNo,
    pageSize,
  };
}

const OUT = new Set<string>(OUT_OF_SERVICE);
/** Months of coming inspections the overview charts. */
const DUE_DAYS = 180;

/**
 * What the lists keep in memory, per app. A count is kept for a minute: a list's count is asked again for every page,
 * and a city's takes a pass over its records. Any equipment write in this process drops the counts; other processes'
 * writes show within the minute. A unit's whole page is kept under the unit's version (migration 0048), which every
 * write moves on in any process, so it needs no time limit.
 */
type Kept = Map<string, { at: number; value: Promise<unknown> }>;
const keptCounts = new WeakMap<AppContext, Kept>();
const keptPages = new WeakMap<AppContext, Kept>();
const COUNT_MS = 60_000;
const COUNTS_KEPT = 10_000;
// A page of at most 100 rows is at most some 50 kB, and as much again as written bytes: 500 pages stay under 50 MB.
const PAGES_KEPT = 500;

function kept<T>(stores: WeakMap<AppContext, Kept>, ctx: AppContext, key: string, limit: { ms: number; max: number }, make: () => Promise<T>): Promise<T> {
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

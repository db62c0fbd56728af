import {
  codeKey,
  EQUIPMENT_FIELD_LABELS,
  MSG,
  paramsFor,
  techParamProblems,
  validateTechParams,
  EQUIPMENT_COUNT_CAP,
  DECIDED_FIELDS,
  INSPECTED_FIELDS,
  type EquipmentChange,
  type EquipmentDetail,
  type EquipmentFields,
  type EquipmentPage,
  type DictNode,
  type EquipmentTypeCode,
  type Page,
  type DuplicateCode,
  type UniqueCode,
  type findEquipmentInput,
} from '@portal/contract';
import { TERMS } from '@portal/contract/domain/glossary';
import { maskMobile } from '@portal/contract/domain/privacy';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { auditPersonalRead, writeAudit } from '../../platform/audit';
import type { EquipmentTable } from '../../platform/db/schema';
import { badInput, businessError, conflict, forbidden, notFound } from '../../platform/http/errors';
import { answerServedAgain } from '../../platform/http/serializer';
import { chinaToday, newId, nowIso } from '../../platform/ids';
import { callerSeesUnit, scopeKey, type DataScope } from '../../platform/auth/scope';
import type { SessionContext } from '../../platform/session/store';
import type { AttachmentRule } from '../attachment/service';
import { findDictTree } from '../dict/service';
import * as repo from './repo';
import {
  findVisible,
  assertCodesFree,
  holdsDeviceCode,
  COLUMN,
  COUNT_MS,
  COUNTS_KEPT,
  FIELDS,
  forgetCounts,
  kept,
  keptCounts,
  keptPages,
  logChanges,
  MAINTENANCE_FIELDS,
  MAINTENANCE_HELD,
  PAGES_KEPT,
  plateOf,
  readable,
  scopeOf,
  toRow,
  type Field,
} from './common';

// The module's public face. The service is split by concern: what other modules' decisions write on a record
// (registration, inspection, maintenance unit, holding by a request, installation notices) in decisions-service.ts, a
// record's history in history-service.ts, the overview, reminders and export in overview-service.ts, and what they
// share (columns, scope, kept counts, code checks) in common.ts; the records themselves stay here.
export { findVisible, assertCodesFree, holdsDeviceCode, isCertNoTaken, forgetCounts, MAINTENANCE_FIELDS, MAINTENANCE_HELD } from './common';
export { findHistory, getInspection, findInspections } from './history-service';
export { type NotifiedDevice, markNotified, unmarkNotified } from './decisions-service';
export {
  maintenanceOf,
  assignMaintenance,
  releaseMaintenance,
  type RegistrationDecision,
  recordRegistration,
  type InspectionDecision,
  recordInspection,
  type RequestRef,
  holdEquipment,
  releaseEquipment,
} from './decisions-service';
export { pruneEquipmentTally, unitsWithDueEquipment, type DueDevice, dueEquipmentOf, getOverview, EXPORT_MAX_ROWS, exportEquipment } from './overview-service';

// The example devices are the equipment area's reference data; the demo seed builds its registry from them.
export { EXAMPLES, exampleParams, type DeviceExample } from './examples';

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

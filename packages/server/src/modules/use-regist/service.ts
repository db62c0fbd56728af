import {
  REGISTRABLE_STATES,
  REG_STATES,
  USE_REGIST_DOCUMENTS,
  USE_REGIST_KIND,
  requiredUseRegistDocuments,
  registFormProblems,
  type Page,
  type UseRegistForm,
  type UseRegistRecord,
  type UseRegistState,
  type WorkCalendar,
  type copyUseRegistInput,
  type decideUseRegistInput,
  findUseRegistInput,
  type saveUseRegistInput,
} from '@portal/contract';
import { MSG } from '@portal/contract';
import { TERMS } from '@portal/contract/domain/glossary';
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dataScope, filedInScope } from '../../platform/auth/scope';
import type { UseRegistApplyTable } from '../../platform/db/schema';
import { badInput, businessError, notFound } from '../../platform/http/errors';
import { chinaToday, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { checkRequiredDocuments } from '../attachment/service';
import { issueEquipmentDocuments } from '../document/service';
import { deadlineOn, isPastDeadline, loadCalendar } from '../calendar/service';
import { firstCandidates } from '../equipment/candidates-service';
import { holdEquipment, loadChoices, MAINTENANCE_HELD, recordRegistration, releaseEquipment } from '../equipment/service';
import { agentFiling, tellPrincipalOfFiling } from '../entrust/service';
import { defineFiling, newDraft } from '../workflow/filing-service';
import { decisionAndStampsOf, reviewedIn, notReviewed, reviewedBy, type FlowRecordSpec } from '../workflow/service';
import { allocateSerial, issueCertNo, registryFor } from '../registry/service';
import * as repo from './repo';

/** entrustId may be left out by callers filing for their own unit (the demo seed). */
type SaveInput = Omit<z.output<typeof saveUseRegistInput>, 'entrustId'> & { entrustId?: string };
type Row = Selectable<UseRegistApplyTable>;

/** The registry's deadline once it accepted, and whether it passed with the application still undecided. */
function deadlineOf(r: repo.ApplyRow, calendar: WorkCalendar) {
  const deadline = r.accepted_at ? deadlineOn(calendar, 'useRegist', r.accepted_at) : null;
  return { deadline, overdue: r.state === 'accepted' && deadline !== null && isPastDeadline(deadline) };
}

/** Where and by whom the device is used, as the application declares it: shown on it, and on the record once approved. */
const declaredUse = (r: Row) => ({
  putIntoUseDate: r.put_into_use_date,
  areaCode: r.area_code,
  address: r.address,
  internalNo: r.internal_no,
  safetyManager: r.safety_manager,
  safetyManagerMobile: r.safety_manager_mobile,
  maintenanceUnit: r.maintenance_unit,
  maintenancePhone: r.maintenance_phone,
});

function toRecord(r: repo.ApplyRow, calendar: WorkCalendar): UseRegistRecord {
  return {
    id: r.id,
    applyNo: r.apply_no,
    regKind: r.reg_kind,
    unitId: r.unit_id,
    unitName: r.unit_name,
    equipmentId: r.equipment_id,
    equipment: {
      id: r.equipment_id,
      typeCode: r.eq_type_code,
      catalogueCode: r.eq_catalogue_code,
      deviceCode: r.eq_device_code,
      productName: r.eq_product_name,
      model: r.eq_model,
      productNo: r.eq_product_no,
      manufacturer: r.eq_manufacturer,
      useStatus: r.eq_use_status,
      regState: r.eq_reg_state,
      assignedMaintenance: r.eq_maintain_unit_id ? { unit: r.eq_maintenance_unit, phone: r.eq_maintenance_phone } : null,
    },
    registryName: r.registry_name,
    entrustId: r.entrust_id ?? '',
    agentName: r.agent_name ?? '',
    ...declaredUse(r),
    propertyUnit: r.property_unit,
    contactPerson: r.contact_person,
    contactPhone: r.contact_phone,
    fillerName: r.filler_name,
    fillDate: r.fill_date,
    remark: r.remark,
    state: r.state as UseRegistState,
    certNo: r.cert_no,
    submittedAt: r.submitted_at,
    acceptedAt: r.accepted_at,
    ...deadlineOf(r, calendar),
    ...decisionAndStampsOf(r),
  };
}

const formColumns = (f: UseRegistForm) => ({
  put_into_use_date: f.putIntoUseDate,
  area_code: f.areaCode,
  address: f.address,
  internal_no: f.internalNo,
  safety_manager: f.safetyManager,
  safety_manager_mobile: f.safetyManagerMobile,
  maintenance_unit: f.maintenanceUnit,
  maintenance_phone: f.maintenancePhone,
  property_unit: f.propertyUnit,
  contact_person: f.contactPerson,
  contact_phone: f.contactPhone,
  filler_name: f.fillerName,
  fill_date: f.fillDate,
  remark: f.remark,
});

/** The unit may always change its application; the agent that filed it only while its authorisation is in force and covers the device. */
async function assertMayChange(ctx: AppContext, s: SessionContext, row: { unit_id: string; entrust_id: string | null; equipment_id: string }): Promise<void> {
  if (row.unit_id !== s.unitId) await agentFiling(ctx, s, row.entrust_id ?? '', 'useRegist', [row.equipment_id]);
}

const byUnitOrAgent = (s: SessionContext) => (r: { unit_id: string; agent_unit_id: string | null }) => r.unit_id === s.unitId || r.agent_unit_id === s.unitId;

/** The documents the application's category needs, and whether each is uploaded. */
const documentCheck = (ctx: AppContext, id: string, typeCode: string) =>
  checkRequiredDocuments(
    ctx,
    'useRegist',
    id,
    requiredUseRegistDocuments(typeCode).map((kind) => ({ kind, label: USE_REGIST_DOCUMENTS[kind].label })),
  );

/** An application of the caller's unit, or one it filed as agent (委托申报). */
const filing = defineFiling<Row, repo.ApplyRow, UseRegistRecord>({
  kind: 'useRegist',
  find: repo.findApply,
  view: async (ctx, rows) => {
    const calendar = await loadCalendar(ctx);
    return rows.map((r) => toRecord(r, calendar));
  },
  ownedBy: (s, r) => byUnitOrAgent(s)(r),
  bizType: 'useRegist',
  documents: (ctx, r) => documentCheck(ctx, r.id, r.eq_type_code),
});

export const listOwn = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findUseRegistInput>): Promise<Page<UseRegistRecord>> =>
  filing.page(ctx, q, await repo.findApplyPage(ctx.db, { state: q.state, keyword: q.keyword, who: { unitId: s.unitId } }, (q.pageNo - 1) * q.pageSize, q.pageSize));

export const getOwn = filing.getOwn;

/** The unit's equipment that may be registered now; for an agent filing under an authorisation, the principal's devices it covers. */
export async function findRegistrable(ctx: AppContext, s: SessionContext, keyword: string, entrustId: string) {
  const filing = entrustId ? await agentFiling(ctx, s, entrustId, 'useRegist', []) : null;
  const rows = await firstCandidates(ctx, s, 'useRegist', { keyword, agent: filing }, 50);
  return rows.map((e) => ({
    id: e.id,
    typeCode: e.type_code,
    catalogueCode: e.catalogue_code,
    deviceCode: e.device_code,
    productName: e.product_name,
    model: e.model,
    productNo: e.product_no,
    manufacturer: e.manufacturer,
    useStatus: e.use_status,
    regState: e.reg_state,
    address: e.address,
    areaCode: e.area_code,
    internalNo: e.internal_no,
    safetyManager: e.safety_manager,
    maintenanceUnit: e.maintenance_unit,
    maintenancePhone: e.maintenance_phone,
    assignedMaintenance: e.maintain_unit_id ? { unit: e.maintenance_unit, phone: e.maintenance_phone } : null,
  }));
}

/**
 * Checks what the form alone cannot: the equipment is the unit's and may be registered, the place is
 * a district the registries cover, and the category's own rules.
 * Answers the equipment and the registry that will decide.
 */
async function checkForm(ctx: AppContext, unitId: string, f: UseRegistForm) {
  const eq = await repo.findEquipmentBrief(ctx.db, f.equipmentId);
  if (!eq || eq.unit_id !== unitId) throw notFound('设备');
  if (!REGISTRABLE_STATES.includes(eq.reg_state as never))
    throw businessError(`该设备${REG_STATES[eq.reg_state as keyof typeof REG_STATES] ?? eq.reg_state}${eq.cert_no ? `（${eq.cert_no}）` : ''}，不能申请首次使用登记`);
  const area = (await loadChoices(ctx)).area.get(f.areaCode);
  if (!area) throw badInput('设备使用地点所在区域不正确');
  if (!area.leaf) throw badInput(`使用地点所在区域：${MSG.lastLevel}`);
  const [problem] = registFormProblems(f, eq.type_code, chinaToday());
  if (problem) throw badInput(problem.message);
  if (eq.maintain_unit_id && (f.maintenanceUnit !== eq.maintenance_unit || f.maintenancePhone !== eq.maintenance_phone)) throw businessError(MAINTENANCE_HELD);
  const registry = await registryFor(ctx, f.areaCode);
  if (!registry) throw businessError('设备使用地点不在本平台登记机关的受理范围内');
  return { eq, registry };
}

export async function checkAttachments(ctx: AppContext, s: SessionContext, id: string) {
  const row = await filing.findOwn(ctx, s, id);
  return documentCheck(ctx, id, row.eq_type_code);
}

/** A number the unit can quote: the prefix of its kind (DJ, BG, ZX), the day, and that day's serial. */
export async function nextApplyNo(tx: AppContext, prefix: string): Promise<string> {
  const day = chinaToday().replaceAll('-', '');
  return `${prefix}${day}${String(await allocateSerial(tx, `apply:${prefix}${day}`)).padStart(4, '0')}`;
}

/**
 * Saves a new or existing application (spec isCommit: false keeps a draft, true submits it). A new one
 * is always saved first: its documents are uploaded to it before it can be submitted. Saving and
 * submitting an existing one is one step of the engine, so the form is never half-submitted.
 */
export async function saveApply(ctx: AppContext, s: SessionContext, input: SaveInput, ip: string): Promise<UseRegistRecord> {
  const { id, version, isCommit, entrustId, ...form } = input;
  if (!id) {
    if (isCommit) throw businessError('请先保存申请并上传所需材料，再提交');
    // An agent files for the principal: the application is the principal's, the agent is recorded beside it.
    const agent = entrustId ? await agentFiling(ctx, s, entrustId, 'useRegist', [form.equipmentId]) : null;
    const { registry } = await checkForm(ctx, agent?.principalUnitId ?? s.unitId, form);
    return filing.create(ctx, s, ip, {
      detail: { equipmentId: form.equipmentId, entrustId: agent?.entrustId },
      insert: async (tx) => {
        const applyId = newId();
        const applyNo = await nextApplyNo(tx, 'DJ');
        await holdEquipment(tx, [form.equipmentId], { kind: 'useRegist', id: applyId, no: applyNo });
        const row: Insertable<UseRegistApplyTable> = {
          id: applyId,
          apply_no: applyNo,
          unit_id: agent?.principalUnitId ?? s.unitId,
          agent_unit_id: agent?.agentUnitId ?? null,
          entrust_id: agent?.entrustId ?? null,
          equipment_id: form.equipmentId,
          registry_id: registry.id,
          reg_kind: USE_REGIST_KIND,
          ...formColumns(form),
          ...newDraft(s.userId),
          submitted_at: null,
          accepted_at: null,
          reviewed_at: null,
        };
        await repo.insertApply(tx.db, row);
        return applyId;
      },
    });
  }

  const row = await filing.findOwn(ctx, s, id);
  if (row.equipment_id !== form.equipmentId) throw businessError('申请的设备不能更改；如需为其他设备申请，请新建申请');
  filing.assertEditable(row, version);
  await assertMayChange(ctx, s, row);
  const { registry } = await checkForm(ctx, row.unit_id, form);
  const fields = { ...formColumns(form), registry_id: registry.id };
  if (!isCommit) return filing.update(ctx, id, (tx) => repo.updateApply(tx.db, id, row.version, { ...fields, updated_at: nowIso() }));
  return filing.submit(ctx, s, row, ip, {
    // A resubmission starts over: the last round's acceptance and decision stay in the flow log only.
    set: { ...fields, ...notReviewed, accepted_at: null, submitted_at: nowIso() },
    effect: async (tx, r) => {
      if (r.agent_unit_id === s.unitId && r.entrust_id)
        await tellPrincipalOfFiling(tx, { entrustId: r.entrust_id, principalUnitId: r.unit_id, agentUnitId: r.agent_unit_id }, `使用登记申请${r.apply_no}`);
    },
  });
}

/** A new draft for another device of the unit, filled from an earlier application. */
export async function copyApply(ctx: AppContext, s: SessionContext, input: z.output<typeof copyUseRegistInput>, ip: string): Promise<UseRegistRecord> {
  const row = await filing.findOwn(ctx, s, input.id);
  const from = toRecord(row, await loadCalendar(ctx));
  // An agent's copy is filed under the same authorisation; the unit's own copy is its own filing.
  const entrustId = row.unit_id === s.unitId ? '' : from.entrustId;
  return saveApply(ctx, s, { ...from, entrustId, equipmentId: input.equipmentId, fillDate: chinaToday(), id: undefined, version: undefined, isCommit: false }, ip);
}

/** The unit (or its agent, while in force) takes a submission back into its drafts, until the registry has accepted it. */
export async function withdrawApply(ctx: AppContext, s: SessionContext, id: string, version: number, ip: string): Promise<UseRegistRecord> {
  await assertMayChange(ctx, s, await filing.findOwn(ctx, s, id));
  return filing.withdraw(ctx, s, { id, version }, ip);
}

/** Only a draft never submitted can be deleted; once the registry has seen it, its history stays. */
export const deleteApply = (ctx: AppContext, s: SessionContext, id: string) =>
  filing.remove(ctx, s, id, {
    hint: '已提交过的申请可修改后重新提交',
    check: (row) => assertMayChange(ctx, s, row),
    remove: async (tx) => {
      await releaseEquipment(tx, 'useRegist', id);
      return repo.deleteApply(tx.db, id);
    },
  });

/** A registry's queue: submitted applications in its areas. */
export async function listQueue(ctx: AppContext, s: SessionContext, q: z.output<typeof findUseRegistInput>): Promise<Page<UseRegistRecord>> {
  const scope = await dataScope(ctx.db, s);
  const { rows, count } = await repo.findApplyPage(ctx.db, { state: q.state, keyword: q.keyword, who: { scope } }, (q.pageNo - 1) * q.pageSize, q.pageSize);
  const calendar = await loadCalendar(ctx);
  return { list: rows.map((r) => toRecord(r, calendar)), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Whether a registry clerk may see an application: submitted once, in the clerk's areas. */
async function clerkSees(ctx: AppContext, s: SessionContext) {
  const inArea = await filedInScope(ctx.db, s);
  return (r: { unit_id: string; area_code: string; state: string }) => r.state !== 'draft' && inArea(r);
}

export const getForReview = async (ctx: AppContext, s: SessionContext, id: string): Promise<UseRegistRecord> => filing.getFor(ctx, id, await clerkSees(ctx, s));

/**
 * A registry clerk's step: accept (the clock starts), return or refuse with a reason, or approve, which
 * issues the certificate number, writes the registration onto the equipment and issues its certificate
 * and use mark (document register), in the same transaction. The unit hears of each in its message centre.
 */
export async function decide(ctx: AppContext, s: SessionContext, input: z.output<typeof decideUseRegistInput>, ip: string): Promise<UseRegistRecord> {
  const sees = await clerkSees(ctx, s);
  const now = nowIso();
  const { action, opinion } = input;
  let certNo = '';
  return filing.act(ctx, s, input, action, ip, {
    party: 'reviewer',
    guard: sees,
    set: { ...reviewedBy(s, opinion), ...(action === 'accept' ? { accepted_at: now } : {}) },
    effect: async (tx, r) => {
      if (action === 'approve' || action === 'refuse') await releaseEquipment(tx, 'useRegist', r.id);
      if (action !== 'approve') return;
      const eq = await repo.findEquipmentBrief(tx.db, r.equipment_id);
      if (!eq) throw notFound('设备');
      certNo = await issueCertNo(tx, r.registry_id, eq.type_code, eq.catalogue_code);
      await repo.setApplyCertNo(tx.db, r.id, certNo);
      await recordRegistration(tx, r.equipment_id, {
        decisionId: r.id,
        regState: 'registered',
        by: { id: s.userId, name: s.userName },
        fields: {
          certNo,
          useStatus: 'inUse',
          ...declaredUse(r),
        },
      });
      await issueEquipmentDocuments(tx, { equipmentId: r.equipment_id, sourceKind: 'useRegist', sourceId: r.id, by: { id: s.userId, name: s.userName } });
    },
    notice: (r) => {
      const what = `您的使用登记申请${r.apply_no}`;
      if (action === 'accept') return { userId: r.created_by_id, title: '使用登记申请已受理', content: `${what}已受理，登记机关将在法定期限内作出决定。` };
      if (action === 'return') return { userId: r.created_by_id, title: '使用登记申请被退回', content: `${what}被退回。退回原因：${opinion}。请按要求修改后重新提交。` };
      if (action === 'refuse') return { userId: r.created_by_id, title: '使用登记申请不予受理', content: `${what}不予受理。原因：${opinion}。` };
      return { userId: r.created_by_id, title: '使用登记已审核通过', content: `${what}已审核通过，${TERMS.certNo}为${certNo}，已写入该设备的登记信息。` };
    },
  });
}

/** Applications are seen by their unit and by the registry clerks of their area once submitted. */
export const useRegistRecordSpec: FlowRecordSpec = {
  table: 'use_regist_applies',
  subject: async (ctx, row: Selectable<UseRegistApplyTable>) => (await repo.findApply(ctx.db, row.id))?.unit_name ?? '',
  canSee: async (s, row: Selectable<UseRegistApplyTable>, ctx) => byUnitOrAgent(s)(row) || (s.menuIds.has('registry.useRegist') && (await clerkSees(ctx, s))(row)),
  reviewerOf: reviewedIn('useRegist', 'registry.useRegist', '/registry/use-regist'),
  noticeLink: (row: Selectable<UseRegistApplyTable>) => `/use-record/detail?id=${row.id}`,
  waitingIn: async (ctx, s, state) => (await listQueue(ctx, s, findUseRegistInput.parse({ pageSize: 1, state }))).count,
};

/**
 * The unit (or its agent, while in force) uploads an application's documents while it may still change it. Whoever sees
 * the uploader's unit or the applying unit reads them, and so does the agent: an agent's uploads serve the principal.
 */
export const useRegistAttachments = filing.files((ctx, s, row) =>
  assertMayChange(ctx, s, row).then(
    () => true,
    () => false,
  ),
);

import {
  ABOUT_EXPIRE_DAYS_DEFAULT,
  inspectionKindLabel,
  INSPECTION_DOCUMENTS,
  INSPECTION_EDITABLE,
  SUPERVISION_DOCUMENTS,
  SUPERVISION_KIND_OF_WORK,
  isSupervision,
  OUT_OF_SERVICE,
  conclusionsFor,
  applicationFeeError,
  fenToYuan,
  needsOpinionLetter,
  type EquipmentTypeCode,
  type InspectionAction,
  type InspectionApplyForm,
  type InspectionApplyRecord,
  type InspectionState,
  type Page,
  type PayOrderState,
  type acceptInput,
  type applicableEquipmentInput,
  type concludeInput,
  type findInspectionApplyInput,
  findQueueInput,
  type refuseInput,
  type saveInspectionApplyInput,
  type saveSupervisionApplyInput,
  type supervisableNoticesInput,
  type SupervisableNotice,
  type SupervisionApplyForm,
  type WorkType,
  type scheduleInput,
  type setFeeInput,
  type stepInput,
  type updatePayCertInput,
  type voucherDecisionInput,
  type NotLoginApply,
  type UploadSign,
  type notLoginQueryInput,
  type saveForNoAccountInput,
} from '@portal/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { InspectionApplyTable } from '../../platform/db/schema';
import { badInput, businessError, notFound } from '../../platform/http/errors';
import { addDays, chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { issueAccessToken, readAccessToken } from '../../platform/auth/access-tokens';
import { dataScope, rowInScope, rowInScopeOf, type DataScope } from '../../platform/auth/scope';
import { enforceRateLimit } from '../../platform/http/rate-limit';
import { assertDocumentsComplete, checkRequiredDocuments, issueUploadSlots, listForObject, revokeUploadTokens, type AttachmentRule } from '../attachment/service';
import { findCandidates } from '../equipment/candidates-service';
import { deviceNamesOf, recordInspection } from '../equipment/service';
import { ownNoticeWithItems, receivedNotices } from '../construction/service';
import { choicesFor, priceLine } from '../fee/service';
import { postMessage } from '../message/service';
import { closeOrders, findLatestOrder, openOrder, type PaymentTarget, type PayOrderView } from '../payment/service';
import { PROVIDER_NAMES } from '../../platform/payment/provider';
import { checkCode } from '../sms/service';
import { findUnitIdByUscc, findUnitName, getUnitProfile } from '../unit/service';
import { nextApplyNo } from '../use-regist/service';
import { findMainUserIds } from '../user/service';
import { agentFiling, tellPrincipalOfFiling } from '../entrust/service';
import { adoptOpinionNotices, issueOpinionNotice } from '../opinion/service';
import { defineFiling, newDraft } from '../workflow/filing-service';
import {
  decisionAndStampsOf,
  applyStep,
  applyStepIn,
  canSeeRecord,
  reviewedIn,
  notReviewed,
  reviewedBy,
  startFlow,
  type FlowNotice,
  type FlowRecordSpec,
} from '../workflow/service';
import * as repo from './repo';

type Row = Selectable<InspectionApplyTable>;
/**
 * A row as the filing kit takes it, whose unit is always set. An application filed without an account has none until
 * the unit registers; the kit reads the unit only through `ownedBy` below, which allows for that.
 */
type Filed<R extends { unit_id: string | null }> = R & { unit_id: string };

/** `viewer`: the unit reading it as a company (a supervision's use unit only reads); '' for the body. */
function toRecord(r: repo.ApplyRow, items: repo.ItemRow[], viewer: string): InspectionApplyRecord {
  const sum = (k: 'standard_fen' | 'relief_fen' | 'payable_fen') => items.reduce((n, i) => n + i[k], 0);
  const priced = r.fee_set_at !== null;
  return {
    id: r.id,
    applyNo: r.apply_no,
    unitId: r.unit_id ?? '',
    unitName: r.unit_name,
    unitUscc: r.unit_uscc,
    noAccount: r.unit_id === null,
    entrustId: r.entrust_id ?? '',
    agentName: r.agent_name ?? '',
    orgId: r.org_unit_id,
    orgName: r.org_name,
    inspectionKind: r.inspection_kind,
    constructionId: r.construction_id ?? '',
    noticeNo: r.notice_no ?? '',
    useUnitName: r.use_unit_name ?? '',
    readOnly: viewer !== '' && r.unit_id !== viewer && r.agent_unit_id !== viewer,
    contact: r.contact,
    contactMobile: r.contact_mobile,
    email: r.email,
    mailAddress: r.mail_address,
    mailReceiver: r.mail_receiver,
    mailPhone: r.mail_phone,
    expectedDate: r.expected_date,
    remark: r.remark,
    isPc: r.is_pc === 1,
    items: items.map((i) => ({
      id: i.id,
      equipmentId: i.equipment_id ?? '',
      typeCode: i.type_code,
      catalogueCode: i.catalogue_code,
      deviceCode: i.device_code,
      certNo: i.cert_no,
      productName: i.product_name,
      address: i.address,
      dueDate: i.due_date,
      needsLetter: i.needs_letter === 1,
      conclusion: i.conclusion,
      inspectionDate: i.inspection_date,
      nextInspectionDate: i.next_inspection_date,
      reportNo: i.report_no,
      defects: i.defects,
      reportFileId: i.report_file_id,
      concludedAt: i.concluded_at,
    })),
    state: r.state as InspectionState,
    submittedAt: r.submitted_at,
    acceptNo: r.accept_no,
    acceptedAt: r.accepted_at,
    department: r.department,
    inspectorName: r.inspector_name,
    inspectorPhone: r.inspector_phone,
    fees: priced
      ? items.map((i) => ({
          itemId: i.id,
          deviceCode: i.device_code,
          productName: i.product_name,
          feeItemId: i.fee_item_id,
          basis: i.fee_basis,
          standardFen: i.standard_fen,
          reliefPolicyId: i.relief_policy_id,
          reliefName: i.relief_name,
          reliefFen: i.relief_fen,
          payableFen: i.payable_fen,
        }))
      : [],
    standardFen: priced ? sum('standard_fen') : 0,
    reliefFen: priced ? sum('relief_fen') : 0,
    payableFen: priced ? sum('payable_fen') : 0,
    feeSetAt: r.fee_set_at,
    payMethod: r.pay_method,
    paidFen: r.paid_fen,
    paidAt: r.paid_at,
    transactionId: r.transaction_id,
    voucherFileId: r.voucher_file_id,
    scheduledDate: r.scheduled_date,
    scheduledPlace: r.scheduled_place,
    completedAt: r.completed_at,
    ...decisionAndStampsOf(r),
  };
}

async function withItems(ctx: AppContext, rows: repo.ApplyRow[], viewer = ''): Promise<InspectionApplyRecord[]> {
  const items = await repo.findItems(ctx.db, idsOf(rows));
  return rows.map((r) =>
    toRecord(
      r,
      items.filter((i) => i.apply_id === r.id),
      viewer,
    ),
  );
}

const byUnitOrAgent = (s: SessionContext) => (r: { unit_id: string | null; agent_unit_id: string | null }) =>
  (r.unit_id !== null && r.unit_id === s.unitId) || r.agent_unit_id === s.unitId;

/** The unit's own application, or one its unit filed as agent (委托申报): both read it, its documents, and change it. */
const filing = defineFiling<Filed<Row>, Filed<repo.ApplyRow>, InspectionApplyRecord>({
  kind: 'inspectionApply',
  find: (db, id) => repo.findApply(db, id) as Promise<Filed<repo.ApplyRow> | undefined>,
  view: (ctx, rows) => withItems(ctx, rows),
  ownedBy: (s, r) => byUnitOrAgent(s)(r),
  bizType: 'inspectionApply',
});

/**
 * The unit may always change its application; the agent that filed it only while its authorisation is in force and
 * covers every device. Answers the unit the application belongs to.
 */
async function assertMayChange(ctx: AppContext, s: SessionContext, row: { unit_id: string | null; entrust_id: string | null }, equipmentIds: readonly string[]): Promise<string> {
  if (row.unit_id === s.unitId) return s.unitId;
  return (await agentFiling(ctx, s, row.entrust_id ?? '', 'inspection', equipmentIds)).principalUnitId;
}

/** What a company reads: its own application or one its unit filed as agent, and a filed supervision of its devices (read only). */
async function findReadable(ctx: AppContext, s: SessionContext, id: string): Promise<repo.ApplyRow> {
  const row = await repo.findApply(ctx.db, id);
  if (!row || !(byUnitOrAgent(s)(row) || (row.use_unit_id === s.unitId && row.submitted_at !== null))) throw notFound(filing.title);
  return row;
}

/**
 * An inspection body sees what was addressed to it, once submitted, within its staff's areas; `money`: a read or step
 * of the body's finance (the fee, the voucher), who handles all of the body's money. A row of the table alone has its
 * unit's area looked up; `bodySeesIn` tests an application as the repo reads it, with that area, once the scope is known.
 */
const bodySees = async (ctx: AppContext, s: SessionContext, r: { unit_id: string | null; org_unit_id: string; submitted_at: string | null }, money = false) =>
  r.submitted_at !== null && rowInScopeOf(ctx.db, await dataScope(ctx.db, s), { unitId: r.unit_id, body: r.org_unit_id, money });

const bodySeesIn =
  (scope: DataScope, money = false) =>
  (r: Pick<repo.ApplyRow, 'unit_id' | 'unit_area_code' | 'org_unit_id' | 'submitted_at'>) =>
    r.submitted_at !== null && rowInScope(scope, { unitId: r.unit_id, areaCode: r.unit_area_code ?? undefined, body: r.org_unit_id, money });

/** The application as a step of the body reads it (the kit answers the record, these steps need its columns). */
async function findForBody(ctx: AppContext, s: SessionContext, id: string, money = false): Promise<repo.ApplyRow> {
  const row = await repo.findApply(ctx.db, id);
  if (!row || !bodySeesIn(await dataScope(ctx.db, s), money)(row)) throw notFound(filing.title);
  return row;
}

const findPage = (ctx: AppContext, q: z.output<typeof findInspectionApplyInput>, who: repo.ApplyFilter['who']) =>
  repo.findApplyPage(ctx.db, { state: q.state, keyword: q.keyword, group: q.group, who }, (q.pageNo - 1) * q.pageSize, q.pageSize) as Promise<{
    rows: Filed<repo.ApplyRow>[];
    count: number;
  }>;

/** Read as the unit: a supervision of its devices that another unit filed shows read only, so the kit's view does not serve. */
export async function listOwn(ctx: AppContext, s: SessionContext, q: z.output<typeof findInspectionApplyInput>): Promise<Page<InspectionApplyRecord>> {
  const { rows, count } = await findPage(ctx, q, { unitId: s.unitId });
  return { list: await withItems(ctx, rows, s.unitId), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** The unit's own application (not one filed for it by an agent): its fee and payment are the unit's. */
export const getOwn = (ctx: AppContext, s: SessionContext, id: string): Promise<InspectionApplyRecord> => filing.getFor(ctx, id, (r) => r.unit_id === s.unitId);

/** The detail a company opens: its own application, one it filed as agent, or a supervision of its devices (read as the unit, see listOwn). */
export async function getReadable(ctx: AppContext, s: SessionContext, id: string): Promise<InspectionApplyRecord> {
  return (await withItems(ctx, [await findReadable(ctx, s, id)], s.unitId))[0];
}

export const listOrgs = (ctx: AppContext) => repo.findOrgs(ctx.db);

/**
 * The unit's devices an application may name, with whether each needs the opinion letter and which open application
 * holds it; for an agent filing under an authorisation, the principal's devices it covers.
 */
export async function findApplicable(ctx: AppContext, s: SessionContext, q: Omit<z.output<typeof applicableEquipmentInput>, 'entrustId'> & { entrustId?: string }) {
  const today = chinaToday();
  const agent = q.entrustId ? await agentFiling(ctx, s, q.entrustId, 'inspection', []) : null;
  const page = await findCandidates(ctx, s, 'inspection', { keyword: q.keyword, dueBy: q.dueOnly ? addDays(today, ABOUT_EXPIRE_DAYS_DEFAULT) : undefined, ids: q.ids, agent }, q);
  return {
    ...page,
    list: page.list.map((r) => ({
      id: r.id,
      ...deviceNamesOf(r),
      address: r.address,
      lastInspectionDate: r.last_inspection_date,
      nextInspectionDate: r.next_inspection_date,
      inspectionOrg: r.inspection_org,
      needsLetter: needsOpinionLetter({ lastInspectionDate: r.last_inspection_date, nextInspectionDate: r.next_inspection_date }, today),
      openApplyNo: r.held?.no ?? '',
    })),
  };
}

/** One device as the application form shows it (spec queryEquDetail). */
export async function queryEquipment(ctx: AppContext, s: SessionContext, equipmentId: string) {
  const { list } = await findApplicable(ctx, s, { keyword: '', dueOnly: false, ids: [equipmentId], pageNo: 1, pageSize: 1 });
  if (!list[0]) throw notFound('设备');
  return list[0];
}

/**
 * What the form alone cannot check: the body is on the portal, every device is the unit's own, in service, and not
 * held by another open application. Answers the device lines with their due dates and opinion-letter flags.
 */
async function checkForm(ctx: AppContext, unitId: string, f: InspectionApplyForm, selfId = ''): Promise<repo.NewItem[]> {
  if (!(await repo.findOrg(ctx.db, f.orgId))) throw badInput('请选择检验机构');
  const found = await repo.findEquipment(ctx.db, f.equipmentIds);
  const byId = new Map(found.map((e) => [e.id, e]));
  const today = chinaToday();
  const holders = await repo.findHolders(ctx.db, f.equipmentIds, selfId);
  return f.equipmentIds.map((id) => {
    const e = byId.get(id);
    if (!e || e.unit_id !== unitId) throw notFound('设备');
    if ((OUT_OF_SERVICE as readonly string[]).includes(e.use_status)) throw businessError('已停用、报废或注销的设备不能报检');
    const holder = holders.get(id);
    if (holder) throw businessError(`所选设备已在报检申请${holder}中，不能重复报检`);
    return {
      equipment_id: id,
      type_code: e.type_code,
      catalogue_code: e.catalogue_code,
      device_code: e.device_code,
      cert_no: e.cert_no,
      product_name: e.product_name,
      address: e.address,
      due_date: e.next_inspection_date,
      needs_letter: needsOpinionLetter({ lastInspectionDate: e.last_inspection_date, nextInspectionDate: e.next_inspection_date }, today) ? 1 : 0,
    };
  });
}

const formColumns = (
  f: Omit<InspectionApplyForm, 'equipmentIds' | 'inspectionKind'> & { inspectionKind: string },
  supervision?: { constructionId: string; useUnitId: string | null },
) => ({
  org_unit_id: f.orgId,
  inspection_kind: f.inspectionKind,
  contact: f.contact,
  contact_mobile: f.contactMobile,
  email: f.email,
  mail_address: f.mailAddress,
  mail_receiver: f.mailReceiver,
  mail_phone: f.mailPhone,
  expected_date: f.expectedDate,
  remark: f.remark,
  construction_id: supervision?.constructionId ?? null,
  use_unit_id: supervision?.useUnitId ?? null,
});
type FilingColumns = ReturnType<typeof formColumns>;

/** A new application's row, as a draft: of a unit with an account (by a user) or of one without (unitId null, by nobody). */
function draftRow(
  who: { id: string; applyNo: string; unitId: string | null; unitName: string; uscc: string; by: string },
  columns: FilingColumns,
  isPc: boolean,
): Insertable<InspectionApplyTable> {
  return {
    id: who.id,
    apply_no: who.applyNo,
    unit_id: who.unitId,
    unit_name: who.unitName,
    unit_uscc: who.uscc,
    ...columns,
    is_pc: isPc ? 1 : 0,
    ...newDraft(who.by),
    submitted_at: null,
    accepted_at: null,
    fee_set_at: null,
    paid_at: null,
    completed_at: null,
    reviewed_at: null,
  };
}

/**
 * The documents an application needs: the stamped application always, the regulator's letter when a device is
 * overdue beyond the rule (never for a supervision: its devices are being built or altered).
 */
function documentCheck(ctx: AppContext, kind: string, id: string, items: readonly { needs_letter: number }[]) {
  if (isSupervision(kind)) return checkRequiredDocuments(ctx, 'inspectionApply', id, [{ kind: 'applyScan', label: SUPERVISION_DOCUMENTS.applyScan.label }]);
  const kinds: Array<keyof typeof INSPECTION_DOCUMENTS> = ['applyScan'];
  if (items.some((i) => i.needs_letter === 1)) kinds.push('opinionLetter');
  return checkRequiredDocuments(
    ctx,
    'inspectionApply',
    id,
    kinds.map((kind) => ({ kind, label: INSPECTION_DOCUMENTS[kind].label })),
  );
}

/** The documents the unit's application needs now, and whether each is uploaded. */
export async function checkAttachments(ctx: AppContext, s: SessionContext, id: string) {
  const row = await filing.findOwn(ctx, s, id);
  return documentCheck(ctx, row.inspection_kind, id, await repo.findItems(ctx.db, [id]));
}

/** Marks the devices held in the step's transaction; a device another application took meanwhile refuses the step. */
async function hold(tx: AppContext, id: string): Promise<void> {
  try {
    await repo.setHolding(tx.db, id, 1);
  } catch {
    throw businessError('所选设备已在其他报检申请中，请刷新后重新选择');
  }
}

/** What a filing is made of besides its unit: the typed columns, and its devices. */
interface Filing {
  columns: FilingColumns;
  /** The devices as checked now, for the unit the application belongs to (`selfId`: the application itself). */
  lines: (unitId: string, selfId: string) => Promise<repo.NewItem[]>;
  /** The records it names, which an agent's authorisation must cover. */
  equipmentIds: readonly string[];
  /** A new application an agent files for its principal (委托申报). */
  entrustId?: string;
}

type FilingInput = { id?: string; version?: number; isCommit: boolean; authCode: string; isPc: boolean; contactMobile: string };

/**
 * Saves a new or existing application (spec isCommit: false keeps a draft, true submits it confirmed by the SMS
 * code sent to the contact's mobile, spec authCode). A new one is saved first: its stamped application is uploaded
 * to it before it can be submitted. Saving and submitting an existing one is one step of the engine.
 */
async function saveFiling(ctx: AppContext, s: SessionContext, input: FilingInput, content: Filing, ip: string): Promise<InspectionApplyRecord> {
  const { id, version, isCommit, authCode, isPc } = input;
  if (!id) {
    if (isCommit) throw businessError('请先保存申请并上传加盖公章的申请书，再提交');
    // An agent files for the principal: the application is the principal's, the agent is recorded beside it.
    const agent = content.entrustId ? await agentFiling(ctx, s, content.entrustId, 'inspection', content.equipmentIds) : null;
    const unitId = agent?.principalUnitId ?? s.unitId;
    const items = await content.lines(unitId, '');
    const unit = await getUnitProfile(ctx, unitId);
    return filing.create(ctx, s, ip, {
      detail: agent ? { entrustId: agent.entrustId } : undefined,
      insert: async (tx) => {
        const draft = draftRow({ id: newId(), applyNo: await nextApplyNo(tx, 'BJ'), unitId, unitName: unit.orgname, uscc: unit.uscc, by: s.userId }, content.columns, isPc);
        await repo.insertApply(tx.db, { ...draft, agent_unit_id: agent?.agentUnitId ?? null, entrust_id: agent?.entrustId ?? null }, items, newId);
        return draft.id;
      },
    });
  }

  const row = await filing.findOwn(ctx, s, id);
  filing.assertEditable(row, version);
  if (isSupervision(row.inspection_kind) !== (content.columns.construction_id !== null)) throw badInput('申请类别不能更改');
  const items = await content.lines(await assertMayChange(ctx, s, row, content.equipmentIds), id);
  if (!isCommit)
    return filing.update(ctx, id, async (tx) => {
      if (!(await repo.updateApply(tx.db, id, row.version, { ...content.columns, is_pc: isPc ? 1 : 0, updated_at: nowIso() }))) return false;
      await repo.replaceItems(tx.db, id, items, newId);
      return true;
    });
  assertDocumentsComplete(await documentCheck(ctx, content.columns.inspection_kind, id, items));
  if (!authCode) throw badInput('请填写短信验证码');
  await checkCode(ctx, input.contactMobile, 'inspectApply', authCode, ip);
  return submitFiling(ctx, s, { id, version: row.version, isPc }, content, ip);
}

/**
 * Submits a saved application once the contact's phone is proven (saveFiling checks the SMS code). Its documents are
 * checked here against the devices as submitted now, not as saved, so the kit is given none to check.
 */
async function submitFiling(ctx: AppContext, s: SessionContext, at: { id: string; version: number; isPc: boolean }, content: Filing, ip: string): Promise<InspectionApplyRecord> {
  const { id, version, isPc } = at;
  const row = await filing.findOwn(ctx, s, id);
  const items = await content.lines(await assertMayChange(ctx, s, row, content.equipmentIds), id);
  assertDocumentsComplete(await documentCheck(ctx, content.columns.inspection_kind, id, items));
  return filing.submit(ctx, s, { ...row, version }, ip, {
    // A resubmission starts over: the last round's answer stays in the flow log only.
    set: { ...content.columns, is_pc: isPc ? 1 : 0, ...notReviewed, submitted_at: nowIso() },
    effect: async (tx, r) => {
      await repo.replaceItems(tx.db, id, items, newId);
      await hold(tx, id);
      if (r.agent_unit_id === s.unitId && r.entrust_id && r.unit_id)
        await tellPrincipalOfFiling(tx, { entrustId: r.entrust_id, principalUnitId: r.unit_id, agentUnitId: r.agent_unit_id }, `报检申请${r.apply_no}`);
    },
    detail: { devices: items.length, from: row.state },
  });
}

const periodicFiling = (ctx: AppContext, form: InspectionApplyForm, entrustId?: string): Filing => ({
  columns: formColumns(form),
  lines: (unitId, selfId) => checkForm(ctx, unitId, form, selfId),
  equipmentIds: form.equipmentIds,
  entrustId,
});

/** A periodic (or first, design-life, safety-assessment) inspection application of the unit's registered devices, or (委托申报) its principal's. */
export const saveApply = (
  ctx: AppContext,
  s: SessionContext,
  // entrustId may be left out by callers filing for their own unit (the demo seed).
  input: Omit<z.output<typeof saveInspectionApplyInput>, 'entrustId'> & { entrustId?: string },
  ip: string,
) => saveFiling(ctx, s, input, periodicFiling(ctx, input, input.entrustId || undefined), ip);

export const submitApply = (ctx: AppContext, s: SessionContext, input: InspectionApplyForm & { id: string; version: number; isPc: boolean }, ip: string) =>
  submitFiling(ctx, s, input, periodicFiling(ctx, input), ip);

/** The application on a notice that keeps another from being filed: any not refused, unless it ended with a failed device (then it is filed again). */
const blocksNotice = (a: { state: string; failed: number | string | null }) => a.state !== 'completed' || Number(a.failed ?? 0) === 0;

/**
 * A supervision application's devices: every device of the construction unit's received notice, as the notice
 * declares them (an installed device may have no record yet). The notice must still be under way, and have no other
 * application; a device with a record must not be held by another open application.
 */
type OwnNotice = NonNullable<Awaited<ReturnType<typeof ownNoticeWithItems>>>;

async function supervisionLines(ctx: AppContext, form: SupervisionApplyForm, { notice, items: devices }: OwnNotice, selfId: string): Promise<repo.NewItem[]> {
  if (!(await repo.findOrg(ctx.db, form.orgId))) throw badInput('请选择检验机构');
  if (notice.state !== 'received') throw businessError('只有登记机关已接收、尚未竣工或作废的施工告知可以申请监督检验');
  const other = (await repo.findSupervisions(ctx.db, [notice.id], selfId)).find(blocksNotice);
  if (other) throw businessError(`该施工告知已有监督检验申请${other.apply_no}`);
  const ids = devices.flatMap((d) => (d.equipment_id ? [d.equipment_id] : []));
  const holders = await repo.findHolders(ctx.db, ids, selfId);
  const held = ids.find((i) => holders.has(i));
  if (held) throw businessError(`施工告知中的设备已在报检申请${holders.get(held)}中，请待其检验完毕后再申请`);
  const records = new Map((await repo.findEquipment(ctx.db, ids)).map((e) => [e.id, e]));
  return devices.map((d) => ({
    equipment_id: d.equipment_id,
    type_code: notice.type_code,
    catalogue_code: notice.catalogue_code,
    device_code: d.device_code,
    cert_no: (d.equipment_id && records.get(d.equipment_id)?.cert_no) || '',
    product_name: d.product_name,
    address: notice.address,
    due_date: null,
    needs_letter: 0,
  }));
}

async function supervisionFiling(ctx: AppContext, s: SessionContext, form: SupervisionApplyForm): Promise<Filing> {
  const found = await ownNoticeWithItems(ctx, s.unitId, form.constructionId);
  if (!found) throw notFound('施工告知');
  const { notice } = found;
  return {
    columns: formColumns({ ...form, inspectionKind: SUPERVISION_KIND_OF_WORK[notice.work_type as WorkType] }, { constructionId: notice.id, useUnitId: notice.use_unit_id }),
    lines: (_unitId, selfId) => supervisionLines(ctx, form, found, selfId),
    equipmentIds: [],
  };
}

/** A supervision inspection application (监督检验) on one of the construction unit's received notices. */
export const saveSupervision = async (ctx: AppContext, s: SessionContext, input: z.output<typeof saveSupervisionApplyInput>, ip: string) =>
  saveFiling(ctx, s, input, await supervisionFiling(ctx, s, input), ip);

export const submitSupervision = async (ctx: AppContext, s: SessionContext, input: SupervisionApplyForm & { id: string; version: number; isPc: boolean }, ip: string) =>
  submitFiling(ctx, s, input, await supervisionFiling(ctx, s, input), ip);

/** The unit's received construction notices a supervision application can name, with the application already on each. */
export async function findSupervisable(ctx: AppContext, s: SessionContext, q: z.output<typeof supervisableNoticesInput>): Promise<Page<SupervisableNotice>> {
  const { rows, count, items: devices } = await receivedNotices(ctx, s.unitId, q);
  const applies = await repo.findSupervisions(ctx.db, idsOf(rows));
  return {
    list: rows.map((n) => ({
      id: n.id,
      noticeNo: n.notice_no,
      workType: n.work_type,
      inspectionKind: SUPERVISION_KIND_OF_WORK[n.work_type as WorkType],
      typeCode: n.type_code,
      catalogueCode: n.catalogue_code,
      useUnitName: n.use_unit_name,
      address: n.address,
      supervisionBody: n.supervision_body,
      plannedStart: n.planned_start,
      plannedEnd: n.planned_end,
      receivedAt: n.received_at,
      devices: devices.filter((d) => d.notice_id === n.id).map((d) => ({ deviceCode: d.device_code, productName: d.product_name, model: d.model, productNo: d.product_no })),
      openApplyNo: applies.find((a) => a.construction_id === n.id && blocksNotice(a))?.apply_no ?? '',
    })),
    count,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** assertMayChange for a saved application: an agent's authorisation must still cover its devices as filed. */
async function assertMayChangeFiled(ctx: AppContext, s: SessionContext, row: repo.ApplyRow): Promise<void> {
  await assertMayChange(
    ctx,
    s,
    row,
    (await repo.findItems(ctx.db, [row.id])).flatMap((i) => (i.equipment_id ? [i.equipment_id] : [])),
  );
}

/** The unit (or its agent, while in force) takes its application back (撤回) until the body has accepted it; the devices are free again. */
export async function revoke(ctx: AppContext, s: SessionContext, id: string, version: number, ip: string): Promise<InspectionApplyRecord> {
  await assertMayChangeFiled(ctx, s, await filing.findOwn(ctx, s, id));
  return filing.withdraw(ctx, s, { id, version }, ip, (tx) => repo.setHolding(tx.db, id, 0));
}

/** Only a draft never submitted can be deleted; once the body has seen it, its history stays. */
export const deleteApply = (ctx: AppContext, s: SessionContext, id: string): Promise<void> =>
  filing.remove(ctx, s, id, {
    hint: '已提交过的申请可修改后重新提交',
    check: (row) => assertMayChangeFiled(ctx, s, row),
    remove: (tx) => repo.deleteApply(tx.db, id),
  });

/** What is to be paid for an application and what was paid. */
const feeNotice = (r: InspectionApplyRecord) => ({
  applyNo: r.applyNo,
  acceptNo: r.acceptNo,
  orgName: r.orgName,
  fees: r.fees,
  standardFen: r.standardFen,
  reliefFen: r.reliefFen,
  payableFen: r.payableFen,
  state: r.state,
  payMethod: r.payMethod,
  paidFen: r.paidFen,
  paidAt: r.paidAt,
  transactionId: r.transactionId,
});

/** The fee notice of the unit's application (spec getChargeInspectionFee). */
export async function chargeNotice(ctx: AppContext, s: SessionContext, id: string) {
  const r = await getOwn(ctx, s, id);
  if (!r.feeSetAt) throw businessError('检验机构尚未核定该申请的费用');
  return feeNotice(r);
}

function payView(r: InspectionApplyRecord, o: PayOrderView): PayOrderState {
  return {
    applyNo: r.applyNo,
    payableFen: o.amountFen,
    outTradeNo: o.outTradeNo,
    state: o.state,
    codeUrl: o.state === 'open' ? o.codeUrl : '',
    expiresAt: o.expiresAt,
    paidAt: o.paidAt,
    applyState: r.state,
  };
}

/** A payment QR for the fee set: the open one is reused unless the payer asks for a new one. The body is paid. */
async function qrFor(ctx: AppContext, r: InspectionApplyRecord, renew: boolean): Promise<PayOrderState> {
  if (r.state !== 'feeSet') throw businessError(`该申请${filing.label(r.state)}，无需缴费`);
  const order = await openOrder(ctx, {
    purpose: 'inspection',
    bizId: r.id,
    payeeUnitId: r.orgId,
    amountFen: r.payableFen,
    description: `特种设备检验费 ${r.applyNo}`,
    renew,
  });
  return payView(r, order);
}

/** Where the latest QR of the application stands; the pay page asks until it is paid. */
async function qrStateOf(ctx: AppContext, id: string): Promise<PayOrderState | null> {
  const order = await findLatestOrder(ctx, 'inspection', id);
  // Read after the order: it may have just been settled by the provider's answer.
  return order ? payView(await filing.reread(ctx, id), order) : null;
}

/** Spec toPay, for the unit's own application. */
export const toPay = async (ctx: AppContext, s: SessionContext, id: string, renew: boolean) => qrFor(ctx, await getOwn(ctx, s, id), renew);

export async function payState(ctx: AppContext, s: SessionContext, id: string): Promise<PayOrderState | null> {
  await getOwn(ctx, s, id);
  return qrStateOf(ctx, id);
}

/** What an application's fee lines add up to. */
const payableOf = async (ctx: AppContext, id: string) => (await repo.findItems(ctx.db, [id])).reduce((n, i) => n + i.payable_fen, 0);

/** Settles a paid order, inside the payment's transaction: the application must still await exactly this amount. */
export const inspectionPaymentTarget: PaymentTarget = {
  async paid(tx, order) {
    const row = await repo.findApply(tx.db, order.bizId);
    if (!row) throw notFound(filing.title);
    const payable = await payableOf(tx, row.id);
    if (row.state !== 'feeSet' || payable !== order.amountFen) throw businessError(`报检申请${row.apply_no}当前不等待${fenToYuan(order.amountFen)}元的缴费`);
    await applyStepIn<Row>(tx, {
      kind: 'inspectionApply',
      id: row.id,
      action: 'pay',
      party: 'owner',
      actor: { kind: 'system', name: PROVIDER_NAMES[order.provider] ?? order.provider },
      set: { pay_method: 'qr', paid_fen: order.amountFen, paid_at: order.paidAt ?? nowIso(), transaction_id: order.transactionId, updated_at: nowIso() },
      notice: (r) =>
        r.unit_id
          ? { userId: r.created_by_id, title: '检验费已缴纳', content: `报检申请${r.apply_no}的检验费${fenToYuan(order.amountFen)}元已缴纳，检验机构将与您约定检验时间。` }
          : null,
      audit: { action: 'inspectionApply.pay', detail: { outTradeNo: order.outTradeNo, amountFen: order.amountFen }, ip: '' },
    });
  },
};

/** The unit pays by bank transfer instead: it hands in the voucher it uploaded, for the body's finance to confirm. */
export async function submitVoucher(ctx: AppContext, s: SessionContext, input: z.output<typeof updatePayCertInput>, ip: string): Promise<InspectionApplyRecord> {
  await getOwn(ctx, s, input.id);
  const file = (await listForObject(ctx, 'inspectionApply', input.id)).find((a) => a.attsysid === input.fileId && a.kind === 'payVoucher');
  if (!file) throw badInput('请上传缴费凭证');
  await closeOrders(ctx, 'inspection', input.id);
  await applyStep<Row>(ctx, {
    kind: 'inspectionApply',
    id: input.id,
    action: 'submitVoucher',
    party: 'owner',
    version: input.version,
    actor: { kind: 'user', session: s },
    attachments: [input.fileId],
    guard: (r) => r.unit_id === s.unitId,
    set: { voucher_file_id: input.fileId, updated_at: nowIso() },
    audit: { action: 'inspectionApply.submitVoucher', ip },
  });
  return filing.reread(ctx, input.id);
}

// ---- a unit without an account ----

/** The documents such a unit uploads before it files (a stamped application, the regulator's letter, others). */
const NO_ACCOUNT_KINDS = ['applyScan', 'opinionLetter', 'other'] as const;
/** An access token of /notLoginOnlinePay names one application for this long. */
const NOT_LOGIN_TOKEN = 'inspectionPay';
const NOT_LOGIN_MINUTES = 30;

/** Upload slots for the documents, under the id the application will take when filed; a filed one takes no more. */
export async function signNoAccountUpload(ctx: AppContext, draftId: string | undefined, ip: string): Promise<UploadSign> {
  await enforceRateLimit(ctx.db, `noAccountUpload:${ip}`, 30, 3600_000);
  if (draftId && (await repo.findApply(ctx.db, draftId))) throw businessError('申请已提交，不能再修改报检材料');
  return issueUploadSlots(ctx, { bizType: 'inspectionApply', bizId: draftId ?? newId() }, NO_ACCOUNT_KINDS, '报检人');
}

/**
 * Spec saveForNoAccount: a unit without an account files an application for devices it declares, proven by the code
 * sent to its contact's mobile; it is submitted at once (there is no account to keep a draft in). It belongs to the
 * unit's credit code, and becomes the unit's own when the unit registers (adoptNoAccountApplies). The body hears
 * nothing more than from any application; the unit hears of each step by SMS.
 */
export async function saveForNoAccount(ctx: AppContext, input: z.output<typeof saveForNoAccountInput>, ip: string) {
  const { authCode, ...filed } = input;
  const items = await checkNoAccount(ctx, filed);
  await checkCode(ctx, input.contactMobile, 'inspectApply', authCode, ip);
  return fileNoAccount(ctx, filed, items, ip);
}

type NoAccountFiling = Omit<z.output<typeof saveForNoAccountInput>, 'authCode'>;

/** Everything but the SMS code: the unit has no account, the body is on the portal, the devices are free, the documents are there. */
export async function checkNoAccount(ctx: AppContext, input: NoAccountFiling): Promise<repo.NewItem[]> {
  const { draftId, uscc, devices, orgId } = input;
  if (await findUnitIdByUscc(ctx, uscc)) throw businessError('该单位已开通账号，请登录后在线报检');
  if (!(await repo.findOrg(ctx.db, orgId))) throw badInput('请选择检验机构');
  if (await repo.findApply(ctx.db, draftId)) throw businessError('申请已提交，请勿重复提交');
  const held = await repo.findOpenByDeviceCodes(ctx.db, devices.map((d) => d.deviceCode).filter(Boolean));
  if (held) throw businessError(`设备${held.deviceCode}已在报检申请${held.applyNo}中，不能重复报检`);
  const today = chinaToday();
  const items: repo.NewItem[] = devices.map((d) => ({
    equipment_id: null,
    type_code: d.typeCode,
    catalogue_code: '',
    device_code: d.deviceCode,
    cert_no: d.certNo,
    product_name: d.productName,
    address: d.address,
    due_date: d.nextInspectionDate || null,
    needs_letter: needsOpinionLetter({ lastInspectionDate: d.lastInspectionDate || null, nextInspectionDate: d.nextInspectionDate || null }, today) ? 1 : 0,
  }));
  assertDocumentsComplete(await documentCheck(ctx, input.inspectionKind, draftId, items));
  return items;
}

/** Files the checked application, submitted in the transaction that creates it (the demo seed files one the same way). */
export async function fileNoAccount(ctx: AppContext, input: NoAccountFiling, items: repo.NewItem[], ip: string) {
  const { draftId, unitName, uscc, devices: _devices, isPc, ...form } = input;
  const actor = { kind: 'applicant' as const, name: form.contact, mobile: form.contactMobile };
  const now = nowIso();
  let applyNo = '';
  const afterCommit = await ctx.db.transaction().execute(async (trx) => {
    const tx = { ...ctx, db: trx };
    applyNo = await nextApplyNo(tx, 'BJ');
    await repo.insertApply(trx, draftRow({ id: draftId, applyNo, unitId: null, unitName, uscc, by: '' }, formColumns(form), isPc), items, newId);
    await startFlow(tx, { kind: 'inspectionApply', id: draftId, actor, audit: { action: 'inspectionApply.create', detail: { noAccount: true }, ip } });
    await revokeUploadTokens(tx, 'inspectionApply', draftId);
    const step = await applyStepIn<Row>(tx, {
      kind: 'inspectionApply',
      id: draftId,
      action: 'submit',
      party: 'owner',
      actor,
      set: { submitted_at: now, updated_at: now },
      effect: (t) => hold(t, draftId),
      notice: (r) => ({
        mobile: r.contact_mobile,
        title: '报检申请已提交',
        content: `您单位的报检申请${r.apply_no}已提交，请等待检验机构受理。可凭申请编号和手机验证码在“报检进度查询与缴费”中查看进度和缴费。`,
      }),
      audit: { action: 'inspectionApply.submit', detail: { devices: items.length, noAccount: true }, ip },
    });
    return step.afterCommit;
  });
  await afterCommit?.(ctx);
  return { applyNo, contactMobile: form.contactMobile };
}

/** Called as a unit's account is created, in that transaction: what it filed without an account becomes its own. */
export async function adoptNoAccountApplies(tx: AppContext, uscc: string, unitId: string, userId: string): Promise<number> {
  await adoptOpinionNotices(tx, uscc, unitId, userId);
  return repo.adoptByUscc(tx.db, uscc, unitId, userId);
}

function notLoginView(r: InspectionApplyRecord, accessToken: string): NotLoginApply {
  return {
    ...feeNotice(r),
    accessToken,
    inspectionKind: r.inspectionKind,
    submittedAt: r.submittedAt,
    scheduledDate: r.scheduledDate,
  };
}

/**
 * /notLoginOnlinePay: whoever holds an application's number and the code sent to its contact's mobile sees its progress
 * and fee notice, and may pay, for half an hour; nothing else of the unit. The code is checked first, so the answer
 * tells a stranger nothing about which numbers and mobiles belong together.
 */
export async function notLoginQuery(ctx: AppContext, input: z.output<typeof notLoginQueryInput>, ip: string): Promise<NotLoginApply> {
  await checkCode(ctx, input.mobile, 'pay', input.authCode, ip);
  const row = await repo.findApplyByNo(ctx.db, input.applyNo);
  if (!row || row.contact_mobile !== input.mobile || !row.submitted_at) throw businessError('未找到该手机号码提交的报检申请，请核对申请编号');
  const token = await issueAccessToken(ctx.db, NOT_LOGIN_TOKEN, row.id, NOT_LOGIN_MINUTES);
  return notLoginView(await filing.reread(ctx, row.id), token);
}

async function notLoginApplyId(ctx: AppContext, token: string): Promise<string> {
  const id = await readAccessToken(ctx.db, token, NOT_LOGIN_TOKEN);
  if (!id) throw businessError('查询已失效，请重新查询');
  return id;
}

export async function notLoginRefresh(ctx: AppContext, token: string): Promise<NotLoginApply> {
  return notLoginView(await filing.reread(ctx, await notLoginApplyId(ctx, token)), token);
}

export async function notLoginToPay(ctx: AppContext, token: string, renew: boolean): Promise<PayOrderState> {
  return qrFor(ctx, await filing.reread(ctx, await notLoginApplyId(ctx, token)), renew);
}

export const notLoginPayState = async (ctx: AppContext, token: string) => qrStateOf(ctx, await notLoginApplyId(ctx, token));

// ---- the inspection body ----

export const listQueue = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findQueueInput>): Promise<Page<InspectionApplyRecord>> =>
  filing.page(ctx, q, await findPage(ctx, q, { scope: await dataScope(ctx.db, s) }));

/** Finance's list: applications with a transfer voucher (by default those awaiting confirmation). */
export const listVouchers = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findQueueInput>): Promise<Page<InspectionApplyRecord>> =>
  filing.page(ctx, q, await findPage(ctx, { ...q, state: q.state ?? 'voucher' }, { scope: await dataScope(ctx.db, s), voucherOnly: true }));

/** The detail the body opens; its finance opens any with a fee (from its vouchers and invoices). */
export const getForBody = async (ctx: AppContext, s: SessionContext, id: string): Promise<InspectionApplyRecord> =>
  filing.getFor(ctx, id, bodySeesIn(await dataScope(ctx.db, s), true));

/** The unit hears of each of the body's steps in its message centre (by SMS when it has no account yet). */
const tell =
  (title: string, content: (r: Row) => string) =>
  (r: Row): FlowNotice =>
    r.unit_id ? { userId: r.created_by_id, title, content: content(r) } : { mobile: r.contact_mobile, title, content: content(r) };

interface BodyStep {
  action: InspectionAction;
  version: number;
  opinion?: string;
  set?: Updateable<InspectionApplyTable>;
  attachments?: string[];
  effect?: (tx: AppContext, r: Row) => Promise<void>;
  notice?: (r: Row) => FlowNotice | null;
  detail?: Record<string, unknown>;
  /** A step of the body's finance. */
  money?: boolean;
}

async function bodyStep(ctx: AppContext, s: SessionContext, id: string, step: BodyStep, ip: string): Promise<InspectionApplyRecord> {
  await findForBody(ctx, s, id, step.money);
  return filing.act(ctx, s, { id, version: step.version, opinion: step.opinion }, step.action, ip, {
    party: 'reviewer',
    attachments: step.attachments,
    // Read in the step's transaction: still addressed to the caller's body (its areas were checked just above).
    guard: (r) => r.org_unit_id === s.unitId && r.submitted_at !== null,
    set: step.set,
    effect: step.effect,
    notice: step.notice,
    detail: step.detail,
  });
}

export function accept(ctx: AppContext, s: SessionContext, input: z.output<typeof acceptInput>, ip: string) {
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: 'accept',
      version: input.version,
      set: {
        accept_no: input.acceptNo,
        accepted_at: nowIso(),
        department: input.department,
        inspector_name: input.inspectorName,
        inspector_phone: input.inspectorPhone,
        ...reviewedBy(s, ''),
      },
      notice: tell(
        '报检申请已受理',
        (r) => `您的报检申请${r.apply_no}已受理，受理编号${input.acceptNo}，检验联系人${input.inspectorName}（${input.inspectorPhone}）。检验机构核定费用后将通知您缴费。`,
      ),
    },
    ip,
  );
}

/** A return (the unit corrects and submits again) or a refusal (final: the devices are free again), with the reason. */
export function refuse(ctx: AppContext, s: SessionContext, input: z.output<typeof refuseInput>, ip: string) {
  const returned = input.action === 'return';
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: input.action,
      version: input.version,
      opinion: input.opinion,
      set: reviewedBy(s, input.opinion),
      effect: returned ? undefined : (tx) => repo.setHolding(tx.db, input.id, 0),
      notice: tell(returned ? '报检申请被退回' : '报检申请不予受理', (r) =>
        returned ? `您的报检申请${r.apply_no}被退回。退回原因：${input.opinion}。请修改后重新提交。` : `您的报检申请${r.apply_no}不予受理。原因：${input.opinion}。`,
      ),
    },
    ip,
  );
}

const pricedDevice = (i: repo.ItemRow) => ({
  typeCode: i.type_code as EquipmentTypeCode,
  catalogueCode: i.catalogue_code,
  params: (i.params ? JSON.parse(i.params) : {}) as Record<string, unknown>,
  declared: i.equipment_id === null,
});

/** For the fee form: each device's fitting fee items (the most specific suggested) and relief policies. */
export async function feeChoices(ctx: AppContext, s: SessionContext, id: string) {
  const row = await findForBody(ctx, s, id);
  const items = await repo.findItems(ctx.db, [id]);
  return {
    lines: await Promise.all(
      items.map(async (i) => ({
        itemId: i.id,
        deviceCode: i.device_code,
        productName: i.product_name,
        ...(await choicesFor(ctx, row.org_unit_id, pricedDevice(i), row.inspection_kind)),
      })),
    ),
  };
}

/**
 * Sets (or sets again, before payment) the fee of every device from the body's fee table and relief policies. A
 * QR opened for the old amount is closed first. When every line is relieved in full nothing is to be paid: the
 * step says so (waive) and the application goes on as paid.
 */
export async function setFee(ctx: AppContext, s: SessionContext, input: z.output<typeof setFeeInput>, ip: string): Promise<InspectionApplyRecord> {
  const row = await findForBody(ctx, s, input.id);
  const items = await repo.findItems(ctx.db, [input.id]);
  const byItem = new Map(input.lines.map((l) => [l.itemId, l]));
  if (byItem.size !== input.lines.length || items.length !== byItem.size || items.some((i) => !byItem.has(i.id))) throw badInput('请核定每台设备的费用');
  const lines = await Promise.all(
    items.map(async (i) => {
      const l = byItem.get(i.id)!;
      return { id: i.id, ...(await priceLine(ctx, row.org_unit_id, pricedDevice(i), row.inspection_kind, l.feeItemId, l.reliefPolicyId)) };
    }),
  );
  const payable = lines.reduce((n, l) => n + l.payableFen, 0);
  const tooMuch = applicationFeeError(payable);
  if (tooMuch) throw badInput(tooMuch);
  const waived = payable === 0;
  await closeOrders(ctx, 'inspection', input.id);
  const now = nowIso();
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: waived ? 'waive' : 'setFee',
      version: input.version,
      set: { fee_set_at: now, ...(waived ? { pay_method: 'waived', paid_fen: 0, paid_at: now } : {}) },
      effect: async (tx) => {
        for (const l of lines)
          await repo.updateItem(tx.db, l.id, {
            fee_item_id: l.feeItemId,
            fee_basis: l.basis,
            standard_fen: l.standardFen,
            relief_policy_id: l.reliefPolicyId,
            relief_name: l.reliefName,
            relief_fen: l.reliefFen,
            payable_fen: l.payableFen,
          });
      },
      notice: tell(waived ? '检验费用已全额减免' : '检验费用已核定', (r) =>
        waived
          ? `您的报检申请${r.apply_no}的检验费用已按减免政策全额减免，无需缴费，检验机构将与您约定检验时间。`
          : `您的报检申请${r.apply_no}的检验费用已核定，应缴${fenToYuan(payable)}元，请在“扫码缴费”中缴纳，或上传银行转账凭证。`,
      ),
      detail: { payableFen: payable },
    },
    ip,
  );
}

export async function decideVoucher(ctx: AppContext, s: SessionContext, input: z.output<typeof voucherDecisionInput>, ip: string) {
  const confirmed = input.action === 'confirmVoucher';
  const payable = await payableOf(ctx, (await findForBody(ctx, s, input.id, true)).id);
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: input.action,
      version: input.version,
      money: true,
      opinion: input.opinion,
      set: confirmed ? { pay_method: 'voucher', paid_fen: payable, paid_at: nowIso() } : { voucher_file_id: '' },
      notice: tell(confirmed ? '缴费凭证已确认' : '缴费凭证被退回', (r) =>
        confirmed
          ? `报检申请${r.apply_no}的转账缴费已确认到账，检验机构将与您约定检验时间。`
          : `报检申请${r.apply_no}的缴费凭证被退回。原因：${input.opinion}。请重新缴费或上传凭证。`,
      ),
    },
    ip,
  );
}

export function schedule(ctx: AppContext, s: SessionContext, input: z.output<typeof scheduleInput>, ip: string) {
  if (input.scheduledDate < chinaToday()) throw badInput('检验日期不能早于今天');
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: 'schedule',
      version: input.version,
      set: { scheduled_date: input.scheduledDate, scheduled_place: input.scheduledPlace },
      notice: tell('检验时间已约定', (r) => `报检申请${r.apply_no}的检验定于${input.scheduledDate}在${input.scheduledPlace}进行，请做好现场检验准备。`),
    },
    ip,
  );
}

/** Starts the inspection, or ends it once every device has its conclusion (the devices are free again). */
export async function step(ctx: AppContext, s: SessionContext, input: z.output<typeof stepInput>, ip: string) {
  if (input.action === 'start') return bodyStep(ctx, s, input.id, { action: 'start', version: input.version }, ip);
  const items = await repo.findItems(ctx.db, [(await findForBody(ctx, s, input.id)).id]);
  const open = items.filter((i) => !i.concluded_at);
  if (open.length) throw businessError(`还有${open.length}台设备未出具检验结论`);
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: 'complete',
      version: input.version,
      set: { completed_at: nowIso() },
      effect: (tx) => repo.setHolding(tx.db, input.id, 0),
      notice: tell('检验已完毕', (r) => `报检申请${r.apply_no}的检验已完毕，检验结论和报告可在申请详情中查看。`),
    },
    ip,
  );
}

/**
 * One device's conclusion with the body's signed report (uploaded first): the conclusion must be one of the
 * category's, and the record's last and next inspection, conclusion and body are written from it, in the step's
 * transaction, and are no longer the unit's to edit.
 */
export async function conclude(ctx: AppContext, s: SessionContext, input: z.output<typeof concludeInput>, ip: string) {
  const row = await findForBody(ctx, s, input.id);
  const item = (await repo.findItems(ctx.db, [row.id])).find((i) => i.id === input.itemId);
  if (!item) throw notFound('设备');
  if (item.concluded_at) throw businessError('该设备已出具检验结论');
  if (!conclusionsFor(item.type_code, row.inspection_kind).includes(input.conclusion)) throw badInput('检验结论不适用于该类设备');
  const report = (await listForObject(ctx, 'inspectionReport', item.id)).find((a) => a.attsysid === input.reportFileId);
  if (!report) throw badInput('请上传检验报告');
  if (report.mime !== 'application/pdf') throw badInput('检验报告须为PDF文件');
  const org = await findUnitName(ctx, row.org_unit_id);
  // With a defect list the summary is its problems, so readers of the item's defects text keep working.
  const defects = input.defectList.length
    ? input.defectList
        .map((d, n) => `${n + 1}. ${d.problem}`)
        .join('；')
        .slice(0, 1000)
    : input.defects;
  let noticeNo = '';
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: 'conclude',
      version: input.version,
      attachments: [input.reportFileId],
      effect: async (tx) => {
        await repo.updateItem(tx.db, item.id, {
          conclusion: input.conclusion,
          inspection_date: input.inspectionDate,
          next_inspection_date: input.nextInspectionDate,
          report_no: input.reportNo,
          defects,
          report_file_id: input.reportFileId,
          concluded_at: nowIso(),
        });
        if (item.equipment_id)
          await recordInspection(tx, item.equipment_id, {
            decisionId: item.id,
            kind: row.inspection_kind,
            inspectionDate: input.inspectionDate,
            conclusion: input.conclusion,
            nextInspectionDate: input.nextInspectionDate,
            org,
            reportNo: input.reportNo,
            by: { id: s.userId, name: s.userName },
          });
        if (row.use_unit_id && row.use_unit_id !== row.unit_id) await tellUseUnit(tx, row, item, input.conclusion, input.reportNo);
        if (input.defectList.length)
          noticeNo = await issueOpinionNotice(
            tx,
            s,
            {
              orgUnitId: row.org_unit_id,
              apply: {
                id: row.id,
                applyNo: row.apply_no,
                unitId: row.unit_id,
                unitName: row.unit_name,
                uscc: row.unit_uscc,
                inspectionKind: row.inspection_kind,
                notifyUserId: row.unit_id ? row.created_by_id : '',
                contactMobile: row.contact_mobile,
              },
              item: {
                id: item.id,
                equipmentId: item.equipment_id,
                typeCode: item.type_code,
                catalogueCode: item.catalogue_code,
                deviceCode: item.device_code,
                certNo: item.cert_no,
                productName: item.product_name,
                address: item.address,
              },
              conclusion: input.conclusion,
              inspectionDate: input.inspectionDate,
              reportNo: input.reportNo,
              reportFileId: input.reportFileId,
              deadline: input.rectifyDeadline,
              defects: input.defectList,
            },
            ip,
          );
      },
      notice: tell(
        '检验结论已出具',
        (r) =>
          `报检申请${r.apply_no}中设备${item.device_code || item.product_name}的${inspectionKindLabel(r.inspection_kind)}结论已出具，报告编号${input.reportNo}。` +
          (noticeNo ? `检验发现${input.defectList.length}项问题，已签发检验意见通知书${noticeNo}，请于${input.rectifyDeadline}前完成整改并在“整改反馈”中逐条反馈。` : ''),
      ),
      detail: { itemId: item.id, conclusion: input.conclusion, ...(noticeNo && { noticeNo }) },
    },
    ip,
  );
}

/** A supervision's use unit hears of each device's conclusion: its use registration needs the certificate. */
async function tellUseUnit(tx: AppContext, row: repo.ApplyRow, item: repo.ItemRow, conclusion: string, reportNo: string): Promise<void> {
  const verdict = conclusion === 'pass' ? '合格，可凭监督检验证书办理使用登记或变更登记' : '不合格，请督促施工单位整改后重新申请监督检验';
  for (const userId of await findMainUserIds(tx, row.use_unit_id!))
    await postMessage(
      tx,
      userId,
      '监督检验结论已出具',
      `${row.unit_name}为施工告知${row.notice_no ?? ''}申请的${inspectionKindLabel(row.inspection_kind)}中，设备${item.device_code || item.product_name}的结论为${verdict}（报告编号${reportNo}）。`,
      `/company-service/check-install/detail?id=${row.id}`,
    );
}

/** What a 检验互动 is about: an application (and a concluded device line of it), with both sides of it. */
export interface InteractionObjectInfo {
  applyId: string;
  applyNo: string;
  /** The unit that owns it; null while filed without an account. */
  unitId: string | null;
  orgUnitId: string;
  /** Submitted: the body it is addressed to sees it. */
  submitted: boolean;
  itemId: string;
  reportNo: string;
  deviceLabel: string;
}

/** An application and, when itemId is given, its device line with an issued report; null when there is no such thing. */
export async function interactionObject(ctx: AppContext, applyId: string, itemId: string): Promise<InteractionObjectInfo | null> {
  const row = await repo.findApply(ctx.db, applyId);
  if (!row) return null;
  const item = itemId ? await repo.findItem(ctx.db, itemId) : undefined;
  if (itemId && (!item || item.apply_id !== row.id || !item.report_no)) return null;
  return {
    applyId: row.id,
    applyNo: row.apply_no,
    unitId: row.unit_id,
    orgUnitId: row.org_unit_id,
    submitted: row.submitted_at !== null,
    itemId: item?.id ?? '',
    reportNo: item?.report_no ?? '',
    deviceLabel: item ? [item.device_code, item.product_name].filter(Boolean).join(' ') : '',
  };
}

/** Applications are seen by their unit, and by the body they are addressed to once submitted. */
const inspectorsQueue = reviewedIn('inspectionApply', 'inspection.queue', '/inspection/process');

export const inspectionApplyRecordSpec: FlowRecordSpec = {
  table: 'inspection_applies',
  subject: (_ctx, row: InspectionApplyTable) => `${row.unit_name} · ${inspectionKindLabel(row.inspection_kind)}`,
  canSee: async (s, row: InspectionApplyTable, ctx) => byUnitOrAgent(s)(row) || bodySees(ctx, s, row, true),
  // A voucher waits for the body's finance, a fee set for the unit to pay (the inspectors may still change it); every
  // other step of the body waits for its inspectors.
  reviewerOf: (state) =>
    state === 'voucher' ? { permission: 'inspection.finance', page: '/inspection/finance', title: '待确认的缴费凭证' } : state === 'feeSet' ? null : inspectorsQueue(state),
  waitingIn: async (ctx, s, state) => (await (state === 'voucher' ? listVouchers : listQueue)(ctx, s, findQueueInput.parse({ pageSize: 1, state }))).count,
  noticeLink: (row: InspectionApplyTable) => `/company-service/online-apply-detail?id=${row.id}`,
};

/** The unit uploads its documents while it may change the application, and its transfer voucher while the fee is due. */
export const inspectionApplyAttachments: AttachmentRule = {
  canWrite: async (ctx, s, bizId) => {
    const row = await repo.findApply(ctx.db, bizId);
    if (!row) return false;
    if (row.unit_id === s.unitId) return INSPECTION_EDITABLE.includes(row.state as InspectionState) || row.state === 'feeSet';
    // The agent uploads the documents of what it filed while it may still change it (the fee voucher is the unit's).
    if (row.agent_unit_id !== s.unitId || !INSPECTION_EDITABLE.includes(row.state as InspectionState)) return false;
    return assertMayChange(ctx, s, row, []).then(
      () => true,
      () => false,
    );
  },
  canRead: (ctx, s, att) => canSeeRecord(ctx, s, 'inspectionApply', att.bizId),
  checklist: {
    canSee: (ctx, s, bizId) => canSeeRecord(ctx, s, 'inspectionApply', bizId),
    check: async (ctx, bizId) => documentCheck(ctx, (await repo.findApply(ctx.db, bizId))!.inspection_kind, bizId, await repo.findItems(ctx.db, [bizId])),
  },
};

/**
 * The body uploads a device's signed report while inspecting and before it concludes; the unit and the body read it,
 * and a supervision's use unit once concluded (its registration needs the certificate).
 */
export const inspectionReportAttachments: AttachmentRule = {
  canWrite: async (ctx, s, bizId) => {
    const item = await repo.findItem(ctx.db, bizId);
    const row = item && (await repo.findApply(ctx.db, item.apply_id));
    return !!row && !!item && s.menuIds.has('inspection.queue') && row.state === 'inspecting' && !item.concluded_at && (await bodySees(ctx, s, row));
  },
  canRead: async (ctx, s, att) => {
    const item = await repo.findItem(ctx.db, att.bizId);
    const row = item && (await repo.findApply(ctx.db, item.apply_id));
    return !!row && !!item && (row.unit_id === s.unitId || (row.use_unit_id === s.unitId && item.concluded_at !== null) || (await bodySees(ctx, s, row)));
  },
};

/** States in which an application's fee has been paid (or relieved in full). */
const PAID_STATES: readonly InspectionState[] = ['paid', 'scheduled', 'inspecting', 'completed'];

/** A paid application as an invoice request names it. */
export interface PaidApply {
  id: string;
  applyNo: string;
  acceptNo: string;
  orgId: string;
  orgName: string;
  paidFen: number;
  paidAt: string | null;
  state: InspectionState;
}

/** The unit's applications with a fee paid, for its invoice requests: a page of them, or those of the ids given (others are left out). */
export async function findPaidApplies(
  ctx: AppContext,
  unitId: string,
  q: { ids?: readonly string[]; offset: number; limit: number },
): Promise<{ rows: PaidApply[]; count: number }> {
  const { rows, count } = await repo.findPaidPage(ctx.db, unitId, { ids: q.ids, states: PAID_STATES }, q.offset, q.limit);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      applyNo: r.apply_no,
      acceptNo: r.accept_no,
      orgId: r.org_unit_id,
      orgName: r.org_name,
      paidFen: r.paid_fen,
      paidAt: r.paid_at,
      state: r.state as InspectionState,
    })),
    count,
  };
}

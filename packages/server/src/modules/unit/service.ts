import type { Selectable } from 'kysely';
import {
  MSG,
  UNIT_CHANGE_EVIDENCE,
  UNIT_FIELD_LABELS,
  UNIT_FIELDS_NEEDING_APPROVAL,
  missingChangeEvidence,
  type Attachment,
  type FieldChange,
  type Page,
  type PageInput,
  type SaveUnitResult,
  type UnitChangeRecord,
  type UnitChangeRequest,
  type UnitProfile,
  type auditUnitChangeInput,
  findUnitChangeRequestsInput,
  type saveUnitInput,
} from '@portal/contract';
import { maskMobile } from '@portal/contract/domain/privacy';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import type { Database } from '../../platform/db';
import type { UnitChangeTable, UnitTable } from '../../platform/db/schema';
import { badInput, businessError, conflict, notFound } from '../../platform/http/errors';
import { newId, nowIso } from '../../platform/ids';
import { callerSeesUnit } from '../../platform/auth/scope';
import type { SessionContext } from '../../platform/session/store';
import { copyToObject, deleteAttachment, listForObject, type AttachmentRule } from '../attachment/service';
import { checkChoice, describeValue } from '../dict/service';
import { decisionOf, applyStep, notReviewed, reviewerDecision, reviewedIn, startFlow, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type ProfileField = keyof typeof UNIT_FIELD_LABELS;

/** Profile field → column. */
const COLUMN: Record<ProfileField, keyof repo.UnitColumns> = {
  orgname: 'name',
  uscc: 'uscc',
  unitType: 'unit_type',
  areaCode: 'area_code',
  address: 'address',
  postalCode: 'postal_code',
  legalPerson: 'legal_person',
  legalPersonPhone: 'legal_person_phone',
  contactPerson: 'contact_person',
  contactMobile: 'contact_mobile',
  phone: 'phone',
  email: 'email',
  website: 'website',
  safetyManager: 'safety_manager',
  safetyManagerMobile: 'safety_manager_mobile',
  fixedAssets: 'fixed_assets',
};
type ApprovalField = (typeof UNIT_FIELDS_NEEDING_APPROVAL)[number];
const FIELDS = Object.keys(UNIT_FIELD_LABELS) as ProfileField[];
const NEEDS_APPROVAL = new Set<ProfileField>(UNIT_FIELDS_NEEDING_APPROVAL);
const EVIDENCE = new Set<string>(UNIT_CHANGE_EVIDENCE);
/** Evidence kinds keep their names when the files move from the unit to a request. */
const EVIDENCE_KINDS = Object.fromEntries(UNIT_CHANGE_EVIDENCE.map((k) => [k, k]));

export function toProfile(u: Selectable<UnitTable>): UnitProfile {
  const profile = Object.fromEntries(FIELDS.map((f) => [f, String(u[COLUMN[f]] ?? '')])) as Record<ProfileField, string>;
  return { id: u.id, ...profile, status: u.status, version: u.version };
}

const toRecord = (r: Selectable<UnitChangeTable> & { unit_name: string }): UnitChangeRecord => ({
  id: r.id,
  unitId: r.unit_id,
  unitName: r.unit_name,
  kind: r.kind as UnitChangeRecord['kind'],
  state: r.state as UnitChangeRecord['state'],
  changes: JSON.parse(r.changes) as FieldChange[],
  changedById: r.changed_by_id,
  changedByName: r.changed_by_name,
  changedAt: r.changed_at,
  ...decisionOf(r),
});

/** A unit's full record. */
export async function getUnitProfile(ctx: AppContext, unitId: string): Promise<UnitProfile> {
  const unit = await repo.findUnitById(ctx.db, unitId);
  if (!unit) throw notFound('单位');
  return toProfile(unit);
}

/** A unit's record as read-only pages show it: the people's mobiles masked (landlines stay as they are). */
export const maskedProfile = (p: UnitProfile): UnitProfile => ({
  ...p,
  legalPersonPhone: maskMobile(p.legalPersonPhone),
  contactMobile: maskMobile(p.contactMobile),
  safetyManagerMobile: maskMobile(p.safetyManagerMobile),
});

/** A unit's name, for pages that show whose material something is. */
export async function findUnitName(ctx: AppContext, unitId: string): Promise<string> {
  return (await repo.findUnitById(ctx.db, unitId))?.name ?? '';
}

/** How a field's value reads in the history: dictionary values by their labels. */
async function readable(ctx: AppContext, field: ProfileField, value: string): Promise<string> {
  if (field === 'unitType') return describeValue(ctx, 'unit_type', value);
  if (field === 'areaCode') return describeValue(ctx, 'area', value);
  return value;
}

async function describeChanges(ctx: AppContext, before: UnitProfile, after: Record<ProfileField, string>, fields: ProfileField[]): Promise<FieldChange[]> {
  return Promise.all(fields.map(async (f) => ({ field: f, label: UNIT_FIELD_LABELS[f], from: await readable(ctx, f, before[f]), to: await readable(ctx, f, after[f]) })));
}

/** A history row for changes the caller made to their unit, not yet reviewed. */
const changeRow = (s: SessionContext, kind: 'edit' | 'approval', state: 'applied' | 'pending', changes: FieldChange[], at: string): Selectable<UnitChangeTable> => ({
  id: newId(),
  unit_id: s.unitId,
  kind,
  state,
  changes: JSON.stringify(changes),
  changed_by_id: s.userId,
  changed_by_name: s.userName,
  changed_at: at,
  ...notReviewed,
  version: 1,
});

async function assertUsccFree(db: Database, uscc: string, unitId: string): Promise<void> {
  const other = await repo.findUnitByUscc(db, uscc);
  if (other && other.id !== unitId) throw businessError('该统一社会信用代码已被其他单位使用');
}

/** The evidence the caller uploaded on its unit for the change it is drafting; a missing kind refuses the change. */
async function draftedEvidence(tx: AppContext, s: SessionContext, fields: ApprovalField[]): Promise<Attachment[]> {
  const drafts = (await listForObject(tx, 'unit', s.unitId)).filter((f) => EVIDENCE.has(f.kind));
  const kinds = drafts.map((f) => f.kind);
  const missing = missingChangeEvidence(fields, kinds);
  if (missing) throw businessError(missing);
  return drafts;
}

/**
 * Moves the drafted evidence from the unit to the request (the stored files stay, their rows change owner), so the
 * reviewer reads what this request was sent with and the next change starts without files. Returns the request's file ids.
 */
async function moveEvidence(tx: AppContext, s: SessionContext, drafts: Attachment[], requestId: string): Promise<string[]> {
  await copyToObject(tx, { bizType: 'unit', bizId: s.unitId }, { bizType: 'unit', bizId: requestId, unitId: s.unitId }, EVIDENCE_KINDS);
  for (const f of drafts) await deleteAttachment(tx, s, f.attsysid);
  return (await listForObject(tx, 'unit', requestId)).map((f) => f.attsysid);
}

/**
 * Saves the caller's unit record. Most fields change at once and go into the history; a new name
 * or credit code becomes a request that waits for an administrator, submitted with its evidence.
 */
export async function saveUnitProfile(ctx: AppContext, s: SessionContext, input: z.output<typeof saveUnitInput>, ip: string): Promise<SaveUnitResult> {
  if (!s.isMain) throw businessError('只有单位主账号可以修改单位信息');
  if ((await checkChoice(ctx, 'unit_type', input.unitType)) === 'missing') throw badInput('单位类型不正确');
  const area = await checkChoice(ctx, 'area', input.areaCode);
  if (area === 'missing') throw badInput('所在区域不正确');
  if (area === 'branch') throw badInput(MSG.lastLevel);

  const { version, ...wanted } = input;
  return ctx.db.transaction().execute(async (trx) => {
    const unit = await repo.findUnitById(trx, s.unitId);
    if (!unit) throw notFound('单位');
    if (unit.version !== version) throw conflict();
    const before = toProfile(unit);
    const changed = FIELDS.filter((f) => before[f] !== wanted[f]);
    const now = nowIso();
    const tx = { ...ctx, db: trx };

    let pendingChange: UnitChangeRecord | null = null;
    const approval = changed.filter((f): f is ApprovalField => NEEDS_APPROVAL.has(f));
    if (approval.length) {
      if (await repo.findPendingChange(trx, s.unitId)) throw businessError('已有待审核的单位名称或信用代码变更，请等待审核结果或先撤回');
      if (approval.includes('uscc')) await assertUsccFree(trx, wanted.uscc, s.unitId);
      const drafts = await draftedEvidence(tx, s, approval);
      const row = changeRow(s, 'approval', 'pending', await describeChanges(tx, before, wanted, approval), now);
      await repo.insertChange(trx, row);
      const attachments = await moveEvidence(tx, s, drafts, row.id);
      await startFlow(tx, {
        kind: 'unitChange',
        id: row.id,
        actor: { kind: 'user', session: s },
        attachments,
        audit: { action: 'unit.change.submit', detail: { fields: approval }, ip },
      });
      pendingChange = toRecord({ ...row, unit_name: unit.name });
    }

    const immediate = changed.filter((f) => !NEEDS_APPROVAL.has(f));
    if (immediate.length) {
      if (!(await repo.updateUnit(trx, s.unitId, unit.version, Object.fromEntries(immediate.map((f) => [COLUMN[f], wanted[f]]))))) throw conflict();
      await repo.insertChange(trx, changeRow(s, 'edit', 'applied', await describeChanges(tx, before, wanted, immediate), now));
    }
    if (changed.length) await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'unit.save', target: s.unitId, detail: { fields: changed }, ip });
    return { unit: toProfile((await repo.findUnitById(trx, s.unitId))!), pendingChange };
  });
}

/** Every change of the caller's unit, newest first. */
export async function findUnitHistory(ctx: AppContext, s: SessionContext, q: PageInput): Promise<Page<UnitChangeRecord>> {
  const { rows, count } = await repo.findChangePage(ctx.db, { unitId: s.unitId, offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  return { list: rows.map(toRecord), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function getPendingChange(ctx: AppContext, s: SessionContext): Promise<UnitChangeRecord | null> {
  const row = await repo.findPendingChange(ctx.db, s.unitId);
  return row ? toRecord(row) : null;
}

/** Name and credit code change requests are seen by their own unit and by the administrators who decide them. */
export const unitChangeRecord: FlowRecordSpec = {
  table: 'unit_changes',
  subject: async (ctx, row: Selectable<UnitChangeTable>) => findUnitName(ctx, row.unit_id),
  canSee: (s, row: Selectable<UnitChangeTable>) => row.kind === 'approval' && (row.unit_id === s.unitId || s.menuIds.has('account.unitChangeCheck')),
  reviewerOf: reviewedIn('unitChange', 'account.unitChangeCheck', '/account/unit-change-check'),
  noticeLink: () => '/company-info/maintain-history',
  waitingIn: async (ctx, _s, state) => (await findChangeRequests(ctx, findUnitChangeRequestsInput.parse({ pageSize: 1, state }))).count,
};

/** The applicant takes back a name or credit code change still waiting for review. */
export async function withdrawChange(ctx: AppContext, s: SessionContext, id: string, ip: string): Promise<void> {
  await applyStep<Selectable<UnitChangeTable>>(ctx, {
    kind: 'unitChange',
    id,
    action: 'withdraw',
    party: 'owner',
    actor: { kind: 'user', session: s },
    guard: (row) => row.kind === 'approval' && row.unit_id === s.unitId,
    audit: { action: 'unit.change.withdraw', ip },
  });
}

/** Name and credit code change requests, for administrators. */
export async function findChangeRequests(ctx: AppContext, q: z.output<typeof findUnitChangeRequestsInput>): Promise<Page<UnitChangeRecord>> {
  const { rows, count } = await repo.findChangePage(ctx.db, { kind: 'approval', state: q.state, keyword: q.keyword, offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  return { list: rows.map(toRecord), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** A request for its reviewer: what it asks, the unit as it stands and the evidence it was submitted with. */
export async function getChangeRequest(ctx: AppContext, id: string): Promise<UnitChangeRequest> {
  const row = await repo.findChange(ctx.db, id);
  if (!row || row.kind !== 'approval') throw notFound('变更申请');
  return { request: toRecord(row), unit: maskedProfile(await getUnitProfile(ctx, row.unit_id)), evidence: await listForObject(ctx, 'unit', row.id) };
}

/**
 * An administrator approves or returns with a reason; the applicant is told. Approved, the new name or code takes
 * effect and the licence issued under it joins the unit's own papers.
 */
export async function auditChange(ctx: AppContext, s: SessionContext, input: z.output<typeof auditUnitChangeInput>, ip: string): Promise<UnitChangeRecord> {
  const approve = input.action === 'approve';
  const row = await applyStep<Selectable<UnitChangeTable>>(ctx, {
    kind: 'unitChange',
    ...reviewerDecision(s, input.id, input.action, input.opinion),
    guard: (r) => r.kind === 'approval',
    effect: async (tx, r) => {
      if (!approve) return;
      const unit = await repo.findUnitById(tx.db, r.unit_id);
      if (!unit) throw notFound('单位');
      const fields: Partial<repo.UnitColumns> = {};
      for (const c of JSON.parse(r.changes) as FieldChange[]) fields[COLUMN[c.field as ProfileField]] = c.to;
      if (fields.uscc) await assertUsccFree(tx.db, fields.uscc, r.unit_id);
      if (!(await repo.updateUnit(tx.db, r.unit_id, unit.version, fields))) throw conflict();
      await copyToObject(tx, { bizType: 'unit', bizId: r.id }, { bizType: 'unit', bizId: r.unit_id, unitId: r.unit_id }, { changeLicence: 'businessLicence' });
    },
    notice: (r) => {
      const what = (JSON.parse(r.changes) as FieldChange[]).map((c) => `${c.label}由“${c.from}”变更为“${c.to}”`).join('，');
      return approve
        ? { userId: r.changed_by_id, title: '单位信息变更已审核通过', content: `您提交的${what}已审核通过并生效。` }
        : { userId: r.changed_by_id, title: '单位信息变更被驳回', content: `您提交的${what}被驳回。驳回原因：${input.opinion}。如仍需变更，请按驳回原因准备材料后重新提交申请。` };
    },
    audit: { action: `unit.change.${input.action}`, detail: { opinion: input.opinion }, ip },
  });
  return toRecord({ ...row, unit_name: await findUnitName(ctx, row.unit_id) });
}

/**
 * A unit's own papers (licence, authorisation, the evidence of a change it drafts): the unit files them; whoever sees
 * the unit reads them, and so the evidence of its change requests, which no one changes once submitted.
 */
export const unitAttachments: AttachmentRule = {
  canWrite: (_ctx, s, bizId) => bizId === s.unitId,
  canRead: (ctx, s, row) => callerSeesUnit(ctx.db, s, row.unitId),
};

/** The unit holding a credit code, if any. */
export async function findUnitIdByUscc(ctx: AppContext, uscc: string): Promise<string | null> {
  return (await repo.findUnitByUscc(ctx.db, uscc))?.id ?? null;
}

/** Creates a unit from an approved application; the caller runs it inside its own transaction. */
export async function createUnit(ctx: AppContext, p: Omit<UnitProfile, 'id' | 'status' | 'version'>): Promise<string> {
  const id = newId();
  const now = nowIso();
  const columns = Object.fromEntries(FIELDS.map((f) => [COLUMN[f], p[f] ?? ''])) as repo.UnitColumns;
  await repo.insertUnit(ctx.db, { id, ...columns, status: 'active', created_at: now, updated_at: now, version: 1 });
  return id;
}

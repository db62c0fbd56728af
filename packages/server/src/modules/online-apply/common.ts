import { INSPECTION_DOCUMENTS, SUPERVISION_DOCUMENTS, isSupervision, type InspectionApplyForm, type InspectionApplyRecord, type InspectionState } from '@portal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { InspectionApplyTable } from '../../platform/db/schema';
import { businessError } from '../../platform/http/errors';
import { idsOf } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { dataScope, rowInScope, rowInScopeOf, type DataScope } from '../../platform/auth/scope';
import { checkRequiredDocuments } from '../attachment/service';
import { agentFiling } from '../entrust/service';
import { defineFiling, newDraft } from '../workflow/filing-service';
import { decisionAndStampsOf } from '../workflow/service';
import * as repo from './repo';

export type Row = Selectable<InspectionApplyTable>;
/**
 * A row as the filing kit takes it, whose unit is always set. An application filed without an account has none until
 * the unit registers; the kit reads the unit only through `ownedBy` below, which allows for that.
 */
export type Filed<R extends { unit_id: string | null }> = R & { unit_id: string };

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

export async function withItems(ctx: AppContext, rows: repo.ApplyRow[], viewer = ''): Promise<InspectionApplyRecord[]> {
  const items = await repo.findItems(ctx.db, idsOf(rows));
  return rows.map((r) =>
    toRecord(
      r,
      items.filter((i) => i.apply_id === r.id),
      viewer,
    ),
  );
}

export const byUnitOrAgent = (s: SessionContext) => (r: { unit_id: string | null; agent_unit_id: string | null }) =>
  (r.unit_id !== null && r.unit_id === s.unitId) || r.agent_unit_id === s.unitId;

/** The unit's own application, or one its unit filed as agent (委托申报): both read it, its documents, and change it. */
export const filing = defineFiling<Filed<Row>, Filed<repo.ApplyRow>, InspectionApplyRecord>({
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
export async function assertMayChange(
  ctx: AppContext,
  s: SessionContext,
  row: { unit_id: string | null; entrust_id: string | null },
  equipmentIds: readonly string[],
): Promise<string> {
  if (row.unit_id === s.unitId) return s.unitId;
  return (await agentFiling(ctx, s, row.entrust_id ?? '', 'inspection', equipmentIds)).principalUnitId;
}

/**
 * An inspection body sees what was addressed to it, once submitted, within its staff's areas; `money`: a read or step
 * of the body's finance (the fee, the voucher), who handles all of the body's money. A row of the table alone has its
 * unit's area looked up; `bodySeesIn` tests an application as the repo reads it, with that area, once the scope is known.
 */
export const bodySees = async (ctx: AppContext, s: SessionContext, r: { unit_id: string | null; org_unit_id: string; submitted_at: string | null }, money = false) =>
  r.submitted_at !== null && rowInScopeOf(ctx.db, await dataScope(ctx.db, s), { unitId: r.unit_id, body: r.org_unit_id, money });

export const bodySeesIn =
  (scope: DataScope, money = false) =>
  (r: Pick<repo.ApplyRow, 'unit_id' | 'unit_area_code' | 'org_unit_id' | 'submitted_at'>) =>
    r.submitted_at !== null && rowInScope(scope, { unitId: r.unit_id, areaCode: r.unit_area_code ?? undefined, body: r.org_unit_id, money });

export const formColumns = (
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
export type FilingColumns = ReturnType<typeof formColumns>;

/** A new application's row, as a draft: of a unit with an account (by a user) or of one without (unitId null, by nobody). */
export function draftRow(
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
export function documentCheck(ctx: AppContext, kind: string, id: string, items: readonly { needs_letter: number }[]) {
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

/** Marks the devices held in the step's transaction; a device another application took meanwhile refuses the step. */
export async function hold(tx: AppContext, id: string): Promise<void> {
  try {
    await repo.setHolding(tx.db, id, 1);
  } catch {
    throw businessError('所选设备已在其他报检申请中，请刷新后重新选择');
  }
}

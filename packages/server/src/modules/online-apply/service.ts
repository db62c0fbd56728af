import type { Selectable } from 'kysely';
import { findQueueInput, INSPECTION_EDITABLE, inspectionKindLabel, type InspectionState } from '@portal/contract';
import type { InspectionApplyTable } from '../../platform/db/schema';
import type { AttachmentRule } from '../attachment/service';
import { canSeeRecord, reviewedIn, type FlowRecordSpec } from '../workflow/service';
import { assertMayChange, bodySees, byUnitOrAgent, documentCheck } from './common';
import { listQueue, listVouchers } from './read-service';
import * as repo from './repo';

// The module's public face. The service is split by concern into the *-service.ts files beside it (what the pages
// read, the company's filing, payment, filing without an account, the inspection body's steps); what the workflow
// and attachment modules ask of the record as a whole stays here.
export {
  listOwn,
  getOwn,
  getReadable,
  listOrgs,
  findApplicable,
  queryEquipment,
  listQueue,
  listVouchers,
  getForBody,
  interactionObject,
  type InteractionObjectInfo,
  findPaidApplies,
  type PaidApply,
} from './read-service';
export { checkAttachments, saveApply, submitApply, saveSupervision, submitSupervision, findSupervisable, revoke, deleteApply } from './filing-service';
export { chargeNotice, toPay, payState, inspectionPaymentTarget, submitVoucher } from './payment-service';
export {
  signNoAccountUpload,
  saveForNoAccount,
  checkNoAccount,
  fileNoAccount,
  adoptNoAccountApplies,
  notLoginQuery,
  notLoginRefresh,
  notLoginToPay,
  notLoginPayState,
} from './no-account-service';
export { accept, refuse, feeChoices, setFee, decideVoucher, schedule, step, conclude } from './body-service';

/** Applications are seen by their unit, and by the body they are addressed to once submitted. */
const inspectorsQueue = reviewedIn('inspectionApply', 'inspection.queue', '/inspection/process');

export const inspectionApplyRecordSpec: FlowRecordSpec = {
  table: 'inspection_applies',
  subject: (_ctx, row: Selectable<InspectionApplyTable>) => `${row.unit_name} · ${inspectionKindLabel(row.inspection_kind)}`,
  canSee: async (s, row: Selectable<InspectionApplyTable>, ctx) => byUnitOrAgent(s)(row) || bodySees(ctx, s, row, true),
  // A voucher waits for the body's finance, a fee set for the unit to pay (the inspectors may still change it); every
  // other step of the body waits for its inspectors.
  reviewerOf: (state) =>
    state === 'voucher' ? { permission: 'inspection.finance', page: '/inspection/finance', title: '待确认的缴费凭证' } : state === 'feeSet' ? null : inspectorsQueue(state),
  waitingIn: async (ctx, s, state) => (await (state === 'voucher' ? listVouchers : listQueue)(ctx, s, findQueueInput.parse({ pageSize: 1, state }))).count,
  noticeLink: (row: Selectable<InspectionApplyTable>) => `/company-service/online-apply-detail?id=${row.id}`,
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

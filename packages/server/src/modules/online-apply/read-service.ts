import {
  ABOUT_EXPIRE_DAYS_DEFAULT,
  needsOpinionLetter,
  type InspectionApplyRecord,
  type InspectionState,
  type Page,
  type applicableEquipmentInput,
  type findInspectionApplyInput,
  type findQueueInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/http/errors';
import { addDays, chinaToday } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { dataScope } from '../../platform/auth/scope';
import { findCandidates } from '../equipment/candidates-service';
import { deviceNamesOf } from '../equipment/service';
import { agentFiling } from '../entrust/service';
import { bodySeesIn, byUnitOrAgent, filing, withItems, type Filed } from './common';
import * as repo from './repo';

/** What a company reads: its own application or one its unit filed as agent, and a filed supervision of its devices (read only). */
async function findReadable(ctx: AppContext, s: SessionContext, id: string): Promise<repo.ApplyRow> {
  const row = await repo.findApply(ctx.db, id);
  if (!row || !(byUnitOrAgent(s)(row) || (row.use_unit_id === s.unitId && row.submitted_at !== null))) throw notFound(filing.title);
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

// ---- the inspection body ----

export const listQueue = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findQueueInput>): Promise<Page<InspectionApplyRecord>> =>
  filing.page(ctx, q, await findPage(ctx, q, { scope: await dataScope(ctx.db, s) }));

/** Finance's list: applications with a transfer voucher (by default those awaiting confirmation). */
export const listVouchers = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findQueueInput>): Promise<Page<InspectionApplyRecord>> =>
  filing.page(ctx, q, await findPage(ctx, { ...q, state: q.state ?? 'voucher' }, { scope: await dataScope(ctx.db, s), voucherOnly: true }));

/** The detail the body opens; its finance opens any with a fee (from its vouchers and invoices). */
export const getForBody = async (ctx: AppContext, s: SessionContext, id: string): Promise<InspectionApplyRecord> =>
  filing.getFor(ctx, id, bodySeesIn(await dataScope(ctx.db, s), true));

// ---- what other modules read ----

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

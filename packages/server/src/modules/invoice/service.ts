import {
  INVOICE_KINDS,
  fenToYuan,
  type InvoicableApply,
  type InvoiceForm,
  type InvoiceKind,
  type InvoiceRecord,
  type InvoiceState,
  type Page,
  type PageInput,
  findInvoiceInput,
  type issueInvoiceInput,
  type returnInvoiceInput,
  type saveInvoiceInput,
} from '@portal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dataScope, rowInScope, rowInScopeOf } from '../../platform/auth/scope';
import type { InvoiceTable } from '../../platform/db/schema';
import { badInput, businessError, conflict, notFound } from '../../platform/http/errors';
import { chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { listForObject, openAttachment } from '../attachment/service';
import { findPaidApplies, type PaidApply } from '../online-apply/service';
import { findUnitName } from '../unit/service';
import { nextApplyNo } from '../use-regist/service';
import { defineFiling, newDraft, recordFiles } from '../workflow/filing-service';
import { decisionAndStampsOf, applyStepIn, notReviewed, reviewedBy, reviewedIn, type FlowNotice, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type Row = Selectable<InvoiceTable>;
const FINANCE = 'inspection.invoice';
const yuan = (fen: number) => `${fenToYuan(fen)}元`;

function toRecord(r: repo.InvoiceRow, items: repo.ItemRow[]): InvoiceRecord {
  return {
    id: r.id,
    requestNo: r.request_no,
    unitId: r.unit_id,
    unitName: r.unit_name,
    orgId: r.org_unit_id,
    orgName: r.org_name,
    kind: r.kind as InvoiceKind,
    buyerName: r.buyer_name,
    taxNo: r.tax_no,
    addressPhone: r.address_phone,
    bankName: r.bank_name,
    bankAccount: r.bank_account,
    email: r.email,
    mobile: r.mobile,
    amountFen: r.amount_fen,
    remark: r.remark,
    lines: items.map((i) => ({ applyId: i.apply_id, applyNo: i.apply_no, acceptNo: i.accept_no, paidFen: i.paid_fen, amountFen: i.amount_fen })),
    state: r.state as InvoiceState,
    submittedAt: r.submitted_at,
    invoiceNo: r.invoice_no,
    invoiceDate: r.invoice_date,
    invoiceFileId: r.invoice_file_id,
    issuedAt: r.issued_at,
    ...decisionAndStampsOf(r),
  };
}

async function withItems(ctx: AppContext, rows: repo.InvoiceRow[]): Promise<InvoiceRecord[]> {
  const items = await repo.findItems(ctx.db, idsOf(rows));
  return rows.map((r) =>
    toRecord(
      r,
      items.filter((i) => i.invoice_id === r.id),
    ),
  );
}

const filing = defineFiling<Row, repo.InvoiceRow, InvoiceRecord>({ kind: 'invoice', find: repo.findInvoice, view: withItems });

/** The inspection body's finance sees what was addressed to its body, once submitted (its other staff, within their areas). */
const financeSees = async (ctx: AppContext, s: SessionContext, r: { unit_id: string; org_unit_id: string; submitted_at: string | null }) =>
  r.submitted_at !== null && rowInScopeOf(ctx.db, await dataScope(ctx.db, s), { unitId: r.unit_id, body: r.org_unit_id, money: true });

async function findForFinance(ctx: AppContext, s: SessionContext, id: string): Promise<repo.InvoiceRow> {
  const row = await repo.findInvoice(ctx.db, id);
  if (!row || !(await financeSees(ctx, s, row))) throw notFound(filing.title);
  return row;
}

const page = async (ctx: AppContext, q: z.output<typeof findInvoiceInput>, who: repo.InvoiceFilter['who']): Promise<Page<InvoiceRecord>> =>
  filing.page(ctx, q, await repo.findInvoicePage(ctx.db, { state: q.state, keyword: q.keyword, who }, (q.pageNo - 1) * q.pageSize, q.pageSize));

export const listOwn = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findInvoiceInput>) => page(ctx, q, { scope: await dataScope(ctx.db, s) });

/** A request in the caller's data scope (a unit: its own; an administrator reads any); only its unit changes it. */
export const getOwn = async (ctx: AppContext, s: SessionContext, id: string): Promise<InvoiceRecord> => {
  const scope = await dataScope(ctx.db, s);
  return filing.getFor(ctx, id, (r) => rowInScope(scope, { unitId: r.unit_id }));
};

const withBalance = (a: PaidApply, balances: Map<string, number>): InvoicableApply => {
  const invoicedFen = balances.get(a.id) ?? 0;
  return {
    id: a.id,
    applyNo: a.applyNo,
    acceptNo: a.acceptNo,
    orgId: a.orgId,
    orgName: a.orgName,
    paidFen: a.paidFen,
    paidAt: a.paidAt,
    invoicedFen,
    remainingFen: Math.max(0, a.paidFen - invoicedFen),
  };
};

/** The unit's paid applications with what is paid, already held by invoice requests, and left to invoice. */
export async function listInvoicable(ctx: AppContext, s: SessionContext, q: PageInput): Promise<Page<InvoicableApply>> {
  const { rows, count } = await findPaidApplies(ctx, s.unitId, { offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  const balances = await repo.findBalances(ctx.db, idsOf(rows));
  return { list: rows.map((r) => withBalance(r, balances)), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/**
 * What the form alone cannot check: every application is the unit's own and paid, all were paid to one inspection
 * body (it issues the invoice), and the amount fits in what is left to invoice on them now. Answers the body and the
 * lines in the order chosen.
 */
async function checkForm(ctx: AppContext, unitId: string, f: InvoiceForm): Promise<{ orgId: string; items: repo.NewItem[] }> {
  const { rows } = await findPaidApplies(ctx, unitId, { ids: f.applyIds, offset: 0, limit: f.applyIds.length });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chosen = f.applyIds.map((id) => byId.get(id));
  if (chosen.some((a) => !a)) throw businessError('所选报检申请不存在或尚未缴费，请重新选择');
  const paid = chosen as PaidApply[];
  if (new Set(paid.map((a) => a.orgId)).size > 1) throw businessError('一张发票只能关联缴费给同一检验机构的报检申请，请分开申请');
  const balances = await repo.findBalances(ctx.db, f.applyIds);
  const remaining = paid.reduce((n, a) => n + withBalance(a, balances).remainingFen, 0);
  if (f.amountFen > remaining) throw businessError(overInvoiced(remaining));
  return {
    orgId: paid[0].orgId,
    items: paid.map((a) => ({ apply_id: a.id, apply_no: a.applyNo, accept_no: a.acceptNo, paid_fen: a.paidFen })),
  };
}

const overInvoiced = (remainingFen: number) =>
  remainingFen > 0 ? `开票金额不能超过所选报检申请尚可开票的金额${yuan(remainingFen)}` : '所选报检申请的检验费已全部申请开票，不能重复开票';

const formColumns = (f: InvoiceForm) => ({
  kind: f.kind,
  buyer_name: f.buyerName,
  tax_no: f.taxNo,
  address_phone: f.addressPhone,
  // Bank details belong on a special VAT invoice only.
  bank_name: INVOICE_KINDS[f.kind].needsBank ? f.bankName : '',
  bank_account: INVOICE_KINDS[f.kind].needsBank ? f.bankAccount.replace(/ /g, '') : '',
  email: f.email,
  mobile: f.mobile,
  amount_fen: f.amountFen,
  remark: f.remark,
});

/**
 * Holds the request's amount on its applications, in the order chosen, inside the step's transaction: each line takes
 * what is left on its application up to what is still to place, through the guarded counter. Anything that does not
 * fit (another request took it meanwhile) refuses the whole step.
 */
async function reserveAll(tx: AppContext, invoiceId: string, amountFen: number): Promise<void> {
  const items = await repo.findItems(tx.db, [invoiceId]);
  const balances = await repo.findBalances(
    tx.db,
    items.map((i) => i.apply_id),
  );
  let left = amountFen;
  let free = 0;
  for (const i of items) {
    const avail = Math.max(0, i.paid_fen - (balances.get(i.apply_id) ?? 0));
    free += avail;
    const take = Math.min(avail, left);
    if (take > 0 && !(await repo.reserve(tx.db, i.apply_id, take, i.paid_fen))) throw businessError('所选报检申请的开票金额刚被其他发票申请占用，请刷新后重新填写');
    await repo.setItemAmount(tx.db, i.id, take);
    left -= take;
  }
  if (left > 0) throw businessError(overInvoiced(free));
}

/** Gives back what a submitted request held, as it is returned or withdrawn. */
async function releaseAll(tx: AppContext, invoiceId: string): Promise<void> {
  for (const i of await repo.findItems(tx.db, [invoiceId])) if (i.amount_fen > 0) await repo.release(tx.db, i.apply_id, i.amount_fen);
}

/** What a submission sets and does beside the state: the form's columns, then `before` (the new lines) and the reservation. */
const submission = (fields: ReturnType<typeof formColumns> & { org_unit_id?: string }, again: boolean, before?: (tx: AppContext) => Promise<void>) => ({
  // A resubmission starts over: the last round's answer stays in the flow log only.
  set: { ...fields, ...notReviewed, submitted_at: nowIso() },
  effect: async (tx: AppContext, r: Row) => {
    await before?.(tx);
    await reserveAll(tx, r.id, r.amount_fen);
  },
  detail: { amountFen: fields.amount_fen, again },
});

/**
 * Saves a new or existing request (spec isCommit: false keeps a draft, true submits it). A draft holds nothing;
 * submitting holds its amount on the applications in the step's transaction, so an amount someone else took
 * meanwhile refuses the submission.
 */
export async function saveInvoice(ctx: AppContext, s: SessionContext, input: z.output<typeof saveInvoiceInput>, ip: string): Promise<InvoiceRecord> {
  const { id, version, isCommit, ...form } = input;
  const { orgId, items } = await checkForm(ctx, s.unitId, form);
  const fields = formColumns(form);
  if (!id) {
    const unitName = await findUnitName(ctx, s.unitId);
    return filing.create(ctx, s, ip, {
      insert: async (tx) => {
        const row: Insertable<InvoiceTable> = {
          id: newId(),
          request_no: await nextApplyNo(tx, 'FP'),
          unit_id: s.unitId,
          unit_name: unitName,
          org_unit_id: orgId,
          ...fields,
          ...newDraft(s.userId),
          submitted_at: null,
          issued_at: null,
          reviewed_at: null,
        };
        await repo.insertInvoice(tx.db, row, items, newId);
        return row.id;
      },
      // The submission tells no one by SMS: nothing waits for the transaction to commit.
      then: async (tx, invoiceId) => {
        if (isCommit) await applyStepIn<Row>(tx, filing.stepOf(s, { id: invoiceId, version: 1 }, 'submit', ip, submission(fields, false)));
      },
    });
  }

  const row = await filing.findOwn(ctx, s, id);
  filing.assertEditable(row, version);
  const replace = (tx: AppContext) => repo.replaceItems(tx.db, id, items, newId);
  if (isCommit) return filing.submit(ctx, s, row, ip, submission({ ...fields, org_unit_id: orgId }, row.state === 'returned', replace));
  return filing.update(ctx, id, async (tx) => {
    if (!(await repo.updateInvoice(tx.db, id, row.version, { ...fields, org_unit_id: orgId, updated_at: nowIso() }))) return false;
    await replace(tx);
    return true;
  });
}

/** The unit withdraws a request it no longer wants; a submitted one gives its amount back. */
export async function withdrawInvoice(ctx: AppContext, s: SessionContext, id: string, version: number, ip: string): Promise<InvoiceRecord> {
  const row = await filing.findOwn(ctx, s, id);
  if (row.version !== version) throw conflict();
  // Only a submission holds an amount: a returned one gave it back already. The finance's to-do is answered by the step itself.
  const held = row.state === 'submitted';
  return filing.withdraw(ctx, s, { id, version }, ip, async (tx) => {
    if (held) await releaseAll(tx, id);
  });
}

/** The issued invoice PDF of the unit's request. */
export async function openInvoicePdf(ctx: AppContext, s: SessionContext, id: string) {
  const r = await getOwn(ctx, s, id);
  if (r.state !== 'issued' || !r.invoiceFileId) throw businessError(`该发票申请${filing.label(r.state)}，没有可下载的发票`);
  const f = await openAttachment(ctx, s, r.invoiceFileId);
  return { ...f, fileName: `发票-${r.invoiceNo}.pdf` };
}

// ---- the inspection body's finance ----

export const listQueue = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findInvoiceInput>) => page(ctx, q, { body: await dataScope(ctx.db, s) });

export const getForFinance = async (ctx: AppContext, s: SessionContext, id: string) => (await withItems(ctx, [await findForFinance(ctx, s, id)]))[0];

/** Read in the step's transaction: still addressed to the caller's body (its scope was checked on reading it). */
const addressedToCaller = (s: SessionContext) => (r: Row) => r.org_unit_id === s.unitId && r.submitted_at !== null;

/** The unit hears of finance's step in its message centre. */
const tell =
  (title: string, content: (r: Row) => string) =>
  (r: Row): FlowNotice => ({ userId: r.created_by_id, title, content: content(r) });

/** Issues the invoice: its number and date, and the PDF finance uploaded to the request. */
export async function issueInvoice(ctx: AppContext, s: SessionContext, input: z.output<typeof issueInvoiceInput>, ip: string): Promise<InvoiceRecord> {
  const row = await findForFinance(ctx, s, input.id);
  if (input.invoiceDate > chinaToday()) throw badInput('开票日期不能晚于今天');
  if (row.submitted_at && input.invoiceDate < chinaToday(Date.parse(row.submitted_at))) throw badInput('开票日期不能早于申请提交日期');
  const file = (await listForObject(ctx, 'invoice', input.id)).find((a) => a.attsysid === input.fileId && a.kind === 'invoicePdf');
  if (!file) throw badInput('请上传发票PDF文件');
  if (file.mime !== 'application/pdf') throw badInput('发票文件须为PDF');
  return filing.act(ctx, s, { id: input.id, version: input.version }, 'issue', ip, {
    party: 'reviewer',
    attachments: [input.fileId],
    guard: addressedToCaller(s),
    set: { invoice_no: input.invoiceNo, invoice_date: input.invoiceDate, invoice_file_id: input.fileId, issued_at: nowIso(), ...reviewedBy(s, '') },
    notice: tell('发票已开具', (r) => `您的发票申请${r.request_no}已开具发票，发票号码${input.invoiceNo}，金额${yuan(r.amount_fen)}，可在“发票申请”中下载。`),
    detail: { invoiceNo: input.invoiceNo },
  });
}

/** Returns the request with the reason; its amount is free again until the unit submits it anew. */
export async function returnInvoice(ctx: AppContext, s: SessionContext, input: z.output<typeof returnInvoiceInput>, ip: string): Promise<InvoiceRecord> {
  await findForFinance(ctx, s, input.id);
  return filing.act(ctx, s, input, 'return', ip, {
    party: 'reviewer',
    guard: addressedToCaller(s),
    set: reviewedBy(s, input.opinion),
    effect: (tx) => releaseAll(tx, input.id),
    notice: tell('发票申请被退回', (r) => `您的发票申请${r.request_no}被退回。退回原因：${input.opinion}。请修改后重新提交。`),
  });
}

/** Requests are seen by their unit, and by the body they are addressed to once submitted. */
export const invoiceRecordSpec: FlowRecordSpec = {
  table: 'invoices',
  subject: (_ctx, row: Selectable<InvoiceTable>) => `${row.unit_name} · ${INVOICE_KINDS[row.kind as InvoiceKind]?.label ?? row.kind}`,
  canSee: async (s, row: Selectable<InvoiceTable>, ctx) => row.unit_id === s.unitId || (await financeSees(ctx, s, row)),
  reviewerOf: reviewedIn('invoice', FINANCE, '/inspection/invoice', { title: '待开具的发票申请' }),
  noticeLink: (row: Selectable<InvoiceTable>) => `/company-service/invoice?id=${row.id}`,
  waitingIn: async (ctx, s, state) => (await listQueue(ctx, s, findInvoiceInput.parse({ pageSize: 1, state }))).count,
};

/** Finance uploads the invoice PDF while the request waits for it; the unit and the body read it. */
export const invoiceAttachments = recordFiles('invoice', async (ctx, s, bizId) => {
  const row = await repo.findInvoice(ctx.db, bizId);
  return !!row && s.menuIds.has(FINANCE) && row.state === 'submitted' && (await financeSees(ctx, s, row));
});

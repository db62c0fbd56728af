import { z } from 'zod';
import { recordStamps, reviewOutcome, STATES, STEPS, type Workflow } from '../domain/workflow';
import { email, invoiceTaxNo, isBlank, mobile } from '../validators/rules';
import { optionalRuled, optionalText, requiredDate, requiredRuled, requiredText, recordVersion } from '../validators/zod';
import { choiceFilter, pageInput } from './envelope';
import { endpointsWith, pageOf, signedDownload } from './endpoint';
import { draftFields, filingEndpoints } from './filing';

export type InvoiceState = 'draft' | 'submitted' | 'returned' | 'issued' | 'withdrawn';
export type InvoiceAction = 'submit' | 'withdraw' | 'return' | 'issue';

/**
 * An invoice request (发票申请, workflows.md §4): the unit asks the inspection body it paid for an invoice over some of
 * its paid applications; the body's finance issues it (number, date, the invoice PDF) or returns it with a reason, and
 * the unit corrects and submits again, or withdraws it. A submitted or issued request holds its amount on the
 * applications; a returned or withdrawn one gives it back.
 */
export const INVOICE_FLOW: Workflow<InvoiceState, InvoiceAction> = {
  states: {
    draft: STATES.draft,
    submitted: { label: '待开票', color: 'processing' },
    returned: STATES.returned,
    issued: { label: '已开票', color: 'success' },
    withdrawn: STATES.withdrawn,
  },
  transitions: [
    { action: 'submit', from: ['draft', 'returned'], to: 'submitted', label: '提交申请', by: 'owner' },
    STEPS.withdraw(['draft', 'submitted', 'returned'], 'withdrawn'),
    STEPS.return(['submitted'], 'returned'),
    { action: 'issue', from: ['submitted'], to: 'issued', label: '开具发票', by: 'reviewer' },
  ],
};
export const INVOICE_STATES = Object.keys(INVOICE_FLOW.states) as [InvoiceState, ...InvoiceState[]];
/** States in which the unit may still change the request. */
export const INVOICE_EDITABLE: readonly InvoiceState[] = ['draft', 'returned'];

/**
 * Kinds of invoice the body issues, as data: a special VAT invoice needs the buyer's tax number, bank and account.
 * (A fiscal non-tax receipt for fees that are administrative charges is unconfirmed for Zhejiang: not offered.)
 */
export const INVOICE_KINDS = {
  general: { label: '增值税普通发票', needsBank: false },
  special: { label: '增值税专用发票', needsBank: true },
} as const;
export type InvoiceKind = keyof typeof INVOICE_KINDS;
export const INVOICE_KIND_KEYS = Object.keys(INVOICE_KINDS) as [InvoiceKind, ...InvoiceKind[]];

/** A bank account number as banks print it: digits, maybe in groups separated by spaces. */
export const bankAccount = (v: string): string | null => (isBlank(v) || /^\d{8,30}$/.test(v.replace(/ /g, '')) ? null : '请输入有效的银行账号（8至30位数字）');
/** An invoice number: 8 digits (paper VAT invoices), 20 digits (fully digital ones), or the body's own letters and digits. */
export const invoiceNo = (v: string): string | null => (isBlank(v) || /^[0-9A-Z]{8,20}$/.test(v) ? null : '发票号码应为8至20位数字或大写字母');

export const INVOICE_MESSAGES = {
  receiver: '请填写接收邮箱或接收手机号码（至少一项）',
  bankName: '开具增值税专用发票须填写开户银行',
  bankAccount: '开具增值税专用发票须填写银行账号',
  taxNo: '开具增值税专用发票须填写开票单位税号',
} as const;

/** What the unit fills in. The amount is in fen; the form shows yuan. */
const invoiceFields = {
  kind: z.enum(INVOICE_KIND_KEYS, { error: '请选择发票种类' }),
  buyerName: requiredText('开票单位名称', 100),
  taxNo: optionalRuled(invoiceTaxNo, 18),
  addressPhone: optionalText(200),
  bankName: optionalText(100),
  bankAccount: optionalRuled(bankAccount, 40),
  email: optionalRuled(email, 100),
  mobile: optionalRuled(mobile, 11),
  applyIds: z
    .array(z.string().trim().min(1).max(64))
    .min(1, '请至少选择一个已缴费的报检申请')
    .max(20, '一张发票最多关联20个报检申请')
    .refine((ids) => new Set(ids).size === ids.length, '报检申请重复'),
  amountFen: z.coerce.number({ error: '请填写开票金额' }).int('开票金额最多两位小数').min(1, '开票金额须大于0').max(1_000_000_000, '开票金额过大'),
  remark: optionalText(200),
};

/** The rules across fields: at least one receiver; a special VAT invoice needs the tax number, bank and account. */
function checkAcross(v: { kind: InvoiceKind; taxNo: string; bankName: string; bankAccount: string; email: string; mobile: string }, ctx: z.RefinementCtx) {
  if (!v.email && !v.mobile) ctx.addIssue({ code: 'custom', path: ['email'], message: INVOICE_MESSAGES.receiver });
  if (!INVOICE_KINDS[v.kind].needsBank) return;
  if (!v.taxNo || v.taxNo === '/') ctx.addIssue({ code: 'custom', path: ['taxNo'], message: INVOICE_MESSAGES.taxNo });
  if (!v.bankName) ctx.addIssue({ code: 'custom', path: ['bankName'], message: INVOICE_MESSAGES.bankName });
  if (!v.bankAccount) ctx.addIssue({ code: 'custom', path: ['bankAccount'], message: INVOICE_MESSAGES.bankAccount });
}

export const invoiceForm = z.object(invoiceFields).superRefine(checkAcross);
export type InvoiceForm = z.output<typeof invoiceForm>;

export const saveInvoiceInput = z.object({ ...invoiceFields, ...draftFields }).superRefine(checkAcross);
export type SaveInvoiceInput = z.input<typeof saveInvoiceInput>;

/** One paid application a request covers, and the part of the amount it took when last submitted. */
export const invoiceLine = z.object({
  applyId: z.string(),
  applyNo: z.string(),
  acceptNo: z.string(),
  paidFen: z.number(),
  amountFen: z.number(),
});

export const invoiceRecord = z.object({
  id: z.string(),
  requestNo: z.string(),
  unitId: z.string(),
  unitName: z.string(),
  /** The inspection body the applications were paid to: it issues. */
  orgId: z.string(),
  orgName: z.string(),
  kind: z.enum(INVOICE_KIND_KEYS),
  buyerName: z.string(),
  taxNo: z.string(),
  addressPhone: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  email: z.string(),
  mobile: z.string(),
  amountFen: z.number(),
  remark: z.string(),
  lines: z.array(invoiceLine),
  state: z.enum(INVOICE_STATES),
  submittedAt: z.string().nullable(),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  /** The issued invoice PDF (an attachment of the request); '' until issued. */
  invoiceFileId: z.string(),
  issuedAt: z.string().nullable(),
  ...reviewOutcome,
  ...recordStamps,
});
export type InvoiceRecord = z.output<typeof invoiceRecord>;

export const findInvoiceInput = pageInput.extend({
  state: choiceFilter(INVOICE_STATES),
  /** Request or invoice number, buyer name, or an application number. */
  keyword: z.string().trim().max(50).default(''),
});
export const invoiceIdInput = z.object({ id: z.string({ error: '请选择发票申请' }).trim().min(1, '请选择发票申请').max(64) });
const versioned = invoiceIdInput.extend({ version: recordVersion });

/** A paid application of the unit, with what is paid and what may still be invoiced on it. */
export const invoicableApply = z.object({
  id: z.string(),
  applyNo: z.string(),
  acceptNo: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  paidFen: z.number(),
  paidAt: z.string().nullable(),
  /** Held by submitted and issued requests. */
  invoicedFen: z.number(),
  remainingFen: z.number(),
});
export type InvoicableApply = z.output<typeof invoicableApply>;

export const issueInvoiceInput = versioned.extend({
  invoiceNo: requiredRuled('发票号码', invoiceNo, 20),
  invoiceDate: requiredDate('开票日期'),
  /** The invoice PDF, uploaded to the request first (attachment kind invoicePdf). */
  fileId: z.string({ error: '请上传发票PDF文件' }).trim().min(1, '请上传发票PDF文件').max(64),
});
export const returnInvoiceInput = versioned.extend({ opinion: requiredText('退回原因', 500) });

const SPEC = '§7 /a/stone/self-service/*: invoices (the unit requests an invoice over paid inspection fees; the body it paid issues it)';
const ownAccess = 'companyService.invoice';
const financeAccess = 'inspection.invoice';
const own = endpointsWith({ spec: SPEC, access: ownAccess });
/** Finance's steps on one request, each answering the request as it then stands. */
const finance = endpointsWith({ spec: SPEC, access: financeAccess, output: invoiceRecord, owns: { id: 'invoice' } });

/** The unit's invoice requests, and the inspection body finance's queue. */
export const invoiceApi = {
  ...filingEndpoints({
    base: '/a/stone/self-service/invoice',
    spec: SPEC,
    noun: '发票申请',
    record: invoiceRecord,
    find: findInvoiceInput,
    idInput: invoiceIdInput,
    owner: ownAccess,
    owns: 'invoice',
    save: saveInvoiceInput,
    saveOwns: { applyIds: 'inspectionApply' },
    versioned,
    // Finance reads a request through getForFinance (the id owned: its own body's only) and issues or returns it.
    reviewer: financeAccess,
    omit: ['delete', 'getForReview', 'decide'],
    titles: { list: '我的发票申请', queue: '开票申请队列' },
  }),
  invoicable: own({ path: '/a/stone/self-service/invoice/invoicable', title: '可开票的已缴费报检申请', input: pageInput, output: pageOf(invoicableApply) }),
  download: own({ path: '/a/stone/self-service/invoice/download', title: '下载发票', ...signedDownload, input: invoiceIdInput, output: 'pdf', owns: { id: 'invoice' } }),
  getForFinance: finance({ path: '/a/stone/self-service/invoice/getForFinance', title: '发票申请（财务）', input: invoiceIdInput }),
  issue: finance({ path: '/a/stone/self-service/invoice/issue', title: '开具发票', input: issueInvoiceInput }),
  return: finance({ path: '/a/stone/self-service/invoice/return', title: '退回发票申请', input: returnInvoiceInput }),
} as const;

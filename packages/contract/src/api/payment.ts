import { z } from 'zod';
import { endpointsWith, pageOf, queryGet } from './endpoint';
import { isCalendarDay } from '../validators/dates';
import { requiredText } from '../validators/zod';
import { pageInput } from './envelope';

/**
 * The payment layer's own endpoints: the provider's notification of a payment, and the sandbox provider's
 * page the payment QR opens when no real provider is configured. Business areas sell through the server's
 * payment service and declare their own pay endpoints.
 */

/** Where the provider posts its notifications; PAY_NOTIFY_URL defaults to PUBLIC_BASE_URL followed by this. */
export const PAY_NOTIFY_PATH = '/api/pay/notify';

/** What an order is paid for: each purpose has one business module that accepts its payments. */
export const PAY_PURPOSES = { inspection: '检验费' } as const;
export type PayPurpose = keyof typeof PAY_PURPOSES;

export const PAY_ANOMALY_KINDS = {
  amountMismatch: '支付金额与订单金额不一致',
  paidButClosed: '订单已关闭或过期后支付成功',
  paidTwice: '同一业务重复支付',
  refused: '业务已不接受此笔支付',
  paidHereNotThere: '本地已支付但对账单无此交易',
  missingHere: '对账单有交易但本地无此订单',
} as const;
export type PayAnomalyKind = keyof typeof PAY_ANOMALY_KINDS;

/** A refund's states, as WeChat Pay names them; PROCESSING until the provider's notification or answer settles it. */
export const PAY_REFUND_STATES = { PROCESSING: '申请中', SUCCESS: '退款成功', ABNORMAL: '退款异常', CLOSED: '已关闭' } as const;
export type PayRefundState = keyof typeof PAY_REFUND_STATES;

/** The refund of an anomaly's payment: always the whole of what was paid, back the way it came. */
export const payRefund = z.object({
  outRefundNo: z.string(),
  state: z.enum(Object.keys(PAY_REFUND_STATES) as [PayRefundState, ...PayRefundState[]]),
  amountFen: z.number().int(),
  reason: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  /** When the money reached the payer; null until then. */
  succeededAt: z.string().nullable(),
});
export type PayRefund = z.output<typeof payRefund>;

/** A payment that needs a person (a refund, or a correction): found at settlement or in the daily bill. */
export const payAnomaly = z.object({
  id: z.string(),
  /** The China date of the payment or of the bill it was found in (YYYY-MM-DD). */
  billDate: z.string(),
  outTradeNo: z.string(),
  kind: z.enum(Object.keys(PAY_ANOMALY_KINDS) as [PayAnomalyKind, ...PayAnomalyKind[]]),
  purpose: z.string(),
  bizId: z.string(),
  /** What the order was for (its description, with the business record's number); '' when there is no order here. */
  description: z.string(),
  /** The order's state here ('' when there is no order here). */
  localState: z.string(),
  localAmountFen: z.number().int(),
  /** The trade's state at the provider (SUCCESS, REFUND, ...). */
  providerState: z.string(),
  providerAmountFen: z.number().int(),
  transactionId: z.string(),
  note: z.string(),
  resolved: z.boolean(),
  resolution: z.string(),
  resolvedBy: z.string(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
  refund: payRefund.nullable(),
  /** A payment set aside here that finance may still send back through the provider. */
  refundable: z.boolean(),
});
export type PayAnomaly = z.output<typeof payAnomaly>;
const billDate = z.string({ error: '请选择对账日期' }).refine(isCalendarDay, '对账日期格式应为YYYY-MM-DD');
export const findPayAnomaliesInput = pageInput.extend({
  date: billDate.optional().or(z.literal('').transform(() => undefined)),
  /** Absent: all; false: those still to settle. */
  resolved: z.boolean().optional(),
});
export const resolvePayAnomalyInput = z.object({
  id: z.string({ error: '请选择差异记录' }).trim().min(1, '请选择差异记录').max(64),
  resolution: requiredText('处理说明', 500),
});
/** WeChat Pay shows the payer the reason, up to 80 characters. */
export const refundPayAnomalyInput = z.object({
  id: resolvePayAnomalyInput.shape.id,
  reason: requiredText('退款原因', 80),
});
/** Finance asks for a day's bill to be checked again (after the provider corrected it, or a missed day). */
export const reconcileInput = z.object({ date: billDate });
export const reconcileResult = z.object({ checked: z.number(), anomalies: z.number() });
/** WeChat Pay keeps bills for three months. */
export const RECONCILE_MAX_DAYS = 90;
export const payAnomalyPage = pageOf(payAnomaly);

/** Where the portal takes no QR payments (PAYMENT_PROVIDER=none): the pages offer bank transfer only, the server refuses a QR. */
export const NO_QR_PAY = '本平台未开通扫码支付，请通过银行转账缴费';
/** A fee above what one order of the payment provider may carry (WeChat Pay: a 32-bit amount in fen). */
export const QR_PAY_OVER_LIMIT = '应缴金额超过扫码支付的单笔上限，请通过银行转账缴费并上传缴费凭证';

/** The page's reference to a sandbox trade: its id and a MAC, so addresses cannot be guessed. */
export const sandboxTicketParams = z.object({ ticket: z.string({ error: '二维码无效' }).trim().min(1, '二维码无效').max(100, '二维码无效') });
export const sandboxPayResult = z.object({
  /** The sandbox trade after the press: SUCCESS once paid, CLOSED when it can no longer be paid. */
  state: z.enum(['SUCCESS', 'NOTPAY', 'CLOSED']),
});

const provider = endpointsWith({ spec: '§7 online inspection and payment: WeChat QR pay, and its sandbox when no merchant account is configured', access: 'public' });
const reconciling = endpointsWith({ spec: 'Beyond spec §7: finance of the inspection body settles what the daily bill check found', access: 'inspection.finance' });

export const paymentApi = {
  notify: provider({
    path: PAY_NOTIFY_PATH,
    title: '支付结果通知',
    // The signature covers the exact bytes sent, so the body is read as text, not parsed.
    encoding: 'text',
    callerSigned: true,
    output: 'json',
    bodyLimit: 64 * 1024,
  }),
  sandboxPage: provider({ path: '/api/pay/sandbox/:ticket', title: '沙箱支付页', ...queryGet, params: sandboxTicketParams, output: 'html' }),
  sandboxPay: provider({ path: '/api/pay/sandbox/:ticket/pay', title: '沙箱确认支付', params: sandboxTicketParams, output: sandboxPayResult, bodyLimit: 1024 }),
  findAnomalies: reconciling({ path: '/a/stone/pay/anomalies', title: '对账差异', input: findPayAnomaliesInput, output: payAnomalyPage }),
  resolveAnomaly: reconciling({ path: '/a/stone/pay/resolveAnomaly', title: '处理对账差异', input: resolvePayAnomalyInput, output: payAnomaly }),
  refundAnomaly: reconciling({ path: '/a/stone/pay/refundAnomaly', title: '对账差异退款', input: refundPayAnomalyInput, output: payAnomaly }),
  reconcile: reconciling({ path: '/a/stone/pay/reconcile', title: '重新对账', input: reconcileInput, output: reconcileResult }),
} as const;

/**
 * A payment provider: opens QR orders, reports where a trade stands, closes it, proves and reads its
 * notifications, and hands over its daily bill. WeChat Pay is one; the sandbox plays it inside the portal;
 * a non-tax revenue channel would be a third; 'none' takes no payment at all (bank transfers only). Amounts are fen,
 * integers.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'wechat' | 'none';
  /** The largest amount one order may carry, where the provider has a limit (fen). */
  readonly maxAmountFen?: number;
  /** Opens a QR (Native) order; `codeUrl` is what the QR code encodes. */
  createNative(o: NativeOrder): Promise<{ codeUrl: string }>;
  /** Where the trade stands at the provider; null when the provider has no such trade. */
  query(outTradeNo: string): Promise<ProviderTrade | null>;
  /** Makes an unpaid trade unpayable. */
  close(outTradeNo: string): Promise<void>;
  /** Proves a notification came from the provider and reads it; throws PaymentSignatureError otherwise. */
  verifyNotification(headers: NotificationHeaders, rawBody: string): Promise<PaidNotice>;
  /** Every trade of a China calendar day (YYYY-MM-DD) in the provider's bill; [] for a day without any. */
  fetchBill(date: string): Promise<BillLine[]>;
  /** Asks for money paid to go back to the payer; the same outRefundNo asked again is the same refund. */
  refund(r: RefundRequest): Promise<ProviderRefund>;
  /** Where a refund stands at the provider; null when the provider has no such refund. */
  queryRefund(outRefundNo: string): Promise<ProviderRefund | null>;
}

export interface RefundRequest {
  outRefundNo: string;
  outTradeNo: string;
  /** The provider's number for the payment refunded. */
  transactionId: string;
  amountFen: number;
  /** What the payment was for in all. */
  totalFen: number;
  /** Shown to the payer. */
  reason: string;
  notifyUrl: string;
}

/** SUCCESS, PROCESSING, ABNORMAL, CLOSED: WeChat's names, which other channels map to. */
export type RefundState = 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';

export interface ProviderRefund {
  outRefundNo: string;
  outTradeNo: string;
  /** The provider's own number for the refund. */
  refundId: string;
  state: RefundState;
  amountFen: number;
  /** ISO-8601 UTC; null until the money is back. */
  succeededAt: string | null;
}

/** The provider's name as people read it: the actor of what it reports, in audits and flow logs. */
export const PROVIDER_NAMES: Record<string, string> = { wechat: '微信支付', sandbox: '支付沙箱' };

export interface NativeOrder {
  outTradeNo: string;
  description: string;
  amountFen: number;
  expiresAt: Date;
  notifyUrl: string;
}

/** SUCCESS, NOTPAY, CLOSED, REFUND, REVOKED, USERPAYING, PAYERROR: WeChat's names, which other channels map to. */
export type TradeState = 'SUCCESS' | 'NOTPAY' | 'CLOSED' | 'REFUND' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';

export interface ProviderTrade {
  outTradeNo: string;
  state: TradeState;
  /** The order's total as the provider holds it. */
  amountFen: number;
  /** The provider's own number for the payment; '' until paid. */
  transactionId: string;
  /** ISO-8601 UTC; null until paid. */
  paidAt: string | null;
}

/** A notification's trade, once its signature is proven and its content decrypted. */
export interface PaidNotice extends ProviderTrade {
  /** The notification's own id and type (TRANSACTION.SUCCESS for a payment). */
  eventId: string;
  eventType: string;
  /** A refund's notification (REFUND.*): the refund it reports; null for a payment's. */
  refund: ProviderRefund | null;
}

export interface BillLine {
  outTradeNo: string;
  transactionId: string;
  /** SUCCESS for a payment, REFUND for a refund, REVOKED for a reversed one. */
  state: string;
  amountFen: number;
  refundFen: number;
  /** As the bill writes it (China time). */
  tradeTime: string;
}

export type NotificationHeaders = Record<string, string | string[] | undefined>;

/** A notification or an answer whose signature, timestamp or content cannot be proven: refused. */
export class PaymentSignatureError extends Error {
  constructor(
    message: string,
    /** 'missing': no signature at all; 'invalid': one that does not prove the message. */
    readonly reason: 'missing' | 'invalid',
  ) {
    super(message);
  }
}

/** The provider answered with a refusal (its code), or could not be reached ('NETWORK', 'TIMEOUT'). */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

/** A header's value whatever its case and whether it came once or repeated. */
export function headerOf(headers: NotificationHeaders | Headers, name: string): string {
  if (headers instanceof Headers) return headers.get(name) ?? '';
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** RFC 3339 in China time (2026-11-23T10:34:56+08:00), as WeChat writes and expects times. */
export function chinaRfc3339(d: Date): string {
  return `${new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

/** Fen from a yuan amount as written in bills ("12.30"), without passing through floating point. */
export function yuanTextToFen(text: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new PaymentProviderError('BAD_BILL', `账单金额无法识别：${text.slice(0, 20)}`);
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

/** The UTC instants a China calendar day runs between, as ISO text: [from, to). */
export function chinaDayRange(date: string): { from: string; to: string } {
  const start = Date.parse(`${date}T00:00:00+08:00`);
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000).toISOString() };
}

import { PaymentProviderError, PaymentSignatureError, type PaidNotice, type ProviderRefund, type ProviderTrade, type RefundState, type TradeState } from '../provider';
import { aesGcmDecrypt, type EncryptedResource } from './crypto';

/** A transaction as WeChat Pay's query answer and payment notification carry it (the fields read here). */
export interface WechatTransaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; payer_total?: number; currency?: string };
}

const STATES: readonly TradeState[] = ['SUCCESS', 'NOTPAY', 'CLOSED', 'REFUND', 'REVOKED', 'USERPAYING', 'PAYERROR'];

/** The trade as the provider interface states it; refuses one of another merchant or with no sensible state or amount. */
export function tradeOf(t: WechatTransaction, mchid: string): ProviderTrade {
  if (t.mchid !== mchid) throw new PaymentProviderError('BAD_ANSWER', '交易的商户号与本商户不符');
  const state = STATES.find((s) => s === t.trade_state);
  const total = t.amount?.total;
  if (!t.out_trade_no || !state || (total !== undefined && !Number.isSafeInteger(total))) throw new PaymentProviderError('BAD_ANSWER', '交易信息不完整');
  const paidAt = t.success_time ? new Date(t.success_time) : null;
  return {
    outTradeNo: t.out_trade_no,
    state,
    amountFen: total ?? 0,
    transactionId: t.transaction_id ?? '',
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt.toISOString() : null,
  };
}

/** A refund as WeChat Pay's refund answer, query and notification carry it (the fields read here). */
export interface WechatRefund {
  /** Only in a notification. */
  mchid?: string;
  out_refund_no?: string;
  out_trade_no?: string;
  refund_id?: string;
  /** The answer and the query call it status, the notification refund_status. */
  status?: string;
  refund_status?: string;
  success_time?: string;
  amount?: { refund?: number; total?: number };
}

const REFUND_STATES: readonly RefundState[] = ['SUCCESS', 'PROCESSING', 'ABNORMAL', 'CLOSED'];

/** The refund as the provider interface states it; refuses one with no sensible number, state or amount. */
export function refundOf(r: WechatRefund): ProviderRefund {
  const state = REFUND_STATES.find((s) => s === (r.status ?? r.refund_status));
  const amount = r.amount?.refund;
  if (!r.out_refund_no || !r.refund_id || !state || !Number.isSafeInteger(amount)) throw new PaymentProviderError('BAD_ANSWER', '退款信息不完整');
  const succeededAt = r.success_time ? new Date(r.success_time) : null;
  return {
    outRefundNo: r.out_refund_no,
    outTradeNo: r.out_trade_no ?? '',
    refundId: r.refund_id,
    state,
    amountFen: amount!,
    succeededAt: state === 'SUCCESS' && succeededAt && !Number.isNaN(succeededAt.getTime()) ? succeededAt.toISOString() : null,
  };
}

interface Notification {
  id?: string;
  event_type?: string;
  resource?: EncryptedResource & { original_type?: string };
}

/**
 * Reads a notification whose signature has been proven: decrypts its resource with the APIv3 key. Anything
 * that cannot be read is refused like a bad signature, so WeChat sends it again.
 */
export function decodeNotification(rawBody: string, apiV3Key: string, mchid: string): PaidNotice {
  let n: Notification;
  let t: WechatTransaction;
  try {
    n = JSON.parse(rawBody) as Notification;
    if (!n.resource?.ciphertext || !n.resource.nonce) throw new Error('no resource');
    t = JSON.parse(aesGcmDecrypt(apiV3Key, n.resource)) as WechatTransaction;
  } catch {
    throw new PaymentSignatureError('通知内容无法解密', 'invalid');
  }
  const eventType = n.event_type ?? '';
  const isRefund = eventType.startsWith('REFUND.');
  // A refund's resource has no trade state: as a trade it only says the trade is refunded.
  const trade = isRefund ? { ...t, trade_state: 'REFUND' } : t;
  try {
    return { ...tradeOf(trade, mchid), eventId: n.id ?? '', eventType, refund: isRefund ? refundOf(t) : null };
  } catch (e) {
    throw new PaymentSignatureError(e instanceof Error ? e.message : '通知内容不正确', 'invalid');
  }
}

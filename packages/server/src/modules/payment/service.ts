import {
  NO_QR_PAY,
  QR_PAY_OVER_LIMIT,
  PAY_ANOMALY_KINDS,
  PAY_QR_MINUTES,
  RECONCILE_MAX_DAYS,
  type Page,
  type PayAnomaly,
  type PayAnomalyKind,
  type PayPurpose,
} from '@portal/contract';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { AppError, badInput, businessError, notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/session/store';
import { addDays, chinaToday, newId, nowIso } from '../../platform/ids';
import { chinaDayRange, PaymentSignatureError, type NotificationHeaders, type ProviderTrade } from '../../platform/payment/provider';
import type { SandboxProvider } from '../../platform/payment/sandbox';
import { renderSandboxPage } from './page';
import { applyRefund, requestRefund, withRefunds } from './refund';
import * as repo from './repo';

export type { PayPurpose };

/** An open order this close to its end is not handed out again: the payer needs the time to scan and pay. */
const REUSE_MARGIN_MS = 2 * 60_000;
/** WeChat Pay makes a day's bill by 10:00 the next morning (China time). */
const BILL_READY_HOUR = 10;
/** A step under a record's lease makes a few provider calls of at most 10 s each; a holder that died frees it after this. */
const LEASE_MS = 60_000;
/** How long a request waits for another one's step on the same record before it gives up. */
const LEASE_WAIT_MS = 20_000;

/** The business side of a purpose: told, inside the settling transaction, that its record was paid. */
export interface PaymentTarget {
  /** Runs inside the transaction that marks the order paid; may throw to refuse (then the order stays unpaid and an anomaly is recorded). */
  paid(tx: AppContext, order: PayOrderView): Promise<void>;
}

export interface PayOrderView {
  outTradeNo: string;
  purpose: PayPurpose;
  bizId: string;
  amountFen: number;
  state: 'open' | 'paid' | 'closed' | 'expired';
  /** What the QR encodes: the provider's code_url (the sandbox's is a path of the portal when PUBLIC_BASE_URL is unset). */
  codeUrl: string;
  expiresAt: string;
  paidAt: string | null;
  transactionId: string;
  provider: string;
}

const viewOf = (r: repo.OrderRow): PayOrderView => ({
  outTradeNo: r.out_trade_no,
  purpose: r.purpose as PayPurpose,
  bizId: r.biz_id,
  amountFen: r.amount_fen,
  state: r.state as PayOrderView['state'],
  codeUrl: r.code_url,
  expiresAt: r.expires_at,
  paidAt: r.paid_at,
  transactionId: r.transaction_id,
  provider: r.provider,
});

const unavailable = () => businessError('支付服务暂时无法使用，请稍后再试');
const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
const expiredAt = (r: repo.OrderRow, now = Date.now()) => Date.parse(r.expires_at) <= now;

/** A unique index refused the write: another request got there first. */
function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Runs a step on a record's orders (open, renew, close, settle) while no other request, in any server process, runs
 * one on the same record: a lease row taken by one conditional upsert and polled for. Unlike a row lock it holds no
 * connection or transaction while the provider is called (the sandbox itself writes to the database).
 */
async function underLease<T>(ctx: AppContext, purpose: string, bizId: string, step: () => Promise<T>): Promise<T> {
  const holder = newId();
  const deadline = Date.now() + LEASE_WAIT_MS;
  while (!(await repo.takeLock(ctx.db, purpose, bizId, holder, nowIso(Date.now() + LEASE_MS), nowIso()))) {
    if (Date.now() > deadline) throw businessError('该业务正在处理缴费，请稍后再试');
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
  }
  try {
    return await step();
  } finally {
    await repo.releaseLock(ctx.db, purpose, bizId, holder);
  }
}

/** Our order number: P, the China time to the second, and 48 random bits (WeChat allows 6 to 32 letters and digits). */
function newTradeNo(now = Date.now()): string {
  const stamp = new Date(now + 8 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `P${stamp}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Reuses the open unexpired order of this biz with the same amount; otherwise closes the others and opens a new one at the provider. */
export async function openOrder(
  ctx: AppContext,
  o: { purpose: PayPurpose; bizId: string; payeeUnitId: string; amountFen: number; description: string; renew?: boolean },
): Promise<PayOrderView> {
  if (ctx.payment.name === 'none') throw businessError(NO_QR_PAY);
  if (!Number.isSafeInteger(o.amountFen) || o.amountFen <= 0) throw badInput('支付金额须为大于0的整数（分）');
  if (ctx.payment.maxAmountFen !== undefined && o.amountFen > ctx.payment.maxAmountFen) throw businessError(QR_PAY_OVER_LIMIT);
  const description = o.description.trim().slice(0, 127);
  if (!description) throw badInput('请填写支付说明');
  return underLease(ctx, o.purpose, o.bizId, () => openLocked(ctx, o, description));
}

/** openOrder's step under the record's lease: the old QR is closed at the provider before a new one is opened. */
async function openLocked(
  ctx: AppContext,
  o: { purpose: PayPurpose; bizId: string; payeeUnitId: string; amountFen: number; renew?: boolean },
  description: string,
): Promise<PayOrderView> {
  const paid = await repo.findPaidOrder(ctx.db, o.purpose, o.bizId);
  if (paid) return viewOf(paid);

  const now = Date.now();
  const open = await repo.findOpenOrders(ctx.db, o.purpose, o.bizId);
  const reusable = open.find((r) => r.amount_fen === o.amountFen && r.code_url !== '' && r.provider === ctx.payment.name && Date.parse(r.expires_at) - now > REUSE_MARGIN_MS);
  if (reusable && !o.renew) return viewOf(reusable);
  for (const r of open) {
    const settled = await retire(ctx, r);
    if (settled) return viewOf(settled);
  }

  const outTradeNo = newTradeNo(now);
  const expiresAt = new Date(now + PAY_QR_MINUTES * 60_000);
  const stamp = nowIso(now);
  try {
    await repo.insertOrder(ctx.db, {
      id: newId(),
      out_trade_no: outTradeNo,
      purpose: o.purpose,
      biz_id: o.bizId,
      unit_id: o.payeeUnitId,
      amount_fen: o.amountFen,
      description,
      provider: ctx.payment.name,
      state: 'open',
      code_url: '',
      expires_at: expiresAt.toISOString(),
      paid_at: null,
      paid_amount_fen: null,
      created_at: stamp,
      updated_at: stamp,
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // Only when a lease ran out under a step that still went on.
    throw businessError('正在生成支付二维码，请稍后刷新');
  }
  try {
    const { codeUrl } = await ctx.payment.createNative({ outTradeNo, description, amountFen: o.amountFen, expiresAt, notifyUrl: ctx.config.payment.notifyUrl });
    await repo.setCodeUrl(ctx.db, outTradeNo, codeUrl);
  } catch {
    // The provider may have made the order before its answer was lost: closed here, and there when it can be
    // reached, nobody holds its QR; a payment on it anyway would be settled as a late one.
    await repo.leaveOpen(ctx.db, outTradeNo, 'closed');
    void ctx.payment.close(outTradeNo).catch(() => undefined);
    throw unavailable();
  }
  return viewOf((await repo.findOrder(ctx.db, outTradeNo))!);
}

/**
 * Takes an open order out of use before a new one is opened: asks the provider first, so a payment that has
 * just been made is settled rather than closed. Returns the paid order when that is what it found.
 */
async function retire(ctx: AppContext, r: repo.OrderRow): Promise<repo.OrderRow | null> {
  const expired = expiredAt(r);
  // Left without its QR by a step that died after asking the provider: closed there too, in case it was made.
  if (r.provider === ctx.payment.name && !r.code_url) await ctx.payment.close(r.out_trade_no).catch(() => undefined);
  if (r.provider === ctx.payment.name && r.code_url) {
    let trade: ProviderTrade | null = null;
    try {
      trade = await ctx.payment.query(r.out_trade_no);
    } catch {
      // An expired QR can no longer be paid, whatever the provider would say; a live one must not be left payable.
      if (!expired) throw unavailable();
    }
    if (trade?.state === 'SUCCESS') {
      await settleLocked(ctx, trade);
      const paid = await repo.findPaidOrder(ctx.db, r.purpose, r.biz_id);
      if (paid) return paid;
    } else if (trade?.state === 'USERPAYING') throw businessError('该二维码正在支付中，请完成支付后再刷新');
    else if (trade?.state === 'NOTPAY' && !expired) {
      try {
        await ctx.payment.close(r.out_trade_no);
      } catch {
        throw unavailable();
      }
    }
  }
  await repo.leaveOpen(ctx.db, r.out_trade_no, expired ? 'expired' : 'closed');
  return null;
}

/** The latest order of a biz; an open one past its time or still unpaid is checked with the provider (query), so a lost callback does not leave it hanging. */
export async function findLatestOrder(ctx: AppContext, purpose: PayPurpose, bizId: string): Promise<PayOrderView | null> {
  // The order that paid is the one that counts, even when a newer QR was opened after it.
  const paid = await repo.findPaidOrder(ctx.db, purpose, bizId);
  if (paid) return viewOf(paid);
  const r = await repo.findLatestOrder(ctx.db, purpose, bizId);
  if (!r || r.state !== 'open') return r ? viewOf(r) : null;
  await checkOpen(ctx, r);
  return viewOf((await repo.findPaidOrder(ctx.db, purpose, bizId)) ?? (await repo.findOrder(ctx.db, r.out_trade_no))!);
}

async function checkOpen(ctx: AppContext, r: repo.OrderRow): Promise<void> {
  const expired = expiredAt(r);
  // Still being made (no QR yet), or made at a provider no longer configured: only time can end it.
  if (r.provider !== ctx.payment.name || !r.code_url) {
    if (expired && r.code_url) await repo.leaveOpen(ctx.db, r.out_trade_no, 'expired');
    return;
  }
  let trade: ProviderTrade | null;
  try {
    trade = await ctx.payment.query(r.out_trade_no);
  } catch {
    return; // unreachable: the order stands as it is, and is asked again next time
  }
  if (trade?.state === 'SUCCESS') await settle(ctx, trade);
  else if (trade?.state === 'CLOSED' || trade?.state === 'REVOKED') await repo.leaveOpen(ctx.db, r.out_trade_no, 'closed');
  else if (expired && trade?.state !== 'USERPAYING') await repo.leaveOpen(ctx.db, r.out_trade_no, 'expired');
}

/** Closes every open order of a biz (fee re-set, application withdrawn), in the caller's transaction where given. */
export async function closeOrders(ctx: AppContext, purpose: PayPurpose, bizId: string): Promise<void> {
  // Inside the caller's transaction the provider is told after it: the sandbox's own write would wait for it (SQLite
  // has one writer), and WeChat should not be held up by it. Until then, or if telling fails, a payment on these
  // orders is a late one, settled only if the record still takes it; the QR dies at its expiry anyway.
  if (ctx.db.isTransaction) {
    const closed = await repo.closeOpenOrders(ctx.db, purpose, bizId);
    if (closed.length) setImmediate(() => void closeAtProvider(ctx, closed));
    return;
  }
  await underLease(ctx, purpose, bizId, async () => closeAtProvider(ctx, await repo.closeOpenOrders(ctx.db, purpose, bizId)));
}

async function closeAtProvider(ctx: AppContext, outTradeNos: string[]): Promise<void> {
  for (const no of outTradeNos) await ctx.payment.close(no).catch(() => undefined);
}

/** A refusal by the purpose's target, told apart from a failure of the settlement itself. */
class Refusal extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

type Settlement = 'paid' | 'duplicate' | 'anomaly' | 'ignored';

/** What the provider says was paid, as an anomaly row needs it. */
type Seen = Pick<ProviderTrade, 'amountFen' | 'transactionId' | 'paidAt'> & { outTradeNo: string; state: string };

async function recordAnomaly(ctx: AppContext, kind: PayAnomalyKind, order: repo.OrderRow | null, t: Seen, note: string, billDate?: string): Promise<void> {
  await repo.insertAnomaly(ctx.db, {
    bill_date: billDate ?? chinaToday(t.paidAt ? Date.parse(t.paidAt) : Date.now()),
    out_trade_no: t.outTradeNo,
    kind,
    purpose: order?.purpose ?? '',
    biz_id: order?.biz_id ?? '',
    local_state: order?.state ?? '',
    local_amount_fen: order?.amount_fen ?? 0,
    provider: order?.provider ?? ctx.payment.name,
    provider_state: t.state,
    provider_amount_fen: t.amountFen,
    transaction_id: t.transactionId,
    note,
  });
}

/** A payment the order will not take: kept on the order, the order out of use, and the anomaly recorded for a person. */
async function setAside(ctx: AppContext, order: repo.OrderRow, t: ProviderTrade, kind: PayAnomalyKind, note: string): Promise<'anomaly'> {
  await repo.notePayment(ctx.db, order.out_trade_no, t);
  await repo.leaveOpen(ctx.db, order.out_trade_no, 'closed');
  await recordAnomaly(ctx, kind, order, t, note);
  return 'anomaly';
}

/**
 * Settles a payment the provider has proven (notification, query or bill). In one transaction: the conditional
 * update that marks the order paid (only if not paid yet and for the order's amount), then the purpose's target.
 * A second delivery finds it paid and does nothing; a payment of another amount, a second payment of the same
 * record, or one the target refuses leaves the order unpaid and records an anomaly (a refund for a person).
 */
async function settle(ctx: AppContext, t: ProviderTrade): Promise<Settlement> {
  if (t.state !== 'SUCCESS') return 'ignored';
  const order = await repo.findOrder(ctx.db, t.outTradeNo);
  if (!order) return settleLocked(ctx, t);
  return underLease(ctx, order.purpose, order.biz_id, () => settleLocked(ctx, t));
}

/** settle's step, under the lease of the order's record. */
async function settleLocked(ctx: AppContext, t: ProviderTrade): Promise<Settlement> {
  const order = await repo.findOrder(ctx.db, t.outTradeNo);
  if (!order) {
    await recordAnomaly(ctx, 'missingHere', null, t, '支付成功的订单号在本地不存在');
    return 'anomaly';
  }
  if (order.state === 'paid') return 'duplicate';
  if (t.amountFen !== order.amount_fen) return setAside(ctx, order, t, 'amountMismatch', `订单金额${yuan(order.amount_fen)}元，实付${yuan(t.amountFen)}元`);
  const target = ctx.modules.payments[order.purpose as PayPurpose] as PaymentTarget | undefined;
  // Unknown purpose: a fault of this server, answered as one, so the provider delivers again once it is mended.
  if (!target) throw new Error(`no payment target for purpose ${order.purpose}`);

  let closed: string[] = [];
  let outcome: 'paid' | 'duplicate' | 'paidTwice';
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      // One order of locks: the record's orders (by id), then the business record (its target), nothing else.
      if (ctx.config.database.kind === 'postgres') await repo.lockOrders(trx, order.purpose, order.biz_id);
      const other = await repo.findPaidOrder(trx, order.purpose, order.biz_id);
      if (other) return other.out_trade_no === order.out_trade_no ? 'duplicate' : 'paidTwice';
      if (!(await repo.markPaid(trx, order.out_trade_no, order.amount_fen, { transactionId: t.transactionId, paidAt: t.paidAt ?? nowIso() }))) return 'duplicate';
      const paid = (await repo.findOrder(trx, order.out_trade_no))!;
      try {
        await target.paid({ ...ctx, db: trx }, viewOf(paid));
      } catch (e) {
        throw new Refusal(e);
      }
      // The record is paid: any other QR of it must not take a second payment.
      closed = await repo.closeOpenOrders(trx, order.purpose, order.biz_id);
      return 'paid';
    });
  } catch (e) {
    if (e instanceof Refusal) {
      const late = order.state !== 'open';
      return setAside(ctx, order, t, late ? 'paidButClosed' : 'refused', `业务不接受此笔支付：${e.message}`.slice(0, 500));
    }
    // Two payments of one record settling at once: the paid-once index let one through.
    if (!isUniqueViolation(e)) throw e;
    outcome = 'paidTwice';
  }
  if (outcome === 'paidTwice') return setAside(ctx, order, t, 'paidTwice', '该业务已由另一笔订单支付，此笔需退款');
  if (outcome === 'paid') await closeAtProvider(ctx, closed);
  return outcome;
}

export interface NotifyAnswer {
  /** 204: received (also when it was a duplicate); 400/401: not proven, so the provider sends it again. */
  status: 204 | 400 | 401;
  body: { code: 'FAIL'; message: string } | null;
}

/** The provider's notification, as received: proven and read by the provider, then settled. */
export async function handleNotification(ctx: AppContext, headers: NotificationHeaders, rawBody: string): Promise<NotifyAnswer> {
  let notice;
  try {
    notice = await ctx.payment.verifyNotification(headers, rawBody);
  } catch (e) {
    if (e instanceof PaymentSignatureError) return { status: e.reason === 'missing' ? 400 : 401, body: { code: 'FAIL', message: e.message } };
    throw e;
  }
  if (notice.eventType.startsWith('TRANSACTION.')) await settle(ctx, notice);
  else if (notice.refund) await applyRefund(ctx, notice.refund);
  return { status: 204, body: null };
}

/** China time as bills write it (2026-11-23 10:34:56) to ISO UTC. */
function billTimeToIso(text: string): string | null {
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * Checks a day's bill (China date) against our orders: a payment there but not here is settled as a lost
 * notification would have been; what cannot be settled, and what is paid here but absent there, is recorded
 * as an anomaly. Refund lines are not payments and are left to the refund process.
 */
export async function reconcile(ctx: AppContext, date: string): Promise<{ checked: number; anomalies: number }> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw badInput('对账日期格式应为YYYY-MM-DD');
  const lines = (await ctx.payment.fetchBill(date)).filter((l) => l.state === 'SUCCESS');
  const inBill = new Set<string>();
  let anomalies = 0;
  for (const line of lines) {
    inBill.add(line.outTradeNo);
    const trade: ProviderTrade = {
      outTradeNo: line.outTradeNo,
      state: 'SUCCESS',
      amountFen: line.amountFen,
      transactionId: line.transactionId,
      paidAt: billTimeToIso(line.tradeTime),
    };
    const order = await repo.findOrder(ctx.db, line.outTradeNo);
    if (order?.state === 'paid') {
      if (order.paid_amount_fen !== line.amountFen || order.transaction_id !== line.transactionId) {
        await recordAnomaly(ctx, 'amountMismatch', order, trade, `本地记录${yuan(order.paid_amount_fen ?? 0)}元，对账单${yuan(line.amountFen)}元`, date);
        anomalies++;
      }
      continue;
    }
    // Already set aside at settlement: the anomaly is there.
    if (order && (await repo.hasAnomaly(ctx.db, order.out_trade_no))) {
      anomalies++;
      continue;
    }
    if (!order) {
      await recordAnomaly(ctx, 'missingHere', null, trade, '对账单中的订单号在本地不存在', date);
      anomalies++;
      continue;
    }
    if ((await settle(ctx, trade)) === 'anomaly') anomalies++;
  }
  const { from, to } = chinaDayRange(date);
  const paidHere = await repo.findPaidBetween(ctx.db, ctx.payment.name, from, to);
  for (const order of paidHere.filter((o) => !inBill.has(o.out_trade_no))) {
    const seen: Seen = { outTradeNo: order.out_trade_no, state: '', amountFen: 0, transactionId: order.transaction_id, paidAt: order.paid_at };
    await recordAnomaly(ctx, 'paidHereNotThere', order, seen, '本地已支付，对账单中无此交易', date);
    anomalies++;
  }
  const checked = inBill.size + paidHere.filter((o) => !inBill.has(o.out_trade_no)).length;
  await repo.recordReconciliation(ctx.db, { bill_date: date, provider: ctx.payment.name, checked, anomalies });
  return { checked, anomalies };
}

/** The daily job's step: yesterday's bill, once, when the provider has made it. */
export async function reconcileYesterday(ctx: AppContext, now = Date.now()): Promise<void> {
  if (ctx.payment.name === 'none') return;
  if (new Date(now + 8 * 3600_000).getUTCHours() < BILL_READY_HOUR) return;
  const date = addDays(chinaToday(now), -1);
  if (await repo.findReconciliation(ctx.db, date)) return;
  await reconcile(ctx, date);
}

const anomalyOf = (r: repo.AnomalyRow): Omit<PayAnomaly, 'refund' | 'refundable'> => ({
  id: r.id,
  billDate: r.bill_date,
  outTradeNo: r.out_trade_no,
  kind: (r.kind in PAY_ANOMALY_KINDS ? r.kind : 'missingHere') as PayAnomalyKind,
  purpose: r.purpose,
  bizId: r.biz_id,
  localState: r.local_state,
  localAmountFen: r.local_amount_fen,
  providerState: r.provider_state,
  providerAmountFen: r.provider_amount_fen,
  transactionId: r.transaction_id,
  description: r.description,
  note: r.note,
  resolved: r.resolved === 1,
  resolution: r.resolution,
  resolvedBy: r.resolved_by,
  resolvedAt: r.resolved_at,
  createdAt: r.created_at,
});

/** Payments that need a person, newest first: those paid to the caller's unit, and trades that match no order here. */
export async function findAnomalies(ctx: AppContext, s: SessionContext, q: { pageNo: number; pageSize: number; date?: string; resolved?: boolean }): Promise<Page<PayAnomaly>> {
  const { rows, count } = await repo.findAnomalyPage(ctx.db, s.unitId, q);
  return { list: await withRefunds(ctx, rows, anomalyOf), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** One anomaly of the caller's body (or matching no order here), as finance sees it. */
export async function findAnomaly(ctx: AppContext, s: SessionContext, id: string): Promise<PayAnomaly> {
  const found = await repo.findAnomaly(ctx.db, s.unitId, id);
  if (!found) throw notFound('差异记录');
  return (await withRefunds(ctx, [found], anomalyOf))[0];
}

/** Finance sends an anomaly's payment back (refund.ts); the sandbox's refund notification reaches the same handler WeChat's do. */
export async function refundAnomaly(ctx: AppContext, s: SessionContext, id: string, reason: string, ip: string): Promise<PayAnomaly> {
  const notification = await requestRefund(ctx, s, id, reason, ip);
  if (notification) {
    const answer = await handleNotification(ctx, notification.headers, notification.body);
    if (answer.status !== 204) throw new Error(`sandbox refund notification refused: ${answer.body?.message ?? answer.status}`);
  }
  return findAnomaly(ctx, s, id);
}

/** Finance records how it settled an anomaly (refunded, corrected by hand); a settled one stays as it was settled. */
export async function resolveAnomaly(ctx: AppContext, s: SessionContext, id: string, resolution: string, ip: string): Promise<PayAnomaly> {
  const found = await repo.findAnomaly(ctx.db, s.unitId, id);
  if (!found) throw notFound('差异记录');
  if (found.resolved === 1) throw businessError('该差异已处理');
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.resolveAnomaly(trx, id, { resolution, resolved_by: s.userName.slice(0, 64), resolved_at: nowIso() }))) throw businessError('该差异已处理');
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'payment.resolveAnomaly', target: id, detail: { outTradeNo: found.out_trade_no }, ip });
  });
  return findAnomaly(ctx, s, id);
}

/** Finance checks a past day's bill again (a missed day, or a bill the provider corrected); what was found before stays found once. */
export async function reconcileDay(ctx: AppContext, date: string): Promise<{ checked: number; anomalies: number }> {
  const today = chinaToday();
  if (date >= today) throw badInput('只能核对今天以前的对账单');
  if (date < addDays(today, -RECONCILE_MAX_DAYS)) throw badInput(`只能核对最近${RECONCILE_MAX_DAYS}天的对账单`);
  try {
    return await reconcile(ctx, date);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw unavailable();
  }
}

const sandboxOf = (ctx: AppContext): SandboxProvider | null => (ctx.payment.name === 'sandbox' ? (ctx.payment as SandboxProvider) : null);

/** The sandbox's pay page: payee, description and amount of the trade its ticket names, and the button. */
export async function sandboxPage(ctx: AppContext, ticket: string): Promise<{ status: number; html: string }> {
  const trade = await sandboxOf(ctx)?.describe(ticket);
  return { status: trade ? 200 : 404, html: renderSandboxPage(trade ?? null) };
}

/** The sandbox page's button: pays the trade and hands its signed notification to the same handler WeChat's reach. */
export async function sandboxPay(ctx: AppContext, ticket: string): Promise<{ state: 'SUCCESS' | 'NOTPAY' | 'CLOSED' }> {
  const r = await sandboxOf(ctx)?.pay(ticket);
  if (!r) throw notFound('支付订单');
  if (r.notification) {
    const answer = await handleNotification(ctx, r.notification.headers, r.notification.body);
    if (answer.status !== 204) throw new Error(`sandbox notification refused: ${answer.body?.message ?? answer.status}`);
  }
  return { state: r.state };
}

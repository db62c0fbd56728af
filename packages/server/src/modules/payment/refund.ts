import { fenToYuan, type PayAnomaly, type PayAnomalyKind, type PayRefund, type PayRefundState } from '@portal/contract';
import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import type { Database } from '../../platform/db';
import type { PayRefundTable } from '../../platform/db/schema';
import { businessError, notFound } from '../../platform/http/errors';
import { idsOf, newId, nowIso } from '../../platform/ids';
import { PaymentProviderError, PROVIDER_NAMES, type ProviderRefund } from '../../platform/payment/provider';
import type { SandboxProvider, SignedNotification } from '../../platform/payment/sandbox';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './repo';

/**
 * Refunds of payments set aside as anomalies: finance sends the whole payment back through the provider that took
 * it, once per anomaly; the provider's answer or its refund notification settles the refund and the anomaly.
 */

type RefundRow = Selectable<PayRefundTable>;

/** Payments the settlement kept off their record: the money is here and belongs to nobody's bill. */
const SET_ASIDE: readonly PayAnomalyKind[] = ['amountMismatch', 'paidButClosed', 'paidTwice', 'refused'];

/**
 * A payment the provider took on an order of this portal and the settlement set aside (not an order that paid its
 * record, whose amount the daily bill merely disputes), not yet settled by hand.
 */
const isSetAside = (a: repo.AnomalyRow) =>
  SET_ASIDE.includes(a.kind as PayAnomalyKind) &&
  a.local_state !== '' &&
  a.local_state !== 'paid' &&
  a.provider_state === 'SUCCESS' &&
  a.transaction_id !== '' &&
  a.provider_amount_fen > 0;

/** A request the provider never answered may be sent again under its own number; any other stands. */
const unanswered = (r: RefundRow) => r.state === 'PROCESSING' && r.refund_id === '';

/** An unanswered request is sent again only after this long: a second request while the first is on its way is not a retry. */
const RESEND_AFTER_MS = 60_000;

const refundOf = (r: RefundRow): PayRefund => ({
  outRefundNo: r.out_refund_no,
  state: r.state as PayRefundState,
  amountFen: r.amount_fen,
  reason: r.reason,
  requestedBy: r.requested_by_name,
  requestedAt: r.requested_at,
  succeededAt: r.succeeded_at,
});

const findByAnomalies = (db: Database, ids: string[]) => (ids.length ? db.selectFrom('pay_refunds').selectAll().where('anomaly_id', 'in', ids).execute() : Promise.resolve([]));

/** Anomalies as finance sees them: each with its refund, and whether it can be refunded now. */
export async function withRefunds(ctx: AppContext, rows: repo.AnomalyRow[], view: (r: repo.AnomalyRow) => Omit<PayAnomaly, 'refund' | 'refundable'>): Promise<PayAnomaly[]> {
  const refunds = new Map((await findByAnomalies(ctx.db, idsOf(rows))).map((r) => [r.anomaly_id, r]));
  return rows.map((a) => {
    const refund = refunds.get(a.id);
    return { ...view(a), refund: refund ? refundOf(refund) : null, refundable: a.resolved === 0 && isSetAside(a) && (!refund || unanswered(refund)) };
  });
}

/** Our refund number: R, the China time to the second, and 48 random bits (WeChat allows up to 64 letters and digits). */
function newRefundNo(now = Date.now()): string {
  const stamp = new Date(now + 8 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
  return `R${stamp}${randomBytes(6).toString('hex').toUpperCase()}`;
}

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Finance of the body paid sends an anomaly's payment back, whole, with a reason the payer sees. Recorded (and
 * audited) before the provider is asked, so a second request finds it; a refusal the provider proves removes the
 * request again, so the anomaly stays refundable; an answer lost on the way leaves it to be sent again under the
 * same number a minute later, which the provider takes as the same refund. Returns the sandbox's refund notification, to be delivered.
 */
export async function requestRefund(ctx: AppContext, s: SessionContext, id: string, reason: string, ip: string): Promise<SignedNotification | null> {
  const a = await repo.findAnomaly(ctx.db, s.unitId, id);
  const order = a && (await repo.findOrder(ctx.db, a.out_trade_no));
  // The anomaly of a trade matching no order here is listed for every body's finance, but it was paid to none of them.
  if (!a || !order || order.unit_id !== s.unitId) throw notFound('差异记录');
  if (a.resolved === 1) throw businessError('该差异已处理');
  if (!isSetAside(a)) throw businessError('该差异不是待退回的支付，请核实后记录处理结果');
  if (a.provider !== ctx.payment.name) throw businessError('该笔支付不是由当前支付渠道收取的，请在原支付平台退款后记录处理结果');

  let row = (await findByAnomalies(ctx.db, [id]))[0];
  if (row && (!unanswered(row) || Date.now() - Date.parse(row.requested_at) < RESEND_AFTER_MS)) throw businessError('该差异已申请退款');
  if (!row) {
    const stamp = nowIso();
    const values: Insertable<PayRefundTable> = {
      id: newId(),
      anomaly_id: id,
      out_refund_no: newRefundNo(),
      out_trade_no: a.out_trade_no,
      transaction_id: a.transaction_id,
      provider: a.provider,
      amount_fen: a.provider_amount_fen,
      total_fen: a.provider_amount_fen,
      reason,
      state: 'PROCESSING',
      requested_by: s.userId,
      requested_by_name: s.userName.slice(0, 64),
      requested_at: stamp,
      succeeded_at: null,
      updated_at: stamp,
    };
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('pay_refunds').values(values).execute();
        await writeAudit(trx, {
          actorId: s.userId,
          actorName: s.userName,
          action: 'payment.refund',
          target: id,
          detail: { outTradeNo: a.out_trade_no, outRefundNo: values.out_refund_no, amountFen: values.amount_fen, reason },
          ip,
        });
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw businessError('该差异已申请退款');
      throw e;
    }
    row = (await findByAnomalies(ctx.db, [id]))[0]!;
  }

  let answer: ProviderRefund;
  try {
    answer = await ctx.payment.refund({
      outRefundNo: row.out_refund_no,
      outTradeNo: row.out_trade_no,
      transactionId: row.transaction_id,
      amountFen: row.amount_fen,
      totalFen: row.total_fen,
      reason: row.reason,
      notifyUrl: ctx.config.payment.notifyUrl,
    });
  } catch (e) {
    if (e instanceof PaymentProviderError && e.status >= 400 && e.status < 500) {
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('pay_refunds').where('id', '=', row.id).where('refund_id', '=', '').execute();
        await writeAudit(trx, {
          actorId: s.userId,
          actorName: s.userName,
          action: 'payment.refundRefused',
          target: id,
          detail: { outRefundNo: row.out_refund_no, code: e.code, message: e.message },
          ip,
        });
      });
      throw businessError(`支付平台未受理退款：${e.message}`);
    }
    throw businessError('退款申请已发出，但支付平台暂无应答。请稍后刷新查看；仍为“申请中”时可再次提交，不会重复退款');
  }
  await applyRefund(ctx, answer);
  // The sandbox plays the bank too: the money reaches the payer at once, and its notification comes as WeChat's would.
  const sandbox = ctx.payment.name === 'sandbox' ? (ctx.payment as SandboxProvider) : null;
  return sandbox && answer.state === 'PROCESSING' ? sandbox.completeRefund(answer.outRefundNo) : null;
}

/**
 * Records where a refund stands, from the provider's answer or its notification (proven by then). A refund moves
 * once out of 申请中; when the money is back, the anomaly is settled as refunded, in the same transaction.
 */
export async function applyRefund(ctx: AppContext, r: ProviderRefund): Promise<void> {
  const row = await ctx.db.selectFrom('pay_refunds').selectAll().where('out_refund_no', '=', r.outRefundNo).executeTakeFirst();
  // Not ours (refunded at the merchant platform by hand), or already settled: nothing to record.
  if (!row || row.state !== 'PROCESSING') return;
  const stamp = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('pay_refunds')
      .set({ state: r.state, refund_id: r.refundId, succeeded_at: r.succeededAt ?? (r.state === 'SUCCESS' ? stamp : null), updated_at: stamp })
      .where('id', '=', row.id)
      .where('state', '=', 'PROCESSING')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1 || r.state === 'PROCESSING') return;
    await writeAudit(trx, {
      actorId: '',
      actorName: PROVIDER_NAMES[row.provider] ?? row.provider,
      action: 'payment.refundSettled',
      target: row.anomaly_id,
      detail: { outRefundNo: r.outRefundNo, refundId: r.refundId, state: r.state, amountFen: r.amountFen },
      ip: '',
    });
    if (r.state === 'SUCCESS')
      await repo.resolveAnomaly(trx, row.anomaly_id, {
        resolution: `已原路退款${fenToYuan(row.amount_fen)}元（退款单号 ${row.out_refund_no}）：${row.reason}`,
        resolved_by: row.requested_by_name,
        resolved_at: r.succeededAt ?? stamp,
      });
  });
}

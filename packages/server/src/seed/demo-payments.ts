import { PAY_QR_MINUTES } from '@portal/contract';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { reconcile, refundAnomaly } from '../modules/payment/service';
import { addDays, chinaToday, newId } from '../platform/ids';
import { actor, IP } from './demo-actors';

/** The day whose bill the demo found its anomalies in: not yesterday, which the daily job checks itself on a fresh start. */
const DAYS_BACK = 3;

type Apply = { id: string; apply_no: string; paid_fen: number };

/**
 * Payments for the inspection body's finance to settle (检验业务 › 对账差异), found as the daily job finds them: a past
 * day's sandbox bill checked against the orders here. A QR payment of another amount on an application the unit then
 * paid by transfer (refunded through the sandbox, so already settled), a payment recorded here that the bill lacks, a second
 * payment on an earlier QR of an application already paid (left for finance to refund), and a trade in the bill that matches
 * no order here. Only with the sandbox provider: a real provider's bill is not the demo's to write.
 */
export async function seedPayAnomalies(ctx: AppContext): Promise<void> {
  if (ctx.payment.name !== 'sandbox') return;
  const finance = await actor(ctx, 'caiwu', 'inspect');
  const day = addDays(chinaToday(), -DAYS_BACK);
  const at = (time: string) => new Date(`${day}T${time}+08:00`).toISOString();
  const digits = (n: number) => randomBytes(8).readBigUInt64BE().toString().padStart(20, '0').slice(0, n);
  // As the payment service and the sandbox number them: P + China time + random, SANDBOX + date + serial.
  const tradeNo = (time: string) => `P${day.replaceAll('-', '')}${time.replaceAll(':', '')}${randomBytes(6).toString('hex').toUpperCase()}`;
  const transactionId = () => `SANDBOX${day.replaceAll('-', '')}${digits(14)}`;

  const applies = await ctx.db
    .selectFrom('inspection_applies')
    .select(['id', 'apply_no', 'paid_fen', 'state'])
    .where('org_unit_id', '=', finance.unitId)
    .where('state', 'in', ['paid', 'completed'])
    .where('paid_fen', '>', 1000)
    .orderBy('apply_no')
    .execute();
  const paidByTransfer = applies.find((a) => a.state === 'paid');
  const completed = applies.find((a) => a.state === 'completed');

  /** The order the unit's QR was made for, as the payment service keeps it. */
  const order = async (a: Apply, no: string, created: string, paid: { at: string; transactionId: string } | null) => {
    await ctx.db
      .insertInto('pay_orders')
      .values({
        id: newId(),
        out_trade_no: no,
        purpose: 'inspection',
        biz_id: a.id,
        unit_id: finance.unitId,
        amount_fen: a.paid_fen,
        description: `特种设备检验费 ${a.apply_no}`,
        provider: ctx.payment.name,
        state: paid ? 'paid' : 'closed',
        code_url: '',
        expires_at: new Date(Date.parse(created) + PAY_QR_MINUTES * 60_000).toISOString(),
        transaction_id: paid?.transactionId ?? '',
        paid_at: paid?.at ?? null,
        paid_amount_fen: paid ? a.paid_fen : null,
        created_at: created,
        updated_at: paid?.at ?? created,
      })
      .execute();
  };
  /** A successful trade in the sandbox's own books, which its bill lists. */
  const trade = (no: string, description: string, amountFen: number, paidAt: string) =>
    ctx.db
      .insertInto('pay_sandbox_trades')
      .values({
        id: newId(),
        out_trade_no: no,
        description,
        amount_fen: amountFen,
        state: 'SUCCESS',
        transaction_id: transactionId(),
        notify_url: '',
        expires_at: new Date(Date.parse(paidAt) + PAY_QR_MINUTES * 60_000).toISOString(),
        paid_at: paidAt,
        created_at: paidAt,
      })
      .execute();

  // Paid 5 yuan short on a QR the unit gave up on for a bank transfer: refunded in full.
  let refunded = '';
  if (paidByTransfer) {
    refunded = tradeNo('09:31:08');
    await order(paidByTransfer, refunded, at('09:31:08'), null);
    await trade(refunded, `特种设备检验费 ${paidByTransfer.apply_no}`, paidByTransfer.paid_fen - 500, at('09:33:52'));
  }
  // Settled here (a notification came) but absent from the provider's bill.
  if (completed) await order(completed, tradeNo('10:12:30'), at('10:12:30'), { at: at('10:14:05'), transactionId: transactionId() });
  // Paid again on an earlier QR of the same application after it was paid: taken twice, for finance to refund.
  if (completed) {
    const twice = tradeNo('10:20:11');
    await order(completed, twice, at('10:20:11'), null);
    await trade(twice, `特种设备检验费 ${completed.apply_no}`, completed.paid_fen, at('10:21:40'));
  }
  // Paid at the provider on an order number this portal never made.
  await trade(tradeNo('16:05:41'), '特种设备检验费', 38000, at('16:05:41'));

  await reconcile(ctx, day);

  if (!refunded) return;
  const mismatch = await ctx.db.selectFrom('pay_anomalies').select('id').where('out_trade_no', '=', refunded).executeTakeFirstOrThrow();
  await refundAnomaly(ctx, finance, mismatch.id, '已改以银行转账缴费，二维码少付的款项原路退回', IP);
}

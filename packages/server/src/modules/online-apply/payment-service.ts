import { fenToYuan, type InspectionApplyRecord, type PayOrderState, type updatePayCertInput } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badInput, businessError, notFound } from '../../platform/http/errors';
import { nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { listForObject } from '../attachment/service';
import { closeOrders, findLatestOrder, openOrder, type PaymentTarget, type PayOrderView } from '../payment/service';
import { PROVIDER_NAMES } from '../../platform/payment/provider';
import { applyStep, applyStepIn } from '../workflow/service';
import { filing, type Row } from './common';
import { getOwn } from './read-service';
import * as repo from './repo';

/** What is to be paid for an application and what was paid. */
export const feeNotice = (r: InspectionApplyRecord) => ({
  applyNo: r.applyNo,
  acceptNo: r.acceptNo,
  orgName: r.orgName,
  fees: r.fees,
  standardFen: r.standardFen,
  reliefFen: r.reliefFen,
  payableFen: r.payableFen,
  state: r.state,
  payMethod: r.payMethod,
  paidFen: r.paidFen,
  paidAt: r.paidAt,
  transactionId: r.transactionId,
});

/** The fee notice of the unit's application (spec getChargeInspectionFee). */
export async function chargeNotice(ctx: AppContext, s: SessionContext, id: string) {
  const r = await getOwn(ctx, s, id);
  if (!r.feeSetAt) throw businessError('检验机构尚未核定该申请的费用');
  return feeNotice(r);
}

function payView(r: InspectionApplyRecord, o: PayOrderView): PayOrderState {
  return {
    applyNo: r.applyNo,
    payableFen: o.amountFen,
    outTradeNo: o.outTradeNo,
    state: o.state,
    codeUrl: o.state === 'open' ? o.codeUrl : '',
    expiresAt: o.expiresAt,
    paidAt: o.paidAt,
    applyState: r.state,
  };
}

/** A payment QR for the fee set: the open one is reused unless the payer asks for a new one. The body is paid. */
export async function qrFor(ctx: AppContext, r: InspectionApplyRecord, renew: boolean): Promise<PayOrderState> {
  if (r.state !== 'feeSet') throw businessError(`该申请${filing.label(r.state)}，无需缴费`);
  const order = await openOrder(ctx, {
    purpose: 'inspection',
    bizId: r.id,
    payeeUnitId: r.orgId,
    amountFen: r.payableFen,
    description: `特种设备检验费 ${r.applyNo}`,
    renew,
  });
  return payView(r, order);
}

/** Where the latest QR of the application stands; the pay page asks until it is paid. */
export async function qrStateOf(ctx: AppContext, id: string): Promise<PayOrderState | null> {
  const order = await findLatestOrder(ctx, 'inspection', id);
  // Read after the order: it may have just been settled by the provider's answer.
  return order ? payView(await filing.reread(ctx, id), order) : null;
}

/** Spec toPay, for the unit's own application. */
export const toPay = async (ctx: AppContext, s: SessionContext, id: string, renew: boolean) => qrFor(ctx, await getOwn(ctx, s, id), renew);

export async function payState(ctx: AppContext, s: SessionContext, id: string): Promise<PayOrderState | null> {
  await getOwn(ctx, s, id);
  return qrStateOf(ctx, id);
}

/** What an application's fee lines add up to. */
export const payableOf = async (ctx: AppContext, id: string) => (await repo.findItems(ctx.db, [id])).reduce((n, i) => n + i.payable_fen, 0);

/** Settles a paid order, inside the payment's transaction: the application must still await exactly this amount. */
export const inspectionPaymentTarget: PaymentTarget = {
  async paid(tx, order) {
    const row = await repo.findApply(tx.db, order.bizId);
    if (!row) throw notFound(filing.title);
    const payable = await payableOf(tx, row.id);
    if (row.state !== 'feeSet' || payable !== order.amountFen) throw businessError(`报检申请${row.apply_no}当前不等待${fenToYuan(order.amountFen)}元的缴费`);
    await applyStepIn<Row>(tx, {
      kind: 'inspectionApply',
      id: row.id,
      action: 'pay',
      party: 'owner',
      actor: { kind: 'system', name: PROVIDER_NAMES[order.provider] ?? order.provider },
      set: { pay_method: 'qr', paid_fen: order.amountFen, paid_at: order.paidAt ?? nowIso(), transaction_id: order.transactionId, updated_at: nowIso() },
      notice: (r) =>
        r.unit_id
          ? { userId: r.created_by_id, title: '检验费已缴纳', content: `报检申请${r.apply_no}的检验费${fenToYuan(order.amountFen)}元已缴纳，检验机构将与您约定检验时间。` }
          : null,
      audit: { action: 'inspectionApply.pay', detail: { outTradeNo: order.outTradeNo, amountFen: order.amountFen }, ip: '' },
    });
  },
};

/** The unit pays by bank transfer instead: it hands in the voucher it uploaded, for the body's finance to confirm. */
export async function submitVoucher(ctx: AppContext, s: SessionContext, input: z.output<typeof updatePayCertInput>, ip: string): Promise<InspectionApplyRecord> {
  await getOwn(ctx, s, input.id);
  const file = (await listForObject(ctx, 'inspectionApply', input.id)).find((a) => a.attsysid === input.fileId && a.kind === 'payVoucher');
  if (!file) throw badInput('请上传缴费凭证');
  await closeOrders(ctx, 'inspection', input.id);
  await applyStep<Row>(ctx, {
    kind: 'inspectionApply',
    id: input.id,
    action: 'submitVoucher',
    party: 'owner',
    version: input.version,
    actor: { kind: 'user', session: s },
    attachments: [input.fileId],
    guard: (r) => r.unit_id === s.unitId,
    set: { voucher_file_id: input.fileId, updated_at: nowIso() },
    audit: { action: 'inspectionApply.submitVoucher', ip },
  });
  return filing.reread(ctx, input.id);
}

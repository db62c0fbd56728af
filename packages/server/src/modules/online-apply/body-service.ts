import {
  inspectionKindLabel,
  conclusionsFor,
  applicationFeeError,
  fenToYuan,
  type EquipmentTypeCode,
  type InspectionAction,
  type InspectionApplyRecord,
  type acceptInput,
  type concludeInput,
  type refuseInput,
  type scheduleInput,
  type setFeeInput,
  type stepInput,
  type voucherDecisionInput,
} from '@portal/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { InspectionApplyTable } from '../../platform/db/schema';
import { badInput, businessError, notFound } from '../../platform/http/errors';
import { chinaToday, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { dataScope } from '../../platform/auth/scope';
import { listForObject } from '../attachment/service';
import { recordInspection } from '../equipment/service';
import { choicesFor, priceLine } from '../fee/service';
import { postMessage } from '../message/service';
import { closeOrders } from '../payment/service';
import { findUnitName } from '../unit/service';
import { findMainUserIds } from '../user/service';
import { issueOpinionNotice } from '../opinion/service';
import { reviewedBy, type FlowNotice } from '../workflow/service';
import { bodySeesIn, filing, type Row } from './common';
import { payableOf } from './payment-service';
import * as repo from './repo';

/** The application as a step of the body reads it (the kit answers the record, these steps need its columns). */
async function findForBody(ctx: AppContext, s: SessionContext, id: string, money = false): Promise<repo.ApplyRow> {
  const row = await repo.findApply(ctx.db, id);
  if (!row || !bodySeesIn(await dataScope(ctx.db, s), money)(row)) throw notFound(filing.title);
  return row;
}

/** The unit hears of each of the body's steps in its message centre (by SMS when it has no account yet). */
const tell =
  (title: string, content: (r: Row) => string) =>
  (r: Row): FlowNotice =>
    r.unit_id ? { userId: r.created_by_id, title, content: content(r) } : { mobile: r.contact_mobile, title, content: content(r) };

interface BodyStep {
  action: InspectionAction;
  version: number;
  opinion?: string;
  set?: Updateable<InspectionApplyTable>;
  attachments?: string[];
  effect?: (tx: AppContext, r: Row) => Promise<void>;
  notice?: (r: Row) => FlowNotice | null;
  detail?: Record<string, unknown>;
  /** A step of the body's finance. */
  money?: boolean;
}

async function bodyStep(ctx: AppContext, s: SessionContext, id: string, step: BodyStep, ip: string): Promise<InspectionApplyRecord> {
  await findForBody(ctx, s, id, step.money);
  return filing.act(ctx, s, { id, version: step.version, opinion: step.opinion }, step.action, ip, {
    party: 'reviewer',
    attachments: step.attachments,
    // Read in the step's transaction: still addressed to the caller's body (its areas were checked just above).
    guard: (r) => r.org_unit_id === s.unitId && r.submitted_at !== null,
    set: step.set,
    effect: step.effect,
    notice: step.notice,
    detail: step.detail,
  });
}

export function accept(ctx: AppContext, s: SessionContext, input: z.output<typeof acceptInput>, ip: string) {
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: 'accept',
      version: input.version,
      set: {
        accept_no: input.acceptNo,
        accepted_at: nowIso(),
        department: input.department,
        inspector_name: input.inspectorName,
        inspector_phone: input.inspectorPhone,
        ...reviewedBy(s, ''),
      },
      notice: tell(
        '报检申请已受理',
        (r) => `您的报检申请${r.apply_no}已受理，受理编号${input.acceptNo}，检验联系人${input.inspectorName}（${input.inspectorPhone}）。检验机构核定费用后将通知您缴费。`,
      ),
    },
    ip,
  );
}

/** A return (the unit corrects and submits again) or a refusal (final: the devices are free again), with the reason. */
export function refuse(ctx: AppContext, s: SessionContext, input: z.output<typeof refuseInput>, ip: string) {
  const returned = input.action === 'return';
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: input.action,
      version: input.version,
      opinion: input.opinion,
      set: reviewedBy(s, input.opinion),
      effect: returned ? undefined : (tx) => repo.setHolding(tx.db, input.id, 0),
      notice: tell(returned ? '报检申请被退回' : '报检申请不予受理', (r) =>
        returned ? `您的报检申请${r.apply_no}被退回。退回原因：${input.opinion}。请修改后重新提交。` : `您的报检申请${r.apply_no}不予受理。原因：${input.opinion}。`,
      ),
    },
    ip,
  );
}

const pricedDevice = (i: repo.ItemRow) => ({
  typeCode: i.type_code as EquipmentTypeCode,
  catalogueCode: i.catalogue_code,
  params: (i.params ? JSON.parse(i.params) : {}) as Record<string, unknown>,
  declared: i.equipment_id === null,
});

/** For the fee form: each device's fitting fee items (the most specific suggested) and relief policies. */
export async function feeChoices(ctx: AppContext, s: SessionContext, id: string) {
  const row = await findForBody(ctx, s, id);
  const items = await repo.findItems(ctx.db, [id]);
  return {
    lines: await Promise.all(
      items.map(async (i) => ({
        itemId: i.id,
        deviceCode: i.device_code,
        productName: i.product_name,
        ...(await choicesFor(ctx, row.org_unit_id, pricedDevice(i), row.inspection_kind)),
      })),
    ),
  };
}

/**
 * Sets (or sets again, before payment) the fee of every device from the body's fee table and relief policies. A
 * QR opened for the old amount is closed first. When every line is relieved in full nothing is to be paid: the
 * step says so (waive) and the application goes on as paid.
 */
export async function setFee(ctx: AppContext, s: SessionContext, input: z.output<typeof setFeeInput>, ip: string): Promise<InspectionApplyRecord> {
  const row = await findForBody(ctx, s, input.id);
  const items = await repo.findItems(ctx.db, [input.id]);
  const byItem = new Map(input.lines.map((l) => [l.itemId, l]));
  if (byItem.size !== input.lines.length || items.length !== byItem.size || items.some((i) => !byItem.has(i.id))) throw badInput('请核定每台设备的费用');
  const lines = await Promise.all(
    items.map(async (i) => {
      const l = byItem.get(i.id)!;
      return { id: i.id, ...(await priceLine(ctx, row.org_unit_id, pricedDevice(i), row.inspection_kind, l.feeItemId, l.reliefPolicyId)) };
    }),
  );
  const payable = lines.reduce((n, l) => n + l.payableFen, 0);
  const tooMuch = applicationFeeError(payable);
  if (tooMuch) throw badInput(tooMuch);
  const waived = payable === 0;
  await closeOrders(ctx, 'inspection', input.id);
  const now = nowIso();
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: waived ? 'waive' : 'setFee',
      version: input.version,
      set: { fee_set_at: now, ...(waived ? { pay_method: 'waived', paid_fen: 0, paid_at: now } : {}) },
      effect: async (tx) => {
        for (const l of lines)
          await repo.updateItem(tx.db, l.id, {
            fee_item_id: l.feeItemId,
            fee_basis: l.basis,
            standard_fen: l.standardFen,
            relief_policy_id: l.reliefPolicyId,
            relief_name: l.reliefName,
            relief_fen: l.reliefFen,
            payable_fen: l.payableFen,
          });
      },
      notice: tell(waived ? '检验费用已全额减免' : '检验费用已核定', (r) =>
        waived
          ? `您的报检申请${r.apply_no}的检验费用已按减免政策全额减免，无需缴费，检验机构将与您约定检验时间。`
          : `您的报检申请${r.apply_no}的检验费用已核定，应缴${fenToYuan(payable)}元，请在“扫码缴费”中缴纳，或上传银行转账凭证。`,
      ),
      detail: { payableFen: payable },
    },
    ip,
  );
}

export async function decideVoucher(ctx: AppContext, s: SessionContext, input: z.output<typeof voucherDecisionInput>, ip: string) {
  const confirmed = input.action === 'confirmVoucher';
  const payable = await payableOf(ctx, (await findForBody(ctx, s, input.id, true)).id);
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: input.action,
      version: input.version,
      money: true,
      opinion: input.opinion,
      set: confirmed ? { pay_method: 'voucher', paid_fen: payable, paid_at: nowIso() } : { voucher_file_id: '' },
      notice: tell(confirmed ? '缴费凭证已确认' : '缴费凭证被退回', (r) =>
        confirmed
          ? `报检申请${r.apply_no}的转账缴费已确认到账，检验机构将与您约定检验时间。`
          : `报检申请${r.apply_no}的缴费凭证被退回。原因：${input.opinion}。请重新缴费或上传凭证。`,
      ),
    },
    ip,
  );
}

export function schedule(ctx: AppContext, s: SessionContext, input: z.output<typeof scheduleInput>, ip: string) {
  if (input.scheduledDate < chinaToday()) throw badInput('检验日期不能早于今天');
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: 'schedule',
      version: input.version,
      set: { scheduled_date: input.scheduledDate, scheduled_place: input.scheduledPlace },
      notice: tell('检验时间已约定', (r) => `报检申请${r.apply_no}的检验定于${input.scheduledDate}在${input.scheduledPlace}进行，请做好现场检验准备。`),
    },
    ip,
  );
}

/** Starts the inspection, or ends it once every device has its conclusion (the devices are free again). */
export async function step(ctx: AppContext, s: SessionContext, input: z.output<typeof stepInput>, ip: string) {
  if (input.action === 'start') return bodyStep(ctx, s, input.id, { action: 'start', version: input.version }, ip);
  const items = await repo.findItems(ctx.db, [(await findForBody(ctx, s, input.id)).id]);
  const open = items.filter((i) => !i.concluded_at);
  if (open.length) throw businessError(`还有${open.length}台设备未出具检验结论`);
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: 'complete',
      version: input.version,
      set: { completed_at: nowIso() },
      effect: (tx) => repo.setHolding(tx.db, input.id, 0),
      notice: tell('检验已完毕', (r) => `报检申请${r.apply_no}的检验已完毕，检验结论和报告可在申请详情中查看。`),
    },
    ip,
  );
}

/**
 * One device's conclusion with the body's signed report (uploaded first): the conclusion must be one of the
 * category's, and the record's last and next inspection, conclusion and body are written from it, in the step's
 * transaction, and are no longer the unit's to edit.
 */
export async function conclude(ctx: AppContext, s: SessionContext, input: z.output<typeof concludeInput>, ip: string) {
  const row = await findForBody(ctx, s, input.id);
  const item = (await repo.findItems(ctx.db, [row.id])).find((i) => i.id === input.itemId);
  if (!item) throw notFound('设备');
  if (item.concluded_at) throw businessError('该设备已出具检验结论');
  if (!conclusionsFor(item.type_code, row.inspection_kind).includes(input.conclusion)) throw badInput('检验结论不适用于该类设备');
  const report = (await listForObject(ctx, 'inspectionReport', item.id)).find((a) => a.attsysid === input.reportFileId);
  if (!report) throw badInput('请上传检验报告');
  if (report.mime !== 'application/pdf') throw badInput('检验报告须为PDF文件');
  const org = await findUnitName(ctx, row.org_unit_id);
  // With a defect list the summary is its problems, so readers of the item's defects text keep working.
  const defects = input.defectList.length
    ? input.defectList
        .map((d, n) => `${n + 1}. ${d.problem}`)
        .join('；')
        .slice(0, 1000)
    : input.defects;
  let noticeNo = '';
  return bodyStep(
    ctx,
    s,
    input.id,
    {
      action: 'conclude',
      version: input.version,
      attachments: [input.reportFileId],
      effect: async (tx) => {
        await repo.updateItem(tx.db, item.id, {
          conclusion: input.conclusion,
          inspection_date: input.inspectionDate,
          next_inspection_date: input.nextInspectionDate,
          report_no: input.reportNo,
          defects,
          report_file_id: input.reportFileId,
          concluded_at: nowIso(),
        });
        if (item.equipment_id)
          await recordInspection(tx, item.equipment_id, {
            decisionId: item.id,
            kind: row.inspection_kind,
            inspectionDate: input.inspectionDate,
            conclusion: input.conclusion,
            nextInspectionDate: input.nextInspectionDate,
            org,
            reportNo: input.reportNo,
            by: { id: s.userId, name: s.userName },
          });
        if (row.use_unit_id && row.use_unit_id !== row.unit_id) await tellUseUnit(tx, row, item, input.conclusion, input.reportNo);
        if (input.defectList.length)
          noticeNo = await issueOpinionNotice(
            tx,
            s,
            {
              orgUnitId: row.org_unit_id,
              apply: {
                id: row.id,
                applyNo: row.apply_no,
                unitId: row.unit_id,
                unitName: row.unit_name,
                uscc: row.unit_uscc,
                inspectionKind: row.inspection_kind,
                notifyUserId: row.unit_id ? row.created_by_id : '',
                contactMobile: row.contact_mobile,
              },
              item: {
                id: item.id,
                equipmentId: item.equipment_id,
                typeCode: item.type_code,
                catalogueCode: item.catalogue_code,
                deviceCode: item.device_code,
                certNo: item.cert_no,
                productName: item.product_name,
                address: item.address,
              },
              conclusion: input.conclusion,
              inspectionDate: input.inspectionDate,
              reportNo: input.reportNo,
              reportFileId: input.reportFileId,
              deadline: input.rectifyDeadline,
              defects: input.defectList,
            },
            ip,
          );
      },
      notice: tell(
        '检验结论已出具',
        (r) =>
          `报检申请${r.apply_no}中设备${item.device_code || item.product_name}的${inspectionKindLabel(r.inspection_kind)}结论已出具，报告编号${input.reportNo}。` +
          (noticeNo ? `检验发现${input.defectList.length}项问题，已签发检验意见通知书${noticeNo}，请于${input.rectifyDeadline}前完成整改并在“整改反馈”中逐条反馈。` : ''),
      ),
      detail: { itemId: item.id, conclusion: input.conclusion, ...(noticeNo && { noticeNo }) },
    },
    ip,
  );
}

/** A supervision's use unit hears of each device's conclusion: its use registration needs the certificate. */
async function tellUseUnit(tx: AppContext, row: repo.ApplyRow, item: repo.ItemRow, conclusion: string, reportNo: string): Promise<void> {
  const verdict = conclusion === 'pass' ? '合格，可凭监督检验证书办理使用登记或变更登记' : '不合格，请督促施工单位整改后重新申请监督检验';
  for (const userId of await findMainUserIds(tx, row.use_unit_id!))
    await postMessage(
      tx,
      userId,
      '监督检验结论已出具',
      `${row.unit_name}为施工告知${row.notice_no ?? ''}申请的${inspectionKindLabel(row.inspection_kind)}中，设备${item.device_code || item.product_name}的结论为${verdict}（报告编号${reportNo}）。`,
      `/company-service/check-install/detail?id=${row.id}`,
    );
}

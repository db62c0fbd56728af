import {
  needsOpinionLetter,
  type InspectionApplyRecord,
  type NotLoginApply,
  type PayOrderState,
  type UploadSign,
  type notLoginQueryInput,
  type saveForNoAccountInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badInput, businessError } from '../../platform/http/errors';
import { chinaToday, newId, nowIso } from '../../platform/ids';
import { issueAccessToken, readAccessToken } from '../../platform/auth/access-tokens';
import { enforceRateLimit } from '../../platform/http/rate-limit';
import { assertDocumentsComplete, issueUploadSlots, revokeUploadTokens } from '../attachment/service';
import { checkCode } from '../sms/service';
import { findUnitIdByUscc } from '../unit/service';
import { nextApplyNo } from '../use-regist/service';
import { adoptOpinionNotices } from '../opinion/service';
import { applyStepIn, startFlow } from '../workflow/service';
import { documentCheck, draftRow, filing, formColumns, hold, type Row } from './common';
import { feeNotice, qrFor, qrStateOf } from './payment-service';
import * as repo from './repo';

/** The documents such a unit uploads before it files (a stamped application, the regulator's letter, others). */
const NO_ACCOUNT_KINDS = ['applyScan', 'opinionLetter', 'other'] as const;
/** An access token of /notLoginOnlinePay names one application for this long. */
const NOT_LOGIN_TOKEN = 'inspectionPay';
const NOT_LOGIN_MINUTES = 30;

/** Upload slots for the documents, under the id the application will take when filed; a filed one takes no more. */
export async function signNoAccountUpload(ctx: AppContext, draftId: string | undefined, ip: string): Promise<UploadSign> {
  await enforceRateLimit(ctx.db, `noAccountUpload:${ip}`, 30, 3600_000);
  if (draftId && (await repo.findApply(ctx.db, draftId))) throw businessError('申请已提交，不能再修改报检材料');
  return issueUploadSlots(ctx, { bizType: 'inspectionApply', bizId: draftId ?? newId() }, NO_ACCOUNT_KINDS, '报检人');
}

/**
 * Spec saveForNoAccount: a unit without an account files an application for devices it declares, proven by the code
 * sent to its contact's mobile; it is submitted at once (there is no account to keep a draft in). It belongs to the
 * unit's credit code, and becomes the unit's own when the unit registers (adoptNoAccountApplies). The body hears
 * nothing more than from any application; the unit hears of each step by SMS.
 */
export async function saveForNoAccount(ctx: AppContext, input: z.output<typeof saveForNoAccountInput>, ip: string) {
  const { authCode, ...filed } = input;
  const items = await checkNoAccount(ctx, filed);
  await checkCode(ctx, input.contactMobile, 'inspectApply', authCode, ip);
  return fileNoAccount(ctx, filed, items, ip);
}

type NoAccountFiling = Omit<z.output<typeof saveForNoAccountInput>, 'authCode'>;

/** Everything but the SMS code: the unit has no account, the body is on the portal, the devices are free, the documents are there. */
export async function checkNoAccount(ctx: AppContext, input: NoAccountFiling): Promise<repo.NewItem[]> {
  const { draftId, uscc, devices, orgId } = input;
  if (await findUnitIdByUscc(ctx, uscc)) throw businessError('该单位已开通账号，请登录后在线报检');
  if (!(await repo.findOrg(ctx.db, orgId))) throw badInput('请选择检验机构');
  if (await repo.findApply(ctx.db, draftId)) throw businessError('申请已提交，请勿重复提交');
  const held = await repo.findOpenByDeviceCodes(ctx.db, devices.map((d) => d.deviceCode).filter(Boolean));
  if (held) throw businessError(`设备${held.deviceCode}已在报检申请${held.applyNo}中，不能重复报检`);
  const today = chinaToday();
  const items: repo.NewItem[] = devices.map((d) => ({
    equipment_id: null,
    type_code: d.typeCode,
    catalogue_code: '',
    device_code: d.deviceCode,
    cert_no: d.certNo,
    product_name: d.productName,
    address: d.address,
    due_date: d.nextInspectionDate || null,
    needs_letter: needsOpinionLetter({ lastInspectionDate: d.lastInspectionDate || null, nextInspectionDate: d.nextInspectionDate || null }, today) ? 1 : 0,
  }));
  assertDocumentsComplete(await documentCheck(ctx, input.inspectionKind, draftId, items));
  return items;
}

/** Files the checked application, submitted in the transaction that creates it (the demo seed files one the same way). */
export async function fileNoAccount(ctx: AppContext, input: NoAccountFiling, items: repo.NewItem[], ip: string) {
  const { draftId, unitName, uscc, devices: _devices, isPc, ...form } = input;
  const actor = { kind: 'applicant' as const, name: form.contact, mobile: form.contactMobile };
  const now = nowIso();
  let applyNo = '';
  const afterCommit = await ctx.db.transaction().execute(async (trx) => {
    const tx = { ...ctx, db: trx };
    applyNo = await nextApplyNo(tx, 'BJ');
    await repo.insertApply(trx, draftRow({ id: draftId, applyNo, unitId: null, unitName, uscc, by: '' }, formColumns(form), isPc), items, newId);
    await startFlow(tx, { kind: 'inspectionApply', id: draftId, actor, audit: { action: 'inspectionApply.create', detail: { noAccount: true }, ip } });
    await revokeUploadTokens(tx, 'inspectionApply', draftId);
    const step = await applyStepIn<Row>(tx, {
      kind: 'inspectionApply',
      id: draftId,
      action: 'submit',
      party: 'owner',
      actor,
      set: { submitted_at: now, updated_at: now },
      effect: (t) => hold(t, draftId),
      notice: (r) => ({
        mobile: r.contact_mobile,
        title: '报检申请已提交',
        content: `您单位的报检申请${r.apply_no}已提交，请等待检验机构受理。可凭申请编号和手机验证码在“报检进度查询与缴费”中查看进度和缴费。`,
      }),
      audit: { action: 'inspectionApply.submit', detail: { devices: items.length, noAccount: true }, ip },
    });
    return step.afterCommit;
  });
  await afterCommit?.(ctx);
  return { applyNo, contactMobile: form.contactMobile };
}

/** Called as a unit's account is created, in that transaction: what it filed without an account becomes its own. */
export async function adoptNoAccountApplies(tx: AppContext, uscc: string, unitId: string, userId: string): Promise<number> {
  await adoptOpinionNotices(tx, uscc, unitId, userId);
  return repo.adoptByUscc(tx.db, uscc, unitId, userId);
}

function notLoginView(r: InspectionApplyRecord, accessToken: string): NotLoginApply {
  return {
    ...feeNotice(r),
    accessToken,
    inspectionKind: r.inspectionKind,
    submittedAt: r.submittedAt,
    scheduledDate: r.scheduledDate,
  };
}

/**
 * /notLoginOnlinePay: whoever holds an application's number and the code sent to its contact's mobile sees its progress
 * and fee notice, and may pay, for half an hour; nothing else of the unit. The code is checked first, so the answer
 * tells a stranger nothing about which numbers and mobiles belong together.
 */
export async function notLoginQuery(ctx: AppContext, input: z.output<typeof notLoginQueryInput>, ip: string): Promise<NotLoginApply> {
  await checkCode(ctx, input.mobile, 'pay', input.authCode, ip);
  const row = await repo.findApplyByNo(ctx.db, input.applyNo);
  if (!row || row.contact_mobile !== input.mobile || !row.submitted_at) throw businessError('未找到该手机号码提交的报检申请，请核对申请编号');
  const token = await issueAccessToken(ctx.db, NOT_LOGIN_TOKEN, row.id, NOT_LOGIN_MINUTES);
  return notLoginView(await filing.reread(ctx, row.id), token);
}

async function notLoginApplyId(ctx: AppContext, token: string): Promise<string> {
  const id = await readAccessToken(ctx.db, token, NOT_LOGIN_TOKEN);
  if (!id) throw businessError('查询已失效，请重新查询');
  return id;
}

export async function notLoginRefresh(ctx: AppContext, token: string): Promise<NotLoginApply> {
  return notLoginView(await filing.reread(ctx, await notLoginApplyId(ctx, token)), token);
}

export async function notLoginToPay(ctx: AppContext, token: string, renew: boolean): Promise<PayOrderState> {
  return qrFor(ctx, await filing.reread(ctx, await notLoginApplyId(ctx, token)), renew);
}

export const notLoginPayState = async (ctx: AppContext, token: string) => qrStateOf(ctx, await notLoginApplyId(ctx, token));

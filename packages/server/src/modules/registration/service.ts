import type { Selectable } from 'kysely';
import {
  ACCOUNT_APPLY_REQUIRED_KINDS,
  ATTACHMENT_BIZ_TYPES,
  MSG,
  type AccountApplication,
  type AccountApplyState,
  type AccountQueryResult,
  type Attachment,
  type Page,
  type UnitRegistCheck,
  type UploadSign,
  type accountApplyInput,
  type accountResubmitInput,
  findRegisterInput,
} from '@portal/contract';
import { maskMobile } from '@portal/contract/domain/privacy';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { issueAccessToken, readAccessToken } from '../../platform/auth/access-tokens';
import { hashPassword } from '../../platform/crypto/password';
import type { AccountApplicationTable } from '../../platform/db/schema';
import { badInput, businessError, notFound } from '../../platform/http/errors';
import { enforceRateLimit } from '../../platform/http/rate-limit';
import { newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { copyToObject, issueUploadSlots, listForObject, revokeUploadTokens, type AttachmentRule } from '../attachment/service';
import { adoptNoAccountApplies } from '../online-apply/service';
import { isResetDraftUsed } from '../password-reset/service';
import { checkChoice } from '../dict/service';
import { postMessage } from '../message/service';
import { redeemTicket } from '../sms/service';
import { createUnit, findUnitIdByUscc } from '../unit/service';
import { createAccount, isLoginNameTaken, wishedPassword } from '../user/service';
import { decisionOf, applyStep, notReviewed, reviewerDecision, reviewedIn, startFlow, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

/** The role a new unit's main account starts with, by unit type. */
const ROLE_FOR_UNIT_TYPE: Record<string, string> = {
  use: 'role-use',
  maintain: 'role-maintain',
  install: 'role-maintain',
  manufacture: 'role-manufacture',
  design: 'role-use',
  fill: 'role-use',
};
const QUERY_TOKEN_MINUTES = 30;

/** An application as reviewers see it: the contact's mobile masked. */
const toApplication = (r: Selectable<AccountApplicationTable>): AccountApplication => ({
  id: r.id,
  state: r.state as AccountApplyState,
  unitName: r.unit_name,
  uscc: r.uscc,
  unitType: r.unit_type,
  areaCode: r.area_code,
  address: r.address,
  postalCode: r.postal_code,
  legalPerson: r.legal_person,
  contactPerson: r.contact_person,
  mobile: maskMobile(r.mobile),
  phone: r.phone,
  email: r.email,
  loginName: r.login_name,
  draftId: r.draft_id,
  submittedAt: r.submitted_at,
  ...decisionOf(r),
});

/** Before the form is filled: may this unit apply, or does it have an account or an application already? */
export async function checkUnit(ctx: AppContext, uscc: string): Promise<UnitRegistCheck> {
  if (await findUnitIdByUscc(ctx, uscc)) return { status: 'registered', message: '该单位已开通账号，请使用已有账号登录；忘记密码可申请重置密码' };
  const open = await repo.findOpenByUscc(ctx.db, uscc);
  if (open?.state === 'pending') return { status: 'pending', message: '该单位已有待审核的注册申请，请耐心等待审核结果，可在“注册结果查询”中查看' };
  if (open?.state === 'returned') return { status: 'returned', message: '该单位的注册申请已被退回，请到“注册结果查询”中修改后重新提交' };
  return { status: 'free', message: '该单位可以申请注册账号' };
}

/** A submitted application's material is fixed: only a returned registration takes corrections. */
async function draftSubmitted(ctx: AppContext, purpose: 'register' | 'resetPassword', draftId: string): Promise<boolean> {
  if (purpose === 'resetPassword') return isResetDraftUsed(ctx, draftId);
  const used = await repo.isDraftUsed(ctx.db, draftId);
  return !!used && used.state !== 'returned';
}

/**
 * Upload slots for material sent before an account exists: one token per kind, tied to a draft
 * id that the application will carry. A draft already under review or approved takes no more files.
 */
export async function signUpload(ctx: AppContext, purpose: 'register' | 'resetPassword', draftId: string | undefined, ip: string): Promise<UploadSign> {
  await enforceRateLimit(ctx.db, `uploadSign:${ip}`, 30, 3600_000);
  if (draftId && (await draftSubmitted(ctx, purpose, draftId))) throw businessError('申请已提交，不能再修改申请材料');
  return issueUploadSlots(ctx, { bizType: purpose, bizId: draftId ?? newId() }, Object.keys(ATTACHMENT_BIZ_TYPES[purpose].kinds), '申请人');
}

type ApplyFields = Omit<z.output<typeof accountApplyInput>, 'password' | 'smsTicket'>;

/** Every check an application must pass, new or corrected; `selfId` is the application being corrected. */
async function validateApplication(ctx: AppContext, a: ApplyFields, selfId?: string): Promise<Attachment[]> {
  const area = await checkChoice(ctx, 'area', a.areaCode);
  if (area === 'missing') throw badInput('所在区域不正确');
  if (area === 'branch') throw badInput(MSG.lastLevel);
  if (await findUnitIdByUscc(ctx, a.uscc)) throw businessError('该单位已开通账号，请使用已有账号登录；忘记密码可申请重置密码');
  const open = await repo.findOpenByUscc(ctx.db, a.uscc);
  if (open && open.id !== selfId)
    throw businessError(open.state === 'pending' ? '该单位已有待审核的注册申请，请耐心等待审核结果' : '该单位的注册申请已被退回，请到“注册结果查询”中修改后重新提交');
  if ((await isLoginNameTaken(ctx, a.loginName)) || (await repo.isLoginNameAsked(ctx.db, a.loginName, selfId))) throw businessError('该登录账号已被使用，请更换');
  if (await repo.isDraftUsed(ctx.db, a.draftId, selfId)) throw businessError('申请材料已属于另一份申请，请刷新页面后重新上传');
  const files = await listForObject(ctx, 'register', a.draftId);
  for (const [kind, label] of Object.entries(ACCOUNT_APPLY_REQUIRED_KINDS)) if (!files.some((f) => f.kind === kind)) throw badInput(`请上传${label}`);
  return files;
}

const hashWished = (ctx: AppContext, cipher: string): Promise<string> => hashPassword(wishedPassword(ctx, cipher), ctx.config.passwordCost);

const columns = (a: ApplyFields) => ({
  unit_name: a.unitName,
  uscc: a.uscc,
  unit_type: a.unitType,
  area_code: a.areaCode,
  address: a.address,
  postal_code: a.postalCode,
  legal_person: a.legalPerson,
  contact_person: a.contactPerson,
  mobile: a.mobile,
  phone: a.phone,
  email: a.email,
  login_name: a.loginName,
  draft_id: a.draftId,
});

/** A company applies for its unit account; the phone must have been proven by an SMS code. */
export async function apply(ctx: AppContext, input: z.output<typeof accountApplyInput>, ip: string): Promise<{ id: string; state: AccountApplyState }> {
  const { password, smsTicket, ...fields } = input;
  const files = await validateApplication(ctx, fields);
  const passwordHash = await hashWished(ctx, password);
  // The phone proof is spent last, so a form that fails a check can be sent again without a new code.
  const consent = await redeemTicket(ctx, smsTicket, fields.mobile, 'register');
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await revokeUploadTokens({ ...ctx, db: trx }, 'register', fields.draftId);
    await repo.insertApplication(trx, {
      id,
      state: 'pending',
      ...columns(fields),
      password_hash: passwordHash,
      submitted_at: nowIso(),
      ...notReviewed,
      ...consent,
      unit_id: null,
      version: 1,
    });
    await startFlow(
      { ...ctx, db: trx },
      {
        kind: 'accountApply',
        id,
        actor: applicant(fields),
        attachments: files.map((f) => f.attsysid),
        audit: { action: 'register.apply', detail: { uscc: fields.uscc, unitName: fields.unitName }, ip },
      },
    );
  });
  return { id, state: 'pending' };
}

/** The applicant looks up their applications by credit code and the phone proven by a code. */
export async function query(ctx: AppContext, uscc: string, mobile: string, smsTicket: string): Promise<AccountQueryResult> {
  await redeemTicket(ctx, smsTicket, mobile, 'query');
  const rows = await repo.findByUsccAndMobile(ctx.db, uscc, mobile);
  if (!rows.length) throw businessError('没有找到该单位以此手机号提交的注册申请');
  // The applicant has just proven this mobile, and the correction form edits it.
  const applications = rows.map((r) => ({ ...toApplication(r), mobile: r.mobile }));
  return { accessToken: await issueAccessToken(ctx.db, 'accountApply', `${uscc}:${mobile}`, QUERY_TOKEN_MINUTES), applications };
}

const applicant = (a: { contactPerson: string; mobile: string }) => ({ kind: 'applicant' as const, name: a.contactPerson, mobile: a.mobile });

/** An application's material: the applicant uploads it through signed tokens only, the reviewers read it. */
export const registerAttachments: AttachmentRule = {
  canWrite: () => false,
  canRead: (_ctx, s) => s.menuIds.has('account.check'),
};

/** Applications and their flow log are for the reviewers; the applicant follows them through the result query. */
export const accountApplyRecord: FlowRecordSpec = {
  table: 'account_applications',
  subject: (_ctx, row: Selectable<AccountApplicationTable>) => row.unit_name,
  canSee: (s) => s.menuIds.has('account.check'),
  reviewerOf: reviewedIn('accountApply', 'account.check', '/account/check', { opens: '/account/register-detail' }),
  waitingIn: async (ctx, _s, state) => (await findApplications(ctx, findRegisterInput.parse({ pageSize: 1, state }))).count,
};

/** A returned application, corrected and sent again; a new phone number needs its own SMS proof. */
export async function resubmit(ctx: AppContext, input: z.output<typeof accountResubmitInput>, ip: string): Promise<{ id: string; state: AccountApplyState }> {
  const row = await repo.findApplication(ctx.db, input.id);
  const subject = await readAccessToken(ctx.db, input.accessToken, 'accountApply');
  if (!row || !subject || subject !== `${row.uscc}:${row.mobile}`) throw businessError('查询已失效，请重新查询');
  const { id, accessToken: _token, password, smsTicket, ...fields } = input;
  const files = await validateApplication(ctx, fields, id);
  const passwordHash = password ? await hashWished(ctx, password) : row.password_hash;
  // A new phone is proven, and consents, anew; the same phone keeps the consent it gave.
  const consent = fields.mobile !== row.mobile ? await redeemTicket(ctx, smsTicket, fields.mobile, 'register') : {};
  await applyStep(ctx, {
    kind: 'accountApply',
    id,
    action: 'resubmit',
    party: 'owner',
    actor: applicant(fields),
    set: { ...columns(fields), ...consent, password_hash: passwordHash, submitted_at: nowIso(), opinion: '' },
    attachments: files.map((f) => f.attsysid),
    // The corrected material is fixed once sent again.
    effect: (tx) => revokeUploadTokens(tx, 'register', fields.draftId),
    audit: { action: 'register.resubmit', ip },
  });
  return { id, state: 'pending' };
}

export async function findApplications(ctx: AppContext, q: z.output<typeof findRegisterInput>): Promise<Page<AccountApplication>> {
  const { rows, count } = await repo.findApplicationPage(ctx.db, { state: q.state, keyword: q.keyword, offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  return { list: rows.map(toApplication), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function getApplication(ctx: AppContext, id: string): Promise<{ application: AccountApplication; attachments: Attachment[] }> {
  const row = await repo.findApplication(ctx.db, id);
  if (!row) throw notFound('注册申请');
  return { application: toApplication(row), attachments: await listForObject(ctx, 'register', row.draft_id) };
}

/**
 * Approves an application: the unit and its main account are created in the same transaction as
 * the decision, the material becomes the unit's, the new account gets a welcome message and the
 * applicant is told by SMS.
 */
export async function approve(ctx: AppContext, s: SessionContext, id: string, opinion: string, ip: string): Promise<AccountApplication> {
  const row = await applyStep<Selectable<AccountApplicationTable>>(ctx, {
    kind: 'accountApply',
    ...reviewerDecision(s, id, 'approve', opinion),
    // The decision is taken first: a second reviewer acting at the same time waits for it and then finds it decided.
    effect: async (tx, app) => {
      if (await findUnitIdByUscc(tx, app.uscc)) throw businessError('该统一社会信用代码已开通账号，请退回此申请');
      if (await isLoginNameTaken(tx, app.login_name)) throw businessError('申请的登录账号已被使用，请退回此申请并请申请人更换');
      const unitId = await createUnit(tx, {
        orgname: app.unit_name,
        uscc: app.uscc,
        unitType: app.unit_type,
        areaCode: app.area_code,
        address: app.address,
        postalCode: app.postal_code,
        legalPerson: app.legal_person,
        legalPersonPhone: '',
        contactPerson: app.contact_person,
        contactMobile: app.mobile,
        phone: app.phone,
        email: app.email,
        website: '',
        safetyManager: '',
        safetyManagerMobile: '',
        fixedAssets: '',
      });
      await repo.setApplicationUnit(tx.db, id, unitId);
      const userId = await createAccount(tx, {
        unitId,
        loginName: app.login_name,
        name: app.contact_person,
        mobile: app.mobile,
        phone: app.phone,
        passwordHash: app.password_hash,
        isMain: true,
        roleIds: [ROLE_FOR_UNIT_TYPE[app.unit_type] ?? 'role-use'],
      });
      await copyToObject(
        tx,
        { bizType: 'register', bizId: app.draft_id },
        { bizType: 'unit', bizId: unitId, unitId },
        { businessLicence: 'businessLicence', authorization: 'authorization', other: 'other' },
      );
      await adoptNoAccountApplies(tx, app.uscc, unitId, userId);
      await postMessage(tx, userId, '欢迎使用特种设备企业服务平台', '您单位的账号注册申请已审核通过。您可以在“单位信息维护”中完善单位信息，在“成员账号管理”中为同事开通子账号。');
    },
    notice: (app) => ({
      mobile: app.mobile,
      title: '账号注册申请已审核通过',
      content: `您单位（${app.unit_name}）的账号注册申请已审核通过，登录账号：${app.login_name}，请使用申请时设置的密码登录。`,
    }),
    audit: { action: 'register.approve', detail: { opinion }, ip },
  });
  return toApplication(row);
}

/** Returns an application with the reason; the applicant is told by SMS and can correct it. */
export async function disagree(ctx: AppContext, s: SessionContext, id: string, opinion: string, ip: string): Promise<AccountApplication> {
  const row = await applyStep<Selectable<AccountApplicationTable>>(ctx, {
    kind: 'accountApply',
    ...reviewerDecision(s, id, 'return', opinion),
    notice: (app) => ({
      mobile: app.mobile,
      title: '账号注册申请被退回',
      content: `您单位（${app.unit_name}）的账号注册申请被退回，原因：${opinion}。请在平台“注册结果查询”中修改后重新提交。`,
    }),
    audit: { action: 'register.return', detail: { opinion }, ip },
  });
  return toApplication(row);
}

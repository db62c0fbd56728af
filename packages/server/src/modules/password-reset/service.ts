import type { Selectable } from 'kysely';
import {
  type Attachment,
  type Page,
  type PasswordResetAction,
  type PasswordResetApplication,
  type PasswordResetState,
  type findPasswordResetInput,
  type passwordResetApplyInput,
} from '@portal/contract';
import { maskMobile } from '@portal/contract/domain/privacy';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { hashPassword } from '../../platform/crypto/password';
import { badInput, businessError, notFound } from '../../platform/http/errors';
import { enforceRateLimit } from '../../platform/http/rate-limit';
import { newId, nowIso } from '../../platform/ids';
import type { PasswordResetTable } from '../../platform/db/schema';
import type { SessionContext } from '../../platform/session/store';
import { listForObject, revokeUploadTokens, type AttachmentRule } from '../attachment/service';
import { redeemTicket } from '../sms/service';
import { findResetIdentity, findUserByLoginName, forcePassword, wishedPassword } from '../user/service';
import { decisionOf, applyStep, notReviewed, reviewerDecision, startFlow, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

const MISMATCH = '登录账号、单位统一社会信用代码与预留手机号不匹配';

/** An application as reviewers see it: the mobile masked. */
const toApplication = (r: repo.ResetRow): PasswordResetApplication => ({
  id: r.id,
  state: r.state as PasswordResetState,
  loginName: r.login_name,
  userName: r.user_name,
  unitName: r.unit_name,
  uscc: r.uscc,
  mobile: maskMobile(r.mobile),
  draftId: r.draft_id,
  submittedAt: r.submitted_at,
  ...decisionOf(r),
});

/** Step one of a reset: do the account, the credit code and the phone belong together? Slowed per address against guessing. */
export async function checkIdentity(ctx: AppContext, q: { loginName: string; uscc: string; mobile: string }, ip: string) {
  await enforceRateLimit(ctx.db, `resetCheck:${ip}`, 20, 3600_000);
  const who = await findResetIdentity(ctx, q.loginName, q.uscc, q.mobile);
  if (!who) throw businessError(MISMATCH);
  if (await repo.hasPending(ctx.db, who.userId)) throw businessError('该账号已有待审核的密码重置申请，请耐心等待审核结果');
  return { unitName: who.unitName };
}

/** Files the application with the sealed letter and the new password (hashed now, in force on approval). */
export async function apply(ctx: AppContext, input: z.output<typeof passwordResetApplyInput>, ip: string): Promise<{ id: string; state: PasswordResetState }> {
  const who = await findResetIdentity(ctx, input.loginName, input.uscc, input.mobile);
  if (!who) throw businessError(MISMATCH);
  if (await repo.hasPending(ctx.db, who.userId)) throw businessError('该账号已有待审核的密码重置申请，请耐心等待审核结果');
  const password = wishedPassword(ctx, input.newPassword);
  const letters = (await listForObject(ctx, 'resetPassword', input.draftId)).filter((f) => f.kind === 'letter');
  if (!letters.length) throw badInput('请上传加盖公章的密码重置申请函');
  const passwordHash = await hashPassword(password, ctx.config.passwordCost);
  const consent = await redeemTicket(ctx, input.smsTicket, input.mobile, 'resetPassword');
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await revokeUploadTokens({ ...ctx, db: trx }, 'resetPassword', input.draftId);
    await repo.insertReset(trx, {
      id,
      user_id: who.userId,
      state: 'pending',
      mobile: input.mobile,
      password_hash: passwordHash,
      draft_id: input.draftId,
      submitted_at: nowIso(),
      ...notReviewed,
      ...consent,
      version: 1,
    });
    await startFlow(
      { ...ctx, db: trx },
      {
        kind: 'passwordReset',
        id,
        actor: { kind: 'applicant', name: who.userName, mobile: input.mobile },
        attachments: letters.map((f) => f.attsysid),
        audit: { action: 'passwordReset.apply', ip },
      },
    );
  });
  return { id, state: 'pending' };
}

/** Whether an application was already submitted with this draft's material (its upload slots are then closed). */
export async function isResetDraftUsed(ctx: AppContext, draftId: string): Promise<boolean> {
  return repo.isDraftUsed(ctx.db, draftId);
}

/** The applicant's own applications, after proving the phone again. */
export async function query(ctx: AppContext, loginName: string, mobile: string, smsTicket: string): Promise<PasswordResetApplication[]> {
  await redeemTicket(ctx, smsTicket, mobile, 'query');
  const user = await findUserByLoginName(ctx.db, loginName);
  const rows = user ? (await repo.findByUser(ctx.db, user.id)).filter((r) => r.mobile === mobile) : [];
  if (!rows.length) throw businessError('没有找到该账号以此手机号提交的密码重置申请');
  return rows.map(toApplication);
}

export async function findPage(ctx: AppContext, q: z.output<typeof findPasswordResetInput>): Promise<Page<PasswordResetApplication>> {
  const { rows, count } = await repo.findResetPage(ctx.db, { state: q.state, keyword: q.keyword, offset: (q.pageNo - 1) * q.pageSize, limit: q.pageSize });
  return { list: rows.map(toApplication), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function getOne(ctx: AppContext, id: string): Promise<{ application: PasswordResetApplication; attachments: Attachment[] }> {
  const row = await repo.findReset(ctx.db, id);
  if (!row) throw notFound('密码重置申请');
  return { application: toApplication(row), attachments: await listForObject(ctx, 'resetPassword', row.draft_id) };
}

/** The sealed letter: the applicant uploads it through a signed token only, the reviewers read it. */
export const resetAttachments: AttachmentRule = {
  canWrite: () => false,
  canRead: (_ctx, s) => s.menuIds.has('account.resetCheck'),
};

/** Reset applications and their flow log are for the reviewers; the applicant follows them through the result query. */
export const passwordResetRecord: FlowRecordSpec = {
  table: 'password_resets',
  subject: async (ctx, row: Selectable<PasswordResetTable>) => {
    const r = await repo.findReset(ctx.db, row.id);
    return r ? `${r.unit_name} ${r.login_name}` : '';
  },
  canSee: (s) => s.menuIds.has('account.resetCheck'),
};

/** Approves (the new password takes effect, every session of the user ends) or rejects with a reason; the applicant is told by SMS. */
export async function audit(
  ctx: AppContext,
  s: SessionContext,
  input: { id: string; action: PasswordResetAction; opinion: string },
  ip: string,
): Promise<PasswordResetApplication> {
  const before = await repo.findReset(ctx.db, input.id);
  if (!before) throw notFound('密码重置申请');
  const row = await applyStep<Selectable<PasswordResetTable>>(ctx, {
    kind: 'passwordReset',
    ...reviewerDecision(s, input.id, input.action, input.opinion),
    effect: async (tx, app) => {
      if (input.action === 'approve') await forcePassword(tx, app.user_id, app.password_hash);
    },
    notice: (app) => ({
      mobile: app.mobile,
      title: '密码重置申请结果',
      content:
        input.action === 'approve'
          ? `账号${before.login_name}的密码重置申请已审核通过，新密码即刻生效，请使用申请时设置的新密码登录。`
          : `账号${before.login_name}的密码重置申请被驳回，原因：${input.opinion}`,
    }),
    audit: { action: `passwordReset.${input.action}`, detail: { opinion: input.opinion }, ip },
  });
  return toApplication((await repo.findReset(ctx.db, row.id))!);
}

import {
  PASSWORD_RESET_FLOW,
  findTransition,
  strongPassword,
  type Attachment,
  type Page,
  type PasswordResetAction,
  type PasswordResetApplication,
  type PasswordResetState,
  type findPasswordResetInput,
  type passwordResetApplyInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { hashPassword } from '../../platform/crypto/password';
import { sm2Decrypt } from '../../platform/crypto/sm2';
import { badInput, businessError, notFound, rateLimited } from '../../platform/http/errors';
import { hitRateLimit } from '../../platform/http/rate-limit';
import { newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { listForObject } from '../attachment/service';
import { notify, redeemTicket } from '../sms/service';
import { findResetIdentity, findUserByLoginName, forcePassword } from '../user/service';
import * as repo from './repo';

const MISMATCH = '登录账号、单位统一社会信用代码与预留手机号不匹配';

const toApplication = (r: repo.ResetRow): PasswordResetApplication => ({
  id: r.id,
  state: r.state as PasswordResetState,
  loginName: r.login_name,
  userName: r.user_name,
  unitName: r.unit_name,
  uscc: r.uscc,
  mobile: r.mobile,
  draftId: r.draft_id,
  submittedAt: r.submitted_at,
  reviewerName: r.reviewer_name,
  reviewedAt: r.reviewed_at,
  opinion: r.opinion,
});

/** Step one of a reset: do the account, the credit code and the phone belong together? Slowed per address against guessing. */
export async function checkIdentity(ctx: AppContext, q: { loginName: string; uscc: string; mobile: string }, ip: string) {
  if (!(await hitRateLimit(ctx.db, `resetCheck:${ip}`, 20, 3600_000))) throw rateLimited();
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
  const password = sm2Decrypt(input.newPassword, ctx.sm2.privateKey);
  if (password === null) throw badInput('密码格式不正确，请刷新页面后重试');
  const weak = strongPassword(password);
  if (weak) throw badInput(weak);
  if (!(await listForObject(ctx, 'resetPassword', input.draftId)).some((f) => f.kind === 'letter')) throw badInput('请上传加盖公章的密码重置申请函');
  await redeemTicket(ctx, input.smsTicket, input.mobile, 'resetPassword');
  const id = newId();
  await repo.insertReset(ctx.db, {
    id,
    user_id: who.userId,
    state: 'pending',
    mobile: input.mobile,
    password_hash: await hashPassword(password, ctx.config.passwordCost),
    draft_id: input.draftId,
    submitted_at: nowIso(),
    reviewer_id: '',
    reviewer_name: '',
    reviewed_at: null,
    opinion: '',
    version: 1,
  });
  await writeAudit(ctx.db, { actorId: who.userId, actorName: who.userName, action: 'passwordReset.apply', target: id, ip });
  return { id, state: 'pending' };
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

/** Approves (the new password takes effect, every session of the user ends) or rejects with a reason; the applicant is told. */
export async function audit(ctx: AppContext, s: SessionContext, input: { id: string; action: PasswordResetAction; opinion: string }, ip: string): Promise<PasswordResetApplication> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const app = await repo.findReset(trx, input.id);
    if (!app) throw notFound('密码重置申请');
    const t = findTransition(PASSWORD_RESET_FLOW, app.state as PasswordResetState, input.action);
    if (!t) throw businessError(`该申请${PASSWORD_RESET_FLOW.states[app.state as PasswordResetState].label}，不能审核`);
    if (!(await repo.moveReset(trx, app.id, app.state, { state: t.to, reviewer_id: s.userId, reviewer_name: s.userName, reviewed_at: nowIso(), opinion: input.opinion })))
      throw businessError('该申请已被处理，请刷新后查看');
    if (input.action === 'approve') await forcePassword({ ...ctx, db: trx }, app.user_id, app.password_hash);
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: `passwordReset.${input.action}`, target: app.id, detail: { userId: app.user_id, opinion: input.opinion }, ip });
    return app;
  });
  await notify(
    ctx,
    row.mobile,
    input.action === 'approve'
      ? `账号${row.login_name}的密码重置申请已审核通过，新密码即刻生效，请使用申请时设置的新密码登录。`
      : `账号${row.login_name}的密码重置申请被驳回，原因：${input.opinion}`,
  );
  return toApplication((await repo.findReset(ctx.db, input.id))!);
}

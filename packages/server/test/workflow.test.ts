import { describe, expect, it } from 'vitest';
import { applyStep } from '../src/modules/workflow/service';
import type { SessionContext } from '../src/platform/session/store';
import { call, loginAs, uploadTo, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('the workflow engine and the flow log', () => {
  const t = suiteApp();
  const [admin, demo] = signedIn(t, 'admin', 'demo');
  const log = (who: Caller | null, kind: string, id: string) => request(t, who, 'flowLog.find', { kind, id });
  const changeOf = async (unitName: string, state: string) =>
    (await requestRaw(t, admin, 'unit.findChangeRequests', { pageNo: 1, pageSize: 50, state })).json().data.list.find((r: { unitName: string }) => r.unitName === unitName);

  it('shows every step of a registration as the engine wrote it: submitted, returned, corrected, approved', async () => {
    const { list } = (await request(t, admin, 'registration.findRegister', { pageNo: 1, pageSize: 10, state: 'approved' })).json().data;
    const view = (await log(admin, 'accountApply', list[0].id)).json().data;
    expect(view).toMatchObject({ kindTitle: '账号注册申请', subject: '宁波北仑港通物流有限公司', state: 'approved', stateLabel: '已通过' });
    expect(view.steps.map((s: { action: string; fromState: string | null; toState: string }) => [s.action, s.fromState, s.toState])).toEqual([
      ['submit', null, 'pending'],
      ['return', 'pending', 'returned'],
      ['resubmit', 'returned', 'pending'],
      ['approve', 'pending', 'approved'],
    ]);
    expect(view.steps[0]).toMatchObject({ actorKind: 'applicant', actorName: '林帆', actionLabel: '提交申请' });
    expect(view.steps[0].attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['营业执照.pdf', '授权委托书.pdf']);
    expect(view.steps[1]).toMatchObject({ actorKind: 'user', actorName: '平台管理员', actorUnitName: '宁波市市场监督管理局', opinion: '授权委托书未加盖单位公章，请重新上传' });
  });

  it('writes a step, an audit row and a message to the applicant in one go', async () => {
    const p = (await call(t, demo, 'GET', '/a/stone/user/unit?forEdit=true')).json().data;
    // A name change goes with its evidence: the licence under the new name and the registry's notice.
    for (const kind of ['changeLicence', 'changeNotice']) {
      expect((await uploadTo(t, demo, { bizType: 'unit', bizId: p.id, kind })).json().success).toBe(true);
    }
    const pending = (await request(t, demo, 'unit.save', { ...p, orgname: '宁波明达流程测试有限公司' })).json().data.pendingChange;
    const returned = (await request(t, admin, 'unit.auditChange', { id: pending.id, action: 'reject', opinion: '请附变更通知书' })).json();
    expect(returned.data).toMatchObject({ state: 'rejected', opinion: '请附变更通知书' });
    const steps = (await log(demo, 'unitChange', pending.id)).json().data.steps;
    expect(steps.map((s: { action: string }) => s.action)).toEqual(['submit', 'reject']);
    expect(steps[0].attachments.map((a: { fileName: string }) => a.fileName).sort()).toEqual(['changeLicence.pdf', 'changeNotice.pdf']);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target', '=', pending.id).orderBy('seq').execute();
    expect(audit.map((a) => a.action)).toEqual(['unit.change.submit', 'unit.change.reject']);
    const inbox = (await request(t, demo, 'message.findPage', { pageNo: 1, pageSize: 1, status: 'unread' })).json().data.list[0];
    expect(inbox).toMatchObject({ title: '单位信息变更被驳回' });
    expect(inbox.content).toContain('请附变更通知书');
  });

  it('refuses a step the flow does not allow from the state, by the party, or without the reason it needs', async () => {
    const pending = await changeOf('宁波鄞州恒力机械制造有限公司', 'pending');
    const demo2 = await t.db.selectFrom('users').selectAll().where('login_name', '=', 'demo2').executeTakeFirstOrThrow();
    const owner: SessionContext = {
      key: '',
      userId: demo2.id,
      unitId: demo2.unit_id,
      loginName: 'demo2',
      userName: demo2.name,
      isMain: true,
      roleId: null,
      roleType: 'use',
      menuIds: new Set(),
    };
    const step = (action: string, party: 'owner' | 'reviewer', opinion?: string) =>
      applyStep(t.ctx, { kind: 'unitChange', id: pending.id, action, party, opinion, actor: { kind: 'user', session: owner }, audit: { action: 'test', ip: '127.0.0.1' } });
    await expect(step('approve', 'owner')).rejects.toThrow('您不能对该申请执行“审核通过”');
    await expect(step('reject', 'reviewer', ' ')).rejects.toThrow('请填写驳回原因');
    await expect(step('resubmit', 'owner')).rejects.toThrow('该申请不能办理此操作');
    const withdrawn = await changeOf('宁波鄞州恒力机械制造有限公司', 'withdrawn');
    expect((await request(t, admin, 'unit.auditChange', { id: withdrawn.id, action: 'approve' })).json().errorMsg).toBe('该申请已撤回，不能审核通过');
    expect((await changeOf('宁波鄞州恒力机械制造有限公司', 'pending')).id).toBe(pending.id);
  });

  it('shows a log only to whoever may see the record', async () => {
    const theirs = await changeOf('宁波鄞州恒力机械制造有限公司', 'pending');
    expect((await log(demo, 'unitChange', theirs.id)).statusCode).toBe(404);
    expect((await log(await loginAs(t, 'demo2'), 'unitChange', theirs.id)).json().success).toBe(true);
    const { list } = (await request(t, admin, 'registration.findRegister', { pageNo: 1, pageSize: 1 })).json().data;
    expect((await log(demo, 'accountApply', list[0].id)).statusCode).toBe(404);
    expect((await log(await loginAs(t, 'inspector'), 'accountApply', list[0].id)).statusCode).toBe(404);
    expect((await log(null, 'accountApply', list[0].id)).statusCode).toBe(401);
    expect((await log(admin, 'nothing', list[0].id)).json()).toMatchObject({ success: false, errorMsg: '业务类型不正确' });
    expect((await log(admin, 'accountApply', 'no-such-id')).statusCode).toBe(404);
  });
});

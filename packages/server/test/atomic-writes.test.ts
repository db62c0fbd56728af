import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

/** A write and its audit row commit together: when the audit row cannot be written, nothing of the write stays. */
describe('writes and their audit rows', () => {
  const t = suiteApp();
  const [demo, admin] = signedIn(t, 'demo', 'admin');
  beforeAll(async () => {
    // From here every audit write fails, as a full disk or a lost connection would make it.
    await sql`alter table audit_log rename to audit_log_away`.execute(t.db);
  });
  // After-hooks run in reverse order of registration: the table is back before suiteApp's hook closes the server.
  afterAll(async () => {
    await sql`alter table audit_log_away rename to audit_log`.execute(t.db);
  });

  it('keeps an operator unchanged and undeleted', async () => {
    const { list } = (await request(t, demo, 'operator.list', { pageNo: 1, pageSize: 1 })).json().data;
    const before = (await request(t, demo, 'operator.get', { id: list[0].id })).json().data;
    // The edit form's full values (its read is audited, and audit writes fail here): as stored.
    const o = await t.db.selectFrom('operators').selectAll().where('id', '=', before.id).executeTakeFirstOrThrow();
    const edited = {
      id: o.id,
      version: o.version,
      name: '改过的名字',
      idType: o.id_type,
      idNumber: o.id_number,
      sex: o.sex,
      mobile: o.mobile,
      post: o.post,
      hireDate: o.hire_date,
      remark: o.remark,
    };
    expect((await requestRaw(t, demo, 'operator.update', edited)).statusCode).toBe(500);
    expect((await request(t, demo, 'operator.del', { id: before.id })).statusCode).toBe(500);
    expect((await request(t, demo, 'operator.get', { id: before.id })).json().data).toEqual(before);
  });

  it("keeps the user's own details", async () => {
    const before = (await call(t, demo, 'GET', '/a/stone/user/info')).json().data.user;
    expect((await request(t, demo, 'user.updateInfo', { name: '另一个名字', identityCard: '', phone: '', mobile: '' })).statusCode).toBe(500);
    expect((await call(t, demo, 'GET', '/a/stone/user/info')).json().data.user.name).toBe(before.name);
  });

  it('keeps a workflow record in its state and writes no step of its flow log', async () => {
    const { list } = (await request(t, admin, 'registration.findRegister', { pageNo: 1, pageSize: 10, state: 'pending' })).json().data;
    const steps = async () => (await request(t, admin, 'flowLog.find', { kind: 'accountApply', id: list[0].id })).json().data.steps.length;
    const before = await steps();
    expect((await request(t, admin, 'registration.disagree', { id: list[0].id, opinion: '材料不全' })).statusCode).toBe(500);
    expect((await request(t, admin, 'registration.getRegister', { id: list[0].id })).json().data.application.state).toBe('pending');
    expect(await steps()).toBe(before);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, chinaToday } from '../src/platform/ids';
import { call, loginAs, SAMPLE, uploadTo, type Caller } from './helpers';
import { signedIn, suiteApp } from './suite';

const PERSON = { name: '王建', idType: 'idCard', idNumber: '330203198503120016', sex: '1', mobile: '13811112222', post: '电梯安全管理员', hireDate: '2020-03-01' };
const cert = (over: Record<string, string> = {}) => ({
  itemCode: 'A',
  certNo: '330203198503120016',
  authority: '宁波市市场监督管理局',
  issueDate: '2024-01-10',
  expiryDate: '2028-01-09',
  ...over,
});

describe('operators and qualifications', () => {
  const t = suiteApp();
  let opId: string;
  beforeAll(async () => {
    await t.db.deleteFrom('operators').execute();
  });
  const [demo] = signedIn(t, 'demo');

  const post = (who: Caller | null, path: string, body: object) => call(t, who, 'POST', `/a/stone/operator/${path}`, body);

  it('adds an operator with certificates and lists them with the ID number masked', async () => {
    const op = (await post(demo, 'add', PERSON)).json().data;
    opId = op.id;
    expect(op).toMatchObject({ name: '王建', idNumber: '330203198503120016', qualifications: [] });
    const withCert = (await post(demo, 'qualification/add', { operatorId: opId, ...cert() })).json().data;
    expect(withCert.qualifications[0]).toMatchObject({ itemCode: 'A', itemLabel: '特种设备安全管理', state: 'valid' });
    await post(demo, 'qualification/add', { operatorId: opId, ...cert({ itemCode: 'T', certNo: 'T-2022-001', issueDate: '2022-06-01', expiryDate: addDays(chinaToday(), 30) }) });
    const list = (await post(demo, 'list', { pageNo: 1, pageSize: 10 })).json().data;
    expect(list.list[0]).toMatchObject({ name: '王建', idNumber: '3302**********0016' });
    expect(list.list[0].qualifications.map((q: { state: string }) => q.state).sort()).toEqual(['expiring', 'valid']);
  });

  it('filters by item and by certificate state, and shows the overview', async () => {
    expect((await post(demo, 'list', { pageNo: 1, pageSize: 10, itemCode: 'T' })).json().data.count).toBe(1);
    expect((await post(demo, 'list', { pageNo: 1, pageSize: 10, itemCode: 'Q2' })).json().data.count).toBe(0);
    expect((await post(demo, 'list', { pageNo: 1, pageSize: 10, certState: 'expiring' })).json().data.count).toBe(1);
    expect((await post(demo, 'list', { pageNo: 1, pageSize: 10, certState: 'expired' })).json().data.count).toBe(0);
    const o = (await post(demo, 'overview', {})).json().data;
    expect(o).toMatchObject({ operators: 1, certificates: 2, expiring: 1, expired: 0 });
    expect(o.expiringSoon[0]).toMatchObject({ operatorName: '王建', itemLabel: '电梯修理', daysLeft: 30 });
  });

  it.each([
    [{ ...PERSON, idNumber: '330203198503120017' }, '身份证号校验位不正确，请核对'],
    [{ ...PERSON, sex: '2' }, '性别与身份证号不符'],
    [{ ...PERSON, mobile: '123' }, '请输入有效的手机号码'],
    [{ ...PERSON, idType: 'alien' }, '证件类型不正确'],
    [{ ...PERSON, name: '' }, '请填写姓名'],
    [PERSON, '本单位已登记该证件号码的作业人员'],
  ])('refuses operator %o', async (body, msg) => {
    expect((await post(demo, 'add', body)).json()).toMatchObject({ success: false, errorMsg: msg });
  });

  it.each([
    [cert({ itemCode: 'Q10' }), '作业项目不正确，请从现行目录中选择'],
    [cert({ itemCode: 'KG' }), '作业项目不正确，请从现行目录中选择'],
    [cert({ expiryDate: '2023-01-01' }), '有效期至必须晚于发证日期'],
    [cert({ issueDate: '2024/01/10' }), '发证日期格式应为YYYY-MM-DD'],
    [cert({ certNo: '' }), '请填写证书编号'],
  ])('refuses certificate %o', async (body, msg) => {
    expect((await post(demo, 'qualification/add', { operatorId: opId, ...body })).json()).toMatchObject({ success: false, errorMsg: msg });
  });

  it('answers personal data masked, and in full only to the edit form of the owning unit, each such read audited', async () => {
    const list = (await post(demo, 'list', { pageNo: 1, pageSize: 10 })).json().data.list[0];
    expect(list).toMatchObject({ idNumber: '3302**********0016', mobile: '138****2222' });
    expect(list.qualifications.map((q: { certNo: string }) => q.certNo).sort()).toEqual(['3302**********0016', 'T-20**-001']);
    expect((await post(demo, 'overview', {})).json().data.expiringSoon[0].certNo).toBe('T-20**-001');
    const read = (await post(demo, 'get', { id: opId })).json().data;
    expect(read).toMatchObject({ idNumber: '3302**********0016', mobile: '138****2222' });
    expect(read.qualifications.map((q: { certNo: string }) => q.certNo).sort()).toEqual(['3302**********0016', 'T-20**-001']);
    const audited = () => t.db.selectFrom('audit_log').select('actor_name').where('action', '=', 'operator.readPersonal').where('target', '=', opId).execute();
    expect(await audited()).toEqual([]);

    const full = (await post(demo, 'get', { id: opId, forEdit: true })).json().data;
    expect(full).toMatchObject({ idNumber: PERSON.idNumber, mobile: PERSON.mobile });
    expect(full.qualifications.map((q: { certNo: string }) => q.certNo).sort()).toEqual([PERSON.idNumber, 'T-2022-001']);
    expect(await audited()).toHaveLength(1);
    // Staff read the unit's operators but never edit them, so they never get the full values.
    const admin = await loginAs(t, 'admin');
    expect((await post(admin, 'get', { id: opId })).json().data.idNumber).toBe('3302**********0016');
    expect((await post(admin, 'get', { id: opId, forEdit: true })).statusCode).toBe(403);
    expect((await post(demo, 'get', { id: opId, forEdit: 'yes' })).json().success).toBe(false);
    expect(await audited()).toHaveLength(1);
  });

  it('edits with versions, attaches a certificate scan, deletes', async () => {
    const d = (await post(demo, 'get', { id: opId, forEdit: true })).json().data;
    expect((await post(demo, 'update', { ...PERSON, id: opId, version: d.version, post: '安全管理负责人' })).json().data.post).toBe('安全管理负责人');
    expect((await post(demo, 'update', { ...PERSON, id: opId, version: d.version })).json().code).toBe('CONFLICT');
    const q = d.qualifications[0];
    const up = await uploadTo(t, demo, { bizType: 'qualification', bizId: q.id, kind: 'certificate' }, { filename: '证书.jpg', content: SAMPLE.jpeg });
    expect(up.json().data.kind).toBe('certificate');
    const after = (
      await post(demo, 'qualification/update', {
        id: q.id,
        version: q.version,
        ...cert({ itemCode: q.itemCode, certNo: q.certNo, issueDate: q.issueDate, expiryDate: q.expiryDate, reviewDate: '2025-01-01' }),
      })
    ).json().data;
    expect(after.qualifications.find((x: { id: string }) => x.id === q.id).reviewDate).toBe('2025-01-01');
    expect((await post(demo, 'qualification/del', { id: q.id })).json().data.qualifications).toHaveLength(1);
    // The scan goes with its certificate: nothing could read it any more.
    expect(await t.db.selectFrom('attachments').select('id').where('biz_id', '=', q.id).execute()).toEqual([]);
  });

  it("keeps one company away from another's operators, whatever id is sent", async () => {
    const demo2 = await loginAs(t, 'demo2');
    expect((await post(demo2, 'list', { pageNo: 1, pageSize: 10 })).json().data.count).toBe(0);
    expect((await post(demo2, 'get', { id: opId })).statusCode).toBe(404);
    expect((await post(demo2, 'update', { ...PERSON, id: opId, version: 2 })).statusCode).toBe(404);
    expect((await post(demo2, 'del', { id: opId })).statusCode).toBe(404);
    expect((await post(demo2, 'qualification/add', { operatorId: opId, ...cert() })).statusCode).toBe(404);
    const q = (await post(demo, 'get', { id: opId, forEdit: true })).json().data.qualifications[0];
    expect((await post(demo2, 'get', { id: opId, forEdit: true })).statusCode).toBe(404);
    expect((await post(demo2, 'qualification/del', { id: q.id })).statusCode).toBe(404);
    expect((await uploadTo(t, demo2, { bizType: 'qualification', bizId: q.id, kind: 'certificate' }, { filename: 'x.jpg', content: SAMPLE.jpeg })).statusCode).toBe(403);
    expect((await post(await loginAs(t, 'inspector'), 'list', { pageNo: 1, pageSize: 5 })).statusCode).toBe(403);
    expect((await post(null, 'list', { pageNo: 1, pageSize: 5 })).statusCode).toBe(401);
    const admin = await loginAs(t, 'admin');
    expect((await post(admin, 'list', { pageNo: 1, pageSize: 5 })).json().data.count).toBe(1);
    expect((await post(admin, 'add', { ...PERSON, idNumber: '330212200501010020', sex: '2' })).statusCode).toBe(403);
    expect((await post(demo, 'del', { id: opId })).json().success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { call, loginAs, uploadTo, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('company info', () => {
  const t = suiteApp();
  const [demo, admin] = signedIn(t, 'demo', 'admin');

  /** The record as the main account's form reads it: the contacts' mobiles in full. */
  const profile = async (who: Caller) => (await call(t, who, 'GET', '/a/stone/user/unit?forEdit=true')).json().data;
  const save = (who: Caller | null, body: object) => requestRaw(t, who, 'unit.save', body);
  const history = async (who: Caller) => (await request(t, who, 'unit.findHistory', { pageNo: 1, pageSize: 20 })).json().data;
  const files = async (who: Caller, bizId: string, kind?: string) =>
    (await request(t, who, 'attachment.findAttList', { bizType: 'unit', bizId, kind })).json().data as Array<{ attsysid: string; kind: string; fileName: string }>;
  /** Uploads a file of a kind to the caller's unit, as the company-info page does while a change is drafted. */
  async function attach(who: Caller, kind: string, filename: string): Promise<void> {
    const res = await uploadTo(t, who, { bizType: 'unit', bizId: (await profile(who)).id, kind }, { filename });
    expect(res.json().success).toBe(true);
  }
  /** The licence under the new name and the registry's notice, which a name or credit code change needs. */
  async function evidence(who: Caller): Promise<void> {
    await attach(who, 'changeLicence', '新营业执照.pdf');
    await attach(who, 'changeNotice', '变更登记通知书.pdf');
  }

  it("answers the full record of the caller's unit", async () => {
    expect(await profile(demo)).toMatchObject({
      orgname: '宁波海曙明达物业管理有限公司',
      uscc: '91330203MA2AB3C47U',
      unitType: 'use',
      areaCode: '330203',
      legalPerson: '张建华',
      contactMobile: '13857400001',
      version: 1,
    });
  });

  it('saves ordinary fields at once and keeps who changed what from what to what', async () => {
    const p = await profile(demo);
    const res = (await save(demo, { ...p, address: '宁波市海曙区中山西路200号', areaCode: '330212', email: 'new@example.cn' })).json();
    expect(res.success).toBe(true);
    expect(res.data.unit).toMatchObject({ address: '宁波市海曙区中山西路200号', areaCode: '330212', version: 2 });
    expect(res.data.pendingChange).toBeNull();
    const [latest] = (await history(demo)).list;
    expect(latest).toMatchObject({ kind: 'edit', state: 'applied', changedByName: '张明' });
    expect(latest.changes).toEqual([
      { field: 'areaCode', label: '所在区域', from: '浙江省 宁波市 海曙区', to: '浙江省 宁波市 鄞州区' },
      { field: 'address', label: '单位地址', from: '宁波市海曙区中山西路138号', to: '宁波市海曙区中山西路200号' },
      { field: 'email', label: '电子邮箱', from: 'md-wy@example.cn', to: 'new@example.cn' },
    ]);
  });

  it('refuses a new name or credit code without its evidence, naming what is missing, and keeps the record', async () => {
    const p = await profile(demo);
    expect((await save(demo, { ...p, orgname: '宁波明达物业服务有限公司', phone: '0574-87310009' })).json()).toMatchObject({
      success: false,
      errorMsg: '变更单位名称须上传变更后的营业执照和变更登记通知书',
    });
    await attach(demo, 'changeLicence', '新营业执照.pdf');
    expect((await save(demo, { ...p, uscc: '91330206MA2D4E6F35' })).json().errorMsg).toBe('变更统一社会信用代码须上传变更登记通知书');
    // The unit's own licence is no evidence of a change.
    await attach(demo, 'businessLicence', '营业执照.pdf');
    expect((await save(demo, { ...p, orgname: '宁波明达物业服务有限公司', uscc: '91330206MA2D4E6F35' })).json().errorMsg).toBe(
      '变更单位名称、统一社会信用代码须上传变更登记通知书',
    );
    expect(await profile(demo)).toEqual(p);
    expect((await call(t, demo, 'GET', '/a/stone/unit/pendingChange')).json().data).toBeNull();
    // Nothing was taken from the draft either.
    expect((await files(demo, p.id, 'changeLicence')).map((f) => f.fileName)).toEqual(['新营业执照.pdf']);
  });

  it('holds a new name or credit code for an administrator, who approves it; the applicant is told', async () => {
    await evidence(demo);
    const p = await profile(demo);
    const res = (await save(demo, { ...p, orgname: '宁波明达物业服务有限公司', phone: '0574-87310002' })).json();
    expect(res.data.unit).toMatchObject({ orgname: '宁波海曙明达物业管理有限公司', phone: '0574-87310002' });
    expect(res.data.pendingChange).toMatchObject({
      kind: 'approval',
      state: 'pending',
      changes: [{ field: 'orgname', from: '宁波海曙明达物业管理有限公司', to: '宁波明达物业服务有限公司' }],
    });
    expect((await call(t, demo, 'GET', '/a/stone/unit/pendingChange')).json().data.id).toBe(res.data.pendingChange.id);

    const again = (await save(demo, { ...(await profile(demo)), orgname: '宁波另一个名字有限公司' })).json();
    expect(again).toMatchObject({ success: false, errorMsg: '已有待审核的单位名称或信用代码变更，请等待审核结果或先撤回' });

    const list = (await request(t, admin, 'unit.findChangeRequests', { pageNo: 1, pageSize: 10, state: 'pending' })).json().data;
    expect(list.list.map((r: { id: string }) => r.id)).toContain(res.data.pendingChange.id);
    const detail = (await request(t, admin, 'unit.getChangeRequest', { id: res.data.pendingChange.id })).json().data;
    expect(detail.unit.orgname).toBe('宁波海曙明达物业管理有限公司');
    // The reviewer gets the files the request was submitted with (the earlier test's draft licence among them), and so does its flow log.
    const sent = (detail.evidence as Array<{ kind: string; fileName: string }>).map((f) => `${f.kind}:${f.fileName}`).sort();
    expect(sent).toEqual(['changeLicence:新营业执照.pdf', 'changeLicence:新营业执照.pdf', 'changeNotice:变更登记通知书.pdf']);
    const log = (await request(t, admin, 'flowLog.find', { kind: 'unitChange', id: res.data.pendingChange.id })).json().data;
    expect(log.steps[0].attachments.map((a: { fileName: string }) => a.fileName).sort()).toEqual(['变更登记通知书.pdf', '新营业执照.pdf', '新营业执照.pdf']);
    // They belong to the request now: the unit's draft is empty for the next change, and the request's files cannot be deleted.
    expect(await files(demo, p.id, 'changeLicence')).toEqual([]);
    expect(await files(demo, p.id, 'changeNotice')).toEqual([]);
    const [notice] = await files(demo, res.data.pendingChange.id, 'changeNotice');
    expect((await call(t, demo, 'GET', `/a/stone/attachment/delete?attsysid=${notice.attsysid}`)).statusCode).toBe(403);

    const approved = (await request(t, admin, 'unit.auditChange', { id: res.data.pendingChange.id, action: 'approve', opinion: '材料齐全' })).json();
    expect(approved.data).toMatchObject({ state: 'approved', reviewerName: '平台管理员', opinion: '材料齐全' });
    expect((await profile(demo)).orgname).toBe('宁波明达物业服务有限公司');
    // The licence under the new name joins the unit's papers.
    expect((await files(demo, p.id, 'businessLicence')).map((f) => f.fileName)).toContain('新营业执照.pdf');
    const msgs = (await request(t, demo, 'message.findPage', { pageNo: 1, pageSize: 5, status: 'unread' })).json().data.list;
    expect(msgs[0].title).toBe('单位信息变更已审核通过');

    const twice = (await request(t, admin, 'unit.auditChange', { id: res.data.pendingChange.id, action: 'reject', opinion: '再驳回' })).json();
    expect(twice).toMatchObject({ success: false, errorMsg: '该申请已通过，不能驳回' });
  });

  it('returns a request with a required reason and leaves the unit as it was', async () => {
    await evidence(demo);
    const p = await profile(demo);
    const pending = (await save(demo, { ...p, uscc: '91330206MA2D4E6F35' })).json().data.pendingChange;
    expect((await request(t, admin, 'unit.auditChange', { id: pending.id, action: 'reject' })).json().errorMsg).toBe('驳回时必须填写驳回原因');
    const rejected = (await request(t, admin, 'unit.auditChange', { id: pending.id, action: 'reject', opinion: '请上传新营业执照' })).json();
    expect(rejected.data.state).toBe('rejected');
    expect((await profile(demo)).uscc).toBe('91330203MA2AB3C47U');
    const mine = (await history(demo)).list.find((r: { id: string }) => r.id === pending.id);
    expect(mine).toMatchObject({ state: 'rejected', opinion: '请上传新营业执照' });
  });

  it('lets the applicant withdraw a pending request, once', async () => {
    await evidence(demo);
    const p = await profile(demo);
    const pending = (await save(demo, { ...p, orgname: '宁波撤回测试有限公司' })).json().data.pendingChange;
    expect((await request(t, demo, 'unit.withdrawChange', { id: pending.id })).json().success).toBe(true);
    expect((await request(t, demo, 'unit.withdrawChange', { id: pending.id })).json().errorMsg).toBe('该申请已撤回，不能撤回');
    expect((await request(t, admin, 'unit.auditChange', { id: pending.id, action: 'approve' })).json().errorMsg).toBe('该申请已撤回，不能审核通过');
  });

  it('refuses a credit code another unit holds', async () => {
    const p = await profile(demo);
    expect((await save(demo, { ...p, uscc: '91330212MA2H8K7Q11' })).json().errorMsg).toBe('该统一社会信用代码已被其他单位使用');
  });

  it('approving and returning at once: only one wins', async () => {
    await evidence(demo);
    const p = await profile(demo);
    const pending = (await save(demo, { ...p, orgname: '宁波并发测试有限公司' })).json().data.pendingChange;
    const results = await Promise.all([
      request(t, admin, 'unit.auditChange', { id: pending.id, action: 'approve' }),
      request(t, admin, 'unit.auditChange', { id: pending.id, action: 'reject', opinion: '并发' }),
    ]);
    expect(results.map((r) => r.json().success).filter(Boolean)).toHaveLength(1);
  });

  it('catches a save from a stale page by its version', async () => {
    const p = await profile(demo);
    expect((await save(demo, { ...p, contactPerson: '张小明' })).json().success).toBe(true);
    expect((await save(demo, { ...p, contactPerson: '张大明' })).json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });

  it.each([
    [{ orgname: '' }, '单位名称不能为空'],
    [{ uscc: '91330203MA2AB3C47A' }, '统一社会信用代码校验位不正确，请核对'],
    [{ areaCode: '330200' }, '请选择到最后一级'],
    [{ areaCode: '110101' }, '所在区域不正确'],
    [{ unitType: 'pirate' }, '单位类型不正确'],
    [{ postalCode: '015000' }, '请输入有效的邮政编码'],
    [{ contactMobile: '12345' }, '请输入有效的手机号码'],
    [{ email: 'a@b' }, '请输入正确邮箱格式'],
    [{ website: 'www.example.cn' }, '请输入正确URL格式'],
    [{ fixedAssets: '0' }, '请输入有效的固定资产'],
    [{ phone: '87654321' }, '请输入有效的手机号或者座机号'],
  ])('refuses %o and keeps what was stored', async (patch, msg) => {
    const p = await profile(demo);
    expect((await save(demo, { ...p, ...patch })).json()).toMatchObject({ success: false, errorMsg: msg });
    expect(await profile(demo)).toEqual(p);
  });

  it('lets only the main account save', async () => {
    const legacy = await loginAs(t, 'legacy');
    expect((await save(legacy, await profile(demo))).json().errorMsg).toBe('只有单位主账号可以修改单位信息');
  });

  it('keeps units apart and reviews for administrators', async () => {
    const demo2 = await loginAs(t, 'demo2');
    expect((await profile(demo2)).orgname).toBe('宁波鄞州恒力机械制造有限公司');
    // demo2's history holds only its own unit's changes (the demo data gives it some), none of demo's.
    const own = (await history(demo2)).list as Array<{ unitName: string }>;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.unitName === '宁波鄞州恒力机械制造有限公司')).toBe(true);
    const requests = (await request(t, admin, 'unit.findChangeRequests', { pageNo: 1, pageSize: 50 })).json().data.list as Array<{ id: string; unitName: string }>;
    const pending = requests.find((r) => r.unitName !== '宁波鄞州恒力机械制造有限公司')!;
    expect((await request(t, demo2, 'unit.withdrawChange', { id: pending.id })).statusCode).toBe(404);
    expect((await request(t, demo, 'unit.auditChange', { id: pending.id, action: 'approve' })).statusCode).toBe(403);
    expect((await request(t, demo, 'unit.findChangeRequests', { pageNo: 1, pageSize: 5 })).statusCode).toBe(403);
    const inspector = await loginAs(t, 'inspector');
    expect((await save(inspector, await profile(inspector))).statusCode).toBe(403);
  });

  it('refuses callers without a session', async () => {
    expect((await save(null, {})).statusCode).toBe(401);
    expect((await request(t, null, 'unit.findHistory', {})).statusCode).toBe(401);
    expect((await requestRaw(t, null, 'unit.auditChange', {})).statusCode).toBe(401);
  });
});

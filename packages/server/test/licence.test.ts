import { beforeAll, describe, expect, it } from 'vitest';
import { findValidLicence, getLicenceView } from '../src/modules/licence/service';
import { chinaToday } from '../src/platform/ids';
import { call, dataOf, hangzhouClerk, loginAs, unitOf, uploadTo, type Caller, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Licence {
  id: string;
  unitId: string;
  licenceNo: string;
  validFrom: string;
  validTo: string;
  items: { item: string; level: string }[];
  state: string;
  opinion: string;
  reviewerName: string;
  version: number;
}
interface View {
  current: Licence | null;
  valid: boolean;
  latest: Licence | null;
}

describe("a construction unit's licence", () => {
  const t = suiteApp();
  const [shigong, registry, demo] = signedIn(t, 'shigong', 'registry', 'demo');
  let unitId: string;

  const data = <T = Licence>(res: Promise<Reply<T>>) => dataOf(res);
  const post = (who: Caller | null, name: string, body: object) => call(t, who, 'POST', `/a/stone/unit/${name}`, body);
  const view = (who: Caller = shigong) => data<View>(call(t, who, 'GET', '/a/stone/unit/licence'));
  const form = (over: Record<string, unknown> = {}) => ({
    licenceNo: 'TS3310245-2028',
    issuer: '浙江省市场监督管理局',
    validFrom: '2024-03-18',
    validTo: '2028-03-17',
    items: [
      { item: 'elevator', level: 'A1' },
      { item: 'crane', level: 'B' },
    ],
    ...over,
  });
  const uploadScan = async (who: Caller, bizId: string) => {
    const res = await uploadTo(t, who, { bizType: 'unit', bizId, kind: 'licenceScan' }, { filename: '许可证.pdf' });
    expect(res.json().success).toBe(true);
  };
  const files = (who: Caller, bizType: string, bizId: string) => data<{ attsysid: string; kind: string }[]>(request(t, who, 'attachment.findAttList', { bizType, bizId }));
  const file = async (over: Record<string, unknown> = {}) => {
    await uploadScan(shigong, unitId);
    return data(post(shigong, 'fileLicence', form(over)));
  };
  const audit = (who: Caller, l: Pick<Licence, 'id' | 'version'>, action: string, opinion = '') => post(who, 'auditLicence', { id: l.id, action, opinion, version: l.version });
  const queue = (who: Caller, q: object = {}) => data<{ list: Licence[]; count: number }>(post(who, 'findLicences', { pageNo: 1, pageSize: 50, ...q }));
  const messages = async (who: Caller) =>
    (await data<{ list: { title: string; content: string }[] }>(request(t, who, 'message.findPage', { pageNo: 1, pageSize: 50, status: 'unread' }))).list;

  beforeAll(async () => {
    unitId = await unitOf(t, 'shigong');
  });

  it('shows the demo licence in force and the change still waiting', async () => {
    const v = await view();
    expect(v.current).toMatchObject({ licenceNo: 'TS3310245-2028', state: 'approved', validFrom: '2024-03-18', validTo: '2028-03-17' });
    expect(v.current?.items).toEqual([
      { item: 'elevator', level: 'A2' },
      { item: 'crane', level: 'B' },
    ]);
    expect(v.valid).toBe(chinaToday() <= '2028-03-17');
    expect(v.latest).toMatchObject({ state: 'pending' });
    expect(v.latest?.items).toContainEqual({ item: 'boiler', level: 'B' });
    // The use unit's filing the registry refused, with its reason.
    expect((await view(demo)).latest).toMatchObject({ state: 'rejected', items: [{ item: 'elevator', level: 'B' }] });
    expect((await view(demo)).current).toBeNull();
  });

  it('keeps filings from no session and from roles without the permission', async () => {
    expect((await call(t, null, 'GET', '/a/stone/unit/licence')).statusCode).toBe(401);
    expect((await post(null, 'fileLicence', form())).statusCode).toBe(401);
    expect((await post(registry, 'fileLicence', form())).statusCode).toBe(403);
    expect((await post(shigong, 'findLicences', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await post(shigong, 'auditLicence', { id: 'x', action: 'approve', opinion: '', version: 1 })).statusCode).toBe(403);
  });

  it('refuses a second filing while one waits, and lets only its own unit take it back', async () => {
    const waiting = (await view()).latest!;
    await uploadScan(shigong, unitId);
    expect((await post(shigong, 'fileLicence', form())).json()).toMatchObject({ success: false, code: 'BUSINESS', errorMsg: '已有待审核的许可备案，请等待审核结果或先撤回' });

    // Another unit's id answers as if it did not exist, and the filing stays as it was.
    expect((await post(demo, 'withdrawLicence', { id: waiting.id, version: waiting.version })).statusCode).toBe(404);
    expect((await request(t, demo, 'flowLog.find', { kind: 'licence', id: waiting.id })).statusCode).toBe(404);
    expect((await view()).latest).toMatchObject({ id: waiting.id, state: 'pending' });

    await data(post(shigong, 'withdrawLicence', { id: waiting.id, version: waiting.version }));
    expect((await view()).latest).toMatchObject({ id: waiting.id, state: 'withdrawn' });
    // Taken back, it cannot be taken back again.
    expect((await post(shigong, 'withdrawLicence', { id: waiting.id, version: waiting.version + 1 })).json()).toMatchObject({ success: false, code: 'BUSINESS' });
  });

  it('checks the form as the contract does, and wants the scan', async () => {
    // The scan uploaded in the last test was not filed; it goes so the unit has none.
    for (const f of await files(shigong, 'unit', unitId)) if (f.kind === 'licenceScan') await call(t, shigong, 'GET', `/a/stone/attachment/delete?attsysid=${f.attsysid}`);
    expect((await post(shigong, 'fileLicence', form())).json()).toMatchObject({ success: false, errorMsg: '请上传许可证扫描件' });

    await uploadScan(shigong, unitId);
    const refused = async (over: Record<string, unknown>) => (await post(shigong, 'fileLicence', form(over))).json();
    expect(await refused({ licenceNo: 'TS123' })).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '请输入有效的许可证编号，如TS3310123-2028' });
    expect(await refused({ items: [{ item: 'elevator', level: 'C' }] })).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '电梯安装（含修理）没有C级' });
    expect(await refused({ validTo: '2024-03-01' })).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '有效期至应晚于发证日期' });
    expect(await refused({ items: [] })).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '请至少填写一个许可项目' });
    expect(await t.db.selectFrom('unit_licences').select('id').where('unit_id', '=', unitId).where('state', '=', 'pending').execute()).toEqual([]);
  });

  it('files with the scan, which moves to the filing; the registry approves it and the unit is told', async () => {
    // With the scan uploaded for the form checks above.
    const filed = await data(post(shigong, 'fileLicence', form({ licenceNo: 'TS3310999-2029', validTo: '2029-03-17' })));
    expect(filed).toMatchObject({ state: 'pending', licenceNo: 'TS3310999-2029', unitId, version: 1 });
    expect((await t.db.selectFrom('unit_licences').select('area_code').where('id', '=', filed.id).executeTakeFirstOrThrow()).area_code).toBe('330203');
    // The scan now belongs to the filing: the unit's next filing starts without one.
    expect((await files(shigong, 'unit', unitId)).filter((f) => f.kind === 'licenceScan')).toEqual([]);
    expect(await files(shigong, 'licence', filed.id)).toMatchObject([{ kind: 'licenceScan' }]);
    expect(await files(await loginAs(t, 'demo2'), 'licence', filed.id)).toEqual([]);
    const log = await data<{ steps: { action: string; attachments: unknown[] }[] }>(request(t, shigong, 'flowLog.find', { kind: 'licence', id: filed.id }));
    expect(log.steps).toMatchObject([{ action: 'submit', attachments: [{ fileName: '许可证.pdf' }] }]);

    // Filing is its first step, and the registry's clerks are told at once, with the link that opens it.
    const told = async () =>
      (
        await data<{ list: { title: string; link: string; status: string }[] }>(request(t, registry, 'message.findPage', { pageNo: 1, pageSize: 50, status: 'unread' }))
      ).list.filter((m) => m.link === `/registry/licence?id=${filed.id}`);
    expect((await told()).map((m) => m.title)).toEqual(['待办：安装改造修理许可备案']);

    // The registry's queue has it, waiting ones first, and finds it by its number.
    const all = await queue(registry);
    expect(all.list[0].state).toBe('pending');
    expect(all.list.map((l) => l.id)).toContain(filed.id);
    expect((await queue(registry, { keyword: 'TS3310999' })).list.map((l) => l.id)).toEqual([filed.id]);
    expect((await queue(registry, { state: 'rejected' })).list.every((l) => l.state === 'rejected')).toBe(true);
    const review = await data<{ licence: Licence; unit: { orgname: string }; evidence: { kind: string; attsysid: string }[] }>(
      post(registry, 'getLicenceForReview', { id: filed.id }),
    );
    expect(review.unit.orgname).toBe('宁波甬安电梯安装工程有限公司');
    expect(review.evidence).toMatchObject([{ kind: 'licenceScan' }]);
    expect((await call(t, registry, 'GET', `/a/stone/common/download?attsysid=${review.evidence[0].attsysid}`)).statusCode).toBe(200);
    // Nobody changes the filed scan.
    expect((await call(t, shigong, 'GET', `/a/stone/attachment/delete?attsysid=${review.evidence[0].attsysid}`)).json().success).toBe(false);

    expect((await audit(registry, filed, 'reject')).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '驳回时必须填写驳回原因' });
    const approved = await data(audit(registry, filed, 'approve', '与许可公示信息一致'));
    expect(await told()).toEqual([]);
    expect(approved).toMatchObject({ state: 'approved', reviewerName: '赵登记', opinion: '与许可公示信息一致', version: 2 });

    const v = await view();
    expect(v).toMatchObject({ current: { id: filed.id, licenceNo: 'TS3310999-2029' }, valid: true, latest: null });
    expect((await messages(shigong)).map((m) => m.title)).toContain('安装改造修理许可备案已审核通过');
    expect(await findValidLicence(t.ctx, unitId, chinaToday())).toEqual({
      licenceNo: 'TS3310999-2029',
      validTo: '2029-03-17',
      items: [
        { item: 'elevator', level: 'A1' },
        { item: 'crane', level: 'B' },
      ],
    });
    expect(await findValidLicence(t.ctx, unitId, '2029-03-18')).toBeNull();
  });

  it('refuses with a reason: the unit reads it, and its licence in force stays', async () => {
    const filed = await file({ items: [{ item: 'piping', level: 'GC1' }] });
    const rejected = await data(audit(registry, filed, 'reject', '扫描件模糊，无法核对许可项目'));
    expect(rejected).toMatchObject({ state: 'rejected', opinion: '扫描件模糊，无法核对许可项目' });
    const v = await view();
    expect(v.current?.licenceNo).toBe('TS3310999-2029');
    expect(v.latest).toMatchObject({ id: filed.id, state: 'rejected', opinion: '扫描件模糊，无法核对许可项目' });
    const told = (await messages(shigong)).find((m) => m.title === '安装改造修理许可备案被驳回');
    expect(told?.content).toContain('扫描件模糊，无法核对许可项目');
    // Decided, it cannot be decided again or taken back.
    expect((await audit(registry, rejected, 'approve')).json()).toMatchObject({ success: false, code: 'BUSINESS' });
    expect((await post(shigong, 'withdrawLicence', { id: filed.id, version: rejected.version })).json()).toMatchObject({ success: false, code: 'BUSINESS' });
  });

  it('lets one of two clerks deciding at once win; the other is told it was decided', async () => {
    const filed = await file();
    const second = await loginAs(t, 'registry');
    const answers = (await Promise.all([audit(registry, filed, 'approve'), audit(second, filed, 'approve')])).map((r) => r.json());
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    // Which of the engine's words the loser reads depends on how far it got before the winner committed.
    const lost = answers.find((a) => !a.success);
    expect(['该备案已被处理，请刷新后查看', '数据已被他人修改，请刷新后重试', '该备案已通过，不能审核通过']).toContain(lost.errorMsg);
    const steps = await data<{ steps: { action: string }[] }>(request(t, shigong, 'flowLog.find', { kind: 'licence', id: filed.id }));
    expect(steps.steps).toHaveLength(2);
  });

  it('tells a licence past its validity from one in force', async () => {
    const filed = await file({ licenceNo: 'TS3310777-2022', validFrom: '2018-01-10', validTo: '2022-01-09' });
    await data(audit(registry, filed, 'approve'));
    const v = await getLicenceView(t.ctx, unitId);
    expect(v).toMatchObject({ current: { id: filed.id }, valid: false, latest: null });
    expect((await view()).valid).toBe(false);
    expect(await findValidLicence(t.ctx, unitId, chinaToday())).toBeNull();
    expect(await findValidLicence(t.ctx, unitId, '2020-06-01')).toMatchObject({ licenceNo: 'TS3310777-2022', validTo: '2022-01-09' });
  });

  it('keeps filings from clerks of other areas', async () => {
    const waiting = await file();
    const hangzhou = await hangzhouClerk(t, 'registryhz3', '13857400097');
    expect(await queue(hangzhou)).toMatchObject({ count: 0 });
    expect((await post(hangzhou, 'getLicenceForReview', { id: waiting.id })).statusCode).toBe(404);
    expect((await audit(hangzhou, waiting, 'approve')).statusCode).toBe(404);
    expect((await request(t, hangzhou, 'flowLog.find', { kind: 'licence', id: waiting.id })).statusCode).toBe(404);
    const scan = (await files(shigong, 'licence', waiting.id))[0];
    expect((await call(t, hangzhou, 'GET', `/a/stone/common/download?attsysid=${scan.attsysid}`)).statusCode).toBe(404);
    expect((await request(t, registry, 'flowLog.find', { kind: 'licence', id: waiting.id })).statusCode).toBe(200);
  });
});

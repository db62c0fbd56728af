import { beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../src/platform/ids';
import { acceptanceOf, apiOf, dataOf, messagesOf, refusalOf, sendSmsCode, unitOf, uploadTo, type Caller, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Apply {
  id: string;
  applyNo: string;
  state: string;
  version: number;
  inspectionKind: string;
  constructionId: string;
  noticeNo: string;
  useUnitName: string;
  readOnly: boolean;
  items: { id: string; equipmentId: string; deviceCode: string; productName: string }[];
}
interface Notice {
  id: string;
  noticeNo: string;
  inspectionKind: string;
  devices: { productNo: string }[];
  openApplyNo: string;
}

describe('supervision inspection applications', () => {
  const t = suiteApp();
  const [shigong, demo, demo2, inspector, finance] = signedIn(t, 'shigong', 'demo', 'demo2', 'inspector', 'caiwu');
  let orgId: string;
  const mobile = '13957400066';

  const api = apiOf<Apply>(t, '/a/stone/appOnline');
  const data = <T = Apply>(res: Promise<Reply<T>>) => dataOf(res);
  const refusal = refusalOf;
  const upload = async (who: Caller, bizId: string, kind: string) =>
    (await uploadTo(t, who, { bizType: 'inspectionApply', bizId, kind })).json<{ data: { attsysid: string } }>().data.attsysid;
  const notices = async () => (await data(api<{ list: Notice[] }>(shigong, 'superintendNotices', { pageNo: 1, pageSize: 50 }))).list;
  /** The demo seed's received installation of that product, with no supervision applied for. */
  const noticeOf = async (productNo: string) => (await notices()).find((n) => n.devices.some((d) => d.productNo === productNo))!;
  const form = (constructionId: string, over: Record<string, unknown> = {}) => ({
    orgId,
    constructionId,
    contact: '孙工',
    contactMobile: mobile,
    email: '',
    mailAddress: '宁波市江北区施工单位办公楼',
    mailReceiver: '孙工',
    mailPhone: '0574-87000000',
    expectedDate: '',
    remark: '',
    ...over,
  });

  beforeAll(async () => {
    orgId = await unitOf(t, 'inspector');
  });

  it('lists the construction unit’s received notices with the application already on each', async () => {
    const list = await notices();
    expect(list.every((n) => n.noticeNo.startsWith('GZ') && n.inspectionKind === 'installSupervision')).toBe(true);
    expect((await noticeOf('SL2026-0815')).openApplyNo).toMatch(/^BJ/);
    expect((await noticeOf('SL2026-0971')).openApplyNo).toBe('');
    // Submitted, returned, draft and cancelled notices are not offered.
    expect(list.some((n) => n.devices.some((d) => ['SL2026-0902', 'SL2026-0871', 'SL2026-0790'].includes(d.productNo)))).toBe(false);
  });

  it('files one on a notice: its devices and kind come from the notice; the use unit reads it, the body concludes it, the use unit hears of it', async () => {
    const notice = await noticeOf('SL2026-0971');
    const draft = await data(api(shigong, 'saveSuperintend', form(notice.id)));
    expect(draft).toMatchObject({
      state: 'draft',
      inspectionKind: 'installSupervision',
      constructionId: notice.id,
      noticeNo: notice.noticeNo,
      useUnitName: '宁波海曙明达物业管理有限公司',
    });
    expect(draft.items.map((i) => i.deviceCode)).toEqual(['311033020320260971']);
    expect(draft.items[0].equipmentId).not.toBe('');

    // A second application on the same notice, and submitting without the stamped application, are refused.
    expect(await refusal(api(shigong, 'saveSuperintend', form(notice.id)))).toBe(`该施工告知已有监督检验申请${draft.applyNo}`);
    const code = await sendSmsCode(t, mobile, 'inspectApply');
    expect(await refusal(api(shigong, 'saveSuperintend', { ...form(notice.id), id: draft.id, version: draft.version, isCommit: true, authCode: code }))).toBe(
      '请先上传：加盖公章的监督检验申请书',
    );
    await upload(shigong, draft.id, 'applyScan');
    const filed = await data(
      api(shigong, 'saveSuperintend', { ...form(notice.id), id: draft.id, version: draft.version, isCommit: true, authCode: await sendSmsCode(t, mobile, 'inspectApply') }),
    );
    expect(filed.state).toBe('submitted');

    // The use unit named on the notice reads it (and only reads it); another unit does not see it at all.
    const seen = await data(api<{ list: Apply[] }>(demo, 'list', { group: 'supervision', pageNo: 1, pageSize: 50 }));
    expect(seen.list.find((a) => a.id === filed.id)?.readOnly).toBe(true);
    expect((await data(api(demo, 'detail', { id: filed.id }))).readOnly).toBe(true);
    expect(await refusal(api(demo, 'revocation', { id: filed.id, version: filed.version }))).toMatch(/申请不存在/);
    expect(await refusal(api(demo2, 'detail', { id: filed.id }))).toBe('在线报检申请不存在');
    const periodicOnly = await data(api<{ list: Apply[] }>(shigong, 'list', { group: 'periodic', pageNo: 1, pageSize: 50 }));
    expect(periodicOnly.list.some((a) => a.id === filed.id)).toBe(false);

    // Once the body accepts it the notice can no longer be cancelled.
    let r = await data(api(inspector, 'accept', acceptanceOf(filed, 'JJ')));
    const cancel = await request(t, shigong, 'construction.checkBcwCancell', { id: notice.id });
    expect(cancel.json().data).toEqual({ cancellable: false, reason: `监督检验（申请${filed.applyNo}）已开始，不能作废` });

    // Priced from the body's installation-supervision fee item, paid by transfer, inspected.
    const choices = await data(api<{ lines: { itemId: string; suggested: string }[] }>(inspector, 'feeChoices', { id: r.id }));
    expect(choices.lines.every((l) => l.suggested !== '')).toBe(true);
    r = await data(api(inspector, 'setFee', { id: r.id, version: r.version, lines: choices.lines.map((l) => ({ itemId: l.itemId, feeItemId: l.suggested, reliefPolicyId: '' })) }));
    r = await data(api(shigong, 'updatePayCert', { id: r.id, version: r.version, fileId: await upload(shigong, r.id, 'payVoucher') }));
    r = await data(api(finance, 'decideVoucher', { id: r.id, version: r.version, action: 'confirmVoucher', opinion: '' }));
    r = await data(api(inspector, 'schedule', { id: r.id, version: r.version, scheduledDate: chinaToday(), scheduledPlace: '安装现场' }));
    r = await data(api(inspector, 'step', { id: r.id, version: r.version, action: 'start' }));

    // A supervision passes or fails, whatever the category's periodic words.
    const item = r.items[0];
    const report = (await uploadTo(t, inspector, { bizType: 'inspectionReport', bizId: item.id, kind: 'report' }, { filename: 'report.pdf' })).json().data.attsysid;
    const concluded = {
      id: r.id,
      version: r.version,
      itemId: item.id,
      inspectionDate: chinaToday(),
      nextInspectionDate: '',
      reportNo: 'JJ-T-0001',
      defects: '',
      reportFileId: report,
    };
    expect(await refusal(api(inspector, 'conclude', { ...concluded, conclusion: 'repass' }))).toBe('检验结论不适用于该类设备');
    r = await data(api(inspector, 'conclude', { ...concluded, conclusion: 'pass' }));
    expect(await t.db.selectFrom('equipment_inspections').select(['kind', 'conclusion']).where('equipment_id', '=', item.equipmentId).execute()).toEqual([
      { kind: 'installSupervision', conclusion: 'pass' },
    ]);
    const told = await messagesOf(t, 'demo', '监督检验结论已出具');
    expect(told.find((m) => m.content.includes('JJ-T-0001'))).toMatchObject({ link: `/company-service/check-install/detail?id=${r.id}` });

    // The use unit finds the supervision report with its own.
    const reports = await request(t, demo, 'report.reports', { pageNo: 1, pageSize: 50, inspectionKind: 'installSupervision' });
    expect(reports.json().data.list.map((x: { reportNo: string }) => x.reportNo)).toContain('JJ-T-0001');
  });

  it('refuses bad input, a notice not under way, another unit’s notice and the wrong role', async () => {
    const notice = await noticeOf('SL2026-0971');
    expect(await refusal(api(shigong, 'saveSuperintend', form('')))).toBe('请选择施工告知');
    expect(await refusal(api(shigong, 'saveSuperintend', form(notice.id, { contactMobile: '123' })))).toMatch(/手机号码/);
    const own = await unitOf(t, 'shigong');
    expect(await refusal(api(shigong, 'saveSuperintend', form(notice.id, { orgId: own })))).toBe('请选择检验机构');
    const returned = await t.db.selectFrom('construction_notices').select('id').where('state', '=', 'returned').executeTakeFirstOrThrow();
    expect(await refusal(api(shigong, 'saveSuperintend', form(returned.id)))).toBe('只有登记机关已接收、尚未竣工或作废的施工告知可以申请监督检验');
    // The use unit may open the page, but a notice it did not file is not its to apply on.
    expect(await refusal(api(demo, 'saveSuperintend', form(notice.id)))).toBe('施工告知不存在');
    expect((await api(null, 'superintendNotices', { pageNo: 1, pageSize: 10 })).statusCode).toBe(401);
    expect((await api(inspector, 'saveSuperintend', form(notice.id))).statusCode).toBe(403);
  });
});

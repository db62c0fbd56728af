import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaToday, addDays, newId, nowIso } from '../src/platform/ids';
import {
  addInspectionBody,
  apiOf,
  call,
  copyAccount,
  dataOf,
  loginAs,
  messagesOf,
  pdfText,
  refusalOf,
  signedGet,
  todoCount,
  unitOf,
  uploadTo,
  type Caller,
  type Page,
  type Reply,
  request,
} from './helpers';
import { signedIn, suiteApp } from './suite';

interface Mfg {
  id: string;
  applyNo: string;
  unitName: string;
  orgId: string;
  typeCode: string;
  catalogueCode: string;
  varietyName: string;
  productName: string;
  productNo: string;
  params: Record<string, string | number>;
  state: string;
  side: string;
  conclusion: string;
  resultRemark: string;
  certNo: string;
  opinion: string;
  version: number;
}

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
const PASSWORD = 'Zhizao@654321';
/** The body's queue of pressure vessels, where its to-do of a vessel is counted. */
const VESSEL_QUEUE = '/monitoring-handle/pressureVesselAudit';

describe('manufacturing supervision inspection (制造监督检验)', () => {
  const t = suiteApp();
  const [maker, inspector, demo] = signedIn(t, 'zhizao', 'inspector', 'demo');
  let otherMaker: Caller;
  let otherBody: Caller;
  let orgId: string;

  const api = apiOf<Mfg>(t, '/a/stone/monitoring');
  const data = <T = Mfg>(res: Promise<Reply<T>>) => dataOf(res);
  const list = async (who: Caller, name: 'list' | 'queue' | 'certs', body: object = {}) => data(api<Page<Mfg>>(who, name, { pageNo: 1, pageSize: 50, ...body }));
  const upload = async (who: Caller, bizId: string, kind = 'drawing') =>
    (await uploadTo(t, who, { bizType: 'manufacture', bizId, kind }, { filename: '总图.pdf' })).json<{ success: boolean; errorMsg?: string }>();
  const vesselForm = (over: object = {}) => ({
    typeCode: '2000',
    catalogueCode: '2150',
    productName: '储气罐',
    model: 'CG-10/1.6',
    productNo: `T${Math.random().toString().slice(2, 10)}`,
    batchNo: '',
    designUnit: '宁波甬江压力容器制造有限公司设计所',
    drawingNo: 'YJR-T-00',
    licenceNo: 'TS2233017-2028',
    material: 'Q345R',
    params: { vesselClass: 'Ⅱ类', volume: 10, designPressure: 1.6, designTemperature: 60, medium: '压缩空气' },
    orgId,
    contact: '许工',
    contactMobile: '13857400031',
    remark: '',
    ...over,
  });
  /** A vessel saved, its drawing uploaded, and submitted. */
  const submitted = async (over: object = {}) => {
    const draft = await data(api(maker, 'save', vesselForm(over)));
    expect((await upload(maker, draft.id)).success).toBe(true);
    return data(api(maker, 'save', { ...vesselForm(over), id: draft.id, version: draft.version, isCommit: true }));
  };
  const accepted = async () => {
    const r = await submitted();
    return data(api(inspector, 'accept', { id: r.id, version: r.version }));
  };
  const passed = async () => {
    const r = await accepted();
    return data(api(inspector, 'record', { id: r.id, version: r.version, conclusion: 'pass', inspectionDate: chinaToday() }));
  };

  beforeAll(async () => {
    orgId = await unitOf(t, 'inspector');

    // Another manufacturer, a copy of zhizao's unit and account.
    const unit = await t.db.selectFrom('units as u').innerJoin('users as x', 'x.unit_id', 'u.id').selectAll('u').where('x.login_name', '=', 'zhizao').executeTakeFirstOrThrow();
    const unitId = newId();
    await t.db
      .insertInto('units')
      .values({ ...unit, id: unitId, name: '宁波另一压力容器有限公司', uscc: '91330200MA2H0M0X1K', created_at: nowIso(), updated_at: nowIso(), version: 1 })
      .execute();
    await copyAccount(t, 'zhizao', { loginName: 'zhizao2', mobile: '13857400098', role: 'role-manufacture', password: PASSWORD, unitId });
    otherMaker = await loginAs(t, 'zhizao2', PASSWORD);

    // Another inspection body with an inspector.
    const bodyId = await addInspectionBody(t, '12330200MB1X00001K');
    await copyAccount(t, 'inspector', { loginName: 'jianyan2', mobile: '13857400099', role: 'role-inspect', password: PASSWORD, unitId: bodyId });
    otherBody = await loginAs(t, 'jianyan2', PASSWORD);
  }, 60_000);

  it('shows the demo submissions in every state to both sides', async () => {
    const own = await list(maker, 'list');
    const states = new Set(own.list.map((r) => r.state));
    for (const s of ['draft', 'submitted', 'returned', 'accepted', 'inspected', 'certified']) expect(states).toContain(s);
    expect(new Set(own.list.map((r) => r.typeCode))).toEqual(new Set(['2000', '1000', '7000']));
    const queue = await list(inspector, 'queue');
    // The body never sees a draft.
    expect(queue.list.some((r) => r.state === 'draft')).toBe(false);
    expect(queue.list.every((r) => r.side === 'body')).toBe(true);
    expect((await list(maker, 'list', { typeCode: '1000' })).list.map((r) => r.productName)).toEqual(['燃气蒸汽锅炉']);
    expect((await list(maker, 'certs')).list.map((r) => r.typeCode).sort()).toEqual(['1000', '2000']);
    expect((await list(inspector, 'certs', { keyword: '锅炉' })).count).toBe(1);
  });

  it('takes a vessel from the submission to the certificate, with the flow log and messages on both sides', async () => {
    const draft = await data(api(maker, 'save', vesselForm({ productNo: 'JOURNEY-1' })));
    expect(draft).toMatchObject({ state: 'draft', side: 'maker', varietyName: '第二类压力容器', conclusion: '' });
    expect(draft.applyNo).toMatch(/^JJ\d{12}$/);
    // Drawings are required before submitting.
    expect(await refusalOf(api(maker, 'save', { ...vesselForm({ productNo: 'JOURNEY-1' }), id: draft.id, version: draft.version, isCommit: true }))).toBe('请先上传：设计图样');
    expect((await upload(maker, draft.id)).success).toBe(true);
    const waiting = await todoCount(t, inspector, VESSEL_QUEUE);
    const sub = await data(api(maker, 'save', { ...vesselForm({ productNo: 'JOURNEY-1' }), id: draft.id, version: draft.version, isCommit: true }));
    expect(sub.state).toBe('submitted');
    // The body's staff who hold the vessel menu are told, with a link to the submission, and count it on the vessel page.
    const messages = await messagesOf(t, 'inspector', '待办：制造监督检验申请');
    expect(messages.map((m) => m.link)).toContain(`/monitoring-handle/pressureVesselView?id=${sub.id}`);
    expect(await todoCount(t, inspector, VESSEL_QUEUE)).toBe(waiting + 1);
    expect(await todoCount(t, maker, VESSEL_QUEUE)).toBe(0);

    const acc = await data(api(inspector, 'accept', { id: sub.id, version: sub.version }));
    expect(acc).toMatchObject({ state: 'accepted', side: 'body' });
    const rec = await data(api(inspector, 'record', { id: acc.id, version: acc.version, conclusion: 'pass', inspectionDate: chinaToday() }));
    expect(rec).toMatchObject({ state: 'inspected', conclusion: 'pass' });
    const cert = await data(api(inspector, 'issue', { id: rec.id, version: rec.version }));
    expect(cert.state).toBe('certified');
    expect(cert.certNo).toMatch(/^ZJ\d{4}R\d{5}$/);
    expect(await todoCount(t, inspector, VESSEL_QUEUE)).toBe(waiting);

    const log = await data(request(t, maker, 'flowLog.find', { kind: 'manufacture', id: cert.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['create', 'submit', 'accept', 'record', 'issue']);
    expect((await list(maker, 'certs', { keyword: cert.certNo })).list.map((r) => r.id)).toEqual([cert.id]);

    // The certificate: produced on the first download, the same bytes after, for both sides.
    const res = await signedGet(t, maker, 'manufacture.cert', { id: cert.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`制造监督检验证书-${cert.certNo}.pdf`));
    expect((await signedGet(t, inspector, 'manufacture.cert', { id: cert.id })).rawPayload.equals(pdf)).toBe(true);
    const sm3 = createHash('sm3').update(pdf).digest('hex');
    // DOC_SHOTS=<dir> keeps the certificate there to look at.
    if (process.env.DOC_SHOTS) writeFileSync(join(process.env.DOC_SHOTS, 'mfg-certificate.pdf'), pdf);

    if (hasPdftotext) {
      const raw = pdfText(pdf);
      const text = raw.replace(/\s+/g, '');
      for (const s of ['特种设备制造监督检验证书', cert.certNo, '宁波甬江压力容器制造有限公司', 'JOURNEY-1', '第二类压力容器', '设计压力1.6MPa', '合格', '扫码核验文书真伪'])
        expect(text).toContain(s);
      const ref = /verify\?ref=([^\s]+)/.exec(raw)![1];
      const verified = await data(call(t, null, 'GET', `/a/stone/document/verify?ref=${ref}`) as Promise<Reply<Record<string, string>>>);
      expect(verified).toMatchObject({ kind: 'mfgCert', certNo: cert.certNo, productNo: 'JOURNEY-1', conclusionLabel: '合格', sm3 });
      // A forged reference says nothing.
      expect((await call(t, null, 'GET', `/a/stone/document/verify?ref=${ref.slice(0, -2)}xx`)).statusCode).toBe(404);
    }
  });

  it('returns with a reason, and the corrected submission goes again', async () => {
    const r = await submitted();
    expect(await refusalOf(api(inspector, 'return', { id: r.id, version: r.version, opinion: '' }))).toBe('退回原因不能为空');
    const ret = await data(api(inspector, 'return', { id: r.id, version: r.version, opinion: '缺少强度计算书' }));
    expect(ret).toMatchObject({ state: 'returned', opinion: '缺少强度计算书' });
    const again = await data(api(maker, 'save', { ...vesselForm({ productNo: 'RESUB-1', productName: '储气罐（修改）' }), id: r.id, version: ret.version, isCommit: true }));
    expect(again).toMatchObject({ state: 'submitted', opinion: '', productName: '储气罐（修改）' });
  });

  it('withdraws before the answer, and deletes only a draft never submitted', async () => {
    const r = await submitted();
    const back = await data(api(maker, 'withdraw', { id: r.id, version: r.version }));
    expect(back.state).toBe('draft');
    expect(await refusalOf(api(maker, 'delete', { id: r.id }))).toBe('只能删除从未提交过的监检申请草稿');
    const fresh = await data(api(maker, 'save', vesselForm()));
    expect((await api(maker, 'delete', { id: fresh.id })).json().success).toBe(true);
    expect((await api(maker, 'detail', { id: fresh.id })).statusCode).toBe(404);
  });

  it('records a failed result with its reason, and issues no certificate for it', async () => {
    const r = await accepted();
    expect(await refusalOf(api(inspector, 'record', { id: r.id, version: r.version, conclusion: 'fail', inspectionDate: chinaToday() }))).toBe(
      '监检结论为不合格时请填写不合格说明',
    );
    expect(await refusalOf(api(inspector, 'record', { id: r.id, version: r.version, conclusion: 'pass', inspectionDate: addDays(chinaToday(), 1) }))).toBe('监检日期不能晚于今天');
    const failed = await data(api(inspector, 'record', { id: r.id, version: r.version, conclusion: 'fail', inspectionDate: chinaToday(), resultRemark: '焊缝超标缺陷' }));
    expect(failed).toMatchObject({ state: 'inspected', conclusion: 'fail', resultRemark: '焊缝超标缺陷' });
    expect(await refusalOf(api(inspector, 'issue', { id: failed.id, version: failed.version }))).toBe('该产品监检结论为不合格，不能出具监检证书');
    // The result may be corrected until a certificate is out.
    const corrected = await data(api(inspector, 'record', { id: r.id, version: failed.version, conclusion: 'pass', inspectionDate: chinaToday() }));
    expect(corrected.conclusion).toBe('pass');
    const certResult = await signedGet(t, maker, 'manufacture.cert', { id: r.id });
    expect(certResult.json().errorMsg).toBe('该监检申请已出结果，尚未出具监检证书');
  });

  it('refuses bad input with the field rules', async () => {
    expect(await refusalOf(api(maker, 'save', vesselForm({ catalogueCode: '1100' })))).toBe('设备品种与设备种类不符');
    expect(await refusalOf(api(maker, 'save', vesselForm({ params: { vesselClass: 'Ⅱ类', volume: 0, designPressure: 1.6, designTemperature: 60, medium: '空气' } })))).toBe(
      '容积(m³)必须大于0',
    );
    expect(await refusalOf(api(maker, 'save', vesselForm({ typeCode: '1000', catalogueCode: '1100' })))).toBe('请填写额定蒸发量（热功率）');
    expect(await refusalOf(api(maker, 'save', vesselForm({ contactMobile: '12345' })))).toContain('手机');
    expect(await refusalOf(api(maker, 'save', vesselForm({ productName: '' })))).toBe('产品名称不能为空');
    expect(await refusalOf(api(maker, 'save', vesselForm({ orgId: 'nobody' })))).toBe('请选择监检机构');
    // A boiler and a piping component with their own parameters.
    const boiler = await data(
      api(maker, 'save', vesselForm({ typeCode: '1000', catalogueCode: '1200', params: { ratedOutput: 2.8, outputUnit: 'MW', ratedPressure: 1.0, fuel: '气', volume: 3 } })),
    );
    expect(boiler.params).toEqual({ ratedOutput: 2.8, outputUnit: 'MW', ratedPressure: 1.0, fuel: '气' });
    const part = await data(api(maker, 'save', vesselForm({ typeCode: '7000', catalogueCode: '7320', params: { nominalSize: 'DN80', pressureClass: 'PN25' } })));
    expect(part.varietyName).toBe('金属阀门');
    expect(await refusalOf(api(maker, 'save', { ...vesselForm(), id: part.id, version: part.version }))).toBe('已保存的监检申请不能更改设备种类，请新建申请');
  });

  it('needs a session and the right role', async () => {
    expect((await api(null, 'list', {})).statusCode).toBe(401);
    expect((await call(t, null, 'GET', '/a/stone/monitoring/cert?id=x')).statusCode).toBe(401);
    // A use unit has no part in this.
    expect((await api(demo, 'list', {})).statusCode).toBe(403);
    // Each side only takes its own steps.
    const r = await submitted();
    expect((await api(maker, 'queue', {})).statusCode).toBe(403);
    expect((await api(maker, 'accept', { id: r.id, version: r.version })).statusCode).toBe(403);
    expect((await api(inspector, 'list', {})).statusCode).toBe(403);
    expect((await api(inspector, 'save', vesselForm())).statusCode).toBe(403);
    expect((await api(inspector, 'withdraw', { id: r.id, version: r.version })).statusCode).toBe(403);
    expect((await api(inspector, 'delete', { id: r.id })).statusCode).toBe(403);
  });

  it("keeps another manufacturer's and another body's hands off", async () => {
    const r = await submitted();
    for (const name of ['detail', 'withdraw', 'delete']) expect((await api(otherMaker, name, { id: r.id, version: r.version })).statusCode).toBe(404);
    expect((await api(otherMaker, 'save', { ...vesselForm(), id: r.id, version: r.version })).statusCode).toBe(404);
    expect((await list(otherMaker, 'list')).count).toBe(0);
    expect((await list(otherMaker, 'certs')).count).toBe(0);
    expect((await request(t, otherMaker, 'flowLog.find', { kind: 'manufacture', id: r.id })).statusCode).toBe(404);
    for (const name of ['detail', 'accept']) expect((await api(otherBody, name, { id: r.id, version: r.version })).statusCode).toBe(404);
    expect((await api(otherBody, 'return', { id: r.id, version: r.version, opinion: 'x' })).statusCode).toBe(404);
    expect((await list(otherBody, 'queue')).count).toBe(0);
    const done = await passed();
    expect((await api(otherBody, 'issue', { id: done.id, version: done.version })).statusCode).toBe(404);
    expect((await api(otherBody, 'record', { id: done.id, version: done.version, conclusion: 'pass', inspectionDate: chinaToday() })).statusCode).toBe(404);
    const issued = await data(api(inspector, 'issue', { id: done.id, version: done.version }));
    expect((await signedGet(t, otherMaker, 'manufacture.cert', { id: issued.id })).statusCode).toBe(404);
    expect((await signedGet(t, otherBody, 'manufacture.cert', { id: issued.id })).statusCode).toBe(404);
    // Drawings are read by the two parties only, and written by the manufacturer only while it may change the submission.
    expect((await upload(otherMaker, r.id)).success).toBe(false);
    expect((await upload(maker, issued.id)).success).toBe(false);
    // The body does not see a draft at all.
    const draft = await data(api(maker, 'save', vesselForm()));
    expect((await api(inspector, 'detail', { id: draft.id })).statusCode).toBe(404);
  });

  it('refuses steps its state does not allow', async () => {
    const draft = await data(api(maker, 'save', vesselForm()));
    expect(await refusalOf(api(maker, 'withdraw', { id: draft.id, version: draft.version }))).toBe('该监检申请已保存，不能撤回');
    const r = await accepted();
    expect(await refusalOf(api(maker, 'withdraw', { id: r.id, version: r.version }))).toBe('该监检申请监检中，不能撤回');
    expect(await refusalOf(api(maker, 'save', { ...vesselForm(), id: r.id, version: r.version }))).toBe('该监检申请监检中，不能修改');
    expect(await refusalOf(api(inspector, 'accept', { id: r.id, version: r.version }))).toBe('该监检申请监检中，不能受理');
    expect(await refusalOf(api(inspector, 'issue', { id: r.id, version: r.version }))).toBe('该监检申请监检中，不能出具监检证书');
    expect(await refusalOf(api(inspector, 'return', { id: r.id, version: r.version, opinion: '晚了' }))).toBe('该监检申请监检中，不能退回');
    // A stale version is a conflict.
    const rec = await data(api(inspector, 'record', { id: r.id, version: r.version, conclusion: 'pass', inspectionDate: chinaToday() }));
    expect(await refusalOf(api(inspector, 'issue', { id: rec.id, version: r.version }))).toBe('数据已被他人修改，请刷新后重试');
    const cert = await data(api(inspector, 'issue', { id: rec.id, version: rec.version }));
    expect(await refusalOf(api(inspector, 'record', { id: cert.id, version: cert.version, conclusion: 'fail', inspectionDate: chinaToday(), resultRemark: '改' }))).toBe(
      '该监检申请已发证，不能录入监检结果',
    );
  });
});

import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { endEquipmentDocuments, issueEquipmentDocuments } from '../src/modules/document/service';
import * as issuedDocuments from '../src/platform/db/migrations/0027-issued-documents';
import { signDocumentRef } from '../src/platform/documents/verify-token';
import { call, loginAs, pdfText, signedGet, uploadTo, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

const BASE = 'https://tzsb.example.gov.cn';
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
const sm3 = (b: Buffer) => createHash('sm3').update(b).digest('hex');

interface Doc {
  id: string;
  kind: 'regCert' | 'useMark';
  certNo: string;
  state: string;
  issuedAt: string;
  stateAt: string;
  sm3: string;
  ref: string;
}

describe('issued documents: certificate, use mark and public verification', () => {
  const t = suiteApp({ PUBLIC_BASE_URL: BASE });
  const [demo, demo2, registry] = signedIn(t, 'demo', 'demo2', 'registry');
  /** demo's NB26E0101, registered by the seeded approval. */
  let seededEq: string;
  /** demo's NB26E0102, approved in this suite. */
  let approvedEq: string;
  /** demo2's NB26H0301, approved in this suite. */
  let foreignEq: string;
  /** demo's NB26E0105: no registration at all. */
  let unregisteredEq: string;

  const equipmentOf = async (productNo: string) => (await t.db.selectFrom('equipment').select('id').where('product_no', '=', productNo).executeTakeFirstOrThrow()).id;
  const list = async (who: Caller, equipmentId: string): Promise<Doc[]> => {
    const res = (await call(t, who, 'GET', `/a/stone/document/list?equipmentId=${equipmentId}`)).json();
    if (!res.success) throw new Error(res.errorMsg);
    return res.data;
  };
  const download = (who: Caller, kind: 'regCert' | 'useMark', equipmentId: string, docId?: string) =>
    signedGet(t, who, `document.${kind}`, { equipmentId, ...(docId ? { docId } : {}) });
  const verify = (ref: string) => t.app.inject({ method: 'GET', url: `/a/stone/document/verify?ref=${encodeURIComponent(ref)}` });
  /** Accepts (when needed) and approves a seeded application as the registry clerk. */
  const approve = async (productNo: string) => {
    const queue = (await request(t, registry, 'useRegist.findQueue', { pageNo: 1, pageSize: 50 })).json().data.list;
    let a = queue.find((x: { equipment: { productNo: string } }) => x.equipment.productNo === productNo);
    const step = async (action: string) => {
      const res = (await requestRaw(t, registry, 'useRegist.decide', { id: a.id, action, opinion: '', version: a.version })).json();
      if (!res.success) throw new Error(`${action}: ${res.errorMsg}`);
      a = res.data;
    };
    if (a.state === 'submitted') await step('accept');
    await step('approve');
    return a as { certNo: string; id: string };
  };

  beforeAll(async () => {
    seededEq = await equipmentOf('NB26E0101');
    approvedEq = await equipmentOf('NB26E0102');
    foreignEq = await equipmentOf('NB26H0301');
    unregisteredEq = await equipmentOf('NB26E0105');
  });

  it('backfills a valid certificate and use mark for equipment registered before the register existed', async () => {
    const seededApply = await t.db.selectFrom('use_regist_applies').selectAll().where('equipment_id', '=', seededEq).executeTakeFirstOrThrow();
    expect(seededApply.state).toBe('approved');
    await issuedDocuments.down(t.db);
    await issuedDocuments.up(t.db);
    const rows = await t.db.selectFrom('issued_documents').selectAll().where('equipment_id', '=', seededEq).orderBy('kind').execute();
    expect(rows.map((r) => [r.kind, r.state, r.cert_no, r.source_kind, r.source_id, r.sm3, r.file_key])).toEqual([
      ['regCert', 'valid', seededApply.cert_no, 'useRegist', seededApply.id, '', ''],
      ['useMark', 'valid', seededApply.cert_no, 'useRegist', seededApply.id, '', ''],
    ]);
    expect(rows[0].issued_by_name).toBe('赵登记');
    // Only approved applications: nothing for a device whose application is still under way.
    expect(await t.db.selectFrom('issued_documents').select('id').where('equipment_id', '=', approvedEq).execute()).toEqual([]);
  });

  it('issues both documents when the registry approves, and lists them for the unit and for staff', async () => {
    const approved = await approve('NB26E0102');
    const docs = await list(demo, approvedEq);
    expect(docs.map((d) => [d.kind, d.state, d.certNo, d.sm3])).toEqual([
      ['regCert', 'valid', approved.certNo, ''],
      ['useMark', 'valid', approved.certNo, ''],
    ]);
    expect(docs[0].ref).not.toContain(docs[0].id);
    expect((await list(registry, approvedEq)).map((d) => d.id)).toEqual(docs.map((d) => d.id));
    await approve('NB26H0301');
  });

  it('produces the certificate on the first download and answers the same bytes, with the SM3 of the register, ever after', async () => {
    const res = await download(demo, 'regCert', approvedEq);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [cert] = await list(demo, approvedEq);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`使用登记证-${cert.certNo}.pdf`)}`);
    expect(cert.sm3).toBe(sm3(pdf));

    const again = await download(demo, 'regCert', approvedEq);
    expect(again.rawPayload.equals(pdf)).toBe(true);
    // Staff in whose area the device is get the same file.
    expect(sm3((await download(registry, 'regCert', approvedEq)).rawPayload)).toBe(cert.sm3);
    expect((await verify(cert.ref)).json().data.sm3).toBe(cert.sm3);

    if (hasPdftotext) {
      const text = pdfText(pdf).replace(/\s+/g, '');
      expect(text).toContain(cert.certNo);
      expect(text).toContain('宁波海曙明达物业管理有限公司');
      expect(text).toContain('曳引驱动乘客电梯');
      expect(text).toContain(`${BASE}/verify?ref=${cert.ref}`);
    }
  });

  it('keeps a produced certificate when an attachment with the same bytes is removed', async () => {
    const pdf = (await download(demo, 'regCert', approvedEq)).rawPayload;
    const uploaded = (await uploadTo(t, demo, { bizType: 'equipment', bizId: approvedEq, kind: 'registrationCert' }, { filename: '使用登记证.pdf', content: pdf })).json();
    expect(uploaded.success).toBe(true);
    expect((await call(t, demo, 'GET', `/a/stone/attachment/delete?attsysid=${uploaded.data.attsysid}`)).json().success).toBe(true);
    expect((await download(demo, 'regCert', approvedEq)).rawPayload.equals(pdf)).toBe(true);
  });

  it('produces the use mark once even when two first downloads race', async () => {
    const [a, b] = await Promise.all([download(demo, 'useMark', approvedEq), download(demo, 'useMark', approvedEq)]);
    expect(a.statusCode).toBe(200);
    expect(a.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(a.headers['content-disposition']).toContain(encodeURIComponent('使用标志-'));
    expect(sm3(b.rawPayload)).toBe(sm3(a.rawPayload));
    const mark = (await list(demo, approvedEq)).find((d) => d.kind === 'useMark')!;
    expect(mark.sm3).toBe(sm3(a.rawPayload));
    expect(sm3((await download(demo, 'useMark', approvedEq)).rawPayload)).toBe(mark.sm3);
  });

  it('refuses a device without a registration with a message the unit can act on', async () => {
    for (const kind of ['regCert', 'useMark'] as const) {
      const res = (await download(demo, kind, unregisteredEq)).json();
      expect(res).toMatchObject({ success: false, code: 'BUSINESS' });
      expect(res.errorMsg).toMatch(/^该设备未办理使用登记/);
    }
    expect(await list(demo, unregisteredEq)).toEqual([]);
  });

  it('answers 401 without a session and 403 to a role that may not see equipment', async () => {
    for (const url of [
      `/a/stone/document/regCert?equipmentId=${approvedEq}`,
      `/a/stone/document/useMark?equipmentId=${approvedEq}`,
      `/a/stone/document/list?equipmentId=${approvedEq}`,
    ]) {
      const res = await call(t, null, 'GET', url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'UNAUTHENTICATED']);
    }
    await t.db.insertInto('roles').values({ id: 'role-records-only', role_type: 'use', name: '仅使用登记', menu_ids: '["useRecord","useRecord.query"]', sort: 9 }).execute();
    const user = await t.db.selectFrom('users').select('id').where('login_name', '=', 'demo').executeTakeFirstOrThrow();
    await t.db.insertInto('user_roles').values({ user_id: user.id, role_id: 'role-records-only' }).execute();
    const narrow = await loginAs(t, 'demo');
    expect((await request(t, narrow, 'user.changeRole', { id: 'role-records-only' })).json().success).toBe(true);
    for (const kind of ['regCert', 'useMark'] as const) expect((await call(t, narrow, 'GET', `/a/stone/document/${kind}?equipmentId=${approvedEq}`)).statusCode).toBe(403);
    expect((await call(t, narrow, 'GET', `/a/stone/document/list?equipmentId=${approvedEq}`)).statusCode).toBe(403);
  });

  it("answers another unit's equipment, and another device's document, as missing", async () => {
    const foreignDocs = await list(demo2, foreignEq);
    expect(foreignDocs).toHaveLength(2);
    for (const kind of ['regCert', 'useMark'] as const) {
      const res = await download(demo, kind, foreignEq);
      expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await call(t, demo, 'GET', `/a/stone/document/list?equipmentId=${foreignEq}`)).statusCode).toBe(404);
    // A foreign document's id under the caller's own device: still nothing.
    const swapped = await download(demo, 'regCert', approvedEq, foreignDocs.find((d) => d.kind === 'regCert')!.id);
    expect([swapped.statusCode, swapped.json().code]).toEqual([404, 'NOT_FOUND']);
    // demo2 never downloaded: nothing was produced by these attempts.
    expect((await list(demo2, foreignEq)).map((d) => d.sm3)).toEqual(['', '']);
  });

  it('shows anyone the public facts of a document by its signed reference, and nothing personal', async () => {
    const [cert, mark] = await list(demo, approvedEq);
    const res = await verify(cert.ref);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      kind: 'regCert',
      kindLabel: '特种设备使用登记证',
      certNo: cert.certNo,
      typeName: '电梯',
      categoryName: '曳引与强制驱动电梯',
      varietyName: '曳引驱动乘客电梯',
      deviceCode: expect.stringMatching(/^3110/),
      unitName: '宁波海曙明达物业管理有限公司',
      registryName: '宁波市市场监督管理局',
      issueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      state: 'valid',
      stateLabel: '有效',
      stateDate: '',
      useStatusLabel: '在用',
      nextInspectionDate: expect.any(String),
      sm3: cert.sm3,
    });
    const eq = await t.db.selectFrom('equipment').selectAll().where('id', '=', approvedEq).executeTakeFirstOrThrow();
    const unit = await t.db.selectFrom('units').selectAll().where('id', '=', eq.unit_id).executeTakeFirstOrThrow();
    const body = res.body;
    for (const personal of [
      eq.safety_manager,
      eq.safety_manager_mobile,
      eq.address,
      eq.maintenance_phone,
      unit.uscc,
      unit.address,
      unit.contact_person,
      unit.contact_mobile,
      '赵登记',
    ])
      expect([personal, body.includes(personal)]).toEqual([personal, false]);
    expect((await verify(mark.ref)).json().data).toMatchObject({ kind: 'useMark', kindLabel: '特种设备使用标志', state: 'valid' });
  });

  it('answers a forged, unsigned or foreign-key reference as not found', async () => {
    const [cert] = await list(demo, approvedEq);
    const forged = `${cert.id}.${'A'.repeat(22)}`;
    const otherKey = signDocumentRef('another portal', cert.id);
    for (const ref of [forged, cert.id, otherKey, `${cert.ref}x`, 'x.y', '.']) {
      const res = await verify(ref);
      expect([ref, res.statusCode, res.json().code, res.json().errorMsg]).toEqual([ref, 404, 'NOT_FOUND', '未找到该证书或使用标志，请核对二维码或核验地址是否完整']);
    }
    expect((await verify('')).json()).toMatchObject({ success: false });
  });

  it('marks the documents changed when a later registration issues new ones, and keeps serving the produced ones', async () => {
    const [oldCert, oldMark] = await list(demo, approvedEq);
    const oldPdf = (await download(demo, 'regCert', approvedEq)).rawPayload;
    const registryUser = await t.db.selectFrom('users').select(['id', 'name']).where('login_name', '=', 'registry').executeTakeFirstOrThrow();
    await t.db
      .transaction()
      .execute((trx) => issueEquipmentDocuments({ ...t.ctx, db: trx }, { equipmentId: approvedEq, sourceKind: 'useRegist', sourceId: 'a-later-decision', by: registryUser }));

    const docs = await list(demo, approvedEq);
    expect(docs.filter((d) => d.state === 'valid').map((d) => [d.kind, d.sm3])).toEqual([
      ['regCert', ''],
      ['useMark', ''],
    ]);
    expect(docs.find((d) => d.id === oldCert.id)).toMatchObject({ state: 'changed', sm3: oldCert.sm3 });
    expect((await verify(oldCert.ref)).json().data).toMatchObject({ state: 'changed', stateLabel: '已变更', stateDate: expect.stringMatching(/^\d{4}-/) });
    const fresh = docs.find((d) => d.state === 'valid' && d.kind === 'regCert')!;
    expect((await verify(fresh.ref)).json().data).toMatchObject({ state: 'valid', stateLabel: '有效' });

    // The superseded certificate still downloads as it was produced; the new one is a new file.
    expect((await download(demo, 'regCert', approvedEq, oldCert.id)).rawPayload.equals(oldPdf)).toBe(true);
    const newPdf = (await download(demo, 'regCert', approvedEq)).rawPayload;
    expect(sm3(newPdf)).not.toBe(oldCert.sm3);
    // A superseded use mark that was produced also still downloads; a document of the other kind by id does not.
    expect(sm3((await download(demo, 'useMark', approvedEq, oldMark.id)).rawPayload)).toBe(oldMark.sm3);
    expect((await download(demo, 'useMark', approvedEq, oldCert.id)).statusCode).toBe(404);
  });

  it('refuses a superseded document that was never produced', async () => {
    const [cert] = await list(demo2, foreignEq);
    const by = { id: 'x', name: '赵登记' };
    await t.db.transaction().execute((trx) => issueEquipmentDocuments({ ...t.ctx, db: trx }, { equipmentId: foreignEq, sourceKind: 'useRegist', sourceId: 'later', by }));
    const res = (await download(demo2, 'regCert', foreignEq, cert.id)).json();
    expect(res).toMatchObject({ success: false, code: 'BUSINESS' });
    expect(res.errorMsg).toContain('已变更');
  });

  it('marks the documents cancelled when the registration ends, and shows the equipment is no longer in use', async () => {
    await t.db.transaction().execute((trx) => endEquipmentDocuments({ ...t.ctx, db: trx }, approvedEq));
    await t.db.updateTable('equipment').set({ use_status: 'cancelled' }).where('id', '=', approvedEq).execute();
    const docs = await list(demo, approvedEq);
    expect(docs.every((d) => d.state !== 'valid')).toBe(true);
    const ended = docs.filter((d) => d.state === 'cancelled');
    expect(ended.map((d) => d.kind).sort()).toEqual(['regCert', 'useMark']);
    expect((await verify(ended[0].ref)).json().data).toMatchObject({ state: 'cancelled', stateLabel: '已注销', useStatusLabel: '注销' });
    const res = (await download(demo, 'regCert', approvedEq)).json();
    expect(res).toMatchObject({ success: false, code: 'BUSINESS' });
    expect(res.errorMsg).toContain('已注销');
  });

  it('limits how often one address may verify', async () => {
    const [cert] = await list(demo, seededEq);
    await t.db.deleteFrom('rate_limits').execute();
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await verify(cert.ref)).statusCode;
    expect(last).toBe(429);
  });
});

import { listEndpoints, type EndpointDef, type OwnedKind } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../src/platform/auth/access-tokens';
import type { VersionedTable } from '../src/platform/db/versioned';
import { addDays, chinaToday, newId, nowIso } from '../src/platform/ids';
import { AJAX, call, downloadToken, encrypt, loginAs, multipart, SAMPLE, send, unitOf, type Caller, request } from './helpers';
import { suiteApp } from './suite';

/**
 * Walks the contract's endpoint table: every endpoint is registered and guarded as it declares,
 * and every endpoint that takes the id of someone's record refuses another party's.
 */
const ENDPOINTS = listEndpoints();

/** Path parameters that let a request reach its route at all (their values are checked by the endpoint itself). */
const placeholders = (e: EndpointDef) => Object.fromEntries(Object.keys(e.params?.shape ?? {}).map((k) => [k, 'x']));

/**
 * Id-like input fields that are not ids of records a unit owns, and why. Every other id-like field
 * must be declared in the endpoint's `owns`, so the id-swap test below reaches it.
 */
const NOT_OWNED: Record<string, string> = {
  'dict.findDictList parentId': 'dictionary items are shared by everyone',
  'dict.save id': 'dictionary items are shared and maintained by administrators only',
  'dict.setStatus id': 'dictionary items are shared and maintained by administrators only',
  'unit.getChangeRequest id': 'change requests are reviewed by administrators, who see every unit',
  'unit.auditChange id': 'change requests are reviewed by administrators, who see every unit',
  'useRegist.getForReview id': "registry clerks decide applications by their area, not their unit (use-regist.test covers another area's)",
  'useRegist.decide id': "registry clerks decide applications by their area, not their unit (use-regist.test covers another area's)",
  'regChange.getForReview id': "registry clerks decide applications by their area, not their unit (reg-change.test covers another area's)",
  'regChange.decide id': "registry clerks decide applications by their area, not their unit (reg-change.test covers another area's)",
  'licence.getForReview id': "registry clerks review licence filings by their area, not their unit (licence.test covers another area's)",
  'licence.audit id': "registry clerks review licence filings by their area, not their unit (licence.test covers another area's)",
  'construction.getForReview id': 'registry clerks receive construction notices by the area of the place of use, not their unit',
  'construction.decide id': 'registry clerks receive construction notices by the area of the place of use, not their unit',
  'registry.save id': 'registries are maintained by administrators only',
  'article.getArticle id': 'published notices are for everyone',
  'article.get id': 'notices are maintained by administrators only',
  'article.save id': 'notices are maintained by administrators only',
  'article.publish id': 'notices are maintained by administrators only',
  'article.withdraw id': 'notices are maintained by administrators only',
  'article.pin id': 'notices are maintained by administrators only',
  'user.changeRole id': "a role id, checked against the caller's own roles",
  'member.findAccounts unitId': "administrators pick a unit; for a unit's main account the service uses its own (member.test)",
  'member.createAccount unitId': "administrators pick a unit; for a unit's main account the service uses its own (member.test)",
  'registration.uploadSign draftId': 'an applicant draft before any record exists; its upload tokens are its proof',
  'registration.apply draftId': 'an applicant draft before any record exists; its upload tokens are its proof',
  'registration.resubmit draftId': 'an applicant draft before any record exists; its upload tokens are its proof',
  'passwordReset.apply draftId': 'an applicant draft before any record exists; its upload tokens are its proof',
  'document.regCert docId': 'a document of the device named by equipmentId (owned), refused unless it is one of that device',
  'onlineApply.save orgId': 'an inspection body on the portal, which any unit may apply to',
  'onlineApply.saveSuperintend orgId': 'an inspection body on the portal, which any unit may apply to',
  'manufacture.save orgId': 'an inspection body on the portal, which any manufacturer may apply to',
  'maintReg.getForReview id': "registry clerks review maintenance-unit registrations by their area, not their unit (maintenance.test covers another area's)",
  'maintReg.audit id': "registry clerks review maintenance-unit registrations by their area, not their unit (maintenance.test covers another area's)",
  'selfMaint.getForReview id': "registry clerks review self-maintenance applications by their area, not their unit (self-maint.test covers another area's)",
  'selfMaint.audit id': "registry clerks review self-maintenance applications by their area, not their unit (self-maint.test covers another area's)",
  'selfMaint.revoke id': "registry clerks review self-maintenance applications by their area, not their unit (self-maint.test covers another area's)",
  'maintChange.save toUnitId':
    'any maintenance unit whose registration and licence are in force, which any use unit may name (maintenance.test: not itself, not an unregistered one)',
  'entrust.save agentUnitId': 'any registered enterprise unit the principal names as its agent (entrust.test: not itself, not a body)',
  'selfTest.save equipmentId': 'any elevator in use that the testing body found by its exact code; the result goes to its use unit (self-test.test)',
  'onlineApply.noAccountUploadSign draftId': 'an applicant draft before any record exists; a filed one takes no more files (no-account-inspection.test)',
  'onlineApply.saveForNoAccount draftId': 'an applicant draft before any record exists; its upload tokens are its proof, a filed one is refused',
  'onlineApply.saveForNoAccount orgId': 'an inspection body on the portal, which any unit may apply to',
  'onlineApply.findChaReliefPolicys orgId': "an inspection body's relief policies in force are published to every applicant",
  'onlineApply.updatePayCert fileId': 'must be a voucher attached to the application named by id (owned), refused otherwise',
  'onlineApply.conclude itemId': 'a device line of the application named by id, which only the body it is addressed to reaches',
  'onlineApply.conclude reportFileId': 'a report uploaded for that device line, refused otherwise',
  'interaction.launch itemId': 'a report (device line) of the application named by applyId (owned), refused otherwise (interaction.test)',
  'fee.saveItem id': "a fee item of the caller's own inspection body; another body's is refused (online-apply.test)",
  'fee.deleteItem id': "a fee item of the caller's own inspection body; another body's is refused (online-apply.test)",
  'fee.savePolicy id': "a relief policy of the caller's own inspection body; another body's is refused (online-apply.test)",
  'fee.deletePolicy id': "a relief policy of the caller's own inspection body; another body's is refused (online-apply.test)",
  'report.record id': 'a line of the inspection history of the device named by equipmentId (owned), refused unless it is one of that device',
  'document.useMark docId': 'a document of the device named by equipmentId (owned), refused unless it is one of that device',
  'payment.resolveAnomaly id': "an anomaly of a payment to the caller's own inspection body (or of a trade matching no order); another body's is refused (pay-anomaly.test)",
  'payment.refundAnomaly id': "an anomaly of a payment to the caller's own inspection body; another body's, and a trade matching no order, are refused (pay-refund.test)",
  'maintainProject.getForReview id': "registry clerks review price filings by their area, not their unit (maintain-price.test covers another area's)",
  'maintainProject.decide id': "registry clerks review price filings by their area, not their unit (maintain-price.test covers another area's)",
  'maintainPrice.published id': 'published price lists are for every use unit; any other filing answers as unknown (maintain-price.test)',
  'invoice.issue fileId': 'must be the invoice PDF attached to the request named by id (owned), refused otherwise',
};

const ID_LIKE = /^(id|ids|attsysid|\w+Id)$/;

function inputFields(e: EndpointDef): string[] {
  const shapeOf = (s: unknown): string[] => {
    const def = (s as { def?: { type?: string; shape?: object; left?: unknown; right?: unknown; options?: unknown[] } } | undefined)?.def;
    if (!def) return [];
    if (def.type === 'object') return Object.keys(def.shape ?? {});
    if (def.type === 'intersection') return [...shapeOf(def.left), ...shapeOf(def.right)];
    if (def.type === 'union') return (def.options ?? []).flatMap(shapeOf);
    if (def.type === 'pipe' || def.type === 'default' || def.type === 'optional')
      return shapeOf((def as { in?: unknown; innerType?: unknown }).in ?? (def as { innerType?: unknown }).innerType);
    return [];
  };
  return [...shapeOf(e.params), ...shapeOf(e.query), ...shapeOf(e.input)];
}

describe('the endpoint table', () => {
  const t = suiteApp();
  let bare: Caller;
  beforeAll(async () => {
    // A role that grants nothing: every endpoint that names a permission must refuse it.
    await t.db.insertInto('roles').values({ id: 'role-bare', role_type: 'use', name: '无权限角色', menu_ids: '[]', sort: 9 }).execute();
    bare = await loginAs(t, 'demo2');
    const user = await t.db.selectFrom('users').select('id').where('login_name', '=', 'demo2').executeTakeFirstOrThrow();
    await t.db.insertInto('user_roles').values({ user_id: user.id, role_id: 'role-bare' }).execute();
    expect((await request(t, bare, 'user.changeRole', { id: 'role-bare' })).json().success).toBe(true);
  });

  it('registers every endpoint of the table', () => {
    const missing = ENDPOINTS.filter(({ endpoint: e }) => !t.app.hasRoute({ method: e.method, url: e.path })).map((x) => x.key);
    expect(missing).toEqual([]);
    expect(ENDPOINTS.length).toBeGreaterThan(90);
  });

  it('answers public endpoints without a session', async () => {
    const refused: string[] = [];
    for (const { key, endpoint: e } of ENDPOINTS.filter((x) => x.endpoint.access === 'public')) {
      const res = await send(t, e, null, placeholders(e));
      if (res.statusCode === 401 || res.statusCode === 403) refused.push(`${key} ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers 401 to every other endpoint without a session', async () => {
    const wrong: string[] = [];
    for (const { key, endpoint: e } of ENDPOINTS.filter((x) => x.endpoint.access !== 'public')) {
      const res = await send(t, e, null, placeholders(e));
      if (res.statusCode !== 401 || res.json().code !== 'UNAUTHENTICATED') wrong.push(`${key} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a role without the permission an endpoint names', async () => {
    const wrong: string[] = [];
    for (const { key, endpoint: e } of ENDPOINTS.filter((x) => x.endpoint.access !== 'public' && x.endpoint.access !== 'session')) {
      const res = await send(t, e, bare, placeholders(e));
      if (res.statusCode !== 403 || res.json().code !== 'FORBIDDEN') wrong.push(`${key} ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('signs every PDF, zip and Excel download', () => {
    const unsigned = ENDPOINTS.filter(({ endpoint: e }) => (e.output === 'pdf' || e.output === 'zip' || e.output === 'xlsx') && !e.signed).map((x) => x.key);
    expect(unsigned).toEqual([]);
  });

  it('serves the table as an OpenAPI 3.1 document to administrators only', async () => {
    const res = await call(t, await loginAs(t, 'admin'), 'GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const declared = ENDPOINTS.map(({ endpoint: e }) => `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(declared.sort());
    expect(doc.paths['/a/stone/operator/get'].post.summary).toBe('作业人员详情');
    expect((await call(t, await loginAs(t, 'inspector'), 'GET', '/api/openapi.json')).statusCode).toBe(403);
  });

  it('declares every id it takes as owned, or says why it is not', () => {
    const undeclared = ENDPOINTS.flatMap(({ key, endpoint: e }) =>
      inputFields(e)
        .filter((f) => ID_LIKE.test(f) && !e.owns?.[f] && !NOT_OWNED[`${key} ${f}`])
        .map((f) => `${key} ${f}`),
    );
    expect(undeclared).toEqual([]);
  });

  /** Where a kind's record lives, to prove it did not change. */
  const TABLE: Partial<Record<OwnedKind, string>> = {
    operator: 'operators',
    qualification: 'qualifications',
    equipment: 'equipment',
    attachment: 'attachments',
    message: 'messages',
    unitChange: 'unit_changes',
    account: 'users',
    registration: 'account_applications',
    importBatch: 'import_batches',
    useRegist: 'use_regist_applies',
    regChange: 'reg_changes',
    licence: 'unit_licences',
    construction: 'construction_notices',
    inspectionApply: 'inspection_applies',
    opinionNotice: 'opinion_notices',
    report: 'inspection_items',
    invoice: 'invoices',
    interaction: 'interaction_threads',
    entrust: 'entrusts',
    maintainPrice: 'maintain_price_filings',
    maintReg: 'maint_registrations',
    maintChange: 'maint_changes',
    selfMaint: 'self_maint_applies',
    safetyValve: 'safety_valves',
    maintenanceRecord: 'maintenance_records',
    rescue: 'rescues',
    fault: 'faults',
    selfTest: 'elevator_self_tests',
    flowRecord: 'unit_changes',
  };

  /**
   * Sends each sample to its endpoint as `who` and lists those that acted: neither refused with one of
   * `codes` nor answering an empty list. The records the sample names must not change either way.
   */
  async function reachedWith(who: Caller, samples: Record<string, () => Promise<Record<string, unknown>>>, codes: string[]): Promise<string[]> {
    const reached: string[] = [];
    for (const { key, endpoint: e } of ENDPOINTS.filter((x) => samples[x.key])) {
      const input = await samples[key]();
      const kinds = Object.entries(e.owns!);
      const snapshot = () =>
        Promise.all(
          kinds.map(([field, kind]) =>
            TABLE[kind]
              ? t.db
                  .selectFrom(TABLE[kind] as 'operators')
                  .selectAll()
                  .where('id', 'in', ([] as string[]).concat(input[field] as string))
                  .execute()
              : t.db.selectFrom('attachments').select('id').where('biz_id', '=', String(input[field])).execute(),
          ),
        );
      const before = await snapshot();
      // A download is asked with a good token of the caller's own, so what refuses it is the id.
      const res = await send(t, e, who, e.signed ? { ...input, token: await downloadToken(t, who, e.path) } : input);
      const body = typeof e.output === 'string' && res.headers['content-type']?.toString().includes('json') !== true ? null : res.json();
      const refused = body !== null && body.success === false && codes.includes(body.code);
      // A list answer may simply hold none of the other party's rows, or an action touch none of them.
      const nothing = body?.success === true && (body.data?.count === 0 || (Array.isArray(body.data) && body.data.length === 0));
      if (!refused && !nothing) reached.push(`${key} ${res.statusCode} ${body ? JSON.stringify(body).slice(0, 120) : '(a file)'}`);
      expect([key, await snapshot()]).toEqual([key, before]);
    }
    return reached;
  }

  describe("another party's ids", () => {
    let demo: Caller;
    let demo2: Caller;
    let foreign: Record<OwnedKind, string>;

    beforeAll(async () => {
      demo = await loginAs(t, 'demo');
      demo2 = await loginAs(t, 'demo2');
      const u2 = await t.db.selectFrom('users').select(['id', 'unit_id']).where('login_name', '=', 'demo2').executeTakeFirstOrThrow();
      const one = async (table: VersionedTable, where: Record<string, string>) => {
        let q = t.db.selectFrom(table).select('id');
        for (const [k, v] of Object.entries(where)) q = q.where(k as 'id', '=', v);
        return (await q.limit(1).executeTakeFirstOrThrow()).id;
      };
      const operator = await one('operators', { unit_id: u2.unit_id });
      const equipment = await one('equipment', { unit_id: u2.unit_id });
      const qualification = await one('qualifications', { operator_id: operator });
      const cert = multipart({}, [{ filename: 'cert.pdf', content: SAMPLE.pdf }]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/a/stone/attachment/upload?bizType=equipment&bizId=${equipment}&kind=productCert`,
        headers: { ...AJAX, cookie: demo2.cookie, ...cert.headers },
        payload: cert.payload,
      });
      const importId = newId();
      await t.db.insertInto('import_batches').values({ id: importId, unit_id: u2.unit_id, user_id: u2.id, type_code: '3000', rows: '[]', created_at: nowIso() }).execute();
      const change = await one('unit_changes', { unit_id: u2.unit_id, state: 'pending' });
      const returned = await t.db.selectFrom('account_applications').select('id').where('state', '=', 'returned').executeTakeFirstOrThrow();
      foreign = {
        operator,
        qualification,
        equipment,
        attachment: uploaded.json().data?.attsysid,
        message: (await t.db.selectFrom('messages').select('id').where('user_id', '=', u2.id).limit(1).executeTakeFirstOrThrow()).id,
        unitChange: change,
        account: u2.id,
        registration: returned.id,
        passwordReset: await one('password_resets', {}),
        importBatch: importId,
        useRegist: await one('use_regist_applies', { unit_id: u2.unit_id }),
        regChange: await one('reg_changes', { unit_id: u2.unit_id }),
        // A construction unit's filing (the demo seed's, by shigong's unit).
        licence: (
          await t.db
            .selectFrom('unit_licences as l')
            .innerJoin('users as u', 'u.unit_id', 'l.unit_id')
            .select('l.id')
            .where('u.login_name', '=', 'shigong')
            .where('l.state', '=', 'pending')
            .executeTakeFirstOrThrow()
        ).id,
        // A construction company's notice for demo2's equipment: neither filed by demo's unit nor naming it.
        construction: await one('construction_notices', { use_unit_id: u2.unit_id, state: 'returned' }),
        inspectionApply: await one('inspection_applies', { unit_id: u2.unit_id }),
        // demo2's opinion notice waiting for its answer (the demo seed's).
        opinionNotice: await one('opinion_notices', { unit_id: u2.unit_id }),
        // A concluded device line of demo2's, with its report.
        report: (
          await t.db
            .selectFrom('inspection_items as i')
            .innerJoin('inspection_applies as a', 'a.id', 'i.apply_id')
            .select('i.id')
            .where('a.unit_id', '=', u2.unit_id)
            .where('i.report_file_id', '<>', '')
            .limit(1)
            .executeTakeFirstOrThrow()
        ).id,
        invoice: await one('invoices', { unit_id: u2.unit_id }),
        // demo2's question to the body (the demo seed's).
        interaction: await one('interaction_threads', { unit_id: u2.unit_id }),
        // demo2's authorisation of shigong's company, in force: demo's unit is neither side of it.
        entrust: await one('entrusts', { unit_id: u2.unit_id }),
        // Reached by no use unit (STAFF_ONLY below).
        manufacture: '',
        // weibao's maintenance company's price filing sent back to it, which it may change (the demo seed's).
        maintainPrice: await one('maintain_price_filings', { state: 'returned' }),
        // A maintenance unit's registration (weibao's company, the demo seed's): not demo's unit's.
        maintReg: (
          await t.db
            .selectFrom('maint_registrations as r')
            .innerJoin('users as u', 'u.unit_id', 'r.unit_id')
            .select('r.id')
            .where('u.login_name', '=', 'weibao')
            .executeTakeFirstOrThrow()
        ).id,
        // demo2's change naming weibao's company, waiting for its claim: demo's unit is neither side of it.
        maintChange: await one('maint_changes', { unit_id: u2.unit_id }),
        // weibao's company's application for its own elevator, waiting for the registry (the demo seed's).
        selfMaint: (await t.db.selectFrom('self_maint_applies').select('id').where('state', '=', 'submitted').where('unit_id', '<>', u2.unit_id).limit(1).executeTakeFirstOrThrow())
          .id,
        // demo2's own valve (the demo seed's).
        safetyValve: await one('safety_valves', { unit_id: u2.unit_id }),
        maintenanceRecord: await foreignMaintenanceRecord(u2.unit_id),
        // demo2's rescue and fault, answered by weibao's company: demo's unit is neither side of them.
        rescue: await one('rescues', { unit_id: u2.unit_id }),
        fault: await one('faults', { unit_id: u2.unit_id }),
        // demo2's elevator's self-test result, issued to demo2 by jiance's testing body (the demo seed's).
        selfTest: await one('elevator_self_tests', { unit_id: u2.unit_id }),
        article: '',
        attachedObject: equipment,
        flowRecord: change,
      };
      expect(foreign.attachment).toBeTruthy();
    });

    /** A maintenance record of demo2's elevator by weibao's company: demo's unit is neither side of it. */
    async function foreignMaintenanceRecord(unitId: string): Promise<string> {
      const elevator = await t.db.selectFrom('equipment').select('id').where('unit_id', '=', unitId).where('type_code', '=', '3000').limit(1).executeTakeFirstOrThrow();
      const weibao = await t.db.selectFrom('users').select('unit_id').where('login_name', '=', 'weibao').executeTakeFirstOrThrow();
      const id = newId();
      await t.db
        .insertInto('maintenance_records')
        .values({
          id,
          record_no: 'WB-SWAP',
          unit_id: weibao.unit_id,
          use_unit_id: unitId,
          equipment_id: elevator.id,
          kind: 'halfMonth',
          maintained_on: chinaToday(),
          items: '检查',
          remark: '',
          maintainers: JSON.stringify([{ name: '周维', certNo: 'T330203198801010011' }]),
          state: 'submitted',
          created_by_id: '',
          created_by_name: '周维',
          created_at: nowIso(),
          updated_at: nowIso(),
          reviewed_at: null,
          version: 1,
        })
        .execute();
      return id;
    }

    /** The owner's own view of a record, as a valid body to send with the swapped id. */
    const ownerView = async (url: string, id: string) => (await call(t, demo2, 'POST', url, { id })).json().data;
    /** An operator as its own unit's edit form holds it: personal data in full, as the form sends it back. */
    const ownerEdit = async (id: string) => (await request(t, demo2, 'operator.get', { id, forEdit: true })).json().data;

    /** A valid input for each endpoint that takes an owned id, carrying the other party's ids. */
    const SAMPLES: Record<string, () => Promise<Record<string, unknown>>> = {
      'attachment.upload': async () => ({ bizType: 'equipment', bizId: foreign.attachedObject, kind: 'productCert' }),
      'attachment.attUpload': async () => ({ bizType: 'equipment', bizId: foreign.attachedObject, kind: 'productCert' }),
      'attachment.findAttList': async () => ({ bizType: 'equipment', bizId: foreign.attachedObject }),
      'attachment.materials': async () => ({ bizType: 'regChange', bizId: foreign.regChange }),
      'attachment.mobileToken': async () => ({ bizType: 'equipment', bizId: foreign.attachedObject, kind: 'productCert' }),
      'attachment.delete': async () => ({ attsysid: foreign.attachment }),
      'attachment.download': async () => ({ attsysid: foreign.attachment }),
      'attachment.mobileUploadDelete': async () => {
        // A phone token of the caller's own object, sent with the other unit's file.
        const own = (await request(t, demo, 'equipment.findPage', { pageNo: 1, pageSize: 1 })).json().data.list[0].id;
        const ticket = (await request(t, demo, 'attachment.mobileToken', { bizType: 'equipment', bizId: own, kind: 'productCert' })).json().data;
        return { token: ticket.token, attsysid: foreign.attachment };
      },
      'unit.withdrawChange': async () => ({ id: foreign.unitChange }),
      'message.markRead': async () => ({ ids: [foreign.message] }),
      'message.delete': async () => ({ ids: [foreign.message] }),
      'message.restore': async () => ({ ids: [foreign.message] }),
      'message.purge': async () => ({ ids: [foreign.message] }),
      'member.getAccount': async () => ({ id: foreign.account }),
      'member.updateAccount': async () => ({ id: foreign.account, name: '李红', mobile: '13857400002', phone: '', roleIds: ['role-use'], status: 'disabled', version: 1 }),
      'member.deleteAccount': async () => ({ id: foreign.account }),
      'member.resetAccountPassword': async () => ({ id: foreign.account, newPassword: encrypt(t, 'Swap@2026xyz') }),
      'operator.get': async () => ({ id: foreign.operator }),
      'operator.update': async () => ({ ...(await ownerEdit(foreign.operator)), name: '改名' }),
      'operator.del': async () => ({ id: foreign.operator }),
      'operator.addQualification': async () => {
        const q = (await ownerView('/a/stone/operator/get', foreign.operator)).qualifications[0];
        return { ...q, id: undefined, operatorId: foreign.operator, certNo: 'SWAP-1' };
      },
      'operator.updateQualification': async () => {
        const q = (await ownerEdit(foreign.operator)).qualifications.find((x: { id: string }) => x.id === foreign.qualification);
        return { ...q, certNo: 'SWAP-2' };
      },
      'operator.delQualification': async () => ({ id: foreign.qualification }),
      'equipment.get': async () => ({ id: foreign.equipment }),
      'equipment.findHistory': async () => ({ id: foreign.equipment, pageNo: 1, pageSize: 10 }),
      'equipment.findInspections': async () => ({ id: foreign.equipment, pageNo: 1, pageSize: 10 }),
      'equipment.change': async () => {
        const d = (await request(t, demo2, 'equipment.get', { id: foreign.equipment, forEdit: true })).json().data;
        return { ...d, internalNo: 'SWAP', lastInspectionDate: d.lastInspectionDate ?? '', nextInspectionDate: d.nextInspectionDate ?? '' };
      },
      'equipment.importConfirm': async () => ({ importId: foreign.importBatch }),
      'equipment.importProblems': async () => ({ importId: foreign.importBatch }),
      'registration.resubmit': async () => {
        // A query token for one application, sent with another application's id.
        const a = await t.db.selectFrom('account_applications').selectAll().where('id', '=', foreign.registration).executeTakeFirstOrThrow();
        const other = await t.db.selectFrom('account_applications').select(['uscc', 'mobile']).where('id', '<>', a.id).executeTakeFirstOrThrow();
        return {
          id: a.id,
          accessToken: await issueAccessToken(t.db, 'accountApply', `${other.uscc}:${other.mobile}`, 5),
          unitName: a.unit_name,
          uscc: a.uscc,
          unitType: a.unit_type,
          areaCode: a.area_code,
          address: a.address,
          postalCode: '',
          legalPerson: a.legal_person,
          contactPerson: a.contact_person,
          mobile: a.mobile,
          phone: '',
          email: '',
          loginName: a.login_name,
          draftId: a.draft_id,
          smsTicket: '',
        };
      },
      'flowLog.find': async () => ({ kind: 'unitChange', id: foreign.flowRecord }),
      'useRegist.detail': async () => ({ id: foreign.useRegist }),
      'useRegist.save': async () => ({ ...(await ownerView('/a/stone/epPemUseregistApply/detail', foreign.useRegist)), remark: 'SWAP', isCommit: false }),
      'useRegist.copy': async () => ({ id: foreign.useRegist, equipmentId: foreign.equipment }),
      'useRegist.withdraw': async () => ({ id: foreign.useRegist, version: 2 }),
      'useRegist.delete': async () => ({ id: foreign.useRegist }),
      'useRegist.checkUseAtt': async () => ({ id: foreign.useRegist }),
      'useRegist.registrable': async () => ({ entrustId: foreign.entrust }),
      'document.regCert': async () => ({ equipmentId: foreign.equipment }),
      'document.useMark': async () => ({ equipmentId: foreign.equipment }),
      'document.list': async () => ({ equipmentId: foreign.equipment }),
      // The termination form's calls and the change form's take the same records (the foreign one is a termination).
      ...Object.fromEntries(
        (['regChange', 'termination'] as const).flatMap((area) => [
          [`${area}.detail`, async () => ({ id: foreign.regChange })],
          [
            `${area}.save`,
            async () => ({ ...(await ownerView('/a/stone/pemEqmRlvBasic/detail', foreign.regChange)), equipmentIds: [foreign.equipment], reason: 'SWAP', isCommit: false }),
          ],
          [`${area}.withdraw`, async () => ({ id: foreign.regChange, version: 2 })],
          [`${area}.delete`, async () => ({ id: foreign.regChange })],
          [`${area}.checkAtt`, async () => ({ id: foreign.regChange })],
        ]),
      ),
      'regChange.confirm': async () => ({ id: foreign.regChange, action: 'confirm', opinion: '', version: 2 }),
      'regChange.record': async () => ({ equipmentId: foreign.equipment }),
      'licence.withdraw': async () => ({ id: foreign.licence, version: 1 }),
      'construction.detail': async () => ({ id: foreign.construction }),
      'construction.save': async () => ({ ...(await ownerView('/a/stone/eqmBcwBasic/detail', foreign.construction)), remark: 'SWAP' }),
      'construction.commit': async () => ({ id: foreign.construction, version: 3 }),
      'construction.withdraw': async () => ({ id: foreign.construction, version: 3 }),
      'construction.delete': async () => ({ id: foreign.construction }),
      'construction.checkAtt': async () => ({ id: foreign.construction }),
      'construction.checkBcwCancell': async () => ({ id: foreign.construction }),
      'construction.cancel': async () => ({ id: foreign.construction, version: 3, reason: 'SWAP' }),
      'construction.complete': async () => ({ id: foreign.construction, version: 3, completionDate: '2026-01-01' }),
      'onlineApply.detail': async () => ({ id: foreign.inspectionApply }),
      'onlineApply.applicable': async () => ({ ids: [foreign.equipment], entrustId: '' }),
      'onlineApply.save': async () => ({ ...(await ownerView('/a/stone/appOnline/detail', foreign.inspectionApply)), equipmentIds: [foreign.equipment], remark: 'SWAP' }),
      'onlineApply.saveSuperintend': async () => ({
        ...(await ownerView('/a/stone/appOnline/detail', foreign.inspectionApply)),
        constructionId: foreign.construction,
        remark: 'SWAP',
      }),
      'onlineApply.revocation': async () => ({ id: foreign.inspectionApply, version: 2 }),
      'onlineApply.delete': async () => ({ id: foreign.inspectionApply }),
      'onlineApply.checkAtt': async () => ({ id: foreign.inspectionApply }),
      'onlineApply.getChargeInspectionFee': async () => ({ id: foreign.inspectionApply }),
      'onlineApply.toPay': async () => ({ id: foreign.inspectionApply }),
      'onlineApply.payState': async () => ({ id: foreign.inspectionApply }),
      'onlineApply.updatePayCert': async () => ({ id: foreign.inspectionApply, version: 2, fileId: foreign.attachment }),
      'onlineApply.queryEquDetail': async () => ({ equipmentId: foreign.equipment }),
      'opinion.detail': async () => ({ id: foreign.opinionNotice }),
      'opinion.answer': async () => {
        const defects = await t.db.selectFrom('opinion_defects').select('id').where('notice_id', '=', foreign.opinionNotice).execute();
        return { id: foreign.opinionNotice, version: 1, answers: defects.map((d) => ({ defectId: d.id, measure: 'SWAP' })) };
      },
      'opinion.pdf': async () => ({ id: foreign.opinionNotice }),
      'invoice.detail': async () => ({ id: foreign.invoice }),
      'invoice.save': async () => {
        const r = await ownerView('/a/stone/self-service/invoice/detail', foreign.invoice);
        return { ...r, applyIds: r.lines.map((l: { applyId: string }) => l.applyId), remark: 'SWAP', isCommit: false };
      },
      'invoice.withdraw': async () => ({ id: foreign.invoice, version: 2 }),
      'invoice.download': async () => ({ id: foreign.invoice }),
      'report.reports': async () => ({ applyId: foreign.inspectionApply, pageNo: 1, pageSize: 10 }),
      'report.record': async () => ({ equipmentId: foreign.equipment, id: 'x' }),
      'report.pdf': async () => ({ id: foreign.report }),
      'report.print': async () => ({ id: foreign.inspectionApply, type: 'SLD', itemId: foreign.report }),
      'report.exportZip': async () => ({ seisns: foreign.report, type: 'report' }),
      'interaction.launch': async () => ({ applyId: foreign.inspectionApply, subject: 'SWAP', content: 'SWAP' }),
      'interaction.reply': async () => ({ id: foreign.interaction, content: 'SWAP' }),
      'interaction.record': async () => ({ id: foreign.interaction }),
      'interaction.list': async () => ({ applyId: foreign.inspectionApply, pageNo: 1, pageSize: 10 }),
      'interaction.close': async () => ({ id: foreign.interaction, version: 1 }),
      'maintReg.withdraw': async () => ({ id: foreign.maintReg, version: 2 }),
      'maintChange.detail': async () => ({ id: foreign.maintChange }),
      'maintChange.devices': async () => ({ ids: [foreign.equipment] }),
      'maintChange.save': async () => {
        const r = await ownerView('/a/stone/maintainChange/detail', foreign.maintChange);
        return {
          equipmentId: r.device.equipmentId,
          toUnitId: r.toUnitId,
          contractNo: 'SWAP',
          contractFrom: r.contractFrom,
          contractTo: r.contractTo,
          id: r.id,
          version: r.version,
        };
      },
      'maintChange.withdraw': async () => ({ id: foreign.maintChange, version: 2 }),
      'maintChange.delete': async () => ({ id: foreign.maintChange }),
      'maintChange.claim': async () => ({ id: foreign.maintChange, version: 2 }),
      'maintChange.decline': async () => ({ id: foreign.maintChange, version: 2, opinion: 'SWAP' }),
      'selfMaint.detail': async () => ({ id: foreign.selfMaint }),
      'selfMaint.devices': async () => ({ applyId: foreign.selfMaint }),
      'selfMaint.save': async () => ({
        equipmentIds: [foreign.equipment],
        staffIds: [foreign.operator],
        dutyPhone: '0574-88150096',
        validTo: addDays(chinaToday(), 365),
        id: foreign.selfMaint,
        version: 2,
      }),
      'selfMaint.withdraw': async () => ({ id: foreign.selfMaint, version: 2 }),
      'selfMaint.delete': async () => ({ id: foreign.selfMaint }),
      'selfMaint.end': async () => ({ id: foreign.selfMaint, version: 2, opinion: 'SWAP' }),
      'entrust.detail': async () => ({ id: foreign.entrust }),
      'entrust.entrustable': async () => ({ ids: [foreign.equipment] }),
      'entrust.save': async () => {
        const r = await ownerView('/a/stone/entrust/detail', foreign.entrust);
        const { agentUnitId, scopes, validFrom, validTo, contact, contactMobile, id, version } = r;
        return {
          agentUnitId,
          scopes,
          validFrom,
          validTo,
          contact,
          contactMobile,
          id,
          version,
          equipmentIds: r.devices.map((d: { equipmentId: string }) => d.equipmentId),
          remark: 'SWAP',
        };
      },
      'entrust.withdraw': async () => ({ id: foreign.entrust, version: 2 }),
      'entrust.delete': async () => ({ id: foreign.entrust }),
      'entrust.revoke': async () => ({ id: foreign.entrust, version: 3, opinion: 'SWAP' }),
      'entrust.accept': async () => ({ id: foreign.entrust, version: 2 }),
      'entrust.decline': async () => ({ id: foreign.entrust, version: 2, opinion: 'SWAP' }),
      'registrationMethod.view': async () => ({ equipmentId: foreign.equipment }),
      'maintainProject.detail': async () => ({ id: foreign.maintainPrice }),
      'maintainProject.save': async () => ({
        id: foreign.maintainPrice,
        version: 3,
        title: 'SWAP',
        effectiveFrom: '2026-12-01',
        contact: '张明',
        contactMobile: '13800001111',
        dutyPhone: '0574-88150001',
        remark: '',
        items: [{ name: 'SWAP', variety: '', level: 'halfMonth', content: 'SWAP', standard: 'SWAP' }],
        setPrices: [{ variety: '3110', floorsFrom: 2, floorsTo: 6, priceFen: 100, remark: '' }],
        unitPrices: [],
      }),
      'maintainProject.withdraw': async () => ({ id: foreign.maintainPrice, version: 3 }),
      'maintainProject.delete': async () => ({ id: foreign.maintainPrice }),
      'safetyValve.list': async () => ({ equipmentId: foreign.equipment, pageNo: 1, pageSize: 10 }),
      'safetyValve.detail': async () => ({ id: foreign.safetyValve }),
      'safetyValve.save': async () => ({ ...(await ownerView('/a/stone/safetyValve/detail', foreign.safetyValve)), location: 'SWAP' }),
      'safetyValve.calibrate': async () => {
        const today = chinaToday();
        return { valveId: foreign.safetyValve, calibratingBody: 'SWAP', calibratedOn: today, reportNo: 'SWAP', conclusion: 'pass', nextDue: addDays(today, 100) };
      },
      'safetyValve.export': async () => ({ list: 'all', equipmentId: foreign.equipment }),
      'maintenance.detail': async () => ({ equipmentId: foreign.equipment }),
      'maintenance.records': async () => ({ equipmentId: foreign.equipment, pageNo: 1, pageSize: 10 }),
      'maintenance.save': async () => ({
        equipmentId: foreign.equipment,
        id: foreign.maintenanceRecord,
        version: 1,
        kind: 'halfMonth',
        maintainedOn: chinaToday(),
        items: 'SWAP',
        maintainers: [{ name: '周维', certNo: 'T330203198801010011' }],
      }),
      'maintenance.confirm': async () => ({ id: foreign.maintenanceRecord, version: 1 }),
      'maintenance.return': async () => ({ id: foreign.maintenanceRecord, version: 1, opinion: 'SWAP' }),
      'rescue.detail': async () => ({ id: foreign.rescue }),
      'rescue.report': async () => ({ equipmentId: foreign.equipment, source: 'phone', trappedAt: '2026-01-01 10:00', alarmAt: '2026-01-01 10:01', trappedCount: 1 }),
      'rescue.dispatch': async () => ({ id: foreign.rescue, version: 1, dispatchedAt: '2026-01-01 10:05', rescuers: 'SWAP', rescueLevel: 'one' }),
      'rescue.arrive': async () => ({ id: foreign.rescue, version: 1, arrivedAt: '2026-01-01 10:20' }),
      'rescue.release': async () => ({ id: foreign.rescue, version: 1, releasedAt: '2026-01-01 10:30', releasedCount: 1 }),
      'rescue.close': async () => ({ id: foreign.rescue, version: 1, cause: 'external', handling: 'SWAP' }),
      'rescue.cancel': async () => ({ id: foreign.rescue, version: 1, opinion: 'SWAP' }),
      'fault.detail': async () => ({ id: foreign.fault }),
      'fault.report': async () => ({ equipmentId: foreign.equipment, faultAt: '2026-01-01 10:00', phenomenon: 'SWAP', component: 'door' }),
      'fault.process': async () => ({ id: foreign.fault, version: 1, repairer: 'SWAP' }),
      'fault.transfer': async () => ({ id: foreign.fault, version: 1, source: 'phone', trappedAt: '2026-01-01 10:00', alarmAt: '2026-01-01 10:01', trappedCount: 1 }),
      'fault.complete': async () => ({ id: foreign.fault, version: 1, cause: 'SWAP', handling: 'SWAP', backInServiceAt: '2026-01-01 12:00', repairer: 'SWAP' }),
      'fault.cancel': async () => ({ id: foreign.fault, version: 1, opinion: 'SWAP' }),
      'selfTest.detail': async () => ({ id: foreign.selfTest }),
      'selfTest.declare': async () => ({ id: foreign.selfTest, version: 2 }),
      'selfTest.useMark': async () => ({ id: foreign.selfTest }),
    };

    /** Endpoints with owned ids that an enterprise user cannot reach at all (the 403 test covers them): their records belong to no unit. */
    const STAFF_ONLY = new Set([
      'registration.getRegister',
      'registration.audit',
      'registration.disagree',
      'passwordReset.get',
      'passwordReset.audit',
      'member.getStaffAreas',
      'member.saveStaffAreas',
      // The inspection body's console: it sees what is addressed to it (online-apply.test tries another body).
      'onlineApply.getForReview',
      'onlineApply.accept',
      'onlineApply.refuse',
      'onlineApply.feeChoices',
      'onlineApply.setFee',
      'onlineApply.schedule',
      'onlineApply.step',
      'onlineApply.conclude',
      'onlineApply.getForFinance',
      'onlineApply.decideVoucher',
      // The inspection body finance's side of invoices: it sees what is addressed to its body (invoice.test tries another body).
      'invoice.getForFinance',
      'invoice.issue',
      'invoice.return',
      // The body's side of opinion notices: it sees what it issued (opinion.test tries another body).
      'opinion.review',
      'opinion.decide',
      // 制造监督检验 is between manufacturers and inspection bodies: a use unit holds no menu of it (manufacture.test
      // tries another manufacturer's and another body's ids on every one of these).
      'manufacture.detail',
      'manufacture.save',
      'manufacture.withdraw',
      'manufacture.delete',
      'manufacture.accept',
      'manufacture.return',
      'manufacture.record',
      'manufacture.issue',
      'manufacture.cert',
      // The elevator testing body's side of self-tests: it sees what it recorded (self-test.test tries a use unit's).
      'selfTest.save',
      'selfTest.issue',
      'selfTest.revoke',
      'selfTest.delete',
    ]);

    it('has a sample for every endpoint that takes an owned id', () => {
      const owning = ENDPOINTS.filter((x) => x.endpoint.owns).map((x) => x.key);
      expect(owning.filter((k) => !SAMPLES[k] && !STAFF_ONLY.has(k))).toEqual([]);
      expect(Object.keys(SAMPLES).filter((k) => !owning.includes(k))).toEqual([]);
    });

    it('refuses them, or acts on nothing, and leaves the records as they were', async () => {
      expect(await reachedWith(demo, SAMPLES, ['NOT_FOUND', 'FORBIDDEN', 'BUSINESS'])).toEqual([]);
    });
  });

  describe('an inspector limited to one district', () => {
    /** Work addressed to a body that lies in a district: an inspector whose areas an administrator set reaches only what is inside them (platform/auth/scope.ts). */
    const IN_AREAS = new Set<OwnedKind>(['inspectionApply', 'report', 'interaction', 'opinionNotice']);
    let inspector: Caller;
    let admin: Caller;
    let grants: string[];
    let inspectorId: string;
    /** The demo unit's work (district 330203) addressed to the inspector's body. */
    let r: { apply: string; applyVersion: number; item: string; report: string; reportApply: string; thread: string; threadVersion: number; notice: string; noticeVersion: number };
    const setAreas = async (areas: string[]) => expect((await request(t, admin, 'member.saveStaffAreas', { id: inspectorId, areas })).json().success).toBe(true);

    beforeAll(async () => {
      admin = await loginAs(t, 'admin');
      const { id, unit_id: body } = await t.db.selectFrom('users').select(['id', 'unit_id']).where('login_name', '=', 'inspector').executeTakeFirstOrThrow();
      inspectorId = id;
      const unit = await unitOf(t, 'demo');
      const role = await t.db.selectFrom('roles').select('menu_ids').where('id', '=', 'role-inspect').executeTakeFirstOrThrow();
      grants = JSON.parse(role.menu_ids ?? '[]');
      const apply = await t.db
        .selectFrom('inspection_applies')
        .select(['id', 'version'])
        .where('unit_id', '=', unit)
        .where('org_unit_id', '=', body)
        .where('state', '=', 'submitted')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const item = await t.db.selectFrom('inspection_items').select('id').where('apply_id', '=', apply.id).orderBy('id').executeTakeFirstOrThrow();
      const report = await t.db
        .selectFrom('inspection_items as i')
        .innerJoin('inspection_applies as a', 'a.id', 'i.apply_id')
        .select(['i.id', 'i.apply_id'])
        .where('a.unit_id', '=', unit)
        .where('a.org_unit_id', '=', body)
        .where('i.report_file_id', '<>', '')
        .orderBy('i.id')
        .executeTakeFirstOrThrow();
      const first = (table: 'opinion_notices' | 'interaction_threads') =>
        t.db.selectFrom(table).select(['id', 'version']).where('unit_id', '=', unit).where('org_unit_id', '=', body).orderBy('id').executeTakeFirstOrThrow();
      const [thread, notice] = [await first('interaction_threads'), await first('opinion_notices')];
      r = {
        apply: apply.id,
        applyVersion: apply.version,
        item: item.id,
        report: report.id,
        reportApply: report.apply_id,
        thread: thread.id,
        threadVersion: thread.version,
        notice: notice.id,
        noticeVersion: notice.version,
      };
      inspector = await loginAs(t, 'inspector');
      // Within the whole city the inspector opens the application; limited to the other district, no longer.
      expect((await request(t, inspector, 'onlineApply.getForReview', { id: r.apply })).statusCode).toBe(200);
      await setAreas(['330212']);
    });
    afterAll(() => setAreas(['330200']));

    const SAMPLES: Record<string, () => Promise<Record<string, unknown>>> = {
      'onlineApply.getForReview': async () => ({ id: r.apply }),
      'onlineApply.accept': async () => ({
        id: r.apply,
        version: r.applyVersion,
        acceptNo: 'SWAP-1',
        department: '承压设备检验部',
        inspectorName: '王检',
        inspectorPhone: '13800001111',
      }),
      'onlineApply.refuse': async () => ({ id: r.apply, version: r.applyVersion, action: 'return', opinion: 'SWAP' }),
      'onlineApply.feeChoices': async () => ({ id: r.apply }),
      'onlineApply.setFee': async () => ({ id: r.apply, version: r.applyVersion, lines: [{ itemId: r.item, feeItemId: 'SWAP' }] }),
      'onlineApply.schedule': async () => ({ id: r.apply, version: r.applyVersion, scheduledDate: addDays(chinaToday(), 3), scheduledPlace: 'SWAP' }),
      'onlineApply.step': async () => ({ id: r.apply, version: r.applyVersion, action: 'start' }),
      'onlineApply.conclude': async () => ({
        id: r.apply,
        version: r.applyVersion,
        itemId: r.item,
        conclusion: '合格',
        inspectionDate: chinaToday(),
        reportNo: 'SWAP',
        reportFileId: 'SWAP',
      }),
      'report.reports': async () => ({ pageNo: 1, pageSize: 10, applyId: r.reportApply }),
      'report.pdf': async () => ({ id: r.report }),
      'report.print': async () => ({ id: r.reportApply, type: 'SLD' }),
      'report.exportZip': async () => ({ seisns: r.report }),
      'interaction.launch': async () => ({ applyId: r.apply, subject: 'SWAP', content: 'SWAP', attachmentIds: [] }),
      'interaction.reply': async () => ({ id: r.thread, content: 'SWAP', attachmentIds: [] }),
      'interaction.record': async () => ({ id: r.thread }),
      'interaction.list': async () => ({ pageNo: 1, pageSize: 10, applyId: r.apply }),
      'interaction.close': async () => ({ id: r.thread, version: r.threadVersion }),
      'opinion.review': async () => ({ id: r.notice }),
      'opinion.decide': async () => ({ id: r.notice, version: r.noticeVersion, action: 'confirm' }),
      'opinion.pdf': async () => ({ id: r.notice }),
    };

    it('has a sample for every endpoint the inspector may call with the id of such work', () => {
      const reachable = ENDPOINTS.filter(
        ({ endpoint: e }) => e.owns && (e.access === 'session' || grants.includes(e.access)) && Object.values(e.owns).some((k) => IN_AREAS.has(k)),
      ).map((x) => x.key);
      expect(reachable.filter((k) => !SAMPLES[k])).toEqual([]);
      expect(Object.keys(SAMPLES).filter((k) => !reachable.includes(k))).toEqual([]);
    });

    it('answers the work of another district as missing, and leaves it as it was', async () => {
      expect(await reachedWith(inspector, SAMPLES, ['NOT_FOUND'])).toEqual([]);
    });
  });
});

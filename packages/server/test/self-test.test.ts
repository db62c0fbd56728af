import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { devicesInUse } from '../src/seed/demo-actors';
import { signDocumentRef } from '../src/platform/documents/verify-token';
import { addDays, chinaToday } from '../src/platform/ids';
import { AJAX, apiOf, call, dataOf, pdfText, refusalOf, signedGet, unitOf, uploadTo, type Caller, type Page, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

const BASE = 'https://tzsb.example.gov.cn';
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
const sm3 = (b: Buffer) => createHash('sm3').update(b).digest('hex');

interface SelfTest {
  id: string;
  elevator: { equipmentId: string; certNo: string; deviceCode: string; useUnitName: string };
  testDate: string;
  conclusion: 'pass' | 'fail';
  reportNo: string;
  nextDate: string;
  nextKind: string;
  state: string;
  side: string;
  declarerName: string;
  revokeReason: string;
  markPrintedAt: string | null;
  markSm3: string;
  eleInfoRef: string;
  version: number;
}

describe('elevator self-testing (电梯自行检测)', () => {
  const t = suiteApp({ PUBLIC_BASE_URL: BASE });
  const [jiance, demo, demo2, inspector] = signedIn(t, 'jiance', 'demo', 'demo2', 'inspector');
  let units: Record<'demo' | 'demo2' | 'jiance', string>;

  const api = apiOf<SelfTest>(t, '/a/stone/elevatorDetection');
  const list = async (who: Caller, name: 'recorded' | 'compliance' | 'marks', body: object = {}) =>
    (await dataOf(api<Page<SelfTest>>(who, name, { pageNo: 1, pageSize: 50, ...body }))).list;
  const upload = async (who: Caller, bizId: string) =>
    (await uploadTo(t, who, { bizType: 'selfTest', bizId, kind: 'report' }, { filename: '自行检测报告.pdf' })).json<{ success: boolean; errorMsg?: string }>();
  const info = (query: string) => t.app.inject({ method: 'GET', url: `/a/stone/eleInfoPublic/info?${query}`, headers: AJAX });
  /** A registered elevator of the unit in use that no self-test names yet. */
  const freshElevator = async (unitId: string) =>
    devicesInUse(t.db, unitId)
      .select(['e.cert_no', 'e.device_code', 'e.version'])
      .where('e.type_code', '=', '3000')
      .where('e.cert_no', '<>', '')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('elevator_self_tests as s').select('s.id').whereRef('s.equipment_id', '=', 'e.id'))))
      .orderBy('e.cert_no')
      .executeTakeFirstOrThrow();
  const form = (equipmentId: string, over: Record<string, unknown> = {}) => ({
    equipmentId,
    testDate: addDays(chinaToday(), -2),
    conclusion: 'pass',
    nonconformities: '',
    reportNo: `T-${Math.random().toString(36).slice(2, 8)}`,
    tester: '蒋测',
    nextDate: addDays(chinaToday(), 363),
    nextKind: 'inspection',
    remark: '',
    ...over,
  });
  /** Records, attaches the report and issues a result for the elevator. */
  const issued = async (equipmentId: string, over: Record<string, unknown> = {}) => {
    const r = await dataOf(api(jiance, 'save', form(equipmentId, over)));
    expect((await upload(jiance, r.id)).success).toBe(true);
    return dataOf(api(jiance, 'issue', { id: r.id, version: r.version }));
  };
  const messagesOf = async (login: string) =>
    t.db.selectFrom('messages as m').innerJoin('users as u', 'u.id', 'm.user_id').select(['m.title', 'm.content']).where('u.login_name', '=', login).execute();

  beforeAll(async () => {
    units = { demo: await unitOf(t, 'demo'), demo2: await unitOf(t, 'demo2'), jiance: await unitOf(t, 'jiance') };
  });

  it('shows each side the results as the demo seeded them; the use unit never sees a draft', async () => {
    const mine = await list(jiance, 'recorded');
    expect(mine.map((r) => r.state).sort()).toEqual(['declared', 'declared', 'draft', 'issued', 'issued', 'issued', 'revoked']);
    expect(mine.every((r) => r.side === 'detect')).toBe(true);
    const demoSees = await list(demo, 'compliance');
    expect(demoSees.map((r) => `${r.state}:${r.conclusion}`).sort()).toEqual(['declared:pass', 'declared:pass', 'issued:fail', 'issued:pass', 'revoked:pass']);
    expect(demoSees.every((r) => r.side === 'use' && r.elevator.useUnitName === '宁波海曙明达物业管理有限公司')).toBe(true);
    const marks = await list(demo, 'marks');
    expect(marks).toHaveLength(2);
    expect(marks.filter((r) => r.markPrintedAt).length).toBe(1);
    expect((await list(demo2, 'compliance')).map((r) => r.state)).toEqual(['issued']);
    expect(await list(demo, 'compliance', { conclusion: 'fail' })).toHaveLength(1);
  });

  it('refuses a call without a session, and a role without the page', async () => {
    expect((await api(null, 'compliance', { pageNo: 1 })).statusCode).toBe(401);
    expect((await api(null, 'save', form('x'))).statusCode).toBe(401);
    // The use unit cannot record; the testing body cannot declare or print; the inspection body has neither.
    expect((await api(demo, 'save', form('x'))).statusCode).toBe(403);
    expect((await api(demo, 'recorded', { pageNo: 1 })).statusCode).toBe(403);
    expect((await api(jiance, 'declare', { id: 'x', version: 1 })).statusCode).toBe(403);
    expect((await api(jiance, 'compliance', { pageNo: 1 })).statusCode).toBe(403);
    expect((await call(t, jiance, 'GET', '/a/stone/elevatorDetection/useMark?id=x')).statusCode).toBe(403);
    expect((await api(inspector, 'detail', { id: 'x' })).statusCode).toBe(403);
    expect((await api(inspector, 'findElevator', { code: 'x' })).statusCode).toBe(403);
  });

  it('finds an elevator in use by exactly one of its codes, never by part of one', async () => {
    const eq = await freshElevator(units.demo);
    for (const code of [eq.cert_no, eq.device_code])
      expect((await dataOf(api<SelfTest['elevator'][]>(jiance, 'findElevator', { code }))).map((e) => e.equipmentId)).toEqual([eq.id]);
    expect(await dataOf(api<unknown[]>(jiance, 'findElevator', { code: eq.cert_no.slice(0, 4) }))).toEqual([]);
    expect(await refusalOf(api(jiance, 'findElevator', { code: '' }))).toBe('使用登记证编号、设备代码或注册代码不能为空');
    const boiler = await t.db.selectFrom('equipment').select('cert_no').where('type_code', '=', '1000').where('cert_no', '<>', '').executeTakeFirst();
    if (boiler) expect(await dataOf(api<unknown[]>(jiance, 'findElevator', { code: boiler.cert_no }))).toEqual([]);
  });

  it('checks the form with the same rules the page uses, in Chinese', async () => {
    const eq = await freshElevator(units.demo);
    expect(await refusalOf(api(jiance, 'save', form(eq.id, { testDate: addDays(chinaToday(), 1), nextDate: addDays(chinaToday(), 300) })))).toBe('检测日期不能晚于今天');
    expect(await refusalOf(api(jiance, 'save', form(eq.id, { nextDate: addDays(chinaToday(), -2) })))).toBe('下次检验（检测）日期应晚于检测日期');
    expect(await refusalOf(api(jiance, 'save', form(eq.id, { nextDate: addDays(chinaToday(), 800) })))).toBe('下次检验（检测）日期不能超过检测日期后两年');
    expect(await refusalOf(api(jiance, 'save', form(eq.id, { conclusion: 'fail' })))).toBe('检测结论为不合格时，请填写不符合项目');
    expect(await refusalOf(api(jiance, 'save', form(eq.id, { reportNo: '' })))).toBe('检测报告编号不能为空');
    expect(await refusalOf(api(jiance, 'save', form(eq.id, { conclusion: 'maybe' })))).toBe('请选择检测结论');
    // Only elevators in use; a stopped one, or another category, is refused.
    const stopped = await t.db.selectFrom('equipment').select('id').where('type_code', '=', '3000').where('use_status', '<>', 'inUse').executeTakeFirst();
    if (stopped) expect(await refusalOf(api(jiance, 'save', form(stopped.id)))).toBe('所选电梯不存在或不在用，只能为在用电梯录入自行检测结果');
    const vessel = await t.db.selectFrom('equipment').select('id').where('type_code', '=', '2000').executeTakeFirstOrThrow();
    expect(await refusalOf(api(jiance, 'save', form(vessel.id)))).toBe('所选电梯不存在或不在用，只能为在用电梯录入自行检测结果');
  });

  it('goes draft → issued with its report → declared: the elevator gets a 自行检测 record and its next date, each side a message', async () => {
    const eq = await freshElevator(units.demo);
    // Tested today: no inspection the demo seed concluded on the elevator is newer, so the result becomes its last one.
    const today = { testDate: chinaToday(), nextKind: 'selfTest' };
    let r = await dataOf(api(jiance, 'save', form(eq.id, today)));
    expect(r.state).toBe('draft');
    // The draft is the body's own until issued.
    expect((await api(demo, 'detail', { id: r.id })).json().code).toBe('NOT_FOUND');
    expect(await refusalOf(api(jiance, 'issue', { id: r.id, version: r.version }))).toBe('请先上传：自行检测报告');
    r = await dataOf(api(jiance, 'save', { ...form(eq.id, { ...today, reportNo: 'CC-2026-9001' }), id: r.id, version: r.version }));
    expect(r.reportNo).toBe('CC-2026-9001');
    expect((await upload(jiance, r.id)).success).toBe(true);
    r = await dataOf(api(jiance, 'issue', { id: r.id, version: r.version }));
    expect(r.state).toBe('issued');
    expect((await messagesOf('demo')).some((m) => m.title === '电梯自行检测结果已出具' && m.content.includes('CC-2026-9001'))).toBe(true);
    // Once issued, the body can no longer change it or its report.
    expect(await refusalOf(api(jiance, 'save', { ...form(eq.id), id: r.id, version: r.version }))).toBe('该检测结果已出具，不能修改');
    expect((await upload(jiance, r.id)).success).toBe(false);

    const seen = await dataOf(api(demo, 'detail', { id: r.id }));
    expect(seen.side).toBe('use');
    const declared = await dataOf(api(demo, 'declare', { id: r.id, version: seen.version }));
    expect(declared).toMatchObject({ state: 'declared', declarerName: '张明' });
    expect((await messagesOf('jiance')).some((m) => m.title === '使用单位已声明符合')).toBe(true);

    const after = await t.db.selectFrom('equipment').selectAll().where('id', '=', eq.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      last_inspection_date: r.testDate,
      next_inspection_date: r.nextDate,
      last_conclusion: 'pass',
      inspection_org: '宁波诚测电梯检测有限公司',
      inspection_decision_id: r.id,
    });
    const rows = await t.db.selectFrom('equipment_inspections').selectAll().where('equipment_id', '=', eq.id).where('source_id', '=', r.id).execute();
    expect(rows.map((x) => [x.kind, x.conclusion, x.report_no])).toEqual([['selfTest', 'pass', 'CC-2026-9001']]);

    const log = await dataOf(request(t, demo, 'flowLog.find', { kind: 'selfTest', id: r.id }) as Promise<Reply<{ steps: { action: string }[] }>>);
    expect(log.steps.map((s) => s.action)).toEqual(['create', 'issue', 'declare']);
  });

  it('refuses steps the flow does not allow: a failed result, a second declaration, a revoked or declared result taken back', async () => {
    const failed = (await list(demo, 'compliance', { conclusion: 'fail' }))[0];
    expect(await refusalOf(api(demo, 'declare', { id: failed.id, version: failed.version }))).toBe('自行检测结论为不合格，不能声明符合；请整改后委托检测机构重新检测');
    const declared = (await list(demo, 'compliance', { state: 'declared' }))[0];
    expect(await refusalOf(api(demo, 'declare', { id: declared.id, version: declared.version }))).toBe('该检测结果已声明符合，不能声明符合');
    expect(await refusalOf(api(jiance, 'revoke', { id: declared.id, version: declared.version, opinion: '误录' }))).toBe('该检测结果已声明符合，不能撤回检测结果');
    const revoked = (await list(demo, 'compliance', { state: 'revoked' }))[0];
    expect(await refusalOf(api(demo, 'declare', { id: revoked.id, version: revoked.version }))).toBe('该检测结果已撤回，不能声明符合');
    expect(await refusalOf(api(jiance, 'delete', { id: declared.id }))).toBe('只能删除尚未出具的检测结果草稿');
    // A stale version is a conflict.
    const eq = await freshElevator(units.demo);
    const r = await issued(eq.id);
    expect((await api(demo, 'declare', { id: r.id, version: r.version - 1 })).json().success).toBe(false);
    // An elevator stopped since the result was issued cannot be declared on.
    await t.db.updateTable('equipment').set({ use_status: 'stopped' }).where('id', '=', eq.id).execute();
    expect(await refusalOf(api(demo, 'declare', { id: r.id, version: r.version }))).toBe('该电梯已不在用或已不属于本单位，不能声明符合');
    await t.db.updateTable('equipment').set({ use_status: 'inUse' }).where('id', '=', eq.id).execute();
    // A result cannot print before it is declared.
    expect((await signedGet(t, demo, 'selfTest.useMark', { id: r.id })).json().errorMsg).toBe('声明符合后才能打印电梯使用标志');
  });

  it('lets the body take back an issued result with its reason, and delete a draft never issued', async () => {
    const eq = await freshElevator(units.demo);
    const r = await issued(eq.id);
    expect(await refusalOf(api(jiance, 'revoke', { id: r.id, version: r.version, opinion: '' }))).toBe('撤回原因不能为空');
    const revoked = await dataOf(api(jiance, 'revoke', { id: r.id, version: r.version, opinion: '报告编号有误' }));
    expect(revoked).toMatchObject({ state: 'revoked', revokeReason: '报告编号有误' });
    expect((await messagesOf('demo')).some((m) => m.title === '电梯自行检测结果已撤回' && m.content.includes('报告编号有误'))).toBe(true);
    const draft = await dataOf(api(jiance, 'save', form(eq.id)));
    await dataOf(api<null>(jiance, 'delete', { id: draft.id }));
    expect(await t.db.selectFrom('elevator_self_tests').select('id').where('id', '=', draft.id).executeTakeFirst()).toBeUndefined();
  });

  it("answers another party's result as if it did not exist", async () => {
    const theirs = (await list(demo2, 'compliance'))[0];
    expect((await api(demo, 'detail', { id: theirs.id })).json().code).toBe('NOT_FOUND');
    expect((await api(demo, 'declare', { id: theirs.id, version: theirs.version })).json().code).toBe('NOT_FOUND');
    expect((await signedGet(t, demo, 'selfTest.useMark', { id: theirs.id })).json().code).toBe('NOT_FOUND');
    // demo2 sees none of demo's results; its own it declares.
    const demos = (await list(demo, 'compliance', { state: 'issued' }))[0];
    expect((await api(demo2, 'detail', { id: demos.id })).json().code).toBe('NOT_FOUND');
    expect((await dataOf(api<SelfTest>(demo2, 'declare', { id: theirs.id, version: theirs.version }))).state).toBe('declared');
  });

  it('prints the 2024 use mark once and answers the same bytes ever after; its QR opens the elevator page', async () => {
    const eq = await freshElevator(units.demo);
    const r = await issued(eq.id, { nextDate: addDays(chinaToday(), 300) });
    await dataOf(api(demo, 'declare', { id: r.id, version: r.version }));
    const res = await signedGet(t, demo, 'selfTest.useMark', { id: r.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const printed = await dataOf(api(demo, 'detail', { id: r.id }));
    expect(printed.markSm3).toBe(sm3(pdf));
    expect((await signedGet(t, demo, 'selfTest.useMark', { id: r.id })).rawPayload.equals(pdf)).toBe(true);
    // Without the download token it is refused.
    expect((await call(t, demo, 'GET', `/a/stone/elevatorDetection/useMark?id=${r.id}`)).json().success).toBe(false);

    if (hasPdftotext) {
      const text = pdfText(pdf).replace(/\s+/g, '');
      expect(text).toContain('特种设备使用标志');
      expect(text).toContain(eq.cert_no);
      expect(text).toContain('宁波海曙明达物业管理有限公司');
      const [y, m, d] = r.nextDate.split('-');
      expect(text).toContain(`${y}年${Number(m)}月${Number(d)}日`);
      expect(text).toContain('本标志应当置于电梯轿厢内显著位置');
    }
    // The QR's reference is the elevator's: it opens the public page without a session.
    expect(printed.eleInfoRef).toBe(refOf(eq.id));
    const page = (await info(`ref=${encodeURIComponent(printed.eleInfoRef)}`)).json();
    expect(page.success).toBe(true);
    expect(page.data).toMatchObject({
      certNo: eq.cert_no,
      nextDate: r.nextDate,
      nextKindLabel: '定期检验',
      lastKindLabel: '自行检测',
      lastConclusionLabel: '合格',
      dueLabel: '在有效期内',
    });
    expect(page.data.mark).toMatchObject({ reportNo: r.reportNo, sm3: sm3(pdf) });
  });

  /** The reference the mark's QR carries: the elevator's (一机一码), signed with the documents' key. */
  const refOf = (equipmentId: string) => signDocumentRef(t.ctx.documentRefKey, `ele:${equipmentId}`);

  it('shows an elevator to anyone by its QR or certificate number, with nothing personal, and limits lookups like the verification page', async () => {
    const printed = (await list(demo, 'marks')).find((r) => r.markPrintedAt)!;
    const byCert = (await info(`certNo=${encodeURIComponent(printed.elevator.certNo)}`)).json();
    expect(byCert.success).toBe(true);
    const d = byCert.data;
    expect(d).toMatchObject({ useUnitName: '宁波海曙明达物业管理有限公司', useStatusLabel: '在用', lastKindLabel: '自行检测' });
    expect(d.maintenanceUnit).not.toBe('');
    expect(d.mark.sm3).toBe(printed.markSm3);
    // No person's name or mobile, no address: only the fields the contract names.
    const text = JSON.stringify(d);
    // A mobile stands alone; the same digits inside the mark's SM3 hex or a longer code are not one.
    expect(text).not.toMatch(/(?<![0-9a-f])1[3-9]\d{9}(?![0-9a-f])/);
    expect(text).not.toContain('蒋测');
    expect(text).not.toContain('张明');
    expect(Object.keys(d).sort()).toEqual(
      [
        'certNo',
        'deviceCode',
        'dueLabel',
        'dutyPhone',
        'lastConclusionLabel',
        'lastDate',
        'lastKindLabel',
        'lastMaintainedOn',
        'lastOrg',
        'mark',
        'maintenanceUnit',
        'nextDate',
        'nextKindLabel',
        'typeName',
        'useStatusLabel',
        'useUnitName',
        'varietyName',
      ].sort(),
    );
    // A forged reference and an unknown number answer the same.
    const forged = (await info('ref=ele%3Aabc.AAAAAAAAAAAAAAAAAAAAAA')).json();
    const unknown = (await info('certNo=%E6%A2%AF11%E6%B5%99B99999(26)')).json();
    expect(forged).toMatchObject({ success: false, errorMsg: '未找到该电梯，请核对二维码或使用登记证编号' });
    expect(unknown.errorMsg).toBe(forged.errorMsg);
    expect((await info('')).json().errorMsg).toBe('请扫描电梯内的二维码，或输入使用登记证编号');
    // A document reference of the verification page does not name an elevator.
    expect((await info(`ref=${encodeURIComponent(signDocumentRef(t.ctx.documentRefKey, `rpt:${printed.elevator.equipmentId}`))}`)).json().success).toBe(false);

    let limited = 0;
    for (let i = 0; i < 70 && !limited; i++) if ((await info(`certNo=${encodeURIComponent(printed.elevator.certNo)}`)).statusCode === 429) limited = i;
    expect(limited).toBeGreaterThan(0);
  });

  it('shows the last maintenance recorded on the platform for an elevator a maintenance unit holds', async () => {
    const held = await t.db
      .selectFrom('maintenance_records as r')
      .innerJoin('equipment as e', 'e.id', 'r.equipment_id')
      .where('r.state', 'in', ['submitted', 'confirmed'])
      .where('e.cert_no', '<>', '')
      .select(['e.cert_no'])
      .select((x) => x.fn.max('r.maintained_on').as('last'))
      .groupBy('e.cert_no')
      .executeTakeFirstOrThrow();
    // From another address than the test above, which used up its lookups.
    const page = (
      await t.app.inject({ method: 'GET', url: `/a/stone/eleInfoPublic/info?certNo=${encodeURIComponent(held.cert_no)}`, headers: AJAX, remoteAddress: '203.0.113.9' })
    ).json();
    expect(page.data.lastMaintainedOn).toBe(String(held.last));
  });
});

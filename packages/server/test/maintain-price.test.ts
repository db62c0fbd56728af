import { beforeAll, describe, expect, it } from 'vitest';
import { apiOf, dataOf, loginAs, refusalOf, type Caller, type Page, type Reply, request } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Filing {
  id: string;
  filingNo: string;
  unitName: string;
  title: string;
  state: string;
  opinion: string;
  supersededByNo: string;
  items: unknown[];
  setPrices: { variety: string; floorsFrom: number | null; floorsTo: number | null; priceFen: number }[];
  unitPrices: { unitsFrom: number; unitsTo: number; termMonths: number; priceFen: number }[];
  version: number;
}
interface SetLine {
  filingId: string;
  unitName: string;
  variety: string;
  floorsFrom: number | null;
  floorsTo: number | null;
  priceFen: number;
}
interface UnitLine {
  filingId: string;
  unitName: string;
  unitsFrom: number;
  unitsTo: number;
  termMonths: number;
  priceFen: number;
}

const form = (over: Record<string, unknown> = {}) => ({
  title: '测试维保价格表',
  effectiveFrom: '2026-12-01',
  contact: '周维',
  contactMobile: '13857400008',
  dutyPhone: '0574-88150001',
  remark: '',
  items: [{ name: '曳引机', variety: '3110', level: 'halfMonth', content: '检查振动和声响', standard: '无异常振动和异常声响' }],
  setPrices: [
    { variety: '3110', floorsFrom: 2, floorsTo: 8, priceFen: 77_700, remark: '' },
    { variety: '3310', floorsFrom: null, floorsTo: null, priceFen: 66_600, remark: '' },
  ],
  unitPrices: [{ unitsFrom: 1, unitsTo: 3, termMonths: 24, priceFen: 5_555_500, scope: '含应急救援' }],
  ...over,
});

describe('maintenance projects and prices (维保项目与价格)', () => {
  const t = suiteApp();
  const [weibao, registry, demo, demoMaintain] = signedIn(t, 'weibao', 'registry', 'demo', 'demo');
  let demo2: Caller;
  let inspector: Caller;

  const api = apiOf<Filing>(t, '/a/stone/epPemMaiprojApply');
  const price = apiOf(t, '/a/stone/epPemMaipricApply');
  const list = async (who: Caller, name: 'list' | 'queue', body: object = {}) => (await dataOf(api<Page<Filing>>(who, name, { pageNo: 1, pageSize: 50, ...body }))).list;
  const bySet = async (who: Caller, body: object = {}) => dataOf(price<Page<SetLine>>(who, 'bySet', { pageNo: 1, pageSize: 50, ...body }));
  const byUnit = async (who: Caller, body: object = {}) => dataOf(price<Page<UnitLine>>(who, 'byUnit', { pageNo: 1, pageSize: 50, ...body }));
  const messagesOf = (login: string) =>
    t.db
      .selectFrom('messages as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.title', 'm.content', 'm.link'])
      .where('u.login_name', '=', login)
      .orderBy('m.created_at', 'desc')
      .execute();
  const steps = (id: string) => t.db.selectFrom('flow_log').select(['action', 'from_state', 'to_state', 'opinion']).where('record_id', '=', id).orderBy('seq').execute();

  beforeAll(async () => {
    expect((await request(t, demoMaintain, 'user.changeRole', { id: 'role-maintain' })).json().success).toBe(true);
    demo2 = await loginAs(t, 'demo2');
    inspector = await loginAs(t, 'inspector');
  });

  it('seeds weibao’s filings in every state, one list in force', async () => {
    const mine = await list(weibao, 'list');
    expect(new Set(mine.map((f) => f.state))).toEqual(new Set(['draft', 'submitted', 'returned', 'withdrawn', 'published', 'superseded']));
    const published = mine.filter((f) => f.state === 'published');
    expect(published).toHaveLength(1);
    const old = mine.find((f) => f.state === 'superseded')!;
    expect(old.supersededByNo).toBe(published[0].filingNo);
    expect(mine.find((f) => f.state === 'returned')!.opinion).toContain('低于维保成本');
  });

  it('files, publishes and supersedes through the registry, with messages and a flow log', async () => {
    const before = (await list(weibao, 'list')).find((f) => f.state === 'published')!;
    // The unit has one filing under review at a time: the seeded one goes back first.
    const waiting = (await list(weibao, 'list', { state: 'submitted' }))[0];
    expect(await refusalOf(api(weibao, 'save', { ...form(), isCommit: true }))).toContain('正在审核中');
    await dataOf(api(weibao, 'withdraw', { id: waiting.id, version: waiting.version }));

    let f = await dataOf(api(weibao, 'save', form()));
    expect(f.state).toBe('draft');
    expect(f.filingNo).toMatch(/^WBJG\d{8}\d{3}$/);
    // A draft is not the registry's to see.
    expect((await api(registry, 'getForReview', { id: f.id })).json().code).toBe('NOT_FOUND');
    f = await dataOf(api(weibao, 'save', { ...form({ title: '改后的价格表' }), id: f.id, version: f.version, isCommit: true }));
    expect(f).toMatchObject({ state: 'submitted', title: '改后的价格表' });
    expect((await list(registry, 'queue', { state: 'submitted' })).map((x) => x.id)).toContain(f.id);

    // Returned with a reason, corrected, resubmitted.
    expect(await refusalOf(api(registry, 'decide', { id: f.id, version: f.version, action: 'return', opinion: '' }))).toContain('退回原因');
    f = await dataOf(api(registry, 'decide', { id: f.id, version: f.version, action: 'return', opinion: '按单位价格期限与说明不符' }));
    expect(f).toMatchObject({ state: 'returned', opinion: '按单位价格期限与说明不符' });
    expect((await messagesOf('weibao'))[0]).toMatchObject({ title: '维保价格申报被退回', link: `/company-service/maintenance-pro-apply-detail?id=${f.id}` });
    f = await dataOf(api(weibao, 'save', { ...form({ title: '改后的价格表' }), id: f.id, version: f.version, isCommit: true }));
    expect(f.state).toBe('submitted');
    expect(f.opinion).toBe('');

    f = await dataOf(api(registry, 'decide', { id: f.id, version: f.version, action: 'publish', opinion: '' }));
    expect(f.state).toBe('published');
    const old = await dataOf(api(weibao, 'detail', { id: before.id }));
    expect(old).toMatchObject({ state: 'superseded', supersededByNo: f.filingNo });
    expect((await messagesOf('weibao'))[0].title).toBe('维保价格已审核发布');
    expect((await messagesOf('weibao'))[0].content).toContain(before.filingNo);
    expect((await steps(f.id)).map((s) => s.action)).toEqual(['create', 'submit', 'return', 'submit', 'publish']);
    expect((await steps(before.id)).at(-1)).toMatchObject({ action: 'supersede', from_state: 'published', to_state: 'superseded' });
    const log = await dataOf(request(t, weibao, 'flowLog.find', { kind: 'maintainPrice', id: f.id }) as Promise<Reply<{ steps: unknown[] }>>);
    expect(log.steps).toHaveLength(5);
    expect((await request(t, demoMaintain, 'flowLog.find', { kind: 'maintainPrice', id: f.id })).json().code).toBe('NOT_FOUND');
    expect((await dataOf(request(t, registry, 'flowLog.find', { kind: 'maintainPrice', id: f.id }) as Promise<Reply<{ steps: unknown[] }>>)).steps).toHaveLength(5);

    // The new list is what use units find; the superseded one is gone from the search but kept.
    const found = await bySet(demo, { unitName: '安顺', variety: '3110', floors: 5 });
    expect(found.list.map((l) => l.filingId)).toEqual([f.id]);
    expect(found.list[0]).toMatchObject({ priceFen: 77_700, floorsFrom: 2, floorsTo: 8 });
    expect((await dataOf(price<Filing>(demo, 'published', { id: f.id }))).title).toBe('改后的价格表');
    expect((await price(demo, 'published', { id: before.id })).json().code).toBe('NOT_FOUND');
  });

  it('searches published prices by variety, floors, count, term and price range', async () => {
    const all = await bySet(demo);
    expect(all.count).toBeGreaterThan(0);
    expect(all.list.every((l, i) => i === 0 || all.list[i - 1].priceFen <= l.priceFen)).toBe(true);
    // Escalators have no floors: a floors search still finds them.
    expect((await bySet(demo, { variety: '3310', floors: 30 })).list.map((l) => l.floorsFrom)).toEqual([null]);
    expect((await bySet(demo, { variety: '3110', floors: 41 })).count).toBe(0);
    const band = await bySet(demo, { priceMinFen: 60_000, priceMaxFen: 80_000 });
    expect(band.list.every((l) => l.priceFen >= 60_000 && l.priceFen <= 80_000)).toBe(true);
    expect((await bySet(demo, { unitName: '没有这家单位' })).count).toBe(0);
    const units = await byUnit(demo, { units: 2, termMonths: 24 });
    expect(units.list.map((l) => l.priceFen)).toEqual([5_555_500]);
    expect((await byUnit(demo, { units: 4 })).count).toBe(0);
    // The registry reads them too; the maintenance unit as well.
    expect((await bySet(registry)).count).toBe(all.count);
    expect((await bySet(weibao)).count).toBe(all.count);
  });

  it('refuses bad input with the form’s messages', async () => {
    const refused = (over: Record<string, unknown>) => refusalOf(api(weibao, 'save', form(over)));
    expect(await refused({ title: '' })).toContain('价格表名称');
    expect(await refused({ contactMobile: '123' })).toContain('手机');
    expect(await refused({ items: [] })).toContain('至少填写一个维保项目');
    expect(await refused({ setPrices: [], unitPrices: [] })).toContain('至少填写一条');
    expect(await refused({ setPrices: [{ variety: '3110', floorsFrom: 8, floorsTo: 2, priceFen: 100, remark: '' }] })).toContain('终止层站不能小于起始层站');
    expect(await refused({ setPrices: [{ variety: '3110', floorsFrom: null, floorsTo: null, priceFen: 100, remark: '' }] })).toContain('请填写层站区间');
    expect(await refused({ setPrices: [{ variety: '3310', floorsFrom: 1, floorsTo: 2, priceFen: 100, remark: '' }] })).toContain('不按层站计价');
    expect(
      await refused({
        setPrices: [
          { variety: '3110', floorsFrom: 2, floorsTo: 8, priceFen: 100, remark: '' },
          { variety: '3110', floorsFrom: 8, floorsTo: 12, priceFen: 200, remark: '' },
        ],
      }),
    ).toContain('不能重叠');
    expect(await refused({ setPrices: [{ variety: '3110', floorsFrom: 2, floorsTo: 8, priceFen: 0, remark: '' }] })).toContain('须大于0');
    expect(await refused({ setPrices: [{ variety: '3110', floorsFrom: 2, floorsTo: 8, priceFen: 12.5, remark: '' }] })).toContain('以分为单位');
    expect(await refused({ setPrices: [{ variety: '9999', floorsFrom: 2, floorsTo: 8, priceFen: 100, remark: '' }] })).toContain('设备品种');
    expect(await refused({ unitPrices: [{ unitsFrom: 5, unitsTo: 1, termMonths: 12, priceFen: 100, scope: 'x' }] })).toContain('台数区间');
    expect(await refused({ items: [{ name: '曳引机', variety: '3110', level: 'weekly', content: 'x', standard: 'x' }] })).toContain('维保级别');
    expect(await refusalOf(price(demo, 'bySet', { pageNo: 1, pageSize: 10, floors: 0 }))).toContain('层站数');
    expect(await refusalOf(price(demo, 'bySet', { pageNo: 1, pageSize: 10, variety: 'abc' }))).toContain('设备品种');
    expect(await refusalOf(api(registry, 'decide', { id: 'x', version: 1, action: 'approve' }))).toContain('审核操作');
  });

  it('answers 401 without a session and 403 to roles without the page', async () => {
    for (const name of ['list', 'detail', 'save', 'withdraw', 'delete', 'queue', 'getForReview', 'decide']) expect((await api(null, name, { id: 'x' })).statusCode).toBe(401);
    for (const name of ['bySet', 'byUnit', 'published']) expect((await price(null, name, { id: 'x' })).statusCode).toBe(401);
    // A use unit searches but files nothing and reviews nothing; a maintenance unit does not review; an inspection body does none.
    expect((await api(demo, 'save', form())).statusCode).toBe(403);
    expect((await api(demo2, 'list', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await api(weibao, 'queue', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    expect((await api(weibao, 'decide', { id: 'x', version: 1, action: 'publish' })).statusCode).toBe(403);
    expect((await price(inspector, 'bySet', { pageNo: 1, pageSize: 10 })).statusCode).toBe(403);
    // An administrator holds every page but is not a maintenance unit.
    const admin = await loginAs(t, 'admin');
    expect(await refusalOf(api(admin, 'save', form()))).toContain('只有维保单位');
  });

  it("keeps another unit's filings out of reach, and another area's from the registry", async () => {
    const theirs = (await list(weibao, 'list')).find((f) => f.state === 'returned')!;
    const draft = (await list(weibao, 'list')).find((f) => f.state === 'draft')!;
    // demo's unit, as a maintenance unit, files its own and sees only its own.
    const own = await dataOf(api(demoMaintain, 'save', form({ title: '明达的价格表' })));
    expect((await list(demoMaintain, 'list')).map((f) => f.id)).toEqual([own.id]);
    expect((await list(weibao, 'list')).map((f) => f.id)).not.toContain(own.id);
    for (const [name, body] of [
      ['detail', { id: theirs.id }],
      ['save', { ...form({ title: 'SWAP' }), id: theirs.id, version: theirs.version }],
      ['save', { ...form({ title: 'SWAP' }), id: theirs.id, version: theirs.version, isCommit: true }],
      ['withdraw', { id: theirs.id, version: theirs.version }],
      ['delete', { id: draft.id }],
    ] as const)
      expect([name, (await api(demoMaintain, name, body)).json().code]).toEqual([name, 'NOT_FOUND']);
    expect((await dataOf(api(weibao, 'detail', { id: theirs.id }))).title).toBe(theirs.title);
    expect((await dataOf(api(weibao, 'detail', { id: draft.id }))).version).toBe(draft.version);
    // A draft or an unpublished filing is not published to use units.
    expect((await price(demo, 'published', { id: theirs.id })).json().code).toBe('NOT_FOUND');

    // A clerk of another area sees none of it.
    const clerk = await t.db.selectFrom('users').select('id').where('login_name', '=', 'registry').executeTakeFirstOrThrow();
    await t.db.updateTable('staff_areas').set({ area_code: '330100' }).where('user_id', '=', clerk.id).execute();
    try {
      const other = await loginAs(t, 'registry');
      expect(await list(other, 'queue')).toEqual([]);
      expect((await api(other, 'getForReview', { id: theirs.id })).json().code).toBe('NOT_FOUND');
      const submitted = await dataOf(api(weibao, 'save', { ...form(), id: theirs.id, version: theirs.version, isCommit: true }));
      expect((await api(other, 'decide', { id: submitted.id, version: submitted.version, action: 'publish' })).json().code).toBe('NOT_FOUND');
      expect((await dataOf(api(weibao, 'detail', { id: submitted.id }))).state).toBe('submitted');
    } finally {
      await t.db.updateTable('staff_areas').set({ area_code: '330200' }).where('user_id', '=', clerk.id).execute();
    }
  });

  it('refuses steps the state does not allow', async () => {
    const mine = await list(weibao, 'list');
    const published = mine.find((f) => f.state === 'published')!;
    const superseded = mine.find((f) => f.state === 'superseded')!;
    const submitted = mine.find((f) => f.state === 'submitted')!;
    expect(await refusalOf(api(weibao, 'save', { ...form(), id: published.id, version: published.version }))).toContain('已发布，不能修改');
    expect(await refusalOf(api(weibao, 'withdraw', { id: published.id, version: published.version }))).toContain('不能撤回');
    expect(await refusalOf(api(weibao, 'delete', { id: submitted.id }))).toContain('只能删除从未提交过');
    expect(await refusalOf(api(registry, 'decide', { id: superseded.id, version: superseded.version, action: 'publish' }))).toContain('不能审核发布');
    expect(await refusalOf(api(registry, 'decide', { id: published.id, version: published.version, action: 'return', opinion: '再看看' }))).toContain('不能退回');
    // A stale version is a conflict, not a step.
    expect((await api(registry, 'decide', { id: submitted.id, version: submitted.version + 5, action: 'publish' })).json().code).toBe('CONFLICT');
    // Withdrawn, then corrected and submitted again; the registry can no longer decide the withdrawn one.
    const w = await dataOf(api(weibao, 'withdraw', { id: submitted.id, version: submitted.version }));
    expect(w.state).toBe('withdrawn');
    expect(await refusalOf(api(registry, 'decide', { id: w.id, version: w.version, action: 'publish' }))).toContain('已撤回');
    expect((await dataOf(api(weibao, 'save', { ...form(), id: w.id, version: w.version, isCommit: true }))).state).toBe('submitted');
  });

  it('deletes a draft never submitted, with its log', async () => {
    const f = await dataOf(api(weibao, 'save', form({ title: '临时草稿' })));
    expect((await api(weibao, 'delete', { id: f.id })).json().success).toBe(true);
    expect((await api(weibao, 'detail', { id: f.id })).json().code).toBe('NOT_FOUND');
    expect(await steps(f.id)).toEqual([]);
  });
});

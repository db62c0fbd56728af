import { describe, expect, it } from 'vitest';
import { call, loginAs, todoCount, type Caller, request } from './helpers';
import { signedIn, suiteApp } from './suite';

/** The engine tells every reviewer in scope when a record reaches their queue, and answers it for all once one acts. */
describe('work handed to the reviewers', () => {
  const t = suiteApp();
  const [shigong, registry, admin] = signedIn(t, 'shigong', 'registry', 'admin');
  const inbox = async (login: string, link: string) => {
    const user = await t.db.selectFrom('users').select('id').where('login_name', '=', login).executeTakeFirstOrThrow();
    return t.db.selectFrom('messages').select(['title', 'content', 'status']).where('user_id', '=', user.id).where('link', '=', link).execute();
  };

  const todo = (who: Caller, page: string) => todoCount(t, who, page);

  it('tells the registry clerks of the place, and no clerk outside it, with a link to the record; once one receives it, it is read for all', async () => {
    const notice = await t.db.selectFrom('construction_notices').select(['id', 'area_code']).where('state', '=', 'returned').orderBy('id').executeTakeFirstOrThrow();
    const link = `/registry/construction?id=${notice.id}`;
    const unread = async () => (await inbox('registry', link)).filter((m) => m.status === 'unread');
    const version = async () => (await t.db.selectFrom('construction_notices').select('version').where('id', '=', notice.id).executeTakeFirstOrThrow()).version;
    const commit = async () => expect((await request(t, shigong, 'construction.commit', { id: notice.id, version: await version() })).json().errorMsg ?? '').toBe('');
    const clerkId = (await t.db.selectFrom('users').select('id').where('login_name', '=', 'registry').executeTakeFirstOrThrow()).id;
    const setAreas = async (areas: string[]) => expect((await request(t, admin, 'member.saveStaffAreas', { id: clerkId, areas })).json().success).toBe(true);
    expect(await unread()).toEqual([]);

    // Limited to another district, the clerk is not told; the filer withdraws it again.
    await setAreas([notice.area_code.startsWith('330212') ? '330203' : '330212']);
    await commit();
    expect(await unread()).toEqual([]);
    expect((await request(t, shigong, 'construction.withdraw', { id: notice.id, version: await version() })).json().errorMsg ?? '').toBe('');

    await setAreas(['330200']);
    const waiting = await todo(registry, '/registry/construction');
    await commit();
    expect(await todo(registry, '/registry/construction')).toBe(waiting + 1);
    const told = await unread();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: '待办：施工告知' });
    expect(told[0].content).toMatch(/告知待接收，请及时办理。$/);
    // The administrator holds every permission and is told as well; the filer and the use unit are not.
    expect((await inbox('admin', link)).filter((m) => m.status === 'unread')).toHaveLength(1);
    expect(await inbox('shigong', link)).toEqual([]);
    expect(await inbox('demo', link)).toEqual([]);

    expect((await request(t, registry, 'construction.decide', { id: notice.id, action: 'receive', version: await version() })).json().success).toBe(true);
    expect(await unread()).toEqual([]);
    // The filer's notice of the decision names no page of its own: it opens the notice where the filer keeps it.
    expect((await inbox('shigong', `/construction/detail?id=${notice.id}`)).filter((m) => m.title === '施工告知已接收')).toMatchObject([{ status: 'unread' }]);
    expect((await inbox('admin', link)).filter((m) => m.status === 'unread')).toEqual([]);
    expect(await todo(registry, '/registry/construction')).toBe(waiting);
  });

  it("counts what waits in each of the caller's queues, as the queue lists it, and nothing for a company", async () => {
    const inspector = await loginAs(t, 'inspector');
    const queue = async (url: string, state: string) => (await call(t, inspector, 'POST', url, { pageNo: 1, pageSize: 1, state })).json().data.count as number;
    let expected = 0;
    for (const state of ['submitted', 'accepted', 'paid', 'scheduled', 'inspecting']) expected += await queue('/a/stone/appOnline/findQueue', state);
    expect(expected).toBeGreaterThan(0);
    expect(await todo(inspector, '/inspection/process')).toBe(expected);
    // The body's finance counts the vouchers waiting for it, under their own name.
    const caiwu = await loginAs(t, 'caiwu', 'Caiwu@123456');
    const vouchers = (await request(t, caiwu, 'onlineApply.findVouchers', { pageNo: 1, pageSize: 1 })).json().data.count;
    const invoices = (await request(t, caiwu, 'invoice.queue', { pageNo: 1, pageSize: 1, state: 'submitted' })).json().data.count;
    expect(invoices).toBeGreaterThan(0);
    const financeTodo = (await call(t, caiwu, 'GET', '/a/stone/flowLog/todo')).json().data;
    expect(financeTodo).toHaveLength(2);
    expect(financeTodo).toEqual(
      expect.arrayContaining([
        { page: '/inspection/finance', title: '待确认的缴费凭证', count: vouchers },
        { page: '/inspection/invoice', title: '待开具的发票申请', count: invoices },
      ]),
    );
    // The registry's filings each count what waits in its queue, and a decision a reviewer may still revoke waits for no one.
    const queued = async (url: string, state: string) => (await call(t, registry, 'POST', url, { pageNo: 1, pageSize: 1, state })).json().data.count as number;
    const filings: [page: string, queue: string, waiting: string][] = [
      ['/registry/licence', '/a/stone/unit/findLicences', 'pending'],
      ['/registry/maintenance', '/api/epbrmogmmaibasic/findQueue', 'submitted'],
      ['/registry/self-maintain', '/a/stone/eqm/selfMaintain/queue', 'submitted'],
      ['/registry/maintain-price', '/a/stone/epPemMaiprojApply/queue', 'submitted'],
    ];
    for (const [page, queue, state] of filings) {
      const count = await queued(queue, state);
      expect(count, page).toBeGreaterThan(0);
      expect({ page, count: await todo(registry, page) }).toEqual({ page, count });
    }
    expect(await queued('/a/stone/eqm/selfMaintain/queue', 'approved')).toBeGreaterThan(0);
    expect(await queued('/a/stone/epPemMaiprojApply/queue', 'published')).toBeGreaterThan(0);
    // The administrator's own queues: account registrations and unit name changes waiting for a decision.
    for (const [page, url] of [
      ['/account/check', '/a/stone/account/findRegister'],
      ['/account/unit-change-check', '/a/stone/unit/findChangeRequests'],
    ]) {
      const count = (await call(t, admin, 'POST', url, { pageNo: 1, pageSize: 1, state: 'pending' })).json().data.count as number;
      expect(count, page).toBeGreaterThan(0);
      expect({ page, count: await todo(admin, page) }).toEqual({ page, count });
    }
    const list = (await call(t, shigong, 'GET', '/a/stone/flowLog/todo')).json();
    expect(list).toMatchObject({ success: true, data: [] });
    expect((await call(t, null, 'GET', '/a/stone/flowLog/todo')).statusCode).toBe(401);
  });

  it('counts what waits for a unit’s answer as the other party: a rescue or fault for its maintenance unit, a result or record for the use unit', async () => {
    const demo = await loginAs(t, 'demo');
    const weibao = await loginAs(t, 'weibao', 'Weibao@123456');
    const listed = async (who: Caller, url: string, states: string[]) => {
      let n = 0;
      for (const state of states) n += (await call(t, who, 'POST', url, { pageNo: 1, pageSize: 1, state })).json().data.count as number;
      return n;
    };
    const waits: [who: Caller, page: string, count: () => Promise<number>][] = [
      [weibao, '/elevator-rescue/rescue', () => listed(weibao, '/a/stone/eleRcsMain/list', ['reported', 'dispatched', 'rescuing', 'released'])],
      [weibao, '/elevator-rescue/fault', () => listed(weibao, '/a/stone/eleFaultMain/list', ['pending', 'processing', 'transferred'])],
      [demo, '/elevator-detection/compliance', () => listed(demo, '/a/stone/elevatorDetection/compliance', ['issued'])],
      [
        demo,
        '/company-service/weibaoDa',
        async () => {
          const unit = await t.db.selectFrom('users').select('unit_id').where('login_name', '=', 'demo').executeTakeFirstOrThrow();
          const r = await t.db
            .selectFrom('maintenance_records')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('use_unit_id', '=', unit.unit_id)
            .where('state', '=', 'submitted')
            .executeTakeFirstOrThrow();
          return Number(r.n);
        },
      ],
    ];
    for (const [who, page, count] of waits) {
      const expected = await count();
      // The demo holds records waiting in each, so a count that never moved would show.
      expect(expected, page).toBeGreaterThan(0);
      expect({ page, count: await todo(who, page) }).toEqual({ page, count: expected });
    }
    // The reporting side waits for nothing of its own records: demo's rescues count for weibao only.
    expect(await todo(demo, '/elevator-rescue/rescue')).toBe(0);
  });
});

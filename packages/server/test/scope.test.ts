import { beforeAll, describe, expect, it } from 'vitest';
import { areaRange, inAreas } from '../src/platform/auth/scope';
import { call, loginAs, signedGet, unitOf, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('areas', () => {
  it('covers the districts of a city and the cities of a province, a district only itself', () => {
    expect(areaRange('330000')).toEqual(['330000', '339999']);
    expect(areaRange('330200')).toEqual(['330200', '330299']);
    expect(areaRange('330203')).toEqual(['330203', '330203']);
    expect(inAreas(['330200'], '330212')).toBe(true);
    expect(inAreas(['330203'], '330212')).toBe(false);
    expect(inAreas([], '330212')).toBe(false);
  });
});

describe('the data scope of inspection staff', () => {
  const t = suiteApp();
  const [admin] = signedIn(t, 'admin');
  let inspector: Caller;
  let inspectorId: string;
  const page = async (who: Caller) => (await request(t, who, 'equipment.findPage', { pageNo: 1, pageSize: 100 })).json().data;
  const setAreas = (areas: unknown, id = inspectorId) => requestRaw(t, admin, 'member.saveStaffAreas', { id, areas });

  beforeAll(async () => {
    inspectorId = (await t.db.selectFrom('users').select('id').where('login_name', '=', 'inspector').executeTakeFirstOrThrow()).id;
  });

  it('starts with the whole city and follows the areas an administrator sets', async () => {
    expect((await request(t, admin, 'member.getStaffAreas', { id: inspectorId })).json().data).toEqual({ areas: ['330200'] });
    inspector = await loginAs(t, 'inspector');
    const city = await page(inspector);
    const districts = new Set(city.list.map((r: { areaCode: string }) => r.areaCode.slice(0, 6)));
    expect(districts.size).toBeGreaterThan(1);

    expect((await setAreas(['330203'])).json()).toMatchObject({ success: true, data: { areas: ['330203'] } });
    const narrowed = await page(inspector);
    expect(narrowed.count).toBeGreaterThan(0);
    expect(narrowed.count).toBeLessThan(city.count);
    expect(narrowed.list.every((r: { areaCode: string }) => r.areaCode === '330203')).toBe(true);

    // A record outside the areas answers as a missing one, and so do its unit's papers.
    const outside = city.list.find((r: { areaCode: string }) => r.areaCode !== '330203');
    expect((await request(t, inspector, 'equipment.get', { id: outside.id })).statusCode).toBe(404);
    expect((await request(t, inspector, 'attachment.findAttList', { bizType: 'unit', bizId: outside.unitId })).json().data).toEqual([]);
    expect((await setAreas(['330200'])).json().success).toBe(true);
  });

  it("limits the work addressed to the body to the inspector's areas, and leaves its finance all of the body's money", async () => {
    // Every kind of the body's work, of the demo unit (district 330203); the other district is 330212.
    const e1 = await unitOf(t, 'demo');
    const body = await unitOf(t, 'inspector');
    const first = async (table: 'opinion_notices' | 'interaction_threads') =>
      (await t.db.selectFrom(table).select('id').where('unit_id', '=', e1).where('org_unit_id', '=', body).orderBy('id').executeTakeFirstOrThrow()).id;
    // Drafts never reach the body's queue: the first of those submitted at least once.
    const firstSubmitted = async (table: 'inspection_applies' | 'invoices') =>
      (
        await t.db
          .selectFrom(table)
          .select('id')
          .where('unit_id', '=', e1)
          .where('org_unit_id', '=', body)
          .where('submitted_at', 'is not', null)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const report = await t.db
      .selectFrom('inspection_items as i')
      .innerJoin('inspection_applies as a', 'a.id', 'i.apply_id')
      .select('i.id')
      .where('a.unit_id', '=', e1)
      .where('a.org_unit_id', '=', body)
      .where('i.report_file_id', '<>', '')
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const ids = {
      apply: await firstSubmitted('inspection_applies'),
      notice: await first('opinion_notices'),
      thread: await first('interaction_threads'),
      invoice: await firstSubmitted('invoices'),
      report: report.id,
    };
    // The body's inspectors may also handle invoices here, to show that invoices keep to their areas too.
    const role = await t.db.selectFrom('roles').select('menu_ids').where('id', '=', 'role-inspect').executeTakeFirstOrThrow();
    await t.db
      .updateTable('roles')
      .set({ menu_ids: JSON.stringify([...JSON.parse(role.menu_ids ?? '[]'), 'inspection.invoice']) })
      .where('id', '=', 'role-inspect')
      .execute();
    const listed = async (who: Caller) => {
      const ids = async (url: string) =>
        ((await call(t, who, 'POST', url, { pageNo: 1, pageSize: 100 })).json().data?.list ?? []).map((r: { id: string; thread?: { id: string } }) => r.thread?.id ?? r.id);
      return {
        apply: await ids('/a/stone/appOnline/findQueue'),
        notice: await ids('/a/stone/self-service/opinion/queue'),
        thread: await ids('/a/stone/self-service/interaction/list'),
        invoice: await ids('/a/stone/self-service/invoice/queue'),
        report: await ids('/a/stone/selfService/reports'),
      };
    };
    const opened = async (who: Caller) => ({
      apply: (await request(t, who, 'onlineApply.getForReview', { id: ids.apply })).statusCode,
      notice: (await request(t, who, 'opinion.review', { id: ids.notice })).statusCode,
      thread: (await request(t, who, 'interaction.record', { id: ids.thread })).statusCode,
      invoice: (await request(t, who, 'invoice.getForFinance', { id: ids.invoice })).statusCode,
      report: (await signedGet(t, who, 'report.pdf', { id: ids.report })).statusCode,
    });
    const seesAll = async (who: Caller, yes: boolean) => {
      const lists = await listed(who);
      for (const k of Object.keys(ids) as (keyof typeof ids)[]) expect([k, lists[k].includes(ids[k])]).toEqual([k, yes]);
      expect(await opened(who)).toEqual({ apply: yes ? 200 : 404, notice: yes ? 200 : 404, thread: yes ? 200 : 404, invoice: yes ? 200 : 404, report: yes ? 200 : 404 });
    };

    inspector = await loginAs(t, 'inspector');
    await seesAll(inspector, true);
    expect((await setAreas(['330212'])).json().success).toBe(true);
    await seesAll(inspector, false);
    // An application filed without an account lies in no district: every inspector of the body still receives it.
    const noAccount = await t.db
      .selectFrom('inspection_applies')
      .select('id')
      .where('unit_id', 'is', null)
      .where('org_unit_id', '=', body)
      .where('submitted_at', 'is not', null)
      .executeTakeFirst();
    if (noAccount) expect((await listed(inspector)).apply).toContain(noAccount.id);
    expect((await setAreas(['330203'])).json().success).toBe(true);
    await seesAll(inspector, true);

    // Finance limited to the other district still handles the body's invoices.
    const caiwuId = (await t.db.selectFrom('users').select('id').where('login_name', '=', 'caiwu').executeTakeFirstOrThrow()).id;
    expect((await setAreas(['330212'], caiwuId)).json().success).toBe(true);
    const caiwu = await loginAs(t, 'caiwu', 'Caiwu@123456');
    expect((await request(t, caiwu, 'invoice.queue', { pageNo: 1, pageSize: 100 })).json().data.list.map((r: { id: string }) => r.id)).toContain(ids.invoice);
    expect((await request(t, caiwu, 'invoice.getForFinance', { id: ids.invoice })).statusCode).toBe(200);
    expect((await setAreas(['330200'])).json().success).toBe(true);
  });

  it("limits manufacturing supervision addressed to the body to the inspector's areas", async () => {
    const maker = await t.db
      .selectFrom('users as u')
      .innerJoin('units as n', 'n.id', 'u.unit_id')
      .select(['n.id', 'n.area_code'])
      .where('u.login_name', '=', 'zhizao')
      .executeTakeFirstOrThrow();
    const submitted = await t.db
      .selectFrom('mfg_applies')
      .select('id')
      .where('unit_id', '=', maker.id)
      .where('submitted_at', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const queue = async () => ((await request(t, inspector, 'manufacture.queue', { pageNo: 1, pageSize: 100 })).json().data.list as { id: string }[]).map((r) => r.id);
    const detail = async () => (await request(t, inspector, 'manufacture.detail', { id: submitted.id })).statusCode;
    expect(await queue()).toContain(submitted.id);
    expect(await detail()).toBe(200);
    expect((await setAreas([maker.area_code === '330212' ? '330203' : '330212'])).json().success).toBe(true);
    expect(await queue()).not.toContain(submitted.id);
    expect(await detail()).toBe(404);
    expect((await setAreas([maker.area_code])).json().success).toBe(true);
    expect(await queue()).toContain(submitted.id);
    expect((await setAreas(['330200'])).json().success).toBe(true);
  });

  it('keeps to known areas, inspection staff and administrators', async () => {
    expect((await setAreas(['999999'])).json()).toMatchObject({ success: false, errorMsg: '工作区域999999不存在' });
    expect((await setAreas([])).json()).toMatchObject({ success: false, errorMsg: '请至少选择一个工作区域' });
    expect((await setAreas(['3302'])).json()).toMatchObject({ success: false, errorMsg: '区域代码应为6位数字' });
    const demoId = (await t.db.selectFrom('users').select('id').where('login_name', '=', 'demo').executeTakeFirstOrThrow()).id;
    expect((await setAreas(['330200'], demoId)).json()).toMatchObject({ success: false, errorMsg: '只有检验机构和登记机关人员需要设置工作区域' });
    expect((await request(t, await loginAs(t, 'demo'), 'member.saveStaffAreas', { id: inspectorId, areas: ['330203'] })).statusCode).toBe(403);
    expect((await request(t, admin, 'member.getStaffAreas', { id: inspectorId })).json().data.areas).toEqual(['330200']);
  });
});

describe('the data scope of a maintenance unit', () => {
  const t = suiteApp();
  const page = async (who: Caller) => (await request(t, who, 'equipment.findPage', { pageNo: 1, pageSize: 100 })).json().data;

  it('reaches the devices assigned to its unit besides its own, in the maintenance role only', async () => {
    const weibaoUnit = await unitOf(t, 'weibao');
    const held = await t.db.selectFrom('equipment').select(['id', 'unit_id']).where('maintain_unit_id', '=', weibaoUnit).execute();
    expect(held.length).toBeGreaterThanOrEqual(2);
    const weibao = await loginAs(t, 'weibao', 'Weibao@123456');
    const seen = await page(weibao);
    // Besides them, the two elevators of its own office building (the self-maintenance demo).
    const owned = await t.db.selectFrom('equipment').select('id').where('unit_id', '=', weibaoUnit).execute();
    expect(owned).toHaveLength(2);
    expect(seen.list.map((r: { id: string }) => r.id).sort()).toEqual([...held, ...owned].map((r) => r.id).sort());
    expect((await request(t, weibao, 'equipment.get', { id: held[0].id })).statusCode).toBe(200);
    const overview = (await request(t, weibao, 'equipment.overview')).json();
    expect(overview.success).toBe(true);

    // demo's unit owns them: as use unit it sees its own devices, and nothing changes when it acts as maintenance unit
    // (no device is assigned to its unit), while another unit never reaches them.
    const demo = await loginAs(t, 'demo');
    const own = await page(demo);
    expect(own.list.every((r: { unitId: string }) => r.unitId === held[0].unit_id)).toBe(true);
    expect((await request(t, demo, 'user.changeRole', { id: 'role-maintain' })).json().success).toBe(true);
    expect((await page(demo)).count).toBe(own.count);
    const demo2 = await loginAs(t, 'demo2');
    expect((await request(t, demo2, 'equipment.get', { id: held[0].id })).statusCode).toBe(404);
    // weibao's unit may not edit what it maintains.
    const edit = await request(t, weibao, 'equipment.get', { id: held[0].id, forEdit: true });
    expect(edit.statusCode).toBe(403);
  });
});

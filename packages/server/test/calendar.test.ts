import { describe, expect, it } from 'vitest';
import { deadlineFor } from '../src/modules/calendar/service';
import { chinaToday, nowIso } from '../src/platform/ids';
import { call, type Caller, request } from './helpers';
import { signedIn, suiteApp } from './suite';

interface Day {
  day: string;
  kind: string;
  name: string;
  updatedBy: string;
  updatedAt: string;
}

interface Apply {
  id: string;
  state: string;
  acceptedAt: string | null;
  deadline: string | null;
  overdue: boolean;
  equipment: { productNo: string };
}

describe('the working-day calendar', () => {
  const t = suiteApp();
  const [admin, demo, registry] = signedIn(t, 'admin', 'demo', 'registry');

  const api = (who: Caller | null, name: string, body: object) => call(t, who, 'POST', `/a/stone/calendar/${name}`, body);
  const listYear = async (year: number): Promise<Day[]> => (await api(admin, 'list', { year })).json().data;
  const audits = (day: string) => t.db.selectFrom('audit_log').select(['action', 'actor_name', 'detail']).where('target', '=', day).orderBy('seq').execute();

  describe('list', () => {
    it("answers a year's holidays and 调休 working days in date order, as the State Council arranged them", async () => {
      const days = await listYear(2026);
      expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
      expect(days.filter((d) => d.kind === 'holiday')).toHaveLength(33);
      expect(days.filter((d) => d.kind === 'workday').map((d) => d.day)).toEqual(['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10']);
      expect(days.find((d) => d.day === '2026-02-17')).toMatchObject({ kind: 'holiday', name: '春节', updatedBy: '' });
      expect((await listYear(2025)).filter((d) => d.kind === 'holiday')).toHaveLength(28);
      expect(await listYear(2027)).toEqual([]);
    });

    it.each([
      [{ year: 1999 }, '年份应在2000年至2100年之间'],
      [{ year: 2101 }, '年份应在2000年至2100年之间'],
      [{ year: 2026.5 }, '年份应为整数'],
      [{}, '请选择年份'],
    ])('refuses the year %o', async (body, msg) => {
      expect((await api(admin, 'list', body)).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: msg });
    });
  });

  describe('save', () => {
    it('adds a day, audited, and refuses the same day again', async () => {
      const res = (await api(admin, 'save', { day: '2027-01-01', kind: 'holiday', name: '元旦' })).json();
      expect(res).toMatchObject({ success: true, data: { day: '2027-01-01', kind: 'holiday', name: '元旦', updatedBy: '平台管理员' } });
      expect(await listYear(2027)).toEqual([res.data]);
      expect(await audits('2027-01-01')).toEqual([expect.objectContaining({ action: 'calendar.create', actor_name: '平台管理员' })]);

      const again = (await api(admin, 'save', { day: '2027-01-01', kind: 'holiday', name: '元旦' })).json();
      expect(again).toMatchObject({ success: false, code: 'BUSINESS', errorMsg: '2027-01-01已设置为节假日（元旦），请在列表中修改' });
    });

    it('changes a day already set, audited with what it was, and refuses to change one not set', async () => {
      const res = (await api(admin, 'save', { day: '2027-01-01', kind: 'holiday', name: '元旦假期', edit: true })).json();
      expect(res).toMatchObject({ success: true, data: { day: '2027-01-01', name: '元旦假期' } });
      const [, update] = await audits('2027-01-01');
      expect(update.action).toBe('calendar.update');
      expect(JSON.parse(update.detail)).toEqual({ kind: 'holiday', name: '元旦假期', before: { kind: 'holiday', name: '元旦' } });

      const missing = await api(admin, 'save', { day: '2027-01-05', kind: 'holiday', name: '不存在', edit: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND', errorMsg: '该日期的节假日或调休设置不存在' });
    });

    it.each([
      [{ day: '2027-02-30', kind: 'holiday', name: '春节' }, '日期格式应为YYYY-MM-DD'],
      [{ day: '2027/02/01', kind: 'holiday', name: '春节' }, '日期格式应为YYYY-MM-DD'],
      [{ day: '', kind: 'holiday', name: '春节' }, '请选择日期'],
      [{ day: '1999-10-01', kind: 'holiday', name: '国庆节' }, '日期应在2000年至2100年之间'],
      [{ day: '2027-02-08', kind: 'rest', name: '春节' }, '请选择类型'],
      [{ day: '2027-02-08', kind: 'holiday', name: ' ' }, '请填写名称'],
      [{ day: '2027-02-08', kind: 'holiday', name: '春'.repeat(21) }, '名称不能超过20个字符'],
      // 2027-01-05 is a Tuesday: worked anyway.
      [{ day: '2027-01-05', kind: 'workday', name: '元旦' }, '调休上班日应为周六或周日，工作日本来就上班'],
    ])('refuses %o', async (body, msg) => {
      expect((await api(admin, 'save', body)).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: msg });
      expect((await listYear(2027)).map((d) => d.day)).toEqual(['2027-01-01']);
    });

    it('takes a 调休 working Saturday', async () => {
      expect((await api(admin, 'save', { day: '2027-01-02', kind: 'workday', name: '元旦' })).json()).toMatchObject({ success: true, data: { kind: 'workday' } });
    });
  });

  describe('delete', () => {
    it('returns a day to the ordinary week, audited, and answers 404 for a day not set', async () => {
      expect((await api(admin, 'delete', { day: '2027-01-02' })).json()).toMatchObject({ success: true });
      expect((await listYear(2027)).map((d) => d.day)).toEqual(['2027-01-01']);
      expect((await audits('2027-01-02')).map((a) => a.action)).toEqual(['calendar.create', 'calendar.delete']);

      const again = await api(admin, 'delete', { day: '2027-01-02' });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    });

    it('refuses a day that is not a date', async () => {
      expect((await api(admin, 'delete', { day: '明天' })).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '日期格式应为YYYY-MM-DD' });
      expect((await api(admin, 'delete', {})).json()).toMatchObject({ success: false, code: 'BAD_INPUT', errorMsg: '请选择日期' });
    });
  });

  describe('access', () => {
    const calls: Array<[string, object]> = [
      ['list', { year: 2026 }],
      ['save', { day: '2027-10-01', kind: 'holiday', name: '国庆节' }],
      ['delete', { day: '2027-01-01' }],
    ];

    it.each(calls)('answers 401 to %s without a session', async (name, body) => {
      const res = await api(null, name, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    });

    it.each(calls)('answers 403 to %s from a company user and from a registry clerk', async (name, body) => {
      for (const who of [demo, registry]) {
        const res = await api(who, name, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      }
      expect((await listYear(2027)).map((d) => d.day)).toEqual(['2027-01-01']);
    });

    it("is on the administrator's menu only", async () => {
      const menus = async (who: Caller) => ((await call(t, who, 'GET', '/a/stone/user/info')).json().data.roleList as Array<{ menuIdList: string[] }>).flatMap((r) => r.menuIdList);
      expect(await menus(admin)).toContain('system.calendar');
      expect(await menus(demo)).not.toContain('system.calendar');
      expect(await menus(registry)).not.toContain('system.calendar');
    });
  });

  describe('statutory deadlines', () => {
    /** The demo's accepted application (demo-flows seeds one for NB26E0102). */
    const acceptedApply = async (who: Caller, endpoint: 'findQueue' | 'list'): Promise<Apply> => {
      const { list } = (await call(t, who, 'POST', `/a/stone/epPemUseregistApply/${endpoint}`, { pageNo: 1, pageSize: 50 })).json().data;
      return list.find((a: Apply) => a.equipment.productNo === 'NB26E0102');
    };
    const acceptAt = async (at: string) => {
      const a = await acceptedApply(demo, 'list');
      await t.db.updateTable('use_regist_applies').set({ accepted_at: at }).where('id', '=', a.id).execute();
      return a.id;
    };

    it('counts 15 working days from the China date of acceptance, skipping 中秋 and 国庆 and counting the 调休 Saturday', async () => {
      // 10:00 on Thursday 24 September 2026 in Ningbo. 25–27 Sep and 1–7 Oct rest, Saturday 10 Oct is worked:
      // 28, 29, 30 Sep, 8, 9, 10, 12–16, 19–22 Oct.
      const id = await acceptAt('2026-09-24T02:00:00.000Z');
      const queued = await acceptedApply(registry, 'findQueue');
      expect(queued).toMatchObject({ state: 'accepted', deadline: '2026-10-22' });
      const review = (await request(t, registry, 'useRegist.getForReview', { id })).json().data;
      expect(review.deadline).toBe('2026-10-22');
      // The unit sees the same deadline on its application.
      const own = (await request(t, demo, 'useRegist.detail', { id })).json().data;
      expect(own.deadline).toBe('2026-10-22');

      // 00:30 on 24 September in China is still the 23rd in UTC: the China date counts.
      await acceptAt('2026-09-23T16:30:00.000Z');
      expect((await acceptedApply(registry, 'findQueue')).deadline).toBe('2026-10-22');
      expect(await deadlineFor(t.ctx, 'regChange', '2026-09-24')).toEqual({ deadline: '2026-10-22' });
      expect(await deadlineFor(t.ctx, 'termination', '2026-09-23T16:30:00Z')).toEqual({ deadline: '2026-10-22' });
    });

    it('flags an accepted application overdue once today in China is past its deadline, and not one still in time', async () => {
      // Friday 26 September 2025: the Sunday before and the Saturday after the 国庆、中秋 break are worked.
      await acceptAt('2025-09-26T02:00:00.000Z');
      expect(await acceptedApply(registry, 'findQueue')).toMatchObject({ state: 'accepted', deadline: '2025-10-23', overdue: true });

      await acceptAt(nowIso());
      const fresh = await acceptedApply(registry, 'findQueue');
      expect(fresh.deadline! > chinaToday()).toBe(true);
      expect(fresh.overdue).toBe(false);
    });

    it('moves the deadline at once when an administrator changes the calendar', async () => {
      await acceptAt('2026-09-24T02:00:00.000Z');
      expect((await acceptedApply(registry, 'findQueue')).deadline).toBe('2026-10-22');
      expect((await api(admin, 'save', { day: '2026-10-12', kind: 'holiday', name: '测试停工' })).json().success).toBe(true);
      expect((await acceptedApply(registry, 'findQueue')).deadline).toBe('2026-10-23');
      expect((await api(admin, 'delete', { day: '2026-10-10' })).json().success).toBe(true);
      expect((await acceptedApply(registry, 'findQueue')).deadline).toBe('2026-10-26');
      // Put the official calendar back.
      await api(admin, 'delete', { day: '2026-10-12' });
      await api(admin, 'save', { day: '2026-10-10', kind: 'workday', name: '国庆节' });
      expect((await acceptedApply(registry, 'findQueue')).deadline).toBe('2026-10-22');
    });

    it('has no deadline before acceptance, and a decided application is never overdue', async () => {
      const { list } = (await request(t, registry, 'useRegist.findQueue', { pageNo: 1, pageSize: 50 })).json().data as { list: Apply[] };
      const submitted = list.filter((a) => a.state === 'submitted');
      expect(submitted.length).toBeGreaterThan(0);
      for (const a of submitted) expect(a).toMatchObject({ acceptedAt: null, deadline: null, overdue: false });
      for (const a of list.filter((x) => x.state !== 'accepted')) expect(a.overdue).toBe(false);
    });
  });
});

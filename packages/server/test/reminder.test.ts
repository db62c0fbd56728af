import { OUT_OF_SERVICE, QUALIFICATION_EXPIRING_DAYS, REMINDER_APPLY_PATH, REMINDER_LINK_MAX } from '@portal/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { portalJobs } from '../src/jobs';
import { reminderText, sendDailyReminders } from '../src/modules/reminder/service';
import { addDays, chinaToday } from '../src/platform/ids';
import { call, type Caller, request, requestRaw } from './helpers';
import { signedIn, suiteApp } from './suite';

describe('daily reminders', () => {
  const t = suiteApp();
  const [demo, demo2, legacy, inspector] = signedIn(t, 'demo', 'demo2', 'legacy', 'inspector');
  const today = chinaToday();
  /** A moment of a China day at the given hour. */
  const at = (day: string, hour: number) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:30:00+08:00`);
  const getPrefs = (who: Caller | null) => call(t, who, 'GET', '/a/stone/remind/getPrefs');
  const savePrefs = (who: Caller | null, body: object) => requestRaw(t, who, 'reminder.savePrefs', body);
  const ALL_ON = { inspectionDue: true, inspectionOverdue: true, certExpiring: true, sms: true, daysAhead: 30 };

  const userOf = (login: string) => t.db.selectFrom('users').select(['id', 'unit_id']).where('login_name', '=', login).executeTakeFirstOrThrow();
  const mobileOf = async (unitId: string) => (await t.db.selectFrom('units').select('contact_mobile').where('id', '=', unitId).executeTakeFirstOrThrow()).contact_mobile;
  /** The reminders in a user's message centre. */
  const remindersOf = (userId: string) => t.db.selectFrom('messages').selectAll().where('user_id', '=', userId).where('title', 'like', '%到期提醒').orderBy('created_at').execute();
  const smsTo = (mobile: string) => t.db.selectFrom('sms_outbox').select('content').where('mobile', '=', mobile).where('content', 'like', '%在线报检%').execute();
  /** A unit's devices in service with a next date in [from, to], as the reminder should count them. */
  const devices = (unitId: string, from: string | null, to: string) => {
    let q = t.db
      .selectFrom('equipment')
      .select(['id', 'device_code'])
      .where('unit_id', '=', unitId)
      .where('use_status', 'not in', [...OUT_OF_SERVICE])
      .where('next_inspection_date', '<=', to);
    if (from) q = q.where('next_inspection_date', '>=', from);
    return q.execute();
  };
  const expiringCerts = async (unitId: string) =>
    (
      await t.db
        .selectFrom('qualifications')
        .select('id')
        .where('unit_id', '=', unitId)
        .where('expiry_date', '>=', today)
        .where('expiry_date', '<=', addDays(today, QUALIFICATION_EXPIRING_DAYS))
        .execute()
    ).length;
  const idsOf = (link: string) => new URL(link, 'http://portal').searchParams.get('ids')!.split(',');

  describe('the unit’s choice', () => {
    it('answers the defaults until the unit saves its choice, with the SMS number masked', async () => {
      const body = (await getPrefs(demo)).json();
      expect(body.success).toBe(true);
      expect(body.data).toEqual({ ...ALL_ON, smsMobile: '138****0001', updatedAt: null, updatedBy: '' });
    });

    it('saves the main account’s choice, which the unit’s other accounts read', async () => {
      const saved = (await savePrefs(demo, { inspectionDue: true, inspectionOverdue: false, certExpiring: true, sms: false, daysAhead: 60 })).json();
      expect(saved.data).toMatchObject({ inspectionOverdue: false, sms: false, daysAhead: 60, updatedBy: '张明' });
      expect(saved.data.updatedAt).toBeTruthy();
      expect((await getPrefs(legacy)).json().data).toMatchObject({ inspectionOverdue: false, daysAhead: 60 });
      // Another unit keeps its own.
      expect((await getPrefs(demo2)).json().data).toMatchObject({ ...ALL_ON, updatedAt: null });
      const audit = await t.db.selectFrom('audit_log').select('target').where('action', '=', 'reminder.savePrefs').execute();
      expect(audit).toEqual([{ target: (await userOf('demo')).unit_id }]);
    });

    it('lets only the main account change it', async () => {
      expect((await savePrefs(legacy, ALL_ON)).json()).toMatchObject({ success: false, errorMsg: '只有单位主账号可以修改提醒设置' });
      expect((await getPrefs(demo)).json().data.daysAhead).toBe(60);
    });

    it('refuses bad input with the form’s messages, keeping what was stored', async () => {
      const refusal = async (body: object) => (await savePrefs(demo, body)).json().errorMsg;
      expect(await refusal({ ...ALL_ON, daysAhead: 6 })).toBe('提前提醒天数不能少于7天');
      expect(await refusal({ ...ALL_ON, daysAhead: 91 })).toBe('提前提醒天数不能超过90天');
      expect(await refusal({ ...ALL_ON, daysAhead: 7.5 })).toBe('提前提醒天数应为整数');
      expect(await refusal({ ...ALL_ON, daysAhead: null })).toBe('请填写提前提醒天数');
      expect(await refusal({ ...ALL_ON, sms: 'yes' })).toBe('请选择是否同时发送短信');
      expect((await getPrefs(demo)).json().data.daysAhead).toBe(60);
    });

    it('refuses a caller without a session, and staff, who have no unit to set', async () => {
      expect((await getPrefs(null)).statusCode).toBe(401);
      expect((await savePrefs(null, ALL_ON)).statusCode).toBe(401);
      expect((await getPrefs(inspector)).statusCode).toBe(403);
      expect((await savePrefs(inspector, ALL_ON)).statusCode).toBe(403);
    });
  });

  describe('the daily job', () => {
    let e1: string;
    let e2: string;
    let demoId: string;
    let legacyId: string;
    let demo2Id: string;
    beforeAll(async () => {
      ({ id: demoId, unit_id: e1 } = await userOf('demo'));
      ({ id: demo2Id, unit_id: e2 } = await userOf('demo2'));
      legacyId = (await userOf('legacy')).id;
    });
    beforeEach(async () => {
      for (const table of ['reminder_prefs', 'reminder_sent', 'reminder_runs', 'sms_outbox'] as const) await t.db.deleteFrom(table).execute();
      await t.db.deleteFrom('messages').where('title', 'like', '%到期提醒').execute();
    });

    it('is one of the portal’s jobs', () => {
      expect(portalJobs(t.ctx, t.app.log).map((j) => j.name)).toContain('reminders.daily');
    });

    it('waits for 08:00 China time', async () => {
      expect(await sendDailyReminders(t.ctx, at(today, 7))).toBeNull();
      expect(await remindersOf(demoId)).toEqual([]);
    });

    it('tells each unit once, naming its overdue and due devices and expiring certificates, with the devices picked in the link', async () => {
      const overdue = await devices(e1, null, addDays(today, -1));
      const due = await devices(e1, today, addDays(today, 30));
      const certs = await expiringCerts(e1);
      // The demo data has some of each for the test to be worth anything.
      expect([overdue.length > 0, due.length > 0, certs > 0]).toEqual([true, true, true]);

      expect(await sendDailyReminders(t.ctx, at(today, 9))).toBeGreaterThanOrEqual(2);
      const [mine, ...more] = await remindersOf(demoId);
      expect(more).toEqual([]);
      expect(mine.title).toBe('设备检验与作业人员证书到期提醒');
      expect(mine.content).toContain(`${overdue.length}台设备已过下次检验日期仍未检验`);
      expect(mine.content).toContain(`${due.length}台设备将在30天内（${addDays(today, 30)}前）到期检验`);
      expect(mine.content).toContain(`${certs}本作业人员证书将在90天内到期`);
      // It names the first few of them by their codes.
      expect(overdue.some((d) => d.device_code && mine.content.includes(d.device_code))).toBe(true);

      // The link picks this unit's due and overdue devices, at most as many as the form takes.
      expect(mine.link.startsWith(`${REMINDER_APPLY_PATH}?ids=`)).toBe(true);
      const picked = idsOf(mine.link);
      expect(picked.length).toBe(Math.min(REMINDER_LINK_MAX, overdue.length + due.length));
      const wanted = new Set([...overdue, ...due].map((d) => d.id));
      expect(picked.filter((id) => !wanted.has(id))).toEqual([]);

      // The unit's sub-account hears it too, and its contact gets one SMS.
      expect((await remindersOf(legacyId)).map((m) => m.content)).toEqual([mine.content]);
      const sms = await smsTo(await mobileOf(e1));
      expect(sms).toHaveLength(1);
      expect(sms[0].content).toContain(`${overdue.length}台设备超期未检、${due.length}台设备30天内到期检验、${certs}本作业人员证书即将到期`);

      // The message centre hands the link to the page.
      const listed = (await request(t, demo, 'message.findPage', { pageNo: 1, pageSize: 50, status: 'unread' })).json().data.list;
      expect(listed.find((m: { id: string }) => m.id === mine.id)).toMatchObject({ link: mine.link });
    });

    it('never names another unit’s devices', async () => {
      await sendDailyReminders(t.ctx, at(today, 9));
      const [mine] = await remindersOf(demoId);
      const [theirs] = await remindersOf(demo2Id);
      const theirDevices = await devices(e2, null, addDays(today, 30));
      expect(theirDevices.length).toBeGreaterThan(0);
      expect(idsOf(mine.link).filter((id) => theirDevices.some((d) => d.id === id))).toEqual([]);
      for (const d of theirDevices.filter((x) => x.device_code)) expect(mine.content).not.toContain(d.device_code);
      const own = new Set(theirDevices.map((d) => d.id));
      expect(idsOf(theirs.link).every((id) => own.has(id))).toBe(true);
    });

    it('does not tell a unit twice on one day, even when a run is cut short and started again', async () => {
      await sendDailyReminders(t.ctx, at(today, 9));
      expect(await sendDailyReminders(t.ctx, at(today, 10))).toBeNull();
      // As if the process died before recording the finished run: the units already told are skipped.
      await t.db.deleteFrom('reminder_runs').execute();
      expect(await sendDailyReminders(t.ctx, at(today, 11))).toBe(0);
      expect(await remindersOf(demoId)).toHaveLength(1);
      expect(await smsTo(await mobileOf(e1))).toHaveLength(1);
      // The next day is another day.
      expect(await sendDailyReminders(t.ctx, at(addDays(today, 1), 9))).toBeGreaterThanOrEqual(2);
      expect(await remindersOf(demoId)).toHaveLength(2);
    });

    it('sends only what the unit chose: nothing when all is off, no SMS when not wanted', async () => {
      await savePrefs(demo2, { inspectionDue: false, inspectionOverdue: false, certExpiring: false, sms: true, daysAhead: 30 });
      await savePrefs(demo, { inspectionDue: false, inspectionOverdue: true, certExpiring: false, sms: false, daysAhead: 30 });
      await sendDailyReminders(t.ctx, at(today, 9));

      expect(await remindersOf(demo2Id)).toEqual([]);
      expect(await smsTo(await mobileOf(e2))).toEqual([]);

      const overdue = await devices(e1, null, addDays(today, -1));
      const [mine] = await remindersOf(demoId);
      expect(mine.title).toBe('设备检验到期提醒');
      expect(mine.content).toContain(`${overdue.length}台设备已过下次检验日期仍未检验`);
      expect(mine.content).not.toContain('天内');
      expect(mine.content).not.toContain('证书');
      const overdueIds = new Set(overdue.map((d) => d.id));
      expect(idsOf(mine.link).filter((id) => !overdueIds.has(id))).toEqual([]);
      expect(idsOf(mine.link)).toHaveLength(Math.min(REMINDER_LINK_MAX, overdue.length));
      expect(await smsTo(await mobileOf(e1))).toEqual([]);
    });

    it('counts by the unit’s own days ahead, and certificates alone leave no link', async () => {
      await savePrefs(demo, { inspectionDue: true, inspectionOverdue: false, certExpiring: false, sms: true, daysAhead: 7 });
      await savePrefs(demo2, { inspectionDue: false, inspectionOverdue: false, certExpiring: true, sms: true, daysAhead: 30 });
      await sendDailyReminders(t.ctx, at(today, 9));

      const week = await devices(e1, today, addDays(today, 7));
      const [mine] = await remindersOf(demoId);
      if (week.length) {
        expect(mine.content).toContain(`${week.length}台设备将在7天内`);
        expect(new Set(idsOf(mine.link))).toEqual(new Set(week.map((d) => d.id)));
      } else expect(mine).toBeUndefined();

      const [theirs] = await remindersOf(demo2Id);
      expect(theirs.title).toBe('作业人员证书到期提醒');
      expect(theirs.link).toBe('');
      expect(theirs.content).toContain(`${await expiringCerts(e2)}本作业人员证书`);
    });
  });

  it('says so when the devices due are more than the link picks', () => {
    const device = (n: number) => ({ id: `id${n}`, label: `设备${n}`, nextInspectionDate: addDays(today, -1) });
    const text = reminderText(
      { today, daysAhead: 30, overdue: 80, due: 0, devices: Array.from({ length: REMINDER_LINK_MAX }, (_, i) => device(i)), certs: 0, firstCerts: [] },
      '某单位',
    );
    expect(text.content).toContain('设备0（应于');
    expect(text.content).toContain(`已选好其中检验日期最早的${REMINDER_LINK_MAX}台（共80台`);
    expect(idsOf(text.link)).toHaveLength(REMINDER_LINK_MAX);
    expect(text.sms).toBe('某单位：贵单位有80台设备超期未检，请登录平台查看消息中心并在线报检。');
  });
});

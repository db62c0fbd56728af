import { describe, expect, it } from 'vitest';
import { isPortalPath } from './message';
import { REMINDER_DEFAULTS, reminderPrefsInput } from './reminder';

const message = (v: unknown) => {
  const r = reminderPrefsInput.safeParse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe('reminderPrefsInput', () => {
  it('accepts the defaults and the bounds of the days ahead', () => {
    expect(message(REMINDER_DEFAULTS)).toBeNull();
    expect(REMINDER_DEFAULTS.daysAhead).toBe(30);
    expect(message({ ...REMINDER_DEFAULTS, daysAhead: 7 })).toBeNull();
    expect(message({ ...REMINDER_DEFAULTS, daysAhead: 90 })).toBeNull();
  });

  it.each([
    [{ daysAhead: 6 }, '提前提醒天数不能少于7天'],
    [{ daysAhead: 91 }, '提前提醒天数不能超过90天'],
    [{ daysAhead: 30.5 }, '提前提醒天数应为整数'],
    [{ daysAhead: '' }, '请填写提前提醒天数'],
    [{ daysAhead: undefined }, '请填写提前提醒天数'],
    [{ inspectionDue: 'true' }, '请选择是否提醒即将到期的检验'],
    [{ inspectionOverdue: undefined }, '请选择是否提醒超期未检的设备'],
    [{ certExpiring: 1 }, '请选择是否提醒即将到期的作业人员证书'],
    [{ sms: null }, '请选择是否同时发送短信'],
  ])('refuses %j with %s', (change, msg) => {
    expect(message({ ...REMINDER_DEFAULTS, ...change })).toBe(msg);
  });
});

describe('isPortalPath', () => {
  it.each(['/company-service/online-apply-form?ids=BZo1bHb5R7K_aXlRrRycQA,ZAdjjE1yP2dC2LpNxm6fFw', '/message_page', '/equipment/query?list=timeout&days=30'])('accepts %s', (p) =>
    expect(isPortalPath(p)).toBe(true),
  );
  it.each(['', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/a b', '/x?y=<script>', ' /company-service'])('refuses %j', (p) =>
    expect(isPortalPath(p)).toBe(false),
  );
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { concludeInput, declaredDevice } from '../api/online-apply';
import { saveEntrustInput } from '../api/entrust';
import { chinaToday } from '../domain/working-days';
import { addDays, addYears, isCalendarDay, isMoment } from './dates';
import { inspectionDates, optionalDate, requiredDate } from './zod';

describe('isCalendarDay', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01'])('takes %s', (v) => expect(isCalendarDay(v)).toBe(true));
  it.each([
    '2027-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-45',
    '2026-00-10',
    '2026-01-00',
    '1e400',
    '2026-2-3',
    '2026/02/03',
    '2026-02-03T00:00:00Z',
    ' 2026-02-03',
    '',
    '２０２６-０２-０３',
    20260203,
    null,
    undefined,
  ])('refuses %s', (v) => expect(isCalendarDay(v)).toBe(false));
});

describe('isMoment', () => {
  it.each(['2026-02-28 00:00', '2024-02-29 23:59'])('takes %s', (v) => expect(isMoment(v)).toBe(true));
  it.each(['2027-02-30 10:00', '2026-02-28 24:00', '2026-02-28 10:60', '2026-02-28T10:00', '2026-02-28 10:00:00', '1e400'])('refuses %s', (v) => expect(isMoment(v)).toBe(false));
});

describe('addYears', () => {
  it.each([
    ['2026-03-15', 10, '2036-03-15'],
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2026-12-31', 3, '2029-12-31'],
    ['0050-06-01', 10, '0060-06-01'],
  ] as const)('%s + %i years is %s', (day, n, want) => expect(addYears(day, n)).toBe(want));
});

const messages = (schema: z.ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('date fields', () => {
  it.each([
    ['2026-13-45', ['d: 开始日期格式应为YYYY-MM-DD']],
    ['2027-02-30', ['d: 开始日期格式应为YYYY-MM-DD']],
    ['1e400', ['d: 开始日期格式应为YYYY-MM-DD']],
    ['', ['d: 请填写开始日期']],
    [20260101, ['d: 请填写开始日期']],
    ['2026-02-28', []],
  ] as const)('a required date %s', (v, want) => expect(messages(z.object({ d: requiredDate('开始日期') }), { d: v })).toEqual(want));

  it.each([
    ['2027-02-30', ['d: 截止日期格式应为YYYY-MM-DD']],
    ['', []],
    [undefined, []],
    ['2028-02-29', []],
  ] as const)('an optional date %s', (v, want) => expect(messages(z.object({ d: optionalDate('截止日期') }), { d: v })).toEqual(want));

  it('stops the checks that compare dates once a date is no date', () => {
    let ran = false;
    const schema = z.object({ d: requiredDate('开始日期') }).superRefine(() => void (ran = true));
    expect(messages(schema, { d: '2026-13-45' })).toEqual(['d: 开始日期格式应为YYYY-MM-DD']);
    expect(ran).toBe(false);
  });

  it('refuses an entrust validity that is no date instead of throwing in the range check', () => {
    const letter = { agentUnitId: 'u', scopes: ['useRegist'], equipmentIds: ['e'], validTo: '2027-01-01', contact: '张三', contactMobile: '13800138000', isCommit: false };
    for (const validFrom of ['2026-13-45', '1e400', '2027-02-30'])
      expect(messages(saveEntrustInput, { ...letter, validFrom })).toEqual(['validFrom: 委托开始日期格式应为YYYY-MM-DD']);
  });
});

describe('inspection dates', () => {
  const today = chinaToday();
  const check = z.object({ done: z.string(), next: z.string() }).superRefine(inspectionDates({ key: 'done', label: '检验日期' }, { key: 'next', label: '下次检验日期' }));

  it.each([
    [today, addYears(today, 1), []],
    [today, '', []],
    ['', '', []],
    [addDays(today, -30), addYears(addDays(today, -30), 10), []],
    [addDays(today, 1), '', ['done: 检验日期不能晚于今天']],
    ['2030-01-01', '2099-01-01', ['done: 检验日期不能晚于今天', 'next: 下次检验日期不能晚于检验日期后10年']],
    [today, today, ['next: 下次检验日期须晚于检验日期']],
    [today, addDays(today, -1), ['next: 下次检验日期须晚于检验日期']],
    [addDays(today, -30), addDays(addYears(addDays(today, -30), 10), 1), ['next: 下次检验日期不能晚于检验日期后10年']],
  ])('inspected %s, next %s', (done, next, want) => expect(messages(check, { done, next })).toEqual(want));

  it('holds in the conclusion an inspector gives and in a device declared without an account', () => {
    const conclusion = { id: 'a', version: 1, itemId: 'i', conclusion: 'pass', reportNo: 'R1', reportFileId: 'f' };
    expect(messages(concludeInput, { ...conclusion, inspectionDate: '2030-01-01', nextInspectionDate: '2099-01-01' })).toEqual([
      'inspectionDate: 检验日期不能晚于今天',
      'nextInspectionDate: 下次检验日期不能晚于检验日期后10年',
    ]);
    const device = { typeCode: '3000', deviceCode: '', certNo: '梯11浙B00001(26)', productName: '乘客电梯', address: '宁波' };
    expect(messages(declaredDevice, { ...device, lastInspectionDate: today, nextInspectionDate: '2099-01-01' })).toEqual([
      'nextInspectionDate: 下次检验日期不能晚于上次检验日期后10年',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { addWorkingDays, chinaToday, DECISION_WORKING_DAYS, isWorkingDay, toWorkCalendar, WEEKENDS_ONLY, weekdayOf, workingDaysBetween } from './working-days';

/** The State Council's 2026 New Year and Spring Festival arrangement. */
const CAL = toWorkCalendar([
  { day: '2026-01-01', kind: 'holiday' },
  { day: '2026-01-02', kind: 'holiday' },
  { day: '2026-01-03', kind: 'holiday' },
  { day: '2026-01-04', kind: 'workday' },
  ...['15', '16', '17', '18', '19', '20', '21', '22', '23'].map((d) => ({ day: `2026-02-${d}`, kind: 'holiday' })),
  { day: '2026-02-14', kind: 'workday' },
  { day: '2026-02-28', kind: 'workday' },
]);

describe('working days', () => {
  it('works Monday to Friday and 调休 weekend days, and rests on weekends and holidays', () => {
    expect(weekdayOf('2026-02-14')).toBe(6);
    expect(isWorkingDay('2026-02-14', CAL)).toBe(true); // 调休 Saturday before the Spring Festival
    expect(isWorkingDay('2026-01-04', CAL)).toBe(true); // 调休 Sunday after New Year
    expect(isWorkingDay('2026-02-16', CAL)).toBe(false); // a Monday inside the Spring Festival
    expect(isWorkingDay('2026-02-21', CAL)).toBe(false);
    expect(isWorkingDay('2026-03-07', CAL)).toBe(false); // an ordinary Saturday
    expect(isWorkingDay('2026-03-09', CAL)).toBe(true);
    expect(isWorkingDay('2026-02-14', WEEKENDS_ONLY)).toBe(false);
    expect(isWorkingDay('2026-02-16', WEEKENDS_ONLY)).toBe(true);
  });

  it('counts the n-th working day after the start, the start itself not counted', () => {
    expect(addWorkingDays('2026-02-12', 0, CAL)).toBe('2026-02-12');
    expect(addWorkingDays('2026-02-12', 1, CAL)).toBe('2026-02-13');
    expect(addWorkingDays('2026-02-12', 2, CAL)).toBe('2026-02-14'); // the 调休 Saturday counts
    expect(addWorkingDays('2026-02-12', 3, CAL)).toBe('2026-02-24'); // the whole Spring Festival is skipped
    expect(addWorkingDays('2026-02-13', 1, CAL)).toBe('2026-02-14');
  });

  it('puts a 15-working-day deadline across the Spring Festival three weeks later', () => {
    // 13, 14 (调休), 24–27, 28 (调休), 2–6 March, 9–11 March.
    expect(addWorkingDays('2026-02-12', 15, CAL)).toBe('2026-03-11');
    // Without the holidays the same deadline falls a week earlier.
    expect(addWorkingDays('2026-02-12', 15, WEEKENDS_ONLY)).toBe('2026-03-05');
  });

  it('starts counting after a start that is itself a rest day', () => {
    expect(addWorkingDays('2026-02-15', 1, CAL)).toBe('2026-02-24');
    expect(addWorkingDays('2026-03-07', 1, CAL)).toBe('2026-03-09');
  });

  it('crosses the year end into the New Year holiday and its 调休 Sunday', () => {
    expect(addWorkingDays('2025-12-31', 1, CAL)).toBe('2026-01-04');
    expect(addWorkingDays('2025-12-31', 2, CAL)).toBe('2026-01-05');
  });

  it('counts the working days between two dates as addWorkingDays does', () => {
    expect(workingDaysBetween('2026-02-12', '2026-02-23', CAL)).toBe(2);
    expect(workingDaysBetween('2026-02-12', '2026-02-12', CAL)).toBe(0);
    expect(workingDaysBetween('2026-03-01', '2026-02-01', CAL)).toBe(0);
    for (const n of [1, 5, 15, 40]) expect(workingDaysBetween('2026-02-10', addWorkingDays('2026-02-10', n, CAL), CAL)).toBe(n);
  });

  it('refuses dates that do not exist and counts that are not whole', () => {
    expect(() => addWorkingDays('2026-02-30', 1, CAL)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-02-12', -1, CAL)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-02-12', 1.5, CAL)).toThrow(RangeError);
  });

  it('gives the registry 15 working days for each kind of decision', () => {
    expect(DECISION_WORKING_DAYS).toEqual({ useRegist: 15, regChange: 15, termination: 15 });
  });

  it('names the China day of any instant, in any order of asking', () => {
    const at = (iso: string) => chinaToday(Date.parse(iso));
    expect(at('2026-11-25T15:59:59.999Z')).toBe('2026-11-25');
    expect(at('2026-11-25T16:00:00.000Z')).toBe('2026-11-26');
    expect(at('2026-11-25T15:59:59.999Z')).toBe('2026-11-25');
    expect(at('2026-11-24T16:00:00.000Z')).toBe('2026-11-25');
    expect(at('2026-12-31T16:00:00.000Z')).toBe('2027-01-01');
  });
});

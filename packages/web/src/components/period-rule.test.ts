import type { FormInstance, FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { aYearOn, periodEnd } from './period-rule';

/** Runs a rule the way antd does on the field's value, against a form holding `values`; the message, or null when it passes. */
async function check(rule: FormRule, value: string, values: Record<string, unknown>): Promise<string | null> {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  const { validator } = typeof rule === 'function' ? rule(form) : rule;
  try {
    await validator?.({}, value, () => undefined);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

const lastDay = (from: string) => aYearOn(from);

describe('periodEnd', () => {
  const term = periodEnd({ from: 'validFrom', lastDay, early: '截止日期不能早于开始日期', tooLong: '期限不能超过1年' });

  it('takes an end from the start to the last day allowed', async () => {
    expect(await check(term, '2026-03-01', { validFrom: '2026-03-01' })).toBeNull();
    expect(await check(term, '2027-03-01', { validFrom: '2026-03-01' })).toBeNull();
  });

  it('refuses an end before the start, or past the last day, with the messages given', async () => {
    expect(await check(term, '2026-02-28', { validFrom: '2026-03-01' })).toBe('截止日期不能早于开始日期');
    expect(await check(term, '2027-03-02', { validFrom: '2026-03-01' })).toBe('期限不能超过1年');
  });

  it('leaves a period without its start or end to the fields’ own rules', async () => {
    expect(await check(term, '', { validFrom: '2026-03-01' })).toBeNull();
    expect(await check(term, '2020-01-01', {})).toBeNull();
  });

  it('refuses an end on the start day too when strict', async () => {
    const strict = periodEnd({ from: 'testDate', lastDay, early: '须晚于检测日期', tooLong: '过远', strict: true });
    expect(await check(strict, '2026-03-01', { testDate: '2026-03-01' })).toBe('须晚于检测日期');
    expect(await check(strict, '2026-03-02', { testDate: '2026-03-01' })).toBeNull();
  });
});

describe('aYearOn', () => {
  it('is the same day a year later, or the day before it for a term counting its first day', () => {
    expect(aYearOn('2026-03-01')).toBe('2027-03-01');
    expect(aYearOn('2026-03-01', true)).toBe('2027-02-28');
    expect(aYearOn('2024-02-29', true)).toBe('2025-02-27');
  });
});

import { describe, expect, it } from 'vitest';
import { dueMonths, monthRange } from './due-months';

describe('dueMonths', () => {
  it('runs from the current month to the one 180 days ahead, across the new year', () => {
    expect(dueMonths('2026-11-22')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05']);
  });

  it('ends in the month the horizon falls in', () => {
    expect(dueMonths('2026-01-01', 30)).toEqual(['2026-01']);
    expect(dueMonths('2026-01-31', 1)).toEqual(['2026-01', '2026-02']);
  });
});

describe('monthRange', () => {
  it('starts the current month today and ends it on its last day', () => {
    expect(monthRange('2026-11', '2026-11-22')).toEqual({ nextFrom: '2026-11-22', nextTo: '2026-11-30' });
  });

  it('takes a later month whole, leap days included', () => {
    expect(monthRange('2028-02', '2027-12-01')).toEqual({ nextFrom: '2028-02-01', nextTo: '2028-02-29' });
  });
});

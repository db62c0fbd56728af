import { describe, expect, it } from 'vitest';
import { chinaToday, chineseDate, formatSize, formatTime, formatToday } from './format';

describe('formatTime', () => {
  it('shows a UTC time in Beijing time', () => {
    expect(formatTime('2026-11-21T17:05:03.000Z')).toBe('2026-11-22 01:05:03');
  });

  it('shows nothing for a missing or broken time', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime('not a time')).toBe('');
  });
});

describe('formatToday', () => {
  it('names the Beijing date and weekday', () => {
    expect(formatToday(new Date('2026-11-21T17:00:00Z'))).toBe('2026年11月22日 星期日');
  });
});

describe('formatSize', () => {
  it('picks the unit a person expects', () => {
    expect(formatSize(820)).toBe('820 B');
    expect(formatSize(12_697)).toBe('12.4 KB');
    expect(formatSize(3 * 1024 * 1024 + 100_000)).toBe('3.1 MB');
  });
});

describe('chinaToday', () => {
  it('is the Beijing date, a day ahead of UTC late in the evening', () => {
    expect(chinaToday(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
    expect(chinaToday(new Date('2026-11-21T15:59:59Z'))).toBe('2026-11-21');
  });
});

describe('chineseDate', () => {
  it('writes a date as on paper, and leaves anything else as it is', () => {
    expect(chineseDate('2026-01-05')).toBe('2026年1月5日');
    expect(chineseDate('2026/01/05')).toBe('2026/01/05');
  });
});

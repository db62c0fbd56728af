import type { LicenceRecord } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { levelOptions, startValues, validityTag } from './licence-fields';

const licence = {
  id: 'l1',
  licenceNo: 'TS3310245-2028',
  issuer: '浙江省市场监督管理局',
  validFrom: '2024-03-18',
  validTo: '2028-03-17',
  items: [{ item: 'elevator', level: 'A2' }],
} as LicenceRecord;

describe('validityTag', () => {
  it("reads the server's judgement, and names which side of the validity an invalid licence is on", () => {
    expect(validityTag(licence, true, '2026-01-01')).toEqual({ color: 'success', text: '有效' });
    expect(validityTag(licence, false, '2028-03-18')).toEqual({ color: 'error', text: '已过期' });
    expect(validityTag(licence, false, '2024-03-17')).toEqual({ color: 'warning', text: '未生效' });
  });
});

describe('levelOptions', () => {
  it("lists an item's levels with what each allows, and none before an item is chosen", () => {
    expect(levelOptions('elevator')).toEqual([
      { value: 'A1', label: 'A1级（不限）' },
      { value: 'A2', label: 'A2级（额定速度不大于6.0m/s的电梯）' },
      { value: 'B', label: 'B级（额定速度不大于2.5m/s的电梯）' },
    ]);
    expect(levelOptions(undefined)).toEqual([]);
  });
});

describe('startValues', () => {
  it('starts a first filing with one empty item row, and a change from the licence it changes', () => {
    expect(startValues(null)).toEqual({ licenceNo: '', issuer: '', validFrom: '', validTo: '', items: [{}] });
    const start = startValues(licence);
    expect(start).toEqual({
      licenceNo: 'TS3310245-2028',
      issuer: '浙江省市场监督管理局',
      validFrom: '2024-03-18',
      validTo: '2028-03-17',
      items: [{ item: 'elevator', level: 'A2' }],
    });
    // The form's rows are its own: editing them leaves the licence shown on the page as it was.
    expect(start.items[0]).not.toBe(licence.items[0]);
  });
});

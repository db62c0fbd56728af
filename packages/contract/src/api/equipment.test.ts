import { afterEach, describe, expect, it, vi } from 'vitest';
import { EQUIPMENT_TYPES } from '../domain/codes';
import { awaitsFirstInspection, equipmentFields, requiredFields } from './equipment';

const VESSEL = {
  typeCode: '2000',
  catalogueCode: '2150',
  productName: '储气罐',
  model: 'C-2.0/1.0',
  productNo: 'R2018-001',
  manufacturer: '浙江压力容器制造有限公司',
  manufactureDate: '2018-05',
  areaCode: '330203',
  address: '宁波市海曙区中山西路138号',
  useStatus: 'inUse',
  internalNo: '',
  maintenanceUnit: '',
  params: {},
};

const messages = (input: object) => {
  const r = equipmentFields.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('equipment fields', () => {
  it('asks for a blank 制造日期 to be filled, and for a wrong one to be written right', () => {
    expect(messages({ ...VESSEL, manufactureDate: '' })).toEqual(['manufactureDate: 请填写制造日期']);
    expect(messages({ ...VESSEL, manufactureDate: '2019年6月' })).toEqual(['manufactureDate: 制造日期格式应为YYYY-MM或YYYY-MM-DD']);
    expect(messages(VESSEL)).toEqual([]);
  });

  describe('today', () => {
    afterEach(() => vi.useRealTimers());
    it('is the date in China: just after midnight there, UTC still on the day before, that day is not in the future', () => {
      // 2026-11-26 00:30 in Ningbo is 2026-11-25 16:30 UTC.
      vi.useFakeTimers({ now: Date.parse('2026-11-25T16:30:00Z') });
      expect(messages({ ...VESSEL, lastInspectionDate: '2026-11-26' })).toEqual([]);
      expect(messages({ ...VESSEL, lastInspectionDate: '2026-11-27' })).toEqual(['lastInspectionDate: 上次检验日期不能晚于今天']);
    });
  });

  it('names as required exactly the fields a record is refused without, category by category', () => {
    for (const typeCode of Object.values(EQUIPMENT_TYPES)) {
      const required = requiredFields(typeCode);
      for (const [field, value] of Object.entries(VESSEL)) {
        if (field === 'typeCode' || field === 'params' || value === '') continue;
        const refused = messages({ ...VESSEL, typeCode, catalogueCode: `${typeCode[0]}100`, [field]: '' }).some((m) => m.startsWith(`${field}:`));
        expect([typeCode, field, refused]).toEqual([typeCode, field, required.has(field as never)]);
      }
    }
    expect([...requiredFields('3000')].filter((f) => !requiredFields('2000').has(f))).toEqual(['internalNo', 'maintenanceUnit']);
  });

  it('tells a device awaiting its first inspection from an overdue one', () => {
    expect(awaitsFirstInspection({ useStatus: 'notYetInUse', nextInspectionDate: null })).toBe(true);
    expect(awaitsFirstInspection({ useStatus: 'notYetInUse', nextInspectionDate: '2020-01-01' })).toBe(false);
    expect(awaitsFirstInspection({ useStatus: 'inUse', nextInspectionDate: null })).toBe(false);
  });
});

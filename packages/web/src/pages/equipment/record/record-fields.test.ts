import type { EquipmentDetail } from '@portal/contract';
import { requiredFields } from '@portal/contract/api/equipment';

import { EQUIPMENT_TYPES } from '@portal/contract/domain/codes';

import { PIPELINE_UNIT_COLUMNS } from '@portal/contract/domain/equipment-params';

import { describe, expect, it } from 'vitest';
import { blankValues, fieldsFor, isRequired, RECORD_SECTIONS, toInput, valuesOf } from './record-fields';

const spec = (name: string) => RECORD_SECTIONS.flatMap((s) => s.fields).find((f) => f.name === name)!;

describe('record values', () => {
  it('sends only the parameters of the chosen variety, and the fields trimmed', () => {
    const v = blankValues('3000');
    v.catalogueCode = '3110';
    v.productName = '  乘客电梯 ';
    v.params = { ratedLoad: '1000', nominalSpeed: '0.5', stale: 'x' };
    const input = toInput(v, '3000');
    expect(input.productName).toBe('乘客电梯');
    expect(input.typeCode).toBe('3000');
    // 名义速度 belongs to escalators (33xx): a passenger lift does not carry it.
    expect(input.params).toEqual({ ratedLoad: '1000' });
  });

  it('starts a pipeline with the one blank unit it must have, in use, in the default city', () => {
    const v = blankValues('8000');
    expect(v.params.units).toEqual([Object.fromEntries(PIPELINE_UNIT_COLUMNS.map((c) => [c.key, '']))]);
    expect([v.useStatus, v.areaCode, v.typeCode]).toEqual(['inUse', '330200', '8000']);
  });

  it('reads a stored record with no inspection dates as blank fields', () => {
    const v = valuesOf({ ...blankValues('2000'), params: { volume: '2' }, lastInspectionDate: null, nextInspectionDate: null } as unknown as EquipmentDetail);
    expect([v.lastInspectionDate, v.nextInspectionDate, v.params.volume]).toEqual(['', '', '2']);
  });

  it('requires internal number and maintenance unit of elevators only', () => {
    expect([isRequired(spec('internalNo'), '3000'), isRequired(spec('maintenanceUnit'), '3000')]).toEqual([true, true]);
    expect([isRequired(spec('internalNo'), '2000'), isRequired(spec('maintenanceUnit'), '4000')]).toEqual([false, false]);
    expect(isRequired(spec('productName'), '2000')).toBe(true);
  });

  it('shows every field the rules require, marked, in every category (the import template stars the same)', () => {
    for (const typeCode of Object.values(EQUIPMENT_TYPES)) {
      const marked = RECORD_SECTIONS.flatMap((s) => fieldsFor(s.fields, typeCode)).filter((f) => isRequired(f, typeCode));
      expect([typeCode, marked.map((f) => f.name).sort()]).toEqual([typeCode, [...requiredFields(typeCode)].sort()]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { EQUIPMENT_TYPES } from '../domain/codes';
import { PIPELINE_UNIT_COLUMNS, TECH_PARAMS, optionsFor, paramsFor } from '../domain/equipment-params';
import { checkParam, techParamProblems, techParamsSchema, validateTechParams } from './params';

const elevator = {
  ratedLoad: '1000',
  ratedSpeed: '1.75',
  floors: '18',
  stops: '18',
  doors: '18',
  usePlace: '住宅小区',
  machineRoom: '无机房',
  residential: '是',
};

describe('technical parameters by category and catalogue code', () => {
  it('gives lifts and escalators their own parameters', () => {
    const lift = paramsFor('3000', '3110').map((p) => p.key);
    const escalator = paramsFor('3000', '3310').map((p) => p.key);
    expect(lift).toContain('ratedLoad');
    expect(lift).not.toContain('inclination');
    expect(escalator).toContain('inclination');
    expect(escalator).not.toContain('ratedLoad');
    expect(paramsFor('3000', '3410').map((p) => p.key)).toContain('explosionProofGrade');
    expect(paramsFor('4000', '4D00').map((p) => p.key)).toEqual(expect.arrayContaining(['levels', 'parkingSpaces', 'parkingType']));
    expect(paramsFor('4000', '4D00').map((p) => p.key)).not.toContain('span');
  });

  it('has parameters for every category, each with a label, and unique keys', () => {
    for (const code of Object.values(EQUIPMENT_TYPES)) {
      const keys = TECH_PARAMS[code].map((p) => p.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const p of TECH_PARAMS[code]) expect(p.label.length).toBeGreaterThan(0);
    }
    expect(PIPELINE_UNIT_COLUMNS.filter((p) => p.required).map((p) => p.key)).toEqual([
      'name',
      'number',
      'grade',
      'nominalDiameter',
      'wallThickness',
      'length',
      'designPressure',
      'designTemperature',
      'medium',
    ]);
  });

  it('accepts a complete passenger lift and returns the values trimmed, blanks dropped', () => {
    const { values, error } = validateTechParams('3000', '3110', { ...elevator, ratedLoad: ' 1000 ', liftHeight: '', extra: 'dropped' });
    expect(error).toBeNull();
    expect(values).toEqual(elevator);
  });

  it.each([
    [{ ...elevator, ratedLoad: '' }, '请填写额定载重量'],
    [{ ...elevator, ratedSpeed: '1.755' }, '额定速度：请输入有效的两位小数'],
    [{ ...elevator, ratedSpeed: 'fast' }, '额定速度：请输入数字'],
    [{ ...elevator, floors: '0' }, '层数：请输入正整数'],
    [{ ...elevator, usePlace: '火星' }, '电梯使用场所：请从选项中选择'],
    [{ ...elevator, residential: 'yes' }, '是否住宅电梯：请选择是或否'],
    [{ ...elevator, ratedLoad: 1000 }, '额定载重量不正确'],
  ])('refuses %o', (input, msg) => {
    expect(validateTechParams('3000', '3110', input).error).toBe(msg);
  });

  it('lets temperatures go below zero, other decimals not', () => {
    const base = { vesselClass: 'Ⅱ类', volume: '10', innerDiameter: '1600', designPressureShell: '1.6', designTemperatureShell: '-19.5', mediumShell: '液氨' };
    expect(validateTechParams('2000', '2150', base).error).toBeNull();
    expect(validateTechParams('2000', '2150', { ...base, designPressureShell: '-1' }).error).toBe('设计压力（壳程）：请输入有效的两位小数');
  });

  it('checks table rows: the minimum count, required cells and integer cells', () => {
    const boiler = { ratedCapacity: '4', ratedPressure: '1.25', ratedTemperature: '194', fuel: '气' };
    expect(validateTechParams('1000', '1100', boiler).error).toBe('请至少填写1行安全阀');
    expect(validateTechParams('1000', '1100', { ...boiler, safetyValves: [{ model: 'A48Y-16C', count: '' }] }).error).toBe('安全阀第1行：请填写数量');
    expect(validateTechParams('1000', '1100', { ...boiler, safetyValves: [{ model: 'A48Y-16C', count: '2.5' }] }).error).toBe('安全阀第1行数量：请输入正整数');
    const ok = validateTechParams('1000', '1100', { ...boiler, safetyValves: [{ model: 'A48Y-16C', count: '2', junk: 'x' }] });
    expect(ok).toEqual({ error: null, values: { ...boiler, safetyValves: [{ model: 'A48Y-16C', spec: '', count: '2', maker: '' }] } });
  });

  it('works as a zod schema with the same messages', () => {
    const schema = techParamsSchema('3000', '3110');
    expect(schema.safeParse(elevator).success).toBe(true);
    const bad = schema.safeParse({ ...elevator, doors: '-1' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('门数：请输入正整数');
  });

  it('checks a single field the way a form does', () => {
    const p = TECH_PARAMS['2000'].find((x) => x.key === 'vesselClass')!;
    expect(checkParam(p, 'Ⅱ类')).toBeNull();
    expect(checkParam(p, '')).toBe('请填写压力容器类别');
  });

  it('holds a pressure vessel’s class to the one its variety names, as the catalogue does', () => {
    const base = { vesselClass: 'Ⅱ类', volume: '2', innerDiameter: '1000', designPressureShell: '1.0', designTemperatureShell: '50', mediumShell: '压缩空气' };
    expect(validateTechParams('2000', '2150', base).error).toBeNull();
    expect(validateTechParams('2000', '2150', { ...base, vesselClass: 'Ⅲ类' }).error).toBe('压力容器类别与设备品种不符，应为Ⅱ类');
    expect(validateTechParams('2000', '2170', base).error).toBe('压力容器类别与设备品种不符，应为Ⅰ类');
    expect(validateTechParams('2000', '2110', { ...base, vesselClass: '超高压' }).error).toBeNull();
    // A mobile vessel's variety says nothing of its class.
    expect(validateTechParams('2000', '2220', { ...base, vesselClass: 'Ⅲ类' }).error).toBeNull();
    const p = TECH_PARAMS['2000'].find((x) => x.key === 'vesselClass')!;
    expect([optionsFor(p, '2130'), optionsFor(p, '2210')]).toEqual([['Ⅲ类'], ['Ⅰ类', 'Ⅱ类', 'Ⅲ类', '超高压']]);
    expect(checkParam(p, 'Ⅰ类', '2130')).toBe('压力容器类别与设备品种不符，应为Ⅲ类');
  });

  it('reports every wrong parameter, not only the first', () => {
    expect(techParamProblems('3000', '3110', { ...elevator, ratedLoad: '', ratedSpeed: 'fast', usePlace: '火星' })).toEqual([
      { key: 'ratedLoad', message: '请填写额定载重量' },
      { key: 'ratedSpeed', message: '额定速度：请输入数字' },
      { key: 'usePlace', message: '电梯使用场所：请从选项中选择' },
    ]);
  });

  it('checks each pipeline unit with its column types, at least one unit', () => {
    const unit = {
      name: '蒸汽管道',
      number: 'GD-001',
      grade: 'GC2',
      nominalDiameter: '150',
      wallThickness: '6',
      length: '320.5',
      designPressure: '1.6',
      designTemperature: '-20',
      medium: '蒸汽',
    };
    const project = { projectName: '热电联产改造' };
    expect(validateTechParams('8000', '8300', project).error).toBe('请至少填写1行管道单元');
    expect(validateTechParams('8000', '8300', { ...project, units: [unit] }).error).toBeNull();
    expect(validateTechParams('8000', '8300', { ...project, units: [unit, { ...unit, grade: 'GZ9' }] }).error).toBe('管道单元第2行管道级别：请从选项中选择');
    expect(validateTechParams('8000', '8300', { ...project, units: [{ ...unit, length: '-3' }] }).error).toBe('管道单元第1行长度：请输入有效的两位小数');
    expect(validateTechParams('8000', '8300', { ...project, units: Array.from({ length: 501 }, () => unit) }).error).toBe('管道单元最多500行');
    // A unit's grade belongs to the pipeline's class: GA long-distance, GB public, GC and GD industrial.
    expect(validateTechParams('8000', '8310', { ...project, units: [{ ...unit, grade: 'GB1' }] }).error).toBe('管道单元第1行：管道级别与设备品种不符，应为GC1、GC2、GC3、GD1、GD2');
    expect(validateTechParams('8000', '8210', { ...project, units: [{ ...unit, grade: 'GB1' }] }).error).toBeNull();
  });
});

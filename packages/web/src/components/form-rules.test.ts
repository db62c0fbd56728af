import { licenceForm } from '@portal/contract/api/licence';
import { operatorFields, qualificationFields } from '@portal/contract/api/operator';

import type { FormInstance, FormRule } from 'antd';
import { describe, expect, it } from 'vitest';
import { fromObjectSchema } from './form-rules';

/** Runs a rule the way antd does, against a form holding `values`; the message, or null when it passes. */
async function check(rule: FormRule, values: Record<string, unknown>): Promise<string | null> {
  const form = { getFieldValue: (name: string) => values[name] } as unknown as FormInstance;
  const { validator } = typeof rule === 'function' ? rule(form) : rule;
  try {
    await validator?.({}, undefined, () => undefined);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('fromObjectSchema', () => {
  const sex = fromObjectSchema(operatorFields, 'sex');

  it('shows a cross-field issue at its field while other fields are still untouched', async () => {
    expect(await check(sex, { idType: 'idCard', idNumber: '11010519491231002X', sex: '1' })).toBe('性别与身份证号不符');
    expect(await check(sex, { idType: 'idCard', idNumber: '11010519491231002X', sex: '2' })).toBeNull();
  });

  it("shows the field's own issue and leaves other fields' issues to them", async () => {
    expect(await check(sex, { name: '' })).toBe('请选择性别');
    expect(await check(fromObjectSchema(operatorFields, 'post'), { name: '', sex: '9' })).toBeNull();
  });

  it('compares dates of a certificate', async () => {
    const expiry = fromObjectSchema(qualificationFields, 'expiryDate');
    expect(await check(expiry, { issueDate: '2020-01-01', expiryDate: '2019-12-31' })).toBe('有效期至必须晚于发证日期');
    expect(await check(expiry, { issueDate: '2020-01-01', expiryDate: '2023-12-31' })).toBeNull();
  });
});

describe('fromObjectSchema on a list of the form', () => {
  const licence = { licenceNo: 'TS3310245-2028', issuer: '浙江省市场监督管理局', validFrom: '2024-03-18', validTo: '2028-03-17' };

  it("shows the issue of one row's field of a list, with the contract's words", async () => {
    const values = {
      ...licence,
      items: [
        { item: 'elevator', level: 'A2' },
        { item: 'elevator', level: 'C' },
      ],
    };
    expect(await check(fromObjectSchema(licenceForm, ['items', 1, 'level']), values)).toBe('电梯安装（含修理）没有C级');
    expect(await check(fromObjectSchema(licenceForm, ['items', 0, 'level']), values)).toBeNull();
    expect(await check(fromObjectSchema(licenceForm, ['items', 1, 'item']), values)).toBe('电梯安装（含修理）重复填写');
  });

  it('asks for an item, then its level, on a row just added', async () => {
    expect(await check(fromObjectSchema(licenceForm, ['items', 0, 'item']), { ...licence, items: [{}] })).toBe('请选择许可项目');
    expect(await check(fromObjectSchema(licenceForm, ['items', 0, 'level']), { ...licence, items: [{ item: 'crane' }] })).toBe('请选择许可级别');
  });

  it('compares the validity dates as the server does', async () => {
    const validTo = fromObjectSchema(licenceForm, 'validTo');
    expect(await check(validTo, { ...licence, validTo: '2024-03-18', items: [{ item: 'crane', level: 'B' }] })).toBe('有效期至应晚于发证日期');
    expect(await check(validTo, { ...licence, items: [{ item: 'crane', level: 'B' }] })).toBeNull();
  });
});

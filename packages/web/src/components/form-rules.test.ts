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

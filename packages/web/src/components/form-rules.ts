import type { Rule as ContractRule } from '@portal/contract/validators/rules';
import type { FormRule } from 'antd';

/** Spec §5/§9: field checks wait 500 ms after typing stops. */
export const VALIDATE_DELAY = 500;

/** An antd form rule from a contract rule, so the form and the server give the same message. */
export const fromRule = (rule: ContractRule): FormRule => ({
  validator: (_, value: unknown) => {
    const message = rule(typeof value === 'string' ? value : '');
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** An antd form rule from a contract zod schema of one field: the same words the server would answer with. */
export const fromSchema = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } } }): FormRule => ({
  validator: (_, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    return result.success ? Promise.resolve() : Promise.reject(new Error(result.error?.issues[0]?.message ?? '输入不正确'));
  },
});

import type { Rule as ContractRule } from '@portal/contract/validators/rules';
import type { FormRule } from 'antd';

/** Spec §5/§9: field checks wait 500 ms after typing stops. */
export const VALIDATE_DELAY = 500;

/** A code as typed (a credit code): upper case, no spaces. */
export const normalizeCode = (v: string) => v.toUpperCase().replace(/\s/g, '');

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

type ObjectSchema = {
  shape: Record<string, unknown>;
  safeParse: (v: unknown) => { success: boolean; error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
};

/**
 * An antd form rule for one field of a contract object schema whose checks compare fields (a date after another, sex
 * matching an ID number): the whole form is parsed and the first issue naming this field is shown. Untouched fields count
 * as empty text, as the server would receive them; zod skips an object's cross-field checks while any field has the wrong type.
 * A field of a list (`['items', 0, 'deviceCode']`) is named by its path.
 */
export const fromObjectSchema =
  (schema: ObjectSchema, name: string | readonly PropertyKey[]): FormRule =>
  (form) => ({
    validator: () => {
      const path = typeof name === 'string' ? [name] : name;
      const values: Record<string, unknown> = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, form.getFieldValue(k) ?? '']));
      const result = schema.safeParse(values);
      const issue = result.success ? undefined : result.error?.issues.find((i) => path.every((p, n) => i.path[n] === p));
      return issue ? Promise.reject(new Error(issue.message)) : Promise.resolve();
    },
  });

import { z } from 'zod';
import { loginNameField } from './account';
import { mobile, phoneOrMobile } from '../validators/rules';
import { optionalRuled, requiredRuled, requiredText } from '../validators/zod';
import { pageInput } from './envelope';

export const ACCOUNT_STATUSES = { active: '启用', disabled: '停用' } as const;
export type AccountStatus = keyof typeof ACCOUNT_STATUSES;

export const findAccountsInput = pageInput.extend({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  /** Administrators may narrow to one unit; a main account always sees its own. */
  unitId: z.string().max(64).optional(),
});

const roleIds = z.array(z.string().min(1).max(64), { error: '请选择角色' }).min(1, '请至少选择一个角色').max(10);

export const createAccountInput = z.object({
  loginName: loginNameField,
  name: requiredText('姓名', 32),
  mobile: requiredRuled('手机号码', mobile, 11),
  phone: optionalRuled(phoneOrMobile, 32),
  roleIds,
  /** SM2 ciphertext of the first password; it must score 4. */
  password: z.string({ error: '请输入初始密码' }).min(1, '请输入初始密码').max(2048),
  /** Administrators choose the unit; a main account creates in its own. */
  unitId: z.string().max(64).optional(),
});

export const updateAccountInput = z.object({
  id: z.string().min(1, '请选择账号').max(64),
  name: requiredText('姓名', 32),
  mobile: requiredRuled('手机号码', mobile, 11),
  phone: optionalRuled(phoneOrMobile, 32),
  roleIds,
  status: z.enum(['active', 'disabled'], { error: '状态不正确' }),
  version: z.coerce.number().int().min(1),
});

export const accountIdInput = z.object({ id: z.string({ error: '请选择账号' }).min(1, '请选择账号').max(64) });
export const resetAccountPasswordInput = accountIdInput.extend({ newPassword: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(2048) });

export interface MemberAccount {
  id: string;
  loginName: string;
  name: string;
  mobile: string;
  phone: string;
  status: AccountStatus;
  isMain: boolean;
  unitId: string;
  unitName: string;
  roles: Array<{ id: string; name: string }>;
  createdAt: string;
  version: number;
}

/** What a form sends, before the schema fills defaults. */
export type CreateAccountInput = z.input<typeof createAccountInput>;
export type UpdateAccountInput = z.input<typeof updateAccountInput>;

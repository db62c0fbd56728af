import { z } from 'zod';
import { loginNameField } from './registration';
import { mobile, phoneOrMobile } from '../validators/rules';
import { optionalRuled, requiredRuled, requiredText, recordVersion } from '../validators/zod';
import { pageInput } from './envelope';
import { endpointsWith, nothing, pageOf, queryGet } from './endpoint';
import { roleInfo } from './user';

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
  version: recordVersion,
});

export const accountIdInput = z.object({ id: z.string({ error: '请选择账号' }).min(1, '请选择账号').max(64) });
export const resetAccountPasswordInput = accountIdInput.extend({ newPassword: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(2048) });

export const memberAccount = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  mobile: z.string(),
  phone: z.string(),
  status: z.enum(['active', 'disabled']),
  isMain: z.boolean(),
  unitId: z.string(),
  unitName: z.string(),
  roles: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  version: z.number(),
});
export type MemberAccount = z.output<typeof memberAccount>;

/** At most this many areas per staff member: a province, its cities or districts. */
export const STAFF_AREAS_MAX = 50;

/** The areas an inspection or registry staff member works in; a city covers its districts. */
export const staffAreas = z.object({ areas: z.array(z.string()) });
export const saveStaffAreasInput = z.object({
  id: z.string({ error: '请选择账号' }).min(1, '请选择账号').max(64),
  areas: z
    .array(z.string().regex(/^\d{6}$/, '区域代码应为6位数字'), { error: '请选择工作区域' })
    .min(1, '请至少选择一个工作区域')
    .max(STAFF_AREAS_MAX, `工作区域不能超过${STAFF_AREAS_MAX}个`),
});

/** What a form sends, before the schema fills defaults. */
export type CreateAccountInput = z.input<typeof createAccountInput>;
export type UpdateAccountInput = z.input<typeof updateAccountInput>;

const SPEC = '§7 /a/stone/account/*: createAccount, updateAccount, deleteAccount (a unit main account manages its own members)';
const members = endpointsWith({ spec: SPEC, access: 'account.manager' });
const staffAreasOf = endpointsWith({
  spec: 'the data scope of inspection staff is a list of areas that administrators keep',
  access: 'system.account',
  output: staffAreas,
  owns: { id: 'account' },
});

/**
 * Spec §7 /a/stone/account/* member accounts: a unit's main account manages its own unit's
 * accounts (成员账号管理), administrators every unit's (全部账号管理); the service draws the line.
 */
export const memberApi = {
  assignableRoles: members({
    path: '/a/stone/account/assignableRoles',
    title: '可分配的角色',
    ...queryGet,
    spec: 'the account form offers only the roles the caller may hand out',
    output: z.array(roleInfo),
  }),
  findAccounts: members({ path: '/a/stone/account/findAccounts', title: '成员账号列表', input: findAccountsInput, output: pageOf(memberAccount) }),
  getAccount: members({ path: '/a/stone/account/getAccount', title: '成员账号详情', input: accountIdInput, output: memberAccount, owns: { id: 'account' } }),
  createAccount: members({ path: '/a/stone/account/createAccount', title: '新增成员账号', access: 'account.create', input: createAccountInput, output: memberAccount }),
  updateAccount: members({ path: '/a/stone/account/updateAccount', title: '修改成员账号', input: updateAccountInput, output: memberAccount, owns: { id: 'account' } }),
  deleteAccount: members({ path: '/a/stone/account/deleteAccount', title: '删除成员账号', input: accountIdInput, output: nothing, owns: { id: 'account' } }),
  getStaffAreas: staffAreasOf({ path: '/a/stone/account/getStaffAreas', title: '检验人员工作区域', input: accountIdInput }),
  saveStaffAreas: staffAreasOf({ path: '/a/stone/account/saveStaffAreas', title: '设置检验人员工作区域', input: saveStaffAreasInput }),
  resetAccountPassword: members({
    path: '/a/stone/account/resetAccountPassword',
    title: '重置成员账号密码',
    spec: 'a main account sets a new password for a member who forgot it',
    input: resetAccountPasswordInput,
    output: nothing,
    owns: { id: 'account' },
  }),
} as const;

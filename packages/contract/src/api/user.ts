import { z } from 'zod';
import { MSG } from '../validators/messages';
import { idCard, mobile, phoneOrMobile } from '../validators/rules';
import { optionalRuled, requiredText } from '../validators/zod';
import { ROLE_TYPES, type RoleType } from '../domain/permissions';
import { endpointsWith, nothing, queryGet } from './endpoint';
import { unitProfile } from './unit';

/** `forEdit`: the main account's form asks for the contacts' mobiles in full (an audited read); otherwise they are masked. */
export const unitQuery = z.object({ forEdit: z.stringbool({ error: '参数不正确' }).default(false) });

const roleType = z.enum(Object.keys(ROLE_TYPES) as [RoleType, ...RoleType[]]);

export const roleInfo = z.object({
  id: z.string(),
  name: z.string(),
  roleType,
  menuIdList: z.array(z.string()),
});
export type RoleInfo = z.output<typeof roleInfo>;

/** Spec §3 User, as GET /a/stone/user/info answers it (idCard masked). */
export const userInfo = z.object({
  id: z.string(),
  loginName: z.string(),
  name: z.string(),
  phone: z.string(),
  mobile: z.string(),
  idCard: z.string(),
  userUnitAreacode: z.string(),
  isMainAccount: z.boolean(),
  currentRole: z.object({ id: z.string(), roleType, name: z.string() }),
  unitInfo: z.object({ id: z.string(), orgname: z.string() }),
  /** This session's key for asking download tokens (hex, 32 bytes: SM4 key ‖ HMAC-SM3 key); worthless without the session. */
  signKey: z.string(),
});
export type UserInfo = z.output<typeof userInfo>;

export const userInfoResult = z.object({ user: userInfo, roleList: z.array(roleInfo) });
export type UserInfoResult = z.output<typeof userInfoResult>;

export const changeRoleInput = z.object({ id: z.string({ error: '请选择角色' }).min(1, '请选择角色').max(64) });

export const updateInfoInput = z.object({
  name: requiredText('姓名', 32),
  identityCard: optionalRuled(idCard, 18).transform((v) => v.toUpperCase()),
  phone: optionalRuled(phoneOrMobile, 32),
  mobile: optionalRuled(mobile, 11),
});
export type UpdateInfoInput = z.input<typeof updateInfoInput>;

/** Both passwords travel SM2-encrypted; strength is checked on the decrypted new one. */
export const updatePwdInput = z.object({
  oldPassword: z.string({ error: MSG.oldPasswordRequired }).min(1, MSG.oldPasswordRequired).max(2048),
  newPassword: z.string({ error: MSG.newPasswordRequired }).min(1, MSG.newPasswordRequired).max(2048),
});

const user = endpointsWith({ spec: '§7 Session and user: /a/stone/user/*', access: 'session' });

/** Spec §7 "Session and user": the caller's own record, unit, role switch and password. */
export const userApi = {
  info: user({ path: '/a/stone/user/info', title: '当前用户信息', ...queryGet, output: userInfoResult }),
  unit: user({ path: '/a/stone/user/unit', title: '当前用户单位信息', ...queryGet, input: unitQuery, output: unitProfile }),
  changeRole: user({ path: '/a/stone/user/changeRole', title: '切换角色', input: changeRoleInput, output: roleInfo }),
  updateInfo: user({ path: '/a/stone/user/updateInfo', title: '修改个人信息', input: updateInfoInput, output: nothing }),
  updatePwd: user({ path: '/a/stone/user/updatePwd', title: '修改密码', input: updatePwdInput, output: nothing }),
} as const;

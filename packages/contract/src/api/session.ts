import { z } from 'zod';
import { MSG } from '../validators/messages';
import { idCard, mobile, phoneOrMobile } from '../validators/rules';
import { optionalRuled, requiredText } from '../validators/zod';
import type { RoleType } from '../domain/permissions';

/** Public settings the pages need before anyone logs in. */
export interface ClientConfig {
  title: string;
  cityName: string;
  captcha: 'image' | 'off';
  /** SM2 public key (uncompressed, hex) the browser encrypts passwords with. */
  publicKey: string;
  manualUrl: string;
}

export const loginInput = z.union([
  z.object({ ssotoken: z.string().min(1, '单点登录令牌不能为空').max(8192, '单点登录令牌过长') }),
  z.object({
    username: requiredText('用户名', 64),
    /** SM2 ciphertext (hex) of the password. */
    password: z.string({ error: '密码不能为空' }).min(1, '密码不能为空').max(2048, '密码格式不正确'),
    validateCode: z.string().trim().max(16, '验证码错误').optional().default(''),
    __ajax: z.string().optional(),
  }),
]);
export type LoginInput = z.input<typeof loginInput>;

export interface LoginResult {
  sessionid: string;
  extendSessionId: string;
}

export interface RoleInfo {
  id: string;
  name: string;
  roleType: RoleType;
  menuIdList: string[];
}

/** Spec §3 User, as GET /a/stone/user/info answers it (idCard masked). */
export interface UserInfo {
  id: string;
  loginName: string;
  name: string;
  phone: string;
  mobile: string;
  idCard: string;
  userUnitAreacode: string;
  isMainAccount: boolean;
  currentRole: { id: string; roleType: RoleType; name: string };
  unitInfo: { id: string; orgname: string };
}

export interface UserInfoResult {
  user: UserInfo;
  roleList: RoleInfo[];
}

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

import { z } from 'zod';
import { MSG } from '../validators/messages';
import { idCard, mobile, phoneOrMobile } from '../validators/rules';
import { optionalRuled, requiredText } from '../validators/zod';
import { PORTAL_MODES, ROLE_TYPES, type RoleType } from '../domain/permissions';
import { endpointsWith, nothing, queryGet } from './endpoint';
import { unitProfile } from './unit';

/** The foot of the public pages of a government site; each part is empty until configured. */
export const siteFooter = z.object({
  /** 主办单位 */
  sponsor: z.string(),
  /** ICP备案号 */
  icp: z.string(),
  /** 公安机关备案号 */
  policeFiling: z.string(),
  /** 网站标识码 */
  siteCode: z.string(),
  /** 技术支持电话 */
  supportPhone: z.string(),
});
export type SiteFooter = z.output<typeof siteFooter>;

/** `forEdit`: the main account's form asks for the contacts' mobiles in full (an audited read); otherwise they are masked. */
export const unitQuery = z.object({ forEdit: z.stringbool({ error: '参数不正确' }).default(false) });

/** Public settings the pages need before anyone logs in. */
export const clientConfig = z.object({
  title: z.string(),
  mode: z.enum(PORTAL_MODES),
  cityName: z.string(),
  captcha: z.enum(['image', 'off']),
  /** SM2 public key (uncompressed, hex) the browser encrypts passwords with. */
  publicKey: z.string(),
  manualUrl: z.string(),
  footer: siteFooter,
  /** False where payments are by bank transfer only (PAYMENT_PROVIDER=none): the pay pages offer no QR. */
  qrPay: z.boolean(),
});
export type ClientConfig = z.output<typeof clientConfig>;

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

/** The spec's field names; they carry a reference to the session, whose secret ids travel only in HttpOnly cookies. */
export const loginResult = z.object({ sessionid: z.string(), extendSessionId: z.string() });
export type LoginResult = z.output<typeof loginResult>;

/** The captcha image's query: only a cache buster, so every request draws a new image. */
export const captchaInput = z.object({ t: z.string().optional() });

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

/** Before anyone has a session. */
const anyone = endpointsWith({ access: 'public' });

/** Spec §7 "Session and user" login and logout, the captcha, and the settings the login page reads first. */
export const sessionApi = {
  clientConfig: anyone({
    path: '/a/stone/common/clientConfig',
    title: '登录页公共设置',
    ...queryGet,
    spec: 'the login page needs the title, captcha mode and SM2 public key before anyone logs in',
    output: clientConfig,
  }),
  captcha: anyone({
    path: '/a/stone/common/images/captcha',
    title: '图形验证码',
    ...queryGet,
    spec: '§7 Common: GET /a/stone/common/images/captcha',
    input: captchaInput,
    output: 'png',
  }),
  login: anyone({ path: '/a/login', title: '登录', spec: '§7 Session and user: POST /a/login', encoding: 'form', input: loginInput, output: loginResult }),
  logout: anyone({ path: '/a/logout', title: '退出登录', ...queryGet, spec: '§7 Session and user: GET /a/logout', output: nothing, stateChanging: true }),
} as const;

const user = endpointsWith({ spec: '§7 Session and user: /a/stone/user/*', access: 'session' });

/** Spec §7 "Session and user": the caller's own record, unit, role switch and password. */
export const userApi = {
  info: user({ path: '/a/stone/user/info', title: '当前用户信息', ...queryGet, output: userInfoResult }),
  unit: user({ path: '/a/stone/user/unit', title: '当前用户单位信息', ...queryGet, input: unitQuery, output: unitProfile }),
  changeRole: user({ path: '/a/stone/user/changeRole', title: '切换角色', input: changeRoleInput, output: roleInfo }),
  updateInfo: user({ path: '/a/stone/user/updateInfo', title: '修改个人信息', input: updateInfoInput, output: nothing }),
  updatePwd: user({ path: '/a/stone/user/updatePwd', title: '修改密码', input: updatePwdInput, output: nothing }),
} as const;

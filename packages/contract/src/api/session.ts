import { z } from 'zod';
import { requiredText } from '../validators/zod';
import { PORTAL_MODES } from '../domain/permissions';
import { endpointsWith, nothing, queryGet } from './endpoint';

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

/**
 * Personal data as lists, overviews, exports and read-only pages show it. The full value leaves the
 * server only on a record's own edit form, to a user who may edit it, and that read is audited.
 */

/** '138****5678'; a landline or anything that is not a mobile number is shown as it is. */
export const maskMobile = (mobile: string): string => (/^1\d{10}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile);

/** '3302**********1234': the region and the last four characters, as printed on receipts. */
export const maskIdNumber = (s: string): string => (s.length >= 10 ? `${s.slice(0, 4)}${'*'.repeat(s.length - 8)}${s.slice(-4)}` : s.replace(/.(?=.{2})/g, '*'));

/**
 * An operator's certificate number: on the 2019-format card it is the holder's ID number, so every
 * certificate number is masked the same way.
 */
export const maskCertNo = maskIdNumber;

/**
 * The personal-information notice shown wherever a phone number is asked for a code (registration,
 * password reset, result queries). Asking for a code is consenting; the consent, with this version
 * and its time, goes with the application the code proves.
 */
export const PRIVACY_NOTICE = {
  version: '2026-11',
  title: '个人信息保护告知',
  paragraphs: [
    '为办理账号注册、密码重置和结果查询，本平台需要处理您提供的姓名、手机号码、单位信息及上传的证明材料。',
    '手机号码用于发送短信验证码和审核结果通知；材料仅供审核人员核验，不用于其他目的，不向第三方提供，法律法规另有规定的除外。',
    '申请资料按政务档案管理要求保存；页面和列表中的手机号码、身份证号等信息均脱敏显示。',
    '您可以通过平台“注册结果查询”查看和更正申请信息。如不同意本告知，请不要获取验证码，本次申请将无法办理。',
  ],
} as const;

export const CONSENT_REQUIRED = '请先阅读并同意《个人信息保护告知》';

import { MSG } from './messages';

/** A field rule: a message when the value is wrong, null when it is acceptable. */
export type Rule<T = string> = (value: T) => string | null;

/** Spec §5: every rule applies only when a value is present. */
export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const byPattern =
  (re: RegExp, message: string): Rule =>
  (v) =>
    isBlank(v) || re.test(v) ? null : message;

export const email = byPattern(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, MSG.email);
export const url = byPattern(/^https?:\/\/[^\s/$.?#][^\s]*$/i, MSG.url);
export const nonNegativeInteger = byPattern(/^(0|[1-9]\d*)$/, MSG.positiveInteger);
export const positiveInteger = byPattern(/^[1-9]\d*$/, MSG.positiveInteger);
export const fixedAssets = byPattern(/^[1-9]\d*$/, MSG.fixedAssets);
export const mobile = byPattern(/^1[3-9]\d{9}$/, MSG.mobile);
/** A mobile number, or a landline with its area code and a hyphen (an extension may follow). */
export const phoneOrMobile = byPattern(/^(1[3-9]\d{9}|0\d{2,3}-\d{7,8}(-\d{1,6})?)$/, MSG.phoneOrMobile);
export const postalCode = byPattern(/^[1-9]\d{5}$/, MSG.postalCode);
/**
 * Device code: 18 characters. Real codes carry capital letters in the variety part (4D00) and in
 * overflow serials, so upper-case letters are accepted beside digits (domain/codes-and-checksums §3).
 */
/** A calendar day as the contract writes dates: YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A month or a day (制造日期: the plate often gives only the month). */
export const YEAR_MONTH_OR_DATE = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;
export const deviceCode = byPattern(/^[0-9A-Z]{18}$/, MSG.deviceCode);
export const registrationCode = byPattern(/^\d{20}$/, MSG.registrationCode);
/** An installation, modification and repair licence number (TSG 07): TS3, the region and serial (6 digits), the year it expires. */
export const licenceNo = byPattern(/^TS3\d{6}-20\d{2}$/, '请输入有效的许可证编号，如TS3310123-2028');

/** Positive number with at most two decimals (money, loads, sizes). */
export const twoDecimals: Rule = (v) => {
  if (isBlank(v)) return null;
  const s = String(v).trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return MSG.notNumber;
  return /^(0|[1-9]\d*)(\.\d{1,2})?$/.test(s) && Number(s) > 0 ? null : MSG.twoDecimals;
};

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Resident identity card number (GB 11643): shape, real birth date, check character. */
export const idCard: Rule = (v) => {
  if (isBlank(v)) return null;
  const s = v.trim().toUpperCase();
  if (!/^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[\dX]$/.test(s)) return MSG.idCard;
  const y = +s.slice(6, 10),
    m = +s.slice(10, 12),
    d = +s.slice(12, 14);
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > Date.now()) return MSG.idCardDate;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += +s[i] * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11] === s[17] ? null : MSG.idCardCheck;
};

const HAS_CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;
const FORBIDDEN_17 = /[IOZSV]/;

/** Invoice tax number: empty or '/' allowed, else 18 upper-case characters without I, O, Z, S, V in the first 17. */
export const invoiceTaxNo: Rule = (v) => {
  if (isBlank(v) || v.trim() === '/') return null;
  if (HAS_CHINESE.test(v)) return MSG.noChinese;
  if (/[^A-Za-z0-9]/.test(v)) return MSG.noSpecial;
  if (!/^[0-9A-Z]{18}$/.test(v)) return MSG.taxNoLength;
  if (FORBIDDEN_17.test(v.slice(0, 17))) return MSG.taxNoForbidden;
  return null;
};

/** The other 18-character upper-case codes (organisation and credit codes typed by hand). */
export const code18: Rule = (v) => {
  if (isBlank(v)) return null;
  if (/[^A-Za-z0-9]/.test(v)) return MSG.code18Chars;
  if (!/^[0-9A-Z]{18}$/.test(v)) return MSG.code18Length;
  if (FORBIDDEN_17.test(v.slice(0, 17))) return MSG.code18Forbidden;
  return null;
};

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Unified social credit code (GB 32100): the 18-character rule, the character set, then the check character. */
export const uscc: Rule = (v) => {
  const shape = code18(v);
  if (shape || isBlank(v)) return shape;
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(v)) return MSG.usccCheck;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(v[i]) * USCC_WEIGHTS[i];
  return USCC_CHARS[(31 - (sum % 31)) % 31] === v[17] ? null : MSG.usccCheck;
};

/** Spec §5 password strength: 0 outside 8–16 characters, else the number of character classes present. */
export function passwordScore(pw: string): number {
  if (!pw || pw.length < 8 || pw.length > 16) return 0;
  return [/[a-z]/, /\d/, /[A-Z]/, /[^a-zA-Z\d]/].filter((re) => re.test(pw)).length;
}

export const PASSWORD_MIN_SCORE = 4;
export const isSimplePassword = (pw: string): boolean => passwordScore(pw) < PASSWORD_MIN_SCORE;

export const strongPassword: Rule = (v) => (isBlank(v) || !isSimplePassword(v) ? null : MSG.passwordWeak);

/** A cascading choice must end on a leaf: `isLeaf` says whether the last chosen value has no children. */
export const lastLevel = (path: readonly string[] | undefined, isLeaf: (last: string) => boolean): string | null =>
  !path || path.length === 0 || isLeaf(path[path.length - 1]) ? null : MSG.lastLevel;

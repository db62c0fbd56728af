/**
 * Codes and numbers (设备代码, 注册代码, 使用登记证编号, report numbers) compared in one form, so a number typed
 * with a Chinese input method (梯11浙B01259（10）, full-width letters and digits, a stray space) is the same
 * number as the one on the certificate. Upper-casing is safe: these codes use capital letters only
 * (domain/codes-and-checksums.md §3–§5). The stored value keeps what was typed; the normalised form sits
 * beside it for uniqueness and search.
 */
export function normalizeCode(value: string): string {
  return value
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s+/g, '')
    .replace(/[a-z]+/g, (s) => s.toUpperCase());
}

/** A placeholder legacy data carries for "no code" (`-`, `/`, `无`, `——`): it has no letter or digit. */
export const isPlaceholderCode = (value: string): boolean => !/[0-9A-Z]/.test(normalizeCode(value));

/** The key a code is compared and searched by: its normalised form, '' for an empty or placeholder code (never a duplicate). */
export const codeKey = (value: string | null | undefined): string => (value && !isPlaceholderCode(value) ? normalizeCode(value) : '');

/** A use registration certificate number in the TSG 08-2017 form: 梯11浙B00012(26), 起17辽JG0033(24). */
const CERT_NO_TSG08 = /^[锅容梯起车游索管瓶氧][0-9A-Z]{2}[\u4e00-\u9fa5][A-Z]{1,2}[0-9A-Z]{3,6}\(\d{2}\)$/;

export const CERT_NO_FORM_WARNING = '使用登记证编号与TSG 08-2017的编号形式（如梯11浙B00012(26)）不符；较早的登记证编号形式不同，将按企业申报保存，请核对';

/** A warning (not a refusal) when a declared certificate number does not have the TSG 08 form: older numbers differ. */
export const certNoFormWarning = (value: string): string | null => (!codeKey(value) || CERT_NO_TSG08.test(normalizeCode(value)) ? null : CERT_NO_FORM_WARNING);

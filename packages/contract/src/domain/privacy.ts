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

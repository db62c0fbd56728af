/**
 * The elevator's public page (spec §2 earlier router set /eleInfoPublic), as data without zod, so the small page a
 * passenger opens from the QR code in the car can name things without loading the schemas.
 */

/** The web page the QR code of an elevator's use mark opens (`?ref=`), or anyone opens with a certificate number (`?certNo=`). */
export const ELE_INFO_PATH = '/eleInfoPublic';

/** What the next date on an elevator's record is the date of (TSG T7001-2023: periodic inspection and self-testing alternate). */
export const NEXT_CHECK_KINDS = { inspection: '定期检验', selfTest: '自行检测' } as const;
export type NextCheckKind = keyof typeof NEXT_CHECK_KINDS;

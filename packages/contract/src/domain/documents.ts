/**
 * The documents a registry issues with a use registration, as data without zod, so the small public
 * verification page can name them without loading the schemas.
 */

/** The web page a document's QR code opens (`?ref=`): the server writes its address into every PDF. */
export const DOCUMENT_VERIFY_PATH = '/verify';

/** The certificate (使用登记证) and the use mark (使用标志). */
export const ISSUED_DOCUMENT_KINDS = {
  regCert: { label: '特种设备使用登记证', short: '使用登记证' },
  useMark: { label: '特种设备使用标志', short: '使用标志' },
} as const;
export type IssuedDocumentKind = keyof typeof ISSUED_DOCUMENT_KINDS;

/**
 * A document's life: valid until a later registration replaces it (a change issues new ones) or the
 * registration ends (注销, 报废). Colours are antd tag colours: green, orange, red.
 */
export const ISSUED_DOCUMENT_STATES = {
  valid: { label: '有效', color: 'success' },
  changed: { label: '已变更', color: 'warning' },
  cancelled: { label: '已注销', color: 'error' },
} as const;
export type IssuedDocumentState = keyof typeof ISSUED_DOCUMENT_STATES;

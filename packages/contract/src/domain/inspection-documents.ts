/**
 * The documents of an inspection application, as data without zod, so the public verification page can name them
 * without loading the schemas. The four spec §7 codes are opaque (inspection-reports.md §2): their labels here are
 * only defaults; administrators rename them in the `inspection_document` dictionary.
 */
export const INSPECTION_DOCUMENT_TYPES = {
  LLDSJ: { label: '检验联络单', perItem: true },
  YJTZS: { label: '检验意见通知书', perItem: true },
  DYSYBJ: { label: '电梯使用标志', perItem: true },
  TZSXZ: { label: '通知书', perItem: true },
  /** The acceptance receipt (受理单) and the payment notice (缴费通知书): one per application. */
  SLD: { label: '受理单', perItem: false },
  JFTZS: { label: '缴费通知书', perItem: false },
} as const;
export type InspectionDocumentType = keyof typeof INSPECTION_DOCUMENT_TYPES;
export const INSPECTION_DOCUMENT_CODES = Object.keys(INSPECTION_DOCUMENT_TYPES) as [InspectionDocumentType, ...InspectionDocumentType[]];

/** What a batch download may take of each report: the report itself or one of the per-device documents. */
export const ZIP_TYPES = ['report', 'LLDSJ', 'YJTZS', 'DYSYBJ', 'TZSXZ'] as const;
export type ZipType = (typeof ZIP_TYPES)[number];

/** At most this many reports in one zip: enough for a large unit's year, small enough to finish in one request. */
export const REPORT_ZIP_MAX = 500;

/** A report's standing as the verification page shows it: the signed PDF the QR code names is the one in force, or not. */
export const REPORT_STATES = {
  valid: { label: '有效', color: 'success' },
  withdrawn: { label: '已撤回', color: 'error' },
} as const;
export type ReportState = keyof typeof REPORT_STATES;

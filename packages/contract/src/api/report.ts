import { z } from 'zod';
import { optionalDate } from '../validators/zod';
import { INSPECTION_DOCUMENT_CODES, REPORT_ZIP_MAX, ZIP_TYPES } from '../domain/inspection-documents';
import { pageInput } from './envelope';
import { endpointsWith, pageOf, signedDownload } from './endpoint';
import { equipmentInspection, inspectedDevice } from './equipment';

export * from '../domain/inspection-documents';

/** Report query filters (spec §2 /company-service/report-query). */
export const findReportsInput = pageInput
  .extend({
    /** 设备种类 (1000 … 9000). */
    typeCode: z
      .string()
      .trim()
      .regex(/^(\d000)?$/, '设备种类不正确')
      .default(''),
    /** A value of the inspection_kind dictionary. */
    inspectionKind: z.string().trim().max(32).default(''),
    dateFrom: optionalDate('检验日期起'),
    dateTo: optionalDate('检验日期止'),
    /** A value of the inspection_conclusion dictionary. */
    conclusion: z.string().trim().max(16).default(''),
    /** Report number or device code. */
    keyword: z.string().trim().max(50).default(''),
    /** One application's reports (its record page). */
    applyId: z.string().trim().max(64).default(''),
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, { message: '检验日期起不能晚于检验日期止', path: ['dateTo'] });
export type FindReportsInput = z.input<typeof findReportsInput>;

/** One report: a concluded device of an inspection application, with the body's signed PDF. */
export const reportRow = z.object({
  /** The application's device line: the report's id everywhere (pdf, print, exportZip seisns). */
  id: z.string(),
  applyId: z.string(),
  applyNo: z.string(),
  acceptNo: z.string(),
  unitName: z.string(),
  orgName: z.string(),
  inspectionKind: z.string(),
  ...inspectedDevice,
  conclusion: z.string(),
  inspectionDate: z.string(),
  nextInspectionDate: z.string(),
  reportNo: z.string(),
  /** When the body concluded it: the report's issue time. */
  concludedAt: z.string(),
  /** The documents of this device the portal can issue now (print types). */
  printable: z.array(z.enum(INSPECTION_DOCUMENT_CODES)),
  /** The signed reference the verification page takes (?ref=). */
  ref: z.string(),
});
export type ReportRow = z.output<typeof reportRow>;

const reportId = z.string({ error: '请选择报告' }).trim().min(1, '请选择报告').max(64);
export const reportPdfInput = z.object({ id: reportId });

export const printInput = z
  .object({
    id: z.string({ error: '请选择报检申请' }).trim().min(1, '请选择报检申请').max(64),
    type: z.enum(INSPECTION_DOCUMENT_CODES, { error: '文书类型不正确' }),
    /** The device line, for the documents issued per device. */
    itemId: z.string().trim().max(64).default(''),
  })
  .refine((v) => v.itemId !== '' || v.type === 'SLD' || v.type === 'JFTZS', { message: '请选择设备', path: ['itemId'] });

/**
 * Spec §7 exportZip. `checkcodes` is accepted for the legacy client and not used: the download token binds the link to
 * the session, and every id is checked against the caller's scope, so a per-item code would add nothing.
 */
export const exportZipInput = z.object({
  seisns: z
    .string({ error: '请选择报告' })
    .trim()
    .min(1, '请选择报告')
    .max(REPORT_ZIP_MAX * 65, `一次最多下载${REPORT_ZIP_MAX}份报告`)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length > 0, '请选择报告')
    .refine((ids) => ids.length <= REPORT_ZIP_MAX, `一次最多下载${REPORT_ZIP_MAX}份报告，请分批下载`)
    .refine((ids) => ids.every((id) => id.length <= 64), '报告编号不正确'),
  type: z.enum(ZIP_TYPES, { error: '下载类型不正确' }).default('report'),
  checkcodes: z
    .string()
    .max(REPORT_ZIP_MAX * 65)
    .default(''),
});

/** One line of a device's inspection history (spec §2 /company-service/check-record/detail). */
export const inspectionRecordInput = z.object({
  equipmentId: z.string({ error: '请选择设备' }).trim().min(1, '请选择设备').max(64),
  id: z.string({ error: '请选择检验记录' }).trim().min(1, '请选择检验记录').max(64),
});
export const inspectionRecord = z.object({
  equipment: z.object({ id: z.string(), typeCode: z.string(), catalogueCode: z.string(), deviceCode: z.string(), productName: z.string(), certNo: z.string() }),
  line: equipmentInspection,
  /** The report, when the line came from a concluded inspection the caller may see; null for a line the unit declared. */
  report: reportRow.nullable(),
});
export type InspectionRecord = z.output<typeof inspectionRecord>;

const SPEC = '§7 /a/stone/selfService/*: reports, print, pdf; signed downloads (exportZip, report PDF downloads by type)';
const reports = endpointsWith({ spec: SPEC, access: 'companyService.report' });

/** The reports of inspections and the documents the portal issues for them; all downloads are signed. */
export const reportApi = {
  reports: reports({ path: '/a/stone/selfService/reports', title: '检验报告查询', input: findReportsInput, output: pageOf(reportRow), owns: { applyId: 'inspectionApply' } }),
  record: reports({ path: '/a/stone/selfService/record', title: '检验记录详情', input: inspectionRecordInput, output: inspectionRecord, owns: { equipmentId: 'equipment' } }),
  pdf: reports({ path: '/a/stone/selfService/pdf', title: '下载检验报告', ...signedDownload, input: reportPdfInput, output: 'pdf', owns: { id: 'report' } }),
  print: reports({
    path: '/a/stone/selfService/print',
    title: '下载检验文书',
    ...signedDownload,
    input: printInput,
    output: 'pdf',
    owns: { id: 'inspectionApply', itemId: 'report' },
  }),
  exportZip: reports({ path: '/api/complexquery/exportZip', title: '批量下载检验报告', ...signedDownload, input: exportZipInput, output: 'zip', owns: { seisns: 'report' } }),
} as const;

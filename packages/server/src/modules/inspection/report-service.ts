import {
  inspectionKindLabel,
  EQUIPMENT_TYPE_NAMES,
  INSPECTION_DOCUMENT_TYPES,
  INSPECTION_FLOW,
  REPORT_STATES,
  type EquipmentTypeCode,
  type InspectionDocumentType,
  type InspectionRecord,
  type InspectionState,
  type Page,
  type ReportRow,
  type ReportState,
  type Verification,
  type ZipType,
} from '@portal/contract';
import type { findReportsInput } from '@portal/contract';
import { TERMS } from '@portal/contract/domain/glossary';
import { ZipArchive } from 'archiver';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dataScope } from '../../platform/auth/scope';
import { inspectionForm } from '../../platform/documents/inspection-templates';
import { chineseDate, useMark } from '../../platform/documents/templates';
import type { TableRow } from '../../platform/documents/render';
import { csvLine } from '../../platform/excel/csv';
import { businessError, notFound } from '../../platform/http/errors';
import { chinaToday } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { openAttachment } from '../attachment/service';
import { labelMap } from '../dict/service';
import { catalogueNames, documentRefOf, REF_PREFIX, verifyUrlOf } from '../document/service';
import { opinionNoticePdf } from '../opinion/service';
import { deviceNamesOf, getEquipment, getInspection } from '../equipment/service';
import { registryFor } from '../registry/service';
import * as applyRepo from './repo';
import * as repo from './report-repo';

const REPORT_REF = REF_PREFIX.report;
const INSPECTION_DOC_REF = REF_PREFIX.inspectionDocument;

/** Conclusions after which the equipment may be used: only then is a use mark issued. */
const PASSING = new Set(['pass', 'repass', 'conform', 'basicConform']);

const chinaDay = (iso: string | null) => (iso ? chinaToday(Date.parse(iso)) : '');
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The name each document goes by: the administrators' dictionary label, else the default. */
async function documentLabels(ctx: AppContext): Promise<Record<InspectionDocumentType, string>> {
  const labels = await labelMap(ctx, 'inspection_document');
  return Object.fromEntries(Object.entries(INSPECTION_DOCUMENT_TYPES).map(([code, t]) => [code, labels.get(code) || t.label])) as Record<InspectionDocumentType, string>;
}

/** The reference a report's QR code carries: it names the signed PDF, so a replaced file shows as withdrawn. */
const reportRef = (ctx: AppContext, r: repo.ReportItemRow) => documentRefOf(ctx, REPORT_REF, `${r.id}:${r.report_file_id}`);

const isConcluded = (r: repo.ReportItemRow) => r.concluded_at !== null && r.report_file_id !== '';

/** An application's record as a document needs it. */
type Apply = NonNullable<Awaited<ReturnType<typeof applyRepo.findApply>>>;
/** What decides whether a document can be issued yet: a report's line carries these too. */
type ApplyFacts = Pick<Apply, 'accepted_at' | 'accept_no' | 'fee_set_at'>;

interface DocInput {
  apply: Apply;
  /** The device line, for documents of one device. */
  item: repo.ReportItemRow | null;
  label: string;
  ref: string;
  verifyUrl: string;
  /** The address the caller reached us at, for a document that makes its own verification link. */
  origin: string;
}

/** The documents the portal issues, by type: why one cannot be issued yet (null when it can) and how it is drawn. */
interface DocumentKind {
  perItem: boolean;
  missing: (apply: ApplyFacts, item: repo.ReportItemRow | null) => string | null;
  render: (ctx: AppContext, s: SessionContext, d: DocInput) => Promise<Buffer>;
}

const accepted = (a: ApplyFacts) => (a.accepted_at && a.accept_no ? null : '报检申请尚未受理，没有受理单');

const DOCUMENTS: Partial<Record<InspectionDocumentType, DocumentKind>> = {
  // Issued by the opinion module when the device was concluded with defects; its QR names the report it belongs to.
  YJTZS: {
    perItem: true,
    missing: (_a, item) => (item?.defects ? null : '该设备没有检验意见通知书'),
    render: async (ctx, s, { item, origin }) => (await opinionNoticePdf(ctx, s, { itemId: item!.id }, origin)).body,
  },
  SLD: {
    perItem: false,
    missing: accepted,
    render: async (ctx, _s, { apply, label, verifyUrl }) => {
      const items = await repo.findApplyItems(ctx.db, apply.id);
      return inspectionForm({
        title: label,
        number: `受理编号：${apply.accept_no}`,
        rows: [
          { label: '申请编号', value: apply.apply_no },
          { label: '使用单位', value: apply.unit_name },
          { label: '检验机构', value: apply.org_name },
          { label: '检验类别', value: inspectionKindLabel(apply.inspection_kind) },
          { label: '受理日期', value: chineseDate(chinaDay(apply.accepted_at)) },
          { label: '检验部门', value: apply.department },
          { label: '检验联系人', value: `${apply.inspector_name}  ${apply.inspector_phone}` },
          { label: '单位联系人', value: `${apply.contact}  ${apply.contact_mobile}` },
          ...items.map((i, n) => ({ label: `设备${n + 1}`, value: [i.device_code || i.cert_no, i.product_name, i.address].filter(Boolean).join('，') })),
        ],
        note: '贵单位的检验申请已受理。检验机构将与联系人约定检验日期；请保持联系电话畅通，并在检验前做好现场检验条件和安全条件的准备。',
        issuer: apply.org_name,
        issueDate: chinaDay(apply.accepted_at),
        verifyUrl,
      });
    },
  },
  JFTZS: {
    perItem: false,
    missing: (a) => (a.fee_set_at ? null : '检验费用尚未核定，没有缴费通知书'),
    render: async (ctx, _s, { apply, label, verifyUrl }) => {
      const items = await repo.findApplyItems(ctx.db, apply.id);
      const sum = (k: 'standard_fen' | 'relief_fen' | 'payable_fen') => items.reduce((n, i) => n + Number(i[k]), 0);
      const lines: TableRow[] = items.map((i, n) => ({
        label: `设备${n + 1}`,
        value: `${i.device_code || i.cert_no || i.product_name}  ${i.fee_basis}：标准 ${yuan(Number(i.standard_fen))}${Number(i.relief_fen) ? `，减免 ${yuan(Number(i.relief_fen))}（${i.relief_name}）` : ''}，应缴 ${yuan(Number(i.payable_fen))}`,
      }));
      return inspectionForm({
        title: label,
        number: `受理编号：${apply.accept_no}`,
        rows: [
          { label: '缴费单位', value: apply.unit_name },
          { label: '收费单位', value: apply.org_name },
          { label: '检验类别', value: inspectionKindLabel(apply.inspection_kind) },
          ...lines,
          { label: '标准费用合计', value: yuan(sum('standard_fen')) },
          { label: '减免合计', value: yuan(sum('relief_fen')) },
          { label: '应缴金额', value: yuan(sum('payable_fen')), strong: true },
        ],
        note: '请登录平台在“扫码缴费”中扫码支付，或转账后上传缴费凭证，由检验机构财务确认到账。收费依据以检验机构核定为准。',
        issuer: apply.org_name,
        issueDate: chinaDay(apply.fee_set_at),
        verifyUrl,
      });
    },
  },
  LLDSJ: {
    perItem: true,
    missing: (a) => accepted(a) && '报检申请尚未受理，没有联络单',
    render: async (_ctx, _s, { apply, item, label, verifyUrl }) =>
      inspectionForm({
        title: label,
        number: `受理编号：${apply.accept_no}`,
        rows: [
          { label: '使用单位', value: apply.unit_name },
          { label: '设备代码', value: item!.device_code || '—' },
          { label: TERMS.certNo, value: item!.cert_no || '—' },
          { label: '设备名称', value: item!.product_name },
          { label: '使用地点', value: item!.address },
          { label: '检验类别', value: inspectionKindLabel(apply.inspection_kind) },
          { label: '约定检验日期', value: apply.scheduled_date ? chineseDate(apply.scheduled_date) : '待约定' },
          { label: '检验地点', value: apply.scheduled_place || '待约定' },
          { label: '检验部门', value: apply.department },
          { label: '检验联系人', value: `${apply.inspector_name}  ${apply.inspector_phone}` },
          { label: '单位联系人', value: `${apply.contact}  ${apply.contact_mobile}` },
        ],
        note: '检验期间双方通过本联络单沟通现场检验事项。请使用单位安排熟悉设备的人员配合检验，并确认现场检验条件和安全条件符合要求。',
        issuer: apply.org_name,
        issueDate: chinaDay(apply.accepted_at),
        verifyUrl,
      }),
  },
  DYSYBJ: {
    perItem: true,
    missing: (_a, i) =>
      !i || !isConcluded(i)
        ? '该设备尚未出具检验结论，没有使用标志'
        : i.type_code !== '3000'
          ? '使用标志仅对电梯出具'
          : !PASSING.has(i.conclusion)
            ? '检验结论为不合格，不出具使用标志'
            : !i.equipment_id
              ? '该设备未在平台登记，不能出具使用标志'
              : null,
    // The registration documents' renderer: the same mark, with the next inspection date this report set.
    render: async (ctx, s, { apply, item, verifyUrl }) => {
      const eq = await getEquipment(ctx, s, item!.equipment_id!, false, '');
      const names = await catalogueNames(ctx, eq.typeCode, eq.catalogueCode);
      return useMark({
        typeName: names.typeName,
        varietyName: names.varietyName || names.categoryName,
        internalNo: eq.internalNo,
        certNo: item!.cert_no || eq.certNo,
        unitName: apply.unit_name,
        nextInspectionDate: item!.next_inspection_date,
        elevator: true,
        maintenanceUnit: eq.maintenanceUnit,
        rescuePhone: eq.maintenancePhone,
        registryName: (await registryFor(ctx, eq.areaCode))?.name ?? '',
        verifyUrl,
      });
    },
  },
  TZSXZ: {
    perItem: true,
    missing: (_a, i) => (i && isConcluded(i) ? null : '该设备尚未出具检验结论，没有通知书'),
    render: async (ctx, _s, { apply, item, label, verifyUrl }) => {
      const conclusions = await labelMap(ctx, 'inspection_conclusion');
      const i = item!;
      return inspectionForm({
        title: label,
        number: `报告编号：${i.report_no}`,
        rows: [
          { label: '使用单位', value: apply.unit_name },
          { label: '设备代码', value: i.device_code || '—' },
          { label: '设备名称', value: i.product_name },
          { label: '使用地点', value: i.address },
          { label: '检验类别', value: inspectionKindLabel(apply.inspection_kind) },
          { label: '检验日期', value: chineseDate(i.inspection_date) },
          { label: '检验结论', value: conclusions.get(i.conclusion) ?? i.conclusion, strong: true },
          { label: '下次检验日期', value: i.next_inspection_date ? chineseDate(i.next_inspection_date) : '—' },
          { label: '问题及处理意见', value: i.defects || '无' },
        ],
        note: '以上为检验结论的通知，检验结论以检验机构出具并签章的检验报告为准。报告可在平台“报告查询”中下载。',
        issuer: apply.org_name,
        issueDate: chinaDay(i.concluded_at),
        verifyUrl,
      });
    },
  },
};

/** The per-device documents that can be issued for a line now. */
const printableFor = (item: repo.ReportItemRow): InspectionDocumentType[] =>
  (Object.entries(DOCUMENTS) as Array<[InspectionDocumentType, DocumentKind]>).filter(([, d]) => d.perItem && d.missing(item, item) === null).map(([code]) => code);

const toRow = (ctx: AppContext, r: repo.ReportItemRow): ReportRow => ({
  id: r.id,
  applyId: r.apply_id,
  applyNo: r.apply_no,
  acceptNo: r.accept_no,
  unitName: r.unit_name,
  orgName: r.org_name,
  inspectionKind: r.inspection_kind,
  equipmentId: r.equipment_id ?? '',
  ...deviceNamesOf(r),
  conclusion: r.conclusion,
  inspectionDate: r.inspection_date,
  nextInspectionDate: r.next_inspection_date,
  reportNo: r.report_no,
  concludedAt: r.concluded_at ?? '',
  printable: printableFor(r),
  ref: reportRef(ctx, r),
});

/** The caller's reports (a unit's own, an inspection body's issued ones), filtered and paged. */
export async function listReports(ctx: AppContext, s: SessionContext, q: z.output<typeof findReportsInput>): Promise<Page<ReportRow>> {
  const scope = await dataScope(ctx.db, s);
  const { rows, count } = await repo.findReportPage(ctx.db, scope, q, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return { list: rows.map((r) => toRow(ctx, r)), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

export interface ReportFile {
  body: Buffer | Readable;
  size: number;
  fileName: string;
}

/** Characters a file name may not carry in a zip or a download on any common system. */
const safeName = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, '_');

/** A line the caller may see, or not found (another party's line is not told apart from a missing one). */
async function findVisibleItem(ctx: AppContext, s: SessionContext, id: string): Promise<repo.ReportItemRow> {
  const r = await repo.findReportItem(ctx.db, id);
  if (!r || !repo.reportRowInScope(await dataScope(ctx.db, s), r)) throw notFound('检验报告');
  return r;
}

/** A line of a device's inspection history, with its report when it came from a concluded inspection the caller may see. */
export async function inspectionRecord(ctx: AppContext, s: SessionContext, equipmentId: string, id: string): Promise<InspectionRecord> {
  const { equipment, line, sourceId } = await getInspection(ctx, s, equipmentId, id);
  const item = sourceId ? await repo.findReportItem(ctx.db, sourceId) : undefined;
  const report = item && isConcluded(item) && repo.reportRowInScope(await dataScope(ctx.db, s), item) ? toRow(ctx, item) : null;
  return { equipment, line, report };
}

/** Opens the body's signed report of a line exactly as it was uploaded; the portal never makes one up. */
async function openReport(ctx: AppContext, s: SessionContext, r: repo.ReportItemRow): Promise<ReportFile> {
  if (!isConcluded(r)) throw businessError('该设备尚未出具检验报告');
  const f = await openAttachment(ctx, s, r.report_file_id);
  return { body: f.stream, size: f.size, fileName: `${safeName(`检验报告-${r.report_no}`)}.pdf` };
}

/** One report's PDF, byte for byte as the inspection body uploaded it. */
export async function reportPdf(ctx: AppContext, s: SessionContext, id: string): Promise<ReportFile> {
  return openReport(ctx, s, await findVisibleItem(ctx, s, id));
}

/** An application the caller may see: its unit, the body it is addressed to, or an administrator. */
async function findVisibleApply(ctx: AppContext, s: SessionContext, id: string): Promise<Apply> {
  const a = await applyRepo.findApply(ctx.db, id);
  if (!a || !repo.reportRowInScope(await dataScope(ctx.db, s), a)) throw notFound('报检申请');
  return a;
}

/** Draws one document of an application (or of one of its devices), with its verification QR code. */
async function renderDocument(ctx: AppContext, s: SessionContext, apply: Apply, item: repo.ReportItemRow | null, type: InspectionDocumentType, origin: string) {
  const kind = DOCUMENTS[type];
  const labels = await documentLabels(ctx);
  if (!kind) throw businessError(`${labels[type]}暂不能在此下载`);
  const why = kind.missing(apply, item);
  if (why) throw businessError(why);
  const ref = documentRefOf(ctx, INSPECTION_DOC_REF, kind.perItem ? `${type}:${apply.id}:${item!.id}` : `${type}:${apply.id}`);
  const pdf = await kind.render(ctx, s, { apply, item: kind.perItem ? item : null, label: labels[type], ref, verifyUrl: verifyUrlOf(ctx, origin, ref), origin });
  const subject = kind.perItem ? item!.report_no || item!.device_code || item!.product_name : apply.accept_no || apply.apply_no;
  return { pdf, fileName: `${safeName(`${labels[type]}-${subject}`)}.pdf` };
}

/** A document the portal issues for an inspection (spec §7 selfService/print), by type. */
export async function printDocument(ctx: AppContext, s: SessionContext, input: { id: string; type: InspectionDocumentType; itemId: string }, origin: string): Promise<ReportFile> {
  const apply = await findVisibleApply(ctx, s, input.id);
  let item: repo.ReportItemRow | null = null;
  if (INSPECTION_DOCUMENT_TYPES[input.type].perItem) {
    item = (await repo.findApplyItems(ctx.db, apply.id)).find((i) => i.id === input.itemId) ?? null;
    if (!item) throw notFound('设备');
  }
  const { pdf, fileName } = await renderDocument(ctx, s, apply, item, input.type, origin);
  return { body: pdf, size: pdf.length, fileName };
}

/** Why a report was left out of a batch, for the manifest. */
const SKIPPED = {
  notFound: '未找到该报告',
  notConcluded: '尚未出具检验结论',
  noFile: '报告文件缺失',
  notIssued: '文书未能出具',
} as const;

/**
 * Spec §7 exportZip: the chosen reports (or one document of each) as one zip, streamed as it is written: one file is
 * open at a time, so memory stays flat for the largest batch. A manifest (清单.csv) names every file included and every
 * id left out with the reason. When nothing at all can be included the request is refused instead of answering an empty zip.
 */
export async function exportZip(ctx: AppContext, s: SessionContext, input: { seisns: string[]; type: ZipType }, origin: string): Promise<{ stream: Readable; fileName: string }> {
  const labels = await documentLabels(ctx);
  if (input.type !== 'report' && !DOCUMENTS[input.type]) throw businessError(`${labels[input.type]}暂不能批量下载`);
  const scope = await dataScope(ctx.db, s);
  const found = new Map((await repo.findReportItems(ctx.db, input.seisns)).map((r) => [r.id, r]));
  const applies = new Map<string, Apply>();
  const skipped: Array<{ id: string; reason: string }> = [];
  const chosen: repo.ReportItemRow[] = [];
  for (const id of input.seisns) {
    const r = found.get(id);
    // A report outside the caller's scope is named as missing, as an unknown id is: its existence is not told.
    const reason = !r || !repo.reportRowInScope(scope, r) ? SKIPPED.notFound : !isConcluded(r) && input.type === 'report' ? SKIPPED.notConcluded : null;
    if (reason) skipped.push({ id, reason });
    else chosen.push(r!);
  }
  if (input.type !== 'report')
    for (const r of [...chosen]) {
      const apply = applies.get(r.apply_id) ?? (await applyRepo.findApply(ctx.db, r.apply_id))!;
      applies.set(r.apply_id, apply);
      const why = DOCUMENTS[input.type]!.missing(apply, r);
      if (why) {
        skipped.push({ id: r.id, reason: why });
        chosen.splice(chosen.indexOf(r), 1);
      }
    }
  if (skipped.every((x) => x.reason === SKIPPED.notFound) && chosen.length === 0) throw notFound('所选报告');
  if (chosen.length === 0) throw businessError(`所选报告均不能下载：${[...new Set(skipped.map((x) => x.reason))].join('；')}`);

  const zip = new ZipArchive({ zlib: { level: 1 } });
  const included: string[][] = [];
  const names = new Set<string>();
  const uniqueName = (base: string) => {
    let name = `${base}.pdf`;
    for (let n = 2; names.has(name); n++) name = `${base}(${n}).pdf`;
    names.add(name);
    return name;
  };
  const write = async () => {
    for (const r of chosen) {
      if (zip.destroyed) return;
      const base = safeName(input.type === 'report' ? `${r.report_no}-${r.device_code || r.cert_no}` : `${labels[input.type]}-${r.report_no || r.device_code || r.product_name}`);
      try {
        const body = input.type === 'report' ? (await openReport(ctx, s, r)).body : (await renderDocument(ctx, s, applies.get(r.apply_id)!, r, input.type, origin)).pdf;
        const name = uniqueName(base);
        // One file at a time: the next is opened only when this one is in the zip, or the reader went away.
        const entry = Promise.race([once(zip, 'entry'), once(zip, 'close')]);
        zip.append(body, { name });
        await entry;
        if (zip.destroyed) {
          if (body instanceof Readable) body.destroy();
          return;
        }
        included.push([name, r.report_no, r.device_code, r.product_name]);
      } catch {
        skipped.push({ id: r.id, reason: input.type === 'report' ? SKIPPED.noFile : SKIPPED.notIssued });
      }
    }
    const lines = [
      csvLine(['文件', '报告编号', '设备代码', '设备名称']),
      ...included.map(csvLine),
      '',
      csvLine(['未包含的编号', '原因']),
      ...skipped.map((x) => csvLine([x.id, x.reason])),
    ];
    // The BOM lets spreadsheet programs read the Chinese text as UTF-8.
    zip.append(`\ufeff${lines.join('\r\n')}\r\n`, { name: '清单.csv' });
    await zip.finalize();
  };
  write().catch((err: unknown) => zip.destroy(err instanceof Error ? err : new Error(String(err))));
  return { stream: zip, fileName: `检验报告-${chinaToday()}.zip` };
}

/** The verification page's answer for a report's QR reference (`<itemId>:<attachment id of its signed PDF>`). */
export async function verifyReportRef(ctx: AppContext, id: string): Promise<Verification | null> {
  const [itemId, fileId] = id.split(':');
  const r = itemId && fileId ? await repo.findReportItem(ctx.db, itemId) : undefined;
  if (!r || !r.concluded_at) return null;
  const names = await catalogueNames(ctx, r.type_code, r.catalogue_code);
  // The QR names the PDF it was printed with: if the body has since replaced that file, the printed one is no longer in force.
  const state: ReportState = r.report_file_id === fileId ? 'valid' : 'withdrawn';
  return {
    kind: 'report',
    kindLabel: '特种设备检验报告',
    reportNo: r.report_no,
    inspectionKindLabel: inspectionKindLabel(r.inspection_kind),
    typeName: EQUIPMENT_TYPE_NAMES[r.type_code as EquipmentTypeCode] ?? names.typeName,
    varietyName: names.varietyName || names.categoryName,
    deviceCode: r.device_code,
    conclusionLabel: (await labelMap(ctx, 'inspection_conclusion')).get(r.conclusion) ?? r.conclusion,
    orgName: r.org_name,
    inspectionDate: r.inspection_date,
    issueDate: chinaDay(r.concluded_at),
    nextInspectionDate: r.next_inspection_date,
    state,
    stateLabel: REPORT_STATES[state].label,
  };
}

/** The verification page's answer for a document this module issued (`<type>:<applyId>[:<itemId>]`). */
export async function verifyInspectionDocRef(ctx: AppContext, id: string): Promise<Verification | null> {
  const [type, applyId, itemId = ''] = id.split(':');
  const kind = INSPECTION_DOCUMENT_TYPES[type as InspectionDocumentType];
  const apply = kind && applyId ? await applyRepo.findApply(ctx.db, applyId) : undefined;
  if (!apply) return null;
  const item = kind.perItem ? (await repo.findApplyItems(ctx.db, apply.id)).find((i) => i.id === itemId) : undefined;
  if (kind.perItem && !item) return null;
  const names = item ? await catalogueNames(ctx, item.type_code, item.catalogue_code) : null;
  return {
    kind: 'inspectionDoc',
    kindLabel: (await documentLabels(ctx))[type as InspectionDocumentType],
    acceptNo: apply.accept_no,
    orgName: apply.org_name,
    inspectionKindLabel: inspectionKindLabel(apply.inspection_kind),
    varietyName: names ? names.varietyName || names.categoryName : '',
    deviceCode: item?.device_code ?? '',
    stateLabel: INSPECTION_FLOW.states[apply.state as InspectionState]?.label ?? '',
  };
}

import { INSPECTION_DOCUMENT_TYPES, type InspectionDocumentType, type InspectionRecord, type Page, type ReportRow, type ZipType } from '@portal/contract';
import type { findReportsInput } from '@portal/contract';
import { ZipArchive } from 'archiver';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dataScope } from '../../platform/auth/scope';
import { csvLine } from '../../platform/excel/csv';
import { businessError, notFound } from '../../platform/http/errors';
import { chinaToday } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { openAttachment } from '../attachment/service';
import { documentRefOf, REF_PREFIX, verifyUrlOf } from '../document/service';
import { deviceNamesOf, getInspection } from '../equipment/service';
import * as applyRepo from './repo';
import { DOCUMENTS, documentLabels, isConcluded, printableFor, type Apply } from './report-documents';
import * as repo from './report-repo';

// What the verification page answers for a report's or an issued document's QR code.
export { verifyInspectionDocRef, verifyReportRef } from './report-verification';

const REPORT_REF = REF_PREFIX.report;
const INSPECTION_DOC_REF = REF_PREFIX.inspectionDocument;

/** The reference a report's QR code carries: it names the signed PDF, so a replaced file shows as withdrawn. */
const reportRef = (ctx: AppContext, r: repo.ReportItemRow) => documentRefOf(ctx, REPORT_REF, `${r.id}:${r.report_file_id}`);

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

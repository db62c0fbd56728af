import {
  inspectionKindLabel,
  EQUIPMENT_TYPE_NAMES,
  INSPECTION_DOCUMENT_TYPES,
  INSPECTION_FLOW,
  REPORT_STATES,
  type EquipmentTypeCode,
  type InspectionDocumentType,
  type InspectionState,
  type ReportState,
  type Verification,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { labelMap } from '../dict/service';
import { catalogueNames } from '../document/service';
import * as applyRepo from './repo';
import { chinaDay, documentLabels } from './report-documents';
import * as repo from './report-repo';

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

import { type EquipmentChange, type EquipmentInspection, type Page } from '@portal/contract';
import { maskMobile } from '@portal/contract/domain/privacy';
import type { AppContext } from '../../context';
import { notFound } from '../../platform/http/errors';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './repo';
import { findVisible } from './common';

/** A change as the history shows it: a mobile number masked like everywhere else. */
const shownChange = (c: EquipmentChange['changes'][number]) => (c.field === 'safetyManagerMobile' ? { ...c, from: maskMobile(c.from), to: maskMobile(c.to) } : c);

export async function findHistory(ctx: AppContext, s: SessionContext, id: string, pageNo: number, pageSize: number): Promise<Page<EquipmentChange>> {
  await findVisible(ctx, s, id);
  const { rows, count } = await repo.findChanges(ctx.db, 'equipment', id, (pageNo - 1) * pageSize, pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      changedByName: r.changed_by_name,
      changedAt: r.changed_at,
      changes: (JSON.parse(r.changes) as EquipmentChange['changes']).map(shownChange),
    })),
    count,
    pageNo,
    pageSize,
  };
}

/** One line of a record's inspection history, with the device it belongs to and the application line that recorded it ('' when the unit declared it). */
export async function getInspection(ctx: AppContext, s: SessionContext, equipmentId: string, id: string) {
  const eq = await findVisible(ctx, s, equipmentId);
  const r = await repo.findInspection(ctx.db, equipmentId, id);
  if (!r) throw notFound('检验记录');
  return {
    equipment: { id: eq.id, typeCode: eq.type_code, catalogueCode: eq.catalogue_code, deviceCode: eq.device_code, productName: eq.product_name, certNo: eq.cert_no },
    line: { id: r.id, kind: r.kind, inspectionDate: r.inspection_date, conclusion: r.conclusion, org: r.org, reportNo: r.report_no, nextInspectionDate: r.next_inspection_date },
    sourceId: r.source_id,
  };
}

/** The inspections recorded for a record, newest first. */
export async function findInspections(ctx: AppContext, s: SessionContext, id: string, pageNo: number, pageSize: number): Promise<Page<EquipmentInspection>> {
  await findVisible(ctx, s, id);
  const { rows, count } = await repo.findInspections(ctx.db, id, (pageNo - 1) * pageSize, pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      inspectionDate: r.inspection_date,
      conclusion: r.conclusion,
      org: r.org,
      reportNo: r.report_no,
      nextInspectionDate: r.next_inspection_date,
    })),
    count,
    pageNo,
    pageSize,
  };
}

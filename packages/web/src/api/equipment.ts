import type { DuplicateCodesInput, EquipmentFields, EquipmentTypeCode, FindEquipmentInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, uploadTo, type UploadOptions } from './http';
import { listQuery, stepsUnder } from './query-client';
import { downloadSigned, signedUrl } from './signed';

export type EquipmentInput = EquipmentFields;

export const equipmentKeys = {
  all: ['equipment'] as const,
  list: (q: FindEquipmentInput) => [...equipmentKeys.all, 'list', q] as const,
  one: (id: string, forEdit: boolean) => [...equipmentKeys.all, 'one', id, forEdit] as const,
  history: (id: string, pageNo: number) => [...equipmentKeys.all, 'history', id, pageNo] as const,
  inspections: (id: string, pageNo: number) => [...equipmentKeys.all, 'inspections', id, pageNo] as const,
  stats: () => [...equipmentKeys.all, 'stats'] as const,
  overview: () => [...equipmentKeys.all, 'overview'] as const,
  duplicates: (q: DuplicateCodesInput) => [...equipmentKeys.all, 'duplicates', q] as const,
};

/** One of the spec §2 query lists with its filters; the previous page stays on screen while the next loads. */
export const useEquipmentPage = listQuery(equipmentKeys.list, 'equipment.findPage');

/**
 * Quiet: the detail page shows a missing or foreign record as a result, not a toast. The safety
 * manager's mobile comes masked, and in full only for the owning unit's edit form (`forEdit`, audited).
 */
export const useEquipment = (id: string, forEdit = false) =>
  useQuery({ queryKey: equipmentKeys.one(id, forEdit), queryFn: () => call('equipment.get', { id, forEdit }, { quiet: true }), enabled: !!id });

export const useEquipmentHistory = (id: string, pageNo: number, pageSize = 10) =>
  useQuery({
    queryKey: equipmentKeys.history(id, pageNo),
    queryFn: () => call('equipment.findHistory', { id, pageNo, pageSize }),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });

export const useEquipmentInspections = (id: string, pageNo: number, pageSize = 10) =>
  useQuery({
    queryKey: equipmentKeys.inspections(id, pageNo),
    queryFn: () => call('equipment.findInspections', { id, pageNo, pageSize }),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });

/** Home desk numbers (index/getEqustatisticNums). */
export const useEquipmentStats = (enabled = true) => useQuery({ queryKey: equipmentKeys.stats(), queryFn: () => call('equipment.statNums'), enabled });

/** /equipment/overview (index/getEqmOverview). */
export const useEquipmentOverview = () => useQuery({ queryKey: equipmentKeys.overview(), queryFn: () => call('equipment.overview') });

/** 系统维护 › 重复设备代码: codes several stored records hold. */
export const useDuplicateCodes = listQuery(equipmentKeys.duplicates, 'equipment.duplicateCodes');

/** Every save refreshes lists, numbers and records; failures are the form's to show. */
const equipmentStep = stepsUnder(equipmentKeys.all);

export const useAddEquipment = equipmentStep('equipment.add');
export const useChangeEquipment = equipmentStep('equipment.change');

/** A signed GET the browser downloads itself: the list's filters go in the query string (empty ones and paging left out). */
export function exportUrl(q: FindEquipmentInput): Promise<string> {
  const filters = Object.fromEntries(Object.entries(q).filter(([k, v]) => v !== '' && k !== 'pageNo' && k !== 'pageSize')) as FindEquipmentInput;
  return signedUrl('equipment.export', filters);
}

export const downloadImportTemplate = (typeCode: EquipmentTypeCode) => downloadSigned('equipment.importTemplate', { typeCode }, `设备导入模板-${typeCode}.xlsx`);

/** Checks a filled-in template; nothing is stored until `confirmImport`. */
export const previewImport = (typeCode: EquipmentTypeCode, file: File, onProgress?: UploadOptions['onProgress']) =>
  uploadTo('equipment.importPreview', { typeCode }, [file], { quiet: true, onProgress });

/** The rows a preview refused, annotated (red cells with comments, a 问题说明 column), as a download. */
export const downloadImportProblems = (importId: string) => downloadSigned('equipment.importProblems', { importId }, '有问题的行.xlsx');

export const useConfirmImport = equipmentStep('equipment.importConfirm', (importId: string) => ({ importId }));

/**
 * The expected size of an export of so many rows, for its progress bar: the .xlsx is compressed as
 * it streams, so no Content-Length comes. Calibrated by exporting here: the workbook without rows
 * is about 7 KB and each row adds about 110 bytes (20,000 generated records: 2.17 MB, 9,635: 1.05 MB;
 * the demo's 64 records: 15.8 KB, as small files compress less).
 */
export const estimateExportBytes = (rows: number) => 7_000 + rows * 110;

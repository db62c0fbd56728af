import type { FindReportsInput, InspectionDocumentType, ZipType } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './http';
import { listQuery } from './query-client';
import { downloadSigned, signedUrl } from './signed';

export const reportKeys = {
  all: ['report'] as const,
  list: (q: FindReportsInput) => [...reportKeys.all, 'list', q] as const,
  record: (equipmentId: string, id: string) => [...reportKeys.all, 'record', equipmentId, id] as const,
};

/** The caller's reports: the unit's own, or those an inspection body issued. */
export const useReports = listQuery(reportKeys.list, 'report.reports');

/** One line of a device's inspection history, with its report when it has one. */
export const useInspectionRecord = (equipmentId: string, id: string) =>
  useQuery({ queryKey: reportKeys.record(equipmentId, id), queryFn: () => call('report.record', { equipmentId, id }), enabled: !!equipmentId && !!id });

/** Saves a report's PDF exactly as the inspection body uploaded it. */
export const downloadReport = (id: string, reportNo: string) => downloadSigned('report.pdf', { id }, `检验报告-${reportNo}.pdf`);

/** Saves a document the portal issues for an application, or (itemId) for one of its devices. */
export const downloadInspectionDocument = (id: string, type: InspectionDocumentType, label: string, itemId = '') =>
  downloadSigned('report.print', { id, type, itemId }, `${label}.pdf`);

/**
 * Starts the batch zip as a plain browser download from a signed address: the server streams it, so a large batch
 * never sits in the page's memory. Pages offer only rows of the caller's own reports, which the server always includes.
 */
export async function downloadZip(ids: string[], type: ZipType): Promise<void> {
  const a = document.createElement('a');
  a.href = await signedUrl('report.exportZip', { seisns: ids.join(','), type, checkcodes: '' });
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

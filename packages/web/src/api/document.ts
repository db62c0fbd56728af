import type { IssuedDocumentKind } from '@portal/contract/domain/documents';
import { useQuery } from '@tanstack/react-query';
import { call } from './http';
import { downloadSigned } from './signed';

export const documentKeys = {
  all: ['document'] as const,
  of: (equipmentId: string) => [...documentKeys.all, 'equipment', equipmentId] as const,
};

/** A device's certificates and use marks, newest first; a role or device without any gets an empty list. */
export const useEquipmentDocuments = (equipmentId: string, enabled = true) =>
  useQuery({ queryKey: documentKeys.of(equipmentId), queryFn: () => call('document.list', { equipmentId }, { quiet: true }), enabled: enabled && !!equipmentId });

/**
 * Fetches a device's certificate or use mark and hands it to the browser to save; a refusal (no valid
 * registration) is shown by the http client's toast. The first download produces the PDF, so it can take a moment.
 */
export async function downloadDocument(kind: IssuedDocumentKind, equipmentId: string, docId?: string): Promise<void> {
  const fallbackName = kind === 'regCert' ? '使用登记证.pdf' : '使用标志.pdf';
  await downloadSigned(kind === 'regCert' ? 'document.regCert' : 'document.useMark', { equipmentId, docId }, fallbackName);
}

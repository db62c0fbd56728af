import { z } from 'zod';
import { endpoint, endpointsWith, queryGet, signedDownload } from './endpoint';

export * from '../domain/documents';

export const issuedDocumentKind = z.enum(['regCert', 'useMark']);
export const issuedDocumentState = z.enum(['valid', 'changed', 'cancelled']);

/** One document of a device, as its register lists it. */
export const issuedDocument = z.object({
  id: z.string(),
  kind: issuedDocumentKind,
  certNo: z.string(),
  state: issuedDocumentState,
  issuedAt: z.string(),
  /** When it became what it is now (issued, changed or cancelled). */
  stateAt: z.string(),
  /** SM3 of the produced PDF, hex; empty until its first download produces it. */
  sm3: z.string(),
  /** The signed reference its QR code carries to the public verification page. */
  ref: z.string(),
});
export type IssuedDocument = z.output<typeof issuedDocument>;

export const equipmentDocumentsInput = z.object({ equipmentId: z.string({ error: '请选择设备' }).min(1, '请选择设备').max(64) });

/** A download: the device's valid document of the kind, or (docId) one of its earlier ones that was produced. */
export const documentDownloadInput = equipmentDocumentsInput.extend({ docId: z.string().max(64).optional() });

export const documentVerifyInput = z.object({ ref: z.string({ error: '核验码不正确' }).trim().min(1, '核验码不正确').max(120, '核验码不正确') });

/**
 * What anyone holding a document may read about it: nothing personal (no person, phone, address or
 * credit code); the unit's name is printed on the document itself.
 */
export const documentVerification = z.object({
  kind: issuedDocumentKind,
  kindLabel: z.string(),
  certNo: z.string(),
  typeName: z.string(),
  categoryName: z.string(),
  varietyName: z.string(),
  deviceCode: z.string(),
  unitName: z.string(),
  registryName: z.string(),
  /** YYYY-MM-DD, in China time. */
  issueDate: z.string(),
  state: issuedDocumentState,
  stateLabel: z.string(),
  /** YYYY-MM-DD the document was changed or cancelled; empty while valid. */
  stateDate: z.string(),
  /** The equipment's use state now (在用, 停用…). */
  useStatusLabel: z.string(),
  /** Printed on the use mark; empty when none is recorded. */
  nextInspectionDate: z.string(),
  sm3: z.string(),
});
export type DocumentVerification = z.output<typeof documentVerification>;

/** An inspection report by the reference on its QR code: what it found, and whether the signed PDF it names is in force. */
export const reportVerification = z.object({
  kind: z.literal('report'),
  kindLabel: z.string(),
  reportNo: z.string(),
  inspectionKindLabel: z.string(),
  typeName: z.string(),
  varietyName: z.string(),
  deviceCode: z.string(),
  conclusionLabel: z.string(),
  orgName: z.string(),
  /** YYYY-MM-DD. */
  inspectionDate: z.string(),
  issueDate: z.string(),
  nextInspectionDate: z.string(),
  state: z.enum(['valid', 'withdrawn']),
  stateLabel: z.string(),
});
export type ReportVerification = z.output<typeof reportVerification>;

/** A document the portal issued for an inspection (受理单, 联络单, 使用标志…): which application and device it belongs to. */
export const inspectionDocVerification = z.object({
  kind: z.literal('inspectionDoc'),
  kindLabel: z.string(),
  acceptNo: z.string(),
  orgName: z.string(),
  inspectionKindLabel: z.string(),
  /** '' for a document of the whole application. */
  varietyName: z.string(),
  deviceCode: z.string(),
  /** Where the application stands now. */
  stateLabel: z.string(),
});
export type InspectionDocVerification = z.output<typeof inspectionDocVerification>;

/** A manufacturing supervision certificate (制造监督检验证书): which product of which manufacturer, and who issued it when. */
export const mfgCertVerification = z.object({
  kind: z.literal('mfgCert'),
  kindLabel: z.string(),
  certNo: z.string(),
  typeName: z.string(),
  varietyName: z.string(),
  productName: z.string(),
  model: z.string(),
  productNo: z.string(),
  makerName: z.string(),
  orgName: z.string(),
  conclusionLabel: z.string(),
  /** YYYY-MM-DD. */
  issueDate: z.string(),
  /** SM3 of the produced PDF, hex; empty until its first download produces it. */
  sm3: z.string(),
});
export type MfgCertVerification = z.output<typeof mfgCertVerification>;

/** What the one verification page shows for a reference: a registration document, an inspection report, an inspection document or a supervision certificate. */
export const verification = z.discriminatedUnion('kind', [documentVerification, reportVerification, inspectionDocVerification, mfgCertVerification]);
export type Verification = z.output<typeof verification>;

const SPEC = 'the documents of use registration (使用登记证, 使用标志) issued on approval, and the public verification page their QR codes open';
const ofDevice = endpointsWith({ spec: SPEC, access: 'equipment.query', owns: { equipmentId: 'equipment' } });
const download = endpointsWith({ ...signedDownload, spec: SPEC, access: 'equipment.query', input: documentDownloadInput, output: 'pdf', owns: { equipmentId: 'equipment' } });

/** The issued-documents register: a device's certificate and use mark as PDF, its list, and the public verification. */
export const documentApi = {
  regCert: download({ path: '/a/stone/document/regCert', title: '下载使用登记证' }),
  useMark: download({ path: '/a/stone/document/useMark', title: '下载使用标志' }),
  list: ofDevice({ path: '/a/stone/document/list', title: '设备的登记证书与使用标志', ...queryGet, input: equipmentDocumentsInput, output: z.array(issuedDocument) }),
  verify: endpoint({
    path: '/a/stone/document/verify',
    title: '证书核验',
    ...queryGet,
    spec: `${SPEC}: what the QR code of a printed document shows to anyone, without a session`,
    access: 'public',
    input: documentVerifyInput,
    output: verification,
  }),
} as const;

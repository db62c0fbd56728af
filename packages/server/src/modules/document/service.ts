import {
  DOCUMENT_VERIFY_PATH,
  EQUIPMENT_TYPE_NAMES,
  ISSUED_DOCUMENT_KINDS,
  ISSUED_DOCUMENT_STATES,
  type DocumentVerification,
  type Verification,
  type EquipmentTypeCode,
  type FlowKind,
  type IssuedDocument,
  type IssuedDocumentKind,
  type IssuedDocumentState,
} from '@portal/contract';
import { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { registrationCertificate, useMark } from '../../platform/documents/templates';
import { readDocumentRef, signDocumentRef, sm3Hex } from '../../platform/documents/verify-token';
import { AppError, businessError, notFound } from '../../platform/http/errors';
import { enforceRateLimit } from '../../platform/http/rate-limit';
import { chinaToday, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { findDictItem } from '../dict/service';
import { getEquipment } from '../equipment/service';
import { registryFor } from '../registry/service';
import * as repo from './repo';

const KINDS: readonly IssuedDocumentKind[] = ['regCert', 'useMark'];

/** Anyone may verify a document; this many lookups a minute from one address is more than a person scanning codes makes. */
const VERIFY_PER_MINUTE = 60;

/** The same answer for a forged reference and an unknown document: nothing tells the one from the other. */
const unknownDocument = () => new AppError('NOT_FOUND', 404, '未找到该证书或使用标志，请核对二维码或核验地址是否完整');

/** A stored timestamp as the calendar day in China. */
const chinaDay = (iso: string) => chinaToday(Date.parse(iso));

/**
 * Issues a device's certificate and use mark for a registration just approved, in the approving
 * transaction (`tx`): the device's valid documents become 'changed' and new valid ones carry the
 * certificate number the equipment now has. Nothing is rendered here; the PDF is produced on its first download.
 */
export async function issueEquipmentDocuments(
  tx: AppContext,
  input: { equipmentId: string; sourceKind: FlowKind; sourceId: string; by: { id: string; name: string } },
): Promise<void> {
  const eq = await repo.findSubject(tx.db, input.equipmentId);
  if (!eq) throw notFound('设备');
  if (!eq.cert_no) throw new Error(`equipment ${input.equipmentId} has no certificate number to issue documents under`);
  const now = nowIso();
  await repo.endValid(tx.db, input.equipmentId, 'changed', now);
  for (const kind of KINDS)
    await repo.insertDocument(tx.db, {
      id: newId(),
      kind,
      equipment_id: eq.id,
      unit_id: eq.unit_id,
      cert_no: eq.cert_no,
      source_kind: input.sourceKind,
      source_id: input.sourceId,
      state: 'valid',
      sm3: '',
      file_key: '',
      issued_at: now,
      state_at: now,
      issued_by_name: input.by.name,
    });
}

/** Ends a device's valid documents when its registration ends (注销, 报废), in the caller's transaction. */
export async function endEquipmentDocuments(tx: AppContext, equipmentId: string): Promise<void> {
  await repo.endValid(tx.db, equipmentId, 'cancelled', nowIso());
}

const toDocument = (ctx: AppContext, r: repo.DocumentRow): IssuedDocument => ({
  id: r.id,
  kind: r.kind as IssuedDocumentKind,
  certNo: r.cert_no,
  state: r.state as IssuedDocumentState,
  issuedAt: r.issued_at,
  stateAt: r.state_at,
  sm3: r.sm3,
  ref: signDocumentRef(ctx.documentRefKey, r.id),
});

/** A device's documents, for whoever may see the device (its unit; staff in their scope). */
export async function listDocuments(ctx: AppContext, s: SessionContext, equipmentId: string): Promise<IssuedDocument[]> {
  await getEquipment(ctx, s, equipmentId, false, '');
  return (await repo.findDocuments(ctx.db, equipmentId)).map((r) => toDocument(ctx, r));
}

/** 种类, 类别 and 品种 of a catalogue code, from the catalogue dictionary (a code of a 类别 has no 品种). */
export async function catalogueNames(ctx: AppContext, typeCode: string, catalogueCode: string) {
  const chain: string[] = [];
  for (let code = catalogueCode, depth = 0; code && depth < 4; depth++) {
    const item = await findDictItem(ctx, 'equipment_catalogue', code);
    if (!item) break;
    chain.unshift(item.label);
    code = item.parentValue;
  }
  return {
    typeName: EQUIPMENT_TYPE_NAMES[typeCode as EquipmentTypeCode] ?? chain[0] ?? '',
    categoryName: chain[1] ?? '',
    varietyName: chain[2] ?? '',
  };
}

/** The verification page's address for a reference. */
export const verifyUrlOf = (ctx: AppContext, origin: string, ref: string): string => `${ctx.config.publicBaseUrl || origin}${DOCUMENT_VERIFY_PATH}?ref=${encodeURIComponent(ref)}`;

const verifyUrl = (ctx: AppContext, origin: string, docId: string) => verifyUrlOf(ctx, origin, signDocumentRef(ctx.documentRefKey, docId));

/** The PDF of a document from the device's record as it is now. */
async function render(ctx: AppContext, doc: repo.DocumentRow, origin: string): Promise<Buffer> {
  const eq = await repo.findSubject(ctx.db, doc.equipment_id);
  if (!eq) throw notFound('设备');
  const unit = await repo.findUnit(ctx.db, doc.unit_id);
  const names = await catalogueNames(ctx, eq.type_code, eq.catalogue_code);
  const registryName = (await registryFor(ctx, eq.area_code))?.name ?? '';
  const url = verifyUrl(ctx, origin, doc.id);
  if (doc.kind === 'regCert')
    return registrationCertificate({
      certNo: doc.cert_no,
      unitName: unit?.name ?? '',
      unitAddress: unit?.address ?? '',
      categoryName: names.categoryName,
      varietyName: names.varietyName,
      productName: eq.product_name,
      deviceCode: eq.device_code,
      internalNo: eq.internal_no,
      address: eq.address,
      registryName,
      issueDate: chinaDay(doc.issued_at),
      clerkName: doc.issued_by_name,
      verifyUrl: url,
    });
  const elevator = eq.type_code === '3000';
  return useMark({
    typeName: names.typeName,
    varietyName: names.varietyName || names.categoryName,
    internalNo: eq.internal_no,
    certNo: doc.cert_no,
    unitName: unit?.name ?? '',
    nextInspectionDate: eq.next_inspection_date ?? '',
    elevator,
    ...(elevator ? { maintenanceUnit: eq.maintenance_unit, rescuePhone: eq.maintenance_phone } : {}),
    registryName,
    verifyUrl: url,
  });
}

/** Keeps a rendered PDF in the file store; answers its key. */
async function keepPdf(ctx: AppContext, pdf: Buffer): Promise<string> {
  const received = await ctx.files.receive(Readable.from([pdf]));
  try {
    return await ctx.files.keep(received);
  } catch (e) {
    await ctx.files.drop(received);
    throw e;
  }
}

/** Why there is nothing to download for a device of this kind. */
async function missingReason(ctx: AppContext, equipmentId: string, kind: IssuedDocumentKind): Promise<AppError> {
  const what = ISSUED_DOCUMENT_KINDS[kind].short;
  const all = (await repo.findDocuments(ctx.db, equipmentId)).filter((d) => d.kind === kind);
  if (all.some((d) => d.state === 'cancelled')) return businessError(`该设备的使用登记已注销，${what}已失效，不能再下载`);
  return businessError(`该设备未办理使用登记（或登记尚未审核通过），没有${what}；请先在“使用登记申请”中办理`);
}

export interface DocumentFile {
  body: Buffer | Readable;
  size: number;
  fileName: string;
}

/**
 * The file of a paper printed from a record (a certificate, a use mark): the first download renders it and keeps it
 * with its SM3 on the record; every later one answers those same bytes, so the paper and the file agree.
 */
export async function paperFile(
  ctx: AppContext,
  p: {
    /** The kept file's key on the record: empty until the first download. */
    key: string;
    fileName: string;
    /** What is missing, when the store no longer holds the file. */
    what: string;
    render: () => Promise<Buffer>;
    /** Keeps the file's key and SM3 on the record, unless another request kept one first (false). */
    record: (sm3: string, key: string) => Promise<boolean>;
    /** The key on the record after another request kept its own. */
    keyNow: () => Promise<string>;
    /** Whether other records hold the same bytes under this key, so it stays. */
    kept?: (key: string) => Promise<boolean>;
  },
): Promise<DocumentFile> {
  let key = p.key;
  if (!key) {
    const pdf = await p.render();
    const mine = await keepPdf(ctx, pdf);
    if (await p.record(sm3Hex(pdf), mine)) return { body: pdf, size: pdf.length, fileName: p.fileName };
    // Another request produced it first: everyone gets that one, and this copy goes unless something uses the same bytes.
    key = await p.keyNow();
    if (key !== mine && !(await p.kept?.(mine))) await ctx.files.discard(mine);
  }
  const stored = await ctx.files.open(key);
  if (!stored) throw notFound(p.what);
  return { body: stored.stream, size: stored.size, fileName: p.fileName };
}

/**
 * A device's document as a PDF for whoever may see the device: its valid one, or (docId) an earlier
 * one that was produced while it was valid. The first download renders it from the record as it is
 * then and keeps it with its SM3; every later download answers those same bytes.
 */
export async function openDocument(
  ctx: AppContext,
  s: SessionContext,
  input: { equipmentId: string; kind: IssuedDocumentKind; docId?: string },
  origin: string,
): Promise<DocumentFile> {
  await getEquipment(ctx, s, input.equipmentId, false, '');
  const found = input.docId ? await repo.findDocument(ctx.db, input.docId) : await repo.findValid(ctx.db, input.equipmentId, input.kind);
  if (input.docId && (!found || found.equipment_id !== input.equipmentId || found.kind !== input.kind)) throw notFound(ISSUED_DOCUMENT_KINDS[input.kind].short);
  if (!found) throw await missingReason(ctx, input.equipmentId, input.kind);
  const doc = found;
  // A superseded document is not produced afterwards from data that is no longer its own.
  if (!doc.file_key && doc.state !== 'valid')
    throw businessError(
      `该${ISSUED_DOCUMENT_KINDS[input.kind].short}已${ISSUED_DOCUMENT_STATES[doc.state as IssuedDocumentState].label}，且在有效期间未曾下载，没有留存的文件；请下载现行有效的证件`,
    );
  return paperFile(ctx, {
    key: doc.file_key,
    fileName: `${ISSUED_DOCUMENT_KINDS[doc.kind as IssuedDocumentKind].short}-${doc.cert_no}.pdf`,
    what: `${ISSUED_DOCUMENT_KINDS[input.kind].short}文件`,
    render: () => render(ctx, doc, origin),
    record: (sm3, key) => repo.setProduced(ctx.db, doc.id, sm3, key),
    keyNow: async () => (await repo.findDocument(ctx.db, doc.id))!.file_key,
    kept: (key) => repo.isFileKept(ctx.db, key),
  });
}

/**
 * The public verification page's answer for a reference read from a QR code: what the document is,
 * of which device, whether it still holds, and the fingerprint of its file. Nothing personal.
 */
export async function verifyDocument(ctx: AppContext, ref: string, ip: string): Promise<Verification> {
  await enforceRateLimit(ctx.db, `docVerify:${ip}`, VERIFY_PER_MINUTE, 60_000, '核验过于频繁，请稍后再试');
  const id = readDocumentRef(ctx.documentRefKey, ref);
  const colon = id ? id.indexOf(':') : -1;
  if (id && colon > 0) {
    const found = await ctx.modules.verifiers.get(id.slice(0, colon))?.(ctx, id.slice(colon + 1));
    if (!found) throw unknownDocument();
    return found;
  }
  return verifyIssued(ctx, id);
}

/** Prefixes of the inspection module's references: its reports, and the documents it issues for an inspection. */
export const REF_PREFIX = { report: 'rpt', inspectionDocument: 'ins' } as const;

/** What a module answers for a reference of its own documents; null when it names nothing (any more). */
export type RefVerifier = (ctx: AppContext, id: string) => Promise<Verification | null>;
/** The signed reference of another module's document, for its QR code and the verification page's ?ref=. */
export const documentRefOf = (ctx: AppContext, prefix: string, id: string): string => signDocumentRef(ctx.documentRefKey, `${prefix}:${id}`);

async function verifyIssued(ctx: AppContext, id: string | null): Promise<DocumentVerification> {
  const doc = id ? await repo.findDocument(ctx.db, id) : undefined;
  if (!doc) throw unknownDocument();
  const eq = await repo.findSubject(ctx.db, doc.equipment_id);
  if (!eq) throw unknownDocument();
  const kind = doc.kind as IssuedDocumentKind;
  const state = doc.state as IssuedDocumentState;
  const names = await catalogueNames(ctx, eq.type_code, eq.catalogue_code);
  return {
    kind,
    kindLabel: ISSUED_DOCUMENT_KINDS[kind].label,
    certNo: doc.cert_no,
    typeName: names.typeName,
    categoryName: names.categoryName,
    varietyName: names.varietyName,
    deviceCode: eq.device_code,
    // The unit it was issued to, as printed on it (a device transferred since has new documents for its new unit).
    unitName: (await repo.findUnit(ctx.db, doc.unit_id))?.name ?? '',
    registryName: (await registryFor(ctx, eq.area_code))?.name ?? '',
    issueDate: chinaDay(doc.issued_at),
    state,
    stateLabel: ISSUED_DOCUMENT_STATES[state].label,
    stateDate: state === 'valid' ? '' : chinaDay(doc.state_at),
    useStatusLabel: (await findDictItem(ctx, 'equipment_use_status', eq.use_status))?.label ?? '',
    nextInspectionDate: eq.next_inspection_date ?? '',
    sm3: doc.sm3,
  };
}

import {
  EQUIPMENT_TYPE_NAMES,
  MFG_CATEGORIES,
  MFG_CONCLUSIONS,
  mfgParamRows,
  mfgVarietyName,
  type MfgCategory,
  type MfgForm,
  type MfgParams,
  type MfgRecord,
  type MfgState,
  type Page,
  type PermissionId,
  type Verification,
  type findMfgCertInput,
  findMfgInput,
  type recordMfgInput,
  type returnMfgInput,
  type saveMfgInput,
} from '@portal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dataScope, rowInScopeOf } from '../../platform/auth/scope';
import type { MfgApplyTable } from '../../platform/db/schema';
import { inspectionForm } from '../../platform/documents/inspection-templates';
import { badInput, businessError, forbidden, notFound } from '../../platform/http/errors';
import { chinaToday, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { checkRequiredDocuments } from '../attachment/service';
import { documentRefOf, paperFile, verifyUrlOf, type DocumentFile } from '../document/service';
import { allocateSerial } from '../registry/service';
import { messageUnit } from '../user/service';
import { defineFiling, newDraft } from '../workflow/filing-service';
import { decisionAndStampsOf, notReviewed, reviewedBy, reviewedIn, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type Row = Selectable<MfgApplyTable>;
type Side = 'maker' | 'body';
/** Both sides work under this menu; its users are whom the messages go to. */
const PERMISSION = 'monitoringHandle';
const PAGE = '/monitoring-handle/pressureVesselView';
/** The verification page's prefix for this module's certificates (document/service dispatches on it). */
export const MFG_CERT_REF = 'mfg';

/** The menu each kind of product is filed and audited under. */
const CATEGORY_PERMISSION: Record<MfgCategory, PermissionId> = {
  '2000': 'monitoringHandle.pressureVessel',
  '1000': 'monitoringHandle.boiler',
  '7000': 'monitoringHandle.pipeline',
};
/** Where the body's staff work a kind's submissions: the kind's page of the menu, which its to-do count names. */
const CATEGORY_QUEUE: Record<MfgCategory, { page: string; title: string }> = {
  '2000': { page: '/monitoring-handle/pressureVesselAudit', title: '压力容器监检' },
  '1000': { page: '/monitoring-handle/boilerlView', title: '锅炉监检' },
  '7000': { page: '/monitoring-handle/pipelineDetails', title: '管道元件监检' },
};
/** The letter of a kind in certificate numbers: 容器, 锅炉, 元件. */
const CERT_LETTER: Record<MfgCategory, string> = { '2000': 'R', '1000': 'G', '7000': 'Y' };

/** The caller's side: a manufacturer files, an inspection body audits; any other role has no part in this. */
function sideOfRole(s: SessionContext): Side {
  if (s.roleType === 'manufacture') return 'maker';
  if (s.roleType === 'inspect') return 'body';
  throw forbidden();
}

function requireSide(s: SessionContext, side: Side): void {
  if (sideOfRole(s) !== side) throw forbidden();
}

/** A kind of product the caller's role does not hold the menu of is refused as a missing permission. */
function assertCategory(s: SessionContext, typeCode: string): void {
  const permission = CATEGORY_PERMISSION[typeCode as MfgCategory];
  if (!permission || !s.menuIds.has(permission)) throw forbidden();
}

function toRecord(r: repo.MfgRow, side: Side): MfgRecord {
  return {
    id: r.id,
    applyNo: r.apply_no,
    unitId: r.unit_id,
    unitName: r.unit_name,
    unitUscc: r.unit_uscc,
    orgId: r.org_unit_id,
    orgName: r.org_name,
    typeCode: r.type_code as MfgCategory,
    catalogueCode: r.catalogue_code,
    varietyName: mfgVarietyName(r.type_code, r.catalogue_code),
    productName: r.product_name,
    model: r.model,
    productNo: r.product_no,
    batchNo: r.batch_no,
    designUnit: r.design_unit,
    drawingNo: r.drawing_no,
    licenceNo: r.licence_no,
    material: r.material,
    params: JSON.parse(r.params) as MfgParams,
    contact: r.contact,
    contactMobile: r.contact_mobile,
    remark: r.remark,
    state: r.state as MfgState,
    side,
    submittedAt: r.submitted_at,
    acceptedAt: r.accepted_at,
    conclusion: r.conclusion as MfgRecord['conclusion'],
    inspectionDate: r.inspection_date,
    resultRemark: r.result_remark,
    inspectorName: r.inspector_name,
    certNo: r.cert_no,
    certifiedAt: r.certified_at,
    ...decisionAndStampsOf(r),
  };
}

/** The kit for the submissions as one side reads them: the record shows the caller's side. */
const filingAs = (side: Side) =>
  defineFiling<Row, repo.MfgRow, MfgRecord>({
    kind: 'manufacture',
    find: repo.findApply,
    view: async (_ctx, rows) => rows.map((r) => toRecord(r, side)),
    bizType: 'manufacture',
    documents: (ctx, r) => checkRequiredDocuments(ctx, 'manufacture', r.id, [{ kind: 'drawing', label: '设计图样' }]),
  });
const filings = { maker: filingAs('maker'), body: filingAs('body') };
/** The manufacturer owns the submission: it files, changes, withdraws and deletes it. */
const filing = filings.maker;

/**
 * Who sees a submission: its manufacturer always; the body it is addressed to once it was submitted, each of its staff
 * within the work areas an administrator set for them (the data scope's rule for a body's work).
 */
async function canSee(ctx: AppContext, s: SessionContext, r: { unit_id: string; org_unit_id: string; submitted_at: string | null }): Promise<Side | null> {
  if (r.unit_id === s.unitId) return 'maker';
  if (r.submitted_at === null) return null;
  return (await rowInScopeOf(ctx.db, await dataScope(ctx.db, s), { unitId: r.unit_id, body: r.org_unit_id })) ? 'body' : null;
}

/** A submission the caller may see from its own side (another unit's, or the other side's view, answers as unknown). */
async function findVisible(ctx: AppContext, s: SessionContext, id: string): Promise<repo.MfgRow> {
  const side = sideOfRole(s);
  const row = await repo.findApply(ctx.db, id);
  if (!row || (await canSee(ctx, s, row)) !== side) throw notFound(filing.title);
  return row;
}

const page = async (
  ctx: AppContext,
  s: SessionContext,
  side: Side,
  f: Omit<repo.MfgFilter, 'side' | 'unitId' | 'scope'>,
  q: { pageNo: number; pageSize: number },
): Promise<Page<MfgRecord>> =>
  filings[side].page(ctx, q, await repo.findApplyPage(ctx.db, { ...f, side, unitId: s.unitId, scope: await dataScope(ctx.db, s) }, (q.pageNo - 1) * q.pageSize, q.pageSize));

/** The manufacturer's own submissions. */
export function listOwn(ctx: AppContext, s: SessionContext, q: z.output<typeof findMfgInput>): Promise<Page<MfgRecord>> {
  requireSide(s, 'maker');
  return page(ctx, s, 'maker', { typeCode: q.typeCode, state: q.state, keyword: q.keyword }, q);
}

/** The submissions addressed to the caller's inspection body, once submitted. */
export function listQueue(ctx: AppContext, s: SessionContext, q: z.output<typeof findMfgInput>): Promise<Page<MfgRecord>> {
  requireSide(s, 'body');
  return page(ctx, s, 'body', { typeCode: q.typeCode, state: q.state, keyword: q.keyword }, q);
}

/** The certificates issued: the manufacturer's own products', or those the caller's body issued. */
export function listCerts(ctx: AppContext, s: SessionContext, q: z.output<typeof findMfgCertInput>): Promise<Page<MfgRecord>> {
  return page(ctx, s, sideOfRole(s), { typeCode: q.typeCode, certified: true, keyword: q.keyword }, q);
}

export async function getApply(ctx: AppContext, s: SessionContext, id: string): Promise<MfgRecord> {
  return toRecord(await findVisible(ctx, s, id), sideOfRole(s));
}

const formColumns = (f: MfgForm) => ({
  org_unit_id: f.orgId,
  type_code: f.typeCode,
  catalogue_code: f.catalogueCode,
  product_name: f.productName,
  model: f.model,
  product_no: f.productNo,
  batch_no: f.batchNo,
  design_unit: f.designUnit,
  drawing_no: f.drawingNo,
  licence_no: f.licenceNo,
  material: f.material,
  // Only the kind's own parameters are kept (the form may send another kind's left over from switching).
  params: JSON.stringify(paramsOf(f)),
  contact: f.contact,
  contact_mobile: f.contactMobile,
  remark: f.remark,
});

const PARAM_KEYS: Record<MfgCategory, string[]> = {
  '2000': ['vesselClass', 'volume', 'designPressure', 'designTemperature', 'medium'],
  '1000': ['ratedOutput', 'outputUnit', 'ratedPressure', 'fuel'],
  '7000': ['nominalSize', 'pressureClass'],
};

function paramsOf(f: MfgForm): MfgParams {
  const out: MfgParams = {};
  for (const k of PARAM_KEYS[f.typeCode]) if (f.params[k] !== undefined) out[k] = f.params[k];
  return out;
}

/** Tells every user of a unit who works under the menu, in the step's transaction. */
async function tellUnit(tx: AppContext, unitId: string, title: string, content: string, id: string): Promise<void> {
  await messageUnit(tx, unitId, { permission: PERMISSION }, title, content, `${PAGE}?id=${id}`);
}

const productText = (r: { product_name: string; product_no: string; apply_no: string }) => `${r.product_name}（产品编号${r.product_no}，申请${r.apply_no}）`;

/** A number both sides can quote: JJ, the day, and that day's serial. */
async function nextApplyNo(tx: AppContext): Promise<string> {
  const day = chinaToday().replaceAll('-', '');
  return `JJ${day}${String(await allocateSerial(tx, `apply:JJ${day}`)).padStart(4, '0')}`;
}

/**
 * Saves a new or existing submission (isCommit false keeps a draft, true submits it to the body). A new one is saved
 * first: its drawings are uploaded to it before it can be submitted.
 */
export async function saveApply(ctx: AppContext, s: SessionContext, input: z.output<typeof saveMfgInput>, ip: string): Promise<MfgRecord> {
  requireSide(s, 'maker');
  const { id, version, isCommit, ...form } = input;
  assertCategory(s, form.typeCode);
  if (!(await repo.findOrg(ctx.db, form.orgId))) throw badInput('请选择监检机构');
  const fields = formColumns(form);
  if (!id) {
    if (isCommit) throw businessError('请先保存监检申请并上传设计图样，再提交');
    return filing.create(ctx, s, ip, {
      detail: { typeCode: form.typeCode },
      insert: async (tx) => {
        const row: Insertable<MfgApplyTable> = {
          id: newId(),
          apply_no: await nextApplyNo(tx),
          unit_id: s.unitId,
          ...fields,
          ...newDraft(s.userId),
          submitted_at: null,
          accepted_at: null,
          certified_at: null,
          reviewed_at: null,
        };
        await repo.insertApply(tx.db, row);
        return row.id;
      },
    });
  }

  const row = await filing.findOwn(ctx, s, id);
  filing.assertEditable(row, version);
  // The kind it was filed under stays: another kind is another product.
  if (row.type_code !== form.typeCode) throw businessError('已保存的监检申请不能更改设备种类，请新建申请');
  if (!isCommit) return filing.update(ctx, id, (tx) => repo.updateApply(tx.db, id, row.version, { ...fields, updated_at: nowIso() }));
  return filing.submit(ctx, s, row, ip, {
    // A resubmission after a return starts over: the body's last answer stays in the flow log only.
    set: { ...fields, ...notReviewed, submitted_at: nowIso() },
  });
}

/** The manufacturer takes a submission back into its drafts, before the body has answered. */
export async function withdrawApply(ctx: AppContext, s: SessionContext, id: string, version: number, ip: string): Promise<MfgRecord> {
  const row = await findVisible(ctx, s, id);
  requireSide(s, 'maker');
  return filing.withdraw(ctx, s, { id, version }, ip, (tx, r) =>
    tellUnit(tx, r.org_unit_id, '制造监检申请已撤回', `${row.unit_name}撤回了${productText(r)}的监检申请，无需受理。`, r.id),
  );
}

/** Only a draft never submitted can be deleted; once the body has seen it, its history stays. */
export async function deleteApply(ctx: AppContext, s: SessionContext, id: string): Promise<void> {
  requireSide(s, 'maker');
  await filing.remove(ctx, s, id, { remove: (tx) => repo.deleteApply(tx.db, id) });
}

/** A step of the body on a submission addressed to it, with the message to the manufacturer. */
async function bodyStep(
  ctx: AppContext,
  s: SessionContext,
  input: { id: string; version: number; opinion?: string },
  action: 'accept' | 'return' | 'record' | 'issue',
  set: (r: repo.MfgRow) => Promise<Record<string, unknown>> | Record<string, unknown>,
  message: (r: Row) => { title: string; content: string },
  ip: string,
): Promise<MfgRecord> {
  requireSide(s, 'body');
  const row = await findVisible(ctx, s, input.id);
  assertCategory(s, row.type_code);
  return filings.body.act(ctx, s, input, action, ip, {
    party: 'reviewer',
    guard: (r) => r.org_unit_id === s.unitId,
    set: await set(row),
    effect: async (tx, r) => {
      const m = message(r);
      await tellUnit(tx, r.unit_id, m.title, m.content, r.id);
    },
  });
}

/** The body accepts a submission: supervision of the product's manufacture starts. */
export const acceptApply = (ctx: AppContext, s: SessionContext, input: { id: string; version: number }, ip: string) =>
  bodyStep(
    ctx,
    s,
    input,
    'accept',
    () => ({ ...reviewedBy(s, ''), accepted_at: nowIso() }),
    (r) => ({ title: '制造监检申请已受理', content: `${productText(r)}的制造监督检验申请已受理，监检人员将按制造进度开展监督检验。` }),
    ip,
  );

/** The body returns a submission with the reason; the manufacturer corrects it and submits it again. */
export const returnApply = (ctx: AppContext, s: SessionContext, input: z.output<typeof returnMfgInput>, ip: string) =>
  bodyStep(
    ctx,
    s,
    input,
    'return',
    () => reviewedBy(s, input.opinion),
    (r) => ({ title: '制造监检申请被退回', content: `${productText(r)}的制造监督检验申请被退回。原因：${input.opinion}。请修改后重新提交。` }),
    ip,
  );

/** The body records (or corrects, until the certificate is out) the result of its supervision of the product. */
export function recordResult(ctx: AppContext, s: SessionContext, input: z.output<typeof recordMfgInput>, ip: string) {
  if (input.inspectionDate > chinaToday()) throw badInput('监检日期不能晚于今天');
  return bodyStep(
    ctx,
    s,
    input,
    'record',
    (r) => {
      if (r.accepted_at && input.inspectionDate < chinaToday(Date.parse(r.accepted_at))) throw badInput('监检日期不能早于受理日期');
      return { conclusion: input.conclusion, inspection_date: input.inspectionDate, result_remark: input.resultRemark, inspector_name: s.userName };
    },
    (r) => ({
      title: '制造监检结果已录入',
      content:
        input.conclusion === 'pass'
          ? `${productText(r)}监督检验结论：合格，监检证书出具后可在“监检证书查询”中下载。`
          : `${productText(r)}监督检验结论：不合格。说明：${input.resultRemark}。`,
    }),
    ip,
  );
}

/** The body issues the supervision certificate of a product that passed, under a new certificate number. */
export const issueCert = (ctx: AppContext, s: SessionContext, input: { id: string; version: number }, ip: string) =>
  bodyStep(
    ctx,
    s,
    input,
    'issue',
    async (r) => {
      // From any other state the engine refuses the step with the state's own message.
      if (r.state !== 'inspected') return {};
      if (r.conclusion !== 'pass') throw businessError(`该产品监检结论为${MFG_CONCLUSIONS[r.conclusion as 'fail'] ?? '未录入'}，不能出具监检证书`);
      const year = chinaToday().slice(0, 4);
      const letter = CERT_LETTER[r.type_code as MfgCategory];
      const serial = await allocateSerial(ctx, `mfgCert:${r.org_unit_id}:${letter}${year}`);
      return { cert_no: `ZJ${year}${letter}${String(serial).padStart(5, '0')}`, certified_at: nowIso() };
    },
    (r) => ({ title: '制造监督检验证书已出具', content: `${productText(r)}的制造监督检验证书（${r.cert_no}）已出具，可在“监检证书查询”中下载。` }),
    ip,
  );

async function renderCert(ctx: AppContext, r: repo.MfgRow, origin: string): Promise<Buffer> {
  const typeCode = r.type_code as MfgCategory;
  const params = mfgParamRows(typeCode, JSON.parse(r.params) as MfgParams)
    .map(([label, value]) => `${label} ${value}`)
    .join('；');
  return inspectionForm({
    title: '特种设备制造监督检验证书',
    number: `证书编号：${r.cert_no}`,
    rows: [
      { label: '制造单位', value: r.unit_name },
      { label: '制造许可证编号', value: r.licence_no },
      { label: '设备种类', value: EQUIPMENT_TYPE_NAMES[typeCode] ?? MFG_CATEGORIES[typeCode] },
      { label: '设备品种', value: mfgVarietyName(typeCode, r.catalogue_code) },
      { label: '产品名称', value: r.product_name, strong: true },
      { label: '型号（规格）', value: r.model },
      { label: '产品编号', value: r.product_no, strong: true },
      ...(r.batch_no ? [{ label: '批号', value: r.batch_no }] : []),
      { label: '设计单位', value: r.design_unit },
      { label: '设计图号', value: r.drawing_no },
      { label: '主体材料', value: r.material },
      { label: '主要参数', value: params },
      { label: '监检日期', value: r.inspection_date },
      { label: '监检结论', value: MFG_CONCLUSIONS.pass, strong: true },
    ],
    note: '经监督检验，该产品的制造过程和产品质量符合安全技术规范及相关标准的要求，特发此证。',
    issuer: r.org_name,
    issueDate: chinaToday(Date.parse(r.certified_at!)),
    verifyUrl: verifyUrlOf(ctx, origin, documentRefOf(ctx, MFG_CERT_REF, r.id)),
  });
}

/**
 * The supervision certificate as a PDF, for the manufacturer and the body that issued it. The first download renders
 * it and keeps it with its SM3; every later download answers those same bytes, so the printed paper and the file agree.
 */
export async function certPdf(ctx: AppContext, s: SessionContext, id: string, origin: string): Promise<DocumentFile> {
  const row = await findVisible(ctx, s, id);
  if (row.state !== 'certified') throw businessError(`该监检申请${filing.label(row.state)}，尚未出具监检证书`);
  return paperFile(ctx, {
    key: row.cert_file_key,
    fileName: `制造监督检验证书-${row.cert_no}.pdf`,
    what: '监检证书文件',
    render: () => renderCert(ctx, row, origin),
    record: (sm3, key) => repo.setCertProduced(ctx.db, row.id, sm3, key),
    keyNow: async () => (await repo.findApply(ctx.db, row.id))!.cert_file_key,
    kept: (key) => repo.isCertFileKept(ctx.db, key),
  });
}

/** The verification page's answer for a certificate's QR reference: nothing personal, only what the paper shows. */
export async function verifyCertRef(ctx: AppContext, id: string): Promise<Verification | null> {
  const r = await repo.findApply(ctx.db, id);
  if (!r || r.state !== 'certified' || !r.certified_at) return null;
  const typeCode = r.type_code as MfgCategory;
  return {
    kind: 'mfgCert',
    kindLabel: '特种设备制造监督检验证书',
    certNo: r.cert_no,
    typeName: EQUIPMENT_TYPE_NAMES[typeCode] ?? MFG_CATEGORIES[typeCode],
    varietyName: mfgVarietyName(typeCode, r.catalogue_code),
    productName: r.product_name,
    model: r.model,
    productNo: r.product_no,
    makerName: r.unit_name,
    orgName: r.org_name,
    conclusionLabel: MFG_CONCLUSIONS.pass,
    issueDate: chinaToday(Date.parse(r.certified_at)),
    sm3: r.cert_sm3,
  };
}

/**
 * Submissions are seen by their manufacturer, and by the body once submitted to it. The body's staff who hold the kind's
 * menu are told of a submission and count what waits for them on each kind's page.
 */
export const mfgRecordSpec: FlowRecordSpec = {
  table: 'mfg_applies',
  subject: (_ctx, row: Selectable<MfgApplyTable>) => `${row.product_name}（${row.product_no}）`,
  canSee: async (s, row: Selectable<MfgApplyTable>, ctx) => (await canSee(ctx, s, row)) !== null,
  reviewerOf: reviewedIn('manufacture', PERMISSION, CATEGORY_QUEUE['2000'].page, {
    opens: PAGE,
    actsOn: (s, row: Selectable<MfgApplyTable>) => s.roleType === 'inspect' && row.org_unit_id === s.unitId && s.menuIds.has(CATEGORY_PERMISSION[row.type_code as MfgCategory]),
  }),
  waitingIn: async (ctx, s, state) => {
    if (s.roleType !== 'inspect') return [];
    const kinds = (Object.keys(CATEGORY_QUEUE) as MfgCategory[]).filter((k) => s.menuIds.has(CATEGORY_PERMISSION[k]));
    return Promise.all(kinds.map(async (k) => ({ ...CATEGORY_QUEUE[k], count: (await listQueue(ctx, s, findMfgInput.parse({ pageSize: 1, state, typeCode: k }))).count })));
  },
};

/** The manufacturer uploads drawings while it may change the submission; both sides read them. */
export const mfgAttachments = filing.files();

import {
  CONSTRUCTION_DOCUMENTS,
  EQUIPMENT_TYPE_NAMES,
  LICENCE_ITEMS,
  MSG,
  WORK_TYPES,
  licenceItemText,
  regStateLabel,
  requiredConstructionDocuments,
  type ConstructionForm,
  type ConstructionRecord,
  type ConstructionState,
  type EquipmentTypeCode,
  type LicenceItem,
  type Page,
  type WorkType,
  type cancelConstructionInput,
  type completeConstructionInput,
  type decideConstructionInput,
  findConstructionInput,
  type saveConstructionInput,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dataScope, filedInScope } from '../../platform/auth/scope';
import type { ConstructionItemTable, ConstructionNoticeTable } from '../../platform/db/schema';
import { badInput, businessError } from '../../platform/http/errors';
import { chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { checkRequiredDocuments } from '../attachment/service';
import { holdEquipment, loadChoices, markNotified, releaseEquipment, unmarkNotified } from '../equipment/service';
import { findValidLicence } from '../licence/service';
import { findUnitIdByUscc, findUnitName } from '../unit/service';
import { allocateSerial, registryFor } from '../registry/service';
import { nextApplyNo } from '../use-regist/service';
import { messageUnit } from '../user/service';
import { defineFiling, newDraft } from '../workflow/filing-service';
import { decisionAndStampsOf, reviewedIn, notReviewed, reviewedBy, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type SaveInput = z.output<typeof saveConstructionInput>;
type FindInput = z.output<typeof findConstructionInput>;
type Row = Selectable<ConstructionNoticeTable>;

/** A notice's device as its maker describes it: on the notice, and on the record an installation makes. */
const productOf = (i: Selectable<ConstructionItemTable>) => ({
  deviceCode: i.device_code,
  productName: i.product_name,
  model: i.model,
  productNo: i.product_no,
  manufacturer: i.manufacturer,
  manufactureDate: i.manufacture_date,
});

function toRecord(r: repo.NoticeRow, items: Awaited<ReturnType<typeof repo.findItems>>): ConstructionRecord {
  return {
    id: r.id,
    applyNo: r.apply_no,
    noticeNo: r.notice_no,
    unitId: r.unit_id,
    unitName: r.unit_name,
    unitUscc: r.unit_uscc,
    workType: r.work_type as WorkType,
    licenceItem: r.licence_item as LicenceItem,
    licenceLevel: r.licence_level,
    licenceNo: r.licence_no,
    licenceValidTo: r.licence_valid_to,
    typeCode: r.type_code,
    catalogueCode: r.catalogue_code,
    useUnitName: r.use_unit_name,
    useUscc: r.use_uscc,
    useUnitId: r.use_unit_id ?? '',
    areaCode: r.area_code,
    address: r.address,
    siteManager: r.site_manager,
    siteManagerMobile: r.site_manager_mobile,
    plannedStart: r.planned_start,
    plannedEnd: r.planned_end,
    supervisionBody: r.supervision_body,
    remark: r.remark,
    items: items.filter((i) => i.notice_id === r.id).map((i) => ({ equipmentId: i.equipment_id ?? '', ...productOf(i), levelValue: i.level_value })),
    registryName: r.registry_name,
    state: r.state as ConstructionState,
    submittedAt: r.submitted_at,
    receivedAt: r.received_at,
    completionDate: r.completion_date,
    cancelReason: r.cancel_reason,
    ...decisionAndStampsOf(r),
  };
}

async function withItems(ctx: AppContext, rows: repo.NoticeRow[]): Promise<ConstructionRecord[]> {
  const items = await repo.findItems(ctx.db, idsOf(rows));
  return rows.map((r) => toRecord(r, items));
}

const documentCheck = (ctx: AppContext, id: string) =>
  checkRequiredDocuments(
    ctx,
    'construction',
    id,
    requiredConstructionDocuments().map((k) => ({ kind: k, label: CONSTRUCTION_DOCUMENTS[k as keyof typeof CONSTRUCTION_DOCUMENTS].label })),
  );

const filing = defineFiling<Row, repo.NoticeRow, ConstructionRecord>({
  kind: 'construction',
  find: repo.findNotice,
  view: withItems,
  bizType: 'construction',
  documents: (ctx, r) => documentCheck(ctx, r.id),
});

/** The use unit sees a notice naming it once it has been filed. */
const namesUseUnit = (r: { use_unit_id: string | null; state: string; submitted_at: string | null }, unitId: string) =>
  r.use_unit_id === unitId && r.state !== 'draft' && !!r.submitted_at;

const page = async (ctx: AppContext, q: FindInput, who: repo.NoticeFilter['who']): Promise<Page<ConstructionRecord>> =>
  filing.page(ctx, q, await repo.findNoticePage(ctx.db, { state: q.state, workType: q.workType, keyword: q.keyword, who }, (q.pageNo - 1) * q.pageSize, q.pageSize));

export const listOwn = (ctx: AppContext, s: SessionContext, q: FindInput) => page(ctx, q, { unitId: s.unitId });
/** The notices the unit filed, and those that name it as the use unit. */
export const listInvolving = (ctx: AppContext, s: SessionContext, q: FindInput) => page(ctx, q, { involving: s.unitId });

export const getVisible = (ctx: AppContext, s: SessionContext, id: string): Promise<ConstructionRecord> =>
  filing.getFor(ctx, id, (row) => row.unit_id === s.unitId || namesUseUnit(row, s.unitId));

const deviceName = (i: { deviceCode: string; productName: string }) => i.deviceCode || i.productName;

/**
 * Checks what the form alone cannot, on every save and again on submission: the unit's licence is
 * approved, in force today and holds the item and level; the variety and place exist; a registry
 * covers the place; for 改造 and 重大修理 every device is a registered device of the use unit, for 安装
 * none is registered already. Answers the registry, the licence and the use unit's id.
 */
async function checkForm(ctx: AppContext, s: SessionContext, f: ConstructionForm) {
  const today = chinaToday();
  const licence = await findValidLicence(ctx, s.unitId, today);
  if (!licence) throw businessError('本单位没有在有效期内的安装改造修理许可：请先在“单位信息维护”中申报许可，经登记机关审核通过后再办理施工告知');
  if (!licence.items.some((e) => e.item === f.licenceItem && e.level === f.licenceLevel))
    throw businessError(`本单位许可证${licence.licenceNo}不含${licenceItemText(f.licenceItem, f.licenceLevel)}`);
  const choices = await loadChoices(ctx);
  const variety = choices.catalogue.get(f.catalogueCode);
  if (!variety?.leaf || variety.root[0] !== LICENCE_ITEMS[f.licenceItem].category) throw badInput('设备品种不正确');
  const area = choices.area.get(f.areaCode);
  if (!area) throw badInput('设备使用地点所在区域不正确');
  if (!area.leaf) throw badInput(`设备使用地点所在区域：${MSG.lastLevel}`);
  const registry = await registryFor(ctx, f.areaCode);
  if (!registry) throw businessError('设备使用地点所在区域没有登记机关，请核对使用地点');
  const useUnitId = await findUnitIdByUscc(ctx, f.useUscc);
  const codes = f.items.map((i) => i.deviceCode).filter(Boolean);
  const devices = useUnitId ? await repo.findUnitDevices(ctx.db, useUnitId, codes) : [];
  const byCode = new Map(devices.map((d) => [d.device_code, d]));
  if (f.workType !== 'install') {
    if (!useUnitId) throw businessError(`${WORK_TYPES[f.workType]}的设备须是使用单位在本平台登记的设备：未找到统一社会信用代码为${f.useUscc}的使用单位`);
    for (const i of f.items) {
      const d = byCode.get(i.deviceCode);
      if (!d || !['registered', 'stopped'].includes(d.reg_state) || d.type_code[0] !== f.catalogueCode[0])
        throw businessError(`使用单位没有设备代码为${i.deviceCode}的已登记${EQUIPMENT_TYPE_NAMES[`${f.catalogueCode[0]}000` as EquipmentTypeCode] ?? '设备'}，请核对设备代码`);
    }
  } else
    for (const i of f.items) {
      const d = byCode.get(i.deviceCode);
      if (d && d.reg_state !== 'unregistered') throw businessError(`设备${deviceName(i)}在使用单位${regStateLabel(d.reg_state)}，安装告知只适用于新设备`);
    }
  return { registry, licence, useUnitId };
}

const formColumns = (f: ConstructionForm, licence: { licenceNo: string; validTo: string }, useUnitId: string | null, registryId: string) => ({
  registry_id: registryId,
  work_type: f.workType,
  licence_item: f.licenceItem,
  licence_level: f.licenceLevel,
  licence_no: licence.licenceNo,
  licence_valid_to: licence.validTo,
  type_code: `${f.catalogueCode[0]}000`,
  catalogue_code: f.catalogueCode,
  use_unit_name: f.useUnitName,
  use_uscc: f.useUscc,
  use_unit_id: useUnitId,
  area_code: f.areaCode,
  address: f.address,
  site_manager: f.siteManager,
  site_manager_mobile: f.siteManagerMobile,
  planned_start: f.plannedStart,
  planned_end: f.plannedEnd,
  supervision_body: f.supervisionBody,
  remark: f.remark,
});

const itemsOf = (f: ConstructionForm) =>
  f.items.map((i) => ({
    equipment_id: null,
    device_code: i.deviceCode,
    product_name: i.productName,
    model: i.model,
    product_no: i.productNo,
    manufacturer: i.manufacturer,
    manufacture_date: i.manufactureDate,
    level_value: i.levelValue,
  }));

/** The form as a saved notice holds it, to check it again on submission. */
function formOf(r: repo.NoticeRow, items: Awaited<ReturnType<typeof repo.findItems>>): ConstructionForm {
  const rec = toRecord(r, items);
  return { ...rec, items: rec.items.map(({ equipmentId: _e, ...i }) => i) };
}

/** A new notice is saved as a draft first, so its documents can be uploaded to it; a draft or returned one may be changed. */
export async function saveNotice(ctx: AppContext, s: SessionContext, input: SaveInput, ip: string): Promise<ConstructionRecord> {
  const { id, version, ...form } = input;
  const { registry, licence, useUnitId } = await checkForm(ctx, s, form);
  const now = nowIso();
  if (!id)
    return filing.create(ctx, s, ip, {
      detail: { workType: form.workType },
      insert: async (tx) => {
        const noticeId = newId();
        await repo.insertNotice(
          tx.db,
          {
            id: noticeId,
            apply_no: await nextApplyNo(tx, 'SG'),
            notice_no: '',
            unit_id: s.unitId,
            ...formColumns(form, licence, useUnitId, registry.id),
            ...newDraft(s.userId),
            submitted_at: null,
            received_at: null,
            reviewed_at: null,
          },
          itemsOf(form),
        );
        return noticeId;
      },
    });
  const row = await filing.findOwn(ctx, s, id);
  filing.assertEditable(row, version);
  return filing.update(ctx, id, async (tx) => {
    if (!(await repo.updateNotice(tx.db, id, row.version, { ...formColumns(form, licence, useUnitId, registry.id), updated_at: now }))) return false;
    await repo.replaceItems(tx.db, id, itemsOf(form));
    return true;
  });
}

export async function checkAttachments(ctx: AppContext, s: SessionContext, id: string) {
  await filing.findOwn(ctx, s, id);
  return documentCheck(ctx, id);
}

/** Submits the saved notice to the registry of the place of use, once its documents are there and its licence still holds. */
export async function commitNotice(ctx: AppContext, s: SessionContext, id: string, version: number, ip: string): Promise<ConstructionRecord> {
  const row = await filing.findOwn(ctx, s, id);
  filing.assertEditable(row, undefined, '提交');
  const { registry, licence, useUnitId } = await checkForm(ctx, s, formOf(row, await repo.findItems(ctx.db, [id])));
  return filing.submit(ctx, s, { ...row, version }, ip, {
    // A resubmission starts over: the last return stays in the flow log only.
    set: { ...notReviewed, registry_id: registry.id, licence_no: licence.licenceNo, licence_valid_to: licence.validTo, use_unit_id: useUnitId, submitted_at: nowIso() },
  });
}

/** The unit takes a submission back into its drafts, until the registry has received it. */
export const withdrawNotice = (ctx: AppContext, s: SessionContext, id: string, version: number, ip: string) => filing.withdraw(ctx, s, { id, version }, ip);

/** Only a draft never submitted can be deleted; a notice once filed is cancelled instead, so its record stays. */
export const deleteNotice = (ctx: AppContext, s: SessionContext, id: string) =>
  filing.remove(ctx, s, id, { hint: '已提交过的告知如不再施工，请作废', remove: (tx) => repo.deleteNotice(tx.db, id) });

/**
 * Whether the notice may be cancelled now (spec checkBcwCancell): a draft, a returned notice or a
 * received one whose work has not been reported completed; one waiting for the registry is withdrawn first.
 */
function cancelProblem(state: string): string {
  if (state === 'submitted') return '该告知正等待登记机关接收，请先撤回后再作废';
  if (state === 'completed') return '施工已完成，不能作废';
  if (state === 'cancelled') return '该告知已作废';
  return '';
}

/** Why the notice cannot be cancelled now, or '': its state, or a supervision inspection the body has accepted. */
async function cancelBlocker(ctx: AppContext, row: { id: string; state: string }): Promise<string> {
  const problem = cancelProblem(row.state);
  if (problem) return problem;
  const started = await repo.findStartedSupervision(ctx.db, row.id);
  return started ? `监督检验（申请${started}）已开始，不能作废` : '';
}

export async function checkCancellable(ctx: AppContext, s: SessionContext, id: string) {
  const reason = await cancelBlocker(ctx, await filing.findOwn(ctx, s, id));
  return { cancellable: !reason, reason };
}

/** Where a notice opens, for the unit that filed it and for the use unit it names. */
const detailLink = (r: { id: string }) => `/construction/detail?id=${r.id}`;

/** A message to every main account of the use unit a notice names, which opens the notice. */
async function tellUseUnit(tx: AppContext, r: { id: string; use_unit_id: string | null }, title: string, content: string): Promise<void> {
  if (r.use_unit_id) await messageUnit(tx, r.use_unit_id, 'main', title, content, detailLink(r));
}

const what = (r: { work_type: string; apply_no: string; notice_no: string }) => `${WORK_TYPES[r.work_type as WorkType]}告知${r.notice_no || r.apply_no}`;

/** Cancels a notice with a reason; a received one gives its devices back (an installed device is no longer 已告知) and the use unit is told. */
export async function cancelNotice(ctx: AppContext, s: SessionContext, input: z.output<typeof cancelConstructionInput>, ip: string): Promise<ConstructionRecord> {
  const row = await filing.findOwn(ctx, s, input.id);
  const problem = await cancelBlocker(ctx, row);
  if (problem) throw businessError(problem);
  return filing.act(ctx, s, { ...input, opinion: input.reason }, 'cancel', ip, {
    set: { cancel_reason: input.reason },
    effect: async (tx, r) => {
      if (r.state !== 'received' && !r.received_at) return;
      if (r.work_type === 'install') for (const i of await repo.findItems(tx.db, [r.id])) if (i.equipment_id) await unmarkNotified(tx, i.equipment_id, r.id);
      await releaseEquipment(tx, 'construction', r.id);
      await tellUseUnit(tx, r, '施工告知已作废', `${row.unit_name}的${what(r)}已作废。原因：${input.reason}。`);
    },
    detail: { reason: input.reason },
  });
}

/** The unit reports the work completed; the devices are free for the use unit's registration (an installed one stays 已告知 until registered). */
export async function completeNotice(ctx: AppContext, s: SessionContext, input: z.output<typeof completeConstructionInput>, ip: string): Promise<ConstructionRecord> {
  const row = await filing.findOwn(ctx, s, input.id);
  if (input.completionDate > chinaToday()) throw badInput('竣工日期不能晚于今天');
  if (row.received_at && input.completionDate < row.received_at.slice(0, 10)) throw badInput('竣工日期不能早于告知接收日期');
  return filing.act(ctx, s, input, 'complete', ip, {
    set: { completion_date: input.completionDate },
    effect: async (tx, r) => {
      await releaseEquipment(tx, 'construction', r.id);
      const next =
        r.work_type === 'install' ? '请在竣工后30日内取得施工单位移交的技术资料，并办理使用登记。' : '请在取得监督检验证书后，按规定办理变更登记或将资料存入设备安全技术档案。';
      await tellUseUnit(tx, r, '施工已完成', `${row.unit_name}的${what(r)}已于${input.completionDate}完成施工。${next}`);
    },
    detail: { completionDate: input.completionDate },
  });
}

/** The unit's received notices with their devices: the ones a supervision application (inspection module) can name. */
export async function receivedNotices(ctx: AppContext, unitId: string, q: { keyword: string; pageNo: number; pageSize: number }) {
  const { rows, count } = await repo.findNoticePage(ctx.db, { state: 'received', keyword: q.keyword, who: { unitId } }, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return {
    rows,
    count,
    items: await repo.findItems(ctx.db, idsOf(rows)),
  };
}

/** One notice of the unit with its devices; null when there is no such notice of the unit. */
export async function ownNoticeWithItems(ctx: AppContext, unitId: string, id: string) {
  const notice = await repo.findNotice(ctx.db, id);
  if (!notice || notice.unit_id !== unitId) return null;
  return { notice, items: await repo.findItems(ctx.db, [id]) };
}

/** A registry's queue: notices for places in its areas, once filed. */
export async function listQueue(ctx: AppContext, s: SessionContext, q: FindInput): Promise<Page<ConstructionRecord>> {
  return page(ctx, q, { scope: await dataScope(ctx.db, s) });
}

async function clerkSees(ctx: AppContext, s: SessionContext) {
  const inArea = await filedInScope(ctx.db, s);
  return (r: { unit_id: string; area_code: string; state: string; submitted_at: string | null }) => r.state !== 'draft' && !!r.submitted_at && inArea(r);
}

export const getForReview = async (ctx: AppContext, s: SessionContext, id: string): Promise<ConstructionRecord> => filing.getFor(ctx, id, await clerkSees(ctx, s));

/** 告知编号: GZ, the registry's area, the year and the registry's serial of that year. */
async function issueNoticeNo(tx: AppContext, registryId: string, registryArea: string): Promise<string> {
  const year = chinaToday().slice(0, 4);
  return `GZ${registryArea}${year}${String(await allocateSerial(tx, `notice:${registryId}:${year}`)).padStart(5, '0')}`;
}

/**
 * On receipt the devices are taken for the work: an installed device goes on the use unit's books as
 * 已告知 (its record made from the notice when the unit has none), a device to be modified or repaired
 * carries the notice as its request under way, so no other request starts on it until the work is done.
 */
async function takeDevices(tx: AppContext, r: Row, noticeNo: string): Promise<void> {
  if (!r.use_unit_id) return;
  const items = await repo.findItems(tx.db, [r.id]);
  const ids: string[] = [];
  if (r.work_type === 'install') {
    const installer = await findUnitName(tx, r.unit_id);
    for (const i of items) {
      const equipmentId = await markNotified(
        tx,
        {
          unitId: r.use_unit_id,
          typeCode: r.type_code,
          catalogueCode: r.catalogue_code,
          ...productOf(i),
          installer,
          areaCode: r.area_code,
          address: r.address,
        },
        r.id,
      );
      await repo.linkItem(tx.db, r.id, i.seq, equipmentId);
      ids.push(equipmentId);
    }
  } else {
    const devices = await repo.findUnitDevices(
      tx.db,
      r.use_unit_id,
      items.map((i) => i.device_code),
    );
    for (const i of items) {
      const d = devices.find((e) => e.device_code === i.device_code);
      if (!d) throw businessError(`使用单位已没有设备代码为${i.device_code}的设备，请退回告知`);
      await repo.linkItem(tx.db, r.id, i.seq, d.id);
      ids.push(d.id);
    }
  }
  await holdEquipment(tx, ids, { kind: 'construction', id: r.id, no: noticeNo });
}

/** A registry clerk receives a notice (it gets its number, the work may start) or returns it with a reason. */
export async function decide(ctx: AppContext, s: SessionContext, input: z.output<typeof decideConstructionInput>, ip: string): Promise<ConstructionRecord> {
  const sees = await clerkSees(ctx, s);
  const { action, opinion } = input;
  const now = nowIso();
  let noticeNo = '';
  const row = await repo.findNotice(ctx.db, input.id);
  if (row && action === 'receive' && !(await findValidLicence(ctx, row.unit_id, chinaToday()))) throw businessError('该施工单位的安装改造修理许可已不在有效期内，请退回告知');
  return filing.act(ctx, s, input, action, ip, {
    party: 'reviewer',
    guard: sees,
    set: action === 'receive' ? { ...reviewedBy(s, opinion), received_at: now } : reviewedBy(s, opinion),
    effect: async (tx, r) => {
      if (action !== 'receive') return;
      noticeNo = await issueNoticeNo(tx, r.registry_id, await repo.findRegistryArea(tx.db, r.registry_id));
      await repo.setNoticeNo(tx.db, r.id, noticeNo);
      await takeDevices(tx, r, noticeNo);
      const installed = r.work_type === 'install' ? '设备已记入本单位设备信息，状态为“已告知”，竣工后请办理使用登记。' : '';
      await tellUseUnit(
        tx,
        r,
        '收到施工告知',
        `${row?.unit_name ?? ''}对本单位设备的${WORK_TYPES[r.work_type as WorkType]}告知已由登记机关接收，告知编号${noticeNo}。${installed}`,
      );
    },
    notice: (r) =>
      action === 'receive'
        ? { userId: r.created_by_id, title: '施工告知已接收', content: `您的施工告知${r.apply_no}已由登记机关接收，告知编号${noticeNo}，可按计划施工。` }
        : { userId: r.created_by_id, title: '施工告知被退回', content: `您的施工告知${r.apply_no}被退回。退回原因：${opinion}。请按要求修改后重新提交。` },
  });
}

/** Seen by the construction unit, by the use unit once filed, and by the registry clerks of the place once it reached them. */
const seesNotice = async (ctx: AppContext, s: SessionContext, row: Pick<Selectable<ConstructionNoticeTable>, 'unit_id' | 'use_unit_id' | 'state' | 'submitted_at' | 'area_code'>) =>
  row.unit_id === s.unitId || namesUseUnit(row, s.unitId) || (s.menuIds.has('registry.construction') && (await clerkSees(ctx, s))(row));

export const constructionRecordSpec: FlowRecordSpec = {
  table: 'construction_notices',
  subject: async (ctx, row: Selectable<ConstructionNoticeTable>) => `${await findUnitName(ctx, row.unit_id)} · ${WORK_TYPES[row.work_type as WorkType] ?? row.work_type}告知`,
  canSee: (s, row: Selectable<ConstructionNoticeTable>, ctx) => seesNotice(ctx, s, row),
  reviewerOf: reviewedIn('construction', 'registry.construction', '/registry/construction'),
  noticeLink: detailLink,
  waitingIn: async (ctx, s, state) => (await listQueue(ctx, s, findConstructionInput.parse({ pageSize: 1, state }))).count,
};

/** The construction unit uploads a notice's documents while it may still change it; the use unit and the registry read them. */
export const constructionAttachments = filing.files();

/** The notices a device was worked under, as its use-management record lists them (an installation's receipt set it 已告知). */
export async function findDeviceNotices(ctx: AppContext, equipmentId: string) {
  return (await repo.findDeviceNotices(ctx.db, equipmentId)).map((n) => ({
    kind: 'construction' as const,
    id: n.id,
    no: n.notice_no || n.apply_no,
    label: `${WORK_TYPES[n.work_type as WorkType]}告知`,
    state: n.state,
    stateLabel: filing.label(n.state),
    at: n.received_at ?? n.updated_at,
    decisive: n.work_type === 'install' && !!n.received_at && n.state !== 'cancelled',
  }));
}

import {
  OUT_OF_SERVICE,
  SUPERVISION_KIND_OF_WORK,
  isSupervision,
  needsOpinionLetter,
  type InspectionApplyForm,
  type InspectionApplyRecord,
  type Page,
  type saveInspectionApplyInput,
  type saveSupervisionApplyInput,
  type supervisableNoticesInput,
  type SupervisableNotice,
  type SupervisionApplyForm,
  type WorkType,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badInput, businessError, notFound } from '../../platform/http/errors';
import { chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { assertDocumentsComplete } from '../attachment/service';
import { ownNoticeWithItems, receivedNotices } from '../construction/service';
import { checkCode } from '../sms/service';
import { getUnitProfile } from '../unit/service';
import { nextApplyNo } from '../use-regist/service';
import { agentFiling, tellPrincipalOfFiling } from '../entrust/service';
import { notReviewed } from '../workflow/service';
import { assertMayChange, documentCheck, draftRow, filing, formColumns, hold, type FilingColumns } from './common';
import * as repo from './repo';

/**
 * What the form alone cannot check: the body is on the portal, every device is the unit's own, in service, and not
 * held by another open application. Answers the device lines with their due dates and opinion-letter flags.
 */
async function checkForm(ctx: AppContext, unitId: string, f: InspectionApplyForm, selfId = ''): Promise<repo.NewItem[]> {
  if (!(await repo.findOrg(ctx.db, f.orgId))) throw badInput('请选择检验机构');
  const found = await repo.findEquipment(ctx.db, f.equipmentIds);
  const byId = new Map(found.map((e) => [e.id, e]));
  const today = chinaToday();
  const holders = await repo.findHolders(ctx.db, f.equipmentIds, selfId);
  return f.equipmentIds.map((id) => {
    const e = byId.get(id);
    if (!e || e.unit_id !== unitId) throw notFound('设备');
    if ((OUT_OF_SERVICE as readonly string[]).includes(e.use_status)) throw businessError('已停用、报废或注销的设备不能报检');
    const holder = holders.get(id);
    if (holder) throw businessError(`所选设备已在报检申请${holder}中，不能重复报检`);
    return {
      equipment_id: id,
      type_code: e.type_code,
      catalogue_code: e.catalogue_code,
      device_code: e.device_code,
      cert_no: e.cert_no,
      product_name: e.product_name,
      address: e.address,
      due_date: e.next_inspection_date,
      needs_letter: needsOpinionLetter({ lastInspectionDate: e.last_inspection_date, nextInspectionDate: e.next_inspection_date }, today) ? 1 : 0,
    };
  });
}

/** The documents the unit's application needs now, and whether each is uploaded. */
export async function checkAttachments(ctx: AppContext, s: SessionContext, id: string) {
  const row = await filing.findOwn(ctx, s, id);
  return documentCheck(ctx, row.inspection_kind, id, await repo.findItems(ctx.db, [id]));
}

/** What a filing is made of besides its unit: the typed columns, and its devices. */
interface Filing {
  columns: FilingColumns;
  /** The devices as checked now, for the unit the application belongs to (`selfId`: the application itself). */
  lines: (unitId: string, selfId: string) => Promise<repo.NewItem[]>;
  /** The records it names, which an agent's authorisation must cover. */
  equipmentIds: readonly string[];
  /** A new application an agent files for its principal (委托申报). */
  entrustId?: string;
}

type FilingInput = { id?: string; version?: number; isCommit: boolean; authCode: string; isPc: boolean; contactMobile: string };

/**
 * Saves a new or existing application (spec isCommit: false keeps a draft, true submits it confirmed by the SMS
 * code sent to the contact's mobile, spec authCode). A new one is saved first: its stamped application is uploaded
 * to it before it can be submitted. Saving and submitting an existing one is one step of the engine.
 */
async function saveFiling(ctx: AppContext, s: SessionContext, input: FilingInput, content: Filing, ip: string): Promise<InspectionApplyRecord> {
  const { id, version, isCommit, authCode, isPc } = input;
  if (!id) {
    if (isCommit) throw businessError('请先保存申请并上传加盖公章的申请书，再提交');
    // An agent files for the principal: the application is the principal's, the agent is recorded beside it.
    const agent = content.entrustId ? await agentFiling(ctx, s, content.entrustId, 'inspection', content.equipmentIds) : null;
    const unitId = agent?.principalUnitId ?? s.unitId;
    const items = await content.lines(unitId, '');
    const unit = await getUnitProfile(ctx, unitId);
    return filing.create(ctx, s, ip, {
      detail: agent ? { entrustId: agent.entrustId } : undefined,
      insert: async (tx) => {
        const draft = draftRow({ id: newId(), applyNo: await nextApplyNo(tx, 'BJ'), unitId, unitName: unit.orgname, uscc: unit.uscc, by: s.userId }, content.columns, isPc);
        await repo.insertApply(tx.db, { ...draft, agent_unit_id: agent?.agentUnitId ?? null, entrust_id: agent?.entrustId ?? null }, items, newId);
        return draft.id;
      },
    });
  }

  const row = await filing.findOwn(ctx, s, id);
  filing.assertEditable(row, version);
  if (isSupervision(row.inspection_kind) !== (content.columns.construction_id !== null)) throw badInput('申请类别不能更改');
  const items = await content.lines(await assertMayChange(ctx, s, row, content.equipmentIds), id);
  if (!isCommit)
    return filing.update(ctx, id, async (tx) => {
      if (!(await repo.updateApply(tx.db, id, row.version, { ...content.columns, is_pc: isPc ? 1 : 0, updated_at: nowIso() }))) return false;
      await repo.replaceItems(tx.db, id, items, newId);
      return true;
    });
  assertDocumentsComplete(await documentCheck(ctx, content.columns.inspection_kind, id, items));
  if (!authCode) throw badInput('请填写短信验证码');
  await checkCode(ctx, input.contactMobile, 'inspectApply', authCode, ip);
  return submitFiling(ctx, s, { id, version: row.version, isPc }, content, ip);
}

/**
 * Submits a saved application once the contact's phone is proven (saveFiling checks the SMS code). Its documents are
 * checked here against the devices as submitted now, not as saved, so the kit is given none to check.
 */
async function submitFiling(ctx: AppContext, s: SessionContext, at: { id: string; version: number; isPc: boolean }, content: Filing, ip: string): Promise<InspectionApplyRecord> {
  const { id, version, isPc } = at;
  const row = await filing.findOwn(ctx, s, id);
  const items = await content.lines(await assertMayChange(ctx, s, row, content.equipmentIds), id);
  assertDocumentsComplete(await documentCheck(ctx, content.columns.inspection_kind, id, items));
  return filing.submit(ctx, s, { ...row, version }, ip, {
    // A resubmission starts over: the last round's answer stays in the flow log only.
    set: { ...content.columns, is_pc: isPc ? 1 : 0, ...notReviewed, submitted_at: nowIso() },
    effect: async (tx, r) => {
      await repo.replaceItems(tx.db, id, items, newId);
      await hold(tx, id);
      if (r.agent_unit_id === s.unitId && r.entrust_id && r.unit_id)
        await tellPrincipalOfFiling(tx, { entrustId: r.entrust_id, principalUnitId: r.unit_id, agentUnitId: r.agent_unit_id }, `报检申请${r.apply_no}`);
    },
    detail: { devices: items.length, from: row.state },
  });
}

const periodicFiling = (ctx: AppContext, form: InspectionApplyForm, entrustId?: string): Filing => ({
  columns: formColumns(form),
  lines: (unitId, selfId) => checkForm(ctx, unitId, form, selfId),
  equipmentIds: form.equipmentIds,
  entrustId,
});

/** A periodic (or first, design-life, safety-assessment) inspection application of the unit's registered devices, or (委托申报) its principal's. */
export const saveApply = (
  ctx: AppContext,
  s: SessionContext,
  // entrustId may be left out by callers filing for their own unit (the demo seed).
  input: Omit<z.output<typeof saveInspectionApplyInput>, 'entrustId'> & { entrustId?: string },
  ip: string,
) => saveFiling(ctx, s, input, periodicFiling(ctx, input, input.entrustId || undefined), ip);

export const submitApply = (ctx: AppContext, s: SessionContext, input: InspectionApplyForm & { id: string; version: number; isPc: boolean }, ip: string) =>
  submitFiling(ctx, s, input, periodicFiling(ctx, input), ip);

/** The application on a notice that keeps another from being filed: any not refused, unless it ended with a failed device (then it is filed again). */
const blocksNotice = (a: { state: string; failed: number | string | null }) => a.state !== 'completed' || Number(a.failed ?? 0) === 0;

/**
 * A supervision application's devices: every device of the construction unit's received notice, as the notice
 * declares them (an installed device may have no record yet). The notice must still be under way, and have no other
 * application; a device with a record must not be held by another open application.
 */
type OwnNotice = NonNullable<Awaited<ReturnType<typeof ownNoticeWithItems>>>;

async function supervisionLines(ctx: AppContext, form: SupervisionApplyForm, { notice, items: devices }: OwnNotice, selfId: string): Promise<repo.NewItem[]> {
  if (!(await repo.findOrg(ctx.db, form.orgId))) throw badInput('请选择检验机构');
  if (notice.state !== 'received') throw businessError('只有登记机关已接收、尚未竣工或作废的施工告知可以申请监督检验');
  const other = (await repo.findSupervisions(ctx.db, [notice.id], selfId)).find(blocksNotice);
  if (other) throw businessError(`该施工告知已有监督检验申请${other.apply_no}`);
  const ids = devices.flatMap((d) => (d.equipment_id ? [d.equipment_id] : []));
  const holders = await repo.findHolders(ctx.db, ids, selfId);
  const held = ids.find((i) => holders.has(i));
  if (held) throw businessError(`施工告知中的设备已在报检申请${holders.get(held)}中，请待其检验完毕后再申请`);
  const records = new Map((await repo.findEquipment(ctx.db, ids)).map((e) => [e.id, e]));
  return devices.map((d) => ({
    equipment_id: d.equipment_id,
    type_code: notice.type_code,
    catalogue_code: notice.catalogue_code,
    device_code: d.device_code,
    cert_no: (d.equipment_id && records.get(d.equipment_id)?.cert_no) || '',
    product_name: d.product_name,
    address: notice.address,
    due_date: null,
    needs_letter: 0,
  }));
}

async function supervisionFiling(ctx: AppContext, s: SessionContext, form: SupervisionApplyForm): Promise<Filing> {
  const found = await ownNoticeWithItems(ctx, s.unitId, form.constructionId);
  if (!found) throw notFound('施工告知');
  const { notice } = found;
  return {
    columns: formColumns({ ...form, inspectionKind: SUPERVISION_KIND_OF_WORK[notice.work_type as WorkType] }, { constructionId: notice.id, useUnitId: notice.use_unit_id }),
    lines: (_unitId, selfId) => supervisionLines(ctx, form, found, selfId),
    equipmentIds: [],
  };
}

/** A supervision inspection application (监督检验) on one of the construction unit's received notices. */
export const saveSupervision = async (ctx: AppContext, s: SessionContext, input: z.output<typeof saveSupervisionApplyInput>, ip: string) =>
  saveFiling(ctx, s, input, await supervisionFiling(ctx, s, input), ip);

export const submitSupervision = async (ctx: AppContext, s: SessionContext, input: SupervisionApplyForm & { id: string; version: number; isPc: boolean }, ip: string) =>
  submitFiling(ctx, s, input, await supervisionFiling(ctx, s, input), ip);

/** The unit's received construction notices a supervision application can name, with the application already on each. */
export async function findSupervisable(ctx: AppContext, s: SessionContext, q: z.output<typeof supervisableNoticesInput>): Promise<Page<SupervisableNotice>> {
  const { rows, count, items: devices } = await receivedNotices(ctx, s.unitId, q);
  const applies = await repo.findSupervisions(ctx.db, idsOf(rows));
  return {
    list: rows.map((n) => ({
      id: n.id,
      noticeNo: n.notice_no,
      workType: n.work_type,
      inspectionKind: SUPERVISION_KIND_OF_WORK[n.work_type as WorkType],
      typeCode: n.type_code,
      catalogueCode: n.catalogue_code,
      useUnitName: n.use_unit_name,
      address: n.address,
      supervisionBody: n.supervision_body,
      plannedStart: n.planned_start,
      plannedEnd: n.planned_end,
      receivedAt: n.received_at,
      devices: devices.filter((d) => d.notice_id === n.id).map((d) => ({ deviceCode: d.device_code, productName: d.product_name, model: d.model, productNo: d.product_no })),
      openApplyNo: applies.find((a) => a.construction_id === n.id && blocksNotice(a))?.apply_no ?? '',
    })),
    count,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** assertMayChange for a saved application: an agent's authorisation must still cover its devices as filed. */
async function assertMayChangeFiled(ctx: AppContext, s: SessionContext, row: repo.ApplyRow): Promise<void> {
  await assertMayChange(
    ctx,
    s,
    row,
    (await repo.findItems(ctx.db, [row.id])).flatMap((i) => (i.equipment_id ? [i.equipment_id] : [])),
  );
}

/** The unit (or its agent, while in force) takes its application back (撤回) until the body has accepted it; the devices are free again. */
export async function revoke(ctx: AppContext, s: SessionContext, id: string, version: number, ip: string): Promise<InspectionApplyRecord> {
  await assertMayChangeFiled(ctx, s, await filing.findOwn(ctx, s, id));
  return filing.withdraw(ctx, s, { id, version }, ip, (tx) => repo.setHolding(tx.db, id, 0));
}

/** Only a draft never submitted can be deleted; once the body has seen it, its history stays. */
export const deleteApply = (ctx: AppContext, s: SessionContext, id: string): Promise<void> =>
  filing.remove(ctx, s, id, {
    hint: '已提交过的申请可修改后重新提交',
    check: (row) => assertMayChangeFiled(ctx, s, row),
    remove: (tx) => repo.deleteApply(tx.db, id),
  });

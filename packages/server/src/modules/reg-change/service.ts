import type { terminationApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import {
  FAILING_CONCLUSIONS,
  MSG,
  REG_CHANGE_DOCUMENTS,
  REG_CHANGE_FLOW,
  REG_CHANGE_KINDS,
  REG_CHANGE_OUTCOME,
  REG_STATES,
  USE_REGIST_FLOW,
  deadlineKindOf,
  kindsOf,
  regStateLabel,
  requiredRegChangeDocuments,
  type Page,
  type RegChangeForm,
  type RegChangeItem,
  type RegChangeGroup,
  type RegChangeKind,
  type RegChangeRecord,
  type RegChangeState,
  type UseManageRecord,
  type WorkCalendar,
  type confirmTransferInput,
  type decideRegChangeInput,
  findRegChangeInput,
  type saveRegChangeInput,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dataScope, filedInScope } from '../../platform/auth/scope';
import type { RegChangeTable } from '../../platform/db/schema';
import { badInput, businessError, notFound } from '../../platform/http/errors';
import { chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { checkRequiredDocuments } from '../attachment/service';
import { deadlineOn, isPastDeadline, loadCalendar } from '../calendar/service';
import { findDeviceNotices } from '../construction/service';
import { endEquipmentDocuments, issueEquipmentDocuments } from '../document/service';
import { firstCandidates } from '../equipment/candidates-service';
import { findVisible, holdEquipment, loadChoices, recordRegistration, releaseEquipment, type RegistrationDecision } from '../equipment/service';
import { endOnRecord } from '../maint-change/service';
import { findUnitIdByUscc, findUnitName } from '../unit/service';
import { registryFor } from '../registry/service';
import { nextApplyNo } from '../use-regist/service';
import { messageUnit } from '../user/service';
import { defineFiling, newDraft } from '../workflow/filing-service';
import { decisionAndStampsOf, reviewedIn, notReviewed, reviewedBy, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type SaveInput = z.output<typeof saveRegChangeInput>;
type FindInput = z.output<typeof findRegChangeInput>;
type Row = Selectable<RegChangeTable>;

const stateLabel = (state: string) => REG_CHANGE_FLOW.states[state as RegChangeState]?.label ?? state;
const groupOf = (kind: string) => REG_CHANGE_KINDS[kind as RegChangeKind]?.group;
/** Application numbers: BG for a change, ZX for a termination. */
const NO_PREFIX: Record<RegChangeGroup, string> = { change: 'BG', termination: 'ZX' };
const NOUN: Record<RegChangeGroup, string> = { change: '登记变更申请', termination: '停用注销报废申请' };

/** A device of an application, or one that may be named in it. */
const toItem = (e: Omit<Awaited<ReturnType<typeof repo.findItems>>[number], 'change_id'>): RegChangeItem => ({
  equipmentId: e.equipment_id,
  typeCode: e.type_code,
  deviceCode: e.device_code,
  productName: e.product_name,
  certNo: e.cert_no,
  address: e.address,
  useStatus: e.use_status,
  regState: e.reg_state,
});

function toRecord(r: repo.ChangeRow, items: Awaited<ReturnType<typeof repo.findItems>>, calendar: WorkCalendar): RegChangeRecord {
  const deadline = r.accepted_at ? deadlineOn(calendar, deadlineKindOf(r.kind as RegChangeKind), r.accepted_at) : null;
  return {
    id: r.id,
    changeNo: r.change_no,
    kind: r.kind as RegChangeKind,
    unitId: r.unit_id,
    unitName: r.unit_name,
    registryName: r.registry_name,
    areaCode: r.area_code,
    items: items.filter((i) => i.change_id === r.id).map(toItem),
    reason: r.reason,
    effectiveDate: r.effective_date,
    measures: r.measures,
    newAreaCode: r.new_area_code,
    newAddress: r.new_address,
    targetUscc: r.target_uscc,
    targetUnitId: r.target_unit_id ?? '',
    targetUnitName: r.target_unit_name ?? '',
    formerName: r.former_name,
    workUnit: r.work_unit,
    supervisionBody: r.supervision_body,
    allowedUntil: r.allowed_until,
    contactPerson: r.contact_person,
    contactPhone: r.contact_phone,
    state: r.state as RegChangeState,
    submittedAt: r.submitted_at,
    acceptedAt: r.accepted_at,
    deadline,
    overdue: r.state === 'accepted' && deadline !== null && isPastDeadline(deadline),
    ...decisionAndStampsOf(r),
  };
}

async function withItems(ctx: AppContext, rows: repo.ChangeRow[]): Promise<RegChangeRecord[]> {
  const [items, calendar] = await Promise.all([repo.findItems(ctx.db, idsOf(rows)), loadCalendar(ctx)]);
  return rows.map((r) => toRecord(r, items, calendar));
}

const filing = defineFiling<Row, repo.ChangeRow, RegChangeRecord>({
  kind: 'regChange',
  find: repo.findChange,
  view: withItems,
  bizType: 'regChange',
  documents: (ctx, r) => documentCheck(ctx, r.id, r.kind as RegChangeKind),
});

/** The caller's own application filed on this form (a termination is not read as a change); anything else does not exist. */
async function findOwn(ctx: AppContext, s: SessionContext, group: RegChangeGroup, id: string): Promise<repo.ChangeRow> {
  const row = await repo.findChange(ctx.db, id);
  if (!row || !filing.ownedBy(s, row) || groupOf(row.kind) !== group) throw notFound(NOUN[group]);
  return row;
}

const page = async (ctx: AppContext, q: FindInput, kinds: readonly string[], who: repo.ChangeFilter['who']): Promise<Page<RegChangeRecord>> =>
  filing.page(ctx, q, await repo.findChangePage(ctx.db, { state: q.state, kind: q.kind, kinds, keyword: q.keyword, who }, (q.pageNo - 1) * q.pageSize, q.pageSize));

export const listOwn = (ctx: AppContext, s: SessionContext, group: RegChangeGroup, q: FindInput) => page(ctx, q, kindsOf(group), { unitId: s.unitId });

/** The unit's own application, or a 过户 it is asked to receive. */
export async function getOwn(ctx: AppContext, s: SessionContext, group: RegChangeGroup, id: string): Promise<RegChangeRecord> {
  const row = await repo.findChange(ctx.db, id);
  const receiving = row?.target_unit_id === s.unitId && row.state !== 'draft';
  if (!row || groupOf(row.kind) !== group || (row.unit_id !== s.unitId && !receiving)) throw notFound(NOUN[group]);
  return (await withItems(ctx, [row]))[0];
}

/** The unit's devices that may take this kind of application now. */
export async function findCandidates(ctx: AppContext, s: SessionContext, kind: RegChangeKind, keyword: string) {
  return (await firstCandidates(ctx, s, `regChange.${kind}`, { keyword }, 100)).map((e) => toItem({ ...e, equipment_id: e.id }));
}

/** Whether a device may not restart yet: its periodic inspection has lapsed, or the last one failed (TSG 08-2026). */
const inspectionLapsed = (e: { next_inspection_date: string | null; last_conclusion: string }, today: string) =>
  !e.next_inspection_date || e.next_inspection_date < today || (FAILING_CONCLUSIONS as readonly string[]).includes(e.last_conclusion);

const equipmentName = (e: { device_code: string; product_name: string }) => e.device_code || e.product_name;

/**
 * Checks what the form alone cannot: the devices are the unit's and in a state this kind applies to,
 * one registry decides for all of them, and the kind's own rules (a relocation stays with the
 * registry, a transfer names a unit of the portal, a rename follows a name change, a restart needs a
 * valid inspection). Answers the registry, the district and the receiving unit.
 */
async function checkForm(ctx: AppContext, s: SessionContext, group: RegChangeGroup, f: RegChangeForm) {
  const rule = REG_CHANGE_KINDS[f.kind];
  if (rule.group !== group) throw badInput('办理事项不正确');
  const eqs = await repo.findEquipmentBriefs(ctx.db, f.equipmentIds);
  if (eqs.length !== f.equipmentIds.length || eqs.some((e) => e.unit_id !== s.unitId)) throw notFound('设备');
  for (const e of eqs)
    if (!(rule.from as readonly string[]).includes(e.reg_state))
      throw businessError(`设备${equipmentName(e)}${REG_STATES[e.reg_state as keyof typeof REG_STATES] ?? e.reg_state}，不能办理${rule.label}`);
  // Once per district, not per device: an application may list up to 200.
  const registries = await Promise.all([...new Set(eqs.map((e) => e.area_code))].map((area) => registryFor(ctx, area)));
  const registry = registries[0];
  if (!registry || registries.some((r) => r?.id !== registry.id)) throw businessError('所选设备不属于同一登记机关，请按登记机关分别申请');
  const today = chinaToday();
  let targetUnitId: string | null = null;
  if (f.kind === 'relocate') {
    const area = (await loadChoices(ctx)).area.get(f.areaCode);
    if (!area) throw badInput('移装后的使用地点所在区域不正确');
    if (!area.leaf) throw badInput(`移装后的使用地点所在区域：${MSG.lastLevel}`);
    if ((await registryFor(ctx, f.areaCode))?.id !== registry.id) throw businessError('移装到其他登记机关的辖区：请先向本登记机关申请注销，再向迁入地登记机关申请使用登记');
  }
  if (f.kind === 'transfer') {
    targetUnitId = await findUnitIdByUscc(ctx, f.targetUscc);
    if (!targetUnitId) throw businessError('受让单位尚未在本平台注册，请受让单位先注册账号后再申请过户');
    if (targetUnitId === s.unitId) throw businessError('受让单位不能是本单位');
  }
  if (f.kind === 'rename' && f.formerName === (await findUnitName(ctx, s.unitId)))
    throw businessError('单位名称尚未变更：请先在“单位信息维护”中办理单位名称变更，审核通过后再申请使用单位更名');
  if (f.kind === 'restart') {
    const lapsed = eqs.find((e) => inspectionLapsed(e, today));
    if (lapsed)
      throw businessError(`设备${equipmentName(lapsed)}的定期检验已超期或不合格（下次检验日期：${lapsed.next_inspection_date || '无'}），请先申请定期检验，检验合格后再申请启用`);
  }
  return { eqs, registry, areaCode: eqs[0].area_code, targetUnitId };
}

const formColumns = (f: RegChangeForm, targetUnitId: string | null) => ({
  kind: f.kind,
  reason: f.reason,
  effective_date: f.effectiveDate,
  measures: f.measures,
  new_area_code: f.kind === 'relocate' ? f.areaCode : '',
  new_address: f.kind === 'relocate' || f.kind === 'address' ? f.address : '',
  target_uscc: f.kind === 'transfer' ? f.targetUscc : '',
  target_unit_id: targetUnitId,
  former_name: f.kind === 'rename' ? f.formerName : '',
  work_unit: f.kind === 'modify' ? f.workUnit : '',
  supervision_body: f.kind === 'modify' ? f.supervisionBody : '',
  allowed_until: f.kind === 'designLife' ? f.allowedUntil : '',
  contact_person: f.contactPerson,
  contact_phone: f.contactPhone,
});

const itemsOf = (eqs: { id: string; cert_no: string }[]) => eqs.map((e) => ({ equipment_id: e.id, cert_no: e.cert_no }));

/** The documents the application's kind needs, and whether each is uploaded. */
const documentCheck = (ctx: AppContext, id: string, kind: RegChangeKind) =>
  checkRequiredDocuments(
    ctx,
    'regChange',
    id,
    requiredRegChangeDocuments(kind).map((k) => ({ kind: k, label: REG_CHANGE_DOCUMENTS[k].label })),
  );

export async function checkAttachments(ctx: AppContext, s: SessionContext, group: RegChangeGroup, id: string) {
  const row = await findOwn(ctx, s, group, id);
  return documentCheck(ctx, id, row.kind as RegChangeKind);
}

/**
 * Saves a new or existing application (spec isCommit: false keeps a draft, true submits it; a 过户
 * goes to the receiving unit first). A new one is saved first so its documents can be uploaded to
 * it. Its devices are held from the first save: no other request can start on them meanwhile.
 */
export async function saveChange(ctx: AppContext, s: SessionContext, group: RegChangeGroup, input: SaveInput, ip: string): Promise<RegChangeRecord> {
  const { id, version, isCommit, ...form } = input;
  if (!id) {
    if (isCommit) throw businessError('请先保存申请并上传所需材料，再提交');
    const { eqs, registry, areaCode, targetUnitId } = await checkForm(ctx, s, group, form);
    return filing.create(ctx, s, ip, {
      detail: { kind: form.kind, equipmentIds: form.equipmentIds },
      insert: async (tx) => {
        const changeId = newId();
        const changeNo = await nextApplyNo(tx, NO_PREFIX[group]);
        await holdEquipment(tx, form.equipmentIds, { kind: 'regChange', id: changeId, no: changeNo });
        await repo.insertChange(
          tx.db,
          {
            id: changeId,
            change_no: changeNo,
            unit_id: s.unitId,
            registry_id: registry.id,
            area_code: areaCode,
            ...formColumns(form, targetUnitId),
            ...newDraft(s.userId),
            submitted_at: null,
            accepted_at: null,
            reviewed_at: null,
          },
          itemsOf(eqs),
        );
        return changeId;
      },
    });
  }

  const row = await findOwn(ctx, s, group, id);
  if (row.kind !== form.kind) throw businessError('申请的办理事项不能更改；如需办理其他事项，请新建申请');
  filing.assertEditable(row, version);
  const { eqs, registry, areaCode, targetUnitId } = await checkForm(ctx, s, group, form);
  const fields = { ...formColumns(form, targetUnitId), registry_id: registry.id, area_code: areaCode };
  const keepItems = async (tx: AppContext) => {
    await holdEquipment(tx, form.equipmentIds, { kind: 'regChange', id, no: row.change_no });
    await releaseEquipment(tx, 'regChange', id, form.equipmentIds);
    await repo.replaceItems(tx.db, id, itemsOf(eqs));
  };
  if (!isCommit)
    return filing.update(ctx, id, async (tx) => {
      if (!(await repo.updateChange(tx.db, id, row.version, { ...fields, updated_at: nowIso() }))) return false;
      await keepItems(tx);
      return true;
    });
  const transfer = form.kind === 'transfer';
  return filing.submit(ctx, s, row, ip, {
    action: transfer ? 'offer' : 'submit',
    // A resubmission starts over: the last round's acceptance and decision stay in the flow log only.
    set: { ...fields, ...notReviewed, accepted_at: null, submitted_at: nowIso() },
    effect: async (tx, r) => {
      await keepItems(tx);
      if (transfer && r.target_unit_id)
        await tellBuyer(
          tx,
          r.target_unit_id,
          r,
          '有待确认的设备过户',
          `${await findUnitName(tx, r.unit_id)}申请将设备过户给本单位（${r.change_no}），请在“登记变更”中确认或不同意。`,
        );
    },
  });
}

/** Where a change opens for its units (the buyer of a 过户 too): the page of its group. */
const changeLink = (r: { id: string; kind: string }) =>
  `${REG_CHANGE_KINDS[r.kind as RegChangeKind]?.group === 'termination' ? '/company-service/termination-application-detail' : '/company-service/change-detail'}?id=${r.id}`;

/** A message to every main account of the receiving unit of a 过户, which opens the change. */
const tellBuyer = (tx: AppContext, unitId: string, r: { id: string; kind: string }, title: string, content: string) =>
  messageUnit(tx, unitId, 'main', title, content, changeLink(r));

/** The unit takes a submission back into its drafts, until the registry has accepted it. */
export async function withdrawChange(ctx: AppContext, s: SessionContext, group: RegChangeGroup, id: string, version: number, ip: string): Promise<RegChangeRecord> {
  await findOwn(ctx, s, group, id);
  return filing.withdraw(ctx, s, { id, version }, ip);
}

/** Only a draft never submitted can be deleted; its devices are free again. */
export async function deleteChange(ctx: AppContext, s: SessionContext, group: RegChangeGroup, id: string): Promise<void> {
  await findOwn(ctx, s, group, id);
  await filing.remove(ctx, s, id, {
    hint: '已提交过的申请可修改后重新提交',
    remove: async (tx) => {
      await releaseEquipment(tx, 'regChange', id);
      return repo.deleteChange(tx.db, id);
    },
  });
}

/** The transfers offered to the caller's unit. */
export const listIncoming = (ctx: AppContext, s: SessionContext, q: FindInput) => page(ctx, q, ['transfer'], { targetUnitId: s.unitId });

/** The receiving unit confirms a 过户 (it goes on to the registry) or declines it with a reason (back to the old unit). */
export async function confirmTransfer(ctx: AppContext, s: SessionContext, input: z.output<typeof confirmTransferInput>, ip: string): Promise<RegChangeRecord> {
  const { action, opinion } = input;
  return filing.act(ctx, s, input, action, ip, {
    party: 'counterparty',
    guard: (r) => r.target_unit_id === s.unitId && r.state !== 'draft',
    // A refusal is what the old unit reads on its returned application, as it would a registry's.
    set: action === 'decline' ? { opinion: `受让单位不同意：${opinion}` } : {},
    notice: (r) =>
      action === 'confirm'
        ? { userId: r.created_by_id, title: '受让单位已确认过户', content: `您的过户申请${r.change_no}已由受让单位确认，已提交登记机关受理。` }
        : { userId: r.created_by_id, title: '受让单位不同意过户', content: `您的过户申请${r.change_no}受让单位不同意。原因：${opinion}。请核对后修改或删除该申请。` },
  });
}

/** A registry's queue: changes and terminations submitted in its areas. */
export async function listQueue(ctx: AppContext, s: SessionContext, q: FindInput): Promise<Page<RegChangeRecord>> {
  return page(ctx, q, Object.keys(REG_CHANGE_KINDS), { scope: await dataScope(ctx.db, s) });
}

/** Whether a registry clerk may see an application: it has reached the registry, in the clerk's areas. */
async function clerkSees(ctx: AppContext, s: SessionContext) {
  const inArea = await filedInScope(ctx.db, s);
  return (r: { unit_id: string; area_code: string; state: string; submitted_at: string | null }) => !['draft', 'confirming'].includes(r.state) && !!r.submitted_at && inArea(r);
}

export const getForReview = async (ctx: AppContext, s: SessionContext, id: string): Promise<RegChangeRecord> => filing.getFor(ctx, id, await clerkSees(ctx, s));

/** Change registrations after which the registry issues a new certificate and use mark (the old ones read 已变更). */
const REISSUED: readonly RegChangeKind[] = ['modify', 'relocate', 'transfer', 'rename', 'address', 'designLife'];

/**
 * What an approval writes on each device, in the registry's transaction: the new place, the new unit
 * or the new states, marked as set by this decision; the devices are then free for other requests.
 */
async function applyChange(tx: AppContext, s: SessionContext, r: Row): Promise<void> {
  const kind = r.kind as RegChangeKind;
  const outcome = REG_CHANGE_OUTCOME[kind];
  const items = await repo.findItems(tx.db, [r.id]);
  const transfer =
    kind === 'transfer' && r.target_unit_id ? { fromName: await findUnitName(tx, r.unit_id), toId: r.target_unit_id, toName: await findUnitName(tx, r.target_unit_id) } : undefined;
  for (const item of items) {
    const fields: RegistrationDecision['fields'] = {};
    if (kind === 'relocate') Object.assign(fields, { areaCode: r.new_area_code, address: r.new_address });
    if (kind === 'address') fields.address = r.new_address;
    if (outcome) fields.useStatus = outcome.useStatus;
    const by = { id: s.userId, name: s.userName };
    await recordRegistration(tx, item.equipment_id, { decisionId: r.id, regState: outcome?.regState ?? item.reg_state, by, fields, transfer });
    if (transfer) await endOnRecord(tx, item.equipment_id, { kind: 'transfer', to: { unitId: transfer.toId, name: transfer.toName } }, by);
    if (REISSUED.includes(kind)) await issueEquipmentDocuments(tx, { equipmentId: item.equipment_id, sourceKind: 'regChange', sourceId: r.id, by });
    if (kind === 'cancel' || kind === 'scrap') {
      await endEquipmentDocuments(tx, item.equipment_id);
      await endOnRecord(tx, item.equipment_id, { kind }, by);
    }
  }
  if (transfer) await tellBuyer(tx, transfer.toId, r, '设备过户已办结', `${transfer.fromName}的过户申请${r.change_no}已审核通过，设备已转入本单位，请在设备信息中核对。`);
}

/**
 * A registry clerk's step: accept (the clock starts), return or refuse with a reason, or approve, which
 * writes the change onto the devices in the same transaction. The unit hears of each in its message centre.
 */
export async function decide(ctx: AppContext, s: SessionContext, input: z.output<typeof decideRegChangeInput>, ip: string): Promise<RegChangeRecord> {
  const sees = await clerkSees(ctx, s);
  const now = nowIso();
  const { action, opinion } = input;
  return filing.act(ctx, s, input, action, ip, {
    party: 'reviewer',
    guard: sees,
    set: { ...reviewedBy(s, opinion), ...(action === 'accept' ? { accepted_at: now } : {}) },
    effect: async (tx, r) => {
      if (action === 'approve') await applyChange(tx, s, r);
      if (action === 'approve' || action === 'refuse') await releaseEquipment(tx, 'regChange', r.id);
    },
    notice: (r) => {
      const what = `您的${REG_CHANGE_KINDS[r.kind as RegChangeKind].label}申请${r.change_no}`;
      if (action === 'accept') return { userId: r.created_by_id, title: '申请已受理', content: `${what}已受理，登记机关将在法定期限内作出决定。` };
      if (action === 'return') return { userId: r.created_by_id, title: '申请被退回', content: `${what}被退回。退回原因：${opinion}。请按要求修改后重新提交。` };
      if (action === 'refuse') return { userId: r.created_by_id, title: '申请不予受理', content: `${what}不予受理。原因：${opinion}。` };
      const reissued = REISSUED.includes(r.kind as RegChangeKind) ? '，新的使用登记证与使用标志可在设备详情中下载' : '';
      return { userId: r.created_by_id, title: '申请已审核通过', content: `${what}已审核通过，已写入设备的登记信息${reissued}。` };
    },
  });
}

/** A device's use management: its registration now, and every application that reached the registry. */
export async function getUseManageRecord(ctx: AppContext, s: SessionContext, equipmentId: string): Promise<UseManageRecord> {
  const e = await findVisible(ctx, s, equipmentId);
  const [{ regs, changes }, notices] = await Promise.all([repo.findDeviceHistory(ctx.db, equipmentId), findDeviceNotices(ctx, equipmentId)]);
  const decided = (state: string) => ['approved', 'refused'].includes(state);
  const history = [
    ...regs.map((r) => ({
      kind: 'useRegist' as const,
      id: r.id,
      no: r.no,
      label: '使用登记',
      state: r.state,
      stateLabel: USE_REGIST_FLOW.states[r.state as keyof typeof USE_REGIST_FLOW.states]?.label ?? r.state,
      at: (decided(r.state) && r.reviewed_at) || r.updated_at,
      decisive: r.state === 'approved',
    })),
    ...changes.map((c) => ({
      kind: 'regChange' as const,
      id: c.id,
      no: c.no,
      label: REG_CHANGE_KINDS[c.kind as RegChangeKind]?.label ?? c.kind,
      state: c.state,
      stateLabel: stateLabel(c.state),
      at: (decided(c.state) && c.reviewed_at) || c.updated_at,
      decisive: c.state === 'approved',
    })),
    ...notices,
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    equipmentId,
    certNo: e.cert_no,
    regState: e.reg_state,
    regStateLabel: regStateLabel(e.reg_state),
    useStatus: e.use_status,
    declared: !e.reg_decision_id,
    history,
  };
}

/** Seen by the unit, by the receiving unit of a 过户 once offered, and by the registry clerks of the area once it reached them. */
export const regChangeRecordSpec: FlowRecordSpec = {
  table: 'reg_changes',
  subject: async (ctx, row: Selectable<RegChangeTable>) => `${await findUnitName(ctx, row.unit_id)} · ${REG_CHANGE_KINDS[row.kind as RegChangeKind]?.label ?? row.kind}`,
  canSee: async (s, row: Selectable<RegChangeTable>, ctx) =>
    row.unit_id === s.unitId || (row.target_unit_id === s.unitId && row.state !== 'draft') || (s.menuIds.has('registry.regChange') && (await clerkSees(ctx, s))(row)),
  reviewerOf: reviewedIn('regChange', 'registry.regChange', '/registry/reg-change'),
  noticeLink: changeLink,
  waitingIn: async (ctx, s, state) => (await listQueue(ctx, s, findRegChangeInput.parse({ pageSize: 1, state }))).count,
};

/** The unit uploads an application's documents while it may still change it; whoever sees the unit reads them, and so does the receiving unit of a 过户 once it is offered. */
export const regChangeAttachments = filing.files();

/** The handlers of the unit's side of a form: the same calls for changes and for terminations (modules/termination), each on its own kinds. */
export const ownSideHandlers = (group: RegChangeGroup): Handlers<typeof terminationApi> => ({
  list: (input, { ctx, session }) => listOwn(ctx, session, group, input),
  detail: ({ id }, { ctx, session }) => getOwn(ctx, session, group, id),
  candidates: ({ kind, keyword }, { ctx, session }) => findCandidates(ctx, session, kind, keyword),
  save: (input, { ctx, session, ip }) => saveChange(ctx, session, group, input, ip),
  withdraw: ({ id, version }, { ctx, session, ip }) => withdrawChange(ctx, session, group, id, version, ip),
  delete: answeringNothing(({ id }, { ctx, session }) => deleteChange(ctx, session, group, id)),
  checkAtt: ({ id }, { ctx, session }) => checkAttachments(ctx, session, group, id),
});

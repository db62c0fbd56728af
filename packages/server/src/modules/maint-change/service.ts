import {
  OUT_OF_SERVICE,
  type MaintAssignment,
  type MaintChangeForm,
  type MaintChangeRecord,
  type MaintChangeState,
  type MaintDevice,
  type Page,
  type declineMaintChangeInput,
  type findMaintAssignmentsInput,
  findMaintChangesInput,
  type maintDevicesInput,
  type saveMaintChangeInput,
} from '@portal/contract';
import { TERMS } from '@portal/contract/domain/glossary';
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dataScope } from '../../platform/auth/scope';
import type { MaintChangeTable } from '../../platform/db/schema';
import { businessError, forbidden, notFound } from '../../platform/http/errors';
import { chinaToday, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { checkRequiredDocuments } from '../attachment/service';
import { findCandidates, type Candidate } from '../equipment/candidates-service';
import { assignMaintenance, maintenanceOf, releaseMaintenance } from '../equipment/service';
import { claimStanding, findMaintainers } from '../maint-reg/service';
import { nextApplyNo } from '../use-regist/service';
import { messageUnit } from '../user/service';
import { defineFiling, newDraft } from '../workflow/filing-service';
import { decisionAndStampsOf, reviewedBy, reviewedIn, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';
import * as selfRepo from './self-maint-repo';

type Row = Selectable<MaintChangeTable>;
type Side = 'owner' | 'maintainer';
const PAGE = '/implementation/detailsIndex';
/** The history of assignments: where a unit that no longer holds a device is sent. */
export const QUERY_PAGE = '/implementation/ModificationQuery';
const FORM_PAGE = '/implementation/ModificationMaintenance';
/** How a maintenance unit only declared by the use unit reads beside one set by a claim. */
const DECLARED = '自行填报';
const declaredName = (name: string, assigned: boolean) => (name && !assigned ? `${name}（${DECLARED}）` : name);

/** How the maintenance pages name a device: its codes, name, the unit's own number and where it stands. */
export const deviceNames = (d: Pick<Candidate, 'id' | 'device_code' | 'product_name' | 'cert_no' | 'internal_no' | 'address'>) => ({
  equipmentId: d.id,
  deviceCode: d.device_code,
  productName: d.product_name,
  certNo: d.cert_no,
  internalNo: d.internal_no,
  address: d.address,
});

/** A device with the maintenance unit on its record, and whether a claimed assignment holds it (else the use unit only declared it). */
const withMaintenance = (d: Parameters<typeof deviceNames>[0] & Pick<Candidate, 'maintenance_unit' | 'maintenance_phone' | 'maintain_unit_id'>) => ({
  ...deviceNames(d),
  maintenanceUnit: d.maintenance_unit,
  maintenancePhone: d.maintenance_phone,
  assigned: d.maintain_unit_id !== null,
});

async function toRecord(ctx: AppContext, r: repo.ChangeRow, side: Side): Promise<MaintChangeRecord> {
  const standing = await claimStanding(ctx, r.to_unit_id);
  return {
    id: r.id,
    changeNo: r.change_no,
    unitId: r.unit_id,
    unitName: r.unit_name,
    device: withMaintenance({ ...r, id: r.equipment_id }),
    fromName: r.from_name,
    fromAssigned: r.from_assigned === 1,
    toUnitId: r.to_unit_id,
    toName: r.to_name,
    toUscc: r.to_uscc,
    toDutyPhone: standing.ok ? standing.dutyPhone : '',
    contractNo: r.contract_no,
    contractFrom: r.contract_from,
    contractTo: r.contract_to,
    remark: r.remark,
    state: r.state as MaintChangeState,
    side,
    submittedAt: r.submitted_at,
    claimedAt: r.claimed_at,
    ...decisionAndStampsOf(r),
  };
}

/** The kit for the applications as one side reads them: the record shows the caller's side. */
const filingAs = (side: Side) =>
  defineFiling<Row, repo.ChangeRow, MaintChangeRecord>({
    kind: 'maintChange',
    find: repo.findChange,
    view: async (ctx, rows) => {
      const list: MaintChangeRecord[] = [];
      for (const r of rows) list.push(await toRecord(ctx, r, side));
      return list;
    },
    bizType: 'maintChange',
    documents: (ctx, r) => checkRequiredDocuments(ctx, 'maintChange', r.id, [{ kind: 'contract', label: '维保合同' }]),
  });
const filings = { owner: filingAs('owner'), maintainer: filingAs('maintainer') };
/** The use unit owns the application: it files, changes, withdraws and deletes it. */
const filing = filings.owner;

/** The side the caller's unit is on, when it may see the record (the maintenance unit never sees a draft). */
const sideOf = (s: SessionContext, r: { unit_id: string; to_unit_id: string; state: string }): Side | null =>
  r.unit_id === s.unitId ? 'owner' : r.to_unit_id === s.unitId && r.state !== 'draft' ? 'maintainer' : null;

async function findVisible(ctx: AppContext, s: SessionContext, id: string) {
  const row = await repo.findChange(ctx.db, id);
  const side = row && sideOf(s, row);
  if (!row || !side) throw notFound(filing.title);
  return { row, side };
}

const page = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findMaintChangesInput>, side: Side): Promise<Page<MaintChangeRecord>> =>
  filings[side].page(ctx, q, await repo.findChangePage(ctx.db, { side, unitId: s.unitId, state: q.state, keyword: q.keyword }, (q.pageNo - 1) * q.pageSize, q.pageSize));

/** The use unit's applications. */
export const listOwn = (ctx: AppContext, s: SessionContext, q: z.output<typeof findMaintChangesInput>) => page(ctx, s, q, 'owner');
/** The applications naming the caller's unit as the new maintenance unit, once submitted. */
export const listQueue = (ctx: AppContext, s: SessionContext, q: z.output<typeof findMaintChangesInput>) => page(ctx, s, q, 'maintainer');

export async function getChange(ctx: AppContext, s: SessionContext, id: string): Promise<MaintChangeRecord> {
  const { row, side } = await findVisible(ctx, s, id);
  return toRecord(ctx, row, side);
}

/** Maintenance units the use unit may name (registration in force, licence valid today); never itself. */
export const findUnits = (ctx: AppContext, s: SessionContext, keyword: string) => findMaintainers(ctx, keyword, s.unitId);

const toDevice = (d: Candidate): MaintDevice => ({ ...withMaintenance(d), openChangeNo: d.held?.no ?? '' });

/** The use unit's elevators in service, with their maintenance unit now and any open application. */
export async function findDevices(ctx: AppContext, s: SessionContext, q: z.output<typeof maintDevicesInput>): Promise<Page<MaintDevice>> {
  const page = await findCandidates(ctx, s, 'maintChange', { keyword: q.keyword, ids: q.ids }, q);
  return { ...page, list: page.list.map(toDevice) };
}

/**
 * What the form alone cannot check: the device is the unit's elevator in service with no other open application, and
 * the unit named may take on devices now (registration in force, licence valid) and is not the one holding it already.
 */
async function checkForm(ctx: AppContext, s: SessionContext, f: MaintChangeForm, selfId?: string) {
  const device = await maintenanceOf(ctx, f.equipmentId).catch(() => null);
  if (!device || device.unitId !== s.unitId) throw notFound('设备');
  if (device.typeCode !== '3000') throw businessError(`只有电梯需要办理${TERMS.maintenanceUnit}变更`);
  if ((OUT_OF_SERVICE as readonly string[]).includes(device.useStatus)) throw businessError(`该设备已停用、报废或注销，不能办理${TERMS.maintenanceUnit}变更`);
  const open = await repo.findOpenFor(ctx.db, f.equipmentId);
  if (open && open.id !== selfId) throw businessError(`该设备已有未办结的${TERMS.maintenanceUnit}变更申请${open.change_no}，请先办理完毕`);
  const self = await selfRepo.findOpenFor(ctx.db, f.equipmentId);
  if (self && self.state !== 'approved') throw businessError(`该设备已在自行维保申请${self.apply_no}中，请先办理完毕`);
  if (f.toUnitId === s.unitId) throw businessError(`不能选择本单位作为新的${TERMS.maintenanceUnit}`);
  if (device.maintainUnitId === f.toUnitId) throw businessError(`该设备已由所选单位维保，无需变更`);
  const standing = await claimStanding(ctx, f.toUnitId);
  if (!standing.ok) throw businessError(`所选单位不能承接新的维保设备：${standing.reason}`);
  return device;
}

const formColumns = (f: MaintChangeForm) => ({
  equipment_id: f.equipmentId,
  to_unit_id: f.toUnitId,
  contract_no: f.contractNo,
  contract_from: f.contractFrom,
  contract_to: f.contractTo,
  remark: f.remark,
});

/** What starts an assignment: a claimed change (with its contract) or an approved self-maintenance application. */
export interface Handover {
  equipmentId: string;
  useUnitId: string;
  maintainUnitId: string;
  /** The device's maintenance unit and phone from now on. */
  name: string;
  phone: string;
  source: { changeId: string } | { selfApplyId: string };
  contract: { no: string; from: string; to: string };
  at: string;
  by: { id: string; name: string };
}

/**
 * A unit takes a device on, in the caller's transaction: the assignment before ends, the new one starts and the
 * device's maintenance unit and phone become the new unit's. Answers the unit that held it before (null: none), and
 * lets go of a self-maintenance application that held it.
 */
export async function handOver(tx: AppContext, h: Handover): Promise<string | null> {
  const device = await maintenanceOf(tx, h.equipmentId);
  const before = await repo.findCurrentAssignment(tx.db, h.equipmentId);
  if (before) await endHeld(tx, before, h.at);
  await repo.insertAssignment(tx.db, {
    id: newId(),
    equipment_id: h.equipmentId,
    unit_id: h.useUnitId,
    maintain_unit_id: h.maintainUnitId,
    change_id: 'changeId' in h.source ? h.source.changeId : null,
    self_apply_id: 'selfApplyId' in h.source ? h.source.selfApplyId : null,
    from_name: declaredName(device.name, device.maintainUnitId !== null).slice(0, 100),
    contract_no: h.contract.no,
    contract_from: h.contract.from,
    contract_to: h.contract.to,
    started_at: h.at,
    ended_at: null,
  });
  await assignMaintenance(tx, h.equipmentId, { unitId: h.maintainUnitId, name: h.name, phone: h.phone, by: h.by });
  return before?.maintain_unit_id ?? null;
}

/** Ends an assignment; a self-maintenance application that started it no longer holds the device. */
async function endHeld(tx: AppContext, a: { id: string; equipment_id: string; self_apply_id: string | null }, at: string): Promise<void> {
  await repo.endAssignment(tx.db, a.id, at);
  if (a.self_apply_id) await selfRepo.closeDevice(tx.db, a.self_apply_id, a.equipment_id);
}

/**
 * The assignment holding a device ends with nobody taking over, in the caller's transaction: no unit holds the device
 * from now on. Its name and phone are emptied when they named the use unit itself (self-maintenance); a maintenance
 * unit's stay, as the use unit's declared values, until a change is claimed. Answers the unit that held it (null: none).
 */
export async function releaseDevice(tx: AppContext, equipmentId: string, at: string, by: { id: string; name: string }): Promise<string | null> {
  const current = await repo.findCurrentAssignment(tx.db, equipmentId);
  if (!current) return null;
  await endHeld(tx, current, at);
  await releaseMaintenance(tx, equipmentId, { clear: current.maintain_unit_id === current.unit_id, by });
  return current.maintain_unit_id;
}

/** A registry decision that ends a device's maintenance assignment: a 过户 to another unit, or a 注销 or 报废. */
export type RecordEnd = { kind: 'transfer'; to: { unitId: string; name: string } } | { kind: 'cancel' | 'scrap' };

/**
 * The registry's decision ends the assignment holding a device, in its transaction: a transferred device's contract
 * does not bind its new unit, and a cancelled or scrapped one needs no maintenance. The maintenance unit that held it
 * is told, and a new unit is asked to name its own.
 */
export async function endOnRecord(tx: AppContext, equipmentId: string, end: RecordEnd, by: { id: string; name: string }): Promise<void> {
  const current = await repo.findCurrentAssignment(tx.db, equipmentId);
  if (!current) return;
  const held = await releaseDevice(tx, equipmentId, nowIso(), by);
  const device = await repo.deviceLabel(tx.db, equipmentId);
  const word = { transfer: '过户', cancel: '注销', scrap: '报废' }[end.kind];
  const what = end.kind === 'transfer' ? `已过户给${end.to.name}` : `已办理${word}登记`;
  if (held && held !== current.unit_id)
    await messageUnit(tx, held, { permission: 'implementation.claim' }, `维保设备已${word}`, `设备${device}${what}，本单位对该设备的维保已结束。`, QUERY_PAGE);
  if (end.kind === 'transfer')
    await messageUnit(
      tx,
      end.to.unitId,
      { permission: 'implementation.apply' },
      `过户设备需办理${TERMS.maintenanceUnit}变更`,
      `设备${device}已过户至贵单位，原维保关系已随过户结束，请为该设备办理${TERMS.maintenanceUnit}变更。`,
      `${FORM_PAGE}?equipmentId=${equipmentId}`,
    );
}

/**
 * Saves a new or existing application (isCommit false keeps a draft, true submits it to the unit named). A new one is
 * saved first: its contract is uploaded to it before it can be submitted.
 */
export async function saveChange(ctx: AppContext, s: SessionContext, input: z.output<typeof saveMaintChangeInput>, ip: string): Promise<MaintChangeRecord> {
  const { id, version, isCommit, ...form } = input;
  if (!id) {
    const device = await checkForm(ctx, s, form);
    if (isCommit) throw businessError('请先保存申请并上传维保合同，再提交');
    return filing.create(ctx, s, ip, {
      detail: { toUnitId: form.toUnitId },
      insert: async (tx) => {
        const row: Insertable<MaintChangeTable> = {
          id: newId(),
          change_no: await nextApplyNo(tx, 'WB'),
          unit_id: s.unitId,
          ...formColumns(form),
          from_name: device.name.slice(0, 100),
          from_assigned: device.maintainUnitId ? 1 : 0,
          ...newDraft(s.userId),
          submitted_at: null,
          claimed_at: null,
          reviewed_at: null,
        };
        await repo.insertChange(tx.db, row);
        return row.id;
      },
    });
  }

  const row = await filing.findOwn(ctx, s, id);
  filing.assertEditable(row, version);
  const device = await checkForm(ctx, s, form, id);
  const fields = { ...formColumns(form), from_name: device.name.slice(0, 100), from_assigned: device.maintainUnitId ? 1 : 0 };
  if (!isCommit) return filing.update(ctx, id, (tx) => repo.updateChange(tx.db, id, row.version, { ...fields, updated_at: nowIso() }));
  if (form.contractTo < chinaToday()) throw businessError('维保合同已到期，请核对合同期限');
  return filing.submit(ctx, s, row, ip, {
    // The engine tells the named unit's accounts: the device waits in their to-dos.
    set: { ...fields, submitted_at: nowIso() },
  });
}

/** The use unit takes back a submitted application before the unit named has answered; it ends there. */
export const withdrawChange = (ctx: AppContext, s: SessionContext, id: string, version: number, ip: string): Promise<MaintChangeRecord> =>
  filing.withdraw(ctx, s, { id, version }, ip, (tx, r) =>
    messageUnit(tx, r.to_unit_id, { permission: 'implementation.claim' }, '维保变更申请已撤回', `申请${r.change_no}已由使用单位撤回，无需认领。`, `${PAGE}?id=${r.id}`),
  );

/** Only a draft can be deleted: once submitted, an application ends withdrawn, declined or claimed, and keeps its history. */
export const deleteChange = (ctx: AppContext, s: SessionContext, id: string): Promise<void> => filing.remove(ctx, s, id, { remove: (tx) => repo.deleteChange(tx.db, id) });

/**
 * The unit named claims the device: in the same transaction the assignment before ends, the new one (with the
 * contract) starts, and the device's maintenance unit and phone become this unit's name and 24-hour duty phone. An
 * expired or not-approved licence or registration refuses the claim.
 */
export async function claimChange(ctx: AppContext, s: SessionContext, input: { id: string; version: number }, ip: string): Promise<MaintChangeRecord> {
  const { side } = await findVisible(ctx, s, input.id);
  if (side !== 'maintainer') throw forbidden();
  const standing = await claimStanding(ctx, s.unitId);
  if (!standing.ok) throw businessError(`本单位不能认领新的维保设备：${standing.reason}`);
  const at = nowIso();
  return filings.maintainer.act(ctx, s, input, 'claim', ip, {
    party: 'counterparty',
    guard: (r) => r.to_unit_id === s.unitId,
    set: { ...reviewedBy(s, ''), claimed_at: at },
    effect: async (tx, r) => {
      const device = await maintenanceOf(tx, r.equipment_id);
      if (device.unitId !== r.unit_id) throw businessError('该设备已不属于申请单位，不能认领');
      const before = await handOver(tx, {
        equipmentId: r.equipment_id,
        useUnitId: r.unit_id,
        maintainUnitId: s.unitId,
        name: standing.name,
        phone: standing.dutyPhone,
        source: { changeId: r.id },
        contract: { no: r.contract_no, from: r.contract_from, to: r.contract_to },
        at,
        by: { id: s.userId, name: s.userName },
      });
      await tx.db
        .updateTable('maint_changes')
        .set({ from_name: device.name.slice(0, 100), from_assigned: device.maintainUnitId ? 1 : 0 })
        .where('id', '=', r.id)
        .execute();
      const full = await repo.findChange(tx.db, r.id);
      const what = full?.device_code || full?.internal_no || '';
      await messageUnit(
        tx,
        r.unit_id,
        { permission: 'implementation.apply' },
        '维保单位已认领设备',
        `${standing.name}已认领设备${what}（申请${r.change_no}），该设备的${TERMS.maintenanceUnit}已变更为${standing.name}，24小时值班电话${standing.dutyPhone}。`,
        `${PAGE}?id=${r.id}`,
      );
      if (before && before !== s.unitId && before !== r.unit_id)
        await messageUnit(
          tx,
          before,
          { permission: 'implementation.claim' },
          '维保设备已变更',
          `${full?.unit_name ?? ''}的设备${what}已由${standing.name}认领维保，本单位对该设备的维保已结束。`,
          `${PAGE}?id=${r.id}`,
        );
    },
  });
}

/** The unit named declines, with the reason; the use unit hears it and may apply to another unit. */
export async function declineChange(ctx: AppContext, s: SessionContext, input: z.output<typeof declineMaintChangeInput>, ip: string): Promise<MaintChangeRecord> {
  const { side } = await findVisible(ctx, s, input.id);
  if (side !== 'maintainer') throw forbidden();
  return filings.maintainer.act(ctx, s, input, 'decline', ip, {
    party: 'counterparty',
    guard: (r) => r.to_unit_id === s.unitId,
    set: reviewedBy(s, input.opinion),
    effect: async (tx, r) => {
      const full = await repo.findChange(tx.db, r.id);
      await messageUnit(
        tx,
        r.unit_id,
        { permission: 'implementation.apply' },
        '维保单位谢绝了变更申请',
        `${full?.to_name ?? ''}谢绝了申请${r.change_no}。原因：${input.opinion}。可另行选择${TERMS.maintenanceUnit}重新申请。`,
        `${PAGE}?id=${r.id}`,
      );
    },
  });
}

/** The history of assignments: of the caller's devices and to the caller's unit (administrators: all). */
export async function findAssignments(ctx: AppContext, s: SessionContext, q: z.output<typeof findMaintAssignmentsInput>): Promise<Page<MaintAssignment>> {
  const scope = await dataScope(ctx.db, s);
  const { rows, count } = await repo.findAssignmentPage(
    ctx.db,
    { unitId: scope.kind === 'all' ? null : s.unitId, keyword: q.keyword, current: q.current },
    (q.pageNo - 1) * q.pageSize,
    q.pageSize,
  );
  return { list: rows.map(toAssignment), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Every assignment of one device, newest first, for a caller the calling module has already let see the device. */
export async function deviceAssignments(ctx: AppContext, equipmentId: string): Promise<MaintAssignment[]> {
  const { rows } = await repo.findAssignmentPage(ctx.db, { unitId: null, keyword: '', current: false, equipmentId }, 0, DEVICE_HISTORY_MAX);
  return rows.map(toAssignment);
}

/** More than a device's lifetime of contracts. */
const DEVICE_HISTORY_MAX = 100;

function toAssignment(r: Awaited<ReturnType<typeof repo.findAssignmentPage>>['rows'][number]): MaintAssignment {
  return {
    id: r.id,
    equipmentId: r.equipment_id,
    deviceCode: r.device_code,
    productName: r.product_name,
    internalNo: r.internal_no,
    address: r.address,
    useUnitName: r.use_unit_name,
    maintainUnitName: r.maintain_unit_name,
    fromName: r.from_name,
    changeId: r.change_id,
    changeNo: r.change_no ?? '',
    contractNo: r.contract_no,
    contractFrom: r.contract_from,
    contractTo: r.contract_to,
    startedAt: r.started_at,
    endedAt: r.ended_at,
  };
}

/** Applications are seen by their use unit, and by the unit named once submitted. */
export const maintChangeRecordSpec: FlowRecordSpec = {
  table: 'maint_changes',
  subject: async (ctx, row: Selectable<MaintChangeTable>) => {
    const r = await repo.findChange(ctx.db, row.id);
    return r ? `${r.unit_name} · ${r.device_code || r.internal_no} → ${r.to_name}（${r.change_no}）` : row.change_no;
  },
  canSee: (s, row: Selectable<MaintChangeTable>) => sideOf(s, row) !== null,
  reviewerOf: reviewedIn('maintChange', 'implementation.claim', '/implementation/claimIndex', {
    by: 'counterparty',
    title: '待认领的维保设备',
    opens: PAGE,
    actsOn: (s, row: Selectable<MaintChangeTable>) => row.to_unit_id === s.unitId,
  }),
  waitingIn: async (ctx, s, state) => (await listQueue(ctx, s, findMaintChangesInput.parse({ pageSize: 1, state }))).count,
};

/** The use unit uploads the contract while the application is a draft; both sides read it. */
export const maintChangeAttachments = filing.files();

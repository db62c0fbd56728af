import {
  OUT_OF_SERVICE,
  SELF_MAINT_CATEGORIES,
  SELF_MAINT_TYPE_CODES,
  isSelfMaintCategory,
  selfMaintStaffError,
  type Page,
  type SelfMaintDevice,
  type SelfMaintOptions,
  type SelfMaintRecord,
  type SelfMaintStaff,
  type SelfMaintState,
  type auditSelfMaintInput,
  type endSelfMaintInput,
  findSelfMaintsInput,
  type revokeSelfMaintInput,
  type saveSelfMaintInput,
  type selfMaintDevicesInput,
} from '@portal/contract';
import { maskCertNo } from '@portal/contract/domain/privacy';
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { SelfMaintApplyTable } from '../../platform/db/schema';
import { businessError, notFound } from '../../platform/http/errors';
import { chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { checkRequiredDocuments } from '../attachment/service';
import { findCandidates, type Candidate } from '../equipment/candidates-service';
import { maintenanceOf } from '../equipment/service';
import { elevatorLicenceStanding } from '../maint-reg/service';
import { certifiedHolders } from '../operator/service';
import { getUnitProfile } from '../unit/service';
import { nextApplyNo } from '../use-regist/service';
import { messageUnit } from '../user/service';
import { areaReview, defineFiling, newDraft } from '../workflow/filing-service';
import { stampsOf, decisionOf, notReviewed, reviewedIn, type FlowRecordSpec } from '../workflow/service';
import * as changeRepo from './repo';
import * as repo from './self-maint-repo';
import { deviceNames, handOver, QUERY_PAGE, releaseDevice } from './service';

type Row = Selectable<SelfMaintApplyTable> & { version: number };
const TITLE = '自行维保申请';
const PAGE = '/implementation/selfMaintainDetail';
const REVIEW = 'registry.selfMaintain';

function toRecord(r: repo.ApplyRow, devices: Awaited<ReturnType<typeof repo.findDevicesOf>>): SelfMaintRecord {
  const today = chinaToday();
  return {
    id: r.id,
    applyNo: r.apply_no,
    unitId: r.unit_id,
    unitName: r.unit_name,
    dutyPhone: r.duty_phone,
    validFrom: r.valid_from,
    validTo: r.valid_to,
    remark: r.remark,
    staff: (JSON.parse(r.staff) as SelfMaintStaff[]).map((p) => ({ ...p, certNo: maskCertNo(p.certNo) })),
    devices: devices.filter((d) => d.apply_id === r.id).map((d) => ({ ...deviceNames(d), typeCode: d.type_code, held: d.assignment_id !== null })),
    state: r.state as SelfMaintState,
    expired: r.state === 'approved' && r.valid_to < today,
    submittedAt: r.submitted_at,
    ...decisionOf(r),
    endedAt: r.ended_at,
    endReason: r.end_reason,
    ...stampsOf(r),
  };
}

async function withDevices(ctx: AppContext, rows: repo.ApplyRow[]): Promise<SelfMaintRecord[]> {
  const devices = await repo.findDevicesOf(ctx.db, idsOf(rows));
  return rows.map((r) => toRecord(r, devices));
}

const filing = defineFiling<Row, repo.ApplyRow, SelfMaintRecord>({
  kind: 'selfMaint',
  find: repo.findApply,
  view: withDevices,
  bizType: 'selfMaint',
  documents: (ctx, r) => checkRequiredDocuments(ctx, 'selfMaint', r.id, [{ kind: 'rules', label: '自行维保管理制度及应急救援预案' }]),
});

/** A registry clerk sees an application in the clerk's areas, once submitted. */
const review = areaReview(filing, { permission: REVIEW, findPage: repo.findApplyPage, filed: (r) => r.state !== 'draft' });

export const listOwn = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findSelfMaintsInput>): Promise<Page<SelfMaintRecord>> =>
  filing.page(ctx, q, await repo.findApplyPage(ctx.db, { unitId: s.unitId, state: q.state, keyword: q.keyword }, (q.pageNo - 1) * q.pageSize, q.pageSize));

export const getOwn = filing.getOwn;

export const findQueue = (ctx: AppContext, s: SessionContext, q: z.output<typeof findSelfMaintsInput>): Promise<Page<SelfMaintRecord>> => review.queue(ctx, s, q);

export const getForReview = review.getForReview;

/** The unit's operators holding a repair item valid today, one line per person and item. */
async function staffOf(ctx: AppContext, unitId: string, today = chinaToday()) {
  const out: Array<SelfMaintStaff & { state: 'valid' | 'expiring' }> = [];
  for (const code of SELF_MAINT_TYPE_CODES) {
    const item = SELF_MAINT_CATEGORIES[code].item;
    for (const h of await certifiedHolders(ctx, unitId, item, today))
      out.push({ operatorId: h.operatorId, name: h.name, certNo: h.certNo, item, expiryDate: h.expiryDate, state: h.state });
  }
  return out;
}

export async function options(ctx: AppContext, s: SessionContext): Promise<SelfMaintOptions> {
  const [staff, licence] = await Promise.all([staffOf(ctx, s.unitId), elevatorLicenceStanding(ctx, s.unitId)]);
  return { staff: staff.map((p) => ({ ...p, certNo: maskCertNo(p.certNo) })), elevatorBlockedReason: licence.ok ? '' : licence.reason };
}

/** Why a device may not be named by an application now ('' when it may). */
function blockedReason(d: Candidate, unitId: string, elevatorBlocked: string): string {
  if (d.type_code === '3000' && elevatorBlocked) return `本单位${elevatorBlocked}，不能自行维保电梯`;
  if (d.held?.by === 'maintChange') return `维保单位变更申请${d.held.no}未办结`;
  if (d.held) return `已在自行维保申请${d.held.no}中`;
  if (d.maintain_unit_id === unitId) return '已由本单位自行维保';
  return '';
}

/** The unit's devices in service it may maintain itself, and why any of them may not be named now. */
export async function findDevices(ctx: AppContext, s: SessionContext, q: z.output<typeof selfMaintDevicesInput>): Promise<Page<SelfMaintDevice>> {
  if (q.applyId) await filing.findOwn(ctx, s, q.applyId);
  const [page, licence] = await Promise.all([
    findCandidates(ctx, s, 'selfMaint', { keyword: q.keyword, typeCode: q.typeCode, editing: q.applyId }, q),
    elevatorLicenceStanding(ctx, s.unitId),
  ]);
  const elevatorBlocked = licence.ok ? '' : licence.reason;
  const list = page.list.map((d) => ({
    ...deviceNames(d),
    typeCode: d.type_code,
    maintenanceUnit: d.maintenance_unit,
    assigned: d.maintain_unit_id !== null,
    blockedReason: blockedReason(d, s.unitId, elevatorBlocked),
  }));
  return { ...page, list };
}

type Form = Omit<z.output<typeof saveSelfMaintInput>, 'id' | 'version' | 'isCommit'>;

/**
 * What the form alone cannot check: every device is the unit's own, in service, of a category it may maintain itself
 * and held by no open change or other application; every person holds a repair item valid today; each category named
 * has a person holding its item; and elevators need the unit's licence. Answers the staff as filed.
 */
async function checkForm(ctx: AppContext, s: SessionContext, f: Form, selfId?: string): Promise<SelfMaintStaff[]> {
  const today = chinaToday();
  const categories = new Set<string>();
  for (const equipmentId of f.equipmentIds) {
    const d = await maintenanceOf(ctx, equipmentId).catch(() => null);
    if (!d || d.unitId !== s.unitId) throw notFound('设备');
    if (!isSelfMaintCategory(d.typeCode)) throw businessError('只有电梯、大型游乐设施和客运索道可以申请自行维保');
    if ((OUT_OF_SERVICE as readonly string[]).includes(d.useStatus)) throw businessError('所选设备中有已停用、报废或注销的设备，不能申请自行维保');
    const change = await changeRepo.findOpenFor(ctx.db, equipmentId);
    if (change) throw businessError(`所选设备有未办结的维保单位变更申请${change.change_no}，请先办理完毕`);
    const open = await repo.findOpenFor(ctx.db, equipmentId);
    if (open && open.id !== selfId) throw businessError(`所选设备已在自行维保申请${open.apply_no}中`);
    if (!open && d.maintainUnitId === s.unitId) throw businessError('所选设备已由本单位自行维保');
    categories.add(d.typeCode);
  }
  if (categories.has('3000')) {
    const licence = await elevatorLicenceStanding(ctx, s.unitId, today);
    if (!licence.ok) throw businessError(`本单位${licence.reason}，不能自行维保电梯`);
  }
  const holders = await staffOf(ctx, s.unitId, today);
  const staff: SelfMaintStaff[] = [];
  for (const id of f.staffIds) {
    const held = holders.filter((h) => h.operatorId === id);
    if (!held.length) throw businessError('所选人员不是本单位持有效修理作业证的人员，请重新选择');
    // A person holding several repair items is filed with the one a named category needs, else the first.
    const pick = held.find((h) => [...categories].some((c) => SELF_MAINT_CATEGORIES[c as keyof typeof SELF_MAINT_CATEGORIES].item === h.item)) ?? held[0];
    staff.push({ operatorId: pick.operatorId, name: pick.name, certNo: pick.certNo, item: pick.item, expiryDate: pick.expiryDate });
  }
  const uncovered = selfMaintStaffError(
    categories,
    holders.filter((h) => f.staffIds.includes(h.operatorId)).map((h) => h.item),
  );
  if (uncovered) throw businessError(uncovered);
  return staff;
}

/**
 * Saves a new or existing application (isCommit false keeps it, true submits it to the registry of the unit's area).
 * A new one is saved first: its documents are uploaded to it before it can be submitted.
 */
export async function saveApply(ctx: AppContext, s: SessionContext, input: z.output<typeof saveSelfMaintInput>, ip: string): Promise<SelfMaintRecord> {
  const { id, version, isCommit, ...form } = input;
  if (!id) {
    const staff = await checkForm(ctx, s, form);
    if (isCommit) throw businessError('请先保存申请并上传自行维保管理制度及应急救援预案，再提交');
    return filing.create(ctx, s, ip, {
      detail: { devices: form.equipmentIds.length },
      insert: async (tx) => {
        const row: Insertable<SelfMaintApplyTable> = {
          id: newId(),
          apply_no: await nextApplyNo(tx, 'ZW'),
          unit_id: s.unitId,
          area_code: (await getUnitProfile(tx, s.unitId)).areaCode,
          duty_phone: form.dutyPhone,
          valid_from: null,
          valid_to: form.validTo,
          staff: JSON.stringify(staff),
          remark: form.remark,
          ...newDraft(s.userId),
          submitted_at: null,
          ended_at: null,
          end_reason: '',
          ...notReviewed,
        };
        await repo.insertApply(tx.db, row);
        await repo.setDevices(tx.db, row.id, form.equipmentIds);
        return row.id;
      },
    });
  }

  const row = await filing.findOwn(ctx, s, id);
  filing.assertEditable(row, version);
  const staff = await checkForm(ctx, s, form, id);
  const unit = await getUnitProfile(ctx, s.unitId);
  const fields = { duty_phone: form.dutyPhone, valid_to: form.validTo, staff: JSON.stringify(staff), remark: form.remark, area_code: unit.areaCode };
  if (!isCommit)
    return filing.update(ctx, id, async (tx) => {
      if (!(await repo.updateApply(tx.db, id, row.version, { ...fields, updated_at: nowIso() }))) return false;
      await repo.setDevices(tx.db, id, form.equipmentIds);
      return true;
    });
  return filing.submit(ctx, s, row, ip, {
    set: { ...fields, submitted_at: nowIso() },
    effect: (tx) => repo.setDevices(tx.db, id, form.equipmentIds),
    detail: { devices: form.equipmentIds.length },
  });
}

/** The unit takes back an application the registry has not decided yet; it becomes a draft again. */
export const withdrawApply = (ctx: AppContext, s: SessionContext, input: { id: string; version: number }, ip: string) => filing.withdraw(ctx, s, input, ip);

/** A withdrawn one keeps its flow log, which the registry has seen. */
export const deleteApply = (ctx: AppContext, s: SessionContext, id: string) => filing.remove(ctx, s, id, { remove: (tx) => repo.deleteApply(tx.db, id) });

/**
 * The registry approves (in the same transaction every device is handed to the unit itself: the assignment before
 * ends and the device's maintenance unit and phone become the unit's name and duty phone, until the period ends) or
 * returns it with the reason. An approval re-checks what may have changed since the submission.
 */
export async function auditApply(ctx: AppContext, s: SessionContext, input: z.output<typeof auditSelfMaintInput>, ip: string): Promise<SelfMaintRecord> {
  const approve = input.action === 'approve';
  const today = chinaToday();
  const at = nowIso();
  return review.decide(ctx, s, input, ip, {
    set: approve ? { valid_from: today } : {},
    effect: approve
      ? async (tx, r) => {
          if (r.valid_to <= today) throw businessError('申请的自行维保期限已过，请退回由申请单位修改');
          const full = (await repo.findApply(tx.db, r.id))!;
          const devices = await repo.findDevicesOf(tx.db, [r.id]);
          if (devices.some((d) => d.type_code === '3000')) {
            const licence = await elevatorLicenceStanding(tx, r.unit_id, today);
            if (!licence.ok) throw businessError(`申请单位${licence.reason}，不能自行维保电梯，请退回`);
          }
          for (const d of devices) {
            if (d.unit_id !== r.unit_id || (OUT_OF_SERVICE as readonly string[]).includes(d.use_status))
              throw businessError(`设备${d.device_code || d.internal_no}已不属于申请单位或已停用，请退回由申请单位修改`);
            const before = await handOver(tx, {
              equipmentId: d.id,
              useUnitId: r.unit_id,
              maintainUnitId: r.unit_id,
              name: full.unit_name,
              phone: r.duty_phone,
              source: { selfApplyId: r.id },
              contract: { no: r.apply_no, from: today, to: r.valid_to },
              at,
              by: { id: s.userId, name: s.userName },
            });
            if (before && before !== r.unit_id)
              await messageUnit(
                tx,
                before,
                { permission: 'implementation.claim' },
                '维保设备已转为使用单位自行维保',
                `${full.unit_name}的设备${d.device_code || d.internal_no}已经登记机关同意由使用单位自行维保，本单位对该设备的维保已结束。`,
                QUERY_PAGE,
              );
          }
        }
      : undefined,
    notice: (r) =>
      approve
        ? {
            userId: r.created_by_id,
            title: `${TITLE}已审核通过`,
            content: `您单位的${TITLE}${r.apply_no}已审核通过，自${today}起至${r.valid_to}由本单位自行维保所列设备。`,
            link: `${PAGE}?id=${r.id}`,
          }
        : {
            userId: r.created_by_id,
            title: `${TITLE}被退回`,
            content: `您单位的${TITLE}${r.apply_no}被退回。退回原因：${input.opinion}。请按要求修改后重新提交。`,
            link: `${PAGE}?id=${r.id}`,
          },
  });
}

/** Every device the application still holds leaves it, in the step's transaction: no unit maintains them from now. */
async function releaseAll(tx: AppContext, r: Row, by: SessionContext): Promise<void> {
  const at = nowIso();
  for (const d of await repo.findDevicesOf(tx.db, [r.id])) if (d.assignment_id) await releaseDevice(tx, d.id, at, { id: by.userId, name: by.userName });
  await repo.closeDevices(tx.db, r.id);
}

/** The unit ends its self-maintenance, with the reason; the devices need a maintenance unit again. */
export const endApply = (ctx: AppContext, s: SessionContext, input: z.output<typeof endSelfMaintInput>, ip: string): Promise<SelfMaintRecord> =>
  filing.act(ctx, s, input, 'end', ip, { set: { ended_at: nowIso(), end_reason: input.opinion }, effect: (tx, r) => releaseAll(tx, r, s) });

/** The registry revokes an approval, with the reason (staff no longer qualified, maintenance neglected); the unit is told. */
export async function revokeApply(ctx: AppContext, s: SessionContext, input: z.output<typeof revokeSelfMaintInput>, ip: string): Promise<SelfMaintRecord> {
  return filing.act(ctx, s, input, 'revoke', ip, {
    party: 'reviewer',
    guard: await review.clerkSees(ctx, s),
    set: { ended_at: nowIso(), end_reason: input.opinion },
    effect: (tx, r) => releaseAll(tx, r, s),
    notice: (r) => ({
      userId: r.created_by_id,
      title: '自行维保已被撤销',
      content: `登记机关撤销了您单位的${TITLE}${r.apply_no}。原因：${input.opinion}。所列设备请尽快办理维保单位变更。`,
      link: `${PAGE}?id=${r.id}`,
    }),
  });
}

/** Applications are seen by their unit, and by the registry clerks whose areas hold them once submitted. */
export const selfMaintRecordSpec: FlowRecordSpec = {
  table: 'self_maint_applies',
  subject: async (ctx, row: Selectable<SelfMaintApplyTable>) => `${(await repo.findApply(ctx.db, row.id))?.unit_name ?? ''} · ${row.apply_no}`,
  canSee: review.canSee,
  reviewerOf: reviewedIn('selfMaint', REVIEW, '/registry/self-maintain', { waiting: ['submitted'] }),
  waitingIn: async (ctx, s, state) => (await findQueue(ctx, s, findSelfMaintsInput.parse({ pageSize: 1, state }))).count,
};

/** The unit uploads its documents while it may change the application; the clerks reviewing it read them. */
export const selfMaintAttachments = filing.files();

import {
  MAINT_LICENCE_ITEM,
  MAINT_STAFF_ITEM,
  type LicenceItemEntry,
  type MaintRegForm,
  type MaintRegRecord,
  type MaintRegState,
  type MaintRegView,
  type MaintStaff,
  type MaintUnitCandidate,
  type Page,
  type auditMaintRegInput,
  findMaintRegsInput,
} from '@portal/contract';
import { maskCertNo } from '@portal/contract/domain/privacy';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { MaintRegistrationTable } from '../../platform/db/schema';
import { businessError } from '../../platform/http/errors';
import { chinaToday } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { getLicenceView } from '../licence/service';
import { certifiedHolders } from '../operator/service';
import { getUnitProfile } from '../unit/service';
import { areaReview, defineFiling } from '../workflow/filing-service';
import { decisionOf, reviewedIn, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type Row = Selectable<MaintRegistrationTable>;
const TITLE = '维保单位备案';
const REVIEW = 'registry.maintenance';

const toRecord = (r: repo.RegRow, full = false): MaintRegRecord => ({
  id: r.id,
  unitId: r.unit_id,
  unitName: r.unit_name,
  unitUscc: r.unit_uscc,
  dutyPhone: r.duty_phone,
  licenceNo: r.licence_no,
  licenceValidFrom: r.licence_valid_from,
  licenceValidTo: r.licence_valid_to,
  licenceItems: JSON.parse(r.licence_items) as LicenceItemEntry[],
  staff: (JSON.parse(r.staff) as MaintStaff[]).map((p) => ({ ...p, certNo: full ? p.certNo : maskCertNo(p.certNo) })),
  remark: r.remark,
  state: r.state as MaintRegState,
  createdByName: r.created_by_name,
  createdAt: r.created_at,
  ...decisionOf(r),
  version: r.version,
});

const filing = defineFiling<Row, repo.RegRow, MaintRegRecord>({ kind: 'maintReg', find: repo.findReg, view: async (_ctx, rows) => rows.map((r) => toRecord(r)) });
const review = areaReview(filing, { permission: REVIEW, findPage: repo.findRegPage });

/** Whether a unit's licence allows elevator maintenance today: approved, with the elevator item, in its period. */
export async function elevatorLicenceStanding(
  ctx: AppContext,
  unitId: string,
  today = chinaToday(),
): Promise<{ ok: true; licenceNo: string; validTo: string } | { ok: false; reason: string }> {
  const l = (await getLicenceView(ctx, unitId)).current;
  if (!l || !l.items.some((e) => e.item === MAINT_LICENCE_ITEM)) return { ok: false, reason: '没有经登记机关审核的电梯安装（含修理）许可' };
  if (l.validTo < today) return { ok: false, reason: `安装改造修理许可已于${l.validTo}到期，请先办理许可换证备案` };
  if (l.validFrom > today) return { ok: false, reason: `安装改造修理许可自${l.validFrom}起生效` };
  return { ok: true, licenceNo: l.licenceNo, validTo: l.validTo };
}

/** Whether a unit may take on new devices now, and why not: its registration in force and its licence valid today with the elevator item. */
export async function claimStanding(
  ctx: AppContext,
  unitId: string,
  today = chinaToday(),
): Promise<{ ok: true; name: string; dutyPhone: string; licenceNo: string; licenceValidTo: string } | { ok: false; reason: string }> {
  const [reg, licence] = await Promise.all([repo.findCurrent(ctx.db, unitId), elevatorLicenceStanding(ctx, unitId, today)]);
  if (!reg) return { ok: false, reason: `尚未完成${TITLE}或备案尚未审核通过` };
  if (!licence.ok) return licence;
  return { ok: true, name: reg.unit_name, dutyPhone: reg.duty_phone, licenceNo: licence.licenceNo, licenceValidTo: licence.validTo };
}

/** The unit's page: its registration in force, a later one, its licence now and whether it may claim. */
export async function getMine(ctx: AppContext, s: SessionContext): Promise<MaintRegView> {
  const [current, newest, licence, standing] = await Promise.all([
    repo.findCurrent(ctx.db, s.unitId),
    repo.findNewest(ctx.db, s.unitId),
    getLicenceView(ctx, s.unitId),
    claimStanding(ctx, s.unitId),
  ]);
  const l = licence.current;
  return {
    current: current ? toRecord(current) : null,
    latest: newest && newest.id !== current?.id ? toRecord(newest) : null,
    licence: l ? { licenceNo: l.licenceNo, validTo: l.validTo, valid: licence.valid, coversElevators: l.items.some((e) => e.item === MAINT_LICENCE_ITEM) } : null,
    mayClaim: standing.ok,
    blockedReason: standing.ok ? '' : standing.reason,
  };
}

/** The unit's operators holding item T valid today, to pick as staff. */
export async function staffCandidates(ctx: AppContext, s: SessionContext) {
  return (await certifiedHolders(ctx, s.unitId, MAINT_STAFF_ITEM)).map((p) => ({ ...p, certNo: maskCertNo(p.certNo) }));
}

/**
 * The unit files its registration on the licence it holds now (approved, valid today, with the elevator item) with its
 * staff holding item T valid today, for the registry of its area. One filing waits at a time.
 */
export async function submitReg(ctx: AppContext, s: SessionContext, form: MaintRegForm, ip: string): Promise<MaintRegRecord> {
  const today = chinaToday();
  const licence = await getLicenceView(ctx, s.unitId);
  const l = licence.current;
  if (!l || !l.items.some((e) => e.item === MAINT_LICENCE_ITEM))
    throw businessError('请先在“单位信息”中申报含电梯安装（含修理）项目的安装改造修理许可，经登记机关审核通过后再办理维保单位备案');
  if (!licence.valid) throw businessError(`本单位安装改造修理许可有效期为${l.validFrom}至${l.validTo}，不在有效期内，请先办理许可换证备案`);
  const holders = await certifiedHolders(ctx, s.unitId, MAINT_STAFF_ITEM, today);
  const staff = form.staffIds.map((id) => holders.find((h) => h.operatorId === id));
  if (staff.some((p) => !p)) throw businessError('所选人员不是本单位持有效电梯修理（T）证的作业人员，请重新选择');
  return review.file(ctx, s, ip, {
    pending: repo.findPending,
    busy: `已有待审核的${TITLE}，请等待审核结果或先撤回`,
    insert: (tx, head) =>
      repo.insertReg(tx.db, {
        ...head,
        duty_phone: form.dutyPhone,
        licence_id: l.id,
        licence_no: l.licenceNo,
        licence_valid_from: l.validFrom,
        licence_valid_to: l.validTo,
        licence_items: JSON.stringify(l.items),
        staff: JSON.stringify(staff.map((p) => ({ operatorId: p!.operatorId, name: p!.name, certNo: p!.certNo, expiryDate: p!.expiryDate }))),
        remark: form.remark,
        state: 'submitted',
      }),
    audit: { action: 'maintReg.submit', detail: { licenceNo: l.licenceNo, staff: form.staffIds.length } },
  });
}

/** The unit takes back a filing still waiting for review. */
export async function withdrawReg(ctx: AppContext, s: SessionContext, id: string, version: number, ip: string): Promise<void> {
  await filing.withdraw(ctx, s, { id, version }, ip);
}

export const findQueue = (ctx: AppContext, s: SessionContext, q: z.output<typeof findMaintRegsInput>): Promise<Page<MaintRegRecord>> => review.queue(ctx, s, q);

export const getForReview = review.getForReview;

/** A registry clerk approves a filing (it is in force from now) or returns it with the reason; the unit is told. */
export async function auditReg(ctx: AppContext, s: SessionContext, input: z.output<typeof auditMaintRegInput>, ip: string): Promise<MaintRegRecord> {
  const approve = input.action === 'approve';
  return review.decide(ctx, s, input, ip, {
    notice: (r) =>
      approve
        ? { userId: r.created_by_id, title: `${TITLE}已审核通过`, content: `您单位的${TITLE}（许可证编号${r.licence_no}）已审核通过，可认领使用单位变更给本单位的维保设备。` }
        : { userId: r.created_by_id, title: `${TITLE}被退回`, content: `您单位的${TITLE}被退回。退回原因：${input.opinion}。请按要求修改后重新提交。` },
  });
}

/** Maintenance units a use unit may name now: registration in force and licence valid today, by name or credit code. */
export async function findMaintainers(ctx: AppContext, keyword: string, exceptUnitId: string): Promise<MaintUnitCandidate[]> {
  const units = await repo.findRegisteredUnits(ctx.db, keyword, 40);
  const today = chinaToday();
  const out: MaintUnitCandidate[] = [];
  for (const u of units) {
    if (u.id === exceptUnitId) continue;
    const st = await claimStanding(ctx, u.id, today);
    if (!st.ok) continue;
    const uscc = (await getUnitProfile(ctx, u.id)).uscc;
    out.push({ id: u.id, name: st.name, uscc, dutyPhone: st.dutyPhone, licenceNo: st.licenceNo, licenceValidTo: st.licenceValidTo });
    if (out.length >= 20) break;
  }
  return out;
}

/** Filings are seen by their own unit and by the registry clerks whose areas hold them. */
export const maintRegRecordSpec: FlowRecordSpec = {
  table: 'maint_registrations',
  subject: async (ctx, row: Selectable<MaintRegistrationTable>) => `${(await repo.findReg(ctx.db, row.id))?.unit_name ?? ''} · ${row.licence_no}`,
  canSee: review.canSee,
  reviewerOf: reviewedIn('maintReg', REVIEW, '/registry/maintenance'),
  noticeLink: () => '/implementation/maintainUnit',
  waitingIn: async (ctx, s, state) => (await findQueue(ctx, s, findMaintRegsInput.parse({ pageSize: 1, state }))).count,
};

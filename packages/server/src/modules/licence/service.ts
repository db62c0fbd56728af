import {
  LICENCE_SCAN_KIND,
  licenceItemText,
  type LicenceForm,
  type LicenceItemEntry,
  type LicenceRecord,
  type LicenceReview,
  type LicenceState,
  type Page,
  type UnitLicenceView,
  type auditLicenceInput,
  findLicencesInput,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { UnitLicenceTable } from '../../platform/db/schema';
import { businessError } from '../../platform/http/errors';
import { chinaToday } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { copyToObject, deleteAttachment, listForObject } from '../attachment/service';
import { findUnitName, getUnitProfile, maskedProfile } from '../unit/service';
import { areaReview, defineFiling, recordFiles } from '../workflow/filing-service';
import { decisionOf, reviewedIn, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type Row = Selectable<UnitLicenceTable>;

/** The scan keeps its kind when it moves from the unit to the filing. */
const SCAN_KINDS = { [LICENCE_SCAN_KIND]: LICENCE_SCAN_KIND };

const toRecord = (r: repo.LicenceRow): LicenceRecord => ({
  id: r.id,
  unitId: r.unit_id,
  unitName: r.unit_name,
  licenceNo: r.licence_no,
  issuer: r.issuer,
  validFrom: r.valid_from,
  validTo: r.valid_to,
  items: JSON.parse(r.items) as LicenceItemEntry[],
  state: r.state as LicenceState,
  createdByName: r.created_by_name,
  createdAt: r.created_at,
  ...decisionOf(r),
  version: r.version,
});

const filing = defineFiling<Row, repo.LicenceRow, LicenceRecord>({ kind: 'licence', find: repo.findLicence, view: async (_ctx, rows) => rows.map(toRecord) });
const review = areaReview(filing, { permission: 'registry.licence', findPage: repo.findLicencePage });

/** Whether a day (YYYY-MM-DD) lies within a licence's validity, both ends included. */
const validOn = (r: { valid_from: string; valid_to: string }, day: string) => r.valid_from <= day && day <= r.valid_to;

/** A unit's licence as its pages show it: the approved one in force, whether it is valid today, and a later filing not (yet) approved. */
export async function getLicenceView(ctx: AppContext, unitId: string): Promise<UnitLicenceView> {
  const [current, newest] = await Promise.all([repo.findCurrent(ctx.db, unitId), repo.findNewest(ctx.db, unitId)]);
  return {
    current: current ? toRecord(current) : null,
    valid: !!current && validOn(current, chinaToday()),
    latest: newest && newest.id !== current?.id ? toRecord(newest) : null,
  };
}

/** The unit's approved licence if `day` lies within its validity, else null (a construction notice must be covered by it). */
export async function findValidLicence(ctx: AppContext, unitId: string, day: string): Promise<{ licenceNo: string; validTo: string; items: LicenceItemEntry[] } | null> {
  const current = await repo.findCurrent(ctx.db, unitId);
  if (!current || !validOn(current, day)) return null;
  return { licenceNo: current.licence_no, validTo: current.valid_to, items: JSON.parse(current.items) as LicenceItemEntry[] };
}

/**
 * The unit files its licence, or a renewal or change of it, for the registry of its area to review. The scan uploaded
 * on the unit moves to the filing, so the reviewer reads what was filed and the next filing starts without one.
 */
export async function fileLicence(ctx: AppContext, s: SessionContext, form: LicenceForm, ip: string): Promise<LicenceRecord> {
  if (!s.isMain) throw businessError('只有单位主账号可以申报许可');
  return review.file(ctx, s, ip, {
    pending: repo.findPending,
    busy: '已有待审核的许可备案，请等待审核结果或先撤回',
    insert: async (tx, head) => {
      const scans = (await listForObject(tx, 'unit', s.unitId)).filter((f) => f.kind === LICENCE_SCAN_KIND);
      if (!scans.length) throw businessError('请上传许可证扫描件');
      await repo.insertLicence(tx.db, {
        ...head,
        licence_no: form.licenceNo,
        issuer: form.issuer,
        valid_from: form.validFrom,
        valid_to: form.validTo,
        items: JSON.stringify(form.items.map((e) => ({ item: e.item, level: e.level }))),
        state: 'pending',
      });
      await copyToObject(tx, { bizType: 'unit', bizId: s.unitId }, { bizType: 'licence', bizId: head.id, unitId: s.unitId }, SCAN_KINDS);
      for (const f of scans) await deleteAttachment(tx, s, f.attsysid);
    },
    files: async (tx, id) => (await listForObject(tx, 'licence', id)).map((f) => f.attsysid),
    audit: { action: 'licence.file', detail: { licenceNo: form.licenceNo, items: form.items } },
  });
}

/** The unit takes back a filing still waiting for review. */
export async function withdrawLicence(ctx: AppContext, s: SessionContext, id: string, version: number, ip: string): Promise<void> {
  if (!s.isMain) throw businessError('只有单位主账号可以撤回许可备案');
  await filing.withdraw(ctx, s, { id, version }, ip);
}

/** A registry's queue: filings of the units in its areas, those waiting for it first. */
export const findQueue = (ctx: AppContext, s: SessionContext, q: z.output<typeof findLicencesInput>): Promise<Page<LicenceRecord>> => review.queue(ctx, s, q);

/** A filing for its reviewer: what it says, the unit as it stands and the scan it was filed with. */
export async function getForReview(ctx: AppContext, s: SessionContext, id: string): Promise<LicenceReview> {
  const licence = await review.getForReview(ctx, s, id);
  return { licence, unit: maskedProfile(await getUnitProfile(ctx, licence.unitId)), evidence: await listForObject(ctx, 'licence', id) };
}

const itemsText = (r: Row) => (JSON.parse(r.items) as LicenceItemEntry[]).map((e) => licenceItemText(e.item, e.level)).join('、');

/**
 * A registry clerk approves a filing (it becomes the unit's licence) or refuses it with a reason; the unit is told in
 * its message centre. Of two clerks deciding at once, the second finds the filing already decided.
 */
export async function auditLicence(ctx: AppContext, s: SessionContext, input: z.output<typeof auditLicenceInput>, ip: string): Promise<LicenceRecord> {
  const approve = input.action === 'approve';
  return review.decide(ctx, s, input, ip, {
    notice: (r) => {
      const what = `您单位申报的安装改造修理许可（许可证编号${r.licence_no}，${itemsText(r)}）`;
      return approve
        ? { userId: r.created_by_id, title: '安装改造修理许可备案已审核通过', content: `${what}已审核通过，有效期至${r.valid_to}，可据此办理施工告知。` }
        : {
            userId: r.created_by_id,
            title: '安装改造修理许可备案被驳回',
            content: `${what}被驳回。驳回原因：${input.opinion}。请按驳回原因核对许可证信息和扫描件后重新申报。`,
          };
    },
  });
}

/** Filings are seen by their own unit and by the registry clerks whose areas hold them. */
export const licenceRecordSpec: FlowRecordSpec = {
  table: 'unit_licences',
  subject: async (ctx, row: Selectable<UnitLicenceTable>) => `${await findUnitName(ctx, row.unit_id)} · ${row.licence_no}`,
  canSee: review.canSee,
  reviewerOf: reviewedIn('licence', 'registry.licence', '/registry/licence'),
  noticeLink: () => '/company-info/maintain',
  waitingIn: async (ctx, s, state) => (await findQueue(ctx, s, findLicencesInput.parse({ pageSize: 1, state }))).count,
};

/**
 * The scan a filing was filed with: no one changes it afterwards (a new scan goes with a new filing); its unit reads it,
 * and so do the registry clerks who see the filing.
 */
export const licenceAttachments = recordFiles('licence', () => false);

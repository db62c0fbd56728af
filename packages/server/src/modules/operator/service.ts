import type { Selectable } from 'kysely';
import {
  EXPIRING_SOON_MAX,
  QUALIFICATION_EXPIRING_DAYS,
  type CertState,
  type OperatorDetail,
  type OperatorFields,
  type OperatorOverview,
  type OperatorRow,
  type Page,
  type Qualification,
  type QualificationFields,
  type findOperatorsInput,
} from '@portal/contract';
import { maskCertNo, maskIdNumber, maskMobile } from '@portal/contract/domain/privacy';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { auditPersonalRead, writeAudit } from '../../platform/audit';
import type { QualificationTable } from '../../platform/db/schema';
import { badInput, businessError, conflict, forbidden, notFound } from '../../platform/http/errors';
import { addDays, chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import { callerSeesUnit, dataScope, unitInScope } from '../../platform/auth/scope';
import type { SessionContext } from '../../platform/session/store';
import { removeObjectsAttachments, type AttachmentRule } from '../attachment/service';
import { checkChoice, labelMap } from '../dict/service';
import * as repo from './repo';

type StoredOperator = NonNullable<Awaited<ReturnType<typeof repo.findOperator>>>;

/** Whose operators a caller sees: the caller's data scope. */
const scopeOf = (ctx: AppContext, s: SessionContext) => dataScope(ctx.db, s);

/** Enterprises keep their own operators: use units, maintenance units and installers (whose item-T staff may maintain elevators). */
function assertMayWrite(s: SessionContext): void {
  if (s.roleType !== 'use' && s.roleType !== 'maintain' && s.roleType !== 'construct') throw forbidden();
}

export function certState(expiryDate: string, today = chinaToday()): CertState {
  if (expiryDate < today) return 'expired';
  return expiryDate <= addDays(today, QUALIFICATION_EXPIRING_DAYS) ? 'expiring' : 'valid';
}

/** Certificate scans: the operator's unit files them; whoever sees the unit's operators reads them. */
export const qualificationAttachments: AttachmentRule = {
  canWrite: async (ctx, s, bizId) => (await repo.findQualification(ctx.db, bizId))?.unit_id === s.unitId,
  canRead: (ctx, s, row) => callerSeesUnit(ctx.db, s, row.unitId),
};

/** A certificate as answered; `full` only on the owning unit's edit form, since the number may be the holder's ID number. */
const toQualification = (q: Selectable<QualificationTable>, items: Map<string, string>, full: boolean): Qualification => ({
  id: q.id,
  operatorId: q.operator_id,
  itemCode: q.item_code,
  itemLabel: items.get(q.item_code) ?? q.item_code,
  limitation: q.limitation,
  certNo: full ? q.cert_no : maskCertNo(q.cert_no),
  fileNo: q.file_no,
  authority: q.authority,
  issueDate: q.issue_date,
  expiryDate: q.expiry_date,
  reviewDate: q.review_date,
  state: certState(q.expiry_date),
  version: q.version,
});

/** Item labels of both lists: old certificates keep their 2011 codes. */
async function itemLabels(ctx: AppContext): Promise<Map<string, string>> {
  const [current, legacy] = await Promise.all([labelMap(ctx, 'qualification_item'), labelMap(ctx, 'qualification_item_2011')]);
  return new Map([...legacy, ...current]);
}

async function unitNames(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  const rows = ids.length ? await ctx.db.selectFrom('units').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function findOperators(ctx: AppContext, s: SessionContext, q: z.output<typeof findOperatorsInput>): Promise<Page<OperatorRow>> {
  const today = chinaToday();
  const soon = addDays(today, QUALIFICATION_EXPIRING_DAYS);
  const expiry =
    q.certState === 'expired'
      ? { to: addDays(today, -1) }
      : q.certState === 'expiring'
        ? { from: today, to: soon }
        : q.certState === 'valid'
          ? { from: addDays(soon, 1) }
          : undefined;
  const { rows, count } = await repo.findOperatorPage(ctx.db, {
    scope: await scopeOf(ctx, s),
    keyword: q.keyword,
    itemCode: q.itemCode,
    expiry,
    offset: (q.pageNo - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const [quals, items, names] = await Promise.all([repo.findQualificationsOf(ctx.db, idsOf(rows)), itemLabels(ctx), unitNames(ctx, [...new Set(rows.map((r) => r.unit_id))])]);
  return {
    list: rows.map((o) => ({
      id: o.id,
      unitName: names.get(o.unit_id) ?? '',
      name: o.name,
      sex: o.sex,
      idType: o.id_type,
      idNumber: maskIdNumber(o.id_number),
      mobile: maskMobile(o.mobile),
      post: o.post,
      qualifications: quals
        .filter((x) => x.operator_id === o.id)
        .map((x) => {
          const c = toQualification(x, items, false);
          return { id: c.id, itemCode: c.itemCode, itemLabel: c.itemLabel, certNo: c.certNo, expiryDate: c.expiryDate, state: c.state };
        }),
    })),
    count,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

async function findVisible(ctx: AppContext, s: SessionContext, id: string) {
  const o = await repo.findOperator(ctx.db, id);
  if (!o || !(await unitInScope(ctx.db, await scopeOf(ctx, s), o.unit_id))) throw notFound('作业人员');
  return o;
}

/** An operator with the certificates: personal data in full only for the owning unit's forms (`full`). */
async function detailOf(ctx: AppContext, o: StoredOperator, full: boolean): Promise<OperatorDetail> {
  const [quals, items, names] = await Promise.all([repo.findQualificationsOf(ctx.db, [o.id]), itemLabels(ctx), unitNames(ctx, [o.unit_id])]);
  return {
    id: o.id,
    unitName: names.get(o.unit_id) ?? '',
    name: o.name,
    idType: o.id_type,
    idNumber: full ? o.id_number : maskIdNumber(o.id_number),
    sex: o.sex as OperatorFields['sex'],
    mobile: full ? o.mobile : maskMobile(o.mobile),
    post: o.post,
    hireDate: o.hire_date,
    remark: o.remark,
    qualifications: quals.map((q) => toQualification(q, items, full)),
    version: o.version,
  };
}

/**
 * One operator as a page shows it: masked for reading; in full for the edit form of the owning unit, a read of
 * personal data that is audited.
 */
export async function getOperator(ctx: AppContext, s: SessionContext, id: string, forEdit: boolean, ip: string): Promise<OperatorDetail> {
  if (!forEdit) return detailOf(ctx, await findVisible(ctx, s, id), false);
  const o = await findOwned(ctx, s, id);
  await auditPersonalRead(ctx.db, s, 'operator', id, ip);
  return detailOf(ctx, o, true);
}

/** What a write answers: the record as the writer's form holds it (the write itself is audited). */
const written = async (ctx: AppContext, id: string) => detailOf(ctx, (await repo.findOperator(ctx.db, id))!, true);

async function checkOperator(ctx: AppContext, unitId: string, f: OperatorFields, selfId?: string): Promise<void> {
  if ((await checkChoice(ctx, 'id_type', f.idType)) === 'missing') throw badInput('证件类型不正确');
  if (await repo.isIdNumberUsed(ctx.db, unitId, f.idNumber, selfId)) throw businessError('本单位已登记该证件号码的作业人员');
}

const operatorColumns = (f: OperatorFields) => ({
  name: f.name,
  id_type: f.idType,
  id_number: f.idNumber,
  sex: f.sex,
  mobile: f.mobile,
  post: f.post,
  hire_date: f.hireDate,
  remark: f.remark,
});

export async function addOperator(ctx: AppContext, s: SessionContext, f: OperatorFields, ip: string): Promise<OperatorDetail> {
  assertMayWrite(s);
  await checkOperator(ctx, s.unitId, f);
  const id = newId();
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertOperator(trx, { id, unit_id: s.unitId, ...operatorColumns(f), created_at: now, updated_at: now, version: 1 });
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'operator.add', target: id, ip });
  });
  return written(ctx, id);
}

/** Only the operator's own unit changes it; staff read. */
async function findOwned(ctx: AppContext, s: SessionContext, id: string) {
  assertMayWrite(s);
  const o = await findVisible(ctx, s, id);
  if (o.unit_id !== s.unitId) throw notFound('作业人员');
  return o;
}

export async function updateOperator(ctx: AppContext, s: SessionContext, id: string, version: number, f: OperatorFields, ip: string): Promise<OperatorDetail> {
  await findOwned(ctx, s, id);
  await checkOperator(ctx, s.unitId, f, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.updateVersioned(trx, 'operators', id, version, operatorColumns(f)))) throw conflict();
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'operator.update', target: id, ip });
  });
  return written(ctx, id);
}

export async function deleteOperator(ctx: AppContext, s: SessionContext, id: string, ip: string): Promise<void> {
  const o = await findOwned(ctx, s, id);
  const discard = await ctx.db.transaction().execute(async (trx) => {
    const certificates = await repo.findQualificationsOf(trx, [id]);
    await repo.deleteOperator(trx, id);
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'operator.delete', target: id, detail: { name: o.name }, ip });
    return removeObjectsAttachments(
      { ...ctx, db: trx },
      'qualification',
      certificates.map((q) => q.id),
    );
  });
  await discard(ctx);
}

/** New certificates use the current (2019) item list; the older codes stay readable on old ones. */
async function checkItem(ctx: AppContext, itemCode: string): Promise<void> {
  const choice = await checkChoice(ctx, 'qualification_item', itemCode);
  if (choice !== 'leaf') throw badInput('作业项目不正确，请从现行目录中选择');
}

const qualificationColumns = (f: QualificationFields) => ({
  item_code: f.itemCode,
  limitation: f.limitation,
  cert_no: f.certNo,
  file_no: f.fileNo,
  authority: f.authority,
  issue_date: f.issueDate,
  expiry_date: f.expiryDate,
  review_date: f.reviewDate,
});

export async function addQualification(ctx: AppContext, s: SessionContext, operatorId: string, f: QualificationFields, ip: string): Promise<OperatorDetail> {
  await findOwned(ctx, s, operatorId);
  await checkItem(ctx, f.itemCode);
  const id = newId();
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertQualification(trx, { id, operator_id: operatorId, unit_id: s.unitId, ...qualificationColumns(f), created_at: now, updated_at: now, version: 1 });
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'qualification.add', target: id, detail: { operatorId, itemCode: f.itemCode }, ip });
  });
  return written(ctx, operatorId);
}

async function findOwnedQualification(ctx: AppContext, s: SessionContext, id: string) {
  const q = await repo.findQualification(ctx.db, id);
  if (!q || q.unit_id !== s.unitId) throw notFound('证书');
  assertMayWrite(s);
  return q;
}

export async function updateQualification(ctx: AppContext, s: SessionContext, id: string, version: number, f: QualificationFields, ip: string): Promise<OperatorDetail> {
  const q = await findOwnedQualification(ctx, s, id);
  if (f.itemCode !== q.item_code) await checkItem(ctx, f.itemCode);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.updateVersioned(trx, 'qualifications', id, version, qualificationColumns(f)))) throw conflict();
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'qualification.update', target: id, ip });
  });
  return written(ctx, q.operator_id);
}

export async function deleteQualification(ctx: AppContext, s: SessionContext, id: string, ip: string): Promise<OperatorDetail> {
  const q = await findOwnedQualification(ctx, s, id);
  const discard = await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteQualification(trx, id);
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'qualification.delete', target: id, ip });
    return removeObjectsAttachments({ ...ctx, db: trx }, 'qualification', [id]);
  });
  await discard(ctx);
  return written(ctx, q.operator_id);
}

/** For the daily reminders: the next `limit` units after `after` (by id) holding certificates that expire within 90 days. */
export const unitsWithExpiringCerts = (ctx: AppContext, after: string, today: string, limit: number) =>
  repo.findUnitsWithExpiring(ctx.db, after, today, addDays(today, QUALIFICATION_EXPIRING_DAYS), limit);

/** Item labels of current and 2011 certificates, loaded once for many calls of expiringCertsOf. */
export const certItemLabels = (ctx: AppContext) => itemLabels(ctx);

/** For the daily reminders: how many of a unit's certificates expire within 90 days, and the first `limit`, soonest first. */
export async function expiringCertsOf(
  ctx: AppContext,
  unitId: string,
  today: string,
  limit: number,
  labels: Map<string, string>,
): Promise<{ count: number; first: Array<{ operatorName: string; itemLabel: string; expiryDate: string }> }> {
  const soon = addDays(today, QUALIFICATION_EXPIRING_DAYS);
  const [count, rows] = await Promise.all([repo.countExpiring(ctx.db, unitId, today, soon), repo.findExpiring(ctx.db, { kind: 'unit', unitId }, today, soon, limit)]);
  return { count, first: rows.map((r) => ({ operatorName: r.name, itemLabel: labels.get(r.item_code) ?? r.item_code, expiryDate: r.expiry_date })) };
}

/** Counts by item and the certificates expiring within 90 days. */
export async function getOverview(ctx: AppContext, s: SessionContext): Promise<OperatorOverview> {
  const scope = await scopeOf(ctx, s);
  const today = chinaToday();
  const soon = addDays(today, QUALIFICATION_EXPIRING_DAYS);
  const [operators, stats, expiring, items] = await Promise.all([
    repo.countOperators(ctx.db, scope),
    repo.qualificationStats(ctx.db, scope, today, soon),
    repo.findExpiring(ctx.db, scope, today, soon, EXPIRING_SOON_MAX),
    itemLabels(ctx),
  ]);
  const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
  return {
    operators: Number(operators.n),
    certificates: stats.reduce((a, r) => a + Number(r.n), 0),
    expiring: stats.reduce((a, r) => a + Number(r.expiring ?? 0), 0),
    expired: stats.reduce((a, r) => a + Number(r.expired ?? 0), 0),
    byItem: stats.map((r) => ({ itemCode: r.item_code, itemLabel: items.get(r.item_code) ?? r.item_code, count: Number(r.n) })).sort((a, b) => b.count - a.count),
    expiringSoon: expiring.map((r) => ({
      operatorId: r.operator_id,
      operatorName: r.name,
      itemLabel: items.get(r.item_code) ?? r.item_code,
      certNo: maskCertNo(r.cert_no),
      expiryDate: r.expiry_date,
      daysLeft: daysBetween(today, r.expiry_date),
    })),
  };
}

/**
 * A unit's staff holding an item valid today (expired items never count: operators.md §4), one line per person with
 * the certificate that lasts longest; the certificate number in full, for the caller to mask where it shows it.
 */
export async function certifiedHolders(ctx: AppContext, unitId: string, itemCode: string, today = chinaToday()) {
  const rows = await repo.findHoldersOf(ctx.db, unitId, itemCode, today);
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.operator_id) && seen.add(r.operator_id))
    .map((r) => ({ operatorId: r.operator_id, name: r.name, certNo: r.cert_no, expiryDate: r.expiry_date, state: certState(r.expiry_date, today) as 'valid' | 'expiring' }));
}

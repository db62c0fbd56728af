import type { Selectable } from 'kysely';
import {
  inspectionKindLabel,
  OPINION_FLOW,
  type OpinionDefectInput,
  type OpinionNotice,
  type OpinionState,
  type Page,
  type answerOpinionInput,
  type decideOpinionInput,
  type findOpinionInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { dataScope, rowInScope, rowInScopeOf } from '../../platform/auth/scope';
import type { OpinionNoticeTable } from '../../platform/db/schema';
import { badInput, businessError, conflict, notFound } from '../../platform/http/errors';
import { chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { listForObject, type AttachmentRule } from '../attachment/service';
import { findDictItem } from '../dict/service';
import { documentRefOf, REF_PREFIX, verifyUrlOf } from '../document/service';
import { deviceNamesOf } from '../equipment/service';
import { allocateSerial } from '../registry/service';
import { decisionOf, applyStep, applyStepIn, reviewedBy, startFlow, type FlowNotice, type FlowRecordSpec } from '../workflow/service';
import { opinionNoticePdf as renderNotice } from './pdf';
import * as repo from './repo';

type Row = Selectable<OpinionNoticeTable> & { version: number };
const TITLE = '检验意见通知书';
const stateLabel = (state: string) => OPINION_FLOW.states[state as OpinionState]?.label ?? state;
const device = (r: { device_code: string; product_name: string }) => [r.product_name, r.device_code].filter(Boolean).join(' ');

/** Issued and not answered past its deadline (China's calendar day). */
const isOverdue = (r: { state: string; deadline: string }, today = chinaToday()) => r.state === 'issued' && r.deadline < today;

/** How many evidence files each defect has. */
async function evidenceCounts(ctx: AppContext, defects: readonly repo.DefectRow[]): Promise<Map<string, number>> {
  const counts = await Promise.all(defects.map(async (d) => [d.id, (await listForObject(ctx, 'opinionDefect', d.id)).length] as const));
  return new Map(counts);
}

async function toRecords(ctx: AppContext, rows: repo.NoticeRow[]): Promise<OpinionNotice[]> {
  const defects = await repo.findDefects(ctx.db, idsOf(rows));
  const evidence = await evidenceCounts(ctx, defects);
  const today = chinaToday();
  return rows.map((r) => ({
    id: r.id,
    noticeNo: r.notice_no,
    state: r.state as OpinionState,
    unitName: r.unit_name,
    orgName: r.org_name,
    applyId: r.apply_id,
    applyNo: r.apply_no,
    itemId: r.item_id,
    equipmentId: r.equipment_id ?? '',
    ...deviceNamesOf(r),
    address: r.address,
    conclusion: r.conclusion,
    inspectionDate: r.inspection_date,
    reportNo: r.report_no,
    deadline: r.deadline,
    overdue: isOverdue(r, today),
    issuedAt: r.issued_at,
    issuedByName: r.issued_by_name,
    answeredAt: r.answered_at,
    defects: defects
      .filter((d) => d.notice_id === r.id)
      .map((d) => ({ id: d.id, seq: d.seq, item: d.item, problem: d.problem, basis: d.basis, demand: d.demand, measure: d.measure, evidenceCount: evidence.get(d.id) ?? 0 })),
    ...decisionOf(r),
    updatedAt: r.updated_at,
    version: r.version,
  }));
}

async function reread(ctx: AppContext, id: string): Promise<OpinionNotice> {
  const row = await repo.findNotice(ctx.db, id);
  if (!row) throw notFound(TITLE);
  return (await toRecords(ctx, [row]))[0];
}

/** The unit's own notice (by its data scope); anyone else's answers as if it did not exist. */
async function findOwn(ctx: AppContext, s: SessionContext, id: string): Promise<repo.NoticeRow> {
  const row = await repo.findNotice(ctx.db, id);
  if (!row || row.unit_id === null || !rowInScope(await dataScope(ctx.db, s), { unitId: row.unit_id })) throw notFound(TITLE);
  return row;
}

/** An inspection body sees the notices it issued within its staff's areas, and no other body's. */
const bodySees = async (ctx: AppContext, s: SessionContext, r: { unit_id: string | null; org_unit_id: string }) =>
  rowInScopeOf(ctx.db, await dataScope(ctx.db, s), { unitId: r.unit_id, body: r.org_unit_id });

async function findForBody(ctx: AppContext, s: SessionContext, id: string): Promise<repo.NoticeRow> {
  const row = await repo.findNotice(ctx.db, id);
  if (!row || !(await bodySees(ctx, s, row))) throw notFound(TITLE);
  return row;
}

async function page(ctx: AppContext, q: z.output<typeof findOpinionInput>, who: repo.NoticeFilter['who']): Promise<Page<OpinionNotice>> {
  const { rows, count } = await repo.findNoticePage(
    ctx.db,
    { state: q.state, keyword: q.keyword, overdueBefore: q.overdueOnly ? chinaToday() : undefined, who },
    (q.pageNo - 1) * q.pageSize,
    q.pageSize,
  );
  return { list: await toRecords(ctx, rows), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

// ---- issuing, inside the inspection conclusion ----

export interface IssueNoticeInput {
  orgUnitId: string;
  apply: { id: string; applyNo: string; unitId: string | null; unitName: string; uscc: string; inspectionKind: string; notifyUserId: string; contactMobile: string };
  item: { id: string; equipmentId: string | null; typeCode: string; catalogueCode: string; deviceCode: string; certNo: string; productName: string; address: string };
  conclusion: string;
  inspectionDate: string;
  reportNo: string;
  reportFileId: string;
  deadline: string;
  defects: readonly OpinionDefectInput[];
}

/** 2026 → YJ2026-0001: numbered per issuing body and year. */
async function nextNoticeNo(tx: AppContext, orgUnitId: string): Promise<string> {
  const year = chinaToday().slice(0, 4);
  return `YJ${year}-${String(await allocateSerial(tx, `opinion:${orgUnitId}:${year}`)).padStart(4, '0')}`;
}

/**
 * Issues the opinion notice of a concluded device, in the conclusion's transaction (`tx`): numbered, with its defects,
 * and the first step of its flow log. Answers the notice number, for the conclusion's message to the unit.
 */
export async function issueOpinionNotice(tx: AppContext, s: SessionContext, input: IssueNoticeInput, ip: string): Promise<string> {
  const id = newId();
  const noticeNo = await nextNoticeNo(tx, input.orgUnitId);
  const now = nowIso();
  await repo.insertNotice(
    tx.db,
    {
      id,
      notice_no: noticeNo,
      org_unit_id: input.orgUnitId,
      unit_id: input.apply.unitId,
      unit_name: input.apply.unitName,
      unit_uscc: input.apply.uscc,
      apply_id: input.apply.id,
      item_id: input.item.id,
      apply_no: input.apply.applyNo,
      inspection_kind: input.apply.inspectionKind,
      equipment_id: input.item.equipmentId,
      type_code: input.item.typeCode,
      catalogue_code: input.item.catalogueCode,
      device_code: input.item.deviceCode,
      cert_no: input.item.certNo,
      product_name: input.item.productName,
      address: input.item.address,
      inspection_date: input.inspectionDate,
      report_no: input.reportNo,
      report_file_id: input.reportFileId,
      notify_user_id: input.apply.notifyUserId,
      contact_mobile: input.apply.contactMobile,
      conclusion: input.conclusion,
      deadline: input.deadline,
      state: 'issued',
      issued_by_id: s.userId,
      issued_by_name: s.userName,
      issued_at: now,
      answered_at: null,
      reviewed_at: null,
      updated_at: now,
      version: 1,
    },
    input.defects.map((d, seq) => ({ id: newId(), notice_id: id, seq, item: d.item, problem: d.problem, basis: d.basis, demand: d.demand })),
  );
  await startFlow(tx, { kind: 'opinion', id, actor: { kind: 'user', session: s }, audit: { action: 'opinion.issue', detail: { noticeNo, defects: input.defects.length }, ip } });
  return noticeNo;
}

/** Called as a unit's account is created, in that transaction: the notices of what it filed without one become its own. */
export const adoptOpinionNotices = (tx: AppContext, uscc: string, unitId: string, userId: string) => repo.adoptByUscc(tx.db, uscc, unitId, userId);

// ---- the unit ----

export const listOwn = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findOpinionInput>) => page(ctx, q, { scope: await dataScope(ctx.db, s) });

export async function getOwn(ctx: AppContext, s: SessionContext, id: string): Promise<OpinionNotice> {
  return (await toRecords(ctx, [await findOwn(ctx, s, id)]))[0];
}

/**
 * Saves the unit's measures as it writes them; isCommit also submits them (提交整改反馈), which needs a measure and
 * at least one evidence file for every defect. Saving and submitting are one transaction.
 */
export async function answer(ctx: AppContext, s: SessionContext, input: z.output<typeof answerOpinionInput>, ip: string): Promise<OpinionNotice> {
  const row = await findOwn(ctx, s, input.id);
  if (row.state !== 'issued') throw businessError(`该通知书${stateLabel(row.state)}，不能修改整改反馈`);
  if (input.version !== row.version) throw conflict();
  const defects = await repo.findDefects(ctx.db, [row.id]);
  const given = new Map(input.answers.map((a) => [a.defectId, a.measure]));
  if (given.size !== input.answers.length || [...given.keys()].some((k) => !defects.some((d) => d.id === k))) throw badInput('整改反馈与通知书所列问题不符，请刷新后重试');
  const measures = defects.map((d) => ({ id: d.id, seq: d.seq, measure: given.get(d.id) ?? d.measure }));

  if (input.isCommit) {
    const evidence = await evidenceCounts(ctx, defects);
    const open = measures.filter((m) => !m.measure || !evidence.get(m.id));
    if (open.length) throw businessError(`请为每一条问题填写整改措施并上传证明材料（第${open.map((m) => m.seq + 1).join('、')}条尚未完成）`);
  }

  let afterCommit: (() => Promise<void>) | null = null;
  await ctx.db.transaction().execute(async (trx) => {
    const tx = { ...ctx, db: trx };
    for (const m of measures) if (given.has(m.id)) await repo.updateMeasure(trx, row.id, m.id, m.measure);
    if (!input.isCommit) {
      if (!(await repo.touchNotice(trx, row.id, row.version, nowIso()))) throw conflict();
      return;
    }
    const step = await applyStepIn<Row>(tx, {
      kind: 'opinion',
      id: row.id,
      action: 'answer',
      party: 'owner',
      version: row.version,
      actor: { kind: 'user', session: s },
      guard: (r) => r.unit_id === row.unit_id,
      set: { answered_at: nowIso(), updated_at: nowIso() },
      notice: (r) => ({
        userId: r.issued_by_id,
        title: '整改反馈待确认',
        content: `${r.unit_name}已提交检验意见通知书${r.notice_no}（${device(r)}）的整改反馈，请确认整改情况。`,
        link: `/inspection/rectify-review?id=${r.id}`,
      }),
      audit: { action: 'opinion.answer', detail: { defects: defects.length }, ip },
    });
    const later = step.afterCommit;
    afterCommit = later && (() => later(ctx));
  });
  await (afterCommit as (() => Promise<void>) | null)?.();
  return reread(ctx, row.id);
}

// ---- the inspection body ----

export const listQueue = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findOpinionInput>) => page(ctx, q, { body: await dataScope(ctx.db, s) });

export async function getForBody(ctx: AppContext, s: SessionContext, id: string): Promise<OpinionNotice> {
  return (await toRecords(ctx, [await findForBody(ctx, s, id)]))[0];
}

/** The unit hears of the body's decision in its message centre (by SMS while it has no account). */
const tell =
  (title: string, content: (r: Row) => string) =>
  (r: Row): FlowNotice =>
    r.unit_id && r.notify_user_id ? { userId: r.notify_user_id, title, content: content(r) } : { mobile: r.contact_mobile, title, content: content(r) };

const DECISIONS = {
  confirm: { title: '整改已确认', text: (r: Row) => `检验意见通知书${r.notice_no}（${device(r)}）的整改已经检验机构确认。` },
  return: { title: '整改反馈被退回', text: (r: Row, why: string) => `检验意见通知书${r.notice_no}（${device(r)}）的整改反馈被退回。原因：${why}。请按要求整改后重新反馈。` },
  reinspect: {
    title: '整改后需复检',
    text: (r: Row, why: string) => `检验意见通知书${r.notice_no}（${device(r)}）须经复检确认整改结果。说明：${why}。请在“在线报检”中为该设备提交复检申请。`,
  },
} as const;

/** The body's decision on an answer: confirm it, return it for another answer, or order a re-inspection. */
export async function decide(ctx: AppContext, s: SessionContext, input: z.output<typeof decideOpinionInput>, ip: string): Promise<OpinionNotice> {
  const d = DECISIONS[input.action];
  await findForBody(ctx, s, input.id);
  await applyStep<Row>(ctx, {
    kind: 'opinion',
    id: input.id,
    action: input.action,
    party: 'reviewer',
    version: input.version,
    actor: { kind: 'user', session: s },
    opinion: input.opinion,
    // Read in the step's transaction: still the caller's body's (its areas were checked just above).
    guard: (r) => r.org_unit_id === s.unitId,
    set: { ...reviewedBy(s, input.opinion), updated_at: nowIso() },
    notice: tell(d.title, (r) => d.text(r, input.opinion)),
    audit: { action: `opinion.${input.action}`, ip },
  });
  return reread(ctx, input.id);
}

// ---- the printed notice (YJTZS) ----

/**
 * The QR code leads to the public verification page with the signed reference of the inspection report the notice
 * was issued with (the report module's `rpt` reference): the page verifies reports, and whoever holds the notice sees
 * the conclusion it rests on and whether that report is still in force.
 */
const verifyUrl = (ctx: AppContext, origin: string, r: { item_id: string; report_file_id: string }) =>
  verifyUrlOf(ctx, origin, documentRefOf(ctx, REF_PREFIX.report, `${r.item_id}:${r.report_file_id}`));

/**
 * The notice (YJTZS) as a PDF, by its id or by the device line it was issued for, for the unit it was issued to or the
 * body that issued it; rendered from the notice as issued.
 */
export async function opinionNoticePdf(ctx: AppContext, s: SessionContext, of: { id: string } | { itemId: string }, origin = ''): Promise<{ body: Buffer; fileName: string }> {
  const found = 'id' in of ? await repo.findNotice(ctx.db, of.id) : await repo.findNoticeOfItem(ctx.db, of.itemId);
  if (!found) throw notFound(TITLE);
  const row = (await bodySees(ctx, s, found)) ? found : await findOwn(ctx, s, found.id);
  const defects = await repo.findDefects(ctx.db, [row.id]);
  const variety = await findDictItem(ctx, 'equipment_catalogue', row.catalogue_code);
  const conclusion = await findDictItem(ctx, 'inspection_conclusion', row.conclusion);
  const body = await renderNotice({
    noticeNo: row.notice_no,
    unitName: row.unit_name,
    varietyName: variety?.label ?? '',
    productName: row.product_name,
    deviceCode: row.device_code,
    certNo: row.cert_no,
    address: row.address,
    inspectionKind: inspectionKindLabel(row.inspection_kind),
    inspectionDate: row.inspection_date,
    reportNo: row.report_no,
    conclusion: conclusion?.label ?? row.conclusion,
    defects,
    deadline: row.deadline,
    orgName: row.org_name,
    inspectorName: row.issued_by_name,
    issueDate: chinaToday(Date.parse(row.issued_at)),
    verifyUrl: verifyUrl(ctx, origin, row),
  });
  return { body, fileName: `检验意见通知书-${row.notice_no}.pdf` };
}

/** Notices are seen by the unit they were issued to and by the body that issued them. */
export const opinionRecordSpec: FlowRecordSpec = {
  table: 'opinion_notices',
  subject: (_ctx, row: Selectable<OpinionNoticeTable>) => `${row.unit_name} · ${device(row)} · ${row.notice_no}`,
  canSee: async (s, row: Selectable<OpinionNoticeTable>, ctx) =>
    (await bodySees(ctx, s, row)) || (row.unit_id !== null && rowInScope(await dataScope(ctx.db, s), { unitId: row.unit_id })),
  noticeLink: (row: Selectable<OpinionNoticeTable>) => `/company-service/rectify-detail?id=${row.id}`,
};

/** The unit uploads a defect's evidence while the notice waits for its answer; the unit and the issuing body read it. */
export const opinionEvidenceAttachments: AttachmentRule = {
  canWrite: async (ctx, s, bizId) => {
    const defect = await repo.findDefect(ctx.db, bizId);
    const row = defect && (await repo.findNotice(ctx.db, defect.notice_id));
    return !!row && row.unit_id !== null && row.unit_id === s.unitId && row.state === 'issued' && s.menuIds.has('companyService.rectify');
  },
  canRead: async (ctx, s, att) => {
    const defect = await repo.findDefect(ctx.db, att.bizId);
    const row = defect && (await repo.findNotice(ctx.db, defect.notice_id));
    return !!row && ((await bodySees(ctx, s, row)) || (row.unit_id !== null && rowInScope(await dataScope(ctx.db, s), { unitId: row.unit_id })));
  },
};

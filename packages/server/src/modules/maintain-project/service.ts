import {
  type ElevatorVariety,
  type MaintainItem,
  type MaintainPriceForm,
  type MaintainPriceRecord,
  type MaintainPriceState,
  type Page,
  type PublishedSetPrice,
  type PublishedUnitPrice,
  type decideMaintainPriceInput,
  findMaintainPriceInput,
  type saveMaintainPriceInput,
  type searchSetPriceInput,
  type searchUnitPriceInput,
} from '@portal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { MaintainPriceFilingTable, MaintainPriceLineTable } from '../../platform/db/schema';
import { businessError, notFound } from '../../platform/http/errors';
import { chinaToday, idsOf, newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { allocateSerial } from '../registry/service';
import { findUnitName, getUnitProfile } from '../unit/service';
import { messageUnit } from '../user/service';
import { areaReview, defineFiling, newDraft } from '../workflow/filing-service';
import { decisionAndStampsOf, applyStepIn, notReviewed, reviewedIn, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type Row = Selectable<MaintainPriceFilingTable>;
/** Whom the unit's messages go to, and the page they link to. */
const PERMISSION = 'maintainPrice.filing';
const REVIEW = 'registry.maintainPrice';
const PAGE = '/company-service/maintenance-pro-apply-detail';

function toRecord(r: repo.FilingRow, lines: repo.LineRow[]): MaintainPriceRecord {
  const own = lines.filter((l) => l.filing_id === r.id);
  return {
    id: r.id,
    filingNo: r.filing_no,
    unitId: r.unit_id,
    unitName: r.unit_name,
    title: r.title,
    effectiveFrom: r.effective_from,
    contact: r.contact,
    contactMobile: r.contact_mobile,
    dutyPhone: r.duty_phone,
    remark: r.remark,
    items: JSON.parse(r.items) as MaintainItem[],
    setPrices: own
      .filter((l) => l.kind === 'set')
      .map((l) => ({ variety: l.variety as ElevatorVariety, floorsFrom: l.floors_from, floorsTo: l.floors_to, priceFen: Number(l.price_fen), remark: l.note })),
    unitPrices: own
      .filter((l) => l.kind === 'unit')
      .map((l) => ({ unitsFrom: l.units_from ?? 0, unitsTo: l.units_to ?? 0, termMonths: l.term_months ?? 0, priceFen: Number(l.price_fen), scope: l.note })),
    state: r.state as MaintainPriceState,
    submittedAt: r.submitted_at,
    publishedAt: r.published_at,
    supersededAt: r.superseded_at,
    supersededByNo: r.superseded_by_no ?? '',
    ...decisionAndStampsOf(r),
  };
}

async function withLines(ctx: AppContext, rows: repo.FilingRow[]): Promise<MaintainPriceRecord[]> {
  const lines = await repo.findLines(ctx.db, idsOf(rows));
  return rows.map((r) => toRecord(r, lines));
}

const filing = defineFiling<Row, repo.FilingRow, MaintainPriceRecord>({ kind: 'maintainPrice', find: repo.findFiling, view: withLines });

/** The maintenance unit's filings, newest first. */
export const listOwn = async (ctx: AppContext, s: SessionContext, q: z.output<typeof findMaintainPriceInput>): Promise<Page<MaintainPriceRecord>> =>
  filing.page(
    ctx,
    q,
    await repo.findFilingPage(ctx.db, { scope: { kind: 'unit', unitId: s.unitId }, own: true, state: q.state, keyword: q.keyword }, (q.pageNo - 1) * q.pageSize, q.pageSize),
  );

export const getOwn = filing.getOwn;

/** The lines as the table stores them, in the order typed. */
function lineRows(filingId: string, f: MaintainPriceForm): Insertable<MaintainPriceLineTable>[] {
  return [
    ...f.setPrices.map((p, i) => ({
      id: newId(),
      filing_id: filingId,
      kind: 'set',
      seq: i + 1,
      variety: p.variety,
      floors_from: p.floorsFrom,
      floors_to: p.floorsTo,
      units_from: null,
      units_to: null,
      term_months: null,
      price_fen: p.priceFen,
      note: p.remark,
    })),
    ...f.unitPrices.map((p, i) => ({
      id: newId(),
      filing_id: filingId,
      kind: 'unit',
      seq: i + 1,
      variety: '',
      floors_from: null,
      floors_to: null,
      units_from: p.unitsFrom,
      units_to: p.unitsTo,
      term_months: p.termMonths,
      price_fen: p.priceFen,
      note: p.scope,
    })),
  ];
}

const formColumns = (f: MaintainPriceForm) => ({
  title: f.title,
  effective_from: f.effectiveFrom,
  contact: f.contact,
  contact_mobile: f.contactMobile,
  duty_phone: f.dutyPhone,
  remark: f.remark,
  items: JSON.stringify(f.items),
});

/** A number the unit and the registry can quote: WBJG, the day, and that day's serial. */
async function nextFilingNo(tx: AppContext): Promise<string> {
  const day = chinaToday().replaceAll('-', '');
  return `WBJG${day}${String(await allocateSerial(tx, `apply:WBJG${day}`)).padStart(3, '0')}`;
}

/** Tells every user of the unit who files prices, in the step's transaction. */
async function tellUnit(tx: AppContext, r: { id: string; unit_id: string }, title: string, content: string): Promise<void> {
  await messageUnit(tx, r.unit_id, { permission: PERMISSION }, title, content, `${PAGE}?id=${r.id}`);
}

/** What a submission sets and checks beside the state: the form and its lines; a unit has one filing under review at a time. */
const submission = (form: MaintainPriceForm) => ({
  // A resubmission starts over: the registry's last answer stays in the flow log only.
  set: { ...formColumns(form), ...notReviewed, submitted_at: nowIso() },
  effect: async (tx: AppContext, r: Row) => {
    // The step has already set this one submitted: look for another.
    const waiting = await repo.findOtherSubmitted(tx.db, r.unit_id, r.id);
    if (waiting) throw businessError(`价格申报${waiting.filing_no}正在审核中，请等待审核结果或先撤回`);
    await repo.replaceLines(tx.db, r.id, lineRows(r.id, form));
  },
  detail: { setPrices: form.setPrices.length, unitPrices: form.unitPrices.length },
});

/**
 * Saves a new or existing filing of the caller's maintenance unit; isCommit submits it to the registry of the unit's
 * area (a new one is created and submitted in one transaction). Only a draft, a returned or a withdrawn filing changes.
 */
export async function saveFiling(ctx: AppContext, s: SessionContext, input: z.output<typeof saveMaintainPriceInput>, ip: string): Promise<MaintainPriceRecord> {
  if (s.roleType !== 'maintain') throw businessError('只有维保单位可以申报维保项目与价格');
  const { id, version, isCommit, ...form } = input;
  if (!id)
    return filing.create(ctx, s, ip, {
      insert: async (tx) => {
        const filingId = newId();
        await repo.insertFiling(
          tx.db,
          {
            id: filingId,
            filing_no: await nextFilingNo(tx),
            unit_id: s.unitId,
            area_code: (await getUnitProfile(tx, s.unitId)).areaCode,
            ...formColumns(form),
            ...newDraft(s.userId),
            submitted_at: null,
            published_at: null,
            superseded_at: null,
            superseded_by: null,
            reviewed_at: null,
          },
          lineRows(filingId, form),
        );
        return filingId;
      },
      then: async (tx, filingId) => {
        if (isCommit) await applyStepIn<Row>(tx, filing.stepOf(s, { id: filingId, version: 1 }, 'submit', ip, submission(form)));
      },
    });

  const row = await filing.findOwn(ctx, s, id);
  filing.assertEditable(row, version);
  if (isCommit) return filing.submit(ctx, s, row, ip, submission(form));
  return filing.update(ctx, id, async (tx) => {
    // The unit's area may have changed since it was first saved: the registry of where it is now reviews it.
    const unit = await getUnitProfile(tx, s.unitId);
    if (!(await repo.updateFiling(tx.db, id, row.version, { ...formColumns(form), area_code: unit.areaCode, updated_at: nowIso() }))) return false;
    await repo.replaceLines(tx.db, id, lineRows(id, form));
    return true;
  });
}

/** The unit takes a submitted filing back before the registry has decided; it may correct and submit it again. */
export const withdrawFiling = (ctx: AppContext, s: SessionContext, id: string, version: number, ip: string) => filing.withdraw(ctx, s, { id, version }, ip);

/** Only a draft never submitted can be deleted; once the registry has seen it, its history stays. */
export const deleteFiling = (ctx: AppContext, s: SessionContext, id: string) => filing.remove(ctx, s, id, { remove: (tx) => repo.deleteFiling(tx.db, id) });

/** A registry clerk sees a filing whose unit filed it from one of the clerk's areas, and a draft never. */
const review = areaReview(filing, {
  permission: REVIEW,
  findPage: (db, f, offset, limit) => repo.findFilingPage(db, { ...f, own: false }, offset, limit),
  filed: (r) => r.state !== 'draft',
});

/** A registry's queue: filings of the maintenance units in its areas, those waiting for it first. */
export const listQueue = (ctx: AppContext, s: SessionContext, q: z.output<typeof findMaintainPriceInput>): Promise<Page<MaintainPriceRecord>> => review.queue(ctx, s, q);

export const getForReview = review.getForReview;

/**
 * A registry clerk publishes a filing or returns it with the reason; the unit hears of it. Publishing supersedes the
 * unit's list in force, in the same transaction, each with its own step in its flow log.
 */
export async function decideFiling(ctx: AppContext, s: SessionContext, input: z.output<typeof decideMaintainPriceInput>, ip: string): Promise<MaintainPriceRecord> {
  const publish = input.action === 'publish';
  const at = nowIso();
  return review.decide(ctx, s, input, ip, {
    set: publish ? { published_at: at } : {},
    effect: async (tx, r) => {
      if (!publish) {
        await tellUnit(tx, r, '维保价格申报被退回', `您单位的价格申报${r.filing_no}（${r.title}）被退回。退回原因：${input.opinion}。请修改后重新提交。`);
        return;
      }
      const replaced: string[] = [];
      for (const old of await repo.findPublishedOf(tx.db, r.unit_id, r.id)) {
        const moved = await applyStepIn<Row>(tx, {
          kind: 'maintainPrice',
          id: old.id,
          action: 'supersede',
          party: 'reviewer',
          actor: { kind: 'user', session: s },
          opinion: `由价格申报${r.filing_no}替代`,
          set: { superseded_at: at, superseded_by: r.id, updated_at: at },
          audit: { action: 'maintainPrice.supersede', detail: { by: r.id }, ip },
        });
        replaced.push(moved.row.filing_no);
      }
      const more = replaced.length ? `，原价格表${replaced.join('、')}同时停止公示` : '';
      await tellUnit(tx, r, '维保价格已审核发布', `您单位的价格申报${r.filing_no}（${r.title}）已审核发布，自${r.effective_from}起执行${more}。使用单位可在“维保价格查询”中查到。`);
    },
  });
}

const publisherOf = (r: repo.SearchRow) => ({
  filingId: r.filing_id,
  filingNo: r.filing_no,
  unitName: r.unit_name,
  unitAddress: r.unit_address,
  contact: r.contact,
  contactMobile: r.contact_mobile,
  dutyPhone: r.duty_phone,
  effectiveFrom: r.effective_from,
  publishedAt: r.published_at,
  lineId: r.id,
  priceFen: Number(r.price_fen),
});

/** Published prices per elevator and month (按台), cheapest first. */
export async function searchBySet(ctx: AppContext, q: z.output<typeof searchSetPriceInput>): Promise<Page<PublishedSetPrice>> {
  const { rows, count } = await repo.searchLines(ctx.db, { kind: 'set', ...q }, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return {
    list: rows.map((r) => ({ ...publisherOf(r), variety: r.variety as ElevatorVariety, floorsFrom: r.floors_from, floorsTo: r.floors_to, remark: r.note })),
    count,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** Published contract prices for a whole use unit (按单位), cheapest first. */
export async function searchByUnit(ctx: AppContext, q: z.output<typeof searchUnitPriceInput>): Promise<Page<PublishedUnitPrice>> {
  const { rows, count } = await repo.searchLines(ctx.db, { kind: 'unit', ...q }, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return {
    list: rows.map((r) => ({ ...publisherOf(r), unitsFrom: r.units_from ?? 0, unitsTo: r.units_to ?? 0, termMonths: r.term_months ?? 0, scope: r.note })),
    count,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** A price list in force, as every use unit may read it; any other filing answers as unknown. */
export async function getPublished(ctx: AppContext, id: string): Promise<MaintainPriceRecord> {
  const row = await repo.findFiling(ctx.db, id);
  if (!row || row.state !== 'published') throw notFound('维保价格表');
  return (await withLines(ctx, [row]))[0];
}

/** Filings are seen by their unit and by the registry clerks whose areas hold them (never a draft). */
export const maintainPriceRecordSpec: FlowRecordSpec = {
  table: 'maintain_price_filings',
  subject: async (ctx, row: Selectable<MaintainPriceFilingTable>) => `${await findUnitName(ctx, row.unit_id)} · ${row.filing_no}`,
  canSee: review.canSee,
  reviewerOf: reviewedIn('maintainPrice', REVIEW, '/registry/maintain-price', { waiting: ['submitted'] }),
  waitingIn: async (ctx, s, state) => (await listQueue(ctx, s, findMaintainPriceInput.parse({ pageSize: 1, state }))).count,
};

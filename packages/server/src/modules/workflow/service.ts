import { FLOWS, actionLabel, findTransition, stateOf, waitsForReviewer, type FlowKind, type FlowLogView, type FlowParty, type TodoCount } from '@portal/contract';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { badInput, businessError, conflict, notFound } from '../../platform/http/errors';
import { newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import type { AttachmentBizType } from '@portal/contract';
import { describeAttachments, removeObjectsAttachments } from '../attachment/service';
import { postMessage } from '../message/service';
import { notify } from '../sms/service';
import * as repo from './repo';

/** Where a record waits for a reviewer: the permission that decides it, the queue's page and its to-do's name. */
export interface ReviewerQueue {
  permission: string;
  page: string;
  title?: string;
  /** The page that opens one record, where the queue opens none of its own (the link of the reviewers' message). */
  opens?: string;
  /** Which holders of the permission act on this record (a counterparty: the unit it is addressed to); default: who sees it. */
  actsOn?: (s: SessionContext, row: never) => boolean;
  /** The step that hands the record over tells the party itself, in words the engine cannot find; the engine only counts it. */
  announced?: boolean;
}

/** Where a kind of workflow record lives and who may see it; the module that owns the kind declares it. */
export interface FlowRecordSpec {
  table: repo.FlowTable;
  /** The column holding the state (default `state`). */
  stateColumn?: string;
  /** What a record is about, for the log's heading (the applying unit's name, a notice's title). */
  subject(ctx: AppContext, row: never): string | Promise<string>;
  /** Whether this caller may see the record and its log (area-scoped reviewers need the database to tell). */
  canSee(s: SessionContext, row: never, ctx: AppContext): boolean | Promise<boolean>;
  /**
   * Who acts next on a record in this state, if a reviewer does: the permission of the queue it waits in, and that
   * queue's page (the message links to it with `?id=`). Every holder of the permission who may see the record is told
   * when it arrives there; when one of them acts, the others' message of it is marked read.
   */
  reviewerOf?(state: string): ReviewerQueue | null;
  /**
   * How many records in this state the caller's queue holds (its own list's count, scope and all); with `reviewerOf`.
   * A queue the menu splits over several pages (one per kind of product) counts each page on its own.
   */
  waitingIn?(ctx: AppContext, s: SessionContext, state: string): Promise<number | readonly TodoCount[]>;
  /** The page where the owning unit opens the record: a step's notice that names no page of its own links there. */
  noticeLink?(row: never): string;
}

/**
 * The usual `reviewerOf`: one permission's queue holds the record whenever the flow gives the reviewer a step, or only
 * in `waiting` where a reviewer's step also undoes a decision (撤销 of an approval), which waits for no one. `title`
 * names the to-do where the flow's own title would not say what waits.
 */
export const reviewedIn =
  (
    kind: FlowKind,
    permission: string,
    page: string,
    opts: Pick<ReviewerQueue, 'title' | 'opens' | 'actsOn' | 'announced'> & { waiting?: readonly string[]; by?: FlowParty } = {},
  ): NonNullable<FlowRecordSpec['reviewerOf']> =>
  (state) =>
    (opts.waiting ? opts.waiting.includes(state) : waitsForReviewer(FLOWS[kind].flow, state, opts.by))
      ? { permission, page, title: opts.title, opens: opts.opens, actsOn: opts.actsOn, announced: opts.announced }
      : null;

/** The review columns of a record no reviewer has decided yet (applications, resets, change requests). */
export const notReviewed = { reviewer_id: '', reviewer_name: '', reviewed_at: null, opinion: '' } as const;

/** The review columns a reviewer's decision sets on records that keep them (applications, resets, change requests). */
export const reviewedBy = (s: SessionContext, opinion: string) => ({ reviewer_id: s.userId, reviewer_name: s.userName, reviewed_at: nowIso(), opinion });

/** A reviewer's decision on a record that keeps the review columns: the step's target, actor and opinion, and those columns. */
export const reviewerDecision = (s: SessionContext, id: string, action: string, opinion: string) => ({
  id,
  action,
  party: 'reviewer' as const,
  actor: { kind: 'user' as const, session: s },
  opinion,
  set: reviewedBy(s, opinion),
});

/** A record's review columns as its view shows them: who decided it, when, and what they wrote (`reviewedBy` read back). */
export const decisionOf = (r: { reviewer_name: string; reviewed_at: string | null; opinion: string }) => ({
  reviewerName: r.reviewer_name,
  reviewedAt: r.reviewed_at,
  opinion: r.opinion,
});

/** When a record was made and last changed, and the version an edit of it must name. */
export const stampsOf = (r: { created_at: string; updated_at: string; version: number }) => ({ createdAt: r.created_at, updatedAt: r.updated_at, version: r.version });

/** What a filing's view shows of its bookkeeping: the reviewer's decision and the record's stamps. */
export const decisionAndStampsOf = (r: Parameters<typeof decisionOf>[0] & Parameters<typeof stampsOf>[0]) => ({ ...decisionOf(r), ...stampsOf(r) });

/** Who takes a step: a logged-in user, or a company before it has an account (known by name and mobile). */
export type FlowActor = { kind: 'user'; session: SessionContext } | { kind: 'applicant'; name: string; mobile: string } | { kind: 'system'; name: string };

/** Tells the other side: in its message centre (a user), or by SMS (an applicant without an account). */
export interface FlowNotice {
  userId?: string;
  mobile?: string;
  title: string;
  content: string;
  /** The page the in-app message opens. */
  link?: string;
}

interface StepCommon {
  kind: FlowKind;
  actor: FlowActor;
  opinion?: string;
  /** Attachment ids handed in with the step. */
  attachments?: readonly string[];
  audit: { action: string; detail?: Record<string, unknown>; ip: string };
}

export interface StepInput<R extends repo.FlowRow> extends StepCommon {
  id: string;
  action: string;
  party: FlowParty;
  /** The version the actor saw; a newer record is a conflict. */
  version?: number;
  /** Other columns the step sets with the state (the reviewer, a corrected form). */
  set?: Record<string, unknown>;
  /** Whether this actor may act on this record at all; false answers as if it did not exist. */
  guard?: (row: R) => boolean;
  /** What else the step does, in the same transaction, after the state has moved (create the unit, put the password in force). */
  effect?: (tx: AppContext, row: R) => Promise<void>;
  notice?: (row: R) => FlowNotice | null;
}

async function actorFields(ctx: AppContext, actor: FlowActor) {
  if (actor.kind === 'applicant') return { actor_kind: 'applicant', actor_id: actor.mobile, actor_name: actor.name.slice(0, 64), actor_unit_id: null, actor_unit_name: '' };
  if (actor.kind === 'system') return { actor_kind: 'system', actor_id: '', actor_name: actor.name.slice(0, 64), actor_unit_id: null, actor_unit_name: '' };
  const s = actor.session;
  return {
    actor_kind: 'user',
    actor_id: s.userId,
    actor_name: s.userName.slice(0, 64),
    actor_unit_id: s.unitId,
    actor_unit_name: (await ctx.modules.unitName(ctx, s.unitId)).slice(0, 100),
  };
}

async function writeStep(tx: AppContext, c: StepCommon, recordId: string, from: string | null, to: string, action: string): Promise<void> {
  const actor = await actorFields(tx, c.actor);
  await repo.insertStep(tx.db, {
    id: newId(),
    record_kind: c.kind,
    record_id: recordId,
    ...actor,
    from_state: from,
    to_state: to,
    action,
    opinion: (c.opinion ?? '').slice(0, 500),
    attachments: JSON.stringify(c.attachments ?? []),
    at: nowIso(),
  });
  await writeAudit(tx.db, {
    actorId: actor.actor_kind === 'user' ? actor.actor_id : '',
    actorName: actor.actor_name,
    action: c.audit.action,
    target: recordId,
    detail: c.audit.detail,
    ip: c.audit.ip,
  });
}

/** What is left once a step's transaction has committed: an SMS, since a text cannot be taken back. */
export type AfterCommit = ((ctx: AppContext) => Promise<void>) | null;

/** The address a reviewer's message of a record opens. */
const reviewLink = (hand: ReviewerQueue, id: string) => `${hand.opens ?? hand.page}?id=${encodeURIComponent(id)}`;

/** A holder of a permission as a session of the role that grants it, so the kind's `canSee` can tell whether it sees a record. */
const asSession = (h: Awaited<ReturnType<typeof repo.findPermissionHolders>>[number]): SessionContext => ({
  key: '',
  userId: h.id,
  unitId: h.unit_id,
  loginName: h.login_name,
  userName: h.name,
  isMain: h.is_main === 1,
  roleId: h.role_id,
  roleType: h.role_type as SessionContext['roleType'],
  menuIds: new Set(JSON.parse(h.menu_ids) as string[]),
});

/**
 * Tells the reviewers when a step hands the record to their queue (from the other side, or from another queue); a step
 * within the same queue tells nobody new. Whatever the step, the message that announced the record's previous wait is
 * marked read for everyone who got it: the work was taken.
 */
async function handOver(tx: AppContext, kind: FlowKind, row: repo.FlowRow, from: string, to: string): Promise<void> {
  const spec = tx.modules.flows[kind];
  const before = spec.reviewerOf?.(from) ?? null;
  const after = spec.reviewerOf?.(to) ?? null;
  if (before) await repo.markLinkRead(tx.db, reviewLink(before, row.id), nowIso());
  if (!after || after.announced || before?.permission === after.permission) return;
  const subject = await spec.subject(tx, row as never);
  const { title, noun } = FLOWS[kind];
  const told = new Set<string>();
  for (const h of await repo.findPermissionHolders(tx.db, after.permission)) {
    const holder = asSession(h);
    if (told.has(h.id) || !(after.actsOn ? after.actsOn(holder, row as never) : await spec.canSee(holder, row as never, tx))) continue;
    told.add(h.id);
    await postMessage(tx, h.id, `${repo.WAITING_PREFIX}${title}`, `${subject}的${noun}${stateOf(kind, to).label}，请及时办理。`, reviewLink(after, row.id));
  }
}

/** An in-app notice goes with the transaction; an SMS only once it has committed. */
async function deliver(tx: AppContext, n: FlowNotice | null): Promise<AfterCommit> {
  if (!n) return null;
  if (n.userId) await postMessage(tx, n.userId, n.title, n.content, n.link);
  const mobile = n.mobile;
  return mobile ? (ctx) => notify(ctx, mobile, n.content) : null;
}

/**
 * The first step of a record: the caller inserts the record in `tx` (a transaction) and this writes
 * its flow log and audit rows beside it.
 */
export async function startFlow(tx: AppContext, c: StepCommon & { id: string }): Promise<void> {
  const start = (FLOWS[c.kind] as { start?: { action: string; to: string } }).start;
  if (!start) throw new Error(`workflow ${c.kind} has no start step`);
  await writeStep(tx, c, c.id, null, start.to, start.action);
  // A flow that starts by submitting hands the record to its reviewers at once.
  const spec = tx.modules.flows[c.kind];
  if (!spec.reviewerOf?.(start.to)) return;
  const row = await repo.findRecord(tx.db, spec.table, c.id);
  if (row) await handOver(tx, c.kind, row, '', start.to);
}

/**
 * Applies one transition of a record's workflow, in one transaction: the record must exist for this
 * actor, the flow must allow the action from its state and by this party, a return or refusal needs
 * a reason, and the version must be the one the actor saw. Then the state moves (only from where
 * it was read), the step's own effect runs, the flow log, audit row and message to the other side
 * are written. Returns the record as it is afterwards.
 */
export async function applyStep<R extends repo.FlowRow>(ctx: AppContext, input: StepInput<R>): Promise<R> {
  let afterCommit: AfterCommit = null;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const step = await applyStepIn<R>({ ...ctx, db: trx }, input);
    afterCommit = step.afterCommit;
    return step.row;
  });
  await (afterCommit as AfterCommit)?.(ctx);
  return row;
}

/**
 * The same step inside the caller's transaction `tx`, for a step that is part of something larger (a payment's
 * settlement); the caller runs `afterCommit` once its transaction has committed.
 */
export async function applyStepIn<R extends repo.FlowRow>(tx: AppContext, input: StepInput<R>): Promise<{ row: R; afterCommit: AfterCommit }> {
  const spec = tx.modules.flows[input.kind];
  const column = spec.stateColumn ?? 'state';
  const { title, noun, flow } = FLOWS[input.kind];
  const trx = tx.db;
  const found = (await repo.findRecord(trx, spec.table, input.id)) as R | undefined;
  if (!found || (input.guard && !input.guard(found))) throw notFound(title);
  const from = String(repo.columnOf(found, column));
  const t = findTransition(flow as never, from as never, input.action as never) as { to: string; by: FlowParty; needsReason?: boolean; label: string } | undefined;
  if (!t) {
    const known = flow.transitions.some((x) => x.action === input.action);
    throw businessError(known ? `该${noun}${stateOf(input.kind, from).label}，不能${actionLabel(input.kind, input.action)}` : `该${noun}不能办理此操作`);
  }
  if (t.by !== input.party) throw businessError(`您不能对该${noun}执行“${t.label}”`);
  if (t.needsReason && !input.opinion?.trim()) throw badInput(`请填写${t.label}原因`);
  if (input.version !== undefined && input.version !== found.version) throw conflict();
  if (!(await repo.moveRecord(trx, spec.table, column, found, from, t.to, input.set ?? {}))) throw businessError(`该${noun}已被处理，请刷新后查看`);
  const moved = (await repo.findRecord(trx, spec.table, input.id)) as R;
  await input.effect?.(tx, moved);
  await writeStep(tx, input, input.id, from, t.to, input.action);
  await handOver(tx, input.kind, moved, from, t.to);
  const notice = input.notice?.(moved) ?? null;
  const afterCommit = await deliver(tx, notice && !notice.link && spec.noticeLink ? { ...notice, link: spec.noticeLink(moved as never) } : notice);
  return { row: (await repo.findRecord(trx, spec.table, input.id)) as R, afterCommit };
}

/** Forgets the log of a record deleted before anyone but its author saw it (a draft never submitted), in the caller's transaction. */
export async function forgetFlow(tx: AppContext, kind: FlowKind, id: string): Promise<void> {
  await repo.deleteSteps(tx.db, kind, id);
}

/**
 * Deletes a draft that was never submitted, with its files and its flow log, in one transaction:
 * `remove` deletes the row and lets go of what it held, answering false when it was submitted or
 * deleted meanwhile. The files' content goes once the deletion has committed.
 */
export async function deleteDraft(ctx: AppContext, kind: FlowKind, bizType: AttachmentBizType | null, id: string, remove: (tx: AppContext) => Promise<boolean>): Promise<void> {
  const discard = await ctx.db.transaction().execute(async (trx) => {
    const tx = { ...ctx, db: trx };
    const files = bizType ? await removeObjectsAttachments(tx, bizType, [id]) : async () => {};
    if (!(await remove(tx))) throw businessError(`该${FLOWS[kind].noun}已被提交或删除，请刷新后查看`);
    await forgetFlow(tx, kind, id);
    return files;
  });
  await discard(ctx);
}

/** Whether this caller may see the record: its unit, the reviewer in scope, a counterparty (each kind's `canSee`). */
export async function canSeeRecord(ctx: AppContext, s: SessionContext, kind: FlowKind, id: string): Promise<boolean> {
  const spec = ctx.modules.flows[kind];
  const row = await repo.findRecord(ctx.db, spec.table, id);
  return !!row && (await spec.canSee(s, row as never, ctx));
}

/**
 * What waits for the caller, queue by queue: for every kind whose reviewer's permission it holds, the records in the
 * states that queue acts on, as its list counts them. Queues with nothing waiting are left out.
 */
export async function findTodo(ctx: AppContext, s: SessionContext): Promise<TodoCount[]> {
  const byPage = new Map<string, TodoCount>();
  for (const kind of Object.keys(FLOWS) as FlowKind[]) {
    const spec = ctx.modules.flows[kind];
    if (!spec.reviewerOf || !spec.waitingIn) continue;
    for (const state of Object.keys(FLOWS[kind].flow.states)) {
      const hand = spec.reviewerOf(state);
      if (!hand || !s.menuIds.has(hand.permission)) continue;
      const waiting = await spec.waitingIn(ctx, s, state);
      for (const t of typeof waiting === 'number' ? [{ page: hand.page, title: hand.title ?? FLOWS[kind].title, count: waiting }] : waiting) {
        const entry = byPage.get(t.page) ?? { ...t, count: 0 };
        entry.count += t.count;
        byPage.set(t.page, entry);
      }
    }
  }
  return [...byPage.values()].filter((t) => t.count > 0);
}

/** The whole history of one record, for a caller who may see it; anyone else is told it does not exist. */
export async function findFlowLog(ctx: AppContext, s: SessionContext, kind: FlowKind, id: string): Promise<FlowLogView> {
  const spec = ctx.modules.flows[kind];
  if (!(await canSeeRecord(ctx, s, kind, id))) throw notFound('业务记录');
  const row = (await repo.findRecord(ctx.db, spec.table, id))!;
  const steps = await repo.findSteps(ctx.db, kind, id);
  const files = await describeAttachments(
    ctx,
    steps.flatMap((r) => JSON.parse(r.attachments) as string[]),
  );
  const state = String(repo.columnOf(row, spec.stateColumn ?? 'state'));
  const { label, color } = stateOf(kind, state);
  return {
    kind,
    kindTitle: FLOWS[kind].title,
    recordId: id,
    subject: await spec.subject(ctx, row as never),
    state,
    stateLabel: label,
    stateColor: color,
    steps: steps.map((r) => ({
      id: r.id,
      action: r.action,
      actionLabel: actionLabel(kind, r.action),
      fromState: r.from_state,
      fromLabel: r.from_state ? stateOf(kind, r.from_state).label : '',
      toState: r.to_state,
      toLabel: stateOf(kind, r.to_state).label,
      actorKind: r.actor_kind === 'applicant' || r.actor_kind === 'system' ? r.actor_kind : 'user',
      actorName: r.actor_name,
      actorUnitName: r.actor_unit_name,
      opinion: r.opinion,
      attachments: (JSON.parse(r.attachments) as string[]).flatMap((a) => files.filter((f) => f.attsysid === a)),
      at: r.at,
    })),
  };
}

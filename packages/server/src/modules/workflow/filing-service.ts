import { FLOWS, stateOf, type AttachmentBizType, type DocumentCheck, type FlowKind, type FlowParty, type Page, type PageInput } from '@portal/contract';
import type { AppContext } from '../../context';
import { dataScope, filedInScope, type DataScope } from '../../platform/auth/scope';
import type { Database } from '../../platform/db';
import { businessError, conflict, notFound } from '../../platform/http/errors';
import { newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { assertDocumentsComplete, listForObject, type AttachmentRule } from '../attachment/service';
import { getUnitProfile } from '../unit/service';
import type { FlowRow } from './repo';
import { applyStep, canSeeRecord, deleteDraft, notReviewed, reviewedBy, startFlow, type StepInput } from './service';

/** A filing's row: a workflow record that belongs to a unit. */
export interface FilingRow extends FlowRow {
  unit_id: string;
  state: string;
  /** When it was last submitted, where the table keeps it: a draft once submitted is no longer deleted. */
  submitted_at?: string | null;
}

/** The bookkeeping columns of a draft `by` has just made: version 1, made and changed now. */
export const newDraft = (by: string) => ({ state: 'draft', ...newRow(by) }) as const;

/** Who made a row just now, and its first version. */
function newRow(by: string) {
  const now = nowIso();
  return { created_by_id: by, created_at: now, updated_at: now, version: 1 } as const;
}

/**
 * What a filing area declares of its own; the kit gives it the rest. `T` is the record's row as the engine reads it
 * (its table's columns: what a step's guard and effect see), `R` the row the area's queries read (joins and all).
 */
export interface FilingDef<T extends FilingRow, R extends T, V> {
  kind: FlowKind;
  find: (db: Database, id: string) => Promise<R | undefined>;
  /** The records as the API shows them, many at once (a page's lines are read in one query). */
  view: (ctx: AppContext, rows: R[]) => Promise<V[]>;
  /** Whether the caller acts for the record's owner (default: the record is its unit's). */
  ownedBy?: (s: SessionContext, row: T) => boolean;
  /** The files the owner attaches: they go with each submission into the flow log, and with a deleted draft. */
  bizType?: AttachmentBizType;
  /** The documents a submission needs, checked before it goes. */
  documents?: (ctx: AppContext, row: R) => Promise<DocumentCheck>;
}

/** The record a step is taken on, as the caller saw it, and the reason given. */
export interface StepTarget {
  id: string;
  version: number;
  opinion?: string;
}

/** What a step sets and does besides moving the state, and whom it tells. */
export interface StepOptions<R extends FilingRow> {
  party?: FlowParty;
  guard?: StepInput<R>['guard'];
  set?: Record<string, unknown>;
  effect?: StepInput<R>['effect'];
  notice?: StepInput<R>['notice'];
  attachments?: readonly string[];
  detail?: Record<string, unknown>;
}

/**
 * One kit for every filing: reading the owner's record, the draft's checks, creating, saving, submitting,
 * withdrawing and deleting it, all through the engine, with the messages worded once from the flow's own names.
 */
export function defineFiling<T extends FilingRow, R extends T, V>(def: FilingDef<T, R, V>) {
  const { kind } = def;
  const { title, noun, flow } = FLOWS[kind];
  const ownedBy = def.ownedBy ?? ((s: SessionContext, r: T) => r.unit_id === s.unitId);
  // The owner may change a record wherever the flow lets it submit again.
  const editable: readonly string[] = flow.transitions.find((t) => t.action === 'submit' && t.by === 'owner')?.from ?? [];
  const label = (state: string) => stateOf(kind, state).label;

  const reread = async (ctx: AppContext, id: string): Promise<V> => {
    const row = await def.find(ctx.db, id);
    if (!row) throw notFound(title);
    return (await def.view(ctx, [row]))[0];
  };

  /** The caller's own record; anyone else's answers as if it did not exist. */
  const findOwn = async (ctx: AppContext, s: SessionContext, id: string): Promise<R> => {
    const row = await def.find(ctx.db, id);
    if (!row || !ownedBy(s, row)) throw notFound(title);
    return row;
  };

  /**
   * One step of the record by `party` (the owner unless said): the owner's steps are guarded by ownership, another
   * party's by its own `guard`. Sets `updated_at` with whatever else the step sets; audited as `kind.action`.
   */
  const stepOf = (s: SessionContext, input: StepTarget, action: string, ip: string, o: StepOptions<T> = {}): StepInput<T> => ({
    kind,
    id: input.id,
    action,
    party: o.party ?? 'owner',
    version: input.version,
    actor: { kind: 'user', session: s },
    opinion: input.opinion,
    attachments: o.attachments,
    guard: o.guard ?? ((r) => ownedBy(s, r)),
    set: { ...o.set, updated_at: nowIso() },
    effect: o.effect,
    notice: o.notice,
    audit: { action: `${kind}.${action}`, detail: o.detail ?? (input.opinion ? { opinion: input.opinion } : undefined), ip },
  });

  const act = async (ctx: AppContext, s: SessionContext, input: StepTarget, action: string, ip: string, o: StepOptions<T> = {}): Promise<V> => {
    await applyStep<T>(ctx, stepOf(s, input, action, ip, o));
    return reread(ctx, input.id);
  };

  return {
    kind,
    title,
    noun,
    editable,
    label,
    ownedBy,
    reread,
    findOwn,
    getOwn: async (ctx: AppContext, s: SessionContext, id: string): Promise<V> => (await def.view(ctx, [await findOwn(ctx, s, id)]))[0],
    /** The record for a caller `sees` lets see it (a reviewer in scope); to anyone else it does not exist. */
    getFor: async (ctx: AppContext, id: string, sees: (row: R) => boolean): Promise<V> => {
      const row = await def.find(ctx.db, id);
      if (!row || !sees(row)) throw notFound(title);
      return (await def.view(ctx, [row]))[0];
    },
    /** A page of records found by the area's own query. */
    page: async (ctx: AppContext, q: PageInput, found: { rows: R[]; count: number }): Promise<Page<V>> => ({
      list: await def.view(ctx, found.rows),
      count: found.count,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    }),

    /** Refuses a change to a record the owner may no longer change, or one changed since the caller read it. */
    assertEditable(row: R, version?: number, verb = '修改'): void {
      if (!editable.includes(row.state)) throw businessError(`该${noun}${label(row.state)}，不能${verb}`);
      if (version !== undefined && version !== row.version) throw conflict();
    },

    /** A new record and the first step of its log, in one transaction; `then` goes on in it (a submission at once). */
    async create(
      ctx: AppContext,
      s: SessionContext,
      ip: string,
      c: { insert(tx: AppContext): Promise<string>; detail?: Record<string, unknown>; then?(tx: AppContext, id: string): Promise<void> },
    ): Promise<V> {
      const id = await ctx.db.transaction().execute(async (trx) => {
        const tx = { ...ctx, db: trx };
        const newId = await c.insert(tx);
        await startFlow(tx, { kind, id: newId, actor: { kind: 'user', session: s }, audit: { action: `${kind}.create`, detail: c.detail, ip } });
        await c.then?.(tx, newId);
        return newId;
      });
      return reread(ctx, id);
    },

    /** Keeps a draft's new content; `write` answers false when someone changed the record meanwhile. */
    async update(ctx: AppContext, id: string, write: (tx: AppContext) => Promise<boolean>): Promise<V> {
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await write({ ...ctx, db: trx }))) throw conflict();
      });
      return reread(ctx, id);
    },

    /** A step for a caller that applies it inside a larger transaction (`applyStepIn`). */
    stepOf,
    /** Takes one step of the flow on the record and answers the record as it is afterwards. */
    act,

    /**
     * Submits (or resubmits) the owner's record: its documents must be there, and go with the step into the log.
     * `action` names a submission the flow calls otherwise (a transfer is offered to its buyer first).
     */
    async submit(ctx: AppContext, s: SessionContext, row: R, ip: string, o: StepOptions<T> & { action?: string } = {}): Promise<V> {
      if (def.documents) assertDocumentsComplete(await def.documents(ctx, row));
      const attachments = def.bizType ? (await listForObject(ctx, def.bizType, row.id)).map((f) => f.attsysid) : undefined;
      return act(ctx, s, { id: row.id, version: row.version }, o.action ?? 'submit', ip, { ...o, attachments });
    },

    /** The owner takes a submission back into its drafts; `effect` tells whoever was waiting for it. */
    withdraw: (ctx: AppContext, s: SessionContext, input: StepTarget, ip: string, effect?: StepInput<T>['effect']): Promise<V> => act(ctx, s, input, 'withdraw', ip, { effect }),

    /**
     * The record's files: the owner adds them while it may change the record (and `mayWrite` agrees); whoever may see
     * the record reads every one of them, and the checklist of its documents.
     */
    files: (mayWrite?: (ctx: AppContext, s: SessionContext, row: R) => Promise<boolean>): AttachmentRule =>
      recordFiles(
        kind,
        async (ctx, s, bizId) => {
          const row = await def.find(ctx.db, bizId);
          return !!row && ownedBy(s, row) && editable.includes(row.state) && (!mayWrite || (await mayWrite(ctx, s, row)));
        },
        def.documents && {
          canSee: (ctx, s, bizId) => canSeeRecord(ctx, s, kind, bizId),
          check: async (ctx, bizId) => {
            const row = await def.find(ctx.db, bizId);
            if (!row) throw notFound(title);
            return def.documents!(ctx, row);
          },
        },
      ),

    /**
     * Deletes a draft never submitted, with its files and log: a record the other side has seen keeps its history.
     * `remove` deletes the row and lets go of what it held, answering false when it was submitted or deleted meanwhile.
     */
    async remove(
      ctx: AppContext,
      s: SessionContext,
      id: string,
      o: { remove: (tx: AppContext, row: R) => Promise<boolean>; hint?: string; deletable?: (row: R) => boolean; check?: (row: R) => Promise<void> },
    ): Promise<void> {
      const row = await findOwn(ctx, s, id);
      const deletable = o.deletable ?? ((r: R) => r.state === 'draft' && !r.submitted_at);
      if (!deletable(row)) throw businessError(`只能删除从未提交过的${noun}草稿${o.hint ? `；${o.hint}` : ''}`);
      await o.check?.(row);
      await deleteDraft(ctx, kind, def.bizType ?? null, id, (tx) => o.remove(tx, row));
    },
  };
}

/** The bookkeeping columns of a filing `s` makes for its unit in `areaCode`, no reviewer's decision yet, version 1. */
function filedBy(s: SessionContext, areaCode: string) {
  return { id: newId(), unit_id: s.unitId, area_code: areaCode, ...newRow(s.userId), created_by_name: s.userName.slice(0, 64), ...notReviewed };
}

/** What the registry's side reads of a filing: its unit and the area the unit was in when it filed. */
type AreaFiled = Pick<FilingRow, 'unit_id' | 'state' | 'submitted_at'> & { area_code: string };

/** The registry's side of a filing its unit makes with the registry of its area. */
export interface AreaReviewDef<R> {
  /** The permission of the registry's queue. */
  permission: string;
  /** The area's list query, for a registry: the filings in the scope's areas, of a state, holding a keyword. */
  findPage: (db: Database, f: { scope: DataScope; state?: string; keyword: string }, offset: number, limit: number) => Promise<{ rows: R[]; count: number }>;
  /** Whether the registry sees a filing at all, its area aside: every one unless said (drafts still with their unit are not). */
  filed?: (row: AreaFiled) => boolean;
}

/**
 * A filing its unit makes with the registry of its area: the registry's clerks whose areas hold it see it, find it in
 * their queue and decide it; its unit sees its own.
 */
export function areaReview<T extends FilingRow & AreaFiled, R extends T, V>(filing: ReturnType<typeof defineFiling<T, R, V>>, def: AreaReviewDef<R>) {
  /** Whether a registry clerk sees a filing. */
  const clerkSees = async (ctx: AppContext, s: SessionContext) => {
    const inArea = await filedInScope(ctx.db, s);
    return (r: AreaFiled) => (!def.filed || def.filed(r)) && inArea(r);
  };
  return {
    clerkSees,
    /**
     * The unit files a new one, waiting for the registry of the area the unit is in now. One waits at a time: while
     * `pending` finds one, `busy` says so. `insert` writes the filing's own columns and state beside `head`, with
     * anything that goes with it; `files` are those the first step of its log hands in.
     */
    async file(
      ctx: AppContext,
      s: SessionContext,
      ip: string,
      c: {
        pending: (db: Database, unitId: string) => Promise<unknown>;
        busy: string;
        insert: (tx: AppContext, head: ReturnType<typeof filedBy>) => Promise<void>;
        files?: (tx: AppContext, id: string) => Promise<readonly string[]>;
        audit: { action: string; detail: Record<string, unknown> };
      },
    ): Promise<V> {
      const id = await ctx.db.transaction().execute(async (trx) => {
        const tx = { ...ctx, db: trx };
        if (await c.pending(trx, s.unitId)) throw businessError(c.busy);
        const head = filedBy(s, (await getUnitProfile(tx, s.unitId)).areaCode);
        await c.insert(tx, head);
        const attachments = await c.files?.(tx, head.id);
        await startFlow(tx, { kind: filing.kind, id: head.id, actor: { kind: 'user', session: s }, attachments, audit: { ...c.audit, ip } });
        return head.id;
      });
      return filing.reread(ctx, id);
    },
    /** A registry's queue: the filings in its areas. */
    queue: async (ctx: AppContext, s: SessionContext, q: PageInput & { state?: string; keyword: string }): Promise<Page<V>> =>
      filing.page(ctx, q, await def.findPage(ctx.db, { scope: await dataScope(ctx.db, s), state: q.state, keyword: q.keyword }, (q.pageNo - 1) * q.pageSize, q.pageSize)),
    getForReview: async (ctx: AppContext, s: SessionContext, id: string): Promise<V> => filing.getFor(ctx, id, await clerkSees(ctx, s)),
    /** A clerk's decision, recorded in the filing's review columns with whatever else `o.set` sets. */
    decide: async (ctx: AppContext, s: SessionContext, input: StepTarget & { action: string; opinion: string }, ip: string, o: StepOptions<T> = {}): Promise<V> =>
      filing.act(ctx, s, input, input.action, ip, { ...o, party: 'reviewer', guard: await clerkSees(ctx, s), set: { ...reviewedBy(s, input.opinion), ...o.set } }),
    /** The record spec's `canSee`: its own unit, and the clerks of the queue whose areas hold it. */
    canSee: async (s: SessionContext, row: AreaFiled, ctx: AppContext): Promise<boolean> =>
      row.unit_id === s.unitId || (s.menuIds.has(def.permission) && (await clerkSees(ctx, s))(row)),
  };
}

/**
 * The files of a workflow record: whoever may see the record (its owner, the reviewer in scope, a counterparty) reads
 * every one of them; `canWrite` says who adds them and when.
 */
export const recordFiles = (kind: FlowKind, canWrite: AttachmentRule['canWrite'], checklist?: AttachmentRule['checklist']): AttachmentRule => ({
  canWrite,
  canRead: (ctx, s, att) => canSeeRecord(ctx, s, kind, att.bizId),
  checklist,
});

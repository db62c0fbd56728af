import type { Selectable } from 'kysely';
import type { findInteractionInput, InteractionPost, InteractionRecord, InteractionThread, launchInteractionInput, Page, replyInteractionInput } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { dataScope, rowInScope, rowInScopeOf } from '../../platform/auth/scope';
import type { InteractionThreadTable } from '../../platform/db/schema';
import { badInput, businessError, forbidden, notFound } from '../../platform/http/errors';
import { newId, nowIso } from '../../platform/ids';
import type { SessionContext } from '../../platform/session/store';
import { claimUploads, describeAttachments, type AttachmentRule } from '../attachment/service';
import { interactionObject, type InteractionObjectInfo } from '../online-apply/service';
import { markReadByLink, postMessage } from '../message/service';
import { findUnitName } from '../unit/service';
import { unitUsersWith } from '../user/service';
import { applyStep, startFlow, type FlowRecordSpec } from '../workflow/service';
import * as repo from './repo';

type Side = repo.Side;
const TITLE = '检验互动';

/** Where each side reads a thread: the message sent with a post leads there. */
const PAGE: Record<Side, string> = { company: '/company-service/interaction', body: '/inspection/interaction' };
/** The permission that makes a user of a side one of its readers (and whom its notices go to). */
const PERMISSION: Record<Side, string> = { company: 'companyService.interaction', body: 'inspection.interaction' };
const threadLink = (side: Side, id: string) => `${PAGE[side]}?id=${id}`;
const other = (side: Side): Side => (side === 'company' ? 'body' : 'company');

/**
 * Which side the caller is on: an inspection body's staff holding inspection.interaction, or a unit (its own data
 * scope) holding companyService.interaction. Administrators and everyone else are no party to a thread.
 */
async function sideOf(ctx: AppContext, s: SessionContext): Promise<Side | null> {
  if (s.roleType === 'inspect') return s.menuIds.has(PERMISSION.body) ? 'body' : null;
  if (s.menuIds.has(PERMISSION.company) && (await dataScope(ctx.db, s)).kind === 'unit') return 'company';
  return null;
}

async function requireSide(ctx: AppContext, s: SessionContext): Promise<Side> {
  const side = await sideOf(ctx, s);
  if (!side) throw forbidden();
  return side;
}

/** A body sees the threads on applications addressed to it, within its staff's areas. */
const bodySees = async (ctx: AppContext, s: SessionContext, t: { unitId: string | null; orgUnitId: string }): Promise<boolean> =>
  rowInScopeOf(ctx.db, await dataScope(ctx.db, s), { unitId: t.unitId, body: t.orgUnitId });

/** A unit sees the threads of its own applications; a body those on applications addressed to it. */
async function sees(ctx: AppContext, s: SessionContext, side: Side, t: Pick<Selectable<InteractionThreadTable>, 'unit_id' | 'org_unit_id'>): Promise<boolean> {
  return side === 'body' ? bodySees(ctx, s, { unitId: t.unit_id, orgUnitId: t.org_unit_id }) : rowInScope(await dataScope(ctx.db, s), { unitId: t.unit_id });
}

/** The caller's side of a thread it may see; another party's thread answers as if it did not exist. */
async function findVisible(ctx: AppContext, s: SessionContext, id: string): Promise<{ side: Side; thread: repo.ThreadRow }> {
  const side = await requireSide(ctx, s);
  const thread = await repo.findThread(ctx.db, id);
  if (!thread || !(await sees(ctx, s, side, thread))) throw notFound(TITLE);
  return { side, thread };
}

/** The application (or report) the caller may start a thread on: its own unit's, or one addressed to its body, once submitted. */
async function reachableObject(ctx: AppContext, s: SessionContext, side: Side, applyId: string, itemId: string): Promise<InteractionObjectInfo | null> {
  const obj = await interactionObject(ctx, applyId, itemId);
  if (!obj) return null;
  const ours = side === 'body' ? obj.submitted && (await bodySees(ctx, s, obj)) : rowInScope(await dataScope(ctx.db, s), { unitId: obj.unitId });
  return ours ? obj : null;
}

const toThread = (t: repo.ThreadRow, side: Side): InteractionThread => ({
  id: t.id,
  subject: t.subject,
  objectType: t.item_id ? 'report' : 'apply',
  applyId: t.apply_id,
  applyNo: t.apply_no,
  itemId: t.item_id,
  reportNo: t.report_no,
  deviceLabel: t.device_label,
  unitName: t.unit_name,
  orgName: t.org_name,
  state: t.state as InteractionThread['state'],
  startedBy: t.started_by as Side,
  startedByName: t.started_by_name,
  postCount: Number(t.post_count),
  lastPostAt: t.last_post_at,
  lastPostSide: t.last_post_side as Side,
  lastAuthorName: t.last_author_name,
  lastExcerpt: t.last_excerpt,
  unread: Number(side === 'company' ? t.company_unread : t.body_unread),
  closedAt: t.closed_at,
  closedByName: t.closed_by_name,
  createdAt: t.created_at,
  version: Number(t.version),
});

async function recordOf(ctx: AppContext, id: string, side: Side): Promise<InteractionRecord> {
  const thread = await repo.findThread(ctx.db, id);
  if (!thread) throw notFound(TITLE);
  const posts = await repo.findPosts(ctx.db, id);
  const files = await describeAttachments(
    ctx,
    posts.flatMap((p) => JSON.parse(p.attachments) as string[]),
  );
  return {
    thread: toThread(thread, side),
    side,
    posts: posts.map((p): InteractionPost => ({
      id: p.id,
      side: p.side as Side,
      authorName: p.author_name,
      content: p.content,
      attachments: (JSON.parse(p.attachments) as string[]).flatMap((a) => files.filter((f) => f.attsysid === a)),
      createdAt: p.created_at,
    })),
  };
}

const excerpt = (content: string) => content.replace(/\s+/g, ' ').slice(0, 60);

/** Tells every reader of the other side, in the writer's transaction: the message centre's count shows it at once. */
async function notifyOther(tx: AppContext, t: { id: string; subject: string; apply_no: string; unit_id: string; org_unit_id: string }, side: Side, text: string): Promise<void> {
  const to = other(side);
  const unitId = to === 'company' ? t.unit_id : t.org_unit_id;
  const from = await findUnitName(tx, side === 'company' ? t.unit_id : t.org_unit_id);
  for (const userId of await unitUsersWith(tx, unitId, PERMISSION[to]))
    await postMessage(tx, userId, `${TITLE}：${t.subject}`, `${from}${text}（报检申请${t.apply_no}）`, threadLink(to, t.id));
}

/** Writes one post in the caller's transaction, with the files the writer uploaded for it. */
async function writePost(
  tx: AppContext,
  s: SessionContext,
  t: { id: string; seq: number },
  side: Side,
  content: string,
  attachmentIds: readonly string[],
  draftOf: string,
  at: string,
): Promise<void> {
  if (!(await claimUploads(tx, attachmentIds, s.userId, { bizType: 'interactionDraft', bizId: draftOf }, { bizType: 'interaction', bizId: t.id, kind: 'file' })))
    throw badInput('附件不存在或已发送，请重新上传');
  await repo.insertPost(tx.db, {
    id: newId(),
    thread_id: t.id,
    seq: t.seq,
    side,
    author_id: s.userId,
    author_name: s.userName.slice(0, 64),
    content,
    attachments: JSON.stringify(attachmentIds),
    created_at: at,
  });
}

/** Starts a thread on an application or one of its reports, with its first post: the other side hears of it. */
export async function launch(ctx: AppContext, s: SessionContext, input: z.output<typeof launchInteractionInput>, ip: string): Promise<InteractionRecord> {
  const side = await requireSide(ctx, s);
  const obj = await reachableObject(ctx, s, side, input.applyId, input.itemId);
  if (!obj) throw notFound(input.itemId ? '检验报告' : '报检申请');
  if (!obj.submitted) throw businessError('报检申请提交后才能发起互动');
  const unitId = obj.unitId;
  if (!unitId) throw businessError('该申请的单位尚未开通平台账号，无法在线互动，请通过申请中的联系电话联系');
  const id = newId();
  const at = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const tx = { ...ctx, db: trx };
    const row = {
      id,
      subject: input.subject,
      apply_id: obj.applyId,
      item_id: obj.itemId,
      apply_no: obj.applyNo,
      report_no: obj.reportNo,
      device_label: obj.deviceLabel.slice(0, 200),
      unit_id: unitId,
      org_unit_id: obj.orgUnitId,
      state: 'open',
      started_by: side,
      started_by_id: s.userId,
      started_by_name: s.userName.slice(0, 64),
      post_count: 1,
      last_post_at: at,
      last_post_side: side,
      last_author_name: s.userName.slice(0, 64),
      last_excerpt: excerpt(input.content),
      company_unread: side === 'body' ? 1 : 0,
      body_unread: side === 'company' ? 1 : 0,
      closed_at: null,
      closed_by_name: '',
      created_at: at,
      updated_at: at,
      version: 1,
    };
    await repo.insertThread(trx, row);
    await startFlow(tx, {
      kind: 'interaction',
      id,
      actor: { kind: 'user', session: s },
      attachments: input.attachmentIds,
      audit: { action: 'interaction.launch', detail: { applyId: obj.applyId, itemId: obj.itemId, side }, ip },
    });
    // Files uploaded while launching are drafts of the application: no thread existed to hold them.
    await writePost(tx, s, { id, seq: 1 }, side, input.content, input.attachmentIds, obj.applyId, at);
    await notifyOther(tx, row, side, `发起了检验互动：${excerpt(input.content)}`);
  });
  return recordOf(ctx, id, side);
}

/** Adds a post to an open thread; a closed one takes none. */
export async function reply(ctx: AppContext, s: SessionContext, input: z.output<typeof replyInteractionInput>, ip: string): Promise<InteractionRecord> {
  const { side, thread } = await findVisible(ctx, s, input.id);
  if (thread.state !== 'open') throw businessError('该互动已关闭，不能回复');
  const at = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    const tx = { ...ctx, db: trx };
    const posted = await repo.findPostedFiles(trx, thread.id);
    if (input.attachmentIds.some((a) => posted.has(a))) throw badInput('附件不存在或已发送，请重新上传');
    const seq = await repo.countPost(trx, thread.id, side, { at, authorName: s.userName.slice(0, 64), excerpt: excerpt(input.content) });
    if (seq === null) throw businessError('该互动已关闭，不能回复');
    await writePost(tx, s, { id: thread.id, seq }, side, input.content, input.attachmentIds, thread.id, at);
    await writeAudit(trx, { actorId: s.userId, actorName: s.userName, action: 'interaction.reply', target: thread.id, detail: { seq, files: input.attachmentIds.length }, ip });
    await notifyOther(tx, thread, side, `回复了检验互动：${excerpt(input.content)}`);
  });
  // The writer has read everything up to its own post.
  await repo.markRead(ctx.db, thread.id, side);
  return recordOf(ctx, thread.id, side);
}

/** The thread with every post, oldest first; opening it marks the other side's posts read for the caller's side. */
export async function record(ctx: AppContext, s: SessionContext, id: string): Promise<InteractionRecord> {
  const { side, thread } = await findVisible(ctx, s, id);
  await repo.markRead(ctx.db, thread.id, side);
  // The messages that told the reader of its posts are read with it.
  await markReadByLink(ctx, s.userId, threadLink(side, thread.id));
  return recordOf(ctx, thread.id, side);
}

/** The caller's side's threads, newest activity first, each with its unread count for that side. */
export async function list(ctx: AppContext, s: SessionContext, q: z.output<typeof findInteractionInput>): Promise<Page<InteractionThread>> {
  const side = await requireSide(ctx, s);
  const who: repo.ThreadOwner = { side, scope: await dataScope(ctx.db, s) };
  const { rows, count } = await repo.findThreadPage(
    ctx.db,
    { who, state: q.state, applyId: q.applyId, keyword: q.keyword, unreadOnly: q.unreadOnly },
    (q.pageNo - 1) * q.pageSize,
    q.pageSize,
  );
  return { list: rows.map((r) => toThread(r, side)), count, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** Closes a thread for good, by either side, through the workflow engine (flow log, audit, the other side told). */
export async function close(ctx: AppContext, s: SessionContext, input: { id: string; version: number }, ip: string): Promise<InteractionRecord> {
  const { side } = await findVisible(ctx, s, input.id);
  const at = nowIso();
  await applyStep<Selectable<InteractionThreadTable>>(ctx, {
    kind: 'interaction',
    id: input.id,
    action: side === 'company' ? 'close' : 'bodyClose',
    party: side === 'company' ? 'owner' : 'reviewer',
    version: input.version,
    actor: { kind: 'user', session: s },
    set: { closed_at: at, closed_by_name: s.userName.slice(0, 64), updated_at: at },
    effect: (tx, row) => notifyOther(tx, row, side, '关闭了检验互动，如有新的问题请重新发起'),
    audit: { action: 'interaction.close', ip },
  });
  return recordOf(ctx, input.id, side);
}

/** Threads are seen by their unit and by the body their application is addressed to. */
export const interactionRecordSpec: FlowRecordSpec = {
  table: 'interaction_threads',
  subject: (_ctx, row: Selectable<InteractionThreadTable>) => `${row.subject}（报检申请${row.apply_no}）`,
  canSee: async (s, row: Selectable<InteractionThreadTable>, ctx) => row.unit_id === s.unitId || (await bodySees(ctx, s, { unitId: row.unit_id, orgUnitId: row.org_unit_id })),
};

/** Whether the caller may still write on what a draft file is for: an open thread of its own, or an application it may start one on. */
async function draftTarget(ctx: AppContext, s: SessionContext, bizId: string, forWriting: boolean): Promise<boolean> {
  const side = await sideOf(ctx, s);
  if (!side) return false;
  const thread = await repo.findThread(ctx.db, bizId);
  if (thread) return (await sees(ctx, s, side, thread)) && (!forWriting || thread.state === 'open');
  const obj = await reachableObject(ctx, s, side, bizId, '');
  return !!obj && obj.submitted && obj.unitId !== null;
}

/** A side's files not sent yet: only that side's own unit sees them. */
export const interactionDraftAttachments: AttachmentRule = {
  canWrite: (ctx, s, bizId) => draftTarget(ctx, s, bizId, true),
  canRead: async (ctx, s, att) => att.unitId === s.unitId && (await draftTarget(ctx, s, att.bizId, false)),
};

/** Files sent in a thread: both sides read them; they arrive only with a post and are never changed afterwards. */
export const interactionAttachments: AttachmentRule = {
  canWrite: () => false,
  canRead: async (ctx, s, att) => {
    const side = await sideOf(ctx, s);
    const thread = side && (await repo.findThread(ctx.db, att.bizId));
    return !!side && !!thread && (await sees(ctx, s, side, thread));
  },
};

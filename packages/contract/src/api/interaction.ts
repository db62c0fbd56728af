import { z } from 'zod';
import type { Workflow } from '../domain/workflow';
import { pickedId, requiredText, recordVersion } from '../validators/zod';
import { keywordFilter, pageInput } from './envelope';
import { endpointsWith, pageOf } from './endpoint';

/**
 * 检验互动: a threaded conversation between a unit and the inspection body about one inspection application or one
 * report of it. Either side may start one; either side may close it, and closing is final (a new question is a new
 * thread), so a closed thread never changes again.
 */
export type InteractionState = 'open' | 'closed';
export type InteractionAction = 'close' | 'bodyClose';

/** The two sides of a thread: the unit that owns the application, and the inspection body it is addressed to. */
export const INTERACTION_SIDES = { company: '企业', body: '检验机构' } as const;
export type InteractionSide = keyof typeof INTERACTION_SIDES;

/** What a thread is about: a whole application, or one device's report of it. */
export const INTERACTION_OBJECTS = { apply: '报检申请', report: '检验报告' } as const;
export type InteractionObject = keyof typeof INTERACTION_OBJECTS;

export const INTERACTION_FLOW: Workflow<InteractionState, InteractionAction> = {
  states: {
    open: { label: '进行中', color: 'processing' },
    closed: { label: '已关闭', color: 'default' },
  },
  // The engine checks one party per action: the same step, taken by the unit or by the body.
  transitions: [
    { action: 'close', from: ['open'], to: 'closed', label: '关闭互动', by: 'owner' },
    { action: 'bodyClose', from: ['open'], to: 'closed', label: '关闭互动', by: 'reviewer' },
  ],
};
export const INTERACTION_STATES = Object.keys(INTERACTION_FLOW.states) as [InteractionState, ...InteractionState[]];

export const INTERACTION_SUBJECT_MAX = 100;
export const INTERACTION_CONTENT_MAX = 2000;
export const INTERACTION_FILES_MAX = 10;

/** Files uploaded for the post (as `interactionDraft` of the thread, or of the application when launching). */
const attachmentIds = z
  .array(z.string().trim().min(1).max(64), { error: '附件不正确' })
  .max(INTERACTION_FILES_MAX, `每次最多附带${INTERACTION_FILES_MAX}个附件`)
  .refine((ids) => new Set(ids).size === ids.length, '附件重复')
  .default([]);

export const interactionContent = requiredText('内容', INTERACTION_CONTENT_MAX);
export const interactionSubject = requiredText('主题', INTERACTION_SUBJECT_MAX);

export const launchInteractionInput = z.object({
  applyId: pickedId('报检申请'),
  /** A device line of the application whose report the thread is about; '' for the application itself. */
  itemId: z.string().trim().max(64, '检验报告不正确').default(''),
  subject: interactionSubject,
  content: interactionContent,
  attachmentIds,
});
export type LaunchInteractionInput = z.input<typeof launchInteractionInput>;

export const replyInteractionInput = z.object({ id: pickedId('互动'), content: interactionContent, attachmentIds });
export type ReplyInteractionInput = z.input<typeof replyInteractionInput>;

export const interactionIdInput = z.object({ id: pickedId('互动') });

export const closeInteractionInput = z.object({
  id: pickedId('互动'),
  version: recordVersion,
});

export const findInteractionInput = pageInput.extend({
  state: z.enum(INTERACTION_STATES, { error: '互动状态不正确' }).optional(),
  /** Only the threads of one application (its detail page). */
  applyId: z.string().trim().max(64).optional(),
  /** Subject, application number or report number. */
  keyword: keywordFilter,
  unreadOnly: z.coerce.boolean().default(false),
});
export type FindInteractionInput = z.input<typeof findInteractionInput>;

export const interactionThread = z.object({
  id: z.string(),
  subject: z.string(),
  objectType: z.enum(['apply', 'report']),
  applyId: z.string(),
  applyNo: z.string(),
  itemId: z.string(),
  reportNo: z.string(),
  /** The device the report is of (code and name), '' for an application. */
  deviceLabel: z.string(),
  unitName: z.string(),
  orgName: z.string(),
  state: z.enum(INTERACTION_STATES),
  startedBy: z.enum(['company', 'body']),
  startedByName: z.string(),
  postCount: z.number(),
  lastPostAt: z.string(),
  lastPostSide: z.enum(['company', 'body']),
  lastAuthorName: z.string(),
  /** The start of the last post, for the list. */
  lastExcerpt: z.string(),
  /** Posts of the other side the viewer's side has not opened yet. */
  unread: z.number(),
  closedAt: z.string().nullable(),
  closedByName: z.string(),
  createdAt: z.string(),
  version: z.number(),
});
export type InteractionThread = z.output<typeof interactionThread>;

export const interactionPost = z.object({
  id: z.string(),
  side: z.enum(['company', 'body']),
  authorName: z.string(),
  content: z.string(),
  attachments: z.array(z.object({ attsysid: z.string(), fileName: z.string() })),
  createdAt: z.string(),
});
export type InteractionPost = z.output<typeof interactionPost>;

/** A thread with every post, oldest first, and which side the viewer is on. */
export const interactionRecord = z.object({
  thread: interactionThread,
  posts: z.array(interactionPost),
  side: z.enum(['company', 'body']),
});
export type InteractionRecord = z.output<typeof interactionRecord>;

const thread = endpointsWith({ spec: '§7 /a/stone/self-service/*: interactions (launch, reply, record)', access: 'session' });
const LIST = '§7 /a/stone/self-service/*: interactions; the list of threads with their unread counts, and closing one (beyond the spec)';
const threads = endpointsWith({ spec: LIST, access: 'session' });
/** What the calls on one thread answer, and the thread they take. */
const onThread = { output: interactionRecord, owns: { id: 'interaction' } } as const;

/**
 * Both sides call the same endpoints: the server tells the side from the caller's role (a unit holding
 * companyService.interaction, an inspection body's staff holding inspection.interaction) and refuses anyone else.
 */
export const interactionApi = {
  launch: thread({
    path: '/a/stone/self-service/interaction/launch',
    title: '发起检验互动',
    input: launchInteractionInput,
    output: interactionRecord,
    owns: { applyId: 'inspectionApply' },
  }),
  reply: thread({ path: '/a/stone/self-service/interaction/reply', title: '回复检验互动', input: replyInteractionInput, ...onThread }),
  record: thread({ path: '/a/stone/self-service/interaction/record', title: '检验互动记录', input: interactionIdInput, ...onThread }),
  list: threads({
    path: '/a/stone/self-service/interaction/list',
    title: '检验互动列表',
    input: findInteractionInput,
    output: pageOf(interactionThread),
    owns: { applyId: 'inspectionApply' },
  }),
  close: threads({ path: '/a/stone/self-service/interaction/close', title: '关闭检验互动', input: closeInteractionInput, ...onThread }),
} as const;

import { z } from 'zod';
import { FLOW_KINDS } from '../domain/flows';
import { endpointsWith, queryGet } from './endpoint';

export const flowLogInput = z.object({
  kind: z.enum(FLOW_KINDS as [string, ...string[]], { error: '业务类型不正确' }),
  id: z.string({ error: '请指定业务记录' }).trim().min(1, '请指定业务记录').max(64, '业务记录编号不正确'),
});

export const flowStep = z.object({
  id: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  fromState: z.string().nullable(),
  fromLabel: z.string(),
  toState: z.string(),
  toLabel: z.string(),
  /** user: someone with an account; applicant: a company before it has one */
  /** user: logged in; applicant: a company without an account yet; system: a payment provider's notice and the like. */
  actorKind: z.enum(['user', 'applicant', 'system']),
  actorName: z.string(),
  actorUnitName: z.string(),
  opinion: z.string(),
  attachments: z.array(z.object({ attsysid: z.string(), fileName: z.string() })),
  at: z.string(),
});
export type FlowStep = z.output<typeof flowStep>;

export const flowLogView = z.object({
  kind: z.string(),
  kindTitle: z.string(),
  recordId: z.string(),
  /** What the record is about, e.g. the applying unit's name. */
  subject: z.string(),
  state: z.string(),
  stateLabel: z.string(),
  stateColor: z.string(),
  steps: z.array(flowStep),
});
export type FlowLogView = z.output<typeof flowLogView>;

/** How many records wait in one of the caller's review queues, and the page that holds the queue. */
export const todoCount = z.object({ page: z.string(), title: z.string(), count: z.number() });
export type TodoCount = z.output<typeof todoCount>;

const signedIn = endpointsWith({ access: 'session' });

/** The circulation log of one workflow record (spec §2 /flowLog-single), for whoever may see the record. */
export const flowLogApi = {
  find: signedIn({
    path: '/a/stone/flowLog/find',
    title: '流转记录',
    spec: '§2 /flowLog-single (circulation log)',
    input: flowLogInput,
    output: flowLogView,
    owns: { id: 'flowRecord' },
  }),
  todo: signedIn({
    path: '/a/stone/flowLog/todo',
    title: '待办数量',
    ...queryGet,
    spec: 'Beyond spec §2: a reviewer sees how much waits in each of its queues (home page, menu badges)',
    output: z.array(todoCount),
  }),
} as const;

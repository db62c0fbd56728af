import { z } from 'zod';
import { reviewOutcome, STEPS, type Workflow } from '../domain/workflow';
import { optionalText, requiredText, recordVersion } from '../validators/zod';
import { choiceFilter, pageInput } from './envelope';
import { endpoint, endpointsWith, pageOf, signedDownload } from './endpoint';
import { inspectedDevice } from './equipment';

export type OpinionState = 'issued' | 'answered' | 'confirmed' | 'reinspect';
export type OpinionAction = 'answer' | 'confirm' | 'return' | 'reinspect';

/**
 * An inspection opinion notice (检验意见通知书, inspection-reports.md §1) and its rectification (整改): issued by the
 * inspection body with a conclusion that found defects; the unit answers every defect with its measure and evidence;
 * the body confirms the rectification, returns the answer for another one, or orders a re-inspection (复检), which the
 * unit applies for as a new online inspection application.
 */
export const OPINION_FLOW: Workflow<OpinionState, OpinionAction> = {
  states: {
    issued: { label: '待整改', color: 'warning' },
    answered: { label: '待确认', color: 'processing' },
    confirmed: { label: '整改已确认', color: 'success' },
    reinspect: { label: '需复检', color: 'error' },
  },
  transitions: [
    { action: 'answer', from: ['issued'], to: 'answered', label: '提交整改反馈', by: 'owner' },
    { action: 'confirm', from: ['answered'], to: 'confirmed', label: '确认整改', by: 'reviewer' },
    STEPS.return(['answered'], 'issued'),
    { action: 'reinspect', from: ['answered'], to: 'reinspect', label: '要求复检', by: 'reviewer', needsReason: true },
  ],
};
export const OPINION_STATES = Object.keys(OPINION_FLOW.states) as [OpinionState, ...OpinionState[]];

/** Conclusions that fail the device (不合格, 复检不合格, 不符合要求) or pass it only with conditions (基本符合要求). */
export const RECTIFY_CONCLUSIONS: readonly string[] = ['fail', 'refail', 'nonConform', 'basicConform'];

/**
 * The rule at conclusion (workflows.md §6: "需整改" is a state, not a conclusion): a failing or conditional conclusion
 * must list its defects; any listed defect, also under a pass (合格 with defects to put right), issues an opinion
 * notice and needs a rectification deadline. A pass without defects issues nothing.
 */
export function rectificationNeeds(conclusion: string, defectCount: number): { defects: boolean; deadline: boolean } {
  return { defects: RECTIFY_CONCLUSIONS.includes(conclusion), deadline: defectCount > 0 };
}

/** One defect as the inspector records it: where, what, under which clause, and what must be done. */
export const opinionDefectInput = z.object({
  item: requiredText('检验项目或部位', 100),
  problem: requiredText('问题描述', 500),
  basis: requiredText('依据条款', 200),
  demand: requiredText('整改要求', 500),
});
export type OpinionDefectInput = z.output<typeof opinionDefectInput>;
export const OPINION_DEFECTS_MAX = 30;

/** One defect of a notice, with the unit's answer: its measure, and the evidence (attachments opinionDefect/evidence, bizId = id). */
export const opinionDefect = z.object({
  id: z.string(),
  seq: z.number(),
  item: z.string(),
  problem: z.string(),
  basis: z.string(),
  demand: z.string(),
  measure: z.string(),
  evidenceCount: z.number(),
});
export type OpinionDefect = z.output<typeof opinionDefect>;

export const opinionNotice = z.object({
  id: z.string(),
  noticeNo: z.string(),
  state: z.enum(OPINION_STATES),
  unitName: z.string(),
  orgName: z.string(),
  applyId: z.string(),
  applyNo: z.string(),
  itemId: z.string(),
  ...inspectedDevice,
  address: z.string(),
  conclusion: z.string(),
  inspectionDate: z.string(),
  reportNo: z.string(),
  /** 整改期限, YYYY-MM-DD. */
  deadline: z.string(),
  /** Waiting for the unit's answer past the deadline. */
  overdue: z.boolean(),
  issuedAt: z.string(),
  issuedByName: z.string(),
  answeredAt: z.string().nullable(),
  defects: z.array(opinionDefect),
  ...reviewOutcome,
  updatedAt: z.string(),
  version: z.number(),
});
export type OpinionNotice = z.output<typeof opinionNotice>;

export const findOpinionInput = pageInput.extend({
  state: choiceFilter(OPINION_STATES),
  /** Notice number, device code, product name or unit name. */
  keyword: z.string().trim().max(50).default(''),
  /** Only notices past their deadline and not answered. */
  overdueOnly: z.coerce.boolean().default(false),
});
export type FindOpinionInput = z.input<typeof findOpinionInput>;

export const opinionIdInput = z.object({ id: z.string({ error: '请选择意见通知书' }).trim().min(1, '请选择意见通知书').max(64) });

/** The unit's answers (saved as it goes); isCommit submits them once every defect has its measure and evidence. */
export const answerOpinionInput = opinionIdInput.extend({
  version: recordVersion,
  answers: z
    .array(z.object({ defectId: z.string().trim().min(1).max(64), measure: optionalText(1000) }))
    .min(1, '请填写整改措施')
    .max(OPINION_DEFECTS_MAX),
  isCommit: z.coerce.boolean().default(false),
});
export type AnswerOpinionInput = z.input<typeof answerOpinionInput>;

export const decideOpinionInput = opinionIdInput
  .extend({
    version: recordVersion,
    action: z.enum(['confirm', 'return', 'reinspect'], { error: '请选择确认、退回或要求复检' }),
    opinion: z.string().trim().max(500, '意见不能超过500个字').default(''),
  })
  .refine((v) => v.action === 'confirm' || v.opinion !== '', { message: '请填写退回或要求复检的原因', path: ['opinion'] });
export type DecideOpinionInput = z.input<typeof decideOpinionInput>;

const SPEC = '§7 /a/stone/self-service/*: opinions (检验意见通知书) and their rectification feedback';
const rectifying = endpointsWith({ spec: SPEC, access: 'companyService.rectify' });
const confirming = endpointsWith({ spec: SPEC, access: 'inspection.rectify' });
/** What the calls on one notice answer, and the notice they take. */
const onNotice = { output: opinionNotice, owns: { id: 'opinionNotice' } } as const;

export const opinionApi = {
  list: rectifying({ path: '/a/stone/self-service/opinion/list', title: '检验意见通知书列表', input: findOpinionInput, output: pageOf(opinionNotice) }),
  detail: rectifying({ path: '/a/stone/self-service/opinion/detail', title: '检验意见通知书详情', input: opinionIdInput, ...onNotice }),
  answer: rectifying({ path: '/a/stone/self-service/opinion/answer', title: '保存或提交整改反馈', input: answerOpinionInput, ...onNotice }),
  queue: confirming({ path: '/a/stone/self-service/opinion/queue', title: '整改确认队列', input: findOpinionInput, output: pageOf(opinionNotice) }),
  review: confirming({ path: '/a/stone/self-service/opinion/review', title: '检验意见通知书（检验机构）', input: opinionIdInput, ...onNotice }),
  decide: confirming({ path: '/a/stone/self-service/opinion/decide', title: '确认整改、退回或要求复检', input: decideOpinionInput, ...onNotice }),
  pdf: endpoint({
    path: '/a/stone/self-service/opinion/pdf',
    title: '下载检验意见通知书',
    ...signedDownload,
    spec: '§7 report PDF downloads by type: YJTZS, the inspection opinion notice',
    // The unit it was issued to and the body that issued it both print it; the service checks which one asks.
    access: 'session',
    input: opinionIdInput,
    output: 'pdf',
    owns: { id: 'opinionNotice' },
  }),
} as const;

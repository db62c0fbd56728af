import { z } from 'zod';
import { TERMS } from './glossary';

/**
 * Workflows are declared as data: states with labels, and the transitions between them with the
 * action name and who may take them. Services apply a transition only if it is declared here.
 */
export interface Transition<S extends string, A extends string> {
  action: A;
  from: readonly S[];
  to: S;
  label: string;
  /** 'owner': the unit that started it; 'reviewer': the staff role that decides. */
  by: FlowParty;
  /** The step needs a reason (a return or a refusal): the engine refuses it without one. */
  needsReason?: boolean;
}

/** 'counterparty': the other unit a record names (the receiving unit of a 过户). */
export type FlowParty = 'owner' | 'reviewer' | 'counterparty';

export interface Workflow<S extends string, A extends string> {
  states: Record<S, { label: string; color: string }>;
  transitions: readonly Transition<S, A>[];
}

/** How a record of a flow comes into being: the first step of its flow log. */
export interface FlowStart<S extends string> {
  action: string;
  label: string;
  to: S;
}

/** The transition an action takes from a state, or undefined when it is not allowed there. */
export function findTransition<S extends string, A extends string>(flow: Workflow<S, A>, from: S, action: A): Transition<S, A> | undefined {
  return flow.transitions.find((t) => t.action === action && t.from.includes(from));
}

/** States many flows share, each with one label and tag colour wherever it stands. */
export const STATES = {
  draft: { label: '已保存', color: 'default' },
  pending: { label: TERMS.pending, color: 'processing' },
  /** Waiting for a registry or an inspection body to take it up. */
  toAccept: { label: '待受理', color: 'processing' },
  accepted: { label: '已受理', color: 'processing' },
  approved: { label: TERMS.approved, color: 'success' },
  returned: { label: TERMS.returned, color: 'warning' },
  rejected: { label: TERMS.rejected, color: 'error' },
  refused: { label: TERMS.refused, color: 'error' },
  withdrawn: { label: TERMS.withdrawn, color: 'default' },
} as const;

/** Steps many flows share, each under one label wherever it stands; a return, refusal or rejection needs its reason. */
export const STEPS = {
  /** The owner takes its submission back, into its drafts or for good. */
  withdraw: <S extends string>(from: readonly S[], to: S) => ({ action: 'withdraw', from, to, label: TERMS.withdraw, by: 'owner' }) as const,
  /** The owner sends a returned record again. */
  resubmit: <S extends string>(from: readonly S[], to: S) => ({ action: 'resubmit', from, to, label: TERMS.resubmit, by: 'owner' }) as const,
  /** A registry or an inspection body takes a submission up (受理). */
  accept: <S extends string>(from: readonly S[], to: S) => ({ action: 'accept', from, to, label: '受理', by: 'reviewer' }) as const,
  approve: <S extends string>(from: readonly S[], to: S) => ({ action: 'approve', from, to, label: TERMS.approve, by: 'reviewer' }) as const,
  /** Back to the owner for correction: the reviewer's, or the counterparty's where it is the one that checks. */
  return: <S extends string>(from: readonly S[], to: S, by: FlowParty = 'reviewer') => ({ action: 'return', from, to, label: TERMS.return, by, needsReason: true }) as const,
  reject: <S extends string>(from: readonly S[], to: S) => ({ action: 'reject', from, to, label: TERMS.reject, by: 'reviewer', needsReason: true }) as const,
  refuse: <S extends string>(from: readonly S[], to: S) => ({ action: 'refuse', from, to, label: TERMS.refuse, by: 'reviewer', needsReason: true }) as const,
};

/** Whether a record in this state waits for the reviewer's step (its queue holds it). */
export const waitsForReviewer = (flow: Workflow<string, string>, state: string, party: FlowParty = 'reviewer'): boolean =>
  flow.transitions.some((t) => t.by === party && t.from.includes(state));

export type UnitChangeState = 'pending' | 'approved' | 'rejected' | 'withdrawn';
export type UnitChangeAction = 'approve' | 'reject' | 'withdraw';

/**
 * A change of a unit's name or credit code waits for an administrator before it takes effect. A refusal is final
 * (驳回): the unit files a new request with the right evidence.
 */
export const UNIT_CHANGE_FLOW: Workflow<UnitChangeState, UnitChangeAction> = {
  states: { pending: STATES.pending, approved: STATES.approved, rejected: STATES.rejected, withdrawn: STATES.withdrawn },
  transitions: [STEPS.approve(['pending'], 'approved'), STEPS.reject(['pending'], 'rejected'), STEPS.withdraw(['pending'], 'withdrawn')],
};

/** What a reviewer's decision leaves on a record, as every review answer carries it. */
export const reviewOutcome = {
  reviewerName: z.string(),
  reviewedAt: z.string().nullable(),
  opinion: z.string(),
};

/** When a record was made and last changed, and the version a change of it must send back. */
export const recordStamps = {
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
};

/** Who entered a record that another party then reviews, and when; the review; and the version a change of it must send back. */
export const reviewedEntry = {
  createdByName: z.string(),
  createdAt: z.string(),
  ...reviewOutcome,
  version: z.number(),
};

/** Where an application to the registry stands: filed, accepted, its statutory deadline, decided, and its record version. */
export const registryProgress = {
  submittedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The last day the registry has to decide (DECISION_WORKING_DAYS after the day it accepted, China time); null until accepted. */
  deadline: z.string().nullable(),
  /** Still accepted and undecided after its deadline. */
  overdue: z.boolean(),
  ...reviewOutcome,
  ...recordStamps,
};

/** The opinion a reviewer may add to a decision; a return or a refusal needs one (see reasonGiven). */
export const reviewOpinion = z.string().trim().max(500, '审核意见不能超过500个字符').default('');

/** A reviewer's decision on a record: approve it, or send it back (`refusal`) with the opinion saying why (see reasonGiven). */
export const decisionFields = <const R extends 'return' | 'reject'>(refusal: R) => ({
  action: z.enum(['approve', refusal], { error: '请选择审核结果' }),
  opinion: reviewOpinion,
});

/** For `.refine(...)` of a decision: a return (退回) or a rejection (驳回) says why. */
export const reasonGiven = (refusal: 'return' | 'reject') =>
  [
    (v: { action: string; opinion: string }) => v.action !== refusal || v.opinion.length > 0,
    { message: `${TERMS[refusal]}时必须填写${TERMS[refusal]}原因`, path: ['opinion'] as PropertyKey[] },
  ] as const;

/** Where an application to the registry stands while the registry reviews it (the `approved` state is each area's own). */
export const REGISTRY_REVIEW_STATES = { submitted: STATES.toAccept, accepted: STATES.accepted, returned: STATES.returned, refused: STATES.refused } as const;

/** The registry's steps on an application, as registryDecisionInput takes them: approving is named in each area's words. */
export const registryReviewSteps = (approveLabel: string) =>
  [
    STEPS.accept(['submitted'], 'accepted'),
    STEPS.return(['submitted', 'accepted'], 'returned'),
    STEPS.refuse(['submitted', 'accepted'], 'refused'),
    { action: 'approve', from: ['accepted'], to: 'approved', label: approveLabel, by: 'reviewer' },
  ] as const;

/** A registry clerk's decision on an application (use registration, change, termination): a return or refusal needs its reason. */
export const registryDecisionInput = (noun: string) =>
  z
    .object({
      id: z
        .string({ error: `请选择${noun}` })
        .trim()
        .min(1, `请选择${noun}`)
        .max(64),
      action: z.enum(['accept', 'return', 'refuse', 'approve'], { error: '请选择审核操作' }),
      opinion: reviewOpinion,
      version: z.coerce.number().int().min(1),
    })
    .refine((v) => !['return', 'refuse'].includes(v.action) || v.opinion.length > 0, { message: '退回或不予受理时必须填写原因', path: ['opinion'] });

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
  states: {
    pending: { label: TERMS.pending, color: 'processing' },
    approved: { label: TERMS.approved, color: 'success' },
    rejected: { label: TERMS.rejected, color: 'error' },
    withdrawn: { label: TERMS.withdrawn, color: 'default' },
  },
  transitions: [
    { action: 'approve', from: ['pending'], to: 'approved', label: TERMS.approve, by: 'reviewer' },
    { action: 'reject', from: ['pending'], to: 'rejected', label: TERMS.reject, by: 'reviewer', needsReason: true },
    { action: 'withdraw', from: ['pending'], to: 'withdrawn', label: TERMS.withdraw, by: 'owner' },
  ],
};

/** What a reviewer's decision leaves on a record, as every review answer carries it. */
export const reviewOutcome = {
  reviewerName: z.string(),
  reviewedAt: z.string().nullable(),
  opinion: z.string(),
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
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
};

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
      opinion: z.string().trim().max(500, '审核意见不能超过500个字符').default(''),
      version: z.coerce.number().int().min(1),
    })
    .refine((v) => !['return', 'refuse'].includes(v.action) || v.opinion.length > 0, { message: '退回或不予受理时必须填写原因', path: ['opinion'] });

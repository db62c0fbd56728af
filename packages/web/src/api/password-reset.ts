import type { PasswordResetApplyInput, PasswordResetState } from '@portal/contract';
import { call, type StateQuery } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';

export type { PasswordResetApplyInput } from '@portal/contract';

// The applicant has no session: plain calls, each failure shown by the form that made it.

/** Step one: the account, its unit's credit code and the mobile on record belong together; answers the unit's name. */
export const checkResetIdentity = (loginName: string, uscc: string, mobile: string) => call('passwordReset.check', { loginName, uscc, mobile }, { quiet: true });

export const applyPasswordReset = (input: PasswordResetApplyInput) => call('passwordReset.apply', input, { quiet: true });

/** The applicant's reset applications, after the phone answered a code (purpose 'query'). */
export const queryPasswordResets = (loginName: string, mobile: string, smsTicket: string) => call('passwordReset.query', { loginName, mobile, smsTicket }, { quiet: true });

// Review under 企业账号管理 › 密码重置审核.

export type ResetQuery = StateQuery<PasswordResetState>;

export const resetKeys = {
  all: ['passwordReset'] as const,
  list: (q: ResetQuery) => [...resetKeys.all, 'list', q] as const,
  one: (id: string) => [...resetKeys.all, 'one', id] as const,
};

export const useResetList = listQuery(resetKeys.list, 'passwordReset.list');

export const useReset = recordQuery(resetKeys.one, 'passwordReset.get', { quiet: true });

/** Approves (the new password takes effect) or rejects with a reason; failures show beside the decision. */
export const useAuditReset = stepsUnder(resetKeys.all)('passwordReset.audit');

import type { AccountApplyInput, AccountApplyState, AccountResubmitInput, SELF_REGISTER_UNIT_TYPES } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type StateQuery } from './http';
import { listQuery, recordQuery } from './query-client';

export type { AccountApplyInput, AccountResubmitInput } from '@portal/contract';

// The applicant's side has no session: plain calls, each failure shown by the form that made it.

/** Step one of an application: may this unit apply at all? */
export const checkUnitRegist = (uscc: string, unitName: string, unitType: (typeof SELF_REGISTER_UNIT_TYPES)[number]) =>
  call('registration.check', { uscc, unitName, unitType }, { quiet: true });

/** Upload slots (one token per kind) for material sent without a session; `draftId` continues an existing draft. */
export const signUpload = (purpose: 'register' | 'resetPassword', draftId?: string) => call('registration.uploadSign', { purpose, draftId }, { quiet: true });

export const applyAccount = (input: AccountApplyInput) => call('registration.apply', input, { quiet: true });

/** The applicant's applications, after the phone answered a code (purpose 'query'). */
export const queryAccountApplications = (uscc: string, mobile: string, smsTicket: string) => call('registration.query', { uscc, mobile, smsTicket }, { quiet: true });

export const resubmitAccount = (input: AccountResubmitInput) => call('registration.resubmit', input, { quiet: true });

// Review under 企业账号管理 › 注册审核.

export type RegisterQuery = StateQuery<AccountApplyState>;

export const registerKeys = {
  all: ['register'] as const,
  list: (q: RegisterQuery) => [...registerKeys.all, 'list', q] as const,
  one: (id: string) => [...registerKeys.all, 'one', id] as const,
};

export const useRegisterList = listQuery(registerKeys.list, 'registration.findRegister');

export const useRegister = recordQuery(registerKeys.one, 'registration.getRegister', { quiet: true });

/** Approves (opinion optional) or returns (reason required); the decision shows inline, so failures are the form's. */
export function useDecideRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, opinion }: { id: string; action: 'approve' | 'return'; opinion: string }) =>
      call(action === 'approve' ? 'registration.audit' : 'registration.disagree', { id, opinion }, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: registerKeys.all }),
  });
}

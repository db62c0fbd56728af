import type {
  AccountApplication,
  AccountApplyInput,
  AccountResubmitInput,
  AccountApplyState,
  AccountQueryResult,
  Attachment,
  Page,
  UnitRegistCheck,
  UploadSign,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { post } from './http';

export type { AccountApplyInput, AccountResubmitInput } from '@portal/contract';

// The applicant's side has no session: plain calls, each failure shown by the form that made it.

/** Step one of an application: may this unit apply at all? */
export const checkUnitRegist = (uscc: string, unitName: string, unitType: string) =>
  post<UnitRegistCheck>(`/a/stone/common/ogmUnitRegistCheck/${[uscc, unitName, unitType].map(encodeURIComponent).join('/')}`, {}, { quiet: true });

/** Upload slots (one token per kind) for material sent without a session; `draftId` continues an existing draft. */
export const signUpload = (purpose: 'register' | 'resetPassword', draftId?: string) => post<UploadSign>('/a/stone/common/uploadSign', { purpose, draftId }, { quiet: true });

export const applyAccount = (input: AccountApplyInput) => post<{ id: string; state: AccountApplyState }>('/a/stone/common/account/apply', input, { quiet: true });

/** The applicant's applications, after the phone answered a code (purpose 'query'). */
export const queryAccountApplications = (uscc: string, mobile: string, smsTicket: string) =>
  post<AccountQueryResult>('/a/stone/common/account/query', { uscc, mobile, smsTicket }, { quiet: true });

export const resubmitAccount = (input: AccountResubmitInput) => post<{ id: string; state: AccountApplyState }>('/a/stone/common/account/resubmit', input, { quiet: true });

// Review under 企业账号管理 › 注册审核.

export interface RegisterQuery {
  state?: AccountApplyState;
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

export interface RegisterDetail {
  application: AccountApplication;
  attachments: Attachment[];
}

export const registerKeys = {
  all: ['register'] as const,
  list: (q: RegisterQuery) => [...registerKeys.all, 'list', q] as const,
  one: (id: string) => [...registerKeys.all, 'one', id] as const,
};

export const useRegisterList = (q: RegisterQuery) =>
  useQuery({ queryKey: registerKeys.list(q), queryFn: () => post<Page<AccountApplication>>('/a/stone/account/findRegister', q), placeholderData: keepPreviousData });

export const useRegister = (id: string) =>
  useQuery({ queryKey: registerKeys.one(id), queryFn: () => post<RegisterDetail>('/a/stone/account/getRegister', { id }, { quiet: true }), enabled: !!id });

/** Approves (opinion optional) or returns (reason required); the decision shows inline, so failures are the form's. */
export function useDecideRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, opinion }: { id: string; action: 'approve' | 'return'; opinion: string }) =>
      post<AccountApplication>(action === 'approve' ? '/a/stone/account/audit' : '/a/stone/account/disagree', { id, opinion }, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: registerKeys.all }),
  });
}

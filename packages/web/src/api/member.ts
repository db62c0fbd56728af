import type { AccountStatus, CreateAccountInput, UpdateAccountInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './http';
import { useRefreshingMutation } from './query-client';

export type { CreateAccountInput, UpdateAccountInput } from '@portal/contract';

export interface AccountQuery {
  keyword?: string;
  status?: AccountStatus;
  /** Administrators narrow to one unit; a main account always sees its own. */
  unitId?: string;
  pageNo: number;
  pageSize: number;
}

export const memberKeys = {
  all: ['member'] as const,
  roles: () => [...memberKeys.all, 'roles'] as const,
  list: (q: AccountQuery) => [...memberKeys.all, 'list', q] as const,
  one: (id: string) => [...memberKeys.all, 'one', id] as const,
  staffAreas: (id: string) => [...memberKeys.all, 'staffAreas', id] as const,
};

/** The roles the caller may hand out (a main account: only those it holds). */
export const useAssignableRoles = () => useQuery({ queryKey: memberKeys.roles(), queryFn: () => call('member.assignableRoles', {}, { quiet: true }) });

/** Quiet: a sub-account is refused with a sentence the page shows in place of the table. */
export const useAccounts = (q: AccountQuery) =>
  useQuery({ queryKey: memberKeys.list(q), queryFn: () => call('member.findAccounts', q, { quiet: true }), placeholderData: keepPreviousData });

export const useAccount = (id: string) => useQuery({ queryKey: memberKeys.one(id), queryFn: () => call('member.getAccount', { id }, { quiet: true }), enabled: !!id });

/** The areas an inspection staff member works in (their data scope); only administrators ask. */
export const useStaffAreas = (id: string) => useQuery({ queryKey: memberKeys.staffAreas(id), queryFn: () => call('member.getStaffAreas', { id }, { quiet: true }), enabled: !!id });

/** Every change refreshes every list and record; failures are the form's to show. */
const useMemberMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, memberKeys.all);

export const useCreateAccount = () => useMemberMutation((input: CreateAccountInput) => call('member.createAccount', input, { quiet: true }));
export const useUpdateAccount = () => useMemberMutation((input: UpdateAccountInput) => call('member.updateAccount', input, { quiet: true }));
export const useDeleteAccount = () => useMemberMutation((id: string) => call('member.deleteAccount', { id }, { quiet: true }));
/** `newPassword` is SM2 ciphertext. */
export const useResetAccountPassword = () => useMemberMutation((input: { id: string; newPassword: string }) => call('member.resetAccountPassword', input, { quiet: true }));
/** Replaces a staff member's work areas (6-digit area codes; a city covers its districts). */
export const useSaveStaffAreas = () => useMemberMutation((input: { id: string; areas: string[] }) => call('member.saveStaffAreas', input, { quiet: true }));

import { useQuery } from '@tanstack/react-query';
import { call, type In } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';

export type { CreateAccountInput, UpdateAccountInput } from '@portal/contract';

export const memberKeys = {
  all: ['member'] as const,
  roles: () => [...memberKeys.all, 'roles'] as const,
  list: (q: In<'member.findAccounts'>) => [...memberKeys.all, 'list', q] as const,
  one: (id: string) => [...memberKeys.all, 'one', id] as const,
  staffAreas: (id: string) => [...memberKeys.all, 'staffAreas', id] as const,
};

/** The roles the caller may hand out (a main account: only those it holds). */
export const useAssignableRoles = () => useQuery({ queryKey: memberKeys.roles(), queryFn: () => call('member.assignableRoles', {}, { quiet: true }) });

/** Quiet: a sub-account is refused with a sentence the page shows in place of the table. */
export const useAccounts = listQuery(memberKeys.list, 'member.findAccounts', { quiet: true });

export const useAccount = recordQuery(memberKeys.one, 'member.getAccount', { quiet: true });

/** The areas an inspection staff member works in (their data scope); only administrators ask. */
export const useStaffAreas = recordQuery(memberKeys.staffAreas, 'member.getStaffAreas', { quiet: true });

/** Every change refreshes every list and record; failures are the form's to show. */
const memberStep = stepsUnder(memberKeys.all);

export const useCreateAccount = memberStep('member.createAccount');
export const useUpdateAccount = memberStep('member.updateAccount');
export const useDeleteAccount = memberStep('member.deleteAccount', (id: string) => ({ id }));
/** `newPassword` is SM2 ciphertext. */
export const useResetAccountPassword = memberStep('member.resetAccountPassword');
/** Replaces a staff member's work areas (6-digit area codes; a city covers its districts). */
export const useSaveStaffAreas = memberStep('member.saveStaffAreas');

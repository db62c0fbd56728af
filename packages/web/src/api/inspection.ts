import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type In } from './http';
import { useRefreshingMutation } from './query-client';
import { inspectionKeys, type InspectionQuery } from './online-apply';

// The inspection body's console over the same applications the units file (api/online-apply.ts): its keys sit
// under the same root, so a step taken here refreshes the unit's views in the same browser too.
export const inspectionConsoleKeys = {
  queue: (q: InspectionQuery) => [...inspectionKeys.all, 'queue', q] as const,
  review: (id: string) => [...inspectionKeys.all, 'review', id] as const,
  feeChoices: (id: string) => [...inspectionKeys.all, 'feeChoices', id] as const,
  vouchers: (q: InspectionQuery) => [...inspectionKeys.all, 'vouchers', q] as const,
  finance: (id: string) => [...inspectionKeys.all, 'finance', id] as const,
};

export const useInspectionQueue = (q: InspectionQuery) =>
  useQuery({ queryKey: inspectionConsoleKeys.queue(q), queryFn: () => call('onlineApply.findQueue', q), placeholderData: keepPreviousData });

export const useInspectionForReview = (id: string) =>
  useQuery({ queryKey: inspectionConsoleKeys.review(id), queryFn: () => call('onlineApply.getForReview', { id }, { quiet: true }), enabled: !!id });

/** Each device's fitting fee items and relief policies, for the fee form. */
export const useFeeChoices = (id: string, enabled: boolean) =>
  useQuery({ queryKey: inspectionConsoleKeys.feeChoices(id), queryFn: () => call('onlineApply.feeChoices', { id }), enabled: !!id && enabled });

export const useVoucherQueue = (q: InspectionQuery) =>
  useQuery({ queryKey: inspectionConsoleKeys.vouchers(q), queryFn: () => call('onlineApply.findVouchers', q), placeholderData: keepPreviousData });

export const useInspectionForFinance = (id: string | null) =>
  useQuery({ queryKey: inspectionConsoleKeys.finance(id ?? ''), queryFn: () => call('onlineApply.getForFinance', { id: id ?? '' }), enabled: !!id });

const useConsoleMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, inspectionKeys.all);

export const useAcceptInspection = () => useConsoleMutation((input: In<'onlineApply.accept'>) => call('onlineApply.accept', input, { quiet: true }));
export const useRefuseInspection = () => useConsoleMutation((input: In<'onlineApply.refuse'>) => call('onlineApply.refuse', input, { quiet: true }));
export const useSetFee = () => useConsoleMutation((input: In<'onlineApply.setFee'>) => call('onlineApply.setFee', input, { quiet: true }));
export const useScheduleInspection = () => useConsoleMutation((input: In<'onlineApply.schedule'>) => call('onlineApply.schedule', input, { quiet: true }));
export const useInspectionStep = () => useConsoleMutation((input: In<'onlineApply.step'>) => call('onlineApply.step', input, { quiet: true }));
export const useConclude = () => useConsoleMutation((input: In<'onlineApply.conclude'>) => call('onlineApply.conclude', input, { quiet: true }));
export const useDecideVoucher = () => useConsoleMutation((input: In<'onlineApply.decideVoucher'>) => call('onlineApply.decideVoucher', input, { quiet: true }));

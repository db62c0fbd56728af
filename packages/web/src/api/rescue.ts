import type { FindFaultInput, FindRescueInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type In } from './http';
import { useRefreshingMutation } from './query-client';

/** Rescues and faults share one root: a fault transferred to a rescue refreshes both sides' lists and the work desk. */
export const rescueKeys = {
  all: ['rescue'] as const,
  rescues: (q: FindRescueInput) => [...rescueKeys.all, 'rescues', q] as const,
  rescue: (id: string) => [...rescueKeys.all, 'rescue', id] as const,
  faults: (q: FindFaultInput) => [...rescueKeys.all, 'faults', q] as const,
  fault: (id: string) => [...rescueKeys.all, 'fault', id] as const,
  elevators: (keyword: string) => [...rescueKeys.all, 'elevators', keyword] as const,
  stats: (month: string) => [...rescueKeys.all, 'stats', month] as const,
};

export const useRescueList = (q: FindRescueInput) => useQuery({ queryKey: rescueKeys.rescues(q), queryFn: () => call('rescue.list', q), placeholderData: keepPreviousData });
export const useRescue = (id: string) => useQuery({ queryKey: rescueKeys.rescue(id), queryFn: () => call('rescue.detail', { id }), enabled: !!id });
export const useFaultList = (q: FindFaultInput) => useQuery({ queryKey: rescueKeys.faults(q), queryFn: () => call('fault.list', q), placeholderData: keepPreviousData });
export const useFault = (id: string) => useQuery({ queryKey: rescueKeys.fault(id), queryFn: () => call('fault.detail', { id }), enabled: !!id });
export const useRescueElevators = (keyword: string) =>
  useQuery({ queryKey: rescueKeys.elevators(keyword), queryFn: () => call('rescue.elevators', { keyword, pageNo: 1, pageSize: 50 }), placeholderData: keepPreviousData });
/** The month's figures for the work desk ('' is the current month). */
export const useRescueStats = (month: string) => useQuery({ queryKey: rescueKeys.stats(month), queryFn: () => call('rescue.stats', month ? { month } : {}), staleTime: 60_000 });

const useRescueMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, rescueKeys.all);

export const useReportRescue = () => useRescueMutation((input: In<'rescue.report'>) => call('rescue.report', input, { quiet: true }));
export const useDispatchRescue = () => useRescueMutation((input: In<'rescue.dispatch'>) => call('rescue.dispatch', input, { quiet: true }));
export const useArriveRescue = () => useRescueMutation((input: In<'rescue.arrive'>) => call('rescue.arrive', input, { quiet: true }));
export const useReleaseRescue = () => useRescueMutation((input: In<'rescue.release'>) => call('rescue.release', input, { quiet: true }));
export const useCloseRescue = () => useRescueMutation((input: In<'rescue.close'>) => call('rescue.close', input, { quiet: true }));
export const useCancelRescue = () => useRescueMutation((input: In<'rescue.cancel'>) => call('rescue.cancel', input, { quiet: true }));
export const useReportFault = () => useRescueMutation((input: In<'fault.report'>) => call('fault.report', input, { quiet: true }));
export const useProcessFault = () => useRescueMutation((input: In<'fault.process'>) => call('fault.process', input, { quiet: true }));
export const useTransferFault = () => useRescueMutation((input: In<'fault.transfer'>) => call('fault.transfer', input, { quiet: true }));
export const useCompleteFault = () => useRescueMutation((input: In<'fault.complete'>) => call('fault.complete', input, { quiet: true }));
export const useCancelFault = () => useRescueMutation((input: In<'fault.cancel'>) => call('fault.cancel', input, { quiet: true }));

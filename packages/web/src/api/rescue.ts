import type { FindFaultInput, FindRescueInput } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';

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

export const useRescueList = listQuery(rescueKeys.rescues, 'rescue.list');
export const useRescue = recordQuery(rescueKeys.rescue, 'rescue.detail');
export const useFaultList = listQuery(rescueKeys.faults, 'fault.list');
export const useFault = recordQuery(rescueKeys.fault, 'fault.detail');
export const useRescueElevators = (keyword: string) =>
  useQuery({ queryKey: rescueKeys.elevators(keyword), queryFn: () => call('rescue.elevators', { keyword, pageNo: 1, pageSize: 50 }), placeholderData: keepPreviousData });
/** The month's figures for the work desk ('' is the current month). */
export const useRescueStats = (month: string) => useQuery({ queryKey: rescueKeys.stats(month), queryFn: () => call('rescue.stats', month ? { month } : {}), staleTime: 60_000 });

const rescueStep = stepsUnder(rescueKeys.all);

export const useReportRescue = rescueStep('rescue.report');
export const useDispatchRescue = rescueStep('rescue.dispatch');
export const useArriveRescue = rescueStep('rescue.arrive');
export const useReleaseRescue = rescueStep('rescue.release');
export const useCloseRescue = rescueStep('rescue.close');
export const useCancelRescue = rescueStep('rescue.cancel');
export const useReportFault = rescueStep('fault.report');
export const useProcessFault = rescueStep('fault.process');
export const useTransferFault = rescueStep('fault.transfer');
export const useCompleteFault = rescueStep('fault.complete');
export const useCancelFault = rescueStep('fault.cancel');

import { useQuery } from '@tanstack/react-query';
import { call } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';
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

export const useInspectionQueue = listQuery(inspectionConsoleKeys.queue, 'onlineApply.findQueue');

export const useInspectionForReview = recordQuery(inspectionConsoleKeys.review, 'onlineApply.getForReview', { quiet: true });

/** Each device's fitting fee items and relief policies, for the fee form. */
export const useFeeChoices = (id: string, enabled: boolean) =>
  useQuery({ queryKey: inspectionConsoleKeys.feeChoices(id), queryFn: () => call('onlineApply.feeChoices', { id }), enabled: !!id && enabled });

export const useVoucherQueue = listQuery(inspectionConsoleKeys.vouchers, 'onlineApply.findVouchers');

export const useInspectionForFinance = recordQuery(inspectionConsoleKeys.finance, 'onlineApply.getForFinance');

const consoleStep = stepsUnder(inspectionKeys.all);

export const useAcceptInspection = consoleStep('onlineApply.accept');
export const useRefuseInspection = consoleStep('onlineApply.refuse');
export const useSetFee = consoleStep('onlineApply.setFee');
export const useScheduleInspection = consoleStep('onlineApply.schedule');
export const useInspectionStep = consoleStep('onlineApply.step');
export const useConclude = consoleStep('onlineApply.conclude');
export const useDecideVoucher = consoleStep('onlineApply.decideVoucher');

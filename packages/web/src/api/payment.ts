import type { EndpointAt, EndpointInput } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './http';
import { inspectionKeys } from './online-apply';

export type PayAnomalyQuery = EndpointInput<EndpointAt<'payment.findAnomalies'>>;

export const paymentKeys = {
  all: ['payment'] as const,
  anomalies: (q: PayAnomalyQuery) => [...paymentKeys.all, 'anomalies', q] as const,
};

/** The inspection body's finance: payments the settlement or the daily bill check set aside for a person. */
export const usePayAnomalies = (q: PayAnomalyQuery) =>
  useQuery({ queryKey: paymentKeys.anomalies(q), queryFn: () => call('payment.findAnomalies', q), placeholderData: keepPreviousData });

export const useResolvePayAnomaly = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<EndpointAt<'payment.resolveAnomaly'>>) => call('payment.resolveAnomaly', input, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};

/** Sends an anomaly's payment back through the provider; a refusal is shown in the dialog, not as a toast. */
export const useRefundPayAnomaly = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<EndpointAt<'payment.refundAnomaly'>>) => call('payment.refundAnomaly', input, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.all }),
  });
};

/** Checking a day again may settle a payment whose notification was lost, so the applications are refreshed too. */
export const useReconcile = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => call('payment.reconcile', { date }, { quiet: true }),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: paymentKeys.all }), qc.invalidateQueries({ queryKey: inspectionKeys.all })]),
  });
};

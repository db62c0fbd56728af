import type { EndpointAt, EndpointInput } from '@portal/contract';
import { listQuery, stepsUnder } from './query-client';
import { inspectionKeys } from './online-apply';

export type PayAnomalyQuery = EndpointInput<EndpointAt<'payment.findAnomalies'>>;

export const paymentKeys = {
  all: ['payment'] as const,
  anomalies: (q: PayAnomalyQuery) => [...paymentKeys.all, 'anomalies', q] as const,
};

/** The inspection body's finance: payments the settlement or the daily bill check set aside for a person. */
export const usePayAnomalies = listQuery(paymentKeys.anomalies, 'payment.findAnomalies');

const paymentStep = stepsUnder(paymentKeys.all);

export const useResolvePayAnomaly = paymentStep('payment.resolveAnomaly');

/** Sends an anomaly's payment back through the provider; a refusal is shown in the dialog, not as a toast. */
export const useRefundPayAnomaly = paymentStep('payment.refundAnomaly');

/** Checking a day again may settle a payment whose notification was lost, so the applications are refreshed too. */
export const useReconcile = stepsUnder(paymentKeys.all, inspectionKeys.all)('payment.reconcile', (date: string) => ({ date }));

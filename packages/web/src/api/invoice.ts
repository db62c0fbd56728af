import type { InvoiceState } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type In, type StateQuery } from './http';
import { useRefreshingMutation } from './query-client';
import { downloadSigned } from './signed';

export type InvoiceQuery = StateQuery<InvoiceState>;

/** The unit's requests and the body finance's queue share one root: a step on either side refreshes both. */
export const invoiceKeys = {
  all: ['invoice'] as const,
  list: (q: InvoiceQuery) => [...invoiceKeys.all, 'list', q] as const,
  one: (id: string) => [...invoiceKeys.all, 'one', id] as const,
  invoicable: (q: { pageNo: number; pageSize: number }) => [...invoiceKeys.all, 'invoicable', q] as const,
  queue: (q: InvoiceQuery) => [...invoiceKeys.all, 'queue', q] as const,
  finance: (id: string) => [...invoiceKeys.all, 'finance', id] as const,
};

export const useInvoiceList = (q: InvoiceQuery) => useQuery({ queryKey: invoiceKeys.list(q), queryFn: () => call('invoice.list', q), placeholderData: keepPreviousData });

export const useInvoice = (id: string | null) => useQuery({ queryKey: invoiceKeys.one(id ?? ''), queryFn: () => call('invoice.detail', { id: id ?? '' }), enabled: !!id });

/** The unit's paid applications with what is left to invoice on each. */
export const useInvoicable = (q: { pageNo: number; pageSize: number }, enabled = true) =>
  useQuery({ queryKey: invoiceKeys.invoicable(q), queryFn: () => call('invoice.invoicable', q), placeholderData: keepPreviousData, enabled });

export const useInvoiceQueue = (q: InvoiceQuery) => useQuery({ queryKey: invoiceKeys.queue(q), queryFn: () => call('invoice.queue', q), placeholderData: keepPreviousData });

export const useInvoiceForFinance = (id: string | null) =>
  useQuery({ queryKey: invoiceKeys.finance(id ?? ''), queryFn: () => call('invoice.getForFinance', { id: id ?? '' }), enabled: !!id });

const useInvoiceMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, invoiceKeys.all);

export const useSaveInvoice = () => useInvoiceMutation((input: In<'invoice.save'>) => call('invoice.save', input, { quiet: true }));
export const useWithdrawInvoice = () => useInvoiceMutation((input: In<'invoice.withdraw'>) => call('invoice.withdraw', input, { quiet: true }));
export const useIssueInvoice = () => useInvoiceMutation((input: In<'invoice.issue'>) => call('invoice.issue', input, { quiet: true }));
export const useReturnInvoice = () => useInvoiceMutation((input: In<'invoice.return'>) => call('invoice.return', input, { quiet: true }));

/** Saves the issued invoice PDF, through a short-lived download token. */
export const downloadInvoice = (id: string, invoiceNo: string) => downloadSigned('invoice.download', { id }, `发票-${invoiceNo}.pdf`);

import type { InvoiceState } from '@portal/contract';
import { type StateQuery } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';
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

export const useInvoiceList = listQuery(invoiceKeys.list, 'invoice.list');

export const useInvoice = recordQuery(invoiceKeys.one, 'invoice.detail');

/** The unit's paid applications with what is left to invoice on each. */
export const useInvoicable = listQuery(invoiceKeys.invoicable, 'invoice.invoicable');

export const useInvoiceQueue = listQuery(invoiceKeys.queue, 'invoice.queue');

export const useInvoiceForFinance = recordQuery(invoiceKeys.finance, 'invoice.getForFinance');

const invoiceStep = stepsUnder(invoiceKeys.all);

export const useSaveInvoice = invoiceStep('invoice.save');
export const useWithdrawInvoice = invoiceStep('invoice.withdraw');
export const useIssueInvoice = invoiceStep('invoice.issue');
export const useReturnInvoice = invoiceStep('invoice.return');

/** Saves the issued invoice PDF, through a short-lived download token. */
export const downloadInvoice = (id: string, invoiceNo: string) => downloadSigned('invoice.download', { id }, `发票-${invoiceNo}.pdf`);

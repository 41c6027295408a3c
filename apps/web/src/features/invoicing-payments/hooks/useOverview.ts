// The invoicing overview (issue 30): where the company's money stands today, through the typed client
// (endpoints/invoices.ts); live updates of invoicing refresh it with the rest of the page.
import * as invoicesApi from '@centinela/shared/endpoints/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-client';

export const useInvoicingOverview = () => useQuery(apiQuery(invoicesApi.invoicingOverview));

/** This month's billing against last month's, as a whole percent; null when last month billed nothing. */
export const monthChangeOf = (thisMonthCents: number, lastMonthCents: number): number | null =>
  lastMonthCents === 0 ? null : Math.round(((thisMonthCents - lastMonthCents) / Math.abs(lastMonthCents)) * 100);

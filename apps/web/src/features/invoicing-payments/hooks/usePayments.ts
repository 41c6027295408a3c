// Queries and mutations of payments and client accounts (issue 30) through the typed client (endpoints/invoices.ts): the
// payments list, a customer's open invoices (what a payment can be applied to), record, apply credit, reverse, the aging
// report, a customer's statement of account and its PDF's link.
import type { TInvoiceSummary } from '@centinela/shared/contracts/invoices';
import type { TApplyPayment, TPaymentInput } from '@centinela/shared/contracts/invoice-payments';
import * as invoicesApi from '@centinela/shared/endpoints/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, urlOf } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TPaymentFilters = {
  customerCompanyId: string;
  from: string;
  to: string;
  /** Only payments with credit not applied yet. */
  isUnappliedOnly: boolean;
  page: number;
  pageSize: number;
};

export const usePayments = (filters: TPaymentFilters) =>
  useQuery({
    ...apiQuery(invoicesApi.payments, {
      query: {
        customerCompanyId: filters.customerCompanyId || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
        unapplied: filters.isUnappliedOnly ? 'true' : undefined,
        page: filters.page,
        pageSize: filters.pageSize,
      },
    }),
    placeholderData: (previous) => previous,
  });

export type TOpenInvoices = { invoices: TInvoiceSummary[]; isPending: boolean; error: unknown; refetch: () => void };

/** A customer's issued invoices with a balance, oldest due first (the list's `open` filter; up to 100). */
export const useOpenInvoices = (customerCompanyId: string): TOpenInvoices => {
  const query = useQuery({
    ...apiQuery(invoicesApi.invoices, { query: { customerCompanyId, open: 'true', page: 1, pageSize: 100 } }),
    enabled: Boolean(customerCompanyId),
  });
  return {
    invoices: query.data?.items ?? [],
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
};

export const useAging = (asOf: string) =>
  useQuery({ ...apiQuery(invoicesApi.aging, { query: { asOf: asOf || undefined } }), placeholderData: (previous) => previous });

export const useStatement = (customerCompanyId: string, from: string, to: string) =>
  useQuery({
    ...apiQuery(invoicesApi.statement, { params: { customerCompanyId }, query: { from, to } }),
    enabled: Boolean(customerCompanyId && from && to && from <= to),
    placeholderData: (previous) => (previous?.customerCompanyId === customerCompanyId ? previous : undefined),
  });

/** The statement's PDF in a language: a link the browser opens (the server answers the file). */
export const statementPdfUrl = (customerCompanyId: string, from: string, to: string, lang: 'es' | 'en') =>
  urlOf(invoicesApi.statement, { params: { customerCompanyId }, query: { from, to, format: 'pdf', lang } });

export const usePaymentActions = () => {
  const client = useQueryClient();
  // Payments change invoices' balances and statuses, the aging and the statements: all under /api/invoicing.
  const onSuccess = () => invalidateEntities(client, ['invoicing-payments']);
  return {
    record: useMutation({ mutationFn: (body: TPaymentInput) => callApi(invoicesApi.recordPayment, { body }), onSuccess }),
    apply: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TApplyPayment }) => callApi(invoicesApi.applyPayment, { params: { id }, body }),
      onSuccess,
    }),
    reverse: useMutation({
      mutationFn: ({ id, reason }: { id: string; reason: string }) =>
        callApi(invoicesApi.reversePayment, { params: { id }, body: { reason } }),
      onSuccess,
    }),
  };
};

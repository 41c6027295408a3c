// Queries and mutations of invoicing and payments (rate cards, tax profiles), through the typed client
// (endpoints/invoicing-payments.ts), the customer picker included.
import type { TRateCardInput, TRateCardState, TTaxProfileInput } from '@centinela/shared/contracts/invoicing-payments';
import * as invoicingApi from '@centinela/shared/endpoints/invoicing-payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TRateCardFilters = { customerCompanyId: string; state: TRateCardState | ''; search: string; page: number; pageSize: number };

export const useRateCards = (filters: TRateCardFilters) =>
  useQuery({
    ...apiQuery(invoicingApi.rateCards, {
      query: {
        customerCompanyId: filters.customerCompanyId || undefined,
        state: filters.state || undefined,
        search: filters.search.trim() || undefined,
        page: filters.page,
        pageSize: filters.pageSize,
      },
    }),
    placeholderData: (previous) => previous,
  });

/** A customer's posts with today's pay rate (the editor's post picker and its pay ≥ bill warning). */
export const useBillingPosts = (customerCompanyId: string) =>
  useQuery({ ...apiQuery(invoicingApi.billingPosts, { query: { customerCompanyId } }), enabled: Boolean(customerCompanyId) });

export const useTaxProfiles = () => useQuery(apiQuery(invoicingApi.taxProfiles));

/** The company's customers (GET /api/invoicing/customers: invoicing staff need not see the customers page). */
export const useCustomerOptions = () => useQuery({ ...apiQuery(invoicingApi.billingCustomers), select: (data) => data.items });

export const useRateCardActions = () => {
  const client = useQueryClient();
  // A card changes what posts bill today: the posts list and report show it (their margin).
  const onSuccess = () => invalidateEntities(client, ['invoicing-payments', 'posts']);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TRateCardInput }) =>
        id ? callApi(invoicingApi.updateRateCard, { params: { id }, body }) : callApi(invoicingApi.createRateCard, { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(invoicingApi.removeRateCard, { params: { id } }), onSuccess }),
  };
};

export const useTaxProfileActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['invoicing-payments']);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TTaxProfileInput }) =>
        id ? callApi(invoicingApi.updateTaxProfile, { params: { id }, body }) : callApi(invoicingApi.createTaxProfile, { body }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(invoicingApi.removeTaxProfile, { params: { id } }), onSuccess }),
  };
};

// Queries and mutations of the customer companies area, through the typed client (endpoints/customer-companies.ts).
import type { TStatusFilter } from '@centinela/shared/contracts/companies';
import type { TCreateCustomerCompany } from '@centinela/shared/contracts/customer-companies';
import * as customersApi from '@centinela/shared/endpoints/customer-companies';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TCustomerFilters = { search: string; status: TStatusFilter; companyId: string };

export const useCustomerCompaniesPage = (filters: TCustomerFilters, page: number, pageSize: number) =>
  useQuery({
    ...apiQuery(customersApi.list, {
      query: {
        page,
        pageSize,
        status: filters.status,
        search: filters.search.trim() || undefined,
        companyId: filters.companyId || undefined,
      },
    }),
    placeholderData: (previous) => previous,
  });

/** Lists, pickers and the dashboard's customer count refresh after a change. */
export const invalidateCustomers = (client: QueryClient) => invalidateEntities(client, ['customer-companies']);

export const useSaveCustomerCompany = () => {
  const client = useQueryClient();
  return useMutation({
    // A new one may name its security company (platform admins); an update sends only the customer's own fields.
    mutationFn: ({ id, body }: { id?: string; body: TCreateCustomerCompany }) =>
      id ? callApi(customersApi.update, { params: { id }, body }) : callApi(customersApi.create, { body }),
    onSuccess: () => invalidateCustomers(client),
  });
};

export const fetchCustomerImpact = (id: string) => callApi(customersApi.deactivationImpact, { params: { id } });

export const useCustomerActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateCustomers(client);
  return {
    setActive: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        isActive
          ? callApi(customersApi.activate, { params: { id } })
          : callApi(customersApi.deactivate, { params: { id }, body: { confirm: true } }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(customersApi.remove, { params: { id } }), onSuccess }),
  };
};

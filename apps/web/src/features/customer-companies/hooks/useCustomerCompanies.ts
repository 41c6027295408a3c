// Queries and mutations of the customer companies area.
import type { TStatusFilter } from '@centinela/shared/contracts/companies';
import type { TCustomerCompany, TCustomerCompanyImpact, TCustomerCompanyPage } from '@centinela/shared/contracts/customer-companies';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';
import { invalidateEntities } from '@/lib/live-updates';

export type TCustomerFilters = { search: string; status: TStatusFilter; companyId: string };

export const useCustomerCompaniesPage = (filters: TCustomerFilters, page: number, pageSize: number) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize), status: filters.status });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.companyId) params.set('companyId', filters.companyId);
  return useQuery({
    queryKey: ['/api/customer-companies/paginated', { ...filters, page, pageSize }],
    queryFn: ({ signal }) => apiGet<TCustomerCompanyPage>(`/api/customer-companies/paginated?${params}`, { signal }),
    placeholderData: (previous) => previous,
  });
};

/** Lists, pickers and the dashboard's customer count refresh after a change. */
export const invalidateCustomers = (client: QueryClient) => invalidateEntities(client, ['customer-companies']);

export const useSaveCustomerCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      id ? apiPut<TCustomerCompany>(`/api/customer-companies/${id}`, body) : apiPost<TCustomerCompany>('/api/customer-companies', body),
    onSuccess: () => invalidateCustomers(client),
  });
};

export const fetchCustomerImpact = (id: string) => apiGet<TCustomerCompanyImpact>(`/api/customer-companies/${id}/deactivation-impact`);

export const useCustomerActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateCustomers(client);
  return {
    setActive: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        isActive
          ? apiPost<TCustomerCompany>(`/api/customer-companies/${id}/activate`)
          : apiPost<TCustomerCompany>(`/api/customer-companies/${id}/deactivate`, { confirm: true }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiDelete<void>(`/api/customer-companies/${id}`), onSuccess }),
  };
};

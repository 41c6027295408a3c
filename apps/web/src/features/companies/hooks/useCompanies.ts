// Queries and mutations of the companies area (GET/POST/PUT /api/companies…, WebRTC settings).
import type {
  TCompany,
  TCompanyDeactivationImpact,
  TCompanyDirectoryItem,
  TCompanyPage,
  TStatusFilter,
  TUpdateWebrtcSettings,
  TWebrtcSettings,
} from '@centinela/shared/contracts/companies';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiPut } from '@/lib/api';
import { invalidateEntities } from '@/lib/live-updates';

export type TCompanyFilters = { search: string; status: TStatusFilter };

export const useCompaniesPage = (filters: TCompanyFilters, page: number, pageSize: number) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize), status: filters.status });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  return useQuery({
    queryKey: ['/api/companies/paginated', { ...filters, page, pageSize }],
    queryFn: ({ signal }) => apiGet<TCompanyPage>(`/api/companies/paginated?${params}`, { signal }),
    placeholderData: (previous) => previous,
  });
};

/** Security companies the viewer may pick (the platform company is never listed). */
export const useCompanyDirectory = (isEnabled = true) =>
  useQuery<TCompanyDirectoryItem[]>({ queryKey: ['/api/companies'], enabled: isEnabled });

/** Everything that shows companies refreshes after a change (lists, pickers, the header's company name). */
export const invalidateCompanies = (client: QueryClient) => invalidateEntities(client, ['companies']);

export const useSaveCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
      id ? apiPut<TCompany>(`/api/companies/${id}`, body) : apiPost<TCompany>('/api/companies', body),
    onSuccess: () => invalidateCompanies(client),
  });
};

export const fetchCompanyImpact = (id: string) => apiGet<TCompanyDeactivationImpact>(`/api/companies/${id}/deactivation-impact`);

export const useSetCompanyActive = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      isActive
        ? apiPost<TCompany>(`/api/companies/${id}/activate`)
        : apiPost<TCompany>(`/api/companies/${id}/deactivate`, { confirm: true }),
    onSuccess: () => invalidateCompanies(client),
  });
};

export const useWebrtcSettings = (companyId: string | null) =>
  useQuery({
    queryKey: ['/api/companies', companyId, 'webrtc-settings'],
    queryFn: ({ signal }) => apiGet<TWebrtcSettings>(`/api/companies/${companyId}/webrtc-settings`, { signal }),
    enabled: Boolean(companyId),
  });

export const useSaveWebrtcSettings = (companyId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateWebrtcSettings) => apiPut<TWebrtcSettings>(`/api/companies/${companyId}/webrtc-settings`, body),
    onSuccess: (saved) => client.setQueryData(['/api/companies', companyId, 'webrtc-settings'], saved),
  });
};

// Queries and mutations of the companies area (WebRTC settings and the logo too), through the typed client
// (endpoints/companies.ts).
import type { TCompanyFields, TStatusFilter, TUpdateWebrtcSettings } from '@centinela/shared/contracts/companies';
import * as companiesApi from '@centinela/shared/endpoints/companies';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi, uploadApi, urlOf } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TCompanyFilters = { search: string; status: TStatusFilter };

export const useCompaniesPage = (filters: TCompanyFilters, page: number, pageSize: number) =>
  useQuery({
    ...apiQuery(companiesApi.list, { query: { page, pageSize, status: filters.status, search: filters.search.trim() || undefined } }),
    placeholderData: (previous) => previous,
  });

/** Security companies the viewer may pick (the platform company is never listed). */
export const useCompanyDirectory = (isEnabled = true) => useQuery({ ...apiQuery(companiesApi.directory), enabled: isEnabled });

/** Everything that shows companies refreshes after a change (lists, pickers, the header's company name). */
export const invalidateCompanies = (client: QueryClient) => invalidateEntities(client, ['companies']);

export const useSaveCompany = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TCompanyFields }) =>
      id ? callApi(companiesApi.update, { params: { id }, body }) : callApi(companiesApi.create, { body }),
    onSuccess: () => invalidateCompanies(client),
  });
};

export const fetchCompanyImpact = (id: string) => callApi(companiesApi.deactivationImpact, { params: { id } });

export const useSetCompanyActive = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      isActive
        ? callApi(companiesApi.activate, { params: { id } })
        : callApi(companiesApi.deactivate, { params: { id }, body: { confirm: true } }),
    onSuccess: () => invalidateCompanies(client),
  });
};

export const useWebrtcSettings = (companyId: string | null) =>
  useQuery({
    ...apiQuery(companiesApi.webrtcSettings, { params: { id: companyId ?? '' } }),
    enabled: Boolean(companyId),
  });

export const useSaveWebrtcSettings = (companyId: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateWebrtcSettings) => callApi(companiesApi.updateWebrtcSettings, { params: { id: companyId }, body }),
    onSuccess: (saved) => client.setQueryData(apiKey(companiesApi.webrtcSettings, { params: { id: companyId } }), saved),
  });
};

/** The logo's address; the file id makes a new logo a new address (no stale cache). */
export const companyLogoUrl = (companyId: string, logoFileId: string) =>
  urlOf(companiesApi.logo, { params: { id: companyId }, query: { v: logoFileId } });

/** Replaces the logo with one image file (multipart). */
export const uploadCompanyLogo = (companyId: string, file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadApi(companiesApi.setLogo, { params: { id: companyId }, body: form });
};

export const removeCompanyLogo = (companyId: string) => callApi(companiesApi.removeLogo, { params: { id: companyId } });

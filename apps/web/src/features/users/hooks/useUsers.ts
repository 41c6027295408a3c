// Data of the users page and the user editor: queries, mutations and the refresh every user change needs.
import type { TUpdateUserAccess } from '@centinela/shared/contracts/roles';
import type { TCreateUserInput, TUpdateEmploymentInput, TUpdateUserInput, TUserRoleFilter } from '@centinela/shared/contracts/users';
import * as companiesApi from '@centinela/shared/endpoints/companies';
import * as customerCompaniesApi from '@centinela/shared/endpoints/customer-companies';
import * as payrollApi from '@centinela/shared/endpoints/payroll';
import * as rolesApi from '@centinela/shared/endpoints/roles';
import * as rostersApi from '@centinela/shared/endpoints/rosters';
import * as usersApi from '@centinela/shared/endpoints/users';
import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi, uploadApi, urlOf } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export type TUsersFilters = {
  search: string;
  companyId: string;
  activeOnly: boolean;
  role: TUserRoleFilter;
};

export const DEFAULT_FILTERS: TUsersFilters = { search: '', companyId: '', activeOnly: true, role: 'all' };

/** The query of the users page for these filters (GET /api/users/paginated). */
export const usersPageQuery = (filters: TUsersFilters, page: number, pageSize: number) => ({
  page,
  pageSize,
  activeOnly: filters.activeOnly,
  role: filters.role,
  search: filters.search.trim() || undefined,
  companyId: filters.companyId || undefined,
});

export const useUsersPage = (filters: TUsersFilters, page: number, pageSize: number) =>
  useQuery({
    ...apiQuery(usersApi.page, { query: usersPageQuery(filters, page, pageSize) }),
    placeholderData: keepPreviousData,
  });

/** The query key of one user's editor copy (for setQueryData after a partial save). */
export const userDetailKey = (id: string) => apiKey(usersApi.get, { params: { id } });

export const useUserDetail = (id: string | null) =>
  useQuery({ ...apiQuery(usersApi.get, { params: { id: id ?? '' } }), enabled: Boolean(id) });

/** Security companies the viewer may pick (the platform company is never listed). */
export const useCompanyOptions = () => useQuery(apiQuery(companiesApi.directory));

export const useCustomerOptions = (companyId: string | null | undefined, isEnabled = true) =>
  useQuery({
    ...apiQuery(customerCompaniesApi.directory, { query: { companyId: companyId ?? undefined } }),
    enabled: Boolean(companyId) && isEnabled,
  });

export const usePayrollProfileTypes = (companyId: string | null | undefined, isEnabled = true) =>
  useQuery({
    ...apiQuery(payrollApi.listProfileTypes, { query: { companyId: companyId ?? undefined } }),
    enabled: Boolean(companyId) && isEnabled,
  });

export const useShiftAssignments = (userId: string | null, isEnabled: boolean) =>
  useQuery({
    ...apiQuery(rostersApi.guardShiftAssignments, { params: { id: userId ?? '' } }),
    enabled: Boolean(userId) && isEnabled,
  });

export const useRoleRecords = (companyId: string | null | undefined, isEnabled: boolean) =>
  useQuery({
    ...apiQuery(rolesApi.list, { query: { companyId: companyId ?? undefined } }),
    enabled: Boolean(companyId) && isEnabled,
  });

export const useUserAccess = (userId: string | null, isEnabled: boolean) =>
  useQuery({ ...apiQuery(rolesApi.userAccess, { params: { id: userId ?? '' } }), enabled: Boolean(userId) && isEnabled });

/** Spec section 7: /api/users, /api/users/paginated and /api/rosters (and what shows users) refresh after any user change. */
export const invalidateAfterUserChange = (client: QueryClient) => invalidateEntities(client, ['users']);

export const useCreateUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateUserInput) => callApi(usersApi.create, { body }),
    onSuccess: () => invalidateAfterUserChange(client),
  });
};

export const useUpdateUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateUserInput }) => callApi(usersApi.update, { params: { id }, body }),
    onSuccess: () => invalidateAfterUserChange(client),
  });
};

/** The card switch (PUT …/employment); refreshing is left to the caller (it also removes the guard from shifts). */
export const updateEmployment = (id: string, body: TUpdateEmploymentInput) => callApi(usersApi.updateEmployment, { params: { id }, body });

export const removeGuardFromShifts = (guardId: string) => callApi(rostersApi.removeGuard, { body: { guardId } });

export const uploadUserPhoto = (id: string, photo: Blob) => {
  const form = new FormData();
  form.append('file', photo, photo.type === 'image/png' ? 'photo.png' : 'photo.jpg');
  return uploadApi(usersApi.setPhoto, { params: { id }, body: form });
};

export const deleteUserPhoto = (id: string) => callApi(usersApi.removePhoto, { params: { id } });

export const useSetUserPassword = () =>
  useMutation({
    mutationFn: ({ id, ...body }: { id: string; password: string; currentPassword?: string }) =>
      callApi(usersApi.setPassword, { params: { id }, body }),
  });

export const useUpdateUserAccess = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateUserAccess }) => callApi(rolesApi.updateUserAccess, { params: { id }, body }),
    onSuccess: () => invalidateAfterUserChange(client),
  });
};

/** The URL of a user's photo; the file id makes a new photo a new URL. */
export const userPhotoUrl = (id: string, photoFileId: string | null | undefined) =>
  photoFileId ? `${urlOf(usersApi.photo, { params: { id } })}?v=${photoFileId}` : null;

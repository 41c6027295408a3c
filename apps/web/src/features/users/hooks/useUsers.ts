// Data of the users page and the user editor: queries, mutations and the refresh every user change needs.
import type { TCompanyDirectoryItem } from '@centinela/shared/contracts/companies';
import type { TCustomerCompanyDirectoryItem } from '@centinela/shared/contracts/customer-companies';
import type { TPayrollProfileType } from '@centinela/shared/contracts/payroll';
import type { TRoleRecord, TUpdateUserAccess, TUserAccess } from '@centinela/shared/contracts/roles';
import type { TGuardShiftAssignment, TRemoveGuardResult } from '@centinela/shared/contracts/rosters';
import type { TUpdateEmploymentInput, TUserDetail, TUserRoleFilter, TUsersPage } from '@centinela/shared/contracts/users';
import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiUpload } from '@/lib/api';
import { invalidateEntities } from '@/lib/live-updates';

export type TUsersFilters = {
  search: string;
  companyId: string;
  activeOnly: boolean;
  role: TUserRoleFilter;
};

export const DEFAULT_FILTERS: TUsersFilters = { search: '', companyId: '', activeOnly: true, role: 'all' };

export const usersPagePath = (filters: TUsersFilters, page: number, pageSize: number) => {
  const params = new URLSearchParams({
    page: String(page),
    pageSize: String(pageSize),
    activeOnly: String(filters.activeOnly),
    role: filters.role,
  });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.companyId) params.set('companyId', filters.companyId);
  return `/api/users/paginated?${params}`;
};

export const useUsersPage = (filters: TUsersFilters, page: number, pageSize: number) => {
  const path = usersPagePath(filters, page, pageSize);
  return useQuery({
    queryKey: ['/api/users/paginated', { ...filters, page, pageSize }],
    queryFn: ({ signal }) => apiGet<TUsersPage>(path, { signal }),
    placeholderData: keepPreviousData,
  });
};

export const useUserDetail = (id: string | null) =>
  useQuery({
    queryKey: ['/api/users', id],
    queryFn: ({ signal }) => apiGet<TUserDetail>(`/api/users/${id}`, { signal }),
    enabled: Boolean(id),
  });

/** Security companies the viewer may pick (the platform company is never listed). */
export const useCompanyOptions = () => useQuery<TCompanyDirectoryItem[]>({ queryKey: ['/api/companies'] });

export const useCustomerOptions = (companyId: string | null | undefined, isEnabled = true) =>
  useQuery({
    queryKey: ['/api/customer-companies', { companyId }],
    queryFn: ({ signal }) => apiGet<TCustomerCompanyDirectoryItem[]>(`/api/customer-companies?companyId=${companyId}`, { signal }),
    enabled: Boolean(companyId) && isEnabled,
  });

export const usePayrollProfileTypes = (companyId: string | null | undefined, isEnabled = true) =>
  useQuery({
    queryKey: ['/api/payroll-profile-types', { companyId }],
    queryFn: ({ signal }) => apiGet<TPayrollProfileType[]>(`/api/payroll-profile-types?companyId=${companyId}`, { signal }),
    enabled: Boolean(companyId) && isEnabled,
  });

export const useShiftAssignments = (userId: string | null, isEnabled: boolean) =>
  useQuery({
    queryKey: ['/api/users', userId, 'shift-assignments'],
    queryFn: ({ signal }) => apiGet<TGuardShiftAssignment[]>(`/api/users/${userId}/shift-assignments`, { signal }),
    enabled: Boolean(userId) && isEnabled,
  });

export const useRoleRecords = (companyId: string | null | undefined, isEnabled: boolean) =>
  useQuery({
    queryKey: ['/api/roles', { companyId }],
    queryFn: ({ signal }) => apiGet<TRoleRecord[]>(`/api/roles?companyId=${companyId}`, { signal }),
    enabled: Boolean(companyId) && isEnabled,
  });

export const useUserAccess = (userId: string | null, isEnabled: boolean) =>
  useQuery({
    queryKey: ['/api/users', userId, 'access'],
    queryFn: ({ signal }) => apiGet<TUserAccess>(`/api/users/${userId}/access`, { signal }),
    enabled: Boolean(userId) && isEnabled,
  });

/** Spec section 7: /api/users, /api/users/paginated and /api/rosters (and what shows users) refresh after any user change. */
export const invalidateAfterUserChange = (client: QueryClient) => invalidateEntities(client, ['users']);

export const useCreateUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => apiPost<TUserDetail>('/api/users', body),
    onSuccess: () => invalidateAfterUserChange(client),
  });
};

export const useUpdateUser = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }) => apiPut<TUserDetail>(`/api/users/${id}`, body),
    onSuccess: () => invalidateAfterUserChange(client),
  });
};

/** The card switch: PUT {stillEmployed}; refreshing is left to the caller (it also removes the guard from shifts). */
export const updateEmployment = (id: string, body: TUpdateEmploymentInput) => apiPut<TUserDetail>(`/api/users/${id}`, body);

export const removeGuardFromShifts = (guardId: string) => apiPost<TRemoveGuardResult>('/api/rosters/remove-guard', { guardId });

export const uploadUserPhoto = (id: string, photo: Blob) => {
  const form = new FormData();
  form.append('file', photo, photo.type === 'image/png' ? 'photo.png' : 'photo.jpg');
  return apiUpload<{ photoFileId: string }>(`/api/users/${id}/photo`, form, { method: 'PUT' });
};

export const deleteUserPhoto = (id: string) => apiDelete<void>(`/api/users/${id}/photo`);

export const useSetUserPassword = () =>
  useMutation({
    mutationFn: ({ id, ...body }: { id: string; password: string; currentPassword?: string }) =>
      apiPost<void>(`/api/users/${id}/password`, body),
  });

export const useUpdateUserAccess = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateUserAccess }) => apiPut<TUserAccess>(`/api/users/${id}/access`, body),
    onSuccess: () => invalidateAfterUserChange(client),
  });
};

/** The URL of a user's photo; the file id makes a new photo a new URL. */
export const userPhotoUrl = (id: string, photoFileId: string | null | undefined) =>
  photoFileId ? `/api/users/${id}/photo?v=${photoFileId}` : null;

// Queries and mutations of the roles settings page (role records, their members, a user's access).
import type { TRoleMember, TRoleRecord, TUserAccess } from '@centinela/shared/contracts/roles';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';
import { invalidateEntities } from '@/lib/live-updates';

export const useRoleList = (companyId: string | null) =>
  useQuery({
    queryKey: ['/api/roles', { companyId }],
    queryFn: ({ signal }) => apiGet<TRoleRecord[]>(`/api/roles?companyId=${companyId}`, { signal }),
    enabled: Boolean(companyId),
  });

/** Role lists, members, users' access and the viewer's own session (their permissions may have changed). */
export const invalidateRoles = (client: QueryClient) => invalidateEntities(client, ['roles']);

export const useRoleMutations = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateRoles(client);
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: unknown }) =>
        id ? apiPut<TRoleRecord>(`/api/roles/${id}`, body) : apiPost<TRoleRecord>('/api/roles', body),
      onSuccess,
    }),
    setActive: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        apiPost<TRoleRecord>(`/api/roles/${id}/${isActive ? 'activate' : 'deactivate'}`),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiDelete<void>(`/api/roles/${id}`), onSuccess }),
  };
};

export const useRoleMembers = (roleId: string | null) =>
  useQuery({
    queryKey: ['/api/roles', roleId, 'users'],
    queryFn: ({ signal }) => apiGet<TRoleMember[]>(`/api/roles/${roleId}/users`, { signal }),
    enabled: Boolean(roleId),
  });

export const useAssignableUsers = (roleId: string | null, search: string) =>
  useQuery({
    queryKey: ['/api/roles', roleId, 'assignable-users', { search }],
    queryFn: ({ signal }) =>
      apiGet<TRoleMember[]>(`/api/roles/${roleId}/assignable-users?limit=20${search ? `&search=${encodeURIComponent(search)}` : ''}`, {
        signal,
      }),
    enabled: Boolean(roleId),
    placeholderData: (previous) => previous,
  });

/** Gives a user a record (or takes it away) and keeps the user's own overrides as they are. */
export const useAssignRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, roleRecordId }: { userId: string; roleRecordId: string | null }) => {
      const current = await apiGet<TUserAccess>(`/api/users/${userId}/access`);
      return apiPut<TUserAccess>(`/api/users/${userId}/access`, { roleRecordId, overrides: current.overrides });
    },
    onSuccess: () => invalidateRoles(client),
  });
};

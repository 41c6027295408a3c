// Queries and mutations of the roles settings page (role records, their members, a user's access), through the typed
// client (endpoints/roles.ts).
import type { TCreateRole } from '@centinela/shared/contracts/roles';
import * as rolesApi from '@centinela/shared/endpoints/roles';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useRoleList = (companyId: string | null) =>
  useQuery({ ...apiQuery(rolesApi.list, { query: { companyId: companyId ?? undefined } }), enabled: Boolean(companyId) });

/** Role lists, members, users' access and the viewer's own session (their permissions may have changed). */
export const invalidateRoles = (client: QueryClient) => invalidateEntities(client, ['roles']);

export const useRoleMutations = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateRoles(client);
  return {
    save: useMutation({
      /** The form's fields; a new record also names its company (platform admins). */
      mutationFn: ({ id, body }: { id?: string; body: TCreateRole }) =>
        id ? callApi(rolesApi.update, { params: { id }, body }) : callApi(rolesApi.create, { body }),
      onSuccess,
    }),
    setActive: useMutation({
      mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
        callApi(isActive ? rolesApi.activate : rolesApi.deactivate, { params: { id } }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => callApi(rolesApi.remove, { params: { id } }), onSuccess }),
  };
};

export const useRoleMembers = (roleId: string | null) =>
  useQuery({ ...apiQuery(rolesApi.members, { params: { id: roleId ?? '' } }), enabled: Boolean(roleId) });

export const useAssignableUsers = (roleId: string | null, search: string) =>
  useQuery({
    ...apiQuery(rolesApi.assignableUsers, { params: { id: roleId ?? '' }, query: { limit: 20, search: search || undefined } }),
    enabled: Boolean(roleId),
    placeholderData: (previous) => previous,
  });

/** Gives a user a record (or takes it away) and keeps the user's own overrides as they are. */
export const useAssignRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, roleRecordId }: { userId: string; roleRecordId: string | null }) => {
      const params = { id: userId };
      const current = await callApi(rolesApi.userAccess, { params });
      return callApi(rolesApi.updateUserAccess, { params, body: { roleRecordId, overrides: current.overrides } });
    },
    onSuccess: () => invalidateRoles(client),
  });
};

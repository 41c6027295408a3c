// Queries and mutations of the roles settings page (role records, their members, a user's access), through the typed
// client (endpoints/roles.ts).
import type { TCreateRole, TRoleMember } from '@centinela/shared/contracts/roles';
import * as rolesApi from '@centinela/shared/endpoints/roles';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '@/lib/api-client';
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

type TAssignment = { user: TRoleMember; roleId: string; assigned: boolean };
type TMembers = TRoleMember[] | undefined;

/**
 * Gives a user the role whose users are on screen (or takes it away) and keeps the user's own overrides as they are.
 * The lists move the user at once (optimistic): into the role's users and out of every search of users to assign —
 * never in both — and back on an error; then both are read again.
 */
export const useAssignRole = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ user, roleId, assigned }: TAssignment) => {
      const params = { id: user.id };
      const current = await callApi(rolesApi.userAccess, { params });
      return callApi(rolesApi.updateUserAccess, { params, body: { roleRecordId: assigned ? roleId : null, overrides: current.overrides } });
    },
    onMutate: async ({ user, roleId, assigned }: TAssignment) => {
      const membersKey = apiKey(rolesApi.members, { params: { id: roleId } });
      const candidatesKey = [rolesApi.assignableUsers.path, { id: roleId }];
      await Promise.all([client.cancelQueries({ queryKey: membersKey }), client.cancelQueries({ queryKey: candidatesKey })]);
      const members = client.getQueryData<TRoleMember[]>(membersKey);
      const candidates = client.getQueriesData<TRoleMember[]>({ queryKey: candidatesKey });
      const others = (list: TMembers) => list?.filter((u) => u.id !== user.id);
      client.setQueryData<TRoleMember[]>(membersKey, (list) =>
        assigned ? [...(others(list) ?? []), { ...user, roleRecordId: roleId }] : others(list),
      );
      if (assigned) client.setQueriesData<TRoleMember[]>({ queryKey: candidatesKey }, others);
      return { membersKey, members, candidates };
    },
    onError: (_error, _assignment, saved) => {
      if (!saved) return;
      client.setQueryData(saved.membersKey, saved.members);
      for (const [key, list] of saved.candidates) client.setQueryData(key, list);
    },
    onSettled: () => invalidateRoles(client),
  });
};

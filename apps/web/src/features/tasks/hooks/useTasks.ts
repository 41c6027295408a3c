// Queries and mutations of tasks, task groups and user groups, through the typed client (endpoints/tasks.ts).
import type {
  TTaskGroupInput,
  TTaskInput,
  TTaskListQuery,
  TTaskScope,
  TTaskStatus,
  TTaskUpdate,
  TUserGroupInput,
} from '@centinela/shared/contracts/tasks';
import * as tasksApi from '@centinela/shared/endpoints/tasks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi } from '@/lib/api-client';
import { invalidateEntities } from '@/lib/live-updates';

export const useTaskList = (query: TTaskListQuery, enabled = true) =>
  useQuery({ ...apiQuery(tasksApi.list, { query }), placeholderData: (previous) => previous, enabled });

export const useTask = (id: string | null) => useQuery({ ...apiQuery(tasksApi.get, { params: { id: id ?? '' } }), enabled: !!id });
export const useTaskComments = (id: string) => useQuery(apiQuery(tasksApi.comments, { params: { id } }));
export const useTaskHistory = (id: string) => useQuery(apiQuery(tasksApi.history, { params: { id } }));
export const useTaskOptions = (enabled = true) => useQuery({ ...apiQuery(tasksApi.options), enabled });
export const useTaskGroups = () => useQuery(apiQuery(tasksApi.listGroups));
export const useUserGroups = (enabled = true) => useQuery({ ...apiQuery(tasksApi.listUserGroups), enabled });

export const useTaskActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['tasks']);
  return {
    create: useMutation({ mutationFn: (body: TTaskInput) => callApi(tasksApi.create, { body }), onSuccess }),
    update: useMutation({
      mutationFn: ({ id, scope = 'this', body }: { id: string; scope?: TTaskScope; body: TTaskUpdate }) =>
        callApi(tasksApi.update, { params: { id }, query: { scope }, body }),
      onSuccess,
    }),
    setStatus: useMutation({
      mutationFn: ({ id, status }: { id: string; status: TTaskStatus }) =>
        callApi(tasksApi.update, { params: { id }, query: { scope: 'this' }, body: { status } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: ({ id, scope }: { id: string; scope: TTaskScope }) => callApi(tasksApi.remove, { params: { id }, query: { scope } }),
      onSuccess,
    }),
    comment: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) => callApi(tasksApi.addComment, { params: { id }, body: { body } }),
      onSuccess,
    }),
    addItem: useMutation({
      mutationFn: ({ id, label }: { id: string; label: string }) => callApi(tasksApi.addChecklistItem, { params: { id }, body: { label } }),
      onSuccess,
    }),
    toggleItem: useMutation({
      mutationFn: ({ id, itemId, done }: { id: string; itemId: string; done: boolean }) =>
        callApi(tasksApi.updateChecklistItem, { params: { id, itemId }, body: { done } }),
      onSuccess,
    }),
    removeItem: useMutation({
      mutationFn: ({ id, itemId }: { id: string; itemId: string }) => callApi(tasksApi.removeChecklistItem, { params: { id, itemId } }),
      onSuccess,
    }),
  };
};

export const useGroupActions = () => {
  const client = useQueryClient();
  const onSuccess = () => invalidateEntities(client, ['task-groups', 'user-groups']);
  return {
    saveGroup: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TTaskGroupInput }) =>
        id ? callApi(tasksApi.updateGroup, { params: { id }, body }) : callApi(tasksApi.createGroup, { body }),
      onSuccess,
    }),
    removeGroup: useMutation({ mutationFn: (id: string) => callApi(tasksApi.removeGroup, { params: { id } }), onSuccess }),
    saveUserGroup: useMutation({
      mutationFn: ({ id, body }: { id?: string; body: TUserGroupInput }) =>
        id ? callApi(tasksApi.updateUserGroup, { params: { id }, body }) : callApi(tasksApi.createUserGroup, { body }),
      onSuccess,
    }),
    removeUserGroup: useMutation({ mutationFn: (id: string) => callApi(tasksApi.removeUserGroup, { params: { id } }), onSuccess }),
  };
};

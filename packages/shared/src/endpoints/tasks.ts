// Endpoints of tasks, task groups and user groups (issue 16). Schemas: contracts/tasks.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZChecklistItem,
  ZChecklistItemInput,
  ZChecklistItemParams,
  ZChecklistItemUpdate,
  ZTaskComment,
  ZTaskCommentInput,
  ZTaskDetail,
  ZTaskGroup,
  ZTaskGroupInput,
  ZTaskHistoryEntry,
  ZTaskInput,
  ZTaskListQuery,
  ZTaskOptions,
  ZTaskPage,
  ZTaskScopeQuery,
  ZTaskUpdate,
  ZUserGroup,
  ZUserGroupInput,
} from '../contracts/tasks';
import { defineEndpoint } from './define';

const tag = 'tasks';
const resource = 'tasks';

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/tasks',
  tag,
  access: { action: 'view', resource },
  summary: 'Tasks the actor may see (guards: only theirs), with filters; assignee=me is "My tasks"',
  query: ZTaskListQuery,
  response: ZTaskPage,
});

export const options = defineEndpoint({
  method: 'GET',
  path: '/api/tasks/options',
  tag,
  access: { action: 'view', resource },
  summary: 'Users who may be given tasks and the posts a user group may name',
  response: ZTaskOptions,
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/tasks/:id',
  summary: 'One task',
  tag,
  access: { action: 'view', resource },
  params: ZIdParams,
  response: ZTaskDetail,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/tasks',
  tag,
  access: { action: 'add', resource },
  summary: 'Creates a task; a recurring one creates its series and the occurrences of the next 60 days',
  body: ZTaskInput,
  status: 201,
  response: ZTaskDetail,
  errors: [400, 404],
});

export const update = defineEndpoint({
  method: 'PATCH',
  path: '/api/tasks/:id',
  tag,
  access: { action: 'edit', resource },
  summary: 'Changes the fields sent; on an occurrence, scope=this (only it) or scope=future (it and every later one)',
  params: ZIdParams,
  query: ZTaskScopeQuery,
  body: ZTaskUpdate,
  response: ZTaskDetail,
  errors: [400, 403, 404],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/tasks/:id',
  tag,
  access: { action: 'delete', resource },
  summary: 'Deletes a task; on an occurrence, scope=this (only it) or scope=future (it and every later one: the series ends)',
  params: ZIdParams,
  query: ZTaskScopeQuery,
  kind: 'empty',
  errors: [404],
});

export const history = defineEndpoint({
  method: 'GET',
  path: '/api/tasks/:id/history',
  summary: 'The history of a task: who changed what and when',
  tag,
  access: { action: 'view', resource },
  params: ZIdParams,
  response: z.array(ZTaskHistoryEntry),
  errors: [404],
});

export const comments = defineEndpoint({
  method: 'GET',
  path: '/api/tasks/:id/comments',
  summary: 'The comments of a task',
  tag,
  access: { action: 'view', resource },
  params: ZIdParams,
  response: z.array(ZTaskComment),
  errors: [404],
});

export const addComment = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:id/comments',
  tag,
  access: { action: 'view', resource },
  summary: 'Anyone who sees a task may comment on it',
  params: ZIdParams,
  body: ZTaskCommentInput,
  status: 201,
  response: ZTaskComment,
  errors: [400, 404],
});

export const addChecklistItem = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:id/checklist',
  summary: "Adds an item to a task's checklist",
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZChecklistItemInput,
  status: 201,
  response: ZChecklistItem,
  errors: [400, 403, 404],
});

export const updateChecklistItem = defineEndpoint({
  method: 'PATCH',
  path: '/api/tasks/:id/checklist/:itemId',
  tag,
  access: { action: 'edit', resource },
  summary: 'Ticks an item (assignees too) or renames it (staff)',
  params: ZChecklistItemParams,
  body: ZChecklistItemUpdate,
  response: ZChecklistItem,
  errors: [400, 403, 404],
});

export const removeChecklistItem = defineEndpoint({
  method: 'DELETE',
  path: '/api/tasks/:id/checklist/:itemId',
  summary: "Deletes an item of a task's checklist",
  tag,
  access: { action: 'edit', resource },
  params: ZChecklistItemParams,
  kind: 'empty',
  errors: [403, 404],
});

export const listGroups = defineEndpoint({
  method: 'GET',
  path: '/api/task-groups',
  tag,
  access: { action: 'view', resource },
  summary: 'Task groups with their progress (completed / total)',
  response: z.array(ZTaskGroup),
});

export const createGroup = defineEndpoint({
  method: 'POST',
  path: '/api/task-groups',
  summary: 'Creates a task group',
  tag,
  access: { action: 'add', resource },
  body: ZTaskGroupInput,
  status: 201,
  response: ZTaskGroup,
  errors: [400],
});

export const updateGroup = defineEndpoint({
  method: 'PUT',
  path: '/api/task-groups/:id',
  summary: 'Changes a task group',
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZTaskGroupInput,
  response: ZTaskGroup,
  errors: [400, 404],
});

export const removeGroup = defineEndpoint({
  method: 'DELETE',
  path: '/api/task-groups/:id',
  tag,
  access: { action: 'delete', resource },
  summary: 'Deletes a group; its tasks stay, without a group',
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

export const listUserGroups = defineEndpoint({
  method: 'GET',
  path: '/api/user-groups',
  summary: 'The groups of users tasks can be assigned to',
  tag,
  access: { action: 'view', resource },
  response: z.array(ZUserGroup),
});

export const createUserGroup = defineEndpoint({
  method: 'POST',
  path: '/api/user-groups',
  summary: 'Creates a group of users',
  tag,
  access: { action: 'add', resource },
  body: ZUserGroupInput,
  status: 201,
  response: ZUserGroup,
  errors: [400, 404],
});

export const updateUserGroup = defineEndpoint({
  method: 'PUT',
  path: '/api/user-groups/:id',
  summary: 'Changes a group of users',
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZUserGroupInput,
  response: ZUserGroup,
  errors: [400, 404],
});

export const removeUserGroup = defineEndpoint({
  method: 'DELETE',
  path: '/api/user-groups/:id',
  summary: 'Deletes a group of users',
  tag,
  access: { action: 'delete', resource },
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

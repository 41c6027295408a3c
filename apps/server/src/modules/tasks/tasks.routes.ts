// Routes of tasks, task groups and user groups, registered from their declarations (packages/shared/src/endpoints/tasks.ts).
import * as api from '@centinela/shared/endpoints/tasks';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  createTaskGroup,
  createUserGroup,
  deleteTaskGroup,
  deleteUserGroup,
  listTaskGroups,
  listUserGroups,
  taskOptions,
  updateTaskGroup,
  updateUserGroup,
} from './groups.service';
import { createTask, deleteTask, getTask, listTasks } from './tasks.service';
import { updateTask } from './tasks.update';
import { addChecklistItem, addComment, listComments, removeChecklistItem, taskHistory, updateChecklistItem } from './tasks.activity';

export const tasksRoutes = async (app: TApp) => {
  route(app, api.list, ({ ctx, actor, query }) => listTasks({ ctx, actor, input: query }));
  route(app, api.options, ({ ctx, actor }) => taskOptions({ ctx, actor, input: undefined }));
  route(app, api.get, ({ ctx, actor, params }) => getTask({ ctx, actor, input: params }));
  route(app, api.create, ({ ctx, actor, body }) => createTask({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, query, body }) =>
    updateTask({ ctx, actor, input: { id: params.id, scope: query.scope, patch: body } }),
  );
  route(app, api.remove, ({ ctx, actor, params, query }) => deleteTask({ ctx, actor, input: { id: params.id, scope: query.scope } }));
  route(app, api.history, ({ ctx, actor, params }) => taskHistory({ ctx, actor, input: params }));
  route(app, api.comments, ({ ctx, actor, params }) => listComments({ ctx, actor, input: params }));
  route(app, api.addComment, ({ ctx, actor, params, body }) => addComment({ ctx, actor, input: { id: params.id, body: body.body } }));
  route(app, api.addChecklistItem, ({ ctx, actor, params, body }) =>
    addChecklistItem({ ctx, actor, input: { id: params.id, label: body.label } }),
  );
  route(app, api.updateChecklistItem, ({ ctx, actor, params, body }) => updateChecklistItem({ ctx, actor, input: { ...params, ...body } }));
  route(app, api.removeChecklistItem, ({ ctx, actor, params }) => removeChecklistItem({ ctx, actor, input: params }));
  route(app, api.listGroups, ({ ctx, actor }) => listTaskGroups({ ctx, actor, input: undefined }));
  route(app, api.createGroup, ({ ctx, actor, body }) => createTaskGroup({ ctx, actor, input: body }));
  route(app, api.updateGroup, ({ ctx, actor, params, body }) => updateTaskGroup({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.removeGroup, ({ ctx, actor, params }) => deleteTaskGroup({ ctx, actor, input: params }));
  route(app, api.listUserGroups, ({ ctx, actor }) => listUserGroups({ ctx, actor, input: undefined }));
  route(app, api.createUserGroup, ({ ctx, actor, body }) => createUserGroup({ ctx, actor, input: body }));
  route(app, api.updateUserGroup, ({ ctx, actor, params, body }) => updateUserGroup({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.removeUserGroup, ({ ctx, actor, params }) => deleteUserGroup({ ctx, actor, input: params }));
};

// /api/roles (role records of a company), their members, and /api/users/:id/access (assigned record + overrides),
// registered from their declarations (packages/shared/src/endpoints/roles.ts).
import * as api from '@centinela/shared/endpoints/roles';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  createRole,
  deleteRole,
  getRole,
  getUserAccess,
  listAssignableUsers,
  listRoleMembers,
  listRoles,
  setRoleActive,
  updateRole,
  updateUserAccess,
} from './roles.service';

export const rolesRoutes = async (app: TApp) => {
  route(app, api.list, ({ ctx, actor, query }) => listRoles({ ctx, actor, input: query }));
  route(app, api.get, ({ ctx, actor, params }) => getRole({ ctx, actor, id: params.id }));
  route(app, api.create, ({ ctx, actor, body }) => createRole({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updateRole({ ctx, actor, id: params.id, input: body }));
  route(app, api.activate, ({ ctx, actor, params }) => setRoleActive({ ctx, actor, id: params.id, isActive: true }));
  route(app, api.deactivate, ({ ctx, actor, params }) => setRoleActive({ ctx, actor, id: params.id, isActive: false }));
  route(app, api.remove, ({ ctx, actor, params }) => deleteRole({ ctx, actor, id: params.id }));
  route(app, api.members, ({ ctx, actor, params }) => listRoleMembers({ ctx, actor, id: params.id }));
  route(app, api.assignableUsers, ({ ctx, actor, params, query }) => listAssignableUsers({ ctx, actor, id: params.id, input: query }));
  route(app, api.userAccess, ({ ctx, actor, params }) => getUserAccess({ ctx, actor, userId: params.id }));
  route(app, api.updateUserAccess, ({ ctx, actor, params, body }) => updateUserAccess({ ctx, actor, userId: params.id, input: body }));
};

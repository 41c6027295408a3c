// /api/roles (role records of a company), their members, and /api/users/:id/access (assigned record + overrides).
import { ZErrorBody } from '@centinela/shared';
import {
  ZAssignableUsersQuery,
  ZCreateRole,
  ZRoleListQuery,
  ZRoleMember,
  ZRoleRecord,
  ZUpdateRole,
  ZUpdateUserAccess,
  ZUserAccess,
} from '@centinela/shared/contracts/roles';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
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

const ZIdParams = z.object({ id: z.uuid() });
const errors = { 400: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const view = { action: 'view', resource: 'roles' } as const;
const edit = { action: 'edit', resource: 'roles' } as const;

export const rolesRoutes = async (app: TApp) => {
  const tags = ['roles'];

  app.get(
    '/api/roles',
    { config: { access: view }, schema: { tags, querystring: ZRoleListQuery, response: { 200: z.array(ZRoleRecord) } } },
    async (request) => listRoles({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.get(
    '/api/roles/:id',
    { config: { access: view }, schema: { tags, params: ZIdParams, response: { 200: ZRoleRecord, 404: ZErrorBody } } },
    async (request) => getRole({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }),
  );

  app.post(
    '/api/roles',
    {
      config: { access: { action: 'add', resource: 'roles' } },
      schema: { tags, body: ZCreateRole, response: { 201: ZRoleRecord, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createRole({ ctx: app.ctx, actor: actorOf(request), input: request.body })),
  );

  app.put(
    '/api/roles/:id',
    { config: { access: edit }, schema: { tags, params: ZIdParams, body: ZUpdateRole, response: { 200: ZRoleRecord, ...errors } } },
    async (request) => updateRole({ ctx: app.ctx, actor: actorOf(request), id: request.params.id, input: request.body }),
  );

  app.post(
    '/api/roles/:id/activate',
    { config: { access: edit }, schema: { tags, params: ZIdParams, response: { 200: ZRoleRecord, ...errors } } },
    async (request) => setRoleActive({ ctx: app.ctx, actor: actorOf(request), id: request.params.id, isActive: true }),
  );

  app.post(
    '/api/roles/:id/deactivate',
    { config: { access: edit }, schema: { tags, params: ZIdParams, response: { 200: ZRoleRecord, ...errors } } },
    async (request) => setRoleActive({ ctx: app.ctx, actor: actorOf(request), id: request.params.id, isActive: false }),
  );

  app.delete(
    '/api/roles/:id',
    {
      config: { access: { action: 'delete', resource: 'roles' } },
      schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteRole({ ctx: app.ctx, actor: actorOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/roles/:id/users',
    { config: { access: view }, schema: { tags, params: ZIdParams, response: { 200: z.array(ZRoleMember), 404: ZErrorBody } } },
    async (request) => listRoleMembers({ ctx: app.ctx, actor: actorOf(request), id: request.params.id }),
  );

  app.get(
    '/api/roles/:id/assignable-users',
    {
      config: { access: view },
      schema: { tags, params: ZIdParams, querystring: ZAssignableUsersQuery, response: { 200: z.array(ZRoleMember), 404: ZErrorBody } },
    },
    async (request) => listAssignableUsers({ ctx: app.ctx, actor: actorOf(request), id: request.params.id, input: request.query }),
  );

  // Giving someone a role is a change to who may do what: it needs edit:roles, not only edit:users.
  app.get(
    '/api/users/:id/access',
    { config: { access: view }, schema: { tags, params: ZIdParams, response: { 200: ZUserAccess, 404: ZErrorBody } } },
    async (request) => getUserAccess({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id }),
  );

  app.put(
    '/api/users/:id/access',
    { config: { access: edit }, schema: { tags, params: ZIdParams, body: ZUpdateUserAccess, response: { 200: ZUserAccess, ...errors } } },
    async (request) => updateUserAccess({ ctx: app.ctx, actor: actorOf(request), userId: request.params.id, input: request.body }),
  );
};

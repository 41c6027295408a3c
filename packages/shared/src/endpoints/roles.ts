// Endpoints of role records (/settings/roles), their members, and a user's access (assigned record + overrides).
// Schemas: contracts/roles.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZAssignableUsersQuery,
  ZCreateRole,
  ZRoleListQuery,
  ZRoleMember,
  ZRoleRecord,
  ZUpdateRole,
  ZUpdateUserAccess,
  ZUserAccess,
} from '../contracts/roles';
import { defineEndpoint } from './define';

const tag = 'roles';
const view = { action: 'view', resource: 'roles' } as const;
const edit = { action: 'edit', resource: 'roles' } as const;
const errors = [400, 403, 404, 409] as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/roles',
  tag,
  access: view,
  summary: "The company's role records",
  query: ZRoleListQuery,
  response: z.array(ZRoleRecord),
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/roles/:id',
  summary: 'One role with its permissions',
  tag,
  access: view,
  params: ZIdParams,
  response: ZRoleRecord,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/roles',
  summary: 'Creates a role with its permissions',
  tag,
  access: { action: 'add', resource: 'roles' },
  body: ZCreateRole,
  status: 201,
  response: ZRoleRecord,
  errors,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/roles/:id',
  summary: "Changes a role's name or permissions",
  tag,
  access: edit,
  params: ZIdParams,
  body: ZUpdateRole,
  response: ZRoleRecord,
  errors,
});

export const activate = defineEndpoint({
  method: 'POST',
  path: '/api/roles/:id/activate',
  summary: 'Activates a role',
  tag,
  access: edit,
  params: ZIdParams,
  response: ZRoleRecord,
  errors,
});

export const deactivate = defineEndpoint({
  method: 'POST',
  path: '/api/roles/:id/deactivate',
  summary: 'Deactivates a role',
  tag,
  access: edit,
  params: ZIdParams,
  response: ZRoleRecord,
  errors,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/roles/:id',
  summary: 'Deletes a role',
  tag,
  access: { action: 'delete', resource: 'roles' },
  params: ZIdParams,
  kind: 'empty',
  errors,
});

export const members = defineEndpoint({
  method: 'GET',
  path: '/api/roles/:id/users',
  tag,
  access: view,
  summary: 'The users holding the role',
  params: ZIdParams,
  response: z.array(ZRoleMember),
  errors: [404],
});

export const assignableUsers = defineEndpoint({
  method: 'GET',
  path: '/api/roles/:id/assignable-users',
  tag,
  access: view,
  summary: 'Users who may be given the role (search)',
  params: ZIdParams,
  query: ZAssignableUsersQuery,
  response: z.array(ZRoleMember),
  errors: [404],
});

// Giving someone a role is a change to who may do what: it needs edit:roles, not only edit:users.

export const userAccess = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/access',
  tag,
  access: view,
  summary: "A user's role record and permission overrides",
  params: ZIdParams,
  response: ZUserAccess,
  errors: [404],
});

export const updateUserAccess = defineEndpoint({
  method: 'PUT',
  path: '/api/users/:id/access',
  summary: "Sets a user's role record and per-user permission exceptions",
  tag,
  access: edit,
  params: ZIdParams,
  body: ZUpdateUserAccess,
  response: ZUserAccess,
  errors,
});

// Endpoints of the users area (spec section 7): the users page, the editor, SIP settings, employment, passwords,
// photos and the phone directory. Schemas: contracts/users.ts. A guard's records: endpoints/guard-records.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZCreateUser,
  ZDirectoryUser,
  ZSetUserPassword,
  ZSipSettingsInput,
  ZUpdateEmployment,
  ZUserDetail,
  ZUserPhoto,
  ZUsersPage,
  ZUsersPageQuery,
} from '../contracts/users';
import { ZUpdateUserBody } from '../contracts/users.put';
import { defineEndpoint } from './define';

const tag = 'users';
const view = { action: 'view', resource: 'users' } as const;
const edit = { action: 'edit', resource: 'users' } as const;

export const directory = defineEndpoint({
  method: 'GET',
  path: '/api/users',
  tag,
  // The phone's directory: every signed-in user has a phone; the service narrows what each may see.
  access: 'signed-in',
  summary: 'The phone directory: the users the caller may call',
  response: z.array(ZDirectoryUser),
});

export const page = defineEndpoint({
  method: 'GET',
  path: '/api/users/paginated',
  tag,
  access: view,
  summary: 'Users in scope, one page, filtered (the users page)',
  query: ZUsersPageQuery,
  response: ZUsersPage,
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id',
  summary: 'One user for the editor (the fields the caller may see)',
  tag,
  access: view,
  params: ZIdParams,
  response: ZUserDetail,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/users',
  summary: 'Creates a user or guard',
  tag,
  access: { action: 'add', resource: 'users' },
  body: ZCreateUser,
  status: 201,
  response: ZUserDetail,
  errors: [400, 409],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/users/:id',
  tag,
  access: edit,
  summary:
    "The user's fields; or { sipSettings } (as …/sip-settings); or { stillEmployed, terminationDate, terminationReason } (as …/employment)",
  params: ZIdParams,
  body: ZUpdateUserBody,
  response: ZUserDetail,
  errors: [400, 404, 409],
});

export const updateSipSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/users/:id/sip-settings',
  tag,
  access: edit,
  summary: "The user's SIP phone settings (the SIP tab); the password is write-only",
  params: ZIdParams,
  body: ZSipSettingsInput,
  response: ZUserDetail,
  errors: [400, 404],
});

export const updateEmployment = defineEndpoint({
  method: 'PUT',
  path: '/api/users/:id/employment',
  tag,
  access: edit,
  summary: 'Deactivate (termination date and reason) or reactivate a user',
  params: ZIdParams,
  body: ZUpdateEmployment,
  response: ZUserDetail,
  errors: [400, 404, 409],
});

export const setPassword = defineEndpoint({
  method: 'POST',
  path: '/api/users/:id/password',
  tag,
  access: edit,
  summary: "Sets a new password (the user's other sessions end)",
  params: ZIdParams,
  body: ZSetUserPassword,
  kind: 'empty',
  errors: [400, 403, 404, 409],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/:id',
  summary: 'Deletes a user',
  tag,
  access: { action: 'delete', resource: 'users' },
  params: ZIdParams,
  kind: 'empty',
  errors: [404, 409],
});

export const photo = defineEndpoint({
  method: 'GET',
  path: '/api/users/:id/photo',
  tag,
  access: view,
  summary: 'The profile photo (image file)',
  params: ZIdParams,
  kind: 'file',
  errors: [404],
});

export const setPhoto = defineEndpoint({
  method: 'PUT',
  path: '/api/users/:id/photo',
  tag,
  access: edit,
  summary: 'Replaces the profile photo (multipart: one image)',
  params: ZIdParams,
  multipart: true,
  response: ZUserPhoto,
  errors: [400, 404, 413, 415],
});

export const removePhoto = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/:id/photo',
  summary: "Removes a user's photo",
  tag,
  access: edit,
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

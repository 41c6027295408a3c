// Endpoints of the emergency directory (spec: /emergency-directory). Schemas: contracts/emergency-directory.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZEmergencyContact,
  ZEmergencyContactInput,
  ZEmergencyContactListQuery,
  ZEmergencyPostOption,
} from '../contracts/emergency-directory';
import { defineEndpoint } from './define';

const tag = 'emergency-directory';
const resource = 'emergency-directory';

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/emergency-contacts',
  tag,
  access: { action: 'view', resource },
  summary: "Contacts the actor may see (guards: their posts' and the company's); with postId, that post's directory",
  query: ZEmergencyContactListQuery,
  response: z.array(ZEmergencyContact),
});

export const posts = defineEndpoint({
  method: 'GET',
  path: '/api/emergency-contacts/posts',
  tag,
  access: { action: 'view', resource },
  summary: 'The posts whose directory the actor may see',
  response: z.array(ZEmergencyPostOption),
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/emergency-contacts',
  summary: "Adds an emergency contact to the company's or a post's directory",
  tag,
  access: { action: 'add', resource },
  body: ZEmergencyContactInput,
  status: 201,
  response: ZEmergencyContact,
  errors: [400, 404],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/emergency-contacts/:id',
  summary: 'Changes an emergency contact',
  tag,
  access: { action: 'edit', resource },
  params: ZIdParams,
  body: ZEmergencyContactInput,
  response: ZEmergencyContact,
  errors: [400, 404],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/emergency-contacts/:id',
  summary: 'Deletes an emergency contact',
  tag,
  access: { action: 'delete', resource },
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

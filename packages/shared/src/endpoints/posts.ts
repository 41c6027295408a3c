// Endpoints of the posts area (spec: /posts). Schemas: contracts/posts.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZPost,
  ZPostFormOptions,
  ZPostImpact,
  ZPostInput,
  ZPostListQuery,
  ZPostOption,
  ZPostOptionsQuery,
  ZPostPage,
  ZPostStatusChange,
} from '../contracts/posts';
import { defineEndpoint } from './define';

const tag = 'posts';
const view = { action: 'view', resource: 'posts' } as const;
// The customer/post pickers serve the filters of the posts, rosters, roster view and reports pages, so whoever may
// open one of those reads them (scoped in the service: a customer admin's customer, a guard's own posts).
const pickers = {
  anyOf: [view, { action: 'view', resource: 'rosters' }, { action: 'view', resource: 'reports' }],
} as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/posts',
  tag,
  access: view,
  summary: 'Posts in scope, one page, filtered',
  query: ZPostListQuery,
  response: ZPostPage,
});

export const options = defineEndpoint({
  method: 'GET',
  path: '/api/posts/options',
  tag,
  access: pickers,
  summary: 'Every post in scope, short form (pickers)',
  query: ZPostOptionsQuery,
  response: z.array(ZPostOption),
});

export const formOptions = defineEndpoint({
  method: 'GET',
  path: '/api/posts/form-options',
  tag,
  access: pickers,
  summary: "Customer companies, guards and the company's time zone for the post form and filters",
  query: z.object({ companyId: z.uuid().optional() }),
  response: ZPostFormOptions,
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/posts/:id',
  summary: 'One post',
  tag,
  access: view,
  params: ZIdParams,
  response: ZPost,
  errors: [404],
});

export const impact = defineEndpoint({
  method: 'GET',
  path: '/api/posts/:id/impact',
  tag,
  access: view,
  summary: 'What deactivating or deleting the post would affect',
  params: ZIdParams,
  response: ZPostImpact,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/posts',
  summary: 'Creates a post',
  tag,
  access: { action: 'add', resource: 'posts' },
  body: ZPostInput,
  status: 201,
  response: ZPost,
  errors: [400, 404, 409],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/posts/:id',
  summary: 'Changes a post',
  tag,
  access: { action: 'edit', resource: 'posts' },
  params: ZIdParams,
  body: ZPostInput,
  response: ZPost,
  errors: [400, 404, 409],
});

export const setStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/posts/:id/status',
  summary: 'Turns a post active or inactive',
  tag,
  access: { action: 'edit', resource: 'posts' },
  params: ZIdParams,
  body: ZPostStatusChange,
  response: ZPost,
  errors: [404],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/posts/:id',
  summary: 'Deletes a post',
  tag,
  access: { action: 'delete', resource: 'posts' },
  params: ZIdParams,
  kind: 'empty',
  errors: [404, 409],
});

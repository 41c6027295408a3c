import { ZErrorBody } from '@centinela/shared';
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
} from '@centinela/shared/contracts/posts';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import {
  createPost,
  deletePost,
  getPost,
  getPostFormOptions,
  getPostImpact,
  listPostOptions,
  listPosts,
  setPostStatus,
  updatePost,
} from './posts.service';

const ZIdParams = z.object({ id: z.uuid() });
const tags = ['posts'];

export const postsRoutes = async (app: TApp) => {
  const view = { action: 'view', resource: 'posts' } as const;
  // The customer/post pickers serve the filters of the posts, rosters, roster view and reports pages, so whoever may
  // open one of those reads them (scoped in the service: a customer admin's customer, a guard's own posts).
  const pickers = {
    anyOf: [view, { action: 'view', resource: 'rosters' }, { action: 'view', resource: 'reports' }],
  } as const;

  app.get(
    '/api/posts',
    { config: { access: view }, schema: { tags, querystring: ZPostListQuery, response: { 200: ZPostPage } } },
    async (request) => listPosts({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.get(
    '/api/posts/options',
    { config: { access: pickers }, schema: { tags, querystring: ZPostOptionsQuery, response: { 200: z.array(ZPostOption) } } },
    async (request) => listPostOptions({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.get(
    '/api/posts/form-options',
    {
      config: { access: pickers },
      schema: { tags, querystring: z.object({ companyId: z.uuid().optional() }), response: { 200: ZPostFormOptions } },
    },
    async (request) => getPostFormOptions({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );

  app.get(
    '/api/posts/:id',
    { config: { access: view }, schema: { tags, params: ZIdParams, response: { 200: ZPost, 404: ZErrorBody } } },
    async (request) => getPost({ ctx: app.ctx, actor: actorOf(request), input: request.params }),
  );

  app.get(
    '/api/posts/:id/impact',
    { config: { access: view }, schema: { tags, params: ZIdParams, response: { 200: ZPostImpact, 404: ZErrorBody } } },
    async (request) => getPostImpact({ ctx: app.ctx, actor: actorOf(request), input: request.params }),
  );

  app.post(
    '/api/posts',
    {
      config: { access: { action: 'add', resource: 'posts' } },
      schema: { tags, body: ZPostInput, response: { 201: ZPost, 400: ZErrorBody, 404: ZErrorBody } },
    },
    async (request, reply) => reply.status(201).send(await createPost({ ctx: app.ctx, actor: actorOf(request), input: request.body })),
  );

  app.put(
    '/api/posts/:id',
    {
      config: { access: { action: 'edit', resource: 'posts' } },
      schema: { tags, params: ZIdParams, body: ZPostInput, response: { 200: ZPost, 400: ZErrorBody, 404: ZErrorBody } },
    },
    async (request) => updatePost({ ctx: app.ctx, actor: actorOf(request), input: { id: request.params.id, data: request.body } }),
  );

  app.patch(
    '/api/posts/:id/status',
    {
      config: { access: { action: 'edit', resource: 'posts' } },
      schema: { tags, params: ZIdParams, body: ZPostStatusChange, response: { 200: ZPost, 404: ZErrorBody } },
    },
    async (request) =>
      setPostStatus({ ctx: app.ctx, actor: actorOf(request), input: { id: request.params.id, status: request.body.status } }),
  );

  app.delete(
    '/api/posts/:id',
    {
      config: { access: { action: 'delete', resource: 'posts' } },
      schema: { tags, params: ZIdParams, response: { 204: z.null(), 404: ZErrorBody, 409: ZErrorBody } },
    },
    async (request, reply) => {
      await deletePost({ ctx: app.ctx, actor: actorOf(request), input: request.params });
      return reply.status(204).send(null);
    },
  );
};

// Routes of the posts area, registered from their declarations (packages/shared/src/endpoints/posts.ts).
import * as api from '@centinela/shared/endpoints/posts';
import { route } from '../../platform/http/route';
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

export const postsRoutes = async (app: TApp) => {
  route(app, api.list, ({ ctx, actor, query }) => listPosts({ ctx, actor, input: query }));
  route(app, api.options, ({ ctx, actor, query }) => listPostOptions({ ctx, actor, input: query }));
  route(app, api.formOptions, ({ ctx, actor, query }) => getPostFormOptions({ ctx, actor, input: query }));
  route(app, api.get, ({ ctx, actor, params }) => getPost({ ctx, actor, input: params }));
  route(app, api.impact, ({ ctx, actor, params }) => getPostImpact({ ctx, actor, input: params }));
  route(app, api.create, ({ ctx, actor, body }) => createPost({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updatePost({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.setStatus, ({ ctx, actor, params, body }) => setPostStatus({ ctx, actor, input: { id: params.id, status: body.status } }));
  route(app, api.remove, ({ ctx, actor, params }) => deletePost({ ctx, actor, input: params }));
};

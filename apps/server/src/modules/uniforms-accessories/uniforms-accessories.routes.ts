// Routes of the uniforms and accessories area, registered from their declarations
// (packages/shared/src/endpoints/uniforms-accessories.ts).
import * as api from '@centinela/shared/endpoints/uniforms-accessories';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { changeStock, createItem, deleteItem, listItems, listMoves, updateItem } from './uniforms-accessories.service';
import { createCategory, deleteCategory, listCategories, updateCategory } from './uniforms-accessories.categories';
import { issueUniform, listIssueGuards, listIssues, returnUniform } from './uniforms-accessories.issues';

export const uniformsAccessoriesRoutes = async (app: TApp) => {
  route(app, api.categories, ({ ctx, actor }) => listCategories({ ctx, actor, input: undefined }));
  route(app, api.createCategory, ({ ctx, actor, body }) => createCategory({ ctx, actor, input: body }));
  route(app, api.updateCategory, ({ ctx, actor, params, body }) => updateCategory({ ctx, actor, input: { id: params.id, ...body } }));
  route(app, api.removeCategory, ({ ctx, actor, params }) => deleteCategory({ ctx, actor, input: params }));
  route(app, api.items, ({ ctx, actor, query }) => listItems({ ctx, actor, input: query }));
  route(app, api.createItem, ({ ctx, actor, body }) => createItem({ ctx, actor, input: body }));
  route(app, api.updateItem, ({ ctx, actor, params, body }) => updateItem({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.removeItem, ({ ctx, actor, params }) => deleteItem({ ctx, actor, input: params }));
  route(app, api.changeStock, ({ ctx, actor, params, body }) => changeStock({ ctx, actor, input: { id: params.id, ...body } }));
  route(app, api.moves, ({ ctx, actor, params }) => listMoves({ ctx, actor, input: params }));
  route(app, api.issues, ({ ctx, actor, query }) => listIssues({ ctx, actor, input: query }));
  route(app, api.guardOptions, ({ ctx, actor }) => listIssueGuards({ ctx, actor, input: undefined }));
  route(app, api.issue, ({ ctx, actor, body }) => issueUniform({ ctx, actor, input: body }));
  route(app, api.returnIssue, ({ ctx, actor, params, body }) => returnUniform({ ctx, actor, input: { id: params.id, ...body } }));
};

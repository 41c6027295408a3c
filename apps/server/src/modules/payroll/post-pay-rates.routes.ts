// Routes of a post's pay rates (issue 27), registered from their declarations (endpoints/post-pay-rates.ts).
import * as api from '@centinela/shared/endpoints/post-pay-rates';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { createPostPayRate, deletePostPayRate, listPostPayRates } from './post-pay-rates.service';

export const postPayRatesRoutes = async (app: TApp) => {
  route(app, api.list, ({ ctx, actor, params }) => listPostPayRates({ ctx, actor, input: params }));
  route(app, api.create, ({ ctx, actor, params, body }) => createPostPayRate({ ctx, actor, input: { ...body, id: params.id } }));
  route(app, api.remove, ({ ctx, actor, params }) => deletePostPayRate({ ctx, actor, input: params }));
};

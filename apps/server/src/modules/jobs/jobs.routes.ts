// The job and delivery log (/settings/general-logs), registered from its declarations (packages/shared/src/endpoints/jobs.ts).
import * as api from '@centinela/shared/endpoints/jobs';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { listJobs, retryJob } from './jobs.service';

export const jobsRoutes = async (app: TApp) => {
  route(app, api.list, ({ ctx, actor, query }) => listJobs({ ctx, actor, input: query }));
  route(app, api.retry, ({ ctx, actor, params }) => retryJob({ ctx, actor, name: params.name, id: params.id }));
};

// The job and delivery log (/settings/general-logs): read with view:settings, retry by hand with edit:settings.
import { ZJobList, ZJobParams, ZJobQuery, ZJobRow } from '@centinela/shared';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { listJobs, retryJob } from './jobs.service';

export const jobsRoutes = async (app: TApp) => {
  const tags = ['jobs'];
  app.get(
    '/api/jobs',
    {
      config: { access: { action: 'view', resource: 'settings' } },
      schema: { tags, querystring: ZJobQuery, response: { 200: ZJobList } },
    },
    async (request) => listJobs({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );
  app.post(
    '/api/jobs/:name/:id/retry',
    {
      config: { access: { action: 'edit', resource: 'settings' } },
      schema: { tags, params: ZJobParams, response: { 200: ZJobRow } },
    },
    async (request) => retryJob({ ctx: app.ctx, actor: actorOf(request), name: request.params.name, id: request.params.id }),
  );
};

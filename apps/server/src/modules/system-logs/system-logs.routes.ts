import { ZSystemLog, ZSystemLogQuery } from '@centinela/shared';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { listSystemLogs } from './system-logs.service';

export const systemLogsRoutes = async (app: TApp) => {
  app.get(
    '/api/system-logs',
    {
      // Everyone with a dashboard reads the entries they may see (scoped in the service).
      config: { access: { action: 'view', resource: 'dashboard' } },
      schema: { tags: ['system-logs'], querystring: ZSystemLogQuery, response: { 200: z.array(ZSystemLog) } },
    },
    async (request) => listSystemLogs({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );
};

import { LANGUAGES, ZSystemLog, ZSystemLogQuery } from '@centinela/shared';
import { ZSystemLogReport, ZSystemLogReportQuery, ZSystemLogUserOption } from '@centinela/shared/contracts/system-logs';
import { z } from 'zod';
import { actorOf } from '../../platform/http/access-hook';
import type { TApp } from '../../platform/http/types';
import { systemLogReport, systemLogReportCsv, systemLogReportUsers } from './system-logs.report';
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

  // The system-logs report: view:reports, and (in the service) only platform and security company admins.
  const access = { action: 'view', resource: 'reports' } as const;
  const tags = ['reports'];
  app.get(
    '/api/reports/system-logs',
    { config: { access }, schema: { tags, querystring: ZSystemLogReportQuery, response: { 200: ZSystemLogReport } } },
    async (request) => systemLogReport({ ctx: app.ctx, actor: actorOf(request), input: request.query, paging: request.query }),
  );
  app.get(
    '/api/reports/system-logs/csv',
    { config: { access }, schema: { tags, querystring: ZSystemLogReportQuery.and(z.object({ lang: z.enum(LANGUAGES).default('es') })) } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="system-logs-${request.query.from}-${request.query.to}.csv"`)
        .send(await systemLogReportCsv({ ctx: app.ctx, actor: actorOf(request), input: request.query })),
  );
  app.get(
    '/api/reports/system-logs/users',
    {
      config: { access },
      schema: { tags, querystring: z.object({ companyId: z.uuid().optional() }), response: { 200: z.array(ZSystemLogUserOption) } },
    },
    async (request) => systemLogReportUsers({ ctx: app.ctx, actor: actorOf(request), input: request.query }),
  );
};

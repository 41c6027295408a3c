// The system log (dashboard) and the system-logs report, registered from their declarations
// (packages/shared/src/endpoints/system-logs.ts).
import * as api from '@centinela/shared/endpoints/system-logs';
import { sendCsv } from '../../platform/documents/send';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { systemLogReport, systemLogReportCsv, systemLogReportUsers } from './system-logs.report';
import { listSystemLogs } from './system-logs.service';

export const systemLogsRoutes = async (app: TApp) => {
  route(app, api.recent, ({ ctx, actor, query }) => listSystemLogs({ ctx, actor, input: query }));
  route(app, api.reportPage, ({ ctx, actor, query }) => systemLogReport({ ctx, actor, input: query, paging: query }));
  route(app, api.reportCsv, async ({ ctx, actor, query, reply }) =>
    sendCsv(reply, `system-logs-${query.from}-${query.to}`, await systemLogReportCsv({ ctx, actor, input: query })),
  );
  route(app, api.reportUsers, ({ ctx, actor, query }) => systemLogReportUsers({ ctx, actor, input: query }));
};

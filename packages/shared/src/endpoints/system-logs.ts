// Endpoints of the system log: the dashboard's recent activity and the system-logs report (with its CSV twin).
// Schemas: contracts/system-logs.ts.
import { z } from 'zod';
import {
  ZSystemLog,
  ZSystemLogQuery,
  ZSystemLogReport,
  ZSystemLogReportCsvQuery,
  ZSystemLogReportQuery,
  ZSystemLogReportUsersQuery,
  ZSystemLogUserOption,
} from '../contracts/system-logs';
import { defineEndpoint } from './define';

export const recent = defineEndpoint({
  method: 'GET',
  path: '/api/system-logs',
  tag: 'system-logs',
  // Everyone with a dashboard reads the entries they may see (scoped in the service).
  access: { action: 'view', resource: 'dashboard' },
  summary: 'The latest entries the reader may see (dashboard)',
  query: ZSystemLogQuery,
  response: z.array(ZSystemLog),
});

// The report: view:reports, and (in the service) only platform and security company admins.
const report = { action: 'view', resource: 'reports' } as const;

export const reportPage = defineEndpoint({
  method: 'GET',
  path: '/api/reports/system-logs',
  tag: 'reports',
  access: report,
  summary: 'The system-logs report, one page, filtered',
  query: ZSystemLogReportQuery,
  response: ZSystemLogReport,
  errors: [400, 403],
});

export const reportCsv = defineEndpoint({
  method: 'GET',
  path: '/api/reports/system-logs/csv',
  tag: 'reports',
  access: report,
  summary: 'The system-logs report as CSV (every row of the filter)',
  query: ZSystemLogReportCsvQuery,
  kind: 'file',
  errors: [400, 403],
});

export const reportUsers = defineEndpoint({
  method: 'GET',
  path: '/api/reports/system-logs/users',
  tag: 'reports',
  access: report,
  summary: "The report's user filter options",
  query: ZSystemLogReportUsersQuery,
  response: z.array(ZSystemLogUserOption),
  errors: [403],
});

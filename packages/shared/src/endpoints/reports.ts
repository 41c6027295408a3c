// Endpoints of the reports area (spec: /reports): each report answers one page as JSON and has a CSV twin (`/csv`,
// every row, header and words in `lang`). Schemas: contracts/reports.ts.
import {
  ZAbsenceReport,
  ZAbsenceReportCsvQuery,
  ZAbsenceReportQuery,
  ZGuardActionsCsvQuery,
  ZGuardActionsOptions,
  ZGuardActionsQuery,
  ZGuardActionsReport,
  ZOpenShiftsCsvQuery,
  ZOpenShiftsQuery,
  ZOpenShiftsReport,
  ZOpenRostersCsvQuery,
  ZOpenRostersQuery,
  ZOpenRostersReport,
  ZPostsReport,
  ZPostsReportCsvQuery,
  ZPostsReportQuery,
  ZPostStatusCsvQuery,
  ZPostStatusQuery,
  ZPostStatusReport,
  ZRostersDataCsvQuery,
  ZRostersDataQuery,
  ZRostersDataReport,
} from '../contracts/reports';
import { defineEndpoint } from './define';

const tag = 'reports';
const access = { action: 'view', resource: 'reports' } as const;

export const openRosters = defineEndpoint({
  method: 'GET',
  path: '/api/reports/open-rosters',
  tag,
  access,
  summary: 'Shift occurrences with unfilled places in a date range',
  query: ZOpenRostersQuery,
  response: ZOpenRostersReport,
});

export const openRostersCsv = defineEndpoint({
  method: 'GET',
  path: '/api/reports/open-rosters/csv',
  tag,
  access,
  summary: 'Open rosters report as CSV (every row)',
  query: ZOpenRostersCsvQuery,
  kind: 'file',
});

export const posts = defineEndpoint({
  method: 'GET',
  path: '/api/reports/posts',
  tag,
  access,
  summary: 'Posts in scope with their rates, rosters and weekly staffing',
  query: ZPostsReportQuery,
  response: ZPostsReport,
});

export const postsCsv = defineEndpoint({
  method: 'GET',
  path: '/api/reports/posts/csv',
  tag,
  access,
  summary: 'Posts report as CSV (every row)',
  query: ZPostsReportCsvQuery,
  kind: 'file',
});

export const postStatus = defineEndpoint({
  method: 'GET',
  path: '/api/reports/post-status',
  tag,
  access,
  summary: "Today's staffing state of every post",
  query: ZPostStatusQuery,
  response: ZPostStatusReport,
});

export const postStatusCsv = defineEndpoint({
  method: 'GET',
  path: '/api/reports/post-status/csv',
  tag,
  access,
  summary: 'Post status report as CSV (every row)',
  query: ZPostStatusCsvQuery,
  kind: 'file',
});

export const rostersData = defineEndpoint({
  method: 'GET',
  path: '/api/reports/rosters-data',
  tag,
  access,
  summary: 'Every shift occurrence of a date range, by post and guard, with hours',
  query: ZRostersDataQuery,
  response: ZRostersDataReport,
});

export const rostersDataCsv = defineEndpoint({
  method: 'GET',
  path: '/api/reports/rosters-data/csv',
  tag,
  access,
  summary: 'Rosters data report as CSV (every row)',
  query: ZRostersDataCsvQuery,
  kind: 'file',
});

export const guardActions = defineEndpoint({
  method: 'GET',
  path: '/api/reports/guard-actions',
  tag,
  access,
  summary: 'Open and cover actions on shift occurrences (guard actions report)',
  query: ZGuardActionsQuery,
  response: ZGuardActionsReport,
});

export const guardActionsCsv = defineEndpoint({
  method: 'GET',
  path: '/api/reports/guard-actions/csv',
  tag,
  access,
  summary: 'Guard actions report as CSV (every row)',
  query: ZGuardActionsCsvQuery,
  kind: 'file',
});

export const openShifts = defineEndpoint({
  method: 'GET',
  path: '/api/reports/open-shifts',
  tag,
  access,
  summary: 'Shift occurrences still needing coverage (an absent or opened guard) in a date range',
  query: ZOpenShiftsQuery,
  response: ZOpenShiftsReport,
});

export const openShiftsCsv = defineEndpoint({
  method: 'GET',
  path: '/api/reports/open-shifts/csv',
  tag,
  access,
  summary: 'Open report as CSV (every row)',
  query: ZOpenShiftsCsvQuery,
  kind: 'file',
});

export const absences = defineEndpoint({
  method: 'GET',
  path: '/api/reports/absences',
  tag,
  access,
  summary: 'Absences by category, guard, post and range, with totals',
  query: ZAbsenceReportQuery,
  response: ZAbsenceReport,
});

export const absencesCsv = defineEndpoint({
  method: 'GET',
  path: '/api/reports/absences/csv',
  tag,
  access,
  summary: 'Absence report as CSV (every row)',
  query: ZAbsenceReportCsvQuery,
  kind: 'file',
});

export const guardActionsOptions = defineEndpoint({
  method: 'GET',
  path: '/api/reports/guard-actions/options',
  tag,
  access,
  summary: 'Who performed guard actions and on which rosters (the report filters)',
  response: ZGuardActionsOptions,
});

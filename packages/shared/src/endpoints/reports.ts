// Endpoints of the reports area (spec: /reports): each report answers one page as JSON and has a CSV twin (`/csv`,
// every row, header and words in `lang`). Schemas: contracts/reports.ts.
import {
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

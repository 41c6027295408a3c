// Endpoints of the job and delivery log (/settings/general-logs): read with view:settings, retry with edit:settings.
// Schemas: contracts/jobs.ts.
import { ZJobList, ZJobParams, ZJobQuery, ZJobRow } from '../contracts/jobs';
import { defineEndpoint } from './define';

const tag = 'jobs';

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/jobs',
  tag,
  access: { action: 'view', resource: 'settings' },
  summary: 'Jobs and deliveries, one page, filtered',
  query: ZJobQuery,
  response: ZJobList,
});

export const retry = defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:name/:id/retry',
  tag,
  access: { action: 'edit', resource: 'settings' },
  summary: 'Runs a failed or cancelled job again',
  params: ZJobParams,
  response: ZJobRow,
  errors: [404, 409],
});

// Endpoints of a post's pay rates (issue 27): effective-dated, payroll staff only (the service also refuses customer
// company admins and guards whatever overrides say). Schemas: contracts/post-pay-rates.ts.
import { ZIdParams } from '../contracts/common';
import { ZPostPayRateInput, ZPostPayRateList, ZPostPayRateParams, ZPostPayRateRow } from '../contracts/post-pay-rates';
import { defineEndpoint } from './define';

const tag = 'payroll';
const edit = { action: 'edit', resource: 'payroll' } as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/posts/:id/pay-rates',
  summary: "A post's pay rates, newest first, and the last day a processed pay run paid",
  tag,
  access: { action: 'view', resource: 'payroll' },
  params: ZIdParams,
  response: ZPostPayRateList,
  errors: [403, 404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/posts/:id/pay-rates',
  summary: 'Adds a pay rate to a post from a date on (hourly rate, post differential, night differential)',
  tag,
  access: edit,
  params: ZIdParams,
  body: ZPostPayRateInput,
  status: 201,
  response: ZPostPayRateRow,
  errors: [400, 403, 404, 409],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/posts/:id/pay-rates/:rateId',
  summary: 'Deletes a pay rate no processed pay run has reached',
  tag,
  access: edit,
  params: ZPostPayRateParams,
  kind: 'empty',
  errors: [403, 404, 409],
});

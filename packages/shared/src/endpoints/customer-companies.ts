// Endpoints of the customer companies area (spec: /customer-companies): the directory (phone, pickers), the paginated
// list, the editor, (de)activation with its impact, delete. Schemas: contracts/customer-companies.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import { ZDeactivateRequest } from '../contracts/companies';
import {
  ZCreateCustomerCompany,
  ZCustomerCompany,
  ZCustomerCompanyDirectoryItem,
  ZCustomerCompanyDirectoryQuery,
  ZCustomerCompanyImpact,
  ZCustomerCompanyListQuery,
  ZCustomerCompanyPage,
  ZUpdateCustomerCompany,
} from '../contracts/customer-companies';
import { defineEndpoint } from './define';

const tag = 'customer-companies';
const view = { action: 'view', resource: 'customer-companies' } as const;
const remover = { action: 'delete', resource: 'customer-companies' } as const;
const writeErrors = [400, 403, 404, 409] as const;

export const directory = defineEndpoint({
  method: 'GET',
  path: '/api/customer-companies',
  tag,
  access: view,
  summary: 'Customer companies in scope, short form (phone, pickers)',
  query: ZCustomerCompanyDirectoryQuery,
  response: z.array(ZCustomerCompanyDirectoryItem),
});

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/customer-companies/paginated',
  tag,
  access: view,
  summary: 'Customer companies, one page, filtered',
  query: ZCustomerCompanyListQuery,
  response: ZCustomerCompanyPage,
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/customer-companies/:id',
  summary: 'One customer company',
  tag,
  access: view,
  params: ZIdParams,
  response: ZCustomerCompany,
  errors: [404],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/customer-companies',
  summary: 'Creates a customer company',
  tag,
  access: { action: 'add', resource: 'customer-companies' },
  body: ZCreateCustomerCompany,
  status: 201,
  response: ZCustomerCompany,
  errors: writeErrors,
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/customer-companies/:id',
  summary: 'Changes a customer company',
  tag,
  access: { action: 'edit', resource: 'customer-companies' },
  params: ZIdParams,
  body: ZUpdateCustomerCompany,
  response: ZCustomerCompany,
  errors: writeErrors,
});

export const deactivationImpact = defineEndpoint({
  method: 'GET',
  path: '/api/customer-companies/:id/deactivation-impact',
  tag,
  access: view,
  summary: 'What deactivating or deleting the customer company would affect',
  params: ZIdParams,
  response: ZCustomerCompanyImpact,
  errors: [404],
});

export const deactivate = defineEndpoint({
  method: 'POST',
  path: '/api/customer-companies/:id/deactivate',
  summary: 'Deactivates a customer company',
  tag,
  access: remover,
  params: ZIdParams,
  body: ZDeactivateRequest.optional(),
  response: ZCustomerCompany,
  errors: writeErrors,
});

export const activate = defineEndpoint({
  method: 'POST',
  path: '/api/customer-companies/:id/activate',
  summary: 'Activates a customer company again',
  tag,
  access: remover,
  params: ZIdParams,
  response: ZCustomerCompany,
  errors: writeErrors,
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/customer-companies/:id',
  summary: 'Deletes a customer company',
  tag,
  access: remover,
  params: ZIdParams,
  kind: 'empty',
  errors: writeErrors,
});

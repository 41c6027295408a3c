// Endpoints of payroll profile types (spec: /settings/payroll-profile-types; read by the user form too).
// Schemas: contracts/payroll.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import { ZPayrollProfileType, ZPayrollProfileTypeInput, ZPayrollProfileTypeQuery } from '../contracts/payroll';
import { defineEndpoint } from './define';

const tag = 'payroll';

/**
 * Read by the settings page (settings), the user form's guard section (users) and payroll (payroll): the service
 * requires view on one of those three.
 */
export const listProfileTypes = defineEndpoint({
  method: 'GET',
  path: '/api/payroll-profile-types',
  tag,
  access: 'signed-in',
  summary: "The company's payroll profile types",
  query: ZPayrollProfileTypeQuery,
  response: z.array(ZPayrollProfileType),
  errors: [403],
});

export const createProfileType = defineEndpoint({
  method: 'POST',
  path: '/api/payroll-profile-types',
  tag,
  access: { action: 'add', resource: 'settings' },
  body: ZPayrollProfileTypeInput,
  status: 201,
  response: ZPayrollProfileType,
  errors: [409],
});

export const updateProfileType = defineEndpoint({
  method: 'PUT',
  path: '/api/payroll-profile-types/:id',
  tag,
  access: { action: 'edit', resource: 'settings' },
  params: ZIdParams,
  body: ZPayrollProfileTypeInput,
  response: ZPayrollProfileType,
  errors: [409],
});

export const removeProfileType = defineEndpoint({
  method: 'DELETE',
  path: '/api/payroll-profile-types/:id',
  tag,
  access: { action: 'delete', resource: 'settings' },
  params: ZIdParams,
  kind: 'empty',
  errors: [409],
});

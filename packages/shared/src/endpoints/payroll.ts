// Endpoints of payroll profile types (spec: /settings/payroll-profile-types; read by the user form too).
// Schemas: contracts/payroll.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import { ZPayrollProfileType, ZPayrollProfileTypeInput, ZPayrollProfileTypeQuery } from '../contracts/payroll';
import { ZCalculateInput, ZCalculateResult, ZHoliday, ZHolidayInput, ZHolidayList, ZHolidaysQuery } from '../contracts/payroll-hours';
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
  summary: 'Adds a payroll profile type and its overtime rules',
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
  summary: 'Changes a payroll profile type',
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
  summary: 'Deletes a payroll profile type',
  tag,
  access: { action: 'delete', resource: 'settings' },
  params: ZIdParams,
  kind: 'empty',
  errors: [409],
});

// Payroll hours (issue 18 part A): the overtime engine as a what-if, and the company's holiday calendar.
// Schemas: contracts/payroll-hours.ts.

export const calculate = defineEndpoint({
  method: 'POST',
  path: '/api/payroll/calculate',
  tag,
  access: { action: 'view', resource: 'payroll' },
  summary: 'The hours of a set of work entries in each pay category, per day and week, with the rule behind each',
  body: ZCalculateInput,
  response: ZCalculateResult,
  errors: [400, 403],
});

export const listHolidays = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/holidays',
  tag,
  access: { action: 'view', resource: 'payroll' },
  summary: "The company's holiday calendar for a year: the country's statutory holidays with the company's edits",
  query: ZHolidaysQuery,
  response: ZHolidayList,
  errors: [403],
});

export const createHoliday = defineEndpoint({
  method: 'POST',
  path: '/api/payroll/holidays',
  tag,
  access: { action: 'edit', resource: 'payroll' },
  summary: "Add a date to the company's holiday calendar, or take a statutory date off it",
  body: ZHolidayInput,
  status: 201,
  response: ZHoliday,
  errors: [400, 403, 409],
});

export const removeHoliday = defineEndpoint({
  method: 'DELETE',
  path: '/api/payroll/holidays/:id',
  tag,
  access: { action: 'edit', resource: 'payroll' },
  summary: "Undo a company edit of the holiday calendar (an added date, or a statutory date's removal)",
  params: ZIdParams,
  kind: 'empty',
  errors: [403, 404],
});

// Endpoints of the /payroll page (issue 18, part B): settings, attendance section, deductions, pay runs, processed
// payrolls (pay stubs, exports) and completed special services. Schemas: contracts/payroll-runs.ts.
import { z } from 'zod';
import { ZIdParams } from '../contracts/common';
import {
  ZAdjustmentInput,
  ZDeduction,
  ZDeductionInput,
  ZDeductionQuery,
  ZPaidSpecialService,
  ZPayrollGuard,
  ZPayrollAttendance,
  ZPayrollAttendanceQuery,
  ZPayrollSettings,
  ZPayrollSettingsInput,
  ZPayStubQuery,
  ZRun,
  ZRunExportQuery,
  ZRunInput,
  ZRunLineDetail,
  ZRunLineParams,
  ZRunListQuery,
  ZRunWithLines,
  ZSpecialServicesQuery,
} from '../contracts/payroll-runs';
import { ZMyPayStub, ZMyPayStubParams, ZMyPayStubPdfQuery } from '../contracts/my-work';
import { defineEndpoint } from './define';

const tag = 'payroll';
const view = { action: 'view', resource: 'payroll' } as const;
const edit = { action: 'edit', resource: 'payroll' } as const;

export const settings = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/settings',
  tag,
  access: view,
  summary: "The company's punch rounding, grace, flat tax and readings of the overtime law",
  response: ZPayrollSettings,
});

export const updateSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/payroll/settings',
  summary: 'Saves the payroll settings (rounding, grace, tax percentage, readings of the law, night window)',
  tag,
  access: edit,
  body: ZPayrollSettingsInput,
  response: ZPayrollSettings,
});

export const guards = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/guards',
  tag,
  access: view,
  summary: "The company's guards, for the payroll page's pickers",
  response: z.array(ZPayrollGuard),
});

export const attendance = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/attendance',
  tag,
  access: view,
  summary: 'Punches, worked time, missing punches and unverified scheduled time per guard and day',
  query: ZPayrollAttendanceQuery,
  response: ZPayrollAttendance,
});

export const deductions = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/deductions',
  summary: 'The payroll deductions, for one guard or all',
  tag,
  access: view,
  query: ZDeductionQuery,
  response: z.array(ZDeduction),
});

export const createDeduction = defineEndpoint({
  method: 'POST',
  path: '/api/payroll/deductions',
  summary: 'Adds a deduction (fixed or percentage, before or after tax, optional instalments)',
  tag,
  access: { action: 'add', resource: 'payroll' },
  body: ZDeductionInput,
  status: 201,
  response: ZDeduction,
  errors: [404],
});

export const updateDeduction = defineEndpoint({
  method: 'PUT',
  path: '/api/payroll/deductions/:id',
  summary: 'Changes a deduction',
  tag,
  access: edit,
  params: ZIdParams,
  body: ZDeductionInput,
  response: ZDeduction,
  errors: [404],
});

export const removeDeduction = defineEndpoint({
  method: 'DELETE',
  path: '/api/payroll/deductions/:id',
  summary: 'Deletes a deduction',
  tag,
  access: { action: 'delete', resource: 'payroll' },
  params: ZIdParams,
  kind: 'empty',
  errors: [404, 409],
});

export const runs = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/runs',
  summary: 'The pay runs, newest first',
  tag,
  access: view,
  query: ZRunListQuery,
  response: z.array(ZRun),
});

export const createRun = defineEndpoint({
  method: 'POST',
  path: '/api/payroll/runs',
  summary: 'Creates a draft pay run for a period and its guards',
  tag,
  access: { action: 'add', resource: 'payroll' },
  body: ZRunInput,
  status: 201,
  response: ZRun,
  errors: [404],
});

export const run = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/runs/:id',
  summary: 'One pay run with its lines',
  tag,
  access: view,
  params: ZIdParams,
  response: ZRunWithLines,
  errors: [404],
});

export const removeRun = defineEndpoint({
  method: 'DELETE',
  path: '/api/payroll/runs/:id',
  tag,
  access: { action: 'delete', resource: 'payroll' },
  summary: 'Delete a run that is not approved or processed',
  params: ZIdParams,
  kind: 'empty',
  errors: [404, 409],
});

export const calculateRun = defineEndpoint({
  method: 'POST',
  path: '/api/payroll/runs/:id/calculate',
  tag,
  access: edit,
  summary: 'Queue the calculation (job payroll.calculate_run); progress is written on the run',
  params: ZIdParams,
  status: 202,
  response: ZRun,
  errors: [404, 409],
});

export const approveRun = defineEndpoint({
  method: 'POST',
  path: '/api/payroll/runs/:id/approve',
  summary: 'Approves a calculated pay run',
  tag,
  access: edit,
  params: ZIdParams,
  response: ZRun,
  errors: [404, 409],
});

export const processRun = defineEndpoint({
  method: 'POST',
  path: '/api/payroll/runs/:id/process',
  tag,
  access: edit,
  summary: 'Lock an approved run (changes only through an adjustment in a later run)',
  params: ZIdParams,
  response: ZRun,
  errors: [404, 409],
});

export const addAdjustment = defineEndpoint({
  method: 'POST',
  path: '/api/payroll/runs/:id/adjustments',
  tag,
  access: edit,
  summary: "An amount added to or taken from a guard's pay in a run not yet approved (recalculate to apply)",
  params: ZIdParams,
  body: ZAdjustmentInput,
  status: 201,
  response: ZRun,
  errors: [404, 409],
});

export const line = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/runs/:id/lines/:lineId',
  tag,
  access: view,
  summary: "One guard's line with the rule that paid each hour",
  params: ZRunLineParams,
  response: ZRunLineDetail,
  errors: [404],
});

export const payStub = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/runs/:id/lines/:lineId/stub',
  tag,
  access: view,
  summary: "A guard's pay stub (PDF, es or en)",
  params: ZRunLineParams,
  query: ZPayStubQuery,
  kind: 'file',
  errors: [404, 409],
});

export const exportRun = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/runs/:id/export',
  tag,
  access: view,
  summary: 'A processed run as CSV: generic layout, or QuickBooks Online payroll import',
  params: ZIdParams,
  query: ZRunExportQuery,
  kind: 'file',
  errors: [404, 409],
});

export const specialServices = defineEndpoint({
  method: 'GET',
  path: '/api/payroll/special-services',
  tag,
  access: view,
  summary: 'Completed special services of a period with the run that paid each guard',
  query: ZSpecialServicesQuery,
  response: z.array(ZPaidSpecialService),
});

// ---------- the guard's own pay stubs (his dashboard; contracts/my-work.ts) ----------

/** Signed-in security guards only (the service refuses anyone else, 403): the lines are the session user's own. */
export const myPayStubs = defineEndpoint({
  method: 'GET',
  path: '/api/me/pay-stubs',
  tag,
  access: 'signed-in',
  summary: "The signed-in guard's own pay stubs: his lines of processed pay runs, newest first (integer cents)",
  response: z.array(ZMyPayStub),
  errors: [403],
});

export const myPayStubPdf = defineEndpoint({
  method: 'GET',
  path: '/api/me/pay-stubs/:lineId/pdf',
  tag,
  access: 'signed-in',
  summary: "One of the signed-in guard's own pay stubs as PDF (es or en); another guard's line is a 404",
  params: ZMyPayStubParams,
  query: ZMyPayStubPdfQuery,
  kind: 'file',
  errors: [403, 404],
});

// Routes of payroll hours (issue 18 part A): the what-if calculation and the holiday calendar, registered from their
// declarations (packages/shared/src/endpoints/payroll.ts).
import * as api from '@centinela/shared/endpoints/payroll';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { calculatePayrollHours, createPayrollHoliday, deletePayrollHoliday, listPayrollHolidays } from './payroll-hours.service';

export const payrollHoursRoutes = async (app: TApp) => {
  route(app, api.calculate, ({ ctx, actor, body }) => calculatePayrollHours({ ctx, actor, input: body }));
  route(app, api.listHolidays, ({ ctx, actor, query }) => listPayrollHolidays({ ctx, actor, input: query }));
  route(app, api.createHoliday, ({ ctx, actor, body }) => createPayrollHoliday({ ctx, actor, input: body }));
  route(app, api.removeHoliday, ({ ctx, actor, params }) => deletePayrollHoliday({ ctx, actor, input: params }));
};

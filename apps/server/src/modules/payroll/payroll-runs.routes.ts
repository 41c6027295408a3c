// Routes of the /payroll page (issue 18, part B), registered from their declarations (endpoints/payroll-runs.ts).
import * as api from '@centinela/shared/endpoints/payroll-runs';
import { sendCsv, sendPdf } from '../../platform/documents/send';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { listMyPayStubs, myPayStubPdf } from './my-pay-stubs.service';
import { exportRunCsv, payStubPdf } from './payroll-runs.documents';
import {
  addAdjustment,
  approveRun,
  createRun,
  deleteRun,
  getLine,
  getRun,
  listRuns,
  paidSpecialServices,
  processRun,
  queueCalculation,
} from './payroll-runs.service';
import {
  createDeduction,
  deleteDeduction,
  getPayrollSettings,
  listDeductions,
  payrollAttendance,
  payrollGuards,
  updateDeduction,
  updatePayrollSettings,
} from './payroll-setup.service';

export const payrollRunsRoutes = async (app: TApp) => {
  route(app, api.settings, ({ ctx, actor }) => getPayrollSettings({ ctx, actor, input: {} }));
  route(app, api.updateSettings, ({ ctx, actor, body }) => updatePayrollSettings({ ctx, actor, input: body }));
  route(app, api.guards, ({ ctx, actor }) => payrollGuards({ ctx, actor, input: {} }));
  route(app, api.attendance, ({ ctx, actor, query }) => payrollAttendance({ ctx, actor, input: query }));
  route(app, api.deductions, ({ ctx, actor, query }) => listDeductions({ ctx, actor, input: query }));
  route(app, api.createDeduction, ({ ctx, actor, body }) => createDeduction({ ctx, actor, input: body }));
  route(app, api.updateDeduction, ({ ctx, actor, params, body }) => updateDeduction({ ctx, actor, input: { ...body, id: params.id } }));
  route(app, api.removeDeduction, ({ ctx, actor, params }) => deleteDeduction({ ctx, actor, input: params }));
  route(app, api.runs, ({ ctx, actor, query }) => listRuns({ ctx, actor, input: query }));
  route(app, api.createRun, ({ ctx, actor, body }) => createRun({ ctx, actor, input: body }));
  route(app, api.run, ({ ctx, actor, params }) => getRun({ ctx, actor, input: params }));
  route(app, api.removeRun, ({ ctx, actor, params }) => deleteRun({ ctx, actor, input: params }));
  route(app, api.calculateRun, ({ ctx, actor, params }) => queueCalculation({ ctx, actor, input: params }));
  route(app, api.approveRun, ({ ctx, actor, params }) => approveRun({ ctx, actor, input: params }));
  route(app, api.processRun, ({ ctx, actor, params }) => processRun({ ctx, actor, input: params }));
  route(app, api.addAdjustment, ({ ctx, actor, params, body }) => addAdjustment({ ctx, actor, input: { ...body, id: params.id } }));
  route(app, api.line, ({ ctx, actor, params }) => getLine({ ctx, actor, input: params }));
  route(app, api.payStub, async ({ ctx, actor, params, query, reply }) => {
    const { buffer, name } = await payStubPdf({ ctx, actor, input: { ...params, language: query.lang ?? actor.language ?? 'es' } });
    return sendPdf(reply, name, buffer, 'inline');
  });
  route(app, api.exportRun, async ({ ctx, actor, params, query, reply }) => {
    const { name, body } = await exportRunCsv({
      ctx,
      actor,
      input: { id: params.id, layout: query.layout, language: actor.language ?? 'es' },
    });
    return sendCsv(reply, name, body);
  });
  route(app, api.myPayStubs, ({ ctx, actor }) => listMyPayStubs({ ctx, actor, input: {} }));
  route(app, api.myPayStubPdf, async ({ ctx, actor, params, query, reply }) => {
    const { buffer, name } = await myPayStubPdf({ ctx, actor, input: { ...params, language: query.lang ?? actor.language ?? 'es' } });
    return sendPdf(reply, name, buffer, 'inline');
  });
  route(app, api.specialServices, ({ ctx, actor, query }) => paidSpecialServices({ ctx, actor, input: query }));
};

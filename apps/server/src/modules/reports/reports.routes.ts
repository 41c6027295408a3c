// Routes of the reports area, registered from their declarations (packages/shared/src/endpoints/reports.ts).
// Each report answers one page as JSON; its CSV twin answers every row as a download.
import * as api from '@centinela/shared/endpoints/reports';
import { sendCsv } from '../../platform/documents/send';
import { seesAbsenceCategories } from '../absences/absences.policy';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { absencesCsv, guardActionsCsv, openRostersCsv, openShiftsCsv, postsCsv, postStatusCsv, rostersDataCsv } from './reports.csv';
import { absenceReport, guardActionsOptions, guardActionsReport, openShiftsReport } from './shift-reports.service';
import { openRostersReport, postsReport, postStatusReport, rostersDataReport } from './reports.service';

export const reportsRoutes = async (app: TApp) => {
  route(app, api.openRosters, ({ ctx, actor, query }) => openRostersReport({ ctx, actor, input: query, paging: query }));
  route(app, api.openRostersCsv, async ({ ctx, actor, query, reply }) => {
    const { items } = await openRostersReport({ ctx, actor, input: query, paging: null });
    return sendCsv(reply, `open-rosters-${query.from}-${query.to}`, openRostersCsv(items, query.lang));
  });

  route(app, api.posts, ({ ctx, actor, query }) => postsReport({ ctx, actor, input: query, paging: query }));
  route(app, api.postsCsv, async ({ ctx, actor, query, reply }) => {
    const { items } = await postsReport({ ctx, actor, input: query, paging: null });
    return sendCsv(reply, 'posts', postsCsv(items, query.lang));
  });

  route(app, api.postStatus, ({ ctx, actor, query }) => postStatusReport({ ctx, actor, input: query, paging: query }));
  route(app, api.postStatusCsv, async ({ ctx, actor, query, reply }) => {
    const { items } = await postStatusReport({ ctx, actor, input: query, paging: null });
    return sendCsv(reply, 'post-status', postStatusCsv(items, query.lang));
  });

  route(app, api.rostersData, ({ ctx, actor, query }) => rostersDataReport({ ctx, actor, input: query, paging: query }));
  route(app, api.rostersDataCsv, async ({ ctx, actor, query, reply }) => {
    const { items } = await rostersDataReport({ ctx, actor, input: query, paging: null });
    return sendCsv(reply, `rosters-data-${query.from}-${query.to}`, rostersDataCsv(items, query.lang));
  });

  route(app, api.guardActionsOptions, ({ ctx, actor }) => guardActionsOptions({ ctx, actor }));
  route(app, api.guardActions, ({ ctx, actor, query }) => guardActionsReport({ ctx, actor, input: query, paging: query }));
  route(app, api.guardActionsCsv, async ({ ctx, actor, query, reply }) => {
    const { items } = await guardActionsReport({ ctx, actor, input: query, paging: null });
    return sendCsv(reply, `guard-actions-${query.from}-${query.to}`, guardActionsCsv(items, query.lang));
  });

  route(app, api.openShifts, ({ ctx, actor, query }) => openShiftsReport({ ctx, actor, input: query, paging: query }));
  route(app, api.openShiftsCsv, async ({ ctx, actor, query, reply }) => {
    const { items } = await openShiftsReport({ ctx, actor, input: query, paging: null });
    return sendCsv(reply, `open-shifts-${query.from}-${query.to}`, openShiftsCsv(items, query.lang));
  });

  route(app, api.absences, ({ ctx, actor, query }) => absenceReport({ ctx, actor, input: query, paging: query }));
  route(app, api.absencesCsv, async ({ ctx, actor, query, reply }) => {
    const { items } = await absenceReport({ ctx, actor, input: query, paging: null });
    return sendCsv(reply, `absences-${query.from}-${query.to}`, absencesCsv(items, query.lang, seesAbsenceCategories(actor)));
  });
};

// Routes of absences and their categories, registered from their declarations (packages/shared/src/endpoints/absences.ts).
import * as api from '@centinela/shared/endpoints/absences';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { createAbsenceCategory, listAbsenceCategories, updateAbsenceCategory } from './absence-categories.service';
import { listMyAbsences } from './my-absences.service';
import { createAbsence, listAbsenceShiftOptions, listAbsences, resolveAbsence, updateAbsence } from './absences.service';

export const absencesRoutes = async (app: TApp) => {
  route(app, api.list, ({ ctx, actor, params }) => listAbsences({ ctx, actor, userId: params.id }));
  route(app, api.shiftOptions, ({ ctx, actor, params }) => listAbsenceShiftOptions({ ctx, actor, userId: params.id }));
  route(app, api.create, ({ ctx, actor, params, body }) => createAbsence({ ctx, actor, userId: params.id, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updateAbsence({ ctx, actor, id: params.id, input: body }));
  route(app, api.resolve, ({ ctx, actor, params }) => resolveAbsence({ ctx, actor, id: params.id }));

  route(app, api.mine, ({ ctx, actor }) => listMyAbsences({ ctx, actor }));

  route(app, api.categories, ({ ctx, actor, query }) => listAbsenceCategories({ ctx, actor, query }));
  route(app, api.createCategory, ({ ctx, actor, query, body }) =>
    createAbsenceCategory({ ctx, actor, input: body, companyId: query.companyId }),
  );
  route(app, api.updateCategory, ({ ctx, actor, params, body }) => updateAbsenceCategory({ ctx, actor, id: params.id, input: body }));
};

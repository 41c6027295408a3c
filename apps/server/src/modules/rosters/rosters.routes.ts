// Routes of the rosters area, registered from their declarations (packages/shared/src/endpoints/rosters.ts).
import * as api from '@centinela/shared/endpoints/rosters';
import { route } from '../../platform/http/route';
import { serviceBuiltResponse } from '../../platform/http/serializers';
import type { TApp } from '../../platform/http/types';
import { getAvailability } from './availability.service';
import { getOccurrences } from './occurrences.service';
import { assignGuard, copyWeek, createRoster, deleteRoster, getRoster, listRosters, unassignGuard, updateRoster } from './rosters.service';
import { listGuardShiftAssignments, removeGuardFromRosters } from './rosters.guards';

export const rostersRoutes = async (app: TApp) => {
  // The two large answers the services build field by field skip the per-item check in production (serializers.ts).
  const serviceBuilt = serviceBuiltResponse(app.ctx.config);

  route(app, api.list, ({ ctx, actor, query }) => listRosters({ ctx, actor, input: query }));
  route(app, api.occurrences, ({ ctx, actor, query }) => getOccurrences({ ctx, actor, input: query }), serviceBuilt);
  route(app, api.availability, ({ ctx, actor, query }) => getAvailability({ ctx, actor, input: query }), serviceBuilt);
  route(app, api.removeGuard, ({ ctx, actor, body }) => removeGuardFromRosters({ ctx, actor, input: body }));
  route(app, api.get, ({ ctx, actor, params }) => getRoster({ ctx, actor, input: params }));
  route(app, api.create, ({ ctx, actor, body }) => createRoster({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updateRoster({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.remove, ({ ctx, actor, params }) => deleteRoster({ ctx, actor, input: params }));
  route(app, api.copyWeek, ({ ctx, actor, params, body }) => copyWeek({ ctx, actor, input: { id: params.id, ...body } }));
  route(app, api.assignGuard, ({ ctx, actor, params, body }) => assignGuard({ ctx, actor, input: { ...params, ...body } }));
  route(app, api.unassignGuard, ({ ctx, actor, params }) => unassignGuard({ ctx, actor, input: params }));
  route(app, api.guardShiftAssignments, ({ ctx, actor, params }) =>
    listGuardShiftAssignments({ ctx, actor, input: { userId: params.id } }),
  );
};

// Routes of the shifts board, registered from their declarations (packages/shared/src/endpoints/shifts.ts).
import * as api from '@centinela/shared/endpoints/shifts';
import { route } from '../../platform/http/route';
import { serviceBuiltResponse } from '../../platform/http/serializers';
import type { TApp } from '../../platform/http/types';
import { acceptOffer, coverOccurrence, createOffers, getCandidates, listMyOffers } from './coverage.service';
import { listMyShifts } from './my-shifts.service';
import { getBoard } from './shifts.service';
import { confirmPresence, markAbsent, openOccurrence } from './shifts.writes';

export const shiftsRoutes = async (app: TApp) => {
  route(app, api.mine, ({ ctx, actor, query }) => listMyShifts({ ctx, actor, input: query }));
  route(app, api.board, ({ ctx, actor, query }) => getBoard({ ctx, actor, input: query }), serviceBuiltResponse(app.ctx.config));
  route(
    app,
    api.markAbsent,
    async ({ ctx, actor, params, body }) => (await markAbsent({ ctx, actor, ref: params.occurrenceId, input: body })).occurrence,
  );
  route(app, api.confirmPresence, ({ ctx, actor, params, body }) =>
    confirmPresence({ ctx, actor, ref: params.occurrenceId, guardId: body.guardId }),
  );
  route(app, api.candidates, ({ ctx, actor, params, query }) => getCandidates({ ctx, actor, ref: params.occurrenceId, input: query }));
  route(
    app,
    api.cover,
    async ({ ctx, actor, params, body }) =>
      (await coverOccurrence({ ctx, actor, ref: params.occurrenceId, guardId: body.guardId })).occurrence,
  );
  route(app, api.open, ({ ctx, actor, params, body }) => openOccurrence({ ctx, actor, ref: params.occurrenceId, input: body }));
  route(
    app,
    api.createOffers,
    async ({ ctx, actor, params, body }) => (await createOffers({ ctx, actor, ref: params.occurrenceId, guardIds: body.guardIds })).offer,
  );
  route(app, api.myOffers, ({ ctx, actor }) => listMyOffers({ ctx, actor }));
  route(app, api.acceptOffer, async ({ ctx, actor, params }) => (await acceptOffer({ ctx, actor, id: params.id })).offer);
};

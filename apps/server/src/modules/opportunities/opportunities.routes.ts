// Routes of opportunities, registered from their declarations (packages/shared/src/endpoints/opportunities.ts).
import * as api from '@centinela/shared/endpoints/opportunities';
import { route } from '../../platform/http/route';
import { serviceBuiltResponse } from '../../platform/http/serializers';
import type { TApp } from '../../platform/http/types';
import { sendCsv, sendPdf } from '../../platform/documents/send';
import {
  createOpportunity,
  deleteOpportunity,
  duplicateOpportunity,
  getOpportunity,
  getOpportunitySettings,
  transitionOpportunity,
  updateOpportunity,
  updateOpportunitySettings,
} from './opportunities.service';
import { exportOpportunities, listOpportunities } from './opportunities.list';
import { generateQuote, openQuotePdf, scheduleFollowUp, sendQuote } from './opportunities.quotes';
import { assignOpportunityGuards, listOpportunityGuards } from './opportunities.staffing';

export const opportunitiesRoutes = async (app: TApp) => {
  // Rows are built field by field (toOpportunity; internals only for staff): production skips the schema check.
  route(app, api.list, ({ ctx, actor, query }) => listOpportunities({ ctx, actor, input: query }), serviceBuiltResponse(app.ctx.config));
  route(app, api.exportCsv, async ({ ctx, actor, query, reply }) =>
    sendCsv(reply, 'opportunities', await exportOpportunities({ ctx, actor, input: query })),
  );
  route(app, api.settings, ({ ctx, actor }) => getOpportunitySettings({ ctx, actor, input: undefined }));
  route(app, api.updateSettings, ({ ctx, actor, body }) => updateOpportunitySettings({ ctx, actor, input: body }));
  route(app, api.get, ({ ctx, actor, params }) => getOpportunity({ ctx, actor, input: params }));
  route(app, api.create, ({ ctx, actor, body }) => createOpportunity({ ctx, actor, input: body }));
  route(app, api.update, ({ ctx, actor, params, body }) => updateOpportunity({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.remove, ({ ctx, actor, params }) => deleteOpportunity({ ctx, actor, input: params }));
  route(app, api.duplicate, ({ ctx, actor, params }) => duplicateOpportunity({ ctx, actor, input: params }));
  route(app, api.transition, ({ ctx, actor, params, body }) =>
    transitionOpportunity({ ctx, actor, input: { id: params.id, action: params.action, reason: body.reason } }),
  );
  route(app, api.guards, ({ ctx, actor, params, query }) => listOpportunityGuards({ ctx, actor, input: { id: params.id, ...query } }));
  route(app, api.assignGuards, ({ ctx, actor, params, body }) =>
    assignOpportunityGuards({ ctx, actor, input: { id: params.id, ...body } }),
  );
  route(app, api.quote, ({ ctx, actor, params, body }) => generateQuote({ ctx, actor, input: { id: params.id, ...body } }));
  route(app, api.quotePdf, async ({ ctx, actor, params, reply }) => {
    const file = await openQuotePdf({ ctx, actor, input: params });
    return sendPdf(reply, file.name, file.body, 'inline');
  });
  route(app, api.sendQuote, ({ ctx, actor, params }) => sendQuote({ ctx, actor, input: params }));
  route(app, api.followUp, ({ ctx, actor, params, body }) => scheduleFollowUp({ ctx, actor, input: { id: params.id, ...body } }));
};

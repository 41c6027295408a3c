// The company's outside services: Twilio's settings (GET/PUT /api/integrations/twilio), and the API's reference
// (GET /api/integrations/api-endpoints). Twilio's signed webhooks are routes of the SMS module (modules/sms).
import * as api from '@centinela/shared/endpoints/integrations';
import type { FastifyRequest } from 'fastify';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { apiReference, getTwilioIntegration, updateTwilioIntegration } from './integrations.service';

export const integrationsRoutes = async (app: TApp) => {
  /** Where Twilio reaches this server: PUBLIC_URL, else the request's own origin. */
  const originOf = (request: FastifyRequest) => app.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  route(app, api.twilio, ({ ctx, actor, request }) => getTwilioIntegration({ ctx, actor, origin: originOf(request) }));
  route(app, api.updateTwilio, ({ ctx, actor, body, request }) =>
    updateTwilioIntegration({ ctx, actor, origin: originOf(request), input: body }),
  );
  route(app, api.apiEndpoints, () => apiReference(app.routeTable));
};

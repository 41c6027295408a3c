// Routes of the company's e-mail settings, templates and notification defaults (packages/shared/src/endpoints/email.ts).
import * as api from '@centinela/shared/endpoints/email';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import {
  getSmtp,
  listTemplates,
  resetTemplate,
  saveTemplate,
  testSmtp,
  updateNotificationDefaults,
  updateSmtp,
} from './email-settings.service';

export const emailRoutes = async (app: TApp) => {
  route(app, api.smtp, ({ ctx, actor, query }) => getSmtp({ ctx, actor, companyId: query.companyId }));
  route(app, api.updateSmtp, ({ ctx, actor, query, body }) => updateSmtp({ ctx, actor, companyId: query.companyId, input: body }));
  route(app, api.testSmtp, ({ ctx, actor, query, body }) => testSmtp({ ctx, actor, companyId: query.companyId, to: body.to }));
  route(app, api.templates, ({ ctx, actor, query }) => listTemplates({ ctx, actor, companyId: query.companyId }));
  route(app, api.updateTemplate, ({ ctx, actor, params, query, body }) =>
    saveTemplate({ ctx, actor, companyId: query.companyId, kind: params.kind, language: params.language, input: body }),
  );
  route(app, api.resetTemplate, ({ ctx, actor, params, query }) =>
    resetTemplate({ ctx, actor, companyId: query.companyId, kind: params.kind, language: params.language }),
  );
  route(app, api.updateNotificationDefaults, ({ ctx, actor, query, body }) =>
    updateNotificationDefaults({ ctx, actor, companyId: query.companyId, input: body }),
  );
};

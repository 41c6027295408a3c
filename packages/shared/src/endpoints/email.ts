// Endpoints of the company's e-mail: SMTP settings and test (/settings/general), templates (/settings/email-templates),
// and the company defaults of notification preferences. Schemas: contracts/email-templates.ts, contracts/notifications.ts.
import { z } from 'zod';
import {
  ZEmailTemplate,
  ZEmailTemplateParams,
  ZSmtpSettingsAnswer,
  ZSmtpTest,
  ZSmtpTestResult,
  ZUpdateEmailTemplate,
  ZUpdateSmtpSettings,
} from '../contracts/email-templates';
import { ZNotificationPreferences, ZResolvedPreferences } from '../contracts/notifications';
import { defineEndpoint } from './define';

const tag = 'email';
const view = { action: 'view', resource: 'settings' } as const;
const edit = { action: 'edit', resource: 'settings' } as const;
/** Platform admins name the company; everyone else works in their own. */
const ZCompanyQuery = z.object({ companyId: z.uuid().optional() });

export const smtp = defineEndpoint({
  method: 'GET',
  path: '/api/settings/smtp',
  tag,
  access: view,
  summary: "The company's SMTP server (the password is never answered)",
  query: ZCompanyQuery,
  response: ZSmtpSettingsAnswer,
});

export const updateSmtp = defineEndpoint({
  method: 'PUT',
  path: '/api/settings/smtp',
  summary: "Saves the company's SMTP server (the password is write-only, stored encrypted)",
  tag,
  access: edit,
  query: ZCompanyQuery,
  body: ZUpdateSmtpSettings,
  response: ZSmtpSettingsAnswer,
  errors: [400],
});

export const testSmtp = defineEndpoint({
  method: 'POST',
  path: '/api/settings/smtp/test',
  tag,
  access: edit,
  summary: 'Sends a test e-mail with the stored settings; a refusal answers 400 SMTP_FAILED with the server’s reason',
  query: ZCompanyQuery,
  body: ZSmtpTest,
  response: ZSmtpTestResult,
  errors: [400],
});

export const templates = defineEndpoint({
  method: 'GET',
  path: '/api/settings/email-templates',
  tag,
  access: view,
  summary: 'Every template kind in Spanish and English (the company’s version or the default) with its variables',
  query: ZCompanyQuery,
  response: z.array(ZEmailTemplate),
});

export const updateTemplate = defineEndpoint({
  method: 'PUT',
  path: '/api/settings/email-templates/:kind/:language',
  tag,
  access: edit,
  summary: 'Saves the company’s version; an unknown variable or unbalanced braces → 400 naming it',
  params: ZEmailTemplateParams,
  query: ZCompanyQuery,
  body: ZUpdateEmailTemplate,
  response: ZEmailTemplate,
  errors: [400],
});

export const resetTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/api/settings/email-templates/:kind/:language',
  tag,
  access: edit,
  summary: 'Back to the default text',
  params: ZEmailTemplateParams,
  query: ZCompanyQuery,
  response: ZEmailTemplate,
});

export const updateNotificationDefaults = defineEndpoint({
  method: 'PUT',
  path: '/api/settings/notification-defaults',
  tag,
  access: edit,
  summary: 'Company defaults of notification channels per type (users override them)',
  query: ZCompanyQuery,
  body: ZNotificationPreferences,
  response: ZResolvedPreferences,
  errors: [400],
});

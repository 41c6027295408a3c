// The company's outside services: Twilio's settings (/settings/api-keys), and the API's own reference
// (/settings/api-endpoints). Twilio's webhooks are in endpoints/sms.ts.
import { ZApiEndpoints, ZTwilioIntegration, ZUpdateTwilioSettings } from '../contracts/integrations';
import { defineEndpoint } from './define';

/** Whether SMS is configured (never the auth token); fetched when the SMS dialog opens (spec section 7). */
export const twilio = defineEndpoint({
  method: 'GET',
  path: '/api/integrations/twilio',
  tag: 'integrations',
  access: { action: 'view', resource: 'users' },
  summary: "The company's Twilio settings: configured or not, account SID, messaging number (the token is write-only)",
  response: ZTwilioIntegration,
});

export const updateTwilio = defineEndpoint({
  method: 'PUT',
  path: '/api/integrations/twilio',
  tag: 'integrations',
  access: { action: 'edit', resource: 'settings' },
  summary: "Saves the company's Twilio account SID, auth token (write-only, encrypted) and messaging number",
  body: ZUpdateTwilioSettings,
  response: ZTwilioIntegration,
  errors: [400, 403],
});

/** The API's reference: every endpoint with its method, path, area, summary and the access it requires. */
export const apiEndpoints = defineEndpoint({
  method: 'GET',
  path: '/api/integrations/api-endpoints',
  tag: 'integrations',
  access: { action: 'view', resource: 'settings' },
  summary: 'Every API endpoint: method, path, area, summary and the access it requires',
  response: ZApiEndpoints,
});

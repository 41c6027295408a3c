// The company's outside services (settings page /settings/api-keys; decision 0013 for the webhooks' signatures).
import { z } from 'zod';
import { ZOptionalPhone } from './companies';

export const INTEGRATION_MESSAGES = {
  accountSid: 'integrations:validation.accountSid',
} as const;

/**
 * GET /api/integrations/twilio: whether SMS goes through Twilio (account SID + auth token + messaging number) or the
 * development provider (the in-app simulator). The auth token is write-only: only whether one is stored.
 */
export const ZTwilioIntegration = z.object({
  isConfigured: z.boolean(),
  provider: z.enum(['twilio', 'development']),
  accountSid: z.string().nullable(),
  hasAuthToken: z.boolean(),
  messagingNumber: z.string().nullable(),
  /** The URLs to paste in Twilio's console (inbound messages; status callbacks are sent with each message). */
  webhookUrl: z.string(),
  statusCallbackUrl: z.string(),
});
export type TTwilioIntegration = z.infer<typeof ZTwilioIntegration>;

/** PUT /api/integrations/twilio. authToken: omitted or '' keeps the stored one; clearToken removes it. */
export const ZUpdateTwilioSettings = z.object({
  accountSid: z
    .string()
    .trim()
    .max(64)
    .refine((v) => v === '' || /^AC[0-9a-fA-F]{32}$/.test(v), { message: INTEGRATION_MESSAGES.accountSid })
    .transform((v) => (v ? v : null)),
  authToken: z.string().trim().max(128).optional(),
  clearToken: z.boolean().optional(),
  messagingNumber: ZOptionalPhone,
});
export type TUpdateTwilioSettings = z.input<typeof ZUpdateTwilioSettings>;
export type TUpdateTwilioSettingsParsed = z.output<typeof ZUpdateTwilioSettings>;

/**
 * GET /api/integrations/api-endpoints (/settings/api-endpoints): the API's reference, from the same declarations the
 * server registers its routes from (packages/shared/src/endpoints). `access` is the declaration's access written out:
 * 'public', 'signed-in', 'view:users', 'view:reports|view:users' (any one of), 'principal:device'.
 */
export const ZApiEndpoint = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string(),
  tag: z.string(),
  summary: z.string().nullable(),
  access: z.string(),
  kind: z.enum(['json', 'empty', 'file', 'stream']),
});
export type TApiEndpoint = z.infer<typeof ZApiEndpoint>;
export const ZApiEndpoints = z.object({ items: z.array(ZApiEndpoint) });
export type TApiEndpoints = z.infer<typeof ZApiEndpoints>;

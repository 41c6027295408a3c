// Inbound webhooks of outside services (decision 0013).
import { z } from 'zod';

/** The fields of Twilio's inbound-message webhook this step keeps (Twilio sends many more; they are ignored). */
export const ZTwilioSms = z.looseObject({
  MessageSid: z.string().max(64).optional(),
  From: z.string().max(40).optional(),
  To: z.string().max(40).optional(),
  Body: z.string().max(2000).optional(),
});
export type TTwilioSms = z.infer<typeof ZTwilioSms>;

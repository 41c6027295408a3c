// Endpoints called by outside services, each checked by its own principal (decision 0013).
import { ZTwilioSms } from '../contracts/integrations';
import { defineEndpoint } from './define';

/** Twilio's inbound SMS webhook (form-urlencoded, X-Twilio-Signature); answers TwiML. */
export const twilioSms = defineEndpoint({
  method: 'POST',
  path: '/api/integrations/twilio/sms',
  tag: 'integrations',
  access: { principal: 'twilio' },
  summary: "Twilio's inbound SMS webhook (signed); answers an empty TwiML <Response/>",
  body: ZTwilioSms,
  kind: 'file',
  errors: [403],
});

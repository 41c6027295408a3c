// /api/integrations: inbound webhooks of outside services, each checked by its own principal in the access table.
// Twilio (decision 0013): POST /api/integrations/twilio/sms?companyId=… is signed with X-Twilio-Signature; for now
// an inbound SMS is recorded as a system-log entry and domain event "sms.received" — the SMS issue builds the inbox.
import { z } from 'zod';
import { writeSystemLog } from '../../platform/audit/system-log';
import { Forbidden } from '../../platform/errors';
import type { TApp } from '../../platform/http/types';
import { parseForm } from '../../platform/http/twilio-signature';

const tags = ['integrations'];

/** The fields of Twilio's inbound-message webhook this step keeps (Twilio sends many more; they are ignored). */
const ZTwilioSms = z.looseObject({
  MessageSid: z.string().max(64).optional(),
  From: z.string().max(40).optional(),
  To: z.string().max(40).optional(),
  Body: z.string().max(2000).optional(),
});

/** Twilio answers are TwiML; an empty <Response/> sends no reply to the texter. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export const integrationsRoutes = async (app: TApp) => {
  // Twilio posts form-urlencoded bodies; this scope (these routes only) reads them, keeping every value as sent.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, parseForm(String(body))),
  );

  app.post(
    '/api/integrations/twilio/sms',
    {
      config: { access: { principal: 'twilio' } },
      schema: { tags, body: ZTwilioSms },
    },
    async (request, reply) => {
      const caller = request.twilio;
      if (!caller) throw Forbidden();
      const from = typeof request.body.From === 'string' ? request.body.From : '';
      await app.ctx.db.transaction((tx) =>
        writeSystemLog(tx, null, {
          action: 'CREATE',
          entityType: 'sms',
          entityId: null,
          companyId: caller.companyId,
          userId: null,
          message: { key: 'smsReceived', params: { phone: from } },
          details: { event: 'sms.received', messageSid: request.body.MessageSid ?? null, to: request.body.To ?? null },
        }),
      );
      return reply.type('text/xml').send(EMPTY_TWIML);
    },
  );
};

// Inbound webhooks of outside services (endpoints/integrations.ts), each checked by its own principal in the access
// table. Twilio (decision 0013): POST /api/integrations/twilio/sms?companyId=… is signed with X-Twilio-Signature; for
// now an inbound SMS is recorded as a system-log entry and domain event "sms.received" — the SMS issue builds the inbox.
import * as api from '@centinela/shared/endpoints/integrations';
import { writeSystemLog } from '../../platform/audit/system-log';
import { Forbidden } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { parseForm } from '../../platform/http/twilio-signature';
import type { TApp } from '../../platform/http/types';

/** Twilio answers are TwiML; an empty <Response/> sends no reply to the texter. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export const integrationsRoutes = async (app: TApp) => {
  // Twilio posts form-urlencoded bodies; this scope (these routes only) reads them, keeping every value as sent.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, parseForm(String(body))),
  );

  route(app, api.twilioSms, async ({ ctx, body, request, reply }) => {
    const caller = request.twilio;
    if (!caller) throw Forbidden();
    const from = typeof body.From === 'string' ? body.From : '';
    await ctx.db.transaction((tx) =>
      writeSystemLog(tx, null, {
        action: 'CREATE',
        entityType: 'sms',
        entityId: null,
        companyId: caller.companyId,
        userId: null,
        message: { key: 'smsReceived', params: { phone: from } },
        details: { event: 'sms.received', messageSid: body.MessageSid ?? null, to: body.To ?? null },
      }),
    );
    return reply.type('text/xml').send(EMPTY_TWIML);
  });
};

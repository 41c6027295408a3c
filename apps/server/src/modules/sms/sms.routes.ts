// The SMS inbox (/api/sms…) and Twilio's signed webhooks (the { principal: 'twilio' } access: the signature is checked,
// with the token of the company that owns the receiving number, before the handler runs — 403 otherwise). A text to a
// number that names no single company is never stored (sms-line.ts): acknowledged when no company has it, refused (409)
// when several do; both are logged.
import * as api from '@centinela/shared/endpoints/sms';
import { Conflict, Forbidden } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { parseForm } from '../../platform/http/twilio-signature';
import type { TApp } from '../../platform/http/types';
import {
  applyTwilioStatus,
  conversation,
  listConversations,
  markAllRead,
  markConversationRead,
  markRead,
  receiveSms,
  sendSms,
  simulateInbound,
  unreadCount,
} from './sms.service';
import { refuseUnroutedSms } from './sms-line';

/** Twilio answers are TwiML; an empty <Response/> sends no reply to the texter. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const smsRoutes = async (app: TApp) => {
  // Twilio posts form-urlencoded bodies; this scope (these routes only) reads them, keeping every value as sent.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, parseForm(String(body))),
  );

  route(app, api.list, ({ ctx, actor, query }) => listConversations({ ctx, actor, search: query.search }));
  route(app, api.unreadCount, ({ ctx, actor }) => unreadCount({ ctx, actor }));
  route(app, api.markAllRead, ({ ctx, actor }) => markAllRead({ ctx, actor }));
  route(app, api.markRead, ({ ctx, actor, params }) => markRead({ ctx, actor, id: params.id }));
  route(app, api.send, ({ ctx, actor, body }) => sendSms({ ctx, actor, input: body }));
  route(app, api.conversation, ({ ctx, actor, params }) => conversation({ ctx, actor, phone: params.phone }));
  route(app, api.markConversationRead, ({ ctx, actor, params }) => markConversationRead({ ctx, actor, phone: params.phone }));
  route(app, api.simulateInbound, ({ ctx, actor, body }) => simulateInbound({ ctx, actor, input: body }));

  route(app, api.twilioWebhook, async ({ ctx, body, request, reply }) => {
    const caller = request.twilio;
    if (!caller) throw Forbidden();
    // Stored for the company that owns the receiving number (the access hook checked the signature with its token).
    if (!caller.companyId) {
      const input = { to: text(body.To), from: text(body.From), messageSid: text(body.MessageSid) || null };
      const kind = await refuseUnroutedSms(ctx, input);
      request.log.warn({ ...input, kind }, 'inbound SMS refused: its number names no single company');
      if (kind === 'ambiguous') throw Conflict('SMS_LINE_AMBIGUOUS', { line: input.to });
      return reply.type('text/xml').send(EMPTY_TWIML);
    }
    if (text(body.From)) {
      await receiveSms(ctx, {
        companyId: caller.companyId,
        from: text(body.From),
        to: text(body.To),
        text: text(body.Body).slice(0, 2000),
        providerMessageId: text(body.MessageSid) || null,
        provider: 'twilio',
      });
    }
    return reply.type('text/xml').send(EMPTY_TWIML);
  });

  route(app, api.twilioStatus, async ({ ctx, body, request, reply }) => {
    const caller = request.twilio;
    if (!caller) throw Forbidden();
    if (caller.companyId) {
      await applyTwilioStatus(ctx, {
        companyId: caller.companyId,
        messageSid: text(body.MessageSid),
        status: text(body.MessageStatus),
        errorCode: text(body.ErrorCode) || null,
      });
    }
    return reply.type('text/xml').send(EMPTY_TWIML);
  });
};

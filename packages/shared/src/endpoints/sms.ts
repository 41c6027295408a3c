// The SMS inbox (spec section 7: /api/sms…) and Twilio's signed webhooks.
import {
  ZSendSms,
  ZSimulateInboundSms,
  ZSmsList,
  ZSmsListQuery,
  ZSmsMessage,
  ZSmsPhoneParams,
  ZSmsThread,
  ZSmsUnreadCount,
  ZTwilioInboundSms,
  ZTwilioStatusCallback,
} from '../contracts/sms';
import { ZIdParams } from '../contracts/common';
import { defineEndpoint } from './define';

const VIEW = { action: 'view', resource: 'users' } as const;

/** Conversations grouped by the other phone's digits, newest first. */
export const list = defineEndpoint({
  method: 'GET',
  path: '/api/sms',
  tag: 'sms',
  access: VIEW,
  summary: 'The inbox: conversations grouped by phone digits (search by phone, name or text)',
  query: ZSmsListQuery,
  response: ZSmsList,
});

export const unreadCount = defineEndpoint({
  method: 'GET',
  path: '/api/sms/unread-count',
  tag: 'sms',
  access: VIEW,
  summary: 'Unread inbound messages of the company',
  response: ZSmsUnreadCount,
});

export const markRead = defineEndpoint({
  method: 'PATCH',
  path: '/api/sms/:id/read',
  tag: 'sms',
  access: VIEW,
  summary: 'Marks one message read',
  params: ZIdParams,
  kind: 'empty',
  errors: [404],
});

export const markAllRead = defineEndpoint({
  method: 'PATCH',
  path: '/api/sms/read-all',
  tag: 'sms',
  access: VIEW,
  summary: 'Marks every message of the company read',
  kind: 'empty',
});

export const send = defineEndpoint({
  method: 'POST',
  path: '/api/sms/send',
  tag: 'sms',
  access: { action: 'edit', resource: 'users' },
  summary: 'Sends an SMS from the company line (delivered by the job sms.deliver, with retries)',
  body: ZSendSms,
  status: 201,
  response: ZSmsMessage,
  errors: [400],
});

export const conversation = defineEndpoint({
  method: 'GET',
  path: '/api/sms/conversation/:phone',
  tag: 'sms',
  access: VIEW,
  summary: 'The messages with one phone (by digits), newest first',
  params: ZSmsPhoneParams,
  response: ZSmsThread,
});

/** Opening a conversation reads its incoming messages (spec section 4). */
export const markConversationRead = defineEndpoint({
  method: 'PATCH',
  path: '/api/sms/conversation/:phone/read',
  tag: 'sms',
  access: VIEW,
  summary: 'Marks the incoming messages of one conversation read',
  params: ZSmsPhoneParams,
  kind: 'empty',
});

/** Development provider only (Twilio not configured): a text from a phone to the company line, as if Twilio posted it. */
export const simulateInbound = defineEndpoint({
  method: 'POST',
  path: '/api/sms/simulator/inbound',
  tag: 'sms',
  access: { action: 'edit', resource: 'users' },
  summary: 'The in-app simulator: receives a text from a phone (only while Twilio is not configured: 409 otherwise)',
  body: ZSimulateInboundSms,
  status: 201,
  response: ZSmsMessage,
  errors: [400, 409],
});

/** Twilio's inbound-message webhook (form-urlencoded, X-Twilio-Signature); answers an empty TwiML <Response/>. */
export const twilioWebhook = defineEndpoint({
  method: 'POST',
  path: '/api/sms/webhook/twilio',
  tag: 'sms',
  access: { principal: 'twilio' },
  summary:
    "Twilio's inbound SMS webhook (signed): stored for the company whose line received it; a number no company has is acknowledged and dropped, one several have is refused (409 SMS_LINE_AMBIGUOUS), both logged",
  body: ZTwilioInboundSms,
  kind: 'file',
  errors: [403, 409],
});

/** Twilio's status callback of a message sent from the inbox (?companyId= of the sender). */
export const twilioStatus = defineEndpoint({
  method: 'POST',
  path: '/api/sms/webhook/twilio/status',
  tag: 'sms',
  access: { principal: 'twilio' },
  summary: "Twilio's delivery status callback (signed)",
  body: ZTwilioStatusCallback,
  kind: 'file',
  errors: [403],
});

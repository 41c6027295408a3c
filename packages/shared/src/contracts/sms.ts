// The SMS inbox (issue 14; spec "SMS dialogs", "SMS message", section 5 "SMS", section 7 /api/sms…).
import { z } from 'zod';
import { phoneDigits, toE164 } from '../rules/phone';
import { ZId } from './common';

/** Spec section 9: an SMS is at most 160 characters. */
export const SMS_MAX_LENGTH = 160;

export const SMS_MESSAGES = {
  messageRequired: 'sms:validation.messageRequired',
  messageTooLong: 'sms:validation.messageTooLong',
  phoneRequired: 'sms:validation.phoneRequired',
  phoneInvalid: 'sms:validation.phoneInvalid',
} as const;

export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'received'] as const;
export type TSmsStatus = (typeof SMS_STATUSES)[number];
export const SMS_PROVIDERS = ['twilio', 'development'] as const;
export type TSmsProvider = (typeof SMS_PROVIDERS)[number];

/** A phone typed in any usual way, at least 7 digits: E.164 when typed with "+"; the service reads the others in the company's country. */
export const ZSmsPhone = z
  .string({ message: SMS_MESSAGES.phoneRequired })
  .trim()
  .min(1, SMS_MESSAGES.phoneRequired)
  .max(30, SMS_MESSAGES.phoneInvalid)
  .refine((v) => /^[+\d\s().-]+$/.test(v) && phoneDigits(v).length >= 7 && phoneDigits(v).length <= 15, {
    message: SMS_MESSAGES.phoneInvalid,
  })
  .transform((v) => toE164(v, null));

/** The trimmed text: non-empty, at most 160 characters (spec section 5). */
export const ZSmsText = z
  .string({ message: SMS_MESSAGES.messageRequired })
  .trim()
  .min(1, SMS_MESSAGES.messageRequired)
  .max(SMS_MAX_LENGTH, SMS_MESSAGES.messageTooLong);

export const ZSendSms = z.object({ phoneNumber: ZSmsPhone, message: ZSmsText });
export type TSendSms = z.input<typeof ZSendSms>;

export const ZSmsMessage = z.object({
  id: ZId,
  direction: z.enum(['inbound', 'outbound']),
  senderPhone: z.string(),
  recipientPhone: z.string(),
  messageText: z.string(),
  receivedAt: z.string(),
  isRead: z.boolean(),
  status: z.enum(SMS_STATUSES),
  provider: z.enum(SMS_PROVIDERS),
  error: z.string().nullable(),
});
export type TSmsMessage = z.infer<typeof ZSmsMessage>;

/** A conversation: the messages with one phone (grouped by digits). */
export const ZSmsConversation = z.object({
  phone: z.string(),
  digits: z.string(),
  /** The user of the company with this phone or mobile, when there is one. */
  contactName: z.string().nullable(),
  latestText: z.string(),
  latestAt: z.string(),
  unreadCount: z.number().int(),
});
export type TSmsConversation = z.infer<typeof ZSmsConversation>;

export const ZSmsListQuery = z.object({ search: z.string().trim().max(100).optional() });
export const ZSmsList = z.object({ items: z.array(ZSmsConversation), total: z.number().int() });
export type TSmsList = z.infer<typeof ZSmsList>;

export const ZSmsUnreadCount = z.object({ count: z.number().int() });

export const ZSmsPhoneParams = z.object({
  phone: z
    .string()
    .max(30)
    .refine((v) => phoneDigits(v).length >= 7 && phoneDigits(v).length <= 15, { message: SMS_MESSAGES.phoneInvalid }),
});
/** Newest first (spec "SMS message"). */
export const ZSmsThread = z.object({ phone: z.string(), contactName: z.string().nullable(), messages: z.array(ZSmsMessage) });
export type TSmsThread = z.infer<typeof ZSmsThread>;

/** The development provider's simulator: a text "from" a phone to the company's line, as Twilio would post it. */
export const ZSimulateInboundSms = z.object({ phoneNumber: ZSmsPhone, message: ZSmsText });
export type TSimulateInboundSms = z.input<typeof ZSimulateInboundSms>;

/** Twilio's inbound-message webhook (form-urlencoded; many more fields are sent and ignored). */
export const ZTwilioInboundSms = z.looseObject({
  MessageSid: z.string().max(64).optional(),
  From: z.string().max(40).optional(),
  To: z.string().max(40).optional(),
  Body: z.string().max(2000).optional(),
});
export type TTwilioInboundSms = z.infer<typeof ZTwilioInboundSms>;

/** Twilio's status callback of an outbound message. */
export const ZTwilioStatusCallback = z.looseObject({
  MessageSid: z.string().max(64).optional(),
  MessageStatus: z.string().max(40).optional(),
  ErrorCode: z.string().max(20).optional(),
});

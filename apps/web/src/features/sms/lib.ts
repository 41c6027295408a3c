// Small pure helpers of the SMS dialogs (tested in sms.test.ts).
import { SMS_MAX_LENGTH, ZSmsPhone } from '@centinela/shared/contracts/sms';
import { phoneDigits, toE164 } from '@centinela/shared/rules/phone';

/** Why Send is disabled (issue 29: an invalid number left it disabled with no word why); null when it may be sent. */
export type TSmsBlocker = 'pending' | 'noRecipient' | 'invalidNumber' | 'empty' | 'tooLong';

/**
 * What keeps a text from being sent, first things first: a send pending, no recipient, a number the server would refuse
 * (the same rule: 7 to 15 digits, only digits, spaces and + ( ) - .), no text, more than 160 characters once trimmed.
 */
export const smsSendBlocker = (text: string, phone: string | null | undefined, isPending: boolean): TSmsBlocker | null => {
  const trimmed = text.trim();
  if (isPending) return 'pending';
  if (!phone?.trim()) return 'noRecipient';
  if (!ZSmsPhone.safeParse(phone).success) return 'invalidNumber';
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > SMS_MAX_LENGTH) return 'tooLong';
  return null;
};

/** Whether a reply may be sent: trimmed text non-empty and at most 160 characters, a valid recipient, nothing pending. */
export const canSendSms = (text: string, phone: string | null | undefined, isPending: boolean) =>
  smsSendBlocker(text, phone, isPending) === null;

/** https://wa.me/<digits> (WhatsApp's click-to-chat link), or null for a number without enough digits. */
export const whatsappLink = (phone: string | null | undefined) => {
  // Stored numbers are E.164 already; a 10-digit one typed elsewhere (a user's mobile) is read as North American.
  const digits = phoneDigits(toE164(phone ?? '', 'US'));
  return digits.length >= 7 ? `https://wa.me/${digits}` : null;
};

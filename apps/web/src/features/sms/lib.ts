// Small pure helpers of the SMS dialogs (tested in sms.test.ts).
import { SMS_MAX_LENGTH } from '@centinela/shared/contracts/sms';
import { phoneDigits, toE164 } from '@centinela/shared/rules/phone';

/** Whether a reply may be sent: trimmed text non-empty and at most 160 characters, a recipient, nothing pending. */
export const canSendSms = (text: string, phone: string | null | undefined, isPending: boolean) => {
  const trimmed = text.trim();
  return !isPending && Boolean(phone && phoneDigits(phone).length >= 7) && trimmed.length > 0 && trimmed.length <= SMS_MAX_LENGTH;
};

/** https://wa.me/<digits> (WhatsApp's click-to-chat link), or null for a number without enough digits. */
export const whatsappLink = (phone: string | null | undefined) => {
  // Stored numbers are E.164 already; a 10-digit one typed elsewhere (a user's mobile) is read as North American.
  const digits = phoneDigits(toE164(phone ?? '', 'US'));
  return digits.length >= 7 ? `https://wa.me/${digits}` : null;
};

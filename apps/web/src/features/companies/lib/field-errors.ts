// Field errors for people, shared by the companies, customer companies and roles forms: our schema messages by key,
// zod's generic ones by kind, anything else (a server message) as it came.
import type { TFunction } from 'i18next';
import { moneyMessageKey } from '@/features/users/lib/form-errors';

/** Messages our shared schemas (and the server) put on fields → companies:validation.<key>. */
const MESSAGE_KEYS: Record<string, string> = {
  'Unknown time zone': 'companies:validation.timeZone',
  'Invalid phone number': 'companies:validation.phone',
  'Expected stun:host[:port]': 'companies:validation.stunUrl',
  'Expected turn:host[:port][?transport=udp|tcp]': 'companies:validation.turnUrl',
  'A TURN server needs a username': 'companies:validation.turnUsername',
  'A TURN server needs a password': 'companies:validation.turnPassword',
  'Name already in use': 'companies:validation.nameTaken',
  'Choose the security company': 'companies:validation.chooseCompany',
  'Unknown security company': 'companies:validation.chooseCompany',
};

export const translateFieldError = (t: TFunction, error: { message?: string; type?: string } | undefined): string | undefined => {
  if (!error) return undefined;
  const key = (error.message ? MESSAGE_KEYS[error.message] : undefined) ?? moneyMessageKey(error.message);
  if (key) return t(key);
  switch (error.type) {
    case 'too_small':
      return t('companies:validation.required');
    case 'too_big':
      return t('companies:validation.tooLong');
    case 'invalid_format':
      return t('companies:validation.invalidFormat');
    case 'invalid_type':
    case 'invalid_value':
      return t('companies:validation.invalidValue');
    default:
      return error.message;
  }
};

/** Server field errors ({ details: { fieldErrors } }) as [field, message] pairs, for setError(). */
export const serverFieldErrors = (details: unknown): [string, string][] => {
  const fieldErrors = (details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
  return Object.entries(fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]] as [string, string]] : []));
};

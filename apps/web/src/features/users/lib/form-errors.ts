// Field errors for people: our schema messages by key, zod's generic ones by kind, anything else as the server said it.
import { MONEY_MESSAGES } from '@centinela/shared';
import { userMessageKey } from '@centinela/shared/contracts/users';
import type { TFunction } from 'i18next';

export const translateFieldError = (t: TFunction, error: { message?: string; type?: string } | undefined): string | undefined => {
  if (!error) return undefined;
  const money = moneyMessageKey(error.message);
  if (money) return t(money);
  const key = error.message ? userMessageKey(error.message) : null;
  if (key) return t(`users:validation.${key}`);
  switch (error.type) {
    case 'too_big':
      return t('users:validation.tooLong');
    case 'too_small':
      return t('users:validation.required');
    case 'invalid_format':
      return t('users:validation.invalidFormat');
    case 'invalid_type':
    case 'invalid_value':
      return t('users:validation.invalidOption');
    default:
      return error.message;
  }
};

/** The shared money schema's messages (decision 0010) → common:money.<key>. */
export const moneyMessageKey = (message: string | undefined): string | null => {
  const key = Object.entries(MONEY_MESSAGES).find(([, text]) => text === message)?.[0];
  return key ? `common:money.${key}` : null;
};

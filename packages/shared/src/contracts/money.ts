// The API schemas of money fields (decision 0010): integer cents in and out, the company's currency.
import { z } from 'zod';
import { CURRENCIES, MAX_MONEY_CENTS, MONEY_MESSAGES } from '../rules/money';

/** A money field of the API: integer cents, non-negative, at most 99,999.99. */
export const ZCents = z
  .number({ message: MONEY_MESSAGES.invalid })
  .int({ message: MONEY_MESSAGES.invalid })
  .min(0, { message: MONEY_MESSAGES.negative })
  .max(MAX_MONEY_CENTS, { message: MONEY_MESSAGES.tooLarge });

/** An optional money field of an API body: integer cents or null (absent → null). A decimal or a string is a 400. */
export const ZOptionalCents = ZCents.nullish().transform((v) => v ?? null);

/** A money field of an API answer: integer cents or null. */
export const ZCentsOut = z.number().int().nullable();

export const ZCurrency = z.enum(CURRENCIES);

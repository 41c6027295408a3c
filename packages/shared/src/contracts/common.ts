// Building blocks of every contract: ids, dates, times, paging, the error body.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../enums';
import { INVALID_DATE_MESSAGE, isDateString, parseDateString } from '../rules/dates';
import { isTimeString } from '../rules/times';

export const ZId = z.uuid();
/** Path params of a route on one record: /…/:id. */
export const ZIdParams = z.object({ id: ZId });
export type TId = z.infer<typeof ZId>;

/**
 * 'yyyy-MM-dd'; a time part after T or space is accepted and dropped. An invalid date aborts: the refinements of the
 * object holding it (ranges, order of dates) never run on a value that is not a date (they would throw).
 */
export const ZDateString = z
  .string()
  .refine(isDateString, { message: INVALID_DATE_MESSAGE, abort: true })
  .transform((v) => parseDateString(v));

/** The field error is the translation key 'common:validation.invalidTime' (decision 0014). */
export const ZTimeString = z.string().refine(isTimeString, { message: 'common:validation.invalidTime', abort: true });

/** Optional free text: trimmed, and '' becomes undefined so empty fields are never stored. */
export const ZOptionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update';

/**
 * A partial update (PUT with "only the fields sent change") must name at least one field: `{}`, or a body of unknown
 * fields only (stripped), is refused with 400 'Nothing to update'. Fields equal to the stored values are a no-op.
 */
export const nonEmptyUpdate = <T extends z.ZodObject>(schema: T) =>
  schema.refine((value: Record<string, unknown>) => Object.values(value).some((v) => v !== undefined), {
    message: NOTHING_TO_UPDATE_MESSAGE,
  });

export const ZRequiredText = (max = 255) => z.string().trim().min(1).max(max);

export const ZEmail = z.string().trim().toLowerCase().pipe(z.email().max(254));

export const ZAddress = z.object({
  street: ZOptionalText(200),
  city: ZOptionalText(120),
  state: ZOptionalText(60),
  country: ZOptionalText(2),
  zipCode: ZOptionalText(20),
});
export type TAddress = z.infer<typeof ZAddress>;

/** Query-string boolean: 'true'/'false'/'1'/'0'. */
export const ZQueryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `pageSize must be one of ${PAGE_SIZES.join(', ')}` })
    .default(DEFAULT_PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZPaginated = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export type TPaginated<T> = { items: T[]; total: number };

export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CSRF',
  'NOT_FOUND',
  'CONFLICT',
  'MAIN_ADMIN_PROTECTED',
  'LAST_ROLE_MANAGER',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  /** Date range filters: 'to' before 'from'; a span over the report's limit (details.maxDays). */
  'RANGE_INVERTED',
  'RANGE_TOO_LONG',
  'DATABASE_UNAVAILABLE',
  /** E-mail (issue 20): the SMTP server refused the test (details.reason); a template names an unknown variable or
   * has unbalanced braces (details.name). */
  'SMTP_FAILED',
  'TEMPLATE_UNKNOWN_VARIABLE',
  'TEMPLATE_UNBALANCED_BRACES',
  /** Face self-registration (issue 13): the link was used, expired or revoked (410); no SMS line or SMTP for the
   * chosen channel, or the guard has no mobile or e-mail for it (409, details.channel). */
  'REGISTRATION_USED',
  'REGISTRATION_EXPIRED',
  'REGISTRATION_REVOKED',
  'CHANNEL_NOT_CONFIGURED',
  /** A completed self-registration waits for the admin's approval or rejection: no new link until then (409). */
  'REGISTRATION_PENDING_REVIEW',
  /** Post pay rates (issue 27): the post already has a rate from that date (409, details.fromDate); the date is on or before
   * the last day a processed pay run paid, so the rate is locked (409, details.paidThrough). */
  'PAY_RATE_DATE_TAKEN',
  'PAY_RATE_PAID_PERIOD',
  /** Meal punches (issue 27): a meal start while not checked in, a second start while on a meal, an end without a start
   * (409). */
  'MEAL_NOT_CHECKED_IN',
  'MEAL_ALREADY_STARTED',
  'MEAL_NOT_STARTED',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ZOption = z.object({ value: z.string(), label: z.string() });
export type TOption = z.infer<typeof ZOption>;

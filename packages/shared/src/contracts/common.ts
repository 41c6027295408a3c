// Building blocks of every contract: ids, dates, times, paging, the error body.
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../enums';
import {
  DATE_OUT_OF_RANGE_MESSAGE,
  INVALID_DATE_MESSAGE,
  isDateInRange,
  isDateString,
  isInstantInRange,
  parseDateString,
} from '../rules/dates';
import { isTimeString } from '../rules/times';

export const ZId = z.uuid();
/** Path params of a route on one record: /…/:id. */
export const ZIdParams = z.object({ id: ZId });
export type TId = z.infer<typeof ZId>;

/**
 * A 'yyyy-MM-dd' date whose format error is `invalidMessage` (the spec's sentence, or an area's key), within
 * MIN_DATE … MAX_DATE (1900-01-01 … 2199-12-31, rules/dates.ts; outside: 'common:validation.dateOutOfRange'). A time
 * part after T or space is accepted and dropped. An invalid date aborts: the refinements of the object holding it
 * (ranges, order of dates) never run on a value that is not a date (they would throw).
 */
export const dateStringSchema = (invalidMessage: string = INVALID_DATE_MESSAGE) =>
  z
    .string(invalidMessage === INVALID_DATE_MESSAGE ? undefined : { message: invalidMessage })
    .refine(isDateString, { message: invalidMessage, abort: true })
    .refine(isDateInRange, { message: DATE_OUT_OF_RANGE_MESSAGE, abort: true })
    .transform((v) => parseDateString(v))
    // /api/docs says it is a date (and the fuzz test finds the date parameters by it).
    .meta({ format: 'date' });

/** 'yyyy-MM-dd' in the accepted years (dateStringSchema): every calendar date of every contract. */
export const ZDateString = dateStringSchema();

/**
 * An instant in ISO 8601 with its offset ('2026-03-08T22:00:00-05:00', '…Z'), its UTC date within MIN_DATE …
 * MAX_DATE ('common:validation.dateOutOfRange' outside).
 */
export const ZDateTime = z.iso
  .datetime({ offset: true, abort: true })
  .refine(isInstantInRange, { message: DATE_OUT_OF_RANGE_MESSAGE, abort: true });

/**
 * PostgreSQL `integer` (2^31 − 1): the largest whole number an id-like value, a revision, a page, a count or an amount
 * the API accepts may be; a larger one used to reach the database and answer 500 (issue 29). Every integer of a
 * request schema has bounds within ±MAX_INT (endpoints/bounds.test.ts walks them).
 */
export const MAX_INT = 2_147_483_647;
export const MIN_INT = -MAX_INT - 1;
/**
 * A whole number of a path or a query string ('12' → 12) that a PostgreSQL `integer` holds (narrow it further with
 * .min/.max: a revision, a page). The bounds come first and abort, so 2^53 gets one issue naming 2147483647, not also
 * zod's own safe-integer limit. Body integers carry their own .min/.max (or a refinement to a few values).
 */
export const ZQueryInt = z.coerce.number().min(MIN_INT, { abort: true }).max(MAX_INT, { abort: true }).int();

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
  page: ZQueryInt.min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `pageSize must be one of ${PAGE_SIZES.join(', ')}` })
    .default(DEFAULT_PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZPaginated = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export type TPaginated<T> = { items: T[]; total: number };

// Error codes and the error answer's shape: ../error-codes.ts (one catalog of refusals).
export * from '../error-codes';

export const ZOption = z.object({ value: z.string(), label: z.string() });
export type TOption = z.infer<typeof ZOption>;

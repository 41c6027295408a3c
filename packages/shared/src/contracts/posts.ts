// Posts (guarded sites of a customer company): list, create, edit, deactivate, delete.
import { z } from 'zod';
import { GUARD_RANKS, POST_STATUSES } from '../enums';
import { ZCentsOut, ZOptionalCents } from './money';
import { normalizeRichText, RICH_TEXT_MAX_LENGTH } from '../rules/rich-text';
import { ZAddress, ZId, ZOptionalText, ZPageQuery, ZPaginated, ZRequiredText } from './common';
import { COMPANY_MESSAGES } from './companies';

export const isValidTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const ZTimeZone = z.string().trim().min(1).refine(isValidTimeZone, { message: COMPANY_MESSAGES.timeZone });

/** An optional number typed into a form field: '' and null become null, numeric strings become numbers. */
const optionalNumber = (schema: z.ZodNumber) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : Number(v.trim().replace(',', '.'));
      const parsed = schema.safeParse(n);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid number' });
        return z.NEVER;
      }
      return parsed.data;
    });

export const ZPostOrders = z
  .string()
  .max(RICH_TEXT_MAX_LENGTH)
  .optional()
  .nullable()
  .transform((v) => (v ? normalizeRichText(v) || null : null));

export const ZPostInput = z.object({
  customerCompanyId: ZId,
  name: ZRequiredText(150),
  address: ZAddress.optional().nullable(),
  latitude: optionalNumber(z.number({ message: 'Invalid number' }).min(-90).max(90)),
  longitude: optionalNumber(z.number({ message: 'Invalid number' }).min(-180).max(180)),
  geofenceRadiusM: z.coerce.number().int().min(10).max(10_000).default(100),
  /** Empty: the security company's time zone. */
  timeZone: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((v) => v || null)
    .refine((v) => v === null || isValidTimeZone(v), { message: COMPANY_MESSAGES.timeZone }),
  status: z.enum(POST_STATUSES).default('active'),
  postOrders: ZPostOrders,
  requiredRank: z
    .enum(GUARD_RANKS)
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  siteContactName: ZOptionalText(150),
  siteContactPhone: ZOptionalText(40),
  /** Money in integer cents (decision 0010). */
  billRateCents: ZOptionalCents,
  payRateCents: ZOptionalCents,
  assignedGuardId: ZId.optional()
    .nullable()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
});
export type TPostInput = z.input<typeof ZPostInput>;
export type TPostInputParsed = z.output<typeof ZPostInput>;

export const ZPostStatusChange = z.object({ status: z.enum(POST_STATUSES) });
export type TPostStatusChange = z.infer<typeof ZPostStatusChange>;

/** What the viewer may do with one post (posts.policy.ts decides). */
export const ZPostCan = z.object({ update: z.boolean(), changeStatus: z.boolean(), delete: z.boolean() });
export type TPostCan = z.infer<typeof ZPostCan>;

export const ZPostMargin = z.object({ billRateCents: ZCentsOut, payRateCents: ZCentsOut, payAtOrAboveBill: z.boolean() });
export type TPostMargin = z.infer<typeof ZPostMargin>;

export const ZPost = z.object({
  id: ZId,
  companyId: ZId,
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  name: z.string(),
  address: z
    .object({
      street: z.string().nullable().optional(),
      city: z.string().nullable().optional(),
      state: z.string().nullable().optional(),
      country: z.string().nullable().optional(),
      zipCode: z.string().nullable().optional(),
    })
    .nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  geofenceRadiusM: z.number().int(),
  timeZone: z.string(),
  status: z.enum(POST_STATUSES),
  postOrders: z.string().nullable(),
  requiredRank: z.enum(GUARD_RANKS).nullable(),
  siteContactName: z.string().nullable(),
  siteContactPhone: z.string().nullable(),
  /** Null for viewers who may not edit posts and for customer company admins (rates are internal; posts.policy.ts). */
  billRateCents: ZCentsOut,
  payRateCents: ZCentsOut,
  /**
   * Today's rates as billed and paid (the rate card in force, else the post's bill rate; the payroll pay rate in force
   * with its differential, else the post's pay rate) and whether the pay is at or above the bill: null for viewers who
   * may not see rates.
   */
  margin: ZPostMargin.nullable(),
  assignedGuardId: ZId.nullable(),
  assignedGuardName: z.string().nullable(),
  rosterCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: ZPostCan,
});
export type TPost = z.infer<typeof ZPost>;

export const ZPostListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  customerCompanyId: ZId.optional(),
  status: z.enum(POST_STATUSES).optional(),
  /** Platform admins only: narrow to one security company. */
  companyId: ZId.optional(),
});
export type TPostListQuery = z.input<typeof ZPostListQuery>;

export const ZPostPage = ZPaginated(ZPost);
export type TPostPage = z.infer<typeof ZPostPage>;

/** A short entry for pickers (roster editor, banned posts, filters). */
export const ZPostOption = z.object({
  value: ZId,
  label: z.string(),
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  status: z.enum(POST_STATUSES),
  timeZone: z.string(),
  requiredRank: z.enum(GUARD_RANKS).nullable(),
});
export type TPostOption = z.infer<typeof ZPostOption>;

export const ZPostOptionsQuery = z.object({
  customerCompanyId: ZId.optional(),
  status: z.enum(POST_STATUSES).optional(),
  companyId: ZId.optional(),
});

/** What deactivating or deleting a post would affect: its rosters (and whether anything references it). */
export const ZPostImpact = z.object({
  rosters: z.array(
    z.object({
      id: ZId,
      name: z.string().nullable(),
      effectiveFrom: z.string(),
      effectiveTo: z.string().nullable(),
      isActive: z.boolean(),
      shiftCount: z.number().int(),
      assignmentCount: z.number().int(),
    }),
  ),
  bannedGuardCount: z.number().int(),
  /** Other records that name the post: attendance (check-ins), incidents, daily reports and opportunities. */
  records: z.object({
    attendance: z.number().int(),
    incidents: z.number().int(),
    dailyReports: z.number().int(),
    opportunities: z.number().int(),
  }),
  /** True only when nothing above references the post (delete would otherwise answer 409). */
  isDeletable: z.boolean(),
});
export type TPostImpact = z.infer<typeof ZPostImpact>;

/** Pickers of the post form and of the posts, rosters and reports filters. */
export const ZPostFormOptions = z.object({
  customerCompanies: z.array(z.object({ value: ZId, label: z.string() })),
  /** Guards of the company (empty for viewers who may not edit posts or rosters). */
  guards: z.array(z.object({ value: ZId, label: z.string(), rank: z.enum(GUARD_RANKS).nullable() })),
  defaultTimeZone: z.string(),
});
export type TPostFormOptions = z.infer<typeof ZPostFormOptions>;

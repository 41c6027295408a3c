// Security companies (spec sections 3 "Other items", 7): directory, list, editor, WebRTC settings, deactivation impact.
import { z } from 'zod';
import { LANGUAGES } from '../enums';
import { ZCurrency } from './money';
import { toE164 } from '../rules/phone';
import { nonEmptyUpdate, ZAddress, ZEmail, ZId, ZOptionalText, ZPageQuery, ZRequiredText } from './common';

/** An IANA time zone name the runtime knows ('America/Puerto_Rico', 'UTC'). */
export const isTimeZone = (value: string): boolean => {
  // Offsets such as '+04:00' are accepted by newer engines but are not IANA names.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** Translation keys of the companies' own checks (decision 0014); the server sends them in fieldErrors as they are. */
export const COMPANY_MESSAGES = {
  timeZone: 'companies:validation.timeZone',
  phone: 'companies:validation.phone',
  stunUrl: 'companies:validation.stunUrl',
  turnUrl: 'companies:validation.turnUrl',
  turnUsername: 'companies:validation.turnUsername',
  turnPassword: 'companies:validation.turnPassword',
  nameTaken: 'companies:validation.nameTaken',
  chooseCompany: 'companies:validation.chooseCompany',
  smsLineTaken: 'companies:validation.smsLineTaken',
  smsLineNotOnAccount: 'companies:validation.smsLineNotOnAccount',
} as const;

export const ZTimeZone = z.string().trim().min(1).max(64).refine(isTimeZone, { message: COMPANY_MESSAGES.timeZone });

/**
 * Optional phone number: digits with the usual separators, at least 7 digits; typed as people write it
 * ('(787) 555-0100'). A number typed with "+" becomes E.164 here; one without is read by the service in the company's
 * country (phoneFromForm: '(787) 555-0100' in PR → '+17875550100'); forms show it with formatPhone.
 */
export const ZOptionalPhone = ZOptionalText(30)
  .refine((v) => v === null || (/^[+\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 7), {
    message: COMPANY_MESSAGES.phone,
  })
  .transform((v) => (v === null ? null : toE164(v, null)));

/** Optional email: '' becomes null. */
export const ZOptionalEmail = z
  .union([z.literal(''), z.null(), ZEmail])
  .optional()
  .transform((v) => (v ? v : null));

export const STATUS_FILTERS = ['active', 'inactive', 'all'] as const;
export type TStatusFilter = (typeof STATUS_FILTERS)[number];

export { DEFAULT_TIME_ZONE } from '../enums';
/** A company logo is a small image (png, jpeg or webp). */
export const COMPANY_LOGO_MAX_BYTES = 1024 * 1024;
/** GET /api/companies/:id/logo?v=<file id>: a new logo is a new address (no stale cache); the server ignores `v`. */
export const ZCompanyLogoQuery = z.object({ v: z.string().max(64).optional() });
export const DEFAULT_MIN_REST_HOURS = 8;

/** Directory item read by the phone (spec section 3): id and name only. */
export const ZCompanyDirectoryItem = z.object({ id: ZId, name: z.string() });
export type TCompanyDirectoryItem = z.infer<typeof ZCompanyDirectoryItem>;

const ZAddressOut = z.object({
  street: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  state: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  zipCode: z.string().nullable().optional(),
});

/**
 * What the viewer may do with one company (companies.policy.ts decides; the UI shows only what is true here).
 * `update` covers the details, the logo and the WebRTC settings.
 */
export const ZCompanyCan = z.object({ update: z.boolean(), deactivate: z.boolean(), activate: z.boolean() });
export type TCompanyCan = z.infer<typeof ZCompanyCan>;

export const ZCompany = z.object({
  id: ZId,
  name: z.string(),
  legalName: z.string().nullable(),
  taxId: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: ZAddressOut.nullable(),
  timeZone: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  currency: ZCurrency,
  logoFileId: ZId.nullable(),
  minRestHours: z.number().int(),
  /** Company settings (/settings/general, issue 20). */
  weekStart: z.number().int(),
  overtimeDailyHours: z.number().int(),
  overtimeWeeklyHours: z.number().int(),
  overtimeRatePercent: z.number().int(),
  documentExpiryAlertDays: z.array(z.number().int()),
  shortStaffedLeadHours: z.number().int(),
  checkInGraceMinutes: z.number().int(),
  smsLine: z.string().nullable(),
  /** Listed in the sign-in page's company picker (issue 29); a hidden company's users sign in with its `signInCode`. */
  listedAtSignIn: z.boolean(),
  /** The company's sign-in code (8 characters), which its admins tell their users. */
  signInCode: z.string(),
  isPlatform: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: ZCompanyCan,
});
export type TCompany = z.infer<typeof ZCompany>;

export const ZCompanyListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(STATUS_FILTERS).default('active'),
});
export type TCompanyListQuery = z.input<typeof ZCompanyListQuery>;

export const ZCompanyPage = z.object({ items: z.array(ZCompany), total: z.number().int() });
export type TCompanyPage = z.infer<typeof ZCompanyPage>;

/** Every editable field; the form uses this schema as it is. */
export const ZCompanyFields = z.object({
  name: ZRequiredText(120),
  legalName: ZOptionalText(200),
  taxId: ZOptionalText(40),
  phone: ZOptionalPhone,
  email: ZOptionalEmail,
  address: ZAddress.nullable().optional(),
  timeZone: ZTimeZone,
  defaultLanguage: z.enum(LANGUAGES),
  /** The money of the company (decision 0010): on create, empty takes the address country's (MXN for Mexico, else USD). */
  currency: ZCurrency,
  minRestHours: z.coerce.number().int().min(0).max(24),
  // Company settings (/settings/general, issue 20): optional here so the company editor need not send them.
  /** 0 Sunday … 6 Saturday. */
  weekStart: z.coerce.number().int().min(0).max(6).optional(),
  overtimeDailyHours: z.coerce.number().int().min(1).max(24).optional(),
  overtimeWeeklyHours: z.coerce.number().int().min(1).max(168).optional(),
  overtimeRatePercent: z.coerce.number().int().min(100).max(400).optional(),
  /** Days before a document expires when alerts go out (each once); distinct, largest first. */
  documentExpiryAlertDays: z
    .array(z.coerce.number().int().min(0).max(365))
    .min(1)
    .max(6)
    .transform((days) => [...new Set(days)].sort((a, b) => b - a))
    .optional(),
  /** Hours before a shift still short of guards when the admins are alerted. */
  shortStaffedLeadHours: z.coerce.number().int().min(1).max(168).optional(),
  /** Minutes after a shift's start before a guard counts as late. */
  checkInGraceMinutes: z.coerce.number().int().min(0).max(240).optional(),
  /**
   * The company's SMS line (E.164): one company's only (409 SMS_LINE_TAKEN); with the company's Twilio account set up,
   * one of that account's numbers (409 SMS_LINE_NOT_ON_ACCOUNT).
   */
  smsLine: ZOptionalPhone.optional(),
  /** Whether the sign-in page's company picker lists the company (default true). */
  listedAtSignIn: z.boolean().optional(),
});
export type TCompanyFields = z.input<typeof ZCompanyFields>;

/** POST /api/companies: time zone, language and rest hours fall back to the platform defaults. */
export const ZCreateCompany = ZCompanyFields.extend({
  timeZone: ZTimeZone.optional(),
  defaultLanguage: z.enum(LANGUAGES).optional(),
  currency: ZCurrency.optional(),
  minRestHours: z.coerce.number().int().min(0).max(24).optional(),
});
export type TCreateCompany = z.input<typeof ZCreateCompany>;

/** PUT /api/companies/:id: only the fields sent change. */
export const ZUpdateCompany = nonEmptyUpdate(ZCompanyFields.partial());
export type TUpdateCompany = z.input<typeof ZUpdateCompany>;

export const ZCompanyDeactivationImpact = z.object({
  activeUsers: z.number().int(),
  activePosts: z.number().int(),
  activeRosters: z.number().int(),
  activeCustomerCompanies: z.number().int(),
});
export type TCompanyDeactivationImpact = z.infer<typeof ZCompanyDeactivationImpact>;

/** Deactivation of something still in use must be confirmed (the answer without it is 409 with the impact). */
export const ZDeactivateRequest = z.object({ confirm: z.boolean().optional().default(false) });
export type TDeactivateRequest = z.input<typeof ZDeactivateRequest>;

// ---- WebRTC settings (spec section 3 "Other items") ----

export const DEFAULT_STUN_SERVERS = ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'] as const;

const HOST = String.raw`(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9\-.]*[A-Za-z0-9])?)(:\d{1,5})?`;
const STUN_RE = new RegExp(`^stuns?:${HOST}$`);
const TURN_RE = new RegExp(`^turns?:${HOST}(\\?transport=(udp|tcp))?$`);

const ZIceUrl = (re: RegExp, message: string) => ZOptionalText(255).refine((v) => v === null || re.test(v), { message });

export const ZWebrtcSettings = z.object({
  primaryStunServer: z.string().nullable(),
  backupStunServer: z.string().nullable(),
  turnServer: z.string().nullable(),
  turnUsername: z.string().nullable(),
  /** The TURN password is write-only; the answer says only whether one is stored. */
  hasTurnPassword: z.boolean(),
  /** False while the company has saved nothing (the answer then holds the public STUN defaults). */
  isConfigured: z.boolean(),
});
export type TWebrtcSettings = z.infer<typeof ZWebrtcSettings>;

export const ZUpdateWebrtcSettings = z
  .object({
    primaryStunServer: ZIceUrl(STUN_RE, COMPANY_MESSAGES.stunUrl),
    backupStunServer: ZIceUrl(STUN_RE, COMPANY_MESSAGES.stunUrl),
    turnServer: ZIceUrl(TURN_RE, COMPANY_MESSAGES.turnUrl),
    turnUsername: ZOptionalText(120),
    /** Empty or absent keeps the stored password. */
    turnPassword: z.string().max(200).optional().nullable(),
    /** Removes the stored password. */
    clearTurnPassword: z.boolean().optional().default(false),
  })
  .refine((v) => !v.turnServer || v.turnUsername, { path: ['turnUsername'], message: COMPANY_MESSAGES.turnUsername });
export type TUpdateWebrtcSettings = z.input<typeof ZUpdateWebrtcSettings>;

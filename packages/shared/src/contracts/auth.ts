// Sign-in and the session user (spec sections 2 "Login screen", 3 "Other items", 7).
import { z } from 'zod';
import { ZCurrency } from './money';
import { ACTIONS, GUARD_RANKS, LANGUAGES, ROLES, SIP_CODECS, SIP_CONNECTION_STATUSES, SIP_SAMPLE_RATES } from '../enums';
import { ZId } from './common';

/**
 * `company`: the company's id from GET /api/auth/companies (the spec's picker), or its sign-in code (issue 29: a company
 * hidden from the picker; case, spaces and dashes ignored). A code no company has fails like a wrong password.
 */
export const ZLoginRequest = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(200),
  company: z.string().trim().min(1).max(100),
  rememberMe: z.boolean().optional().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** sipSettings as the browser sees them: the password never leaves the server, only whether one is set. */
export const ZSipSettingsPublic = z.object({
  incomingServer: z.string().nullable(),
  incomingPort: z.number().int(),
  outgoingServer: z.string().nullable(),
  outgoingPort: z.number().int(),
  extensionName: z.string().nullable(),
  extensionNumber: z.string().nullable(),
  username: z.string().nullable(),
  hasPassword: z.boolean(),
  preferredCodec: z.enum(SIP_CODECS),
  sampleRate: z.enum(SIP_SAMPLE_RATES),
  connectionStatus: z.enum(SIP_CONNECTION_STATUSES),
  lastConnectionAttempt: z.string().nullable(),
});
export type TSipSettingsPublic = z.infer<typeof ZSipSettingsPublic>;

export const ZAccess = z.object({
  isBuiltInAdmin: z.boolean(),
  roleRecords: z.array(
    z.object({
      isActive: z.boolean(),
      isSuperadmin: z.boolean(),
      permissions: z.partialRecord(z.enum(ACTIONS), z.array(z.string())),
    }),
  ),
  overrides: z.array(z.object({ action: z.enum(ACTIONS), resource: z.string(), effect: z.enum(['grant', 'revoke']) })),
});

export const ZSessionUser = z.object({
  id: ZId,
  email: z.string(),
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  rank: z.enum(GUARD_RANKS).nullable(),
  companyId: ZId,
  customerId: ZId.nullable(),
  sipSettings: ZSipSettingsPublic,
  access: ZAccess,
  /** The language chosen in the app, kept for what the server writes to the user (e-mails, SMS); null → the company's. */
  language: z.enum(LANGUAGES).nullable(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZSessionCompany = z.object({
  id: ZId,
  name: z.string(),
  isPlatform: z.boolean(),
  timeZone: z.string(),
  defaultLanguage: z.string(),
  /** The currency of every amount of this company (decision 0010). */
  currency: ZCurrency,
  /** The first day of the company's week (0 Sunday … 6 Saturday): week views, weekly hours, report ranges. */
  weekStart: z.number().int().min(0).max(6),
});
export type TSessionCompany = z.infer<typeof ZSessionCompany>;

export const ZLoginResponse = z.object({ user: ZSessionUser, company: ZSessionCompany });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** PUT /api/auth/me/language: the language the user switched the app to. */
export const ZMyLanguageInput = z.object({ language: z.enum(LANGUAGES) });

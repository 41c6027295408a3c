// Users: the users page, the user editor form and its rules (spec sections 2 "Users page", 3 "User",
// 4 employment/address states, 5 "User form"), sipSettings, and the phone directory. The SAME schemas
// validate the form in the browser (zodResolver) and the request on the server.
import { z } from 'zod';
import { COUNTRIES, GUARD_RANKS, ROLES, SIP_CODECS, SIP_CONNECTION_STATUSES, SIP_SAMPLE_RATES, type TCountry, type TRole } from '../enums';
import { DATE_OUT_OF_RANGE_MESSAGE, isDateInRange, isDateString, parseDateString } from '../rules/dates';
import { ZCentsOut, ZOptionalCents } from './money';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordRulesIssue, type TPasswordOwner } from '../rules/password';
import { ZSipSettingsPublic } from './auth';
import { ADDRESS_STATES, isStateOf } from '../rules/address-states';
import { ZEmail, ZId, ZPageQuery, ZPaginated, ZQueryBoolean } from './common';

// ── Closed lists ─────────────────────────────────────────────────────────────

/** Role tabs of the users page: one of the four roles, or the two groups the spec names. */
export const USER_ROLE_FILTERS = ['all', ...ROLES, 'admins', 'coordinators'] as const;
export type TUserRoleFilter = (typeof USER_ROLE_FILTERS)[number];

export const ADMIN_ROLES: readonly TRole[] = ['superadmin', 'security_company_admin', 'customer_company_admin'];

/** States per country live in rules/address-states.ts; the user contract re-exports them for its readers. */
export { ADDRESS_STATES, isStateOf };

// ── Messages: translation keys (decision 0014). The server sends them as they are in fieldErrors; the web app
// shows their translation; the English text is in apps/web/src/i18n/locales/en/users.json ────

export const USER_MESSAGES = {
  roleRequired: 'users:validation.roleRequired',
  companyRequired: 'users:validation.companyRequired',
  securityCompanyRequired: 'users:validation.securityCompanyRequired',
  customerRequired: 'users:validation.customerRequired',
  rankRequired: 'users:validation.rankRequired',
  initialTooLong: 'users:validation.initialTooLong',
  runnerIncludesMain: 'users:validation.runnerIncludesMain',
  runnerDuplicate: 'users:validation.runnerDuplicate',
  terminationDateRequired: 'users:validation.terminationDateRequired',
  terminationReasonRequired: 'users:validation.terminationReasonRequired',
  terminationBeforeStart: 'users:validation.terminationBeforeStart',
  birthInFuture: 'users:validation.birthInFuture',
  passwordRequired: 'users:validation.passwordRequired',
  passwordTooShort: 'users:validation.passwordTooShort',
  passwordCommon: 'users:validation.passwordCommon',
  passwordContainsEmail: 'users:validation.passwordContainsEmail',
  passwordContainsName: 'users:validation.passwordContainsName',
  passwordContainsCompany: 'users:validation.passwordContainsCompany',
  passwordDemo: 'users:validation.passwordDemo',
  passwordRepeated: 'users:validation.passwordRepeated',
  passwordSequential: 'users:validation.passwordSequential',
  currentPasswordRequired: 'users:validation.currentPasswordRequired',
  currentPasswordWrong: 'users:validation.currentPasswordWrong',
  invalidDate: 'users:validation.invalidDate',
  invalidPhone: 'users:validation.invalidPhone',
  invalidSsn: 'users:validation.invalidSsn',
  invalidCountry: 'users:validation.invalidCountry',
  stateNeedsCountry: 'users:validation.stateNeedsCountry',
  invalidState: 'users:validation.invalidState',
  invalidPort: 'users:validation.invalidPort',
  invalidId: 'users:validation.invalidId',
  restDayRange: 'users:validation.restDayRange',
} as const;
export type TUserMessageKey = keyof typeof USER_MESSAGES;

// ── Field building blocks (accept what a form holds: '' means "not given") ─────

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalId = z
  .string()
  .nullish()
  .refine((v) => !v || ZId.safeParse(v).success, { message: USER_MESSAGES.invalidId })
  .transform((v) => (v ? v : null));

const optionalDate = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || isDateString(v), { message: USER_MESSAGES.invalidDate, abort: true })
  .refine((v) => !v || isDateInRange(v), { message: DATE_OUT_OF_RANGE_MESSAGE, abort: true })
  .transform((v) => (v ? parseDateString(v) : null));

/** A weekday 0 (Sunday) … 6 (Saturday); '' (or null) is "not set". */
const optionalWeekday = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((v) => (v === '' || v === null || v === undefined ? null : Number(v)))
  .refine((v) => v === null || (Number.isInteger(v) && v >= 0 && v <= 6), { message: USER_MESSAGES.restDayRange });

const PHONE_RE = /^\+?[\d\s().-]+$/;
const phone = z
  .string()
  .trim()
  .max(30)
  .nullish()
  .refine(
    (v) => {
      if (!v) return true;
      const digits = v.replace(/\D/g, '').length;
      return PHONE_RE.test(v) && digits >= 7 && digits <= 15;
    },
    { message: USER_MESSAGES.invalidPhone },
  )
  .transform((v) => (v ? v : null));

const SSN_RE = /^(\d{3})-?(\d{2})-?(\d{4})$/;
/** Stored encrypted by the server; normalised to XXX-XX-XXXX. */
const ssn = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || SSN_RE.test(v), { message: USER_MESSAGES.invalidSsn })
  .transform((v) => (v ? v.replace(SSN_RE, '$1-$2-$3') : null));

const port = z
  .union([z.number(), z.string().trim()])
  .nullish()
  .transform((v) => (v === '' || v === null || v === undefined ? 5060 : Number(v)))
  .refine((v) => Number.isInteger(v) && v >= 1 && v <= 65535, { message: USER_MESSAGES.invalidPort });

/** Address: country ∈ US, CA, MX, PR; a state only with a country and from its list; null when nothing is filled. */
export const ZUserAddress = z
  .object({
    street: text(200),
    city: text(120),
    state: text(60),
    country: z
      .string()
      .trim()
      .nullish()
      .refine((v) => !v || (COUNTRIES as readonly string[]).includes(v), { message: USER_MESSAGES.invalidCountry })
      .transform((v) => (v ? (v as TCountry) : null)),
    zipCode: text(20),
  })
  .superRefine((a, ctx) => {
    if (a.state && !a.country) ctx.addIssue({ code: 'custom', path: ['state'], message: USER_MESSAGES.stateNeedsCountry });
    else if (a.state && a.country && !isStateOf(a.country, a.state))
      ctx.addIssue({ code: 'custom', path: ['state'], message: USER_MESSAGES.invalidState });
  })
  .transform((a) => (Object.values(a).some(Boolean) ? a : null));
export type TUserAddressInput = z.input<typeof ZUserAddress>;

// ── The user form ───────────────────────────────────────────────────────────

export const ZUserFields = z.object({
  email: ZEmail,
  role: z.enum(ROLES, { message: USER_MESSAGES.roleRequired }),
  /** Security company; ignored for superadmins (they belong to the platform company). */
  companyId: optionalId,
  /** Customer company of a customer_company_admin. */
  customerId: optionalId,
  name: text(100),
  initial: z
    .string()
    .trim()
    .max(1, { message: USER_MESSAGES.initialTooLong })
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  lastName: text(100),
  mothersMaidenName: text(100),
  phone,
  phoneWhatsappEnabled: z.boolean().default(false),
  mobile: phone,
  mobileWhatsappEnabled: z.boolean().default(false),
  address: ZUserAddress.nullish().transform((v) => v ?? null),
  stillEmployed: z.boolean().default(true),
  employmentStartDate: optionalDate,
  terminationDate: optionalDate,
  terminationReason: text(500),
  // Guard-only (stored only for role security_guard)
  rank: z
    .string()
    .nullish()
    .refine((v) => !v || (GUARD_RANKS as readonly string[]).includes(v), { message: USER_MESSAGES.rankRequired })
    .transform((v) => (v ? (v as (typeof GUARD_RANKS)[number]) : null)),
  isCoordinator: z.boolean().default(false),
  companyIdentificationNumber: text(50),
  socialSecurityNumber: ssn,
  dateOfBirth: optionalDate,
  /** Money in integer cents (decision 0010). */
  hourlyWageCents: ZOptionalCents,
  overtimeRateCents: ZOptionalCents,
  runnerForCompanies: z
    .array(ZId)
    .max(50)
    .nullish()
    .transform((v) => v ?? []),
  payrollProfileTypeId: optionalId,
  /** Mexico: the guard's own weekly rest day (rotating rest days); null = the payroll profile type's. */
  restDay: optionalWeekday,
});
type TUserFields = z.output<typeof ZUserFields>;

const today = () => new Date().toISOString().slice(0, 10);

/** The cross-field rules of spec section 5 "User form". */
const userRules = (v: TUserFields, ctx: z.RefinementCtx) => {
  if (v.role !== 'superadmin' && !v.companyId) {
    ctx.addIssue({
      code: 'custom',
      path: ['companyId'],
      message: v.role === 'security_guard' ? USER_MESSAGES.securityCompanyRequired : USER_MESSAGES.companyRequired,
    });
  }
  if (v.role === 'customer_company_admin' && !v.customerId) {
    ctx.addIssue({ code: 'custom', path: ['customerId'], message: USER_MESSAGES.customerRequired });
  }
  if (v.role === 'security_guard') {
    if (!v.rank) ctx.addIssue({ code: 'custom', path: ['rank'], message: USER_MESSAGES.rankRequired });
    if (v.companyId && v.runnerForCompanies.includes(v.companyId)) {
      ctx.addIssue({ code: 'custom', path: ['runnerForCompanies'], message: USER_MESSAGES.runnerIncludesMain });
    }
    if (new Set(v.runnerForCompanies).size !== v.runnerForCompanies.length) {
      ctx.addIssue({ code: 'custom', path: ['runnerForCompanies'], message: USER_MESSAGES.runnerDuplicate });
    }
    if (v.dateOfBirth && v.dateOfBirth > today()) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: USER_MESSAGES.birthInFuture });
    }
  }
  if (!v.stillEmployed) {
    if (!v.terminationDate) ctx.addIssue({ code: 'custom', path: ['terminationDate'], message: USER_MESSAGES.terminationDateRequired });
    if (!v.terminationReason)
      ctx.addIssue({ code: 'custom', path: ['terminationReason'], message: USER_MESSAGES.terminationReasonRequired });
    if (v.terminationDate && v.employmentStartDate && v.terminationDate < v.employmentStartDate) {
      ctx.addIssue({ code: 'custom', path: ['terminationDate'], message: USER_MESSAGES.terminationBeforeStart });
    }
  }
};

/** What is kept: termination only when not employed, guard-only fields only for guards, customer only for customer admins. */
const normalizeUser = <T extends TUserFields>(v: T): T => {
  const isGuard = v.role === 'security_guard';
  return {
    ...v,
    companyId: v.role === 'superadmin' ? null : v.companyId,
    customerId: v.role === 'customer_company_admin' ? v.customerId : null,
    terminationDate: v.stillEmployed ? null : v.terminationDate,
    terminationReason: v.stillEmployed ? null : v.terminationReason,
    rank: isGuard ? v.rank : null,
    isCoordinator: isGuard ? v.isCoordinator : false,
    companyIdentificationNumber: isGuard ? v.companyIdentificationNumber : null,
    socialSecurityNumber: isGuard ? v.socialSecurityNumber : null,
    dateOfBirth: isGuard ? v.dateOfBirth : null,
    hourlyWageCents: isGuard ? v.hourlyWageCents : null,
    overtimeRateCents: isGuard ? v.overtimeRateCents : null,
    runnerForCompanies: isGuard ? v.runnerForCompanies : [],
    payrollProfileTypeId: isGuard ? v.payrollProfileTypeId : null,
    restDay: isGuard ? v.restDay : null,
  };
};

/**
 * An empty password says the field is required (the length rule is the field's hint, not its error). Neither check
 * aborts, so the form's other rules (rank, company…) still report together with it.
 */
export const ZPassword = z
  .string()
  .min(1, { message: USER_MESSAGES.passwordRequired })
  .refine((v) => v.length === 0 || v.length >= PASSWORD_MIN_LENGTH, { message: USER_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH);

/**
 * Refuses what the shared password rules refuse (the owner's email or names in it, a sequence…); for schemas that hold
 * both. A password too short already has its error: one reason at a time.
 */
export const passwordOwnerRule = (v: { password: string } & TPasswordOwner, ctx: z.RefinementCtx) => {
  if (v.password.length < PASSWORD_MIN_LENGTH) return;
  const issue = passwordRulesIssue(v.password, v);
  if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: USER_MESSAGES[issue] });
};

/** POST /api/users: every user field plus a password (required on create). */
export const ZCreateUser = ZUserFields.extend({ password: ZPassword })
  .superRefine(userRules)
  .superRefine(passwordOwnerRule)
  .transform(normalizeUser);
export type TCreateUserInput = z.input<typeof ZCreateUser>;
export type TCreateUser = z.output<typeof ZCreateUser>;

/**
 * The user form's body: exactly the user's own fields (the password is changed through its own endpoint). SIP
 * settings and employment have their own endpoints; PUT /api/users/:id also takes the spec's two other bodies
 * (ZUpdateUserBody below).
 */
export const ZUpdateUser = ZUserFields.superRefine(userRules).transform(normalizeUser);
export type TUpdateUserInput = z.input<typeof ZUpdateUser>;
export type TUpdateUser = z.output<typeof ZUpdateUser>;

/**
 * PUT /api/users/:id/employment: the card switch (termination date and reason when deactivating). Strict: a body of
 * another shape (the user form) is refused, not partly applied.
 */
export const ZUpdateEmployment = z
  .strictObject({ stillEmployed: z.boolean(), terminationDate: optionalDate, terminationReason: text(500) })
  .superRefine((v, ctx) => {
    if (v.stillEmployed) return;
    if (!v.terminationDate) ctx.addIssue({ code: 'custom', path: ['terminationDate'], message: USER_MESSAGES.terminationDateRequired });
    if (!v.terminationReason)
      ctx.addIssue({ code: 'custom', path: ['terminationReason'], message: USER_MESSAGES.terminationReasonRequired });
  })
  .transform((v) => (v.stillEmployed ? { stillEmployed: true, terminationDate: null, terminationReason: null } : v));
export type TUpdateEmploymentInput = z.input<typeof ZUpdateEmployment>;
export type TUpdateEmployment = z.output<typeof ZUpdateEmployment>;

/**
 * PUT /api/users/:id/sip-settings: sipSettings as written. The password is write-only: empty keeps the stored one,
 * clearPassword removes it. Strict: the old `{ sipSettings }` wrapper or user fields are refused (400), never read as
 * empty settings.
 */
export const ZSipSettingsInput = z.strictObject({
  incomingServer: text(255),
  incomingPort: port,
  outgoingServer: text(255),
  outgoingPort: port,
  extensionName: text(100),
  extensionNumber: text(20),
  username: text(100),
  password: z.string().max(200).nullish(),
  clearPassword: z.boolean().optional(),
  preferredCodec: z.enum(SIP_CODECS).default('default'),
  sampleRate: z.enum(SIP_SAMPLE_RATES).default('default'),
  connectionStatus: z.enum(SIP_CONNECTION_STATUSES).optional(),
  lastConnectionAttempt: z.string().max(40).nullish(),
});
export type TSipSettingsInput = z.input<typeof ZSipSettingsInput>;
export type TSipSettingsWrite = z.output<typeof ZSipSettingsInput>;

/** PUT /api/users/:id/photo answers the new photo's file id. */
export const ZUserPhoto = z.object({ photoFileId: ZId });
export type TUserPhoto = z.infer<typeof ZUserPhoto>;

/**
 * POST /api/users/:id/password: admins set a new password (the user's sessions end); users changing their own
 * give their current password too.
 */
export const ZSetUserPassword = z.object({ password: ZPassword, currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional() });
export type TSetUserPassword = z.infer<typeof ZSetUserPassword>;

// ── Answers ─────────────────────────────────────────────────────────────────

/** What the viewer may do with one user (the users policy decides; the UI shows only what is true here). */
export const ZUserCan = z.object({
  update: z.boolean(),
  deactivate: z.boolean(),
  delete: z.boolean(),
  setPassword: z.boolean(),
  /** Change the user's role record and permission overrides. */
  manageAccess: z.boolean(),
  /** Read the guard's documents, memos, banned posts and face data. */
  viewRecords: z.boolean(),
  /** Upload or delete them. */
  editRecords: z.boolean(),
});
export type TUserCan = z.infer<typeof ZUserCan>;

export const ZUserAddressOut = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  zipCode: z.string().nullable(),
});

/** A card of the users page. */
export const ZUserListItem = z.object({
  id: ZId,
  email: z.string(),
  name: z.string().nullable(),
  initial: z.string().nullable(),
  lastName: z.string().nullable(),
  mothersMaidenName: z.string().nullable(),
  role: z.enum(ROLES),
  rank: z.enum(GUARD_RANKS).nullable(),
  isCoordinator: z.boolean(),
  stillEmployed: z.boolean(),
  phone: z.string().nullable(),
  phoneWhatsappEnabled: z.boolean(),
  mobile: z.string().nullable(),
  mobileWhatsappEnabled: z.boolean(),
  companyId: ZId,
  companyName: z.string().nullable(),
  customerName: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  hasPhoto: z.boolean(),
  isMainAdmin: z.boolean(),
  can: ZUserCan,
});
export type TUserListItem = z.infer<typeof ZUserListItem>;

export const ZUsersPage = ZPaginated(ZUserListItem);
export type TUsersPage = z.infer<typeof ZUsersPage>;

export const ZUsersPageQuery = ZPageQuery.extend({
  search: z.string().trim().max(100).optional(),
  /** true (default): active users only; false: inactive users only (spec: 'Inactive Users Only'). */
  activeOnly: ZQueryBoolean.default(true),
  companyId: z
    .string()
    .optional()
    .refine((v) => !v || ZId.safeParse(v).success, { message: USER_MESSAGES.invalidId })
    .transform((v) => v || undefined),
  role: z.enum(USER_ROLE_FILTERS).default('all'),
});
export type TUsersPageQuery = z.input<typeof ZUsersPageQuery>;

/**
 * The user editor's data. The SSN is the full value only for viewers who may edit users; others get ***-**-1234.
 * Birth date, employment dates and reason, SIP account and last sign-in reach company staff and the user themself
 * only: for other viewers (a customer company admin) the keys are absent (the server's users policy decides).
 */
export const ZUserDetail = z.object({
  id: ZId,
  email: z.string(),
  name: z.string().nullable(),
  initial: z.string().nullable(),
  lastName: z.string().nullable(),
  mothersMaidenName: z.string().nullable(),
  role: z.enum(ROLES),
  companyId: ZId,
  companyName: z.string().nullable(),
  customerId: ZId.nullable(),
  customerName: z.string().nullable(),
  photoFileId: ZId.nullable(),
  phone: z.string().nullable(),
  phoneWhatsappEnabled: z.boolean(),
  mobile: z.string().nullable(),
  mobileWhatsappEnabled: z.boolean(),
  address: ZUserAddressOut.nullable(),
  stillEmployed: z.boolean(),
  employmentStartDate: z.string().nullable().optional(),
  terminationDate: z.string().nullable().optional(),
  terminationReason: z.string().nullable().optional(),
  rank: z.enum(GUARD_RANKS).nullable(),
  isCoordinator: z.boolean(),
  companyIdentificationNumber: z.string().nullable(),
  socialSecurityNumber: z.string().nullable(),
  isSsnMasked: z.boolean(),
  dateOfBirth: z.string().nullable().optional(),
  hourlyWageCents: ZCentsOut,
  overtimeRateCents: ZCentsOut,
  runnerForCompanies: z.array(ZId),
  payrollProfileTypeId: ZId.nullable(),
  restDay: z.number().int().nullable(),
  faceRecognitionComplete: z.boolean(),
  roleRecordId: ZId.nullable(),
  sipSettings: ZSipSettingsPublic.optional(),
  isMainAdmin: z.boolean(),
  lastLoginAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: ZUserCan,
});
export type TUserDetail = z.infer<typeof ZUserDetail>;

/** GET /api/users: the directory the phone reads (spec section 3 "Other items"). */
export const ZDirectoryUser = z.object({
  id: ZId,
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  companyId: ZId,
  customerId: ZId.nullable(),
});
export type TDirectoryUser = z.infer<typeof ZDirectoryUser>;

// ── Display helpers shared by the page and the editor ──────────────────────

export const userFullName = (u: { name?: string | null; lastName?: string | null; mothersMaidenName?: string | null; email: string }) =>
  [u.name, u.lastName, u.mothersMaidenName].filter(Boolean).join(' ') || u.email;

/** Two letters for the avatar: first and last name, else the email's first two letters. */
export const userInitials = (u: { name?: string | null; lastName?: string | null; email: string }) => {
  const letters = [u.name, u.lastName].filter(Boolean).map((s) => (s as string).trim()[0]);
  return (letters.length ? letters.join('') : u.email.slice(0, 2)).toUpperCase();
};

/** '***-**-1234' from the last four digits. */
export const maskSsn = (last4: string | null | undefined) => (last4 ? `***-**-${last4}` : null);

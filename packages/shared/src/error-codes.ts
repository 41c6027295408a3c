// The one catalog of error codes (issue 28): every refusal of the API names one of these as `code`, so clients act on
// the reason, never on words. The words are the catalogs' errors:<CODE> (codes the sign-in page can meet) or
// apiErrors:<CODE> (the areas'), in apps/web/src/i18n/locales/<lang>/ — the same texts the server answers with in the
// caller's language (apps/server/src/platform/i18n) and the web shows by code. A `context` detail picks a variant
// (<CODE>_<context>, e.g. NOT_FOUND_guard, MAIN_ADMIN_PROTECTED_delete), as i18next does.
// A new code: add it here and its words in both languages (catalog tests fail otherwise).
import { z } from 'zod';

export const ERROR_CODES = [
  // ---- Any route
  'VALIDATION',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'CSRF',
  /** details.entity (also details.context) says what was not found: NOT_FOUND_ENTITIES. */
  'NOT_FOUND',
  /** A database constraint no service checked first: the values clash with another record; other records refer to it. */
  'ALREADY_EXISTS',
  'STILL_REFERENCED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** A request Fastify could not read (bad JSON, a wrong content length …): details.reason. */
  'MALFORMED_REQUEST',
  /** An Idempotency-Key header that is not 8–100 safe characters, or a key whose first use wrote nothing to answer. */
  'IDEMPOTENCY_KEY_INVALID',
  /** details.scope: 'account' | 'address' (sign-in, with retryAfterSeconds) or 'requests' (the general limit). */
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  /** Date range filters: 'to' before 'from'; a span over the report's limit (details.maxDays). */
  'RANGE_INVERTED',
  'RANGE_TOO_LONG',
  /** The main admin account cannot be changed this way (details.context: emailRole, deactivate, reservedEmail, password, delete). */
  'MAIN_ADMIN_PROTECTED',
  /** The change would leave the company without a user who can manage roles. */
  'LAST_ROLE_MANAGER',
  // ---- E-mail (issue 20): the SMTP server refused the test (details.reason); a template names an unknown variable or
  // has unbalanced braces (details.name).
  'SMTP_FAILED',
  'SMTP_NOT_CONFIGURED',
  'TEMPLATE_UNKNOWN_VARIABLE',
  'TEMPLATE_UNBALANCED_BRACES',
  // ---- Face self-registration (issue 13): the link was used, expired or revoked (410); no SMS line or SMTP for the
  // chosen channel, or the guard has no mobile or e-mail for it (409, details.channel, details.context); a completed
  // registration waits for review (409).
  'REGISTRATION_USED',
  'REGISTRATION_EXPIRED',
  'REGISTRATION_REVOKED',
  'CHANNEL_NOT_CONFIGURED',
  'REGISTRATION_PENDING_REVIEW',
  // ---- Post pay rates (issue 27): a rate from that date exists (details.fromDate); the date is in a paid period
  // (details.paidThrough).
  'PAY_RATE_DATE_TAKEN',
  'PAY_RATE_PAID_PERIOD',
  // ---- Meal punches (issue 27): out of order (409).
  'MEAL_NOT_CHECKED_IN',
  'MEAL_ALREADY_STARTED',
  'MEAL_NOT_STARTED',
  // ---- Platform
  'TWILIO_SIGNATURE_INVALID',
  // ---- Absences and marking a guard absent
  'MISSING_GUARD_OR_SHIFT',
  'ABSENCE_ALREADY_RESOLVED',
  'GUARD_ALREADY_ABSENT',
  // ---- Attendance (kiosk and phone punches)
  'OFFLINE_PUNCH_DUPLICATE',
  'GUARDS_ONLY_PUNCH',
  // A live punch's server-issued challenge (issue 29): unknown or wrong nonce (400), issued to another kiosk or guard
  // (403), already answered (409), past its expiry (410); the same frames sent again (409).
  'CHALLENGE_UNKNOWN',
  'CHALLENGE_OTHER_DEVICE',
  'CHALLENGE_USED',
  'CHALLENGE_EXPIRED',
  'FRAMES_REUSED',
  // ---- Chat
  'CHAT_VOICE_POST_ONLY',
  // ---- Companies
  'PLATFORM_ADMIN_ONLY',
  'COMPANY_NAME_TAKEN',
  'PLATFORM_COMPANY_PROTECTED',
  'COMPANY_IN_USE',
  // ---- Customer companies
  'CUSTOMER_COMPANY_NAME_TAKEN',
  'CUSTOMER_COMPANY_HAS_ACTIVE_POSTS',
  'CUSTOMER_COMPANY_IN_USE',
  'CUSTOMER_COMPANY_REFERENCED',
  // ---- Face self-registration
  'REGISTRATION_NOT_REVOCABLE',
  'REGISTRATION_CHANGED_MEANWHILE',
  'REGISTRATION_NOT_COMPLETED',
  // ---- Guard records
  'GUARD_RECORDS_STAFF_ONLY',
  // ---- Incidents and daily reports
  'DAILY_REPORT_EXISTS',
  'DAILY_REPORT_CLOSED',
  'DAILY_REPORT_NOT_REVIEWED',
  'OCCURRENCE_NOT_OF_POST',
  'STATUS_CHANGE_REFUSED',
  'INCIDENT_LIST_ITEM_TAKEN',
  'INCIDENT_SEALED',
  'INCIDENT_CLOSED',
  // ---- Background jobs
  'JOB_NOT_RETRYABLE',
  'JOB_UNKNOWN',
  // ---- Opportunities (special services)
  'OPPORTUNITY_UNDER_REVIEW',
  'OPPORTUNITY_CLOSED',
  'OPPORTUNITY_ACTION_REFUSED',
  'SELECT_ROSTER_AND_SHIFT',
  'NO_GUARDS_SELECTED',
  'GUARDS_HAVE_CONFLICTS',
  // ---- Payroll
  'HOLIDAY_IS_STATUTORY',
  'HOLIDAY_ALREADY_ON_CALENDAR',
  'PAY_RUN_NOT_PROCESSED',
  'PAY_RUN_STEP_REFUSED',
  'PAYROLL_PROFILE_TYPE_NAME_TAKEN',
  'PAYROLL_PROFILE_TYPE_IN_USE',
  // ---- Posts
  'POST_REFERENCED',
  'POST_NAME_TAKEN',
  // ---- Protocols
  'PROTOCOL_CATEGORY_IN_USE',
  'PROTOCOL_NOT_PUBLISHED',
  // ---- Roles and access
  'PERMISSIONS_NOT_HELD',
  'SUPERADMIN_ROLE_PLATFORM_ONLY',
  'OWN_ACCESS_PROTECTED',
  'ROLE_NAME_TAKEN',
  'ROLE_ASSIGNED',
  'ROLE_IS_DEFAULT',
  // ---- Rosters
  'ROSTER_GUARD_UNAVAILABLE',
  'ROSTER_OVERRIDE_REASON_REQUIRED',
  // ---- Shifts and coverage
  'GUARD_ALREADY_ON_SHIFT',
  'GUARD_CANNOT_WORK_SHIFT',
  'SHIFT_NEEDS_NO_COVERAGE',
  'SHIFT_ALREADY_STARTED',
  'OFFER_CLOSED',
  // ---- SMS
  'SMS_SIMULATOR_OFF',
  'SMS_ALREADY_RECEIVED',
  /** A company's SMS line (issue 29): another company has the number (409); the number is not one of the company's
   *  Twilio account's incoming numbers (409); Twilio could not be asked (502, details.reason); an inbound webhook to a
   *  number several companies have is refused (409). */
  'SMS_LINE_TAKEN',
  'SMS_LINE_NOT_ON_ACCOUNT',
  'SMS_LINE_CHECK_FAILED',
  'SMS_LINE_AMBIGUOUS',
  // ---- System logs
  'SYSTEM_LOG_REPORT_ADMINS_ONLY',
  // ---- Uniforms and accessories
  'UNIFORM_CATEGORY_NAME_TAKEN',
  'UNIFORM_SIZE_IN_USE',
  'UNIFORM_ITEM_ISSUED',
  'NOT_ENOUGH_STOCK',
  'UNIFORM_ISSUE_ALREADY_RETURNED',
  // ---- Invoicing and payments
  'RATE_CARD_VERSION_TAKEN',
  'RATE_CARD_POST_NOT_OF_CUSTOMER',
  'TAX_PROFILE_NAME_TAKEN',
  'TAX_PROFILE_IN_USE',
  /** Nothing worked, scheduled or completed at the customer's posts in the period that is not on another invoice. */
  'INVOICE_NOTHING_TO_BILL',
  /** The step is not allowed from the invoice's status: details.status, details.allowed. */
  'INVOICE_STATUS_CONFLICT',
  /** Approving an invoice with minutes no rate card or post bill rate prices: details.minutes. */
  'INVOICE_UNPRICED',
  /** Voiding an invoice with payments applied (reverse them first): details.paidCents. */
  'INVOICE_HAS_PAYMENTS',
  /** Sending to a customer with no billing or contact e-mail. */
  'INVOICE_NO_RECIPIENT',
  /** CFDI 4.0 XML of a draft or void invoice, or of a credit note (its CFDI E needs the stamped invoice's UUID). */
  'CFDI_NOT_AVAILABLE',
  /** CFDI 4.0 XML of an invoice not in MXN (another currency needs the exchange rate). */
  'CFDI_CURRENCY',
  /** CFDI 4.0 XML without the issuer's or the receiver's fiscal data: details.missing (field paths). */
  'CFDI_DATA_MISSING',
  /** CFDI 4.0 XML of an invoice taxed with a profile that is not Mexico's IVA: details.profile. */
  'CFDI_TAX_NOT_IVA',
  /** A credit note above what is left to credit (of the invoice or a line): details.availableCents. */
  'CREDIT_EXCEEDS_AVAILABLE',
  /** An allocation above the invoice's balance: details.invoiceId, details.availableCents, details.available. */
  'PAYMENT_EXCEEDS_BALANCE',
  /** Allocations above what is left unapplied of the payment: details.availableCents, details.available. */
  'PAYMENT_EXCEEDS_UNAPPLIED',
  /** An allocation to an invoice of another customer, a draft, a void invoice or a credit note: details.invoiceId. */
  'PAYMENT_INVOICE_NOT_OPEN',
  'PAYMENT_ALREADY_REVERSED',
  /** A line's tax profile has no rate in force on the date: details.date, details.profile. */
  'TAX_RATE_NOT_IN_FORCE',
  // ---- Users
  'ROLE_NOT_GRANTABLE',
  'OWN_ACCOUNT_DEACTIVATION',
  'OWN_ACCOUNT_DELETION',
  'USER_EMAIL_TAKEN',
  'USER_HAS_RECORDS',
  // ---- Vehicles
  'VEHICLE_VIN_TAKEN',
  // ---- Wiki
  'WIKI_PAGE_HAS_CHILDREN',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** What a 404 did not find (details.entity): its words are errors:NOT_FOUND_<entity>. */
export const NOT_FOUND_ENTITIES = [
  'absence',
  'absenceCategory',
  'assignment',
  'attempt',
  'attendanceRecord',
  'category',
  'channel',
  'checklistItem',
  'company',
  'contact',
  'customerCompany',
  'dailyReport',
  'deduction',
  'defect',
  'device',
  'document',
  'documentType',
  'facePhoto',
  'faceVideo',
  'file',
  'guard',
  'holiday',
  'incident',
  'invoice',
  'invoiceLine',
  'payment',
  'inspection',
  'issue',
  'item',
  'job',
  'listItem',
  'logo',
  'memo',
  'message',
  'notification',
  'novelty',
  'occurrence',
  'offer',
  'opportunity',
  'page',
  'payRate',
  'payRun',
  'payRunLine',
  'payrollProfileType',
  'photo',
  'post',
  'protocol',
  'quote',
  'rateCard',
  'record',
  'recurringCharge',
  'registrationLink',
  'revision',
  'roleRecord',
  'roster',
  'route',
  'selfRegistration',
  'series',
  'severity',
  'shift',
  'size',
  'smsMessage',
  'task',
  'taskGroup',
  'taxProfile',
  'user',
  'userGroup',
  'vehicle',
] as const;
export type TNotFoundEntity = (typeof NOT_FOUND_ENTITIES)[number];

/** One problem of a refused request, in words: `key` is the catalog key when there is one ('users:validation.roleRequired'),
 * `code` zod's issue code for a schema's check ('too_small'), `message` the words in the caller's language. */
export const ZErrorIssue = z.object({
  path: z.string(),
  code: z.string().optional(),
  key: z.string().optional(),
  message: z.string(),
});
export type TErrorIssue = z.infer<typeof ZErrorIssue>;

/** Every error answer: `message` in the caller's language, `code` for programs, `details` (fieldErrors: field → keys). */
export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  issues: z.array(ZErrorIssue).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

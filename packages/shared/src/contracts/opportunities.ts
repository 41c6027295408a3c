// Opportunities: special service requests (spec sections 3–5 and 8; issue 15). Money in integer cents; dates
// 'yyyy-MM-dd' and wall-clock times 'HH:mm' in the company's zone (rules/zoned-time computes the instants).
import { z } from 'zod';
import { OPPORTUNITY_PRIORITIES, OPPORTUNITY_STATUSES, SERVICE_TYPES, LIMITS } from '../enums';
import { phoneDigits } from '../rules/phone';
import { isDateString } from '../rules/dates';
import { isTimeString, timeToMinutes } from '../rules/times';
import { OPPORTUNITY_ACTIONS } from '../rules/opportunity-workflow';
import { ZDateString, ZDateTime, ZId, ZOptionalText, ZPageQuery, ZPaginated, ZQueryBoolean, ZTimeString } from './common';
import { ZConflict } from './rosters';

/** Translation keys of the opportunity rules (section 5); English texts in locales/en/opportunities.json. */
export const OPPORTUNITY_MESSAGES = {
  required: 'opportunities:validation.required',
  titleLength: 'opportunities:validation.titleLength',
  descriptionLength: 'opportunities:validation.descriptionLength',
  guardsPositive: 'opportunities:validation.guardsPositive',
  positiveMoney: 'opportunities:validation.positiveMoney',
  invalidPhone: 'opportunities:validation.invalidPhone',
  invalidEmail: 'opportunities:validation.invalidEmail',
  endDateBeforeStart: 'opportunities:validation.endDateBeforeStart',
  endTimeBeforeStart: 'opportunities:validation.endTimeBeforeStart',
  pastDate: 'opportunities:validation.pastDate',
  reasonRequired: 'opportunities:validation.reasonRequired',
  fillRequired: 'opportunities:validation.fillRequired',
  selectRosterAndShift: 'opportunities:validation.selectRosterAndShift',
  noGuardsSelected: 'opportunities:guards.noGuardsSelected',
  guardsNotFound: 'opportunities:guards.notFound',
} as const;

/** The largest amount of an opportunity field: $20,000,000.00 (fits a 32-bit integer column of cents). */
export const MAX_OPPORTUNITY_CENTS = 2_000_000_000;

const required = (max: number) =>
  z.string({ message: OPPORTUNITY_MESSAGES.required }).trim().min(1, { message: OPPORTUNITY_MESSAGES.required }).max(max);

const ZPositiveCents = z
  .number({ message: OPPORTUNITY_MESSAGES.positiveMoney })
  .int({ message: OPPORTUNITY_MESSAGES.positiveMoney })
  .min(1, { message: OPPORTUNITY_MESSAGES.positiveMoney })
  .max(MAX_OPPORTUNITY_CENTS, { message: OPPORTUNITY_MESSAGES.positiveMoney });

/** A phone as typed: digits, spaces, + ( ) . -, 7 to 15 digits. */
export const ZOpportunityPhone = z
  .string({ message: OPPORTUNITY_MESSAGES.invalidPhone })
  .trim()
  .max(30, { message: OPPORTUNITY_MESSAGES.invalidPhone })
  .refine((v) => /^\+?[\d\s().-]+$/.test(v) && phoneDigits(v).length >= 7 && phoneDigits(v).length <= 15, {
    message: OPPORTUNITY_MESSAGES.invalidPhone,
  });

const ZRequiredDate = z
  .string({ message: OPPORTUNITY_MESSAGES.required })
  .min(1, { message: OPPORTUNITY_MESSAGES.required, abort: true })
  .pipe(ZDateString);
const ZRequiredTime = z
  .string({ message: OPPORTUNITY_MESSAGES.required })
  .min(1, { message: OPPORTUNITY_MESSAGES.required, abort: true })
  .pipe(ZTimeString);

/** The fields of the form (spec section 3), without the cross-field rules. */
export const ZOpportunityFields = z.object({
  title: z
    .string({ message: OPPORTUNITY_MESSAGES.required })
    .trim()
    .min(LIMITS.opportunityTitle.min, { message: OPPORTUNITY_MESSAGES.titleLength })
    .max(LIMITS.opportunityTitle.max, { message: OPPORTUNITY_MESSAGES.titleLength }),
  description: z
    .string({ message: OPPORTUNITY_MESSAGES.required })
    .trim()
    .min(LIMITS.opportunityDescriptionMin, { message: OPPORTUNITY_MESSAGES.descriptionLength })
    .max(5000),
  /** The client: a customer company of the security company (a customer company admin: their own). */
  customerCompanyId: z.uuid({ message: OPPORTUNITY_MESSAGES.required }),
  location: required(300),
  serviceType: z.enum(SERVICE_TYPES, { message: OPPORTUNITY_MESSAGES.required }),
  priority: z.enum(OPPORTUNITY_PRIORITIES, { message: OPPORTUNITY_MESSAGES.required }),
  startDate: ZRequiredDate,
  endDate: ZRequiredDate,
  startTime: ZRequiredTime,
  endTime: ZRequiredTime,
  guardsRequired: z
    .number({ message: OPPORTUNITY_MESSAGES.guardsPositive })
    .int({ message: OPPORTUNITY_MESSAGES.guardsPositive })
    .min(1, { message: OPPORTUNITY_MESSAGES.guardsPositive })
    .max(500, { message: OPPORTUNITY_MESSAGES.guardsPositive }),
  /** What the client pays per guard-hour. */
  hourlyRateCents: ZPositiveCents,
  totalBudgetCents: ZPositiveCents,
  contactPerson: required(120),
  contactPhone: ZOpportunityPhone,
  contactEmail: z
    .string({ message: OPPORTUNITY_MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: OPPORTUNITY_MESSAGES.invalidEmail }).max(254, { message: OPPORTUNITY_MESSAGES.invalidEmail })),
  specialRequirements: ZOptionalText(2000),
  equipmentNeeded: ZOptionalText(2000),
  /** Staff only (never sent to, nor taken from, a customer company admin). */
  internalNotes: ZOptionalText(5000),
  /** Staff only: what each guard is paid per hour (payroll's completed special services); the margin follows. */
  payRateCents: ZPositiveCents.nullish().transform((v) => v ?? null),
  postId: ZId.nullish().transform((v) => v ?? null),
  rosterId: ZId.nullish().transform((v) => v ?? null),
  shiftId: ZId.nullish().transform((v) => v ?? null),
});

type TFieldsOut = z.output<typeof ZOpportunityFields>;

/** End not before start (dates, then times). Past dates are checked by the server in the company's zone. */
export const opportunityOrderIssues = (v: Pick<TFieldsOut, 'startDate' | 'endDate' | 'startTime' | 'endTime'>) => {
  const issues: { path: string; message: string }[] = [];
  const dates = typeof v.startDate === 'string' && typeof v.endDate === 'string' && isDateString(v.startDate) && isDateString(v.endDate);
  const times = typeof v.startTime === 'string' && typeof v.endTime === 'string' && isTimeString(v.startTime) && isTimeString(v.endTime);
  if (dates && v.endDate < v.startDate) issues.push({ path: 'endDate', message: OPPORTUNITY_MESSAGES.endDateBeforeStart });
  if (times && timeToMinutes(v.endTime) <= timeToMinutes(v.startTime))
    issues.push({ path: 'endTime', message: OPPORTUNITY_MESSAGES.endTimeBeforeStart });
  return issues;
};

export const ZOpportunityInput = ZOpportunityFields.superRefine((v, ctx) => {
  for (const issue of opportunityOrderIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
});
export type TOpportunityInput = z.input<typeof ZOpportunityInput>;
export type TOpportunityInputParsed = z.output<typeof ZOpportunityInput>;

export const ZOpportunityView = z.enum(['open', 'closed', 'all', 'my', 'recent']);
export type TOpportunityView = z.infer<typeof ZOpportunityView>;

export const ZOpportunityListQuery = ZPageQuery.extend({
  view: ZOpportunityView.default('open'),
  status: z.enum(OPPORTUNITY_STATUSES).optional(),
  priority: z.enum(OPPORTUNITY_PRIORITIES).optional(),
  serviceType: z.enum(SERVICE_TYPES).optional(),
  customerCompanyId: ZId.optional(),
  /** Opportunities whose service overlaps [from, to]. */
  from: ZDateString.optional(),
  to: ZDateString.optional(),
  search: z.string().trim().max(100).optional(),
  /** The "my" filter on any view: created by the actor. */
  mine: ZQueryBoolean.optional(),
});
export type TOpportunityListQuery = z.input<typeof ZOpportunityListQuery>;
export type TOpportunityListQueryParsed = z.output<typeof ZOpportunityListQuery>;

export const ZOpportunityCan = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  duplicate: z.boolean(),
  staff: z.boolean(),
  actions: z.array(z.enum(OPPORTUNITY_ACTIONS)),
});
export type TOpportunityCan = z.infer<typeof ZOpportunityCan>;

export const ZOpportunity = z.object({
  id: ZId,
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  customerCompanyId: ZId.nullable(),
  customerCompanyName: z.string().nullable(),
  location: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  priority: z.enum(OPPORTUNITY_PRIORITIES),
  status: z.enum(OPPORTUNITY_STATUSES),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  guardsRequired: z.number().int(),
  hourlyRateCents: z.number().int(),
  totalBudgetCents: z.number().int(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  specialRequirements: z.string().nullable(),
  equipmentNeeded: z.string().nullable(),
  /** Staff only: absent from a customer company admin's answers. */
  internalNotes: z.string().nullable().optional(),
  payRateCents: z.number().int().nullable().optional(),
  /** (hourly rate − pay rate) × hours × guards; staff only. */
  marginCents: z.number().int().nullable().optional(),
  postId: ZId.nullable(),
  postName: z.string().nullable(),
  rosterId: ZId.nullable(),
  shiftId: ZId.nullable(),
  assignedGuards: z.number().int(),
  quoteNumber: z.string().nullable(),
  followUpAt: z.string().nullable(),
  createdBy: ZId.nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: ZOpportunityCan,
});
export type TOpportunity = z.infer<typeof ZOpportunity>;

export const ZOpportunityPage = ZPaginated(ZOpportunity);
export type TOpportunityPage = z.infer<typeof ZOpportunityPage>;

export const ZOpportunityHistoryEntry = z.object({
  id: ZId,
  action: z.string(),
  fromStatus: z.enum(OPPORTUNITY_STATUSES).nullable(),
  toStatus: z.enum(OPPORTUNITY_STATUSES).nullable(),
  reason: z.string().nullable(),
  actorId: ZId.nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
export type TOpportunityHistoryEntry = z.infer<typeof ZOpportunityHistoryEntry>;

export const ZOpportunityDetail = ZOpportunity.extend({
  history: z.array(ZOpportunityHistoryEntry),
  guards: z.array(z.object({ guardId: ZId, name: z.string(), assignedAt: z.string() })),
  quotes: z.array(
    z.object({
      id: ZId,
      number: z.string(),
      language: z.enum(['es', 'en']),
      totalCents: z.number().int(),
      validUntil: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      sentTo: z.string().nullable(),
    }),
  ),
});
export type TOpportunityDetail = z.infer<typeof ZOpportunityDetail>;

/** Body of a transition: a reason (required for reject, cancel, close, reopen). */
export const ZOpportunityTransition = z.object({ reason: ZOptionalText(1000) });
export const ZOpportunityActionParams = z.object({ id: ZId, action: z.enum(OPPORTUNITY_ACTIONS) });

/** The Guards tab: availability for the service's own dates and times at a post (a roster and shift: the older form). */
export const ZOpportunityGuardsQuery = z.object({
  /** Where the service is staffed (issue 29: for its own dates and times); else the chosen roster's post, else its own. */
  postId: ZId.optional(),
  rosterId: ZId.optional(),
  shiftId: ZId.optional(),
  search: z.string().trim().max(100).optional(),
});

export const ZOpportunityGuardAvailability = z.object({
  guardId: ZId,
  name: z.string(),
  rank: z.string().nullable(),
  status: z.enum(['available', 'warning', 'blocked']),
  /** The roster checks' conflicts with their fields, so the reader's language words them (issue 29). */
  conflicts: z.array(ZConflict),
  assigned: z.boolean(),
});
export const ZOpportunityGuards = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  items: z.array(ZOpportunityGuardAvailability),
  counts: z.object({ available: z.number().int(), conflicts: z.number().int() }),
});
export type TOpportunityGuards = z.infer<typeof ZOpportunityGuards>;

export const ZAssignOpportunityGuards = z.object({
  guardIds: z.array(ZId).max(200),
  postId: ZId.nullish(),
  rosterId: ZId.nullish(),
  shiftId: ZId.nullish(),
});
export type TAssignOpportunityGuards = z.input<typeof ZAssignOpportunityGuards>;

export const ZOpportunityQuoteInput = z.object({
  language: z.enum(['es', 'en']).optional(),
  /** Days the quote holds (default 30). */
  validDays: z.number().int().min(1).max(365).default(30),
  /** Send it to the contact by e-mail now (a job; the job log shows the delivery). */
  send: z.boolean().default(false),
});
export const ZOpportunityQuote = z.object({
  id: ZId,
  number: z.string(),
  totalCents: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  validUntil: z.string(),
  queuedEmail: z.boolean(),
});
export type TOpportunityQuote = z.infer<typeof ZOpportunityQuote>;
export const ZQuoteParams = z.object({ id: ZId, quoteId: ZId });

export const ZOpportunityFollowUp = z.object({
  /** When to remind the owner: an ISO instant. */
  at: ZDateTime,
  note: ZOptionalText(500),
});

export const ZOpportunitySettings = z.object({
  /** Tax on quotes in basis points (11.5% IVU of Puerto Rico = 1150). */
  taxRateBasisPoints: z.number().int().min(0).max(10_000),
  taxLabel: z.string().trim().min(1).max(40),
});
export type TOpportunitySettings = z.infer<typeof ZOpportunitySettings>;

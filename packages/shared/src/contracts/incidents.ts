// Novelties, incidents and daily reports (spec: /novelties-incidents, /novelties-report, /incidents-report; section 3
// "Incident", "Daily report", "Audit log entry"; section 4 statuses). Transitions and the rich text allow-list:
// rules/incidents.ts.
import { z } from 'zod';
import { DAILY_REPORT_STATUSES, INCIDENT_STATUSES, LANGUAGES } from '../enums';
import { DATE_OUT_OF_RANGE_MESSAGE, isInstantInRange } from '../rules/dates';
import { ZDateString, ZId, ZOptionalText, ZRequiredText, nonEmptyUpdate } from './common';
import { dateRangeRefinement, MAX_REPORT_RANGE_DAYS } from './reports';
import { ZOccurrenceId } from './shifts';
import { ZAttachmentIds } from './uploads';

export const SEVERITY_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type TSeverityLevel = (typeof SEVERITY_LEVELS)[number];
/** Levels that notify the company admins at once. */
export const ALERT_SEVERITY_LEVELS: readonly TSeverityLevel[] = ['high', 'critical'];

export const INCIDENT_LIST_KINDS = ['category', 'severity'] as const;
export type TIncidentListKind = (typeof INCIDENT_LIST_KINDS)[number];

export const MAX_INCIDENT_ATTACHMENTS = 10;
export const MAX_NOVELTY_PHOTOS = 5;

export const INCIDENT_MESSAGES = {
  futureDate: 'incidents:validation.futureDate',
  notOnShift: 'incidents:validation.notOnShift',
  postRequired: 'incidents:validation.postRequired',
  sealed: 'incidents:errors.sealed',
  notEditable: 'incidents:errors.notEditable',
  transition: 'incidents:errors.transition',
  duplicateReport: 'incidents:errors.duplicateReport',
  duplicateListItem: 'incidents:errors.duplicateListItem',
  attachmentLimit: 'incidents:errors.attachmentLimit',
} as const;

/** A browser position (optional: the user may refuse it). */
export const ZPosition = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(1_000_000).optional(),
});
export type TPosition = z.infer<typeof ZPosition>;

/** An instant from 1900 on (rules/dates.ts); never more than 5 minutes ahead of the server's clock (a phone's drift). */
const FUTURE_SLACK_MS = 5 * 60_000;
export const ZPastInstant = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), { message: 'Invalid date and time', abort: true })
  .refine(isInstantInRange, { message: DATE_OUT_OF_RANGE_MESSAGE, abort: true })
  .refine((v) => Date.parse(v) <= Date.now() + FUTURE_SLACK_MS, { message: INCIDENT_MESSAGES.futureDate })
  .transform((v) => new Date(v).toISOString());

// ---- audit trail (history)

export const ZAuditEntry = z.object({
  action: z.string(),
  /** 'lat,lng' (± accuracy in metres) when the browser gave it. */
  position: z.string().nullable(),
  timestamp: z.string(),
  context: z.string().nullable(),
  notes: z.string().nullable(),
  userName: z.string().nullable(),
  /** Staff-only notes: never sent to a customer company admin. */
  isInternal: z.boolean(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAttachment = z.object({
  id: ZId,
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type TAttachment = z.infer<typeof ZAttachment>;
export const ZAttachmentParams = z.object({ id: ZId, fileId: ZId });

// ---- company lists (categories, severities)

export const ZIncidentListItemInput = z.object({
  kind: z.enum(INCIDENT_LIST_KINDS),
  name: ZRequiredText(80),
  /** Severities only: how serious (high and critical notify the admins). */
  level: z
    .enum(SEVERITY_LEVELS)
    .nullish()
    .transform((v) => v ?? null),
});
export type TIncidentListItemInput = z.input<typeof ZIncidentListItemInput>;
export const ZIncidentListItem = z.object({
  id: ZId,
  kind: z.enum(INCIDENT_LIST_KINDS),
  name: z.string(),
  level: z.enum(SEVERITY_LEVELS).nullable(),
});
export type TIncidentListItem = z.infer<typeof ZIncidentListItem>;

// ---- the form's choices: lists, posts and the guard's current shift

export const ZCurrentShift = z.object({
  occurrenceId: z.string(),
  postId: ZId,
  postName: z.string(),
  customerCompanyId: ZId,
  customerName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TCurrentShift = z.infer<typeof ZCurrentShift>;

export const ZIncidentFormOptions = z.object({
  categories: z.array(ZIncidentListItem),
  severities: z.array(ZIncidentListItem),
  posts: z.array(z.object({ id: ZId, name: z.string(), customerName: z.string() })),
  guards: z.array(z.object({ id: ZId, name: z.string() })),
  customers: z.array(z.object({ id: ZId, name: z.string() })),
  /** The signed-in guard's shift now (or the nearest today), null for staff or off shift. */
  currentShift: ZCurrentShift.nullable(),
  canManageLists: z.boolean(),
});
export type TIncidentFormOptions = z.infer<typeof ZIncidentFormOptions>;

// ---- incidents

export const ZIncidentInput = z.object({
  /** The shift occurrence ('{shiftId}:{yyyy-MM-dd}'): post, roster, shift and customer come from it. */
  occurrenceId: ZOccurrenceId.optional(),
  /** Without an occurrence (staff filing for a post): the post. A guard without either gets their current shift. */
  postId: ZId.optional(),
  /** Staff only: the guard who reported it. */
  reportingGuardId: ZId.optional(),
  title: ZRequiredText(160),
  description: ZRequiredText(10_000),
  occurredAt: ZPastInstant,
  categoryId: ZId.nullish().transform((v) => v ?? null),
  severityId: ZId.nullish().transform((v) => v ?? null),
  location: ZOptionalText(200),
  peopleInvolved: ZOptionalText(2000),
  policeCalled: z.boolean().default(false),
  ambulanceCalled: z.boolean().default(false),
  emergencyReportNumber: ZOptionalText(60),
  notes: ZOptionalText(5000),
  internalNotes: ZOptionalText(5000),
  position: ZPosition.optional(),
  /** Files staged for this incident (POST /api/uploads?target=incident): saved with it, or nothing is saved. */
  attachmentIds: ZAttachmentIds.max(MAX_INCIDENT_ATTACHMENTS).default([]),
});
export type TIncidentInput = z.input<typeof ZIncidentInput>;
export type TIncidentInputParsed = z.output<typeof ZIncidentInput>;

export const ZIncidentUpdate = nonEmptyUpdate(
  z.object({
    title: ZRequiredText(160).optional(),
    description: ZRequiredText(10_000).optional(),
    occurredAt: ZPastInstant.optional(),
    categoryId: ZId.nullish(),
    severityId: ZId.nullish(),
    location: ZOptionalText(200).optional(),
    peopleInvolved: ZOptionalText(2000).optional(),
    policeCalled: z.boolean().optional(),
    ambulanceCalled: z.boolean().optional(),
    emergencyReportNumber: ZOptionalText(60).optional(),
    notes: ZOptionalText(5000).optional(),
    internalNotes: ZOptionalText(5000).optional(),
  }),
).and(z.object({ position: ZPosition.optional() }));
export type TIncidentUpdate = z.input<typeof ZIncidentUpdate>;
export type TIncidentUpdateParsed = z.output<typeof ZIncidentUpdate>;

/** Body of review / close / seal / reopen: an optional note and position for the history. */
export const ZTransitionInput = z
  .object({ notes: ZOptionalText(2000), position: ZPosition.optional() })
  .optional()
  .transform((v) => v ?? { notes: null });
export type TTransitionInput = z.input<typeof ZTransitionInput>;

export const ZIncidentNoteInput = z.object({
  text: ZRequiredText(5000),
  isInternal: z.boolean().default(true),
  position: ZPosition.optional(),
});
export type TIncidentNoteInput = z.input<typeof ZIncidentNoteInput>;

export const ZIncidentCan = z.object({
  update: z.boolean(),
  review: z.boolean(),
  close: z.boolean(),
  seal: z.boolean(),
  reopen: z.boolean(),
  attach: z.boolean(),
  addNote: z.boolean(),
});
export type TIncidentCan = z.infer<typeof ZIncidentCan>;

export const ZIncident = z.object({
  id: ZId,
  /** The company's incident number (1, 2, 3…), shown as "N.º 12" / "No. 12". */
  number: z.number().int().positive(),
  companyId: ZId,
  customerCompanyId: ZId.nullable(),
  customerName: z.string().nullable(),
  postId: ZId.nullable(),
  postName: z.string().nullable(),
  rosterId: ZId.nullable(),
  shiftId: ZId.nullable(),
  occurrenceId: z.string().nullable(),
  reportingGuardId: ZId.nullable(),
  reportingGuardName: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  occurredAt: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  categoryId: ZId.nullable(),
  categoryName: z.string().nullable(),
  severityId: ZId.nullable(),
  severityName: z.string().nullable(),
  severityLevel: z.enum(SEVERITY_LEVELS).nullable(),
  location: z.string().nullable(),
  peopleInvolved: z.string().nullable(),
  policeCalled: z.boolean(),
  ambulanceCalled: z.boolean(),
  emergencyReportNumber: z.string().nullable(),
  notes: z.string().nullable(),
  /** Staff and the reporting guard only: the key is absent for a customer company admin. */
  internalNotes: z.string().nullable().optional(),
  attachmentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  can: ZIncidentCan,
});
export type TIncident = z.infer<typeof ZIncident>;

export const ZIncidentDetail = ZIncident.extend({ attachments: z.array(ZAttachment), history: z.array(ZAuditEntry) });
export type TIncidentDetail = z.infer<typeof ZIncidentDetail>;

const ZCsvLike = z.string().trim().max(100);

/** Filters shared by the list, the report and its CSV / PDF. Dates are the company's calendar days. */
export const ZIncidentFilters = z.object({
  from: ZDateString.optional(),
  to: ZDateString.optional(),
  customerCompanyId: ZId.optional(),
  postId: ZId.optional(),
  guardId: ZId.optional(),
  categoryId: ZId.optional(),
  severityId: ZId.optional(),
  severityLevel: z.enum(SEVERITY_LEVELS).optional(),
  status: z.enum(INCIDENT_STATUSES).optional(),
  search: ZCsvLike.optional(),
});

/** Keyset paging: `cursor` is the previous page's nextCursor (newest first). */
export const ZIncidentListQuery = ZIncidentFilters.extend({
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TIncidentListQuery = z.input<typeof ZIncidentListQuery>;
export const ZIncidentPage = z.object({ items: z.array(ZIncident), nextCursor: z.string().nullable() });
export type TIncidentPage = z.infer<typeof ZIncidentPage>;

const ZReportRange = z.object({ from: ZDateString, to: ZDateString });
export const ZIncidentReportQuery = ZIncidentFilters.extend(ZReportRange.shape).superRefine(dateRangeRefinement(MAX_REPORT_RANGE_DAYS));
export type TIncidentReportQuery = z.input<typeof ZIncidentReportQuery>;
export const ZIncidentReportFileQuery = ZIncidentReportQuery.and(z.object({ lang: z.enum(LANGUAGES).default('es') }));

export const ZTotalRow = z.object({ key: z.string().nullable(), label: z.string().nullable(), count: z.number().int() });
export const ZIncidentReport = z.object({
  items: z.array(ZIncident),
  /** At most 500 rows on screen; the CSV has them all. */
  total: z.number().int(),
  byCategory: z.array(ZTotalRow),
  bySeverity: z.array(ZTotalRow),
  byStatus: z.array(ZTotalRow),
});
export type TIncidentReport = z.infer<typeof ZIncidentReport>;

export const ZFileLangQuery = z.object({ lang: z.enum(LANGUAGES).default('es') });

// ---- novelties

export const ZNoveltyInput = z.object({
  occurrenceId: ZOccurrenceId.optional(),
  postId: ZId.optional(),
  occurredAt: ZPastInstant,
  text: ZRequiredText(4000),
  /** Photos staged for this novelty (POST /api/uploads?target=novelty): saved with it, or nothing is saved. */
  attachmentIds: ZAttachmentIds.max(MAX_NOVELTY_PHOTOS).default([]),
});
export type TNoveltyInput = z.input<typeof ZNoveltyInput>;
export type TNoveltyInputParsed = z.output<typeof ZNoveltyInput>;
export const ZNoveltyUpdate = z.object({ occurredAt: ZPastInstant.optional(), text: ZRequiredText(4000).optional() });
export type TNoveltyUpdate = z.input<typeof ZNoveltyUpdate>;

export const ZNovelty = z.object({
  id: ZId,
  postId: ZId,
  postName: z.string(),
  customerCompanyId: ZId.nullable(),
  customerName: z.string().nullable(),
  occurrenceId: z.string().nullable(),
  guardId: ZId.nullable(),
  guardName: z.string().nullable(),
  occurredAt: z.string(),
  text: z.string(),
  photos: z.array(ZAttachment),
  createdAt: z.string(),
  can: z.object({ update: z.boolean(), attach: z.boolean() }),
});
export type TNovelty = z.infer<typeof ZNovelty>;

export const ZNoveltyListQuery = z.object({
  from: ZDateString.optional(),
  to: ZDateString.optional(),
  customerCompanyId: ZId.optional(),
  postId: ZId.optional(),
  guardId: ZId.optional(),
  occurrenceId: z.string().max(80).optional(),
  search: ZCsvLike.optional(),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type TNoveltyListQuery = z.input<typeof ZNoveltyListQuery>;
export const ZNoveltyPage = z.object({ items: z.array(ZNovelty), nextCursor: z.string().nullable() });
export type TNoveltyPage = z.infer<typeof ZNoveltyPage>;

export const ZNoveltyReportQuery = ZNoveltyListQuery.omit({ cursor: true, pageSize: true, from: true, to: true })
  .extend(ZReportRange.shape)
  .superRefine(dateRangeRefinement(MAX_REPORT_RANGE_DAYS));
export type TNoveltyReportQuery = z.input<typeof ZNoveltyReportQuery>;
export const ZNoveltyReportFileQuery = ZNoveltyReportQuery.and(z.object({ lang: z.enum(LANGUAGES).default('es') }));
export const ZNoveltyReport = z.object({ items: z.array(ZNovelty), total: z.number().int(), byPost: z.array(ZTotalRow) });
export type TNoveltyReport = z.infer<typeof ZNoveltyReport>;

// ---- daily reports

export const ZDailyReportInput = z.object({
  occurrenceId: ZOccurrenceId.optional(),
  postId: ZId.optional(),
  title: ZRequiredText(160),
  /** Rich text (HTML): the server keeps only the allow-listed tags, without attributes. */
  body: z.string().max(100_000),
  notes: ZOptionalText(5000),
});
export type TDailyReportInput = z.input<typeof ZDailyReportInput>;
export type TDailyReportInputParsed = z.output<typeof ZDailyReportInput>;
export const ZDailyReportUpdate = nonEmptyUpdate(
  z.object({ title: ZRequiredText(160).optional(), body: z.string().max(100_000).optional(), notes: ZOptionalText(5000).optional() }),
);
export type TDailyReportUpdate = z.input<typeof ZDailyReportUpdate>;

export const ZDailyReport = z.object({
  id: ZId,
  postId: ZId.nullable(),
  postName: z.string().nullable(),
  customerCompanyId: ZId.nullable(),
  customerName: z.string().nullable(),
  occurrenceId: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  status: z.enum(DAILY_REPORT_STATUSES),
  notes: z.string().nullable().optional(),
  createdBy: ZId.nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  attachments: z.array(ZAttachment),
  history: z.array(ZAuditEntry),
  can: z.object({ update: z.boolean(), review: z.boolean(), close: z.boolean(), send: z.boolean(), attach: z.boolean() }),
});
export type TDailyReport = z.infer<typeof ZDailyReport>;

export const ZDailyReportListQuery = z.object({
  from: ZDateString.optional(),
  to: ZDateString.optional(),
  customerCompanyId: ZId.optional(),
  postId: ZId.optional(),
  status: z.enum(DAILY_REPORT_STATUSES).optional(),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TDailyReportListQuery = z.input<typeof ZDailyReportListQuery>;
export const ZDailyReportPage = z.object({ items: z.array(ZDailyReport), nextCursor: z.string().nullable() });
export type TDailyReportPage = z.infer<typeof ZDailyReportPage>;

export const ZSendDailyReportInput = z
  .object({
    to: z
      .array(z.string().trim().toLowerCase().pipe(z.email().max(254)))
      .max(10)
      .optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .optional()
  .transform((v) => v ?? {});
export type TSendDailyReportInput = z.input<typeof ZSendDailyReportInput>;
export const ZSendDailyReportAnswer = z.object({ queued: z.boolean(), to: z.array(z.string()) });

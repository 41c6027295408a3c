// System log entries (spec section 3 "System log") as the dashboard and the system-logs report read them.
import { z } from 'zod';
import { LANGUAGES, SYSTEM_LOG_ACTIONS, SYSTEM_LOG_ENTITY_TYPES } from '../enums';
import { ZDateString, ZId, ZPageQuery } from './common';
import { dateRangeRefinement, MAX_REPORT_RANGE_DAYS } from './reports';

export const ZSystemLogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  action: z.enum(SYSTEM_LOG_ACTIONS).optional(),
  entityType: z.enum(SYSTEM_LOG_ENTITY_TYPES).optional(),
});

/** Log entries are a read-only record: no action on one row (system-logs.policy.ts); the object keeps rows uniform. */
export const ZSystemLogCan = z.object({});
export type TSystemLogCan = z.infer<typeof ZSystemLogCan>;

export const ZSystemLog = z.object({
  id: ZId,
  action: z.enum(SYSTEM_LOG_ACTIONS),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
  userId: ZId.nullable(),
  userName: z.string().nullable(),
  can: ZSystemLogCan,
});
export type TSystemLog = z.infer<typeof ZSystemLog>;

// The system-logs report (/system-logs-report): the audit log with filters, paged newest first, and its CSV twin.

export const ZSystemLogReportQuery = ZPageQuery.extend({
  /** Days in the reader's company time zone, both included; at most MAX_REPORT_RANGE_DAYS days. */
  from: ZDateString,
  to: ZDateString,
  action: z.enum(SYSTEM_LOG_ACTIONS).optional(),
  entityType: z.enum(SYSTEM_LOG_ENTITY_TYPES).optional(),
  userId: ZId.optional(),
  /** Platform admins only: narrow to one security company. */
  companyId: ZId.optional(),
}).superRefine(dateRangeRefinement(MAX_REPORT_RANGE_DAYS));
export type TSystemLogReportQuery = z.input<typeof ZSystemLogReportQuery>;

/** The CSV twin: the same filters, and the language of the column headings and labels. */
export const ZSystemLogReportCsvQuery = ZSystemLogReportQuery.and(z.object({ lang: z.enum(LANGUAGES).default('es') }));
export type TSystemLogReportCsvQuery = z.input<typeof ZSystemLogReportCsvQuery>;

/** The user filter's options; platform admins may narrow them to one security company. */
export const ZSystemLogReportUsersQuery = z.object({ companyId: z.uuid().optional() });

export const ZSystemLogReportRow = ZSystemLog.extend({
  userEmail: z.string().nullable(),
  /** The security company of the entry (platform admins see several). */
  companyName: z.string().nullable(),
});
export type TSystemLogReportRow = z.infer<typeof ZSystemLogReportRow>;

export const ZSystemLogReport = z.object({ items: z.array(ZSystemLogReportRow), total: z.number().int() });
export type TSystemLogReport = z.infer<typeof ZSystemLogReport>;

/** The people of the user filter: those whose entries the reader may see. */
export const ZSystemLogUserOption = z.object({ value: ZId, label: z.string() });
export type TSystemLogUserOption = z.infer<typeof ZSystemLogUserOption>;

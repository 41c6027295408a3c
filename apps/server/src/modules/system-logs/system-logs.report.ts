// The system-logs report: the audit log of the reader's scope, filtered (date range, action, entity type, user), paged
// newest first, and its CSV twin in the reader's language.
// Who may read it and which entries: system-logs.policy.ts.
import type { TLanguage, TSystemLogAction, TSystemLogEntityType } from '@centinela/shared';
import type { TSystemLogReport, TSystemLogReportRow, TSystemLogUserOption } from '@centinela/shared/contracts/system-logs';
import { addDays, formatSystemLogMessage, isSystemLogMessageKey } from '@centinela/shared';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import { companies, systemLogs, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { where } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
import { personNameSql } from '../posts/posts.queries';
import { getCompanyRules } from '../rosters/rosters.lookup';
import { CSV_ROW_LIMIT } from '../reports/reports.service';
import { csvOf, type TCsvColumn } from '../../platform/documents/csv';
import { textOrNull } from '../../platform/i18n/catalog';
import { assertReadsSystemLogReport, canOnSystemLog, systemLogReportScope, systemLogReportUsersScope } from './system-logs.policy';

type TArgs<I> = { ctx: TServiceContext; actor: TActor; input: I };
export type TSystemLogReportInput = {
  from: string;
  to: string;
  action?: TSystemLogAction;
  entityType?: TSystemLogEntityType;
  userId?: string;
  companyId?: string;
};
type TPaging = { page: number; pageSize: number } | null;

const conditionOf = async (ctx: TServiceContext, actor: TActor, input: TSystemLogReportInput): Promise<SQL> => {
  // Days are the reader's company days (its time zone): [from 00:00, to + 1 00:00).
  const { timeZone } = await getCompanyRules(ctx.db, actor.companyId);
  return where(
    systemLogReportScope(actor, input.companyId),
    sql`${systemLogs.timestamp} >= (${input.from}::date)::timestamp at time zone ${timeZone}`,
    sql`${systemLogs.timestamp} < (${addDays(input.to, 1)}::date)::timestamp at time zone ${timeZone}`,
    input.action ? eq(systemLogs.action, input.action) : undefined,
    input.entityType ? eq(systemLogs.entityType, input.entityType) : undefined,
    input.userId ? eq(systemLogs.userId, input.userId) : undefined,
  );
};

const selectRows = async (ctx: TServiceContext, condition: SQL, paging: TPaging) => {
  const query = ctx.db
    .select({
      id: systemLogs.id,
      action: systemLogs.action,
      entityType: systemLogs.entityType,
      entityId: systemLogs.entityId,
      details: systemLogs.details,
      timestamp: systemLogs.timestamp,
      userId: systemLogs.userId,
      userName: personNameSql(users),
      userEmail: users.email,
      companyName: companies.name,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(systemLogs)
    .leftJoin(users, eq(users.id, systemLogs.userId))
    .leftJoin(companies, eq(companies.id, systemLogs.companyId))
    .where(condition)
    // Newest first; matches the indexes' order (see listSystemLogs). The id breaks ties so pages never overlap.
    .orderBy(sql`${systemLogs.timestamp} desc nulls last`, sql`${systemLogs.id} desc`);
  return paging ? query.limit(paging.pageSize).offset((paging.page - 1) * paging.pageSize) : query.limit(CSV_ROW_LIMIT);
};

export const systemLogReport = async ({
  ctx,
  actor,
  input,
  paging,
}: TArgs<TSystemLogReportInput> & { paging: TPaging }): Promise<TSystemLogReport> => {
  assertReadsSystemLogReport(actor);
  const rows = await selectRows(ctx, await conditionOf(ctx, actor, input), paging);
  const items: TSystemLogReportRow[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    details: r.details,
    timestamp: r.timestamp.toISOString(),
    userId: r.userId,
    userName: r.userId ? r.userName || r.userEmail : null,
    userEmail: r.userEmail,
    companyName: r.companyName,
    can: canOnSystemLog(actor),
  }));
  return { items, total: rows[0]?.total ?? 0 };
};

/** The people of the user filter: the users of the reader's scope (a platform admin's pick of company, else all). */
export const systemLogReportUsers = async ({ ctx, actor, input }: TArgs<{ companyId?: string }>): Promise<TSystemLogUserOption[]> => {
  assertReadsSystemLogReport(actor);
  const rows = await ctx.db
    .select({ value: users.id, label: personNameSql(users), email: users.email })
    .from(users)
    .where(systemLogReportUsersScope(actor, input.companyId))
    .orderBy(asc(collated(users.sortName, actor.language)), asc(users.email))
    .limit(2000);
  return rows.map((r) => ({ value: r.value, label: r.label || r.email }));
};

const timestampIn = (date: Date, timeZone: string) =>
  // 2026-11-23 14:05:09 in the company's zone (sv-SE formats as ISO-like date and 24 h time).
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(date);

/** An entry's message in one language (details.messageKey + messageParams: activity:<key>), else its stored description. */
const describe = (details: Readonly<Record<string, unknown>>, lang: TLanguage): string | null => {
  const { messageKey, messageParams, description, message } = details;
  const params = messageParams && typeof messageParams === 'object' ? (messageParams as Record<string, unknown>) : {};
  const worded = isSystemLogMessageKey(messageKey) ? formatSystemLogMessage(lang, messageKey, params) : null;
  if (worded) return worded;
  if (typeof description === 'string' && description) return description;
  return typeof message === 'string' && message ? message : null;
};

export const systemLogReportCsv = async ({ ctx, actor, input }: TArgs<TSystemLogReportInput & { lang: TLanguage }>): Promise<string> => {
  const { items } = await systemLogReport({ ctx, actor, input, paging: null });
  const { timeZone } = await getCompanyRules(ctx.db, actor.companyId);
  const lang = input.lang;
  const columns: TCsvColumn<TSystemLogReportRow>[] = [
    { header: 'exports:columns.dateAndTime', value: (r) => timestampIn(new Date(r.timestamp), timeZone) },
    { header: 'exports:columns.action', value: (r) => textOrNull(lang, `systemLog:actions.${r.action}`) ?? r.action },
    { header: 'exports:columns.entityType', value: (r) => textOrNull(lang, `systemLog:entities.${r.entityType}`) ?? r.entityType },
    { header: 'exports:columns.description', value: (r) => describe(r.details, lang) },
    { header: 'exports:columns.user', value: (r) => r.userName },
    { header: 'exports:columns.email', value: (r) => r.userEmail },
    { header: 'exports:columns.company', value: (r) => r.companyName },
    { header: 'exports:columns.entityId', value: (r) => r.entityId },
  ];
  return csvOf(columns, items, lang);
};

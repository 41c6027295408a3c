// The system-logs policy: which log entries an actor reads, where, and what they may do with one (nothing: the log
// is a read-only record, so `can` is an empty object).
//  - the dashboard's recent activity and alert count: platform admins every entry, security company admins their
//    company's, everyone else (customer admins, guards, custom roles on those) only their own entries;
//  - the system-logs report (/system-logs-report): platform admins (every company, or one they pick) and security
//    company admins (their company). Customer company admins and guards get 403: the audit log records the whole
//    company's administration (users, roles, customers), which is not theirs to read.
import { mayReadSystemLogReport } from '@centinela/shared';
import type { TSystemLogCan } from '@centinela/shared/contracts/system-logs';
import { type SQL, and, eq } from 'drizzle-orm';
import { systemLogs, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { scopeOf, where } from '../../platform/access/scope';
import { Forbidden } from '../../platform/errors';

/** Entries of the dashboard (recent activity, alerts). */
export const systemLogScope = (actor: TActor): SQL | undefined => {
  if (actor.isPlatformAdmin) return undefined;
  if (actor.role === 'security_company_admin') return eq(systemLogs.companyId, actor.companyId);
  return and(eq(systemLogs.companyId, actor.companyId), eq(systemLogs.userId, actor.userId));
};

export const assertReadsSystemLogReport = (actor: TActor) => {
  if (!mayReadSystemLogReport(actor)) throw Forbidden('SYSTEM_LOG_REPORT_ADMINS_ONLY');
};

/** Entries of the report: the reader's company (platform admins: every company, or the one they picked). */
export const systemLogReportScope = (actor: TActor, requestedCompanyId?: string | null): SQL =>
  where(scopeOf(actor).company(systemLogs.companyId, requestedCompanyId));

/** The people of the report's user filter: the users of the same companies. */
export const systemLogReportUsersScope = (actor: TActor, requestedCompanyId?: string | null): SQL =>
  where(scopeOf(actor).company(users.companyId, requestedCompanyId));

/** A log entry offers no action (no edit, no delete: the audit trail is append-only). */
export const canOnSystemLog = (_actor: TActor): TSystemLogCan => ({});

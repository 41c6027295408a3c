// The incidents policy (novelties, incidents, daily reports). Staff see their company's records; a guard only what
// they filed, without staff's internal notes; a customer company admin only incidents and daily reports of their own
// posts once reviewed, never internal notes (the key is left out) nor staff-only history notes, and no novelties
// (the company's shift log).
import type { TDailyReport, TIncident, TIncidentCan } from '@centinela/shared/contracts/incidents';
import type { TDailyReportStatus, TIncidentStatus } from '@centinela/shared';
import {
  CUSTOMER_VISIBLE_DAILY_REPORT_STATUSES,
  CUSTOMER_VISIBLE_INCIDENT_STATUSES,
  DAILY_REPORT_WORKFLOW,
  INCIDENT_WORKFLOW,
  isDailyReportEditable,
  isIncidentEditable,
} from '@centinela/shared/rules/incidents';
import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import { dailyReports, incidents, novelties } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { mayReceive, receivesField, type TFieldRules } from '../../platform/access/fields';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';

const isGuard = (actor: TActor) => actor.role === 'security_guard' && !actor.isPlatformAdmin;
const isCustomerAdmin = (actor: TActor) => actor.role === 'customer_company_admin' && !actor.isPlatformAdmin;

export const incidentScope = (actor: TActor): SQL => {
  const scope = scopeOf(actor);
  return where(
    scope.company(incidents.companyId),
    isCustomerAdmin(actor)
      ? where(scope.customer(incidents.customerCompanyId), inArray(incidents.status, [...CUSTOMER_VISIBLE_INCIDENT_STATUSES]))
      : undefined,
    isGuard(actor) ? eq(incidents.reportingGuardId, actor.userId) : undefined,
  );
};

export const noveltyScope = (actor: TActor): SQL => {
  if (isCustomerAdmin(actor)) return sql`false`;
  return where(scopeOf(actor).company(novelties.companyId), isGuard(actor) ? eq(novelties.guardId, actor.userId) : undefined);
};

export const dailyReportScope = (actor: TActor): SQL => {
  const scope = scopeOf(actor);
  return where(
    scope.company(dailyReports.companyId),
    isCustomerAdmin(actor)
      ? where(scope.customer(dailyReports.customerCompanyId), inArray(dailyReports.status, [...CUSTOMER_VISIBLE_DAILY_REPORT_STATUSES]))
      : undefined,
    isGuard(actor) ? eq(dailyReports.createdBy, actor.userId) : undefined,
  );
};

/** Staff who may review, close, seal and reopen (edit permission). */
const isReviewer = (actor: TActor) => isCompanyStaff(actor) && actorCan(actor, 'edit', 'novelties-incidents');
/** The guard who filed it, while still pending. */
const isOwnPending = (actor: TActor, row: { status: string; ownerId: string | null }) =>
  isGuard(actor) && row.ownerId === actor.userId && row.status === 'pending';

export const canOnIncident = (actor: TActor, row: { status: TIncidentStatus; reportingGuardId: string | null }): TIncidentCan => {
  const reviewer = isReviewer(actor);
  const own = isOwnPending(actor, { status: row.status, ownerId: row.reportingGuardId });
  const editable = isIncidentEditable(row.status);
  return {
    update: editable && (reviewer || own),
    // Which steps the workflow offers this actor from the row's status (rules/incidents.ts).
    review: INCIDENT_WORKFLOW.canDo(row.status, 'review', { reviewer }),
    close: INCIDENT_WORKFLOW.canDo(row.status, 'close', { reviewer }),
    seal: INCIDENT_WORKFLOW.canDo(row.status, 'seal', { reviewer }),
    reopen: INCIDENT_WORKFLOW.canDo(row.status, 'reopen', { reviewer }),
    attach: editable && (reviewer || own),
    // A sealed incident is corrected with notes: staff, or the guard on their own incident.
    addNote: reviewer || (isGuard(actor) && row.reportingGuardId === actor.userId),
  };
};

export const canOnNovelty = (actor: TActor, row: { guardId: string | null }) => {
  const update =
    (isCompanyStaff(actor) && actorCan(actor, 'edit', 'novelties-incidents')) || (isGuard(actor) && row.guardId === actor.userId);
  return { update, attach: update };
};

export const canOnDailyReport = (actor: TActor, row: { status: TDailyReportStatus; createdBy: string | null }) => {
  const reviewer = isReviewer(actor);
  const own = isOwnPending(actor, { status: row.status, ownerId: row.createdBy });
  const editable = isDailyReportEditable(row.status);
  return {
    update: editable && (reviewer || own),
    review: DAILY_REPORT_WORKFLOW.canDo(row.status, 'review', { reviewer }),
    close: DAILY_REPORT_WORKFLOW.canDo(row.status, 'close', { reviewer }),
    send: reviewer && row.status !== 'pending',
    attach: editable && (reviewer || own),
  };
};

/**
 * Staff's internal notes (the incident's internal notes field) are staff-only: not the guard who filed the incident,
 * never a customer company admin (the key is absent). A daily report's notes go to staff and the guard who wrote it.
 */
export const INCIDENT_FIELD_RULES: TFieldRules<TIncident> = { internalNotes: 'staff' };
export const DAILY_REPORT_FIELD_RULES: TFieldRules<TDailyReport> = { notes: 'staffOrSubject' };

/** An internal entry of a history (an internal note, a status change's notes): company staff and whoever wrote it. */
export const seesInternalEntry = (actor: TActor, authorId: string | null | undefined) =>
  mayReceive(actor, 'staffOrSubject', authorId ?? null);

/** Whether the actor may write internal notes (the incident's field): the readers of INCIDENT_FIELD_RULES. */
export const writesInternalNotes = (actor: TActor) => receivesField(INCIDENT_FIELD_RULES, actor, 'internalNotes');
export const isStaffActor = isCompanyStaff;
export { isCustomerAdmin, isGuard, isReviewer };

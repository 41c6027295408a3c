// Incidents and daily reports: the status transitions (spec section 4 "mark as reviewed", "mark as closed"; issue 17
// adds sealed and reopen), declared with rules/workflow.ts. The server enforces them (409 for a transition the workflow
// does not allow), the web shows only the actions it offers. Daily report bodies are sanitised by the server's one rich
// text sanitizer (apps/server/src/platform/rich-text/rich-html.ts).
import { DAILY_REPORT_STATUSES, INCIDENT_STATUSES, type TDailyReportStatus, type TIncidentStatus } from '../enums';
import { defineWorkflow } from './workflow';

export const INCIDENT_ACTIONS = ['review', 'close', 'seal', 'reopen'] as const;
export type TIncidentAction = (typeof INCIDENT_ACTIONS)[number];
export const DAILY_REPORT_ACTIONS = ['review', 'close'] as const;
export type TDailyReportAction = (typeof DAILY_REPORT_ACTIONS)[number];

/** Who acts: staff with the edit permission review, close, seal and reopen (the policies' reviewer). */
export type TIncidentActor = { reviewer: boolean };
const reviewerOnly = (who: TIncidentActor) => who.reviewer;

/** Sealed has no way out: nothing changes a sealed incident (corrections are appended notes). */
export const INCIDENT_WORKFLOW = defineWorkflow<TIncidentStatus, TIncidentAction, TIncidentActor>({
  name: 'incident',
  states: INCIDENT_STATUSES,
  actions: {
    review: { from: ['pending'], to: 'reviewed', may: reviewerOnly },
    close: { from: ['reviewed'], to: 'closed', may: reviewerOnly },
    seal: { from: ['closed'], to: 'sealed', may: reviewerOnly },
    // Reopen steps back once.
    reopen: { from: ['reviewed', 'closed'], to: { reviewed: 'pending', closed: 'reviewed' }, may: reviewerOnly },
  },
});

export const DAILY_REPORT_WORKFLOW = defineWorkflow<TDailyReportStatus, TDailyReportAction, TIncidentActor>({
  name: 'dailyReport',
  states: DAILY_REPORT_STATUSES,
  actions: {
    review: { from: ['pending'], to: 'reviewed', may: reviewerOnly },
    close: { from: ['reviewed'], to: 'closed', may: reviewerOnly },
  },
});

/** The status an action leads to, or null when the workflow does not allow it. */
export const nextIncidentStatus = (from: TIncidentStatus, action: TIncidentAction): TIncidentStatus | null =>
  INCIDENT_WORKFLOW.next(from, action);
export const nextDailyReportStatus = (from: TDailyReportStatus, action: TDailyReportAction): TDailyReportStatus | null =>
  DAILY_REPORT_WORKFLOW.next(from, action);

/** Fields of an incident change only while pending or reviewed; closed must be reopened first; sealed never. */
export const isIncidentEditable = (status: TIncidentStatus) => status === 'pending' || status === 'reviewed';
export const isDailyReportEditable = (status: TDailyReportStatus) => status !== 'closed';

/** Statuses a customer company admin sees (never a pending incident). */
export const CUSTOMER_VISIBLE_INCIDENT_STATUSES: readonly TIncidentStatus[] = ['reviewed', 'closed', 'sealed'];
export const CUSTOMER_VISIBLE_DAILY_REPORT_STATUSES: readonly TDailyReportStatus[] = ['reviewed', 'closed'];

// Incidents and daily reports: the status transitions (spec section 4 "mark as reviewed", "mark as closed"; issue 17
// adds sealed and reopen). The server enforces them (409 for a transition the table does not list), the web shows only
// the actions the table offers. Daily report bodies are sanitised by the server's one rich text sanitizer
// (apps/server/src/platform/rich-text/rich-html.ts).
import type { TDailyReportStatus, TIncidentStatus } from '../enums';

export const INCIDENT_ACTIONS = ['review', 'close', 'seal', 'reopen'] as const;
export type TIncidentAction = (typeof INCIDENT_ACTIONS)[number];
export const DAILY_REPORT_ACTIONS = ['review', 'close'] as const;
export type TDailyReportAction = (typeof DAILY_REPORT_ACTIONS)[number];

/** from → action → to. Sealed has no way out: nothing changes a sealed incident (corrections are appended notes). */
export const INCIDENT_TRANSITIONS: Record<TIncidentStatus, Partial<Record<TIncidentAction, TIncidentStatus>>> = {
  pending: { review: 'reviewed' },
  reviewed: { close: 'closed', reopen: 'pending' },
  closed: { seal: 'sealed', reopen: 'reviewed' },
  sealed: {},
};

export const DAILY_REPORT_TRANSITIONS: Record<TDailyReportStatus, Partial<Record<TDailyReportAction, TDailyReportStatus>>> = {
  pending: { review: 'reviewed' },
  reviewed: { close: 'closed' },
  closed: {},
};

/** The status an action leads to, or null when the table does not allow it. */
export const nextIncidentStatus = (from: TIncidentStatus, action: TIncidentAction): TIncidentStatus | null =>
  INCIDENT_TRANSITIONS[from]?.[action] ?? null;
export const nextDailyReportStatus = (from: TDailyReportStatus, action: TDailyReportAction): TDailyReportStatus | null =>
  DAILY_REPORT_TRANSITIONS[from]?.[action] ?? null;

/** Fields of an incident change only while pending or reviewed; closed must be reopened first; sealed never. */
export const isIncidentEditable = (status: TIncidentStatus) => status === 'pending' || status === 'reviewed';
export const isDailyReportEditable = (status: TDailyReportStatus) => status !== 'closed';

/** Statuses a customer company admin sees (never a pending incident). */
export const CUSTOMER_VISIBLE_INCIDENT_STATUSES: readonly TIncidentStatus[] = ['reviewed', 'closed', 'sealed'];
export const CUSTOMER_VISIBLE_DAILY_REPORT_STATUSES: readonly TDailyReportStatus[] = ['reviewed', 'closed'];

// Data of the dashboard (spec "Dashboard page"): stat counts, the last system-log entries, the guard status list.
import * as dashboardApi from '@centinela/shared/endpoints/dashboard';
import * as systemLogsApi from '@centinela/shared/endpoints/system-logs';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-client';

/** Entries fetched for Recent Activity (spec section 9: 20 fetched, 10 shown). */
export const RECENT_ACTIVITY_FETCH = 20;
export const RECENT_ACTIVITY_SHOWN = 10;
export const GUARDS_SHOWN = 10;

export const useDashboardStats = () => useQuery(apiQuery(dashboardApi.stats));

export const useGuardStatus = () => useQuery(apiQuery(dashboardApi.guardStatus));

export const useRecentActivity = () => useQuery(apiQuery(systemLogsApi.recent, { query: { limit: RECENT_ACTIVITY_FETCH } }));

// Data of the dashboard (spec "Dashboard page"): stat counts, the last system-log entries, the guard status list.
import type { TSystemLog } from '@centinela/shared';
import * as dashboardApi from '@centinela/shared/endpoints/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { apiQuery } from '@/lib/api-client';

/** Entries fetched for Recent Activity (spec section 9: 20 fetched, 10 shown). */
export const RECENT_ACTIVITY_FETCH = 20;
export const RECENT_ACTIVITY_SHOWN = 10;
export const GUARDS_SHOWN = 10;

export const useDashboardStats = () => useQuery(apiQuery(dashboardApi.stats));

export const useGuardStatus = () => useQuery(apiQuery(dashboardApi.guardStatus));

// System logs belong to another area (endpoints/system-logs.ts once declared): this call moves with it.
export const useRecentActivity = () =>
  useQuery({
    queryKey: ['/api/system-logs', { limit: RECENT_ACTIVITY_FETCH }],
    queryFn: ({ signal }) => apiGet<TSystemLog[]>(`/api/system-logs?limit=${RECENT_ACTIVITY_FETCH}`, { signal }),
  });

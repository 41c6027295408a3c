// Data of the dashboard (spec "Dashboard page"): stat counts, the last system-log entries, the guard status list.
import type { TDashboardStats, TGuardStatus, TSystemLog } from '@centinela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';

/** Entries fetched for Recent Activity (spec section 9: 20 fetched, 10 shown). */
export const RECENT_ACTIVITY_FETCH = 20;
export const RECENT_ACTIVITY_SHOWN = 10;
export const GUARDS_SHOWN = 10;

export const useDashboardStats = () => useQuery<TDashboardStats>({ queryKey: ['/api/dashboard/stats'] });

export const useGuardStatus = () => useQuery<TGuardStatus[]>({ queryKey: ['/api/dashboard/guard-status'] });

export const useRecentActivity = () =>
  useQuery({
    queryKey: ['/api/system-logs', { limit: RECENT_ACTIVITY_FETCH }],
    queryFn: ({ signal }) => apiGet<TSystemLog[]>(`/api/system-logs?limit=${RECENT_ACTIVITY_FETCH}`, { signal }),
  });

// /reports: every report of the product (spec section 2), grouped by subject, each with a line on what it shows. Built
// ones open; those not built yet stay listed, marked "not available yet"; those the user may not open say so.
import { can, hasFullAccess, mayReadSystemLogReport } from '@centinela/shared';
import { FileBarChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findAppRoute, isBuiltRoute } from '@/app/routes';
import { HubCard, HubSection } from '@/components/ui/HubCard';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSession } from '@/features/auth/hooks/useSession';

/** The report pages by group; each path is a route of APP_ROUTES (its title and permission come from there). */
export const REPORT_GROUPS = [
  { key: 'staffing', paths: ['/open-report', '/open-rosters-report', '/opportunities-report', '/absence-report'] },
  { key: 'postsRosters', paths: ['/posts-report', '/post-status-report', '/rosters-data-report'] },
  { key: 'operations', paths: ['/attendance-report', '/guard-actions-report', '/rounds-report', '/novelties-report', '/incidents-report'] },
  { key: 'audit', paths: ['/system-logs-report'] },
] as const;

/** '/open-rosters-report' → 'openRostersReport' (the key of its title and description). */
const keyOf = (path: string) => path.slice(1).replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export const ReportsHubPage = () => {
  const { t } = useTranslation('reports');
  const { user, subject } = useSession();
  const isPlatformAdmin = subject !== null && hasFullAccess(subject);

  const mayOpen = (path: string) => {
    const route = findAppRoute(path);
    if (!route || !can(subject, 'view', route.resource)) return false;
    if (path === '/system-logs-report') return user !== null && mayReadSystemLogReport({ role: user.role, isPlatformAdmin });
    return true;
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader description={t('hub.description')} />
      <div className="grid gap-8">
        {REPORT_GROUPS.map((group) => (
          <HubSection key={group.key} id={`reports-group-${group.key}`} title={t(`hub.groups.${group.key}`)}>
            {group.paths.map((path) => {
              const key = keyOf(path);
              const isBuilt = isBuiltRoute(path);
              return (
                <HubCard
                  key={path}
                  id={`report-${key}`}
                  to={path}
                  title={t(`shell:routes.${key}`)}
                  description={t(`hub.reports.${key}`)}
                  icon={FileBarChart}
                  closedReason={!isBuilt ? t('hub.notAvailable') : mayOpen(path) ? null : t('hub.noAccess')}
                  testId={`report-card-${key}`}
                />
              );
            })}
          </HubSection>
        ))}
      </div>
    </div>
  );
};

// /reports: every report of the product (spec section 2), grouped by subject, each with a line on what it shows. Built
// ones open; those not built yet stay listed, marked "not available yet"; those the user may not open say so.
import { can, hasFullAccess, mayReadSystemLogReport } from '@centinela/shared';
import { FileBarChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { REPORTS_HUB_GROUPS } from '@/app/area';
import { APP_ROUTES, findAppRoute, isBuiltRoute } from '@/app/routes';
import { HubCard, HubSection } from '@/components/ui/HubCard';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSession } from '@/features/auth/hooks/useSession';

/** The report pages by group: the routes whose area's manifest gives them a reports-hub card, in their order. */
export const REPORT_GROUPS = REPORTS_HUB_GROUPS.map((key) => ({
  key,
  reports: APP_ROUTES.flatMap((route) => (route.reportsHub?.group === key ? [{ route, card: route.reportsHub }] : []))
    .sort((a, b) => a.card.order - b.card.order)
    .map(({ route, card }) => ({ path: route.path, titleKey: route.titleKey, descriptionKey: card.descriptionKey })),
}));

/** '/open-rosters-report' → 'openRostersReport' (the card's id and test id). */
const keyOf = (path: string) => path.slice(1).replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export const ReportsHubPage = () => {
  const { t } = useTranslation(['reports', 'shell']);
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
            {group.reports.map(({ path, titleKey, descriptionKey }) => {
              const key = keyOf(path);
              const isBuilt = isBuiltRoute(path);
              return (
                <HubCard
                  key={path}
                  id={`report-${key}`}
                  to={path}
                  title={t(titleKey)}
                  description={t(descriptionKey)}
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

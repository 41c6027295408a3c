// /reports: every report of the product (spec section 2), grouped by subject, each with a line on what it shows. Built
// ones open; those not built yet stay listed, marked "not available yet"; those the user may not open say so.
import { can, hasFullAccess, mayReadSystemLogReport } from '@centinela/shared';
import { ChevronRight, FileBarChart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findAppRoute, isBuiltRoute } from '@/app/routes';
import { Badge } from '@/components/ui/Badge';
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
          <section key={group.key} aria-labelledby={`reports-group-${group.key}`}>
            <h2 id={`reports-group-${group.key}`} className="mb-3 text-base font-semibold text-slate-900">
              {t(`hub.groups.${group.key}`)}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.paths.map((path) => {
                const key = keyOf(path);
                const title = t(`shell:routes.${key}`);
                const description = t(`hub.reports.${key}`);
                const isBuilt = isBuiltRoute(path);
                const isOpen = isBuilt && mayOpen(path);
                const inner = (
                  <>
                    <span className="flex items-start gap-3">
                      <span
                        className={
                          isOpen
                            ? 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700'
                            : 'flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400'
                        }
                      >
                        <FileBarChart className="size-5" aria-hidden="true" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span id={`report-${key}-title`} className="block font-medium wrap-anywhere text-slate-900">
                          {title}
                        </span>
                        <span id={`report-${key}-description`} className="mt-1 block text-sm text-slate-600">
                          {description}
                        </span>
                      </span>
                      {isOpen && <ChevronRight className="mt-2 size-4 shrink-0 text-slate-400" aria-hidden="true" />}
                    </span>
                    {!isOpen && (
                      <Badge variant="neutral" className="mt-3 self-start">
                        {isBuilt ? t('hub.noAccess') : t('hub.notAvailable')}
                      </Badge>
                    )}
                  </>
                );
                return (
                  <li key={path} className="flex">
                    {isOpen ? (
                      <Link
                        to={path}
                        aria-labelledby={`report-${key}-title`}
                        aria-describedby={`report-${key}-description`}
                        className="flex w-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                      >
                        {inner}
                      </Link>
                    ) : (
                      <div
                        aria-disabled="true"
                        data-testid={`report-card-${key}`}
                        className="flex w-full flex-col rounded-xl border border-dashed border-slate-200 bg-slate-50 p-4"
                      >
                        {inner}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
};

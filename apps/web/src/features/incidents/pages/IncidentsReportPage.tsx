// /incidents-report: filters (range, customer, post, guard, category, severity, status), totals by category,
// severity and status, the latest rows, CSV and PDF downloads and each incident's printable sheet.
import { addDays, INCIDENT_STATUSES, todayIn } from '@centinela/shared';
import { SEVERITY_LEVELS } from '@centinela/shared/contracts/incidents';
import * as incidentsApi from '@centinela/shared/endpoints/incidents';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { urlOf } from '@/lib/api-client';
import { memberOf } from '@/lib/closed-list';
import { formatDateTime } from '@/lib/format';
import { useUrlState } from '@/lib/url-state';
import { CategoryFilter, ReportFilters, SeverityFilter, StatusFilter, TotalsCard } from '../components/ReportFilters';
import { SeverityBadge, StatusBadge } from '../components/shared';
import { useIncidentsReport } from '../hooks/useIncidents';

export const IncidentsReportPage = () => {
  const { t, i18n } = useTranslation('incidents');
  const { timeZone } = useCompanyLocale();
  const today = todayIn(timeZone);
  // A totals row's key: a severity level or a status (an unknown one reads as itself, none as "none").
  const severityLabel = (key: string | null) => {
    const level = memberOf(SEVERITY_LEVELS, key);
    return level ? t(`levels.${level}`) : key || t('filters.none');
  };
  const statusLabel = (key: string | null) => {
    const status = memberOf(INCIDENT_STATUSES, key);
    return status ? t(`statuses.${status}`) : key || t('filters.none');
  };
  const [view, setView] = useUrlState({
    from: addDays(today, -29),
    to: today,
    customerCompanyId: '',
    postId: '',
    guardId: '',
    categoryId: '',
    severityLevel: '',
    status: '',
  });
  const query = {
    from: view.from,
    to: view.to,
    customerCompanyId: view.customerCompanyId || undefined,
    postId: view.postId || undefined,
    guardId: view.guardId || undefined,
    categoryId: view.categoryId || undefined,
    severityLevel: (view.severityLevel || undefined) as never,
    status: (view.status || undefined) as never,
  };
  const report = useIncidentsReport(query);
  const lang = i18n.language.startsWith('en') ? 'en' : 'es';
  const data = report.data;
  return (
    <div className="grid gap-4">
      <ReportFilters view={view} setView={setView} />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <CategoryFilter value={view.categoryId} onChange={(categoryId) => setView({ categoryId })} />
        <SeverityFilter value={view.severityLevel} onChange={(severityLevel) => setView({ severityLevel })} />
        <StatusFilter value={view.status} onChange={(status) => setView({ status })} />
        <Button variant="outline" asChild>
          <a href={urlOf(incidentsApi.reportCsv, { query: { ...query, lang } })} download>
            <Download aria-hidden="true" />
            {t('actions.csv')}
          </a>
        </Button>
        <Button variant="outline" asChild>
          <a href={urlOf(incidentsApi.reportPdf, { query: { ...query, lang } })} target="_blank" rel="noreferrer">
            <FileText aria-hidden="true" />
            {t('actions.pdfReport')}
          </a>
        </Button>
      </div>
      {report.isError ? (
        <ErrorState title={t('toasts.failed')} error={report.error} onRetry={() => report.refetch()} />
      ) : !data ? (
        <LoadingState label={t('tabs.incidents')} />
      ) : (
        <>
          <p className="text-sm font-medium text-slate-900" data-testid="report-total">
            {t('reports.total', { count: data.total })}
          </p>
          <div className="grid gap-3 sm:grid-cols-3">
            <TotalsCard
              title={t('reports.byCategory')}
              rows={data.byCategory.map((r) => ({ ...r, label: r.label ?? t('filters.none') }))}
            />
            <TotalsCard
              title={t('reports.bySeverity')}
              rows={data.bySeverity.map((r) => ({ ...r, label: r.label ?? severityLabel(r.key) }))}
            />
            <TotalsCard title={t('reports.byStatus')} rows={data.byStatus.map((r) => ({ ...r, label: statusLabel(r.key) }))} />
          </div>
          {data.items.length === 0 ? (
            <EmptyState title={t('empty.incidents')} />
          ) : (
            <>
              {data.total > data.items.length && (
                <p className="text-xs text-slate-600">{t('reports.shown', { count: data.items.length })}</p>
              )}
              <ul className="grid gap-2">
                {data.items.map((i) => (
                  <li
                    key={i.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3"
                  >
                    <div className="min-w-0">
                      <div className="font-medium text-slate-900">{i.title}</div>
                      <div className="text-xs text-slate-600">
                        {formatDateTime(i.occurredAt, i18n.language, timeZone)} ·{' '}
                        {[i.postName, i.reportingGuardName, i.categoryName].filter(Boolean).join(' · ')}
                      </div>
                    </div>
                    <div className="flex items-center gap-1">
                      <SeverityBadge name={i.severityName} level={i.severityLevel} />
                      <StatusBadge status={i.status} />
                      <Button variant="ghost" size="icon" asChild>
                        <a
                          href={`/api/incidents/${i.id}/pdf?lang=${lang}`}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={`${t('actions.pdf')}: ${i.title}`}
                        >
                          <FileText aria-hidden="true" />
                        </a>
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
};

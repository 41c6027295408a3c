// /novelties-report: novelties of a range, filtered by customer, post and guard, totals by post, CSV and PDF.
import { addDays, todayIn } from '@centinela/shared';
import * as incidentsApi from '@centinela/shared/endpoints/incidents';
import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { urlOf } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useUrlState } from '@/lib/url-state';
import { ReportFilters, TotalsCard } from '../components/ReportFilters';
import { useNoveltiesReport } from '../hooks/useIncidents';

export const NoveltiesReportPage = () => {
  const { t, i18n } = useTranslation('incidents');
  const { timeZone } = useCompanyLocale();
  const today = todayIn(timeZone);
  const [view, setView] = useUrlState({ from: addDays(today, -6), to: today, customerCompanyId: '', postId: '', guardId: '' });
  const query = {
    from: view.from,
    to: view.to,
    customerCompanyId: view.customerCompanyId || undefined,
    postId: view.postId || undefined,
    guardId: view.guardId || undefined,
  };
  const report = useNoveltiesReport(query);
  const lang = i18n.language.startsWith('en') ? 'en' : 'es';
  const data = report.data;
  return (
    <div className="grid gap-4">
      <ReportFilters view={view} setView={setView} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" asChild>
          <a href={urlOf(incidentsApi.noveltiesReportCsv, { query: { ...query, lang } })} download>
            <Download aria-hidden="true" />
            {t('actions.csv')}
          </a>
        </Button>
        <Button variant="outline" asChild>
          <a href={urlOf(incidentsApi.noveltiesReportPdf, { query: { ...query, lang } })} target="_blank" rel="noreferrer">
            <FileText aria-hidden="true" />
            {t('actions.pdfReport')}
          </a>
        </Button>
      </div>
      {report.isError ? (
        <ErrorState title={t('toasts.failed')} error={report.error} onRetry={() => report.refetch()} />
      ) : !data ? (
        <LoadingState label={t('tabs.novelties')} />
      ) : (
        <>
          <p className="text-sm font-medium text-slate-900">{t('reports.total', { count: data.total })}</p>
          <TotalsCard title={t('reports.byPost')} rows={data.byPost.map((r) => ({ ...r, label: r.label ?? t('filters.none') }))} />
          {data.items.length === 0 ? (
            <EmptyState title={t('empty.novelties')} />
          ) : (
            <ul className="grid gap-2">
              {data.items.map((n) => (
                <li key={n.id} className="rounded-lg border border-slate-200 bg-white p-3">
                  <div className="text-xs text-slate-600">
                    {formatDateTime(n.occurredAt, i18n.language, timeZone)} · {[n.postName, n.guardName].filter(Boolean).join(' · ')}
                  </div>
                  <p className="whitespace-pre-wrap text-sm text-slate-900">{n.text}</p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
};

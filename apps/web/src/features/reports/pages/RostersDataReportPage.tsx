// /rosters-data-report: every shift of a date range by post and guard, with hours.
import type { TRostersDataReport, TRostersDataRow } from '@centinela/shared/contracts/reports';
import * as reportsApi from '@centinela/shared/endpoints/reports';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDay, formatNumber, formatTime } from '@/lib/format';
import { ReportPage, type TReportConfig } from '../components/ReportPage';

export const RostersDataReportPage = () => {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const config: TReportConfig<TRostersDataRow, TRostersDataReport> = {
    endpoints: { page: reportsApi.rostersData, csv: reportsApi.rostersDataCsv },
    description: t('rostersData.description'),
    hasRange: true,
    hasGuard: true,
    rowKey: (r, i) => `${r.rosterId}-${r.date}-${r.shiftNumber}-${r.guardId ?? 'open'}-${i}`,
    summary: (a) => (
      <p className="text-sm text-slate-700">
        {t('rostersData.summary', {
          rows: t('counts.rows', { count: a.total }),
          hours: t('counts.hours', { count: a.totalHours, hours: formatNumber(a.totalHours, language) }),
        })}
      </p>
    ),
    columns: [
      { key: 'date', header: t('columns.date'), cell: (r) => formatDay(r.date, language), className: 'whitespace-nowrap' },
      { key: 'customer', header: t('columns.customer'), cell: (r) => r.customerCompanyName },
      { key: 'post', header: t('columns.post'), cell: (r) => r.postName },
      { key: 'roster', header: t('columns.roster'), cell: (r) => r.rosterName ?? '—' },
      {
        key: 'shift',
        header: t('columns.shift'),
        cell: (r) => `#${r.shiftNumber} · ${formatTime(r.startTime)} – ${formatTime(r.endTime)}`,
        className: 'whitespace-nowrap',
      },
      {
        key: 'guard',
        header: t('columns.guard'),
        cell: (r) => r.guardName ?? <em className="text-slate-500">{t('rostersData.unassigned')}</em>,
      },
      { key: 'hours', header: t('columns.hours'), cell: (r) => formatNumber(r.hours, language), className: 'text-right tabular-nums' },
    ],
  };
  return <ReportPage config={config} />;
};

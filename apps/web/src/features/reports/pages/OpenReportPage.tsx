// /open-report: shift occurrences of a date range still needing coverage because a guard is absent or was opened off.
import type { TOpenShiftRow, TOpenShiftsReport } from '@centinela/shared/contracts/reports';
import * as reportsApi from '@centinela/shared/endpoints/reports';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDay, formatTime } from '@/lib/format';
import { ReportPage, type TReportConfig } from '../components/ReportPage';

export const OpenReportPage = () => {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const config: TReportConfig<TOpenShiftRow, TOpenShiftsReport> = {
    endpoints: { page: reportsApi.openShifts, csv: reportsApi.openShiftsCsv },
    description: t('openShifts.description'),
    hasRange: true,
    rowKey: (r) => r.occurrenceId,
    summary: (a) => (
      <p className="text-sm text-slate-700">
        {t('openShifts.summary', {
          shifts: t('counts.shifts', { count: a.total }),
          places: t('counts.openPlaces', { count: a.totalOpenPlaces }),
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
      { key: 'filled', header: t('columns.filled'), cell: (r) => `${r.countedGuards}/${r.requiredGuards}` },
      { key: 'absent', header: t('openShifts.absent'), cell: (r) => r.absentGuards },
      { key: 'opened', header: t('openShifts.opened'), cell: (r) => r.openedGuards },
      { key: 'open', header: t('columns.openPlaces'), cell: (r) => <Badge variant="danger">{r.openPlaces}</Badge> },
    ],
  };
  return <ReportPage config={config} />;
};

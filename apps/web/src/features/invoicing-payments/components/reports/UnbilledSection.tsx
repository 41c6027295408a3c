// Worked hours of the range on no invoice, by customer and post (the target is none: an "all billed" state then).
import type { TUnbilledReport } from '@centinela/shared/contracts/financial-reports';
import { CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { reportCsvUrl, type TReportRange, useUnbilledReport } from '../../hooks/useFinancialReports';
import { ReportSection } from './ReportSection';
import { ReportTable, type TReportColumn } from '../ReportTable';
import { useReportWords } from './reportWords';

type TRow = TUnbilledReport['rows'][number];

const UnbilledTable = ({ report }: { report: TUnbilledReport }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useReportWords(report.currency);
  if (report.totalMinutes === 0)
    return <EmptyState icon={CircleCheck} title={t('reports.unbilled.allBilled')} description={t('reports.unbilled.allBilledHint')} />;
  const columns: TReportColumn<TRow>[] = [
    { id: 'post', header: t('reports.unbilled.post'), value: (r) => r.postName },
    { id: 'customer', header: t('reports.unbilled.customer'), value: (r) => r.customerName },
    { id: 'shifts', header: t('reports.unbilled.shifts'), value: (r) => r.shifts, isNumeric: true },
    { id: 'hours', header: t('reports.unbilled.hours'), value: (r) => words.hours(r.minutes), isNumeric: true },
    { id: 'unverified', header: t('reports.unbilled.unverified'), value: (r) => words.hours(r.unverifiedMinutes), isNumeric: true },
    {
      id: 'dates',
      header: t('reports.unbilled.dates'),
      value: (r) => (r.firstDate ? t('reports.range', { from: words.day(r.firstDate), to: words.day(r.lastDate) }) : ''),
    },
  ];
  const totals: TRow = {
    customerCompanyId: '',
    customerName: '',
    postId: '',
    postName: t('reports.totals'),
    shifts: report.totalShifts,
    minutes: report.totalMinutes,
    unverifiedMinutes: report.rows.reduce((s, r) => s + r.unverifiedMinutes, 0),
    firstDate: '',
    lastDate: '',
  };
  return (
    <>
      <p className="px-5 pb-3 text-sm font-medium text-red-700" data-testid="unbilled-summary">
        {t('reports.unbilled.summary', { hours: words.hours(report.totalMinutes), count: report.totalShifts })}
      </p>
      <ReportTable
        label={t('reports.unbilled.title')}
        columns={columns}
        rows={report.rows}
        rowKey={(r) => `${r.customerCompanyId}|${r.postId}`}
        totals={totals}
        testId="unbilled-table"
      />
    </>
  );
};

export const UnbilledSection = ({ range, enabled }: { range: TReportRange; enabled: boolean }) => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const query = useUnbilledReport(range, enabled);
  return (
    <ReportSection
      id="unbilled"
      icon={Clock}
      title={t('reports.unbilled.title')}
      description={t('reports.unbilled.description')}
      csvUrl={reportCsvUrl('unbilled', range, i18n.language === 'en' ? 'en' : 'es')}
      query={query}
    >
      {(report) => <UnbilledTable report={report} />}
    </ReportSection>
  );
};

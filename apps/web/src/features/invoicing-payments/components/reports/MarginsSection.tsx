// Margin per post: billed against paid hours of the range's shifts, pay, the employer burden in use and the margin;
// a post at or below zero is tinted and labelled.
import type { TMarginReport } from '@centinela/shared/contracts/financial-reports';
import { TrendingDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { EmptyState } from '@/components/ui/EmptyState';
import { reportCsvUrl, type TReportRange, useMarginReport } from '../../hooks/useFinancialReports';
import { ReportSection } from './ReportSection';
import { ReportTable, type TReportColumn } from '../ReportTable';
import { useReportWords } from './reportWords';

type TRow = TMarginReport['rows'][number];

const MarginsTable = ({ report }: { report: TMarginReport }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useReportWords(report.currency);
  const burden = (
    <p className="px-5 pb-3 text-sm text-slate-700" data-testid="margins-burden">
      {t('reports.margins.burden', { percent: words.number(report.employerBurdenBp / 100) })}{' '}
      <span className="text-slate-500">{t('reports.margins.burdenHint')}</span>
    </p>
  );
  if (report.rows.length === 0)
    return (
      <>
        {burden}
        <EmptyState icon={TrendingDown} title={t('reports.margins.empty')} description={t('reports.margins.emptyHint')} />
      </>
    );
  const columns: TReportColumn<TRow>[] = [
    {
      id: 'post',
      header: t('reports.margins.post'),
      value: (r) => (
        <span className="inline-flex flex-wrap items-center gap-1.5">
          <span>{r.postName}</span>
          {r.postId !== '' && r.isLoss && <Badge variant="danger">{t('reports.margins.loss')}</Badge>}
          {r.payUnknown && <Badge variant="warning">{t('reports.margins.payUnknown')}</Badge>}
        </span>
      ),
    },
    { id: 'customer', header: t('reports.margins.customer'), value: (r) => r.customerName },
    { id: 'billedHours', header: t('reports.margins.billedHours'), value: (r) => words.hours(r.billedMinutes), isNumeric: true },
    { id: 'paidHours', header: t('reports.margins.paidHours'), value: (r) => words.hours(r.paidMinutes), isNumeric: true },
    { id: 'billed', header: t('reports.margins.billed'), value: (r) => words.money(r.billedCents), isNumeric: true },
    { id: 'pay', header: t('reports.margins.pay'), value: (r) => words.money(r.payCents), isNumeric: true },
    { id: 'burden', header: t('reports.margins.burdenAmount'), value: (r) => words.money(r.burdenCents), isNumeric: true },
    { id: 'margin', header: t('reports.margins.margin'), value: (r) => words.money(r.marginCents), isNumeric: true },
    { id: 'marginPercent', header: t('reports.margins.marginPercent'), value: (r) => words.percent(r.marginBp), isNumeric: true },
  ];
  const totals: TRow = {
    ...report.totals,
    postId: '',
    postName: t('reports.totals'),
    customerCompanyId: '',
    customerName: '',
    payUnknown: false,
  };
  return (
    <>
      {burden}
      <ReportTable
        label={t('reports.margins.title')}
        columns={columns}
        rows={report.rows}
        rowKey={(r) => r.postId}
        totals={totals}
        isFlagged={(r) => r.postId !== '' && r.isLoss}
        testId="margins-table"
      />
    </>
  );
};

export const MarginsSection = ({ range, enabled }: { range: TReportRange; enabled: boolean }) => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const query = useMarginReport(range, enabled);
  return (
    <ReportSection
      id="margins"
      icon={TrendingDown}
      title={t('reports.margins.title')}
      description={t('reports.margins.description')}
      csvUrl={reportCsvUrl('margins', range, i18n.language === 'en' ? 'en' : 'es')}
      query={query}
    >
      {(report) => <MarginsTable report={report} />}
    </ReportSection>
  );
};

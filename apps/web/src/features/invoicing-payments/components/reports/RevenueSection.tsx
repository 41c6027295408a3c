// Revenue of the range (issued invoices less credit notes, by issue date), grouped by customer, post or month.
import { REVENUE_GROUPS, type TRevenueGroup, type TRevenueReport } from '@centinela/shared/contracts/financial-reports';
import { Receipt } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { reportCsvUrl, type TReportRange, useRevenueReport } from '../../hooks/useFinancialReports';
import { ReportSection } from './ReportSection';
import { ReportTable, type TReportColumn } from '../ReportTable';
import { useReportWords } from './reportWords';

type TRow = TRevenueReport['rows'][number];

const RevenueTable = ({ report }: { report: TRevenueReport }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useReportWords(report.currency);
  if (report.rows.length === 0)
    return <EmptyState icon={Receipt} title={t('reports.revenue.empty')} description={t('reports.revenue.emptyHint')} />;
  const name = (r: TRow) => (report.groupBy === 'post' && r.key === 'none' ? t('reports.revenue.noPost') : (r.label ?? '—'));
  const columns: TReportColumn<TRow>[] = [
    { id: 'name', header: t(`reports.revenue.${report.groupBy}`), value: name },
    ...(report.groupBy === 'post'
      ? [{ id: 'customer', header: t('reports.revenue.customer'), value: (r: TRow) => r.customerName ?? '' }]
      : []),
    { id: 'invoiced', header: t('reports.revenue.invoiced'), value: (r) => words.money(r.invoicedCents), isNumeric: true },
    { id: 'credited', header: t('reports.revenue.credited'), value: (r) => words.money(r.creditedCents), isNumeric: true },
    { id: 'net', header: t('reports.revenue.net'), value: (r) => words.money(r.netCents), isNumeric: true },
    { id: 'total', header: t('reports.revenue.total'), value: (r) => words.money(r.totalCents), isNumeric: true },
  ];
  const totals: TRow = { ...report.totals, key: 'totals', label: t('reports.totals'), customerName: null, documents: 0 };
  return (
    <ReportTable
      label={t('reports.revenue.title')}
      columns={columns}
      rows={report.rows}
      rowKey={(r) => r.key}
      totals={totals}
      testId="revenue-table"
    />
  );
};

export const RevenueSection = ({ range, enabled }: { range: TReportRange; enabled: boolean }) => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const [groupBy, setGroupBy] = useState<TRevenueGroup>('customer');
  const query = useRevenueReport(range, groupBy, enabled);
  const selectId = useId();
  return (
    <ReportSection
      id="revenue"
      icon={Receipt}
      title={t('reports.revenue.title')}
      description={t('reports.revenue.description')}
      csvUrl={reportCsvUrl('revenue', range, i18n.language === 'en' ? 'en' : 'es', groupBy)}
      query={query}
      controls={
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>{t('reports.revenue.groupBy')}</Label>
          <Select
            id={selectId}
            value={groupBy}
            onChange={(e) => setGroupBy(e.target.value as TRevenueGroup)}
            options={REVENUE_GROUPS.map((g) => ({ value: g, label: t(`reports.revenue.groups.${g}`) }))}
          />
        </div>
      }
    >
      {(report) => <RevenueTable report={report} />}
    </ReportSection>
  );
};

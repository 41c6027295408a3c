// Days sales outstanding: receivables at the end of the range ÷ the range's revenue × its days, overall (with the
// figures it is made of) and by customer.
import type { TDsoReport } from '@centinela/shared/contracts/financial-reports';
import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { reportCsvUrl, type TReportRange, useDsoReport } from '../../hooks/useFinancialReports';
import { ReportSection } from './ReportSection';
import { ReportTable, type TReportColumn } from '../ReportTable';
import { useReportWords } from './reportWords';

type TRow = TDsoReport['rows'][number];

const DsoFigures = ({ report }: { report: TDsoReport }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useReportWords(report.currency);
  const dsoText = (dso: number | null) => (dso === null ? '—' : t('reports.dso.figure', { value: words.number(dso) }));
  const columns: TReportColumn<TRow>[] = [
    { id: 'customer', header: t('reports.dso.customer'), value: (r) => r.customerName },
    { id: 'receivables', header: t('reports.dso.receivables'), value: (r) => words.money(r.receivablesCents), isNumeric: true },
    { id: 'revenue', header: t('reports.dso.revenue'), value: (r) => words.money(r.revenueCents), isNumeric: true },
    { id: 'dso', header: t('reports.dso.days'), value: (r) => dsoText(r.dso), isNumeric: true },
  ];
  return (
    <>
      <div className="px-5 pb-4" data-testid="dso-figure">
        <p className="text-3xl font-semibold text-slate-900 tabular-nums">
          {report.totals.dso === null ? t('reports.dso.noRevenue') : dsoText(report.totals.dso)}
        </p>
        <p className="mt-1 text-sm text-slate-600 tabular-nums">
          {t('reports.dso.formula', {
            receivables: words.money(report.totals.receivablesCents),
            revenue: words.money(report.totals.revenueCents),
            days: report.days,
          })}
        </p>
      </div>
      {report.rows.length === 0 ? (
        <EmptyState icon={Hourglass} title={t('reports.dso.empty')} />
      ) : (
        <ReportTable
          label={t('reports.dso.title')}
          columns={columns}
          rows={report.rows}
          rowKey={(r) => r.customerCompanyId}
          testId="dso-table"
        />
      )}
    </>
  );
};

export const DsoSection = ({ range, enabled }: { range: TReportRange; enabled: boolean }) => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const query = useDsoReport(range, enabled);
  return (
    <ReportSection
      id="dso"
      icon={Hourglass}
      title={t('reports.dso.title')}
      description={t('reports.dso.description')}
      csvUrl={reportCsvUrl('dso', range, i18n.language === 'en' ? 'en' : 'es')}
      query={query}
    >
      {(report) => <DsoFigures report={report} />}
    </ReportSection>
  );
};

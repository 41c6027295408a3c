// The financial reporting tab (issue 30): a date range (this month by default, in ?from&to) and four sections — revenue,
// margin per post (for payroll's viewers: it shows pay), worked hours not billed, DSO — each with its CSV download.
import { can, todayIn } from '@centinela/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { useUrlState } from '@/lib/url-state';
import { monthRangeOf, rangeProblemOf } from '../../hooks/useFinancialReports';
import { DayFilter } from '../DayFilter';
import { DsoSection } from './DsoSection';
import { MarginsSection } from './MarginsSection';
import { RevenueSection } from './RevenueSection';
import { UnbilledSection } from './UnbilledSection';

export const FinancialReportsTab = () => {
  const { t } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  // The margin shows pay: payroll's viewers only (the server answers 403 to the others).
  const seesPay = can(useSession().subject, 'view', 'payroll');
  const month = monthRangeOf(todayIn(timeZone));
  const [view, setView] = useUrlState({ from: '', to: '' });
  const range = { from: view.from || month.from, to: view.to || month.to };
  const problem = rangeProblemOf(range);
  const enabled = problem === null;
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="max-w-3xl text-sm text-slate-600">{t('reports.description')}</p>
      <Card className="p-4">
        <div className="grid grid-cols-1 items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <DayFilter label={t('reports.from')} value={range.from} onChange={(from) => setView({ from: from === month.from ? '' : from })} />
          <DayFilter label={t('reports.to')} value={range.to} onChange={(to) => setView({ to: to === month.to ? '' : to })} />
        </div>
        {problem && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t(`reports.${problem}`)}
          </p>
        )}
      </Card>
      <UnbilledSection range={range} enabled={enabled} />
      {seesPay ? (
        <MarginsSection range={range} enabled={enabled} />
      ) : (
        <Card className="p-4 text-sm text-slate-600">{t('reports.margins.needsPayroll')}</Card>
      )}
      <RevenueSection range={range} enabled={enabled} />
      <DsoSection range={range} enabled={enabled} />
    </div>
  );
};

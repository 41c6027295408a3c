// The overview tab (the page's first): where the money stands today (the stat cards), the customers billed most in the
// last 12 months, and the posts billed at or below what their guards are paid.
import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { useInvoicingOverview } from '../../hooks/useOverview';
import { useInvoiceWords } from '../invoices/invoiceWords';
import { MarginAlerts } from './MarginAlerts';
import { OverviewStats } from './OverviewStats';
import { TopCustomers } from './TopCustomers';

export const OverviewTab = () => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const overview = useInvoicingOverview();

  if (overview.isPending)
    return (
      <Card>
        <LoadingState label={t('overview.loading')} />
      </Card>
    );
  if (overview.isError)
    return (
      <Card>
        <ErrorState
          icon={LayoutDashboard}
          title={t('overview.fetchFailed')}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      </Card>
    );

  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-slate-600">{t('overview.asOf', { date: words.day(overview.data.asOf) })}</p>
      <OverviewStats overview={overview.data} />
      <TopCustomers overview={overview.data} />
      <MarginAlerts overview={overview.data} />
    </div>
  );
};

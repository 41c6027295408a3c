// The posts billed today at or below what their guards are paid: post, customer, bill rate and pay rate, each flagged
// "billed at or below pay"; none reads "no post is billed below its pay". Under 640 px one card per post.
import type { TInvoicingOverview } from '@centinela/shared/contracts/invoice-payments';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { useInvoiceWords } from '../invoices/invoiceWords';
import { ReportTable, type TReportColumn } from '../ReportTable';

type TAlert = TInvoicingOverview['marginAlerts'][number];

export const MarginAlerts = ({ overview }: { overview: TInvoicingOverview }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const money = (cents: number) => words.money(cents, overview.currency);
  const columns: TReportColumn<TAlert>[] = [
    { id: 'post', header: t('overview.marginAlerts.post'), value: (a) => a.postName },
    { id: 'customer', header: t('overview.marginAlerts.customer'), value: (a) => a.customerName },
    { id: 'bill', header: t('overview.marginAlerts.billRate'), value: (a) => money(a.billRateCents), isNumeric: true },
    { id: 'pay', header: t('overview.marginAlerts.payRate'), value: (a) => money(a.payRateCents), isNumeric: true },
    {
      id: 'flag',
      header: t('overview.marginAlerts.warning'),
      value: () => <Badge variant="danger">{t('overview.marginAlerts.flag')}</Badge>,
      isHeaderHidden: true,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('overview.marginAlerts.title')}</CardTitle>
        <CardDescription>{t('overview.marginAlerts.description')}</CardDescription>
      </CardHeader>
      {overview.marginAlerts.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={t('overview.marginAlerts.empty')} />
      ) : (
        <ReportTable label={t('overview.marginAlerts.title')} columns={columns} rows={overview.marginAlerts} rowKey={(a) => a.postId} />
      )}
    </Card>
  );
};

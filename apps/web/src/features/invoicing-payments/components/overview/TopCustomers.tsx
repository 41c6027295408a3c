// The customers billed most in the last 12 months (up to 5) with what each owes today; a name opens its statement of
// account in the client accounts tab (?account=<id>). Under 640 px one card per customer.
import type { TInvoicingOverview } from '@centinela/shared/contracts/invoice-payments';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { useInvoiceWords } from '../invoices/invoiceWords';
import { ReportTable, type TReportColumn } from '../ReportTable';

type TCustomer = TInvoicingOverview['topCustomers'][number];

export const statementLink = (customerId: string) => `?tab=clientAccounts&account=${customerId}`;

const CustomerLink = ({ customer }: { customer: TCustomer }) => {
  const { t } = useTranslation('invoicingPayments');
  return (
    <Link
      to={statementLink(customer.customerCompanyId)}
      aria-label={t('overview.topCustomers.open', { name: customer.name })}
      className="font-medium text-brand-700 underline-offset-4 hover:underline"
    >
      {customer.name}
    </Link>
  );
};

export const TopCustomers = ({ overview }: { overview: TInvoicingOverview }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const money = (cents: number) => words.money(cents, overview.currency);
  const columns: TReportColumn<TCustomer>[] = [
    { id: 'customer', header: t('overview.topCustomers.customer'), value: (c) => <CustomerLink customer={c} /> },
    { id: 'billed', header: t('overview.topCustomers.billed'), value: (c) => money(c.billedCents), isNumeric: true },
    {
      id: 'balance',
      header: t('overview.topCustomers.balance'),
      value: (c) => (c.balanceCents === 0 ? '—' : money(c.balanceCents)),
      isNumeric: true,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('overview.topCustomers.title')}</CardTitle>
      </CardHeader>
      {overview.topCustomers.length === 0 ? (
        <EmptyState icon={Users} title={t('overview.topCustomers.empty')} description={t('overview.topCustomers.emptyHint')} />
      ) : (
        <ReportTable
          label={t('overview.topCustomers.title')}
          columns={columns}
          rows={overview.topCustomers}
          rowKey={(c) => c.customerCompanyId}
        />
      )}
    </Card>
  );
};

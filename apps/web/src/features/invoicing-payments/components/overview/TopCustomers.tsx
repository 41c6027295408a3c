// The customers billed most in the last 12 months (up to 5) with what each owes today; a name opens its statement of
// account in the client accounts tab (?account=<id>). Under 640 px one card per customer.
import type { TInvoicingOverview } from '@centinela/shared/contracts/invoice-payments';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD_LAYOUT_QUERY, useMediaQuery } from '@/components/data-table';
import { Card, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useInvoiceWords } from '../invoices/invoiceWords';

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
  const isCardLayout = useMediaQuery(CARD_LAYOUT_QUERY);
  const money = (cents: number) => words.money(cents, overview.currency);
  const figures = (c: TCustomer): [string, string, string][] => [
    ['billed', t('overview.topCustomers.billed'), money(c.billedCents)],
    ['balance', t('overview.topCustomers.balance'), c.balanceCents === 0 ? '—' : money(c.balanceCents)],
  ];

  const body = () => {
    if (overview.topCustomers.length === 0)
      return <EmptyState icon={Users} title={t('overview.topCustomers.empty')} description={t('overview.topCustomers.emptyHint')} />;
    if (isCardLayout)
      return (
        <ul aria-label={t('overview.topCustomers.title')} className="grid gap-3 p-3 pt-0" data-layout="cards">
          {overview.topCustomers.map((c) => (
            <li key={c.customerCompanyId} className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
              <h3 className="text-sm">
                <CustomerLink customer={c} />
              </h3>
              <dl className="mt-2 grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-x-3 gap-y-1.5 text-sm">
                {figures(c).map(([id, header, value]) => (
                  <div key={id} className="contents">
                    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{header}</dt>
                    <dd className="text-right tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      );
    return (
      <Table aria-label={t('overview.topCustomers.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('overview.topCustomers.customer')}</TableHead>
            <TableHead className="text-right">{t('overview.topCustomers.billed')}</TableHead>
            <TableHead className="text-right">{t('overview.topCustomers.balance')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {overview.topCustomers.map((c) => (
            <TableRow key={c.customerCompanyId}>
              <TableHead scope="row" className="h-auto py-2.5 text-sm font-normal tracking-normal normal-case">
                <CustomerLink customer={c} />
              </TableHead>
              {figures(c).map(([id, , value]) => (
                <TableCell key={id} className="text-right whitespace-nowrap tabular-nums">
                  {value}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('overview.topCustomers.title')}</CardTitle>
      </CardHeader>
      {body()}
    </Card>
  );
};

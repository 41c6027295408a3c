// The posts billed today at or below what their guards are paid: post, customer, bill rate and pay rate, each flagged
// "billed at or below pay"; none reads "no post is billed below its pay". Under 640 px one card per post.
import type { TInvoicingOverview } from '@centinela/shared/contracts/invoice-payments';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_LAYOUT_QUERY, useMediaQuery } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/Table';
import { useInvoiceWords } from '../invoices/invoiceWords';

type TAlert = TInvoicingOverview['marginAlerts'][number];

export const MarginAlerts = ({ overview }: { overview: TInvoicingOverview }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const isCardLayout = useMediaQuery(CARD_LAYOUT_QUERY);
  const money = (cents: number) => words.money(cents, overview.currency);
  const figures = (a: TAlert): [string, string, string][] => [
    ['customer', t('overview.marginAlerts.customer'), a.customerName],
    ['bill', t('overview.marginAlerts.billRate'), money(a.billRateCents)],
    ['pay', t('overview.marginAlerts.payRate'), money(a.payRateCents)],
  ];
  const flag = <Badge variant="danger">{t('overview.marginAlerts.flag')}</Badge>;

  const body = () => {
    if (overview.marginAlerts.length === 0) return <EmptyState icon={ShieldCheck} title={t('overview.marginAlerts.empty')} />;
    if (isCardLayout)
      return (
        <ul aria-label={t('overview.marginAlerts.title')} className="grid gap-3 p-3 pt-0" data-layout="cards">
          {overview.marginAlerts.map((a) => (
            <li key={a.postId} className="rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
              <h3 className="text-sm font-medium text-slate-900">{a.postName}</h3>
              <dl className="mt-2 grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
                {figures(a).map(([id, header, value]) => (
                  <div key={id} className="contents">
                    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{header}</dt>
                    <dd className="text-right tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-2">{flag}</div>
            </li>
          ))}
        </ul>
      );
    return (
      <Table aria-label={t('overview.marginAlerts.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('overview.marginAlerts.post')}</TableHead>
            <TableHead>{t('overview.marginAlerts.customer')}</TableHead>
            <TableHead className="text-right">{t('overview.marginAlerts.billRate')}</TableHead>
            <TableHead className="text-right">{t('overview.marginAlerts.payRate')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('overview.marginAlerts.warning')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {overview.marginAlerts.map((a) => (
            <TableRow key={a.postId}>
              <TableHead scope="row" className="h-auto py-2.5 text-sm font-medium tracking-normal text-slate-900 normal-case">
                {a.postName}
              </TableHead>
              <TableCell>{a.customerName}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">{money(a.billRateCents)}</TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">{money(a.payRateCents)}</TableCell>
              <TableCell>{flag}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('overview.marginAlerts.title')}</CardTitle>
        <CardDescription>{t('overview.marginAlerts.description')}</CardDescription>
      </CardHeader>
      {body()}
    </Card>
  );
};

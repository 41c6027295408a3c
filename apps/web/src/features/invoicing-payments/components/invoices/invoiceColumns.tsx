// The invoice list's columns: number (or draft) and kind, customer, period, issue and due dates, total, balance, and the
// status with the overdue badge and the hints of unverified or unpriced hours.
import type { TInvoiceSummary } from '@centinela/shared/contracts/invoices';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDataTableColumn } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { InlineWarning } from '@/components/ui/InlineWarning';
import { hasBalanceOf, hm, InvoiceStatusBadges, useInvoiceWords } from './invoiceWords';

const Muted = ({ children }: { children: string }) => <span className="block text-xs text-slate-600">{children}</span>;

export const useInvoiceColumns = () => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  return useMemo<TDataTableColumn<TInvoiceSummary>[]>(
    () => [
      {
        id: 'number',
        header: t('invoices.columns.number'),
        canHide: false,
        className: 'min-w-32',
        cell: (i) => (
          <>
            <span className={i.number ? 'block font-medium text-slate-900 tabular-nums' : 'block font-medium text-slate-600 italic'}>
              {words.number(i)}
            </span>
            {i.kind === 'credit_note' && (
              <Badge variant="outline" className="mt-1">
                {t('invoices.kinds.credit_note')}
              </Badge>
            )}
            {i.creditOf && (
              <span className="block text-xs whitespace-nowrap text-slate-600">
                {t('invoices.creditOfShort', { number: i.creditOf.number ?? t('invoices.draft') })}
              </span>
            )}
          </>
        ),
      },
      { id: 'customer', header: t('invoices.columns.customer'), className: 'min-w-36', cell: (i) => i.customerCompanyName },
      {
        id: 'period',
        header: t('invoices.columns.period'),
        // Two dates on two lines when narrow, never a dash alone on a line.
        cell: (i) => (
          <>
            <span className="whitespace-nowrap">{words.day(i.periodStart)} –</span>{' '}
            <span className="whitespace-nowrap">{words.day(i.periodEnd)}</span>
          </>
        ),
      },
      { id: 'issueDate', header: t('invoices.columns.issueDate'), cell: (i) => words.day(i.issueDate) },
      { id: 'dueDate', header: t('invoices.columns.dueDate'), cell: (i) => words.day(i.dueDate) },
      {
        id: 'total',
        header: t('invoices.columns.total'),
        className: 'text-right',
        cell: (i) => <span className="tabular-nums">{words.money(i.totalCents, i.currency)}</span>,
      },
      {
        id: 'balance',
        header: t('invoices.columns.balance'),
        className: 'text-right',
        cell: (i) => (hasBalanceOf(i) ? <span className="tabular-nums">{words.money(i.balanceCents, i.currency)}</span> : '—'),
      },
      {
        id: 'status',
        header: t('invoices.columns.status'),
        className: 'min-w-36',
        cell: (i) => (
          <>
            <InvoiceStatusBadges invoice={i} />
            {i.unverifiedMinutes > 0 && <Muted>{t('invoices.unverifiedShort', { hours: hm(i.unverifiedMinutes) })}</Muted>}
            {i.unpricedMinutes > 0 && <InlineWarning>{t('invoices.unpricedShort', { hours: hm(i.unpricedMinutes) })}</InlineWarning>}
          </>
        ),
      },
    ],
    [t, words],
  );
};

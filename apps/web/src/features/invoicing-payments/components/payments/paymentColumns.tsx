// The payments list's columns: date, customer, method with its cheque number or reference, amount, what was applied (to
// which invoices, each a link to it), the credit left unapplied, and the state (reversed with its reason).
import type { TPayment } from '@centinela/shared/contracts/invoice-payments';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDataTableColumn } from '@/components/data-table';
import { allocationsByInvoice } from './allocation';
import { PaymentStateBadge, usePaymentWords } from './paymentWords';

const Muted = ({ children }: { children: string }) => <span className="block text-xs break-words text-slate-600">{children}</span>;

const amountClass = (p: TPayment) => (p.reversedAt ? 'text-slate-500 tabular-nums line-through' : 'tabular-nums');

/** The invoice's page in the client invoicing tab. */
export const invoiceLink = (invoiceId: string) => `?tab=clientInvoicing&invoice=${invoiceId}`;

export const usePaymentColumns = () => {
  const { t } = useTranslation('invoicingPayments');
  const words = usePaymentWords();
  return useMemo<TDataTableColumn<TPayment>[]>(
    () => [
      {
        id: 'date',
        header: t('payments.columns.date'),
        canHide: false,
        cell: (p) => <span className="whitespace-nowrap tabular-nums">{words.day(p.date)}</span>,
      },
      { id: 'customer', header: t('payments.columns.customer'), className: 'min-w-36', cell: (p) => p.customerCompanyName },
      {
        id: 'method',
        header: t('payments.columns.method'),
        className: 'min-w-28',
        cell: (p) => {
          const detail = words.detail(p);
          return (
            <>
              <span className="block">{words.methods[p.method]}</span>
              {detail && <Muted>{detail}</Muted>}
            </>
          );
        },
      },
      {
        id: 'amount',
        header: t('payments.columns.amount'),
        className: 'text-right',
        // A reversed payment's figures are struck through: the money did not stay.
        cell: (p) => <span className={amountClass(p)}>{words.cash(p.amountCents)}</span>,
      },
      {
        id: 'applied',
        header: t('payments.columns.applied'),
        className: 'text-right min-w-32',
        cell: (p) => (
          <>
            <span className={amountClass(p)}>{words.cash(p.appliedCents)}</span>
            {p.allocations.length > 0 && (
              <ul aria-label={t('payments.allocationsOf', { name: words.name(p) })} className="grid gap-0.5 text-xs text-slate-600">
                {allocationsByInvoice(p.allocations).map((a) => (
                  <li key={a.invoiceId} className="whitespace-nowrap">
                    <Link to={invoiceLink(a.invoiceId)} className="text-brand-700 underline-offset-4 hover:underline">
                      {a.invoiceNumber ?? t('invoices.draft')}
                    </Link>
                    <span className="tabular-nums">: {words.cash(a.amountCents)}</span>
                  </li>
                ))}
              </ul>
            )}
          </>
        ),
      },
      {
        id: 'unapplied',
        header: t('payments.columns.unapplied'),
        className: 'text-right',
        cell: (p) => (p.unappliedCents > 0 ? <span className="tabular-nums">{words.cash(p.unappliedCents)}</span> : '—'),
      },
      {
        id: 'state',
        header: t('payments.columns.state'),
        className: 'min-w-36',
        cell: (p) => (
          <>
            <PaymentStateBadge payment={p} />
            {p.reversedAt && p.reversalReason && <Muted>{t('payments.reversedBecause', { reason: p.reversalReason })}</Muted>}
            {p.notes && <Muted>{p.notes}</Muted>}
          </>
        ),
      },
    ],
    [t, words],
  );
};

// The parts of an invoice's detail below its lines: the totals (subtotal, each tax component with its rate, total,
// paid, credited, balance), the credit notes issued against it, and its history (who, when, what, the note).
import type { TInvoice } from '@centinela/shared/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatPercent } from '../../lib/billing';
import { hasBalanceOf, useInvoiceWords } from './invoiceWords';

/** History actions the catalogs word; another (a later step) shows as sent, with its status change. */
const KNOWN_ACTIONS = [
  'generate',
  'approve',
  'issue',
  'send',
  'delivered',
  'void',
  'creditNote',
  'creditNoteVoided',
  'pay_part',
  'pay_full',
  'reopen',
  'payment',
  'paymentReversed',
  'lineAdded',
  'lineRemoved',
] as const;
type TKnownAction = (typeof KNOWN_ACTIONS)[number];
const isKnownAction = (action: string): action is TKnownAction => (KNOWN_ACTIONS as readonly string[]).includes(action);

const TotalRow = ({ label, value, isStrong = false }: { label: string; value: string; isStrong?: boolean }) => (
  <div className={isStrong ? 'flex justify-between gap-4 border-t border-slate-200 pt-1.5 font-semibold' : 'flex justify-between gap-4'}>
    <dt className={isStrong ? 'text-slate-900' : 'text-slate-600'}>{label}</dt>
    <dd className="text-right tabular-nums">{value}</dd>
  </div>
);

export const InvoiceTotals = ({ invoice }: { invoice: TInvoice }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const money = (cents: number) => words.money(cents, invoice.currency);
  // Paid, credited and the balance mean something once an invoice is issued (a draft, a void invoice or a credit note owe nothing).
  const hasBalance = hasBalanceOf(invoice);
  return (
    <dl aria-label={t('invoices.totals.label')} className="ml-auto grid w-full max-w-sm gap-1.5 text-sm">
      <TotalRow label={t('invoices.totals.subtotal')} value={money(invoice.subtotalCents)} />
      {invoice.taxes.map((tax) => (
        <TotalRow
          key={`${tax.profileName}-${tax.label}-${tax.rateMilliPercent}`}
          label={t('invoices.totals.tax', { label: tax.label, rate: formatPercent(tax.rateMilliPercent, words.language) })}
          value={money(tax.taxCents)}
        />
      ))}
      {invoice.taxes.length === 0 && invoice.taxCents !== 0 && (
        <TotalRow label={t('invoices.totals.taxes')} value={money(invoice.taxCents)} />
      )}
      <TotalRow label={t('invoices.totals.total')} value={money(invoice.totalCents)} isStrong />
      {hasBalance && (
        <>
          <TotalRow label={t('invoices.totals.paid')} value={money(invoice.paidCents)} />
          <TotalRow label={t('invoices.totals.credited')} value={money(invoice.creditedCents)} />
          <TotalRow label={t('invoices.totals.balance')} value={money(invoice.balanceCents)} isStrong />
        </>
      )}
    </dl>
  );
};

export const InvoiceCreditNotes = ({ invoice, onOpen }: { invoice: TInvoice; onOpen: (id: string) => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  if (invoice.creditNotes.length === 0) return null;
  return (
    <section aria-labelledby="invoice-credit-notes" className="grid gap-2">
      <h3 id="invoice-credit-notes" className="text-sm font-semibold text-slate-900">
        {t('invoices.detail.creditNotes')}
      </h3>
      <ul className="grid gap-1.5 text-sm">
        {invoice.creditNotes.map((note) => {
          const name = words.title({ kind: 'credit_note', number: note.number });
          return (
            <li key={note.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2">
              <span>
                <span className="font-medium">{name}</span>
                <span className="text-slate-600"> · {words.day(note.issueDate)}</span>
              </span>
              <span className="flex items-center gap-2">
                <span className="tabular-nums">{words.money(note.totalCents, invoice.currency)}</span>
                <Button variant="outline" size="sm" aria-label={t('invoices.openNamed', { name })} onClick={() => onOpen(note.id)}>
                  {t('invoices.open')}
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
};

export const InvoiceHistory = ({ invoice }: { invoice: TInvoice }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  if (invoice.history.length === 0) return null;
  return (
    <section aria-labelledby="invoice-history" className="grid gap-2">
      <h3 id="invoice-history" className="text-sm font-semibold text-slate-900">
        {t('invoices.detail.history')}
      </h3>
      <ol className="grid gap-2 border-l-2 border-slate-200 pl-3 text-sm">
        {invoice.history.map((h) => (
          <li key={`${h.at}-${h.action}`}>
            <p>
              <span className="font-medium text-slate-900">
                {isKnownAction(h.action) ? t(`invoices.history.actions.${h.action}`) : h.action}
              </span>
              {/* A step the catalogs do not word yet says at least the status it led to. */}
              {!isKnownAction(h.action) && h.fromStatus && h.toStatus && h.fromStatus !== h.toStatus && (
                <span className="text-slate-600">
                  {' '}
                  ·{' '}
                  {t('invoices.history.statusChange', {
                    from: t(`invoices.statuses.${h.fromStatus}`),
                    to: t(`invoices.statuses.${h.toStatus}`),
                  })}
                </span>
              )}
            </p>
            <p className="text-xs text-slate-600">
              {h.actorName ? t('invoices.history.byAt', { name: h.actorName, at: words.moment(h.at) }) : words.moment(h.at)}
            </p>
            {h.note && <p className="text-xs whitespace-pre-line text-slate-700">{h.note}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
};

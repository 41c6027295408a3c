// One invoice or credit note, opened from the list (?invoice=<id>, so a link opens it): its header (number or draft,
// status, customer, period, dates, PO, terms), the warnings (hours from the schedule without punches; hours no rate
// prices, which block approval), its actions, the lines grouped by post with their shifts (a draft's manual lines added
// and removed here when `can.editLines`), the totals, the credit notes and the history.
import type { TInvoice } from '@centinela/shared/contracts/invoices';
import { ArrowLeft, FileText, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { InlineWarning } from '@/components/ui/InlineWarning';
import { LoadingState } from '@/components/ui/LoadingState';
import { useInvoice } from '../../hooks/useInvoices';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceLines } from './InvoiceLines';
import { ManualLineDialog } from './ManualLineDialog';
import { InvoiceCreditNotes, InvoiceHistory, InvoiceTotals } from './InvoiceRecord';
import { hm, InvoiceStatusBadges, useInvoiceWords } from './invoiceWords';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
    <dd className="break-words text-slate-900">{children}</dd>
  </div>
);

const Header = ({ invoice, onOpen }: { invoice: TInvoice; onOpen: (id: string) => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-4">
      <Fact label={t('invoices.detail.customer')}>{invoice.customer.name || invoice.customerCompanyName}</Fact>
      <Fact label={t('invoices.detail.period')}>{words.period(invoice)}</Fact>
      <Fact label={t('invoices.detail.issueDate')}>{words.day(invoice.issueDate)}</Fact>
      <Fact label={t('invoices.detail.dueDate')}>{words.day(invoice.dueDate)}</Fact>
      <Fact label={t('invoices.detail.terms')}>
        {invoice.paymentTermsDays > 0 ? t('rateCards.terms', { days: invoice.paymentTermsDays }) : t('rateCards.termsOnReceipt')}
      </Fact>
      <Fact label={t('invoices.detail.po')}>{invoice.poNumber ?? '—'}</Fact>
      {invoice.customer.email && <Fact label={t('invoices.detail.billingEmail')}>{invoice.customer.email}</Fact>}
      {invoice.customer.taxId && <Fact label={t('invoices.detail.taxId')}>{invoice.customer.taxId}</Fact>}
      {invoice.creditOf && (
        <Fact label={t('invoices.detail.credits')}>
          <Button variant="link" className="h-auto p-0" onClick={() => invoice.creditOf && onOpen(invoice.creditOf.id)}>
            {words.title({ kind: 'invoice', number: invoice.creditOf.number })}
          </Button>
        </Fact>
      )}
    </dl>
  );
};

const Loaded = ({ invoice, onOpen, onBack }: { invoice: TInvoice; onOpen: (id: string) => void; onBack: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  // The list (and the button that opened this) is gone: the reader lands on the invoice's name.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [isAddingLine, setAddingLine] = useState(false);
  return (
    <Card className="grid gap-5 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {words.title(invoice)}
          </h2>
          <InvoiceStatusBadges invoice={invoice} />
        </div>
      </div>
      <div>
        <Header invoice={invoice} onOpen={onOpen} />
        {/* Always mounted (no space while empty): a regenerated draft's warnings are announced as they change. */}
        <div role="status" className="mt-3 grid gap-1 empty:mt-0">
          {invoice.unverifiedMinutes > 0 && (
            <InlineWarning>{t('invoices.detail.unverified', { hours: hm(invoice.unverifiedMinutes) })}</InlineWarning>
          )}
          {invoice.unpricedMinutes > 0 && (
            <InlineWarning>{t('invoices.detail.unpriced', { hours: hm(invoice.unpricedMinutes) })}</InlineWarning>
          )}
        </div>
      </div>
      {invoice.status === 'void' && invoice.voidReason && (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          {t('invoices.detail.voidReason', { reason: invoice.voidReason })}
        </p>
      )}
      <InvoiceActions invoice={invoice} onOpen={onOpen} onDeleted={onBack} />
      <section aria-labelledby="invoice-lines" className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="invoice-lines" className="text-sm font-semibold text-slate-900">
            {t('invoices.detail.lines')}
          </h3>
          {invoice.can.editLines && (
            <Button variant="outline" size="sm" onClick={() => setAddingLine(true)}>
              <Plus aria-hidden="true" />
              {t('invoices.actions.addLine')}
            </Button>
          )}
        </div>
        <InvoiceLines invoice={invoice} />
        <ManualLineDialog invoice={isAddingLine ? invoice : null} onClose={() => setAddingLine(false)} />
      </section>
      <InvoiceTotals invoice={invoice} />
      {invoice.notes && <p className="text-sm whitespace-pre-line text-slate-700">{invoice.notes}</p>}
      <InvoiceCreditNotes invoice={invoice} onOpen={onOpen} />
      <InvoiceHistory invoice={invoice} />
    </Card>
  );
};

export const InvoiceDetail = ({ id, onBack, onOpen }: { id: string; onBack: () => void; onOpen: (id: string) => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const query = useInvoice(id);
  return (
    <div className="grid gap-3">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('invoices.backToList')}
        </Button>
      </div>
      {query.isPending ? (
        <Card>
          <LoadingState label={t('invoices.detail.loading')} />
        </Card>
      ) : query.isError ? (
        <Card>
          <ErrorState icon={FileText} title={t('invoices.detail.fetchFailed')} error={query.error} onRetry={() => void query.refetch()} />
        </Card>
      ) : (
        <Loaded invoice={query.data} onOpen={onOpen} onBack={onBack} />
      )}
    </div>
  );
};

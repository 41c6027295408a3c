// What can be done with an invoice, as its `can` allows: approve a draft (numbered), send it (the PDF by e-mail to the
// customer's billing address, confirmed first), the PDF in Spanish or English, the CFDI 4.0 XML of an issued invoice in
// pesos (unsigned: stamping is the PAC's, and the screen says so), void with a reason, a credit note,
// regenerate or delete a draft. Each write refreshes the invoicing area and says how it went.
import type { TInvoice } from '@centinela/shared/contracts/invoices';
import { Ban, CheckCircle2, FileCode2, FileDown, FileMinus, RefreshCw, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowAction } from '@/components/data-table';
import { Button } from '@/components/ui/Button';
import { downloadInvoiceCfdi, invoicePdfUrl, useInvoiceActions } from '../../hooks/useInvoices';
import { CreditNoteDialog } from './CreditNoteDialog';
import { useInvoiceWords } from './invoiceWords';
import { VoidInvoiceDialog } from './VoidInvoiceDialog';

export const InvoiceActions = ({
  invoice,
  onOpen,
  onDeleted,
}: {
  invoice: TInvoice;
  /** Another invoice to show (the draft a regeneration made). */
  onOpen: (id: string) => void;
  onDeleted: () => void;
}) => {
  const { t } = useTranslation(['invoicingPayments', 'common']);
  const words = useInvoiceWords();
  const actions = useInvoiceActions();
  const step = useRowAction();
  const [dialog, setDialog] = useState<'void' | 'credit' | null>(null);
  const { can } = invoice;
  const name = words.title(invoice);
  const isBusy = step.busyId !== null;
  const failed = { errorTitle: t('invoices.toasts.errorTitle'), errorFallback: t('invoices.toasts.actionFailed') };

  const approve = () =>
    step.run(invoice.id, () => actions.approve.mutateAsync(invoice.id), {
      confirm: {
        title: t('invoices.confirm.approveTitle', { ref: words.ref(invoice) }),
        description: t('invoices.confirm.approveDescription'),
        confirmLabel: t('invoices.actions.approve'),
        isDestructive: false,
      },
      success: (result) => t('invoices.toasts.approved', { number: result.number ?? '' }),
      ...failed,
    });
  const send = () =>
    step.run(invoice.id, () => actions.send.mutateAsync(invoice.id), {
      confirm: {
        title: t('invoices.confirm.sendTitle', { ref: words.ref(invoice) }),
        description: invoice.customer.email
          ? t('invoices.confirm.sendDescription', { email: invoice.customer.email })
          : t('invoices.confirm.sendDescriptionNoEmail'),
        confirmLabel: t('invoices.actions.send'),
        isDestructive: false,
      },
      success: t('invoices.toasts.sent', { name }),
      ...failed,
    });
  // Mexico: an issued invoice in pesos exports its unsigned CFDI 4.0 (stamping is the PAC's, as the note says).
  const hasCfdi = invoice.currency === 'MXN' && invoice.kind === 'invoice' && invoice.number !== null && invoice.status !== 'void';
  const cfdi = () =>
    step.run(invoice.id, () => downloadInvoiceCfdi(invoice.id, `cfdi-${invoice.number}.xml`), {
      success: t('invoices.toasts.cfdiDownloaded', { number: invoice.number ?? '' }),
      ...failed,
    });
  const regenerate = async () => {
    let created: TInvoice | null = null;
    const body = { customerCompanyId: invoice.customerCompanyId, periodStart: invoice.periodStart, periodEnd: invoice.periodEnd };
    const isDone = await step.run(
      invoice.id,
      async () => {
        created = await actions.generate.mutateAsync(body);
      },
      {
        confirm: {
          title: t('invoices.confirm.regenerateTitle'),
          description: t('invoices.confirm.regenerateDescription'),
          confirmLabel: t('invoices.actions.regenerate'),
          isDestructive: false,
        },
        success: t('invoices.toasts.regenerated'),
        ...failed,
      },
    );
    const next = created as TInvoice | null;
    if (isDone && next && next.id !== invoice.id) onOpen(next.id);
  };
  const remove = async () => {
    const isDone = await step.run(invoice.id, () => actions.remove.mutateAsync(invoice.id), {
      confirm: {
        title: t('invoices.delete.title', { name: invoice.customerCompanyName, period: words.period(invoice) }),
        description: t('invoices.delete.description'),
        confirmLabel: t('common:actions.delete'),
        isDestructive: true,
      },
      success: t('invoices.toasts.deleted'),
      ...failed,
    });
    if (isDone) onDeleted();
  };

  return (
    <div className="flex flex-wrap gap-2">
      {can.approve && (
        <Button onClick={() => void approve()} disabled={isBusy}>
          <CheckCircle2 aria-hidden="true" />
          {t('invoices.actions.approve')}
        </Button>
      )}
      {can.send && (
        <Button onClick={() => void send()} disabled={isBusy}>
          <Send aria-hidden="true" />
          {invoice.status === 'sent' ? t('invoices.actions.sendAgain') : t('invoices.actions.send')}
        </Button>
      )}
      {(['es', 'en'] as const).map((lang) => (
        <Button key={lang} variant="outline" asChild>
          <a href={invoicePdfUrl(invoice.id, lang)} target="_blank" rel="noreferrer">
            <FileDown aria-hidden="true" />
            {lang === 'es' ? t('invoices.actions.pdfEs') : t('invoices.actions.pdfEn')}
          </a>
        </Button>
      ))}
      {hasCfdi && (
        <Button variant="outline" onClick={() => void cfdi()} disabled={isBusy}>
          <FileCode2 aria-hidden="true" />
          {t('invoices.actions.cfdi')}
        </Button>
      )}
      {can.creditNote && (
        <Button variant="outline" onClick={() => setDialog('credit')} disabled={isBusy}>
          <FileMinus aria-hidden="true" />
          {t('invoices.actions.creditNote')}
        </Button>
      )}
      {can.redraft && (
        <Button variant="outline" onClick={() => void regenerate()} disabled={isBusy}>
          <RefreshCw aria-hidden="true" />
          {t('invoices.actions.regenerate')}
        </Button>
      )}
      {can.void && (
        <Button
          variant="outline"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => setDialog('void')}
          disabled={isBusy}
        >
          <Ban aria-hidden="true" />
          {t('invoices.actions.void')}
        </Button>
      )}
      {can.delete && (
        <Button
          variant="outline"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => void remove()}
          disabled={isBusy}
        >
          <Trash2 aria-hidden="true" />
          {t('invoices.actions.delete')}
        </Button>
      )}
      {hasCfdi && <p className="w-full text-muted-foreground text-xs">{t('invoices.cfdiNote')}</p>}
      <VoidInvoiceDialog invoice={dialog === 'void' ? invoice : null} onClose={() => setDialog(null)} />
      <CreditNoteDialog invoice={dialog === 'credit' ? invoice : null} onClose={() => setDialog(null)} />
    </div>
  );
};

// Reverse a payment (a bounced cheque, a refunded card) with the reason its record and the invoices' history keep
// (required): the dialog is the confirmation — it says what follows (the invoices owe again what it paid, its credit is
// gone) and its button is the destructive one.
import { INVOICE_MESSAGES } from '@centinela/shared/contracts/invoices';
import type { TPayment } from '@centinela/shared/contracts/invoice-payments';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { usePaymentActions } from '../../hooks/usePayments';
import { allocationsByInvoice } from './allocation';
import { usePaymentWords } from './paymentWords';

const ZReverseForm = z.object({
  reason: z.string().trim().min(1, { message: INVOICE_MESSAGES.reasonRequired }).max(500),
});

const ReverseForm = ({ payment }: { payment: TPayment }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = usePaymentWords();
  const { reverse } = usePaymentActions();
  const form = useZodForm({ schema: ZReverseForm, defaultValues: { reason: '' } });
  return (
    <EditorForm
      form={form}
      submit={(values) => reverse.mutateAsync({ id: payment.id, reason: values.reason })}
      success={t('payments.toasts.reversed', { name: words.name(payment) })}
      errorTitle={t('payments.toasts.errorTitle')}
      errorFallback={t('payments.toasts.actionFailed')}
      submitLabel={t('payments.actions.reverse')}
      submitVariant="destructive"
    >
      {payment.allocations.length > 0 && (
        <div className="text-sm text-slate-800">
          <p>{t('payments.reverseDialog.invoices')}</p>
          <ul className="mt-1 list-disc pl-5">
            {allocationsByInvoice(payment.allocations).map((a) => (
              <li key={a.invoiceId} className="tabular-nums">
                {t('payments.reverseDialog.invoiceLine', {
                  number: a.invoiceNumber ?? t('invoices.draft'),
                  amount: words.cash(a.amountCents),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormField label={t('payments.reverseDialog.reason')} isRequired error={fieldErrorText(form.formState.errors.reason)}>
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
    </EditorForm>
  );
};

export const ReversePaymentDialog = ({ payment, onClose }: { payment: TPayment | null; onClose: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = usePaymentWords();
  return (
    <FormDialog
      open={payment !== null}
      onClose={onClose}
      title={payment ? t('payments.reverseDialog.title', { name: words.name(payment) }) : ''}
      description={t('payments.reverseDialog.description')}
    >
      {payment && <ReverseForm payment={payment} />}
    </FormDialog>
  );
};

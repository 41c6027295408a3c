// Void an issued invoice, with the reason its history keeps (required). Its number stays used; a paid invoice is
// refused by the server (INVOICE_HAS_PAYMENTS), which the form's error toast words.
import { type TInvoice, ZVoidInvoice } from '@centinela/shared/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useInvoiceActions } from '../../hooks/useInvoices';
import { useInvoiceWords } from './invoiceWords';

const VoidForm = ({ invoice }: { invoice: TInvoice }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const actions = useInvoiceActions();
  const form = useZodForm({ schema: ZVoidInvoice, defaultValues: { reason: '' } });
  return (
    <EditorForm
      form={form}
      submit={(values) => actions.void.mutateAsync({ id: invoice.id, reason: values.reason })}
      success={t('invoices.toasts.voided', { name: words.title(invoice) })}
      errorTitle={t('invoices.toasts.errorTitle')}
      errorFallback={t('invoices.toasts.actionFailed')}
      submitLabel={t('invoices.actions.void')}
      submitVariant="destructive"
    >
      <FormField label={t('invoices.voidDialog.reason')} isRequired error={fieldErrorText(form.formState.errors.reason)}>
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
    </EditorForm>
  );
};

export const VoidInvoiceDialog = ({ invoice, onClose }: { invoice: TInvoice | null; onClose: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  return (
    <FormDialog
      open={invoice !== null}
      onClose={onClose}
      title={invoice ? t('invoices.voidDialog.title', { ref: words.ref(invoice) }) : ''}
      description={t('invoices.voidDialog.description')}
    >
      {invoice && <VoidForm invoice={invoice} />}
    </FormDialog>
  );
};

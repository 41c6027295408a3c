// Generate a customer's draft invoice for a period (last calendar month unless changed): the server bills the worked
// time of the period under the rate cards; its refusals (nothing to bill, a period too long) land on the fields or in a
// toast. The new draft opens once generated.
import { todayIn } from '@centinela/shared';
import { INVOICE_MESSAGES, type TInvoice, ZGenerateInvoice } from '@centinela/shared/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useCustomerOptions } from '../../hooks/useInvoicing';
import { useInvoiceActions } from '../../hooks/useInvoices';
import { FormSelect } from '../FormSelect';
import { lastMonthOf } from './invoiceWords';

/** A customer must be chosen first (the shared schema's id check would only say "invalid"). */
const ZGenerateForm = z
  .object({ customerCompanyId: z.string().min(1, { message: INVOICE_MESSAGES.customerRequired }) })
  .loose()
  .pipe(ZGenerateInvoice);

export type TGenerateTarget = { customerCompanyId?: string };

const GenerateForm = ({ target, onGenerated }: { target: TGenerateTarget; onGenerated: (invoice: TInvoice) => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  const customers = useCustomerOptions();
  const { generate } = useInvoiceActions();
  const form = useZodForm({
    schema: ZGenerateForm,
    defaultValues: { customerCompanyId: target.customerCompanyId ?? '', ...lastMonthOf(todayIn(timeZone)) },
    mode: 'onTouched',
  });
  const { control, formState } = form;
  const errors = formState.errors;
  return (
    <EditorForm
      form={form}
      submit={(values) => generate.mutateAsync(values)}
      success={t('invoices.toasts.generated')}
      errorTitle={t('invoices.toasts.errorTitle')}
      errorFallback={t('invoices.toasts.generateFailed')}
      submitLabel={t('invoices.generate')}
      onDone={onGenerated}
    >
      <FormField label={t('invoices.generateDialog.customer')} isRequired error={fieldErrorText(errors.customerCompanyId)}>
        <FormSelect
          control={control}
          name="customerCompanyId"
          placeholder={t('invoices.generateDialog.chooseCustomer')}
          options={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('invoices.generateDialog.periodStart')} isRequired error={fieldErrorText(errors.periodStart)}>
          <FormDateInput control={control} name="periodStart" />
        </FormField>
        <FormField label={t('invoices.generateDialog.periodEnd')} isRequired error={fieldErrorText(errors.periodEnd)}>
          <FormDateInput control={control} name="periodEnd" />
        </FormField>
      </div>
    </EditorForm>
  );
};

export const GenerateInvoiceDialog = ({
  target,
  onClose,
  onGenerated,
}: {
  target: TGenerateTarget | null;
  onClose: () => void;
  onGenerated: (invoice: TInvoice) => void;
}) => {
  const { t } = useTranslation('invoicingPayments');
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={t('invoices.generateDialog.title')}
      description={t('invoices.generateDialog.description')}
    >
      {target && (
        <GenerateForm
          target={target}
          onGenerated={(invoice) => {
            onClose();
            onGenerated(invoice);
          }}
        />
      )}
    </FormDialog>
  );
};

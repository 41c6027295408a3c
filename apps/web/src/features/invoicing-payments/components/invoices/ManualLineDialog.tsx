// Add a manual line to a draft (a one-off charge: extra equipment, a call-out): description, quantity, unit price,
// tax profile (the one the draft's lines use, proposed) and the post it groups under (or none: "other charges"). The
// line's total (quantity × price, before tax) is read back as it is typed; the shared schema's messages show on their
// fields before anything is sent. The server answers the whole invoice, which the detail shows again.
import { type TInvoice, type TManualLineInputParsed, ZManualLineInput } from '@centinela/shared/contracts/invoices';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useInvoiceActions } from '../../hooks/useInvoices';
import { useInvoiceWords } from './invoiceWords';
import { PostField, TaxProfileField } from '../BillingFields';

export type TManualLineFormValues = {
  description: string;
  /** As typed: anything but a whole number reads as the schema's "between 1 and 10,000". */
  quantity: string;
  /** Integer cents, null for none, or the text that did not parse. */
  rateCents: number | string | null;
  taxProfileId: string;
  postId: string;
};

const wholeOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The API body of the dialog's values: no tax or post as null; no price reads as 0 (the schema's "greater than 0"). */
export const manualLineBody = (v: TManualLineFormValues) => ({
  description: v.description,
  quantity: wholeOf(v.quantity),
  rateCents: typeof v.rateCents === 'number' ? v.rateCents : v.rateCents === null ? 0 : Number.NaN,
  taxProfileId: v.taxProfileId || null,
  postId: v.postId || null,
});

export const ZManualLineForm = z.preprocess((values: TManualLineFormValues) => manualLineBody(values), ZManualLineInput);

/** The tax profile a new line proposes: the one the draft's lines are taxed by, if any. */
const proposedTax = (invoice: TInvoice) => invoice.lines.find((l) => l.taxProfileId !== null)?.taxProfileId ?? '';

const ManualLineForm = ({ invoice }: { invoice: TInvoice }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  const { addLine } = useInvoiceActions();
  const defaults: TManualLineFormValues = {
    description: '',
    quantity: '1',
    rateCents: null,
    taxProfileId: proposedTax(invoice),
    postId: '',
  };
  const form = useZodForm({ schema: ZManualLineForm, defaultValues: defaults, mode: 'onTouched' });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const [quantityText, rate] = useWatch({ control, name: ['quantity', 'rateCents'] });
  const quantity = wholeOf(quantityText ?? '');
  const hasTotal = Number.isInteger(quantity) && quantity > 0 && typeof rate === 'number' && rate > 0;
  const money = (cents: number) => words.money(cents, invoice.currency);
  return (
    <EditorForm
      form={form}
      submit={(body: TManualLineInputParsed) => addLine.mutateAsync({ id: invoice.id, body })}
      success={t('invoices.toasts.lineAdded')}
      errorTitle={t('invoices.toasts.errorTitle')}
      errorFallback={t('invoices.toasts.actionFailed')}
      submitLabel={t('invoices.lineDialog.submit')}
      className="sm:grid-cols-2"
    >
      <FormField
        label={t('invoices.lineDialog.description')}
        hint={t('invoices.lineDialog.descriptionHint')}
        isRequired
        error={fieldErrorText(errors.description)}
        className="sm:col-span-2"
      >
        <Input autoComplete="off" maxLength={200} {...register('description')} />
      </FormField>
      <FormField label={t('invoices.lineDialog.quantity')} isRequired error={fieldErrorText(errors.quantity)}>
        <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...register('quantity')} />
      </FormField>
      <FormField label={t('invoices.lineDialog.rate')} isRequired error={fieldErrorText(errors.rateCents)}>
        <FormMoneyInput control={control} name="rateCents" currency={invoice.currency} />
      </FormField>
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800 sm:col-span-2" aria-live="polite">
        {hasTotal
          ? t('invoices.lineDialog.total', { quantity, rate: money(rate), amount: money(quantity * rate) })
          : t('invoices.lineDialog.totalPending')}
      </p>
      <TaxProfileField
        control={control}
        label={t('invoices.lineDialog.taxProfile')}
        noTaxLabel={t('invoices.lineDialog.noTax')}
        error={errors.taxProfileId}
      />
      <PostField
        control={control}
        customerCompanyId={invoice.customerCompanyId}
        label={t('invoices.lineDialog.post')}
        hint={t('invoices.lineDialog.postHint')}
        noneLabel={t('invoices.lineDialog.noPost')}
        error={errors.postId}
      />
    </EditorForm>
  );
};

export const ManualLineDialog = ({ invoice, onClose }: { invoice: TInvoice | null; onClose: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  return (
    <FormDialog
      open={invoice !== null}
      onClose={onClose}
      title={t('invoices.lineDialog.title')}
      description={invoice ? t('invoices.lineDialog.intro', { ref: words.ref(invoice) }) : ''}
      className="max-w-xl"
      isClosedByOutsideClick={false}
    >
      {invoice && <ManualLineForm invoice={invoice} />}
    </FormDialog>
  );
};

// Record a payment received: customer, date (today), method, the cheque number (required for a cheque) or a reference,
// amount and notes, then how much of it goes to each of the customer's open invoices (AllocationFields). Nothing above an
// invoice's balance nor, in total, above the amount is sent; what is not applied stays on the account as credit.
import { todayIn } from '@centinela/shared';
import { dateStringSchema, ZOptionalText } from '@centinela/shared/contracts/common';
import { INVOICE_MESSAGES } from '@centinela/shared/contracts/invoices';
import { PAYMENT_MESSAGES, PAYMENT_METHODS, type TPaymentInput, type TPaymentMethod } from '@centinela/shared/contracts/invoice-payments';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useCustomerOptions } from '../../hooks/useInvoicing';
import { useOpenInvoices, usePaymentActions } from '../../hooks/usePayments';
import { FormSelect } from '../FormSelect';
import {
  allocationsOf,
  centsOf,
  checkAllocations,
  moneyIssueOf,
  type TAllocationRow,
  type TMoneyValue,
  ZAllocationRow,
  ZMoneyValue,
} from './allocation';
import { AllocationFields, rowsOf } from './AllocationFields';
import { usePaymentErrorText } from './paymentErrors';
import { usePaymentWords } from './paymentWords';

export type TRecordPaymentValues = {
  customerCompanyId: string;
  date: string;
  method: TPaymentMethod;
  reference: string;
  chequeNumber: string;
  amountCents: TMoneyValue;
  notes: string;
  allocations: TAllocationRow[];
};

/** The form's schema: the API's rules (cheque number for a cheque, amount above 0), money typed in `language`, and the allocations' checks. */
export const recordPaymentFormSchema = (language: string) =>
  z
    .object({
      customerCompanyId: z.string().min(1, { message: INVOICE_MESSAGES.customerRequired }),
      date: dateStringSchema(PAYMENT_MESSAGES.dateRequired),
      method: z.enum(PAYMENT_METHODS),
      reference: ZOptionalText(120),
      chequeNumber: ZOptionalText(40),
      notes: ZOptionalText(500),
      amountCents: ZMoneyValue,
      allocations: z.array(ZAllocationRow),
    })
    .superRefine((v, ctx) => {
      const moneyIssue = moneyIssueOf(v.amountCents, language);
      if (moneyIssue) ctx.addIssue({ code: 'custom', path: ['amountCents'], message: moneyIssue });
      else if (centsOf(v.amountCents) <= 0)
        ctx.addIssue({ code: 'custom', path: ['amountCents'], message: PAYMENT_MESSAGES.amountPositive });
      if (v.method === 'cheque' && !v.chequeNumber)
        ctx.addIssue({ code: 'custom', path: ['chequeNumber'], message: PAYMENT_MESSAGES.chequeNumberRequired });
      checkAllocations(v.allocations, typeof v.amountCents === 'number' ? v.amountCents : null, language, ctx);
    })
    .transform(
      (v): TPaymentInput => ({
        customerCompanyId: v.customerCompanyId,
        date: v.date,
        method: v.method,
        amountCents: centsOf(v.amountCents),
        reference: v.method === 'cheque' ? null : v.reference,
        chequeNumber: v.method === 'cheque' ? v.chequeNumber : null,
        notes: v.notes,
        allocations: allocationsOf(v.allocations),
      }),
    );

export type TRecordTarget = { customerCompanyId?: string };

const RecordForm = ({ target }: { target: TRecordTarget }) => {
  const { t } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  const words = usePaymentWords();
  const customers = useCustomerOptions();
  const { record } = usePaymentActions();
  const errorText = usePaymentErrorText();
  const defaults: TRecordPaymentValues = {
    customerCompanyId: target.customerCompanyId ?? '',
    date: todayIn(timeZone),
    method: 'transfer',
    reference: '',
    chequeNumber: '',
    amountCents: null,
    notes: '',
    allocations: [],
  };
  const form = useZodForm({ schema: recordPaymentFormSchema(words.language), defaultValues: defaults });
  const { control, register, formState, setValue, getValues } = form;
  const errors = formState.errors;
  const [customerId, method, amount] = useWatch({ control, name: ['customerCompanyId', 'method', 'amountCents'] });
  const open = useOpenInvoices(customerId);

  // The customer's open invoices become the allocation rows once they arrive (nothing applied yet).
  const ids = open.invoices.map((i) => i.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows follow the invoices' ids, not the list's identity
  useEffect(() => {
    if (open.isPending) return;
    if (
      getValues('allocations')
        .map((r) => r.invoiceId)
        .join(',') !== ids
    )
      setValue('allocations', rowsOf(open.invoices));
  }, [ids, open.isPending, getValues, setValue]);

  return (
    <EditorForm
      form={form}
      submit={(body) => record.mutateAsync(body)}
      success={(payment) => t('payments.toasts.recorded', { name: words.name(payment) })}
      errorTitle={t('payments.toasts.errorTitle')}
      errorFallback={t('payments.toasts.recordFailed')}
      errorText={errorText}
      submitLabel={t('payments.record')}
    >
      <FormField label={t('payments.recordDialog.customer')} isRequired error={fieldErrorText(errors.customerCompanyId)}>
        <FormSelect
          control={control}
          name="customerCompanyId"
          placeholder={t('payments.recordDialog.chooseCustomer')}
          options={(customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onValueChange={() => setValue('allocations', [])}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('payments.recordDialog.date')} isRequired error={fieldErrorText(errors.date)}>
          <FormDateInput control={control} name="date" />
        </FormField>
        <FormField label={t('payments.recordDialog.method')} isRequired error={fieldErrorText(errors.method)}>
          <FormSelect control={control} name="method" options={PAYMENT_METHODS.map((m) => ({ value: m, label: words.methods[m] }))} />
        </FormField>
        <FormField label={t('payments.recordDialog.amount')} isRequired error={fieldErrorText(errors.amountCents)}>
          <FormMoneyInput control={control} name="amountCents" currency={words.currency} />
        </FormField>
        {method === 'cheque' ? (
          <FormField label={t('payments.recordDialog.chequeNumber')} isRequired error={fieldErrorText(errors.chequeNumber)}>
            <Input autoComplete="off" {...register('chequeNumber')} />
          </FormField>
        ) : (
          <FormField
            label={t('payments.recordDialog.reference')}
            hint={t('payments.recordDialog.referenceHint')}
            error={fieldErrorText(errors.reference)}
          >
            <Input autoComplete="off" {...register('reference')} />
          </FormField>
        )}
      </div>
      <FormField label={t('payments.recordDialog.notes')} error={fieldErrorText(errors.notes)}>
        <Textarea rows={2} {...register('notes')} />
      </FormField>
      <AllocationFields
        control={control}
        setValue={setValue}
        errors={errors}
        isSubmitted={formState.isSubmitted}
        open={open}
        availableCents={typeof amount === 'number' ? amount : null}
        overText={(over) => t('payments.allocation.overAmount', { over })}
        placeholder={customerId ? undefined : t('payments.allocation.chooseCustomer')}
      />
    </EditorForm>
  );
};

export const RecordPaymentDialog = ({ target, onClose }: { target: TRecordTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={t('payments.recordDialog.title')}
      description={t('payments.recordDialog.description')}
      className="max-w-2xl"
      isClosedByOutsideClick={false}
    >
      {target && <RecordForm target={target} />}
    </FormDialog>
  );
};

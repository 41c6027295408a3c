// Apply a payment's unapplied credit to its customer's open invoices (today): the same allocation part as recording, up
// to the credit left; at least one amount, none above its invoice's balance, the total at most the credit.
import type { TApplyPayment, TPayment } from '@centinela/shared/contracts/invoice-payments';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { ErrorState } from '@/components/ui/ErrorState';
import { LoadingState } from '@/components/ui/LoadingState';
import { useZodForm } from '@/lib/forms';
import { type TOpenInvoices, useOpenInvoices, usePaymentActions } from '../../hooks/usePayments';
import { ALLOCATION_MESSAGES, allocationsOf, centsOf, checkAllocations, type TAllocationRow, ZAllocationRow } from './allocation';
import { AllocationFields, rowsOf } from './AllocationFields';
import { usePaymentErrorText } from './paymentErrors';
import { usePaymentWords } from './paymentWords';

/** The form's schema for a credit of `creditCents`: at least one amount, each within its invoice's balance, the total within the credit. */
export const applyCreditFormSchema = (creditCents: number, language: string) =>
  z
    .object({ allocations: z.array(ZAllocationRow) })
    .superRefine((v, ctx) => {
      const isAny = checkAllocations(v.allocations, creditCents, language, ctx, ALLOCATION_MESSAGES.exceedsCredit);
      const hasRowIssue = v.allocations.some((r) => typeof r.amountCents === 'string' || centsOf(r.amountCents) > r.balanceCents);
      if (!isAny && !hasRowIssue) ctx.addIssue({ code: 'custom', path: ['allocations'], message: ALLOCATION_MESSAGES.required });
    })
    .transform((v): TApplyPayment => ({ allocations: allocationsOf(v.allocations) }));

const ApplyForm = ({ payment, open }: { payment: TPayment; open: TOpenInvoices }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = usePaymentWords();
  const { apply } = usePaymentActions();
  const errorText = usePaymentErrorText();
  const form = useZodForm({
    schema: applyCreditFormSchema(payment.unappliedCents, words.language),
    defaultValues: { allocations: rowsOf(open.invoices) as TAllocationRow[] },
  });
  return (
    <EditorForm
      form={form}
      submit={(body) => apply.mutateAsync({ id: payment.id, body })}
      success={(result) => t('payments.toasts.applied', { name: words.name(result) })}
      errorTitle={t('payments.toasts.errorTitle')}
      errorFallback={t('payments.toasts.actionFailed')}
      errorText={errorText}
      submitLabel={t('payments.applyDialog.submit')}
    >
      <p className="text-sm text-slate-800">{t('payments.applyDialog.credit', { credit: words.cash(payment.unappliedCents) })}</p>
      <AllocationFields
        control={form.control}
        setValue={form.setValue}
        errors={form.formState.errors}
        isSubmitted={form.formState.isSubmitted}
        open={open}
        availableCents={payment.unappliedCents}
        overText={(over) => t('payments.allocation.overCredit', { over })}
      />
    </EditorForm>
  );
};

/** Waits for the customer's open invoices, so the form starts with one row per invoice. */
const ApplyContent = ({ payment }: { payment: TPayment }) => {
  const { t } = useTranslation('invoicingPayments');
  const open = useOpenInvoices(payment.customerCompanyId);
  if (open.error) return <ErrorState title={t('payments.allocation.fetchFailed')} error={open.error} onRetry={open.refetch} />;
  if (open.isPending) return <LoadingState label={t('payments.allocation.loading')} />;
  return <ApplyForm payment={payment} open={open} />;
};

export const ApplyCreditDialog = ({ payment, onClose }: { payment: TPayment | null; onClose: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = usePaymentWords();
  return (
    <FormDialog
      open={payment !== null}
      onClose={onClose}
      title={payment ? t('payments.applyDialog.title', { name: words.name(payment) }) : ''}
      description={t('payments.applyDialog.description')}
      className="max-w-2xl"
      isClosedByOutsideClick={false}
    >
      {payment && <ApplyContent payment={payment} />}
    </FormDialog>
  );
};

// "Apply to invoices", the part the record-payment and apply-credit dialogs share: the customer's open invoices (number,
// due date, balance, overdue badge), each with an amount to apply; "Apply in order of due date" fills the oldest first up
// to what the payment has; a live summary says what is applied and what stays as credit, and warns when the amounts
// pass what the payment has. The form holds the rows (`allocations`, in the invoices' order) and checks them on submit.
import type { TInvoiceSummary } from '@centinela/shared/contracts/invoices';
import { ListOrdered } from 'lucide-react';
import type { Control, FieldErrors, FieldPath, FieldValues, PathValue, UseFormSetValue } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { Spinner } from '@/components/ui/Spinner';
import { fieldErrorText, type TFormFieldError } from '@/lib/forms';
import type { TOpenInvoices } from '../../hooks/usePayments';
import { appliedOf, fillByDueDate, summaryOf, type TAllocationRow } from './allocation';
import { usePaymentWords } from './paymentWords';

type TAllocationValues = { allocations: TAllocationRow[] };

/** The form rows of a customer's open invoices, nothing applied yet. */
export const rowsOf = (invoices: readonly TInvoiceSummary[]): TAllocationRow[] =>
  invoices.map((i) => ({ invoiceId: i.id, balanceCents: i.balanceCents, amountCents: null }));

export type TAllocationFieldsProps<T extends TAllocationValues & FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  setValue: UseFormSetValue<T>;
  errors: FieldErrors<T>;
  isSubmitted: boolean;
  open: TOpenInvoices;
  /** What the payment has to apply (its amount, or its unapplied credit); null while not typed. */
  availableCents: number | null;
  /** Says the applied total passes what the payment has, by `over`. */
  overText: (over: string) => string;
  /** Shown in place of the list while the customer is not chosen. */
  placeholder?: string;
};

export const AllocationFields = <T extends TAllocationValues & FieldValues>({
  control,
  setValue,
  errors,
  isSubmitted,
  open,
  availableCents,
  overText,
  placeholder,
}: TAllocationFieldsProps<T>) => {
  const { t } = useTranslation('invoicingPayments');
  const words = usePaymentWords();
  const rows = (useWatch({ control, name: 'allocations' as FieldPath<T> }) ?? []) as TAllocationRow[];
  const { applied, credit, over } = summaryOf(availableCents ?? 0, appliedOf(rows));
  const listError = (errors as FieldErrors<TAllocationValues>).allocations;
  const listErrorText = listError && 'message' in listError ? fieldErrorText(listError as TFormFieldError) : undefined;
  const rowError = (index: number) =>
    fieldErrorText((errors as FieldErrors<TAllocationValues>).allocations?.[index]?.amountCents as TFormFieldError | undefined);
  const amountPath = (index: number) => `allocations.${index}.amountCents` as FieldPath<T>;
  // The rows match the invoices once the form has them (a new customer's invoices arrive after it is chosen).
  const isReady = rows.length === open.invoices.length;

  const fill = () => {
    const amounts = fillByDueDate(
      rows.map((r) => r.balanceCents),
      availableCents ?? 0,
    );
    amounts.forEach((amount, index) => {
      setValue(amountPath(index), amount as PathValue<T, FieldPath<T>>, { shouldDirty: true, shouldValidate: isSubmitted });
    });
  };

  const body = () => {
    if (placeholder) return <p className="text-sm text-slate-600">{placeholder}</p>;
    if (open.error) return <ErrorState title={t('payments.allocation.fetchFailed')} error={open.error} onRetry={open.refetch} />;
    if (open.isPending || !isReady)
      return (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner />
          {t('payments.allocation.loading')}
        </p>
      );
    if (open.invoices.length === 0) return <p className="text-sm text-slate-600">{t('payments.allocation.none')}</p>;
    return (
      <ul aria-label={t('payments.allocation.invoices')} className="grid gap-2">
        {open.invoices.map((invoice, index) => {
          const number = invoice.number ?? t('invoices.draft');
          return (
            <li
              key={invoice.id}
              className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_10rem] sm:items-start"
            >
              <div className="min-w-0 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900 tabular-nums">{number}</span>
                  {invoice.overdue && <Badge variant="danger">{t('invoices.overdue')}</Badge>}
                </span>
                <span className="block text-xs text-slate-600">
                  {t('payments.allocation.figures', {
                    due: words.day(invoice.dueDate),
                    balance: words.money(invoice.balanceCents, invoice.currency),
                  })}
                </span>
              </div>
              <FormField label={t('payments.allocation.amount')} error={rowError(index)}>
                <FormMoneyInput
                  control={control}
                  name={amountPath(index)}
                  currency={invoice.currency}
                  aria-label={t('payments.allocation.amountOf', { number })}
                />
              </FormField>
            </li>
          );
        })}
      </ul>
    );
  };

  const hasRows = !placeholder && !open.error && isReady && open.invoices.length > 0;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('payments.allocation.title')}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 flex-1 basis-56 text-xs text-slate-600">{t('payments.allocation.hint')}</p>
        {hasRows && (
          <Button variant="outline" size="sm" onClick={fill} disabled={(availableCents ?? 0) <= 0}>
            <ListOrdered aria-hidden="true" />
            {t('payments.allocation.fillByDueDate')}
          </Button>
        )}
      </div>
      {body()}
      {/* Announced as the amounts change. */}
      <div role="status" className="grid gap-1 text-sm">
        {hasRows && (
          <p className="font-medium text-slate-900 tabular-nums" data-testid="allocation-summary">
            {t('payments.allocation.summary', { applied: words.cash(applied), credit: words.cash(credit) })}
          </p>
        )}
        {hasRows && over > 0 && <p className="font-medium text-red-700">{overText(words.cash(over))}</p>}
        {listErrorText && over === 0 && <p className="font-medium text-red-700">{listErrorText}</p>}
      </div>
    </fieldset>
  );
};

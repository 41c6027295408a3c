// Issue a credit note against an invoice: everything still left to credit, or an amount on some lines — each at most
// what is left of the line (its amount less what earlier credit notes took), checked before anything is sent — with
// the reason (required).
import { INVOICE_MESSAGES, type TCreditNoteInput, type TInvoice, type TInvoiceLine } from '@centinela/shared/contracts/invoices';
import { ZRequiredText } from '@centinela/shared/contracts/common';
import { MONEY_MESSAGES, parseMoney } from '@centinela/shared/rules/money';
import type { FieldError } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { Textarea } from '@/components/ui/Textarea';
import { isApiError } from '@/lib/api';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useInvoiceActions } from '../../hooks/useInvoices';
import { useInvoiceWords } from './invoiceWords';

const ABOVE_LINE = 'invoicingPayments:validation.creditAboveLine';

/** What is left to credit on a line: its amount less what credit notes already took. */
export const lineLeftCents = (line: Pick<TInvoiceLine, 'amountCents' | 'creditedCents'>) =>
  Math.max(0, line.amountCents - line.creditedCents);

type TCreditFormValues = {
  mode: 'whole' | 'lines';
  reason: string;
  lines: { lineId: string; amountCents: number | string | null }[];
};

/**
 * The form's schema for one invoice: per-line amounts above 0 and at most what is left, at least one line. An amount
 * that did not parse is said as the money field says it (in the language it was typed in).
 */
export const creditNoteFormSchema = (leftOf: ReadonlyMap<string, number>, language: string) =>
  z
    .object({
      mode: z.enum(['whole', 'lines']),
      reason: ZRequiredText(500),
      lines: z.array(z.object({ lineId: z.string(), amountCents: z.union([z.number(), z.string(), z.null()]) })),
    })
    .superRefine((v, ctx) => {
      if (v.mode === 'whole') return;
      let isAnyAmount = false;
      let isAnyIssue = false;
      v.lines.forEach((line, index) => {
        const amount = line.amountCents;
        if (amount === null || amount === '') return;
        const path = ['lines', index, 'amountCents'];
        if (typeof amount === 'string') {
          const parsed = parseMoney(amount, language);
          ctx.addIssue({ code: 'custom', path, message: MONEY_MESSAGES[parsed.ok ? 'invalid' : parsed.error] });
          isAnyIssue = true;
        } else if (amount <= 0) {
          ctx.addIssue({ code: 'custom', path, message: INVOICE_MESSAGES.creditAmount });
          isAnyIssue = true;
        } else if (amount > (leftOf.get(line.lineId) ?? 0)) {
          ctx.addIssue({ code: 'custom', path, message: ABOVE_LINE });
          isAnyIssue = true;
        } else isAnyAmount = true;
      });
      if (!isAnyAmount && !isAnyIssue) ctx.addIssue({ code: 'custom', path: ['lines'], message: INVOICE_MESSAGES.creditLinesRequired });
    })
    .transform(
      (v): TCreditNoteInput =>
        v.mode === 'whole'
          ? { reason: v.reason }
          : {
              reason: v.reason,
              lines: v.lines.flatMap((l) =>
                typeof l.amountCents === 'number' && l.amountCents > 0 ? [{ lineId: l.lineId, amountCents: l.amountCents }] : [],
              ),
            },
    );

const CreditForm = ({ invoice }: { invoice: TInvoice }) => {
  const { t } = useTranslation(['invoicingPayments', 'apiErrors']);
  const words = useInvoiceWords();
  const { creditNote } = useInvoiceActions();
  const money = (cents: number) => words.money(cents, invoice.currency);
  const creditable = invoice.lines.filter((l) => lineLeftCents(l) > 0);
  const leftOf = new Map(creditable.map((l) => [l.id, lineLeftCents(l)]));
  const defaults: TCreditFormValues = { mode: 'whole', reason: '', lines: creditable.map((l) => ({ lineId: l.id, amountCents: null })) };
  const form = useZodForm({ schema: creditNoteFormSchema(leftOf, words.language), defaultValues: defaults });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const mode = useWatch({ control, name: 'mode' });
  const linesError = errors.lines && 'message' in errors.lines ? fieldErrorText(errors.lines as FieldError) : undefined;
  return (
    <EditorForm
      form={form}
      submit={(body) => creditNote.mutateAsync({ id: invoice.id, body })}
      success={(note) => t('invoices.toasts.credited', { name: words.title(note) })}
      errorTitle={t('invoices.toasts.errorTitle')}
      errorFallback={t('invoices.toasts.actionFailed')}
      // What is left, in the invoice's currency and the screen's language (the server's `available` is in the request's).
      errorText={(error) => {
        const available = isApiError(error) ? (error.details as { availableCents?: unknown } | undefined)?.availableCents : undefined;
        return isApiError(error) && error.code === 'CREDIT_EXCEEDS_AVAILABLE' && typeof available === 'number'
          ? t('apiErrors:CREDIT_EXCEEDS_AVAILABLE', { available: money(available) })
          : undefined;
      }}
      submitLabel={t('invoices.creditDialog.submit')}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('invoices.creditDialog.what')}</legend>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" value="whole" className="mt-0.5 size-4 accent-brand-700" {...register('mode')} />
          <span>
            {t('invoices.creditDialog.whole')}
            <span className="block text-xs text-slate-600">
              {t('invoices.creditDialog.wholeHint', { amount: money(Math.max(0, invoice.totalCents - invoice.creditedCents)) })}
            </span>
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input type="radio" value="lines" className="mt-0.5 size-4 accent-brand-700" {...register('mode')} />
          <span>
            {t('invoices.creditDialog.byLine')}
            <span className="block text-xs text-slate-600">{t('invoices.creditDialog.byLineHint')}</span>
          </span>
        </label>
      </fieldset>
      {mode === 'lines' && (
        <ul aria-label={t('invoices.creditDialog.linesLabel')} className="grid gap-3">
          {creditable.map((line, index) => (
            <li
              key={line.id}
              className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_11rem] sm:items-start"
            >
              <div className="min-w-0 text-sm">
                <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t(`invoices.lines.kinds.${line.kind}`)}
                </span>
                <span className="block font-medium text-slate-900">{line.description}</span>
                <span className="block text-xs text-slate-600">
                  {t('invoices.creditDialog.lineFigures', {
                    amount: money(line.amountCents),
                    credited: money(line.creditedCents),
                    left: money(lineLeftCents(line)),
                  })}
                </span>
              </div>
              <FormField
                label={t('invoices.creditDialog.amount')}
                hint={t('invoices.creditDialog.upTo', { left: money(lineLeftCents(line)) })}
                error={fieldErrorText(errors.lines?.[index]?.amountCents)}
              >
                <FormMoneyInput
                  control={control}
                  name={`lines.${index}.amountCents`}
                  currency={invoice.currency}
                  aria-label={t('invoices.creditDialog.amountOf', { line: words.lineName(line) })}
                />
              </FormField>
            </li>
          ))}
        </ul>
      )}
      <div role="status">{mode === 'lines' && linesError && <p className="text-sm font-medium text-red-700">{linesError}</p>}</div>
      <FormField label={t('invoices.creditDialog.reason')} isRequired error={fieldErrorText(errors.reason)}>
        <Textarea rows={2} {...register('reason')} />
      </FormField>
    </EditorForm>
  );
};

export const CreditNoteDialog = ({ invoice, onClose }: { invoice: TInvoice | null; onClose: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  const words = useInvoiceWords();
  return (
    <FormDialog
      open={invoice !== null}
      onClose={onClose}
      title={invoice ? t('invoices.creditDialog.title', { ref: words.ref(invoice) }) : ''}
      description={t('invoices.creditDialog.description')}
      className="max-w-2xl"
      isClosedByOutsideClick={false}
    >
      {invoice && <CreditForm invoice={invoice} />}
    </FormDialog>
  );
};

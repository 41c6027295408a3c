// Add or edit a rate card version: the customer, post (or all of them) and rank it bills, from which day, the bill rate
// beside the post's pay rate (with the pay ≥ bill warning as it is typed), overtime and holiday billing, the billed time
// (minimum, rounding), payment terms, PO, cycle and tax profile.
import { addDays, todayIn } from '@centinela/shared';
import {
  BILLING_CYCLES,
  BILLING_ROUNDING_MODES,
  BILLING_ROUNDING_STEPS,
  PAYMENT_TERMS_DAYS,
  type TRateCard,
  type TRateCardInputParsed,
} from '@centinela/shared/contracts/invoicing-payments';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { formatMoneyDisplay } from '@/lib/format';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useBillingPosts, useRateCardActions } from '../hooks/useInvoicing';
import { RateCardExample } from './RateCardExample';
import { isPayAtOrAboveBill, rateCardFormValues, type TRateCardFormValues, ZRateCardForm } from '../lib/billing';
import { BillingRuleFields } from './BillingRuleFields';
import { CustomerPostFields, EditorSection as Section, TaxProfileField } from './BillingFields';
import { InlineWarning } from '@/components/ui/InlineWarning';
import { RankOptions } from '@/features/users/components/RankOptions';

/** `from`: a new version of that card — its terms, from today (or the day after a future version). */
export type TRateCardEditorTarget = { mode: 'create'; customerCompanyId?: string; from?: TRateCard } | { mode: 'edit'; card: TRateCard };

type TForm = UseFormReturn<TRateCardFormValues, unknown, TRateCardInputParsed>;

/** Customer, post, rank and first day. Choosing another customer clears the post. */
const ScopeFields = ({ form, card }: { form: TForm; card?: TRateCard }) => {
  const { t } = useTranslation(['invoicingPayments', 'users']);
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const customerId = useWatch({ control, name: 'customerCompanyId' });
  return (
    <Section legend={t('rateCardEditor.sections.scope')}>
      <CustomerPostFields
        control={control}
        setValue={setValue}
        errors={errors}
        customerCompanyId={customerId}
        record={card}
        words={{
          customer: t('rateCardEditor.customer'),
          chooseCustomer: t('rateCardEditor.chooseCustomer'),
          post: t('rateCardEditor.post'),
          postHint: t('rateCardEditor.postHint'),
          noPost: t('rateCards.allPosts'),
        }}
      />
      <FormField label={t('rateCardEditor.rank')} hint={t('rateCardEditor.rankHint')} error={fieldErrorText(errors.rank)}>
        <Select {...register('rank')}>
          <RankOptions emptyLabel={t('rateCards.allRanks')} />
        </Select>
      </FormField>
      <FormField label={t('rateCardEditor.fromDate')} isRequired error={fieldErrorText(errors.fromDate)}>
        <FormDateInput control={control} name="fromDate" />
      </FormField>
    </Section>
  );
};

/** The bill rate beside the chosen post's pay rate today, warned as it is typed when pay ≥ bill. */
const PriceFields = ({ form, card }: { form: TForm; card?: TRateCard }) => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const { currency } = useCompanyLocale();
  const { control, formState } = form;
  const [customerId, postId, billRate] = useWatch({ control, name: ['customerCompanyId', 'postId', 'billRateCents'] });
  const posts = useBillingPosts(customerId);
  const post = posts.data?.items.find((p) => p.id === postId);
  const payRate = post ? post.payRateCents : card?.postId === postId && postId ? card.payRateCents : undefined;
  const money = (cents: number | null) => formatMoneyDisplay(cents, i18n.language, currency);
  const payHint =
    !postId || payRate === undefined
      ? undefined
      : payRate === null
        ? t('rateCardEditor.noPayRate')
        : t('rateCardEditor.payRate', { pay: money(payRate) });
  return (
    <Section legend={t('rateCardEditor.sections.rates')}>
      <div className="grid gap-1 sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
        <FormField label={t('rateCardEditor.billRate')} isRequired hint={payHint} error={fieldErrorText(formState.errors.billRateCents)}>
          <FormMoneyInput control={control} name="billRateCents" currency={currency} />
        </FormField>
        <div role="status">
          {isPayAtOrAboveBill(payRate, billRate) && (
            <InlineWarning>{t('rateCards.payAtOrAboveBill', { pay: money(payRate ?? 0) })}</InlineWarning>
          )}
        </div>
      </div>
      <BillingRuleFields kind="overtime" form={form} />
      <BillingRuleFields kind="holiday" form={form} />
    </Section>
  );
};

/** Billed time, terms, PO, cycle and tax. */
const InvoiceFields = ({ form, card }: { form: TForm; card?: TRateCard }) => {
  const { t } = useTranslation('invoicingPayments');
  const { register, control, formState } = form;
  const errors = formState.errors;
  const step = useWatch({ control, name: 'roundingMinutes' });
  const terms: readonly number[] =
    card && !(PAYMENT_TERMS_DAYS as readonly number[]).includes(card.paymentTermsDays)
      ? [...PAYMENT_TERMS_DAYS, card.paymentTermsDays].sort((a, b) => a - b)
      : PAYMENT_TERMS_DAYS;
  return (
    <Section legend={t('rateCardEditor.sections.billing')}>
      <FormField
        label={t('rateCardEditor.minimumHours')}
        hint={t('rateCardEditor.minimumHint')}
        error={fieldErrorText(errors.minimumMinutes)}
      >
        <Input inputMode="decimal" autoComplete="off" className="tabular-nums" {...register('minimumMinutes')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('rateCardEditor.rounding')} error={fieldErrorText(errors.roundingMinutes)}>
          <Select {...register('roundingMinutes')}>
            {BILLING_ROUNDING_STEPS.map((s) => (
              <option key={s} value={String(s)}>
                {s === 0 ? t('rateCardEditor.roundingSteps.none') : t('rateCardEditor.roundingSteps.step', { step: s })}
              </option>
            ))}
          </Select>
        </FormField>
        {step !== '0' && (
          <FormField label={t('rateCardEditor.roundingMode')} error={fieldErrorText(errors.roundingMode)}>
            <Select {...register('roundingMode')}>
              {BILLING_ROUNDING_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`rateCardEditor.roundingModes.${m}`)}
                </option>
              ))}
            </Select>
          </FormField>
        )}
      </div>
      <FormField label={t('rateCardEditor.paymentTerms')} error={fieldErrorText(errors.paymentTermsDays)}>
        <Select {...register('paymentTermsDays')}>
          {terms.map((days) => (
            <option key={days} value={String(days)}>
              {days === 0 ? t('rateCards.termsOnReceipt') : t('rateCards.terms', { days })}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('rateCardEditor.billingCycle')} error={fieldErrorText(errors.billingCycle)}>
        <Select {...register('billingCycle')}>
          {BILLING_CYCLES.map((c) => (
            <option key={c} value={c}>
              {t(`rateCards.cycles.${c}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('rateCardEditor.poNumber')} error={fieldErrorText(errors.poNumber)}>
        <Input autoComplete="off" {...register('poNumber')} />
      </FormField>
      <TaxProfileField
        control={control}
        label={t('rateCardEditor.taxProfile')}
        noTaxLabel={t('rateCardEditor.noTax')}
        error={errors.taxProfileId}
      />
    </Section>
  );
};

const RateCardForm = ({ target }: { target: TRateCardEditorTarget }) => {
  const { t } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  const { save } = useRateCardActions();
  const card = target.mode === 'edit' ? target.card : undefined;
  const today = todayIn(timeZone);
  const from = target.mode === 'create' ? target.from : undefined;
  const defaults = rateCardFormValues(card ?? from, today);
  if (from) defaults.fromDate = from.fromDate < today ? today : addDays(from.fromDate, 1);
  if (target.mode === 'create' && target.customerCompanyId) defaults.customerCompanyId = target.customerCompanyId;
  const form = useZodForm({ schema: ZRateCardForm, defaultValues: defaults, mode: 'onTouched' });
  const { register, formState } = form;
  return (
    <EditorForm
      form={form}
      // The values are the schema's output: the API body, already converted.
      submit={(values) => save.mutateAsync({ id: card?.id, body: values })}
      success={card ? t('rateCards.toasts.updated') : t('rateCards.toasts.created')}
      errorTitle={t('rateCards.toasts.errorTitle')}
      errorFallback={t('rateCards.toasts.saveFailed')}
      className="gap-6"
    >
      <ScopeFields form={form} card={card} />
      <PriceFields form={form} card={card} />
      <InvoiceFields form={form} card={card} />
      <RateCardExample form={form} />
      <FormField label={t('rateCardEditor.notes')} error={fieldErrorText(formState.errors.notes)}>
        <Textarea rows={2} {...register('notes')} />
      </FormField>
    </EditorForm>
  );
};

export const RateCardEditorDialog = ({ target, onClose }: { target: TRateCardEditorTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('rateCardEditor.editTitle') : t('rateCardEditor.createTitle')}
      description={t('rateCardEditor.description')}
      className="max-w-3xl"
      isClosedByOutsideClick={false}
    >
      {target && <RateCardForm target={target} />}
    </FormDialog>
  );
};

// Add or edit a recurring charge: the customer, post (or the customer as a whole), description, amount per date and tax
// profile; the rule (frequency, every how many, weekdays, first and last date) read back in words as it is set; and how
// it is billed (on the cycle's invoice or an invoice of its own), active or stopped, and notes.
import { todayIn } from '@centinela/shared';
import {
  RECURRENCE_FREQUENCIES,
  RECURRING_BILLING,
  type TRecurringCharge,
  type TRecurringChargeInputParsed,
} from '@centinela/shared/contracts/recurring-charges';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { CheckOption } from '@/features/tasks/components/CheckOption';
import { ISO_DAYS } from '@/features/tasks/lib/days';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useRecurringChargeActions } from '../../hooks/useRecurringCharges';
import { recurringFormValues, ruleText, type TRecurringFormValues, ZRecurringChargeForm } from '../../lib/recurring';
import { CustomerPostFields, EditorSection as Section, TaxProfileField } from '../BillingFields';

export type TRecurringChargeTarget = { mode: 'create'; customerCompanyId?: string } | { mode: 'edit'; charge: TRecurringCharge };

type TForm = UseFormReturn<TRecurringFormValues, unknown, TRecurringChargeInputParsed>;

/** Customer, post, description, amount and tax. Choosing another customer clears the post. */
const ChargeFields = ({ form, charge }: { form: TForm; charge?: TRecurringCharge }) => {
  const { t } = useTranslation('invoicingPayments');
  const { currency } = useCompanyLocale();
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const customerId = useWatch({ control, name: 'customerCompanyId' });
  return (
    <Section legend={t('recurring.editor.sections.charge')}>
      <CustomerPostFields
        control={control}
        setValue={setValue}
        errors={errors}
        customerCompanyId={customerId}
        record={charge}
        words={{
          customer: t('recurring.editor.customer'),
          chooseCustomer: t('recurring.editor.chooseCustomer'),
          post: t('recurring.editor.post'),
          postHint: t('recurring.editor.postHint'),
          noPost: t('recurring.wholeCustomer'),
        }}
      />
      <FormField
        label={t('recurring.editor.description')}
        hint={t('recurring.editor.descriptionHint')}
        isRequired
        error={fieldErrorText(errors.description)}
        className="sm:col-span-2"
      >
        <Input autoComplete="off" maxLength={200} {...register('description')} />
      </FormField>
      <FormField label={t('recurring.editor.amount')} isRequired error={fieldErrorText(errors.amountCents)}>
        <FormMoneyInput control={control} name="amountCents" currency={currency} />
      </FormField>
      <TaxProfileField
        control={control}
        label={t('recurring.editor.taxProfile')}
        noTaxLabel={t('recurring.noTax')}
        error={errors.taxProfileId}
      />
    </Section>
  );
};

/** Frequency, every how many, weekdays (weekly), first and last date, and the rule read back in words. */
const RuleFields = ({ form }: { form: TForm }) => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const [frequency, interval, days, startDate] = useWatch({ control, name: ['frequency', 'interval', 'daysOfWeek', 'startDate'] });
  const rule = { frequency, interval: Number(interval), daysOfWeek: days ?? [], startDate: startDate ?? '' };
  return (
    <Section legend={t('recurring.editor.sections.rule')}>
      <FormField label={t('recurring.editor.frequency')} error={fieldErrorText(errors.frequency)}>
        <Select {...register('frequency')}>
          {RECURRENCE_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`recurring.editor.frequencies.${f}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t(`recurring.editor.interval.${frequency}`)} error={fieldErrorText(errors.interval)}>
        <Input inputMode="numeric" autoComplete="off" className="tabular-nums" {...register('interval')} />
      </FormField>
      {frequency === 'weekly' && (
        <fieldset className="grid gap-1 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('recurring.editor.daysOfWeek')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {ISO_DAYS.map((d) => (
              <CheckOption
                key={d}
                label={t(`recurring.weekdaysShort.${d}`)}
                checked={(days ?? []).includes(d)}
                onCheckedChange={(on) =>
                  setValue('daysOfWeek', on ? [...(days ?? []), d] : (days ?? []).filter((x) => x !== d), { shouldValidate: true })
                }
              />
            ))}
          </div>
          {errors.daysOfWeek && <p className="text-sm text-red-700">{fieldErrorText(errors.daysOfWeek as { message?: string })}</p>}
        </fieldset>
      )}
      <FormField
        label={t('recurring.editor.startDate')}
        hint={t('recurring.editor.startHint')}
        isRequired
        error={fieldErrorText(errors.startDate)}
      >
        <FormDateInput control={control} name="startDate" />
      </FormField>
      <FormField label={t('recurring.editor.endDate')} hint={t('recurring.editor.endHint')} error={fieldErrorText(errors.endDate)}>
        <FormDateInput control={control} name="endDate" />
      </FormField>
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800 sm:col-span-2" aria-live="polite">
        {t('recurring.editor.preview', { rule: ruleText(t, rule, i18n.language) })}
      </p>
    </Section>
  );
};

/** On the cycle's invoice or alone, active or stopped, notes. */
const BillingFields = ({ form }: { form: TForm }) => {
  const { t } = useTranslation('invoicingPayments');
  const { register, control, setValue, formState } = form;
  const [billing, isActive] = useWatch({ control, name: ['billing', 'isActive'] });
  const activeId = useId();
  return (
    <Section legend={t('recurring.editor.sections.billing')}>
      <FormField
        label={t('recurring.editor.billing')}
        hint={t(`recurring.editor.billingHints.${billing}`)}
        error={fieldErrorText(formState.errors.billing)}
      >
        <Select {...register('billing')}>
          {RECURRING_BILLING.map((b) => (
            <option key={b} value={b}>
              {t(`recurring.billingModes.${b}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid content-start gap-1 sm:pt-7">
        <div className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <Switch id={activeId} checked={isActive} onCheckedChange={(on: boolean) => setValue('isActive', on, { shouldDirty: true })} />
          <label htmlFor={activeId}>{t('recurring.editor.isActive')}</label>
        </div>
        <p className="text-xs text-slate-600">{t('recurring.editor.isActiveHint')}</p>
      </div>
      <FormField label={t('recurring.editor.notes')} error={fieldErrorText(formState.errors.notes)} className="sm:col-span-2">
        <Textarea rows={2} {...register('notes')} />
      </FormField>
    </Section>
  );
};

const RecurringChargeForm = ({ target }: { target: TRecurringChargeTarget }) => {
  const { t } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  const { save } = useRecurringChargeActions();
  const charge = target.mode === 'edit' ? target.charge : undefined;
  const defaults = recurringFormValues(charge, todayIn(timeZone));
  if (target.mode === 'create' && target.customerCompanyId) defaults.customerCompanyId = target.customerCompanyId;
  const form = useZodForm({ schema: ZRecurringChargeForm, defaultValues: defaults, mode: 'onTouched' });
  return (
    <EditorForm
      form={form}
      // The values are the schema's output: the API body, already converted.
      submit={(values) => save.mutateAsync({ id: charge?.id, body: values })}
      success={charge ? t('recurring.toasts.updated') : t('recurring.toasts.created')}
      errorTitle={t('recurring.toasts.errorTitle')}
      errorFallback={t('recurring.toasts.saveFailed')}
      className="gap-6"
    >
      <ChargeFields form={form} charge={charge} />
      <RuleFields form={form} />
      <BillingFields form={form} />
    </EditorForm>
  );
};

export const RecurringChargeDialog = ({ target, onClose }: { target: TRecurringChargeTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('recurring.editor.editTitle') : t('recurring.editor.createTitle')}
      description={t('recurring.editor.intro')}
      className="max-w-3xl"
      isClosedByOutsideClick={false}
    >
      {target && <RecurringChargeForm target={target} />}
    </FormDialog>
  );
};

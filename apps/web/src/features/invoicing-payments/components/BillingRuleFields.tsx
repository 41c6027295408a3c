// How overtime or holiday hours are billed, in the rate card editor: a select of the ways (at the bill rate, × a factor,
// a flat rate, pass-through for overtime) and the one field the chosen way needs (the factor typed as 1.5, or an amount).
import { HOLIDAY_BILLING, OVERTIME_BILLING, type TRateCardInputParsed } from '@centinela/shared/contracts/invoicing-payments';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { fieldErrorText } from '@/lib/forms';
import type { TRateCardFormValues } from '../lib/billing';

const FIELDS = {
  overtime: { billing: 'overtimeBilling', factor: 'overtimeFactor', rate: 'overtimeRateCents', ways: OVERTIME_BILLING },
  holiday: { billing: 'holidayBilling', factor: 'holidayFactor', rate: 'holidayRateCents', ways: HOLIDAY_BILLING },
} as const;

export const BillingRuleFields = ({
  kind,
  form,
}: {
  kind: 'overtime' | 'holiday';
  form: UseFormReturn<TRateCardFormValues, unknown, TRateCardInputParsed>;
}) => {
  const { t } = useTranslation('invoicingPayments');
  const { currency } = useCompanyLocale();
  const { register, control, formState } = form;
  const names = FIELDS[kind];
  const way = useWatch({ control, name: names.billing });
  const errors = formState.errors;
  const usesFactor = way === 'factor' || way === 'pass_through';
  return (
    <>
      <FormField
        label={t(kind === 'overtime' ? 'rateCardEditor.overtimeBilling' : 'rateCardEditor.holidayBilling')}
        error={fieldErrorText(errors[names.billing])}
        hint={way === 'pass_through' ? t('rateCardEditor.passThroughHint') : undefined}
      >
        <Select {...register(names.billing)}>
          {names.ways.map((w) => (
            <option key={w} value={w}>
              {t(`rateCardEditor.billingOptions.${w}`)}
            </option>
          ))}
        </Select>
      </FormField>
      {usesFactor && (
        <FormField
          label={t(kind === 'overtime' ? 'rateCardEditor.overtimeFactor' : 'rateCardEditor.holidayFactor')}
          hint={t('rateCardEditor.factorHint')}
          isRequired
          error={fieldErrorText(errors[names.factor])}
        >
          <Input inputMode="decimal" autoComplete="off" className="tabular-nums" {...register(names.factor)} />
        </FormField>
      )}
      {way === 'flat' && (
        <FormField
          label={t(kind === 'overtime' ? 'rateCardEditor.overtimeRate' : 'rateCardEditor.holidayRate')}
          isRequired
          error={fieldErrorText(errors[names.rate])}
        >
          <FormMoneyInput control={control} name={names.rate} currency={currency} />
        </FormField>
      )}
      {way === 'none' && <div aria-hidden="true" className="hidden sm:block" />}
    </>
  );
};

// The optional CFDI 4.0 (Mexico) receiver data of a customer (billing.cfdi): none until asked for, then its tax regime,
// fiscal postal code, CFDI use and payment form, each from SAT's catalogue. Its RFC and registered name are the billing
// tax id and "bill to" name above.
import type { ZCreateCustomerCompany } from '@centinela/shared/contracts/customer-companies';
import { Minus, Plus } from 'lucide-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import {
  CFDI_PAYMENT_FORM_OPTIONS,
  CFDI_REGIME_OPTIONS,
  CFDI_USE_OPTIONS,
  emptyCfdiReceiver,
} from '@/features/invoicing-payments/lib/cfdi';
import { fieldErrorText } from '@/lib/forms';

type TForm = UseFormReturn<z.input<typeof ZCreateCustomerCompany>, unknown, z.output<typeof ZCreateCustomerCompany>>;

const Options = ({ options }: { options: readonly { value: string; label: string }[] }) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

export const CustomerCfdiFields = ({ form, isReadOnly }: { form: TForm; isReadOnly?: boolean }) => {
  const { t } = useTranslation('customerCompanies');
  const { register, control, setValue, formState } = form;
  const cfdi = useWatch({ control, name: 'billing.cfdi' });
  const errors = formState.errors.billing?.cfdi;
  const hasCfdi = cfdi !== null && cfdi !== undefined;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('fields.cfdi')}</legend>
      <p className="text-sm text-slate-600">{t('fields.cfdiHint')}</p>
      {hasCfdi && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('fields.cfdiTaxRegime')} isRequired error={fieldErrorText(errors?.taxRegime)}>
            <Select {...register('billing.cfdi.taxRegime')}>
              <Options options={CFDI_REGIME_OPTIONS} />
            </Select>
          </FormField>
          <FormField label={t('fields.cfdiPostalCode')} isRequired error={fieldErrorText(errors?.postalCode)}>
            <Input autoComplete="off" inputMode="numeric" maxLength={5} {...register('billing.cfdi.postalCode')} />
          </FormField>
          <FormField label={t('fields.cfdiUse')} error={fieldErrorText(errors?.cfdiUse)}>
            <Select {...register('billing.cfdi.cfdiUse')}>
              <Options options={CFDI_USE_OPTIONS} />
            </Select>
          </FormField>
          <FormField label={t('fields.cfdiPaymentForm')} hint={t('fields.cfdiPaymentFormHint')} error={fieldErrorText(errors?.paymentForm)}>
            <Select {...register('billing.cfdi.paymentForm')}>
              <Options options={CFDI_PAYMENT_FORM_OPTIONS} />
            </Select>
          </FormField>
        </div>
      )}
      {!isReadOnly && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => setValue('billing.cfdi', hasCfdi ? null : emptyCfdiReceiver(), { shouldDirty: true })}
        >
          {hasCfdi ? <Minus aria-hidden="true" /> : <Plus aria-hidden="true" />}
          {hasCfdi ? t('fields.cfdiRemove') : t('fields.cfdiAdd')}
        </Button>
      )}
    </fieldset>
  );
};

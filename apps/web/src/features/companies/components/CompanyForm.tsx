// The company editor's details: identity, contact, address, time zone, language, currency, minimum rest between shifts.
import { CURRENCIES, currencyForCountry, formatPhone, LANGUAGES } from '@centinela/shared';
import { DEFAULT_MIN_REST_HOURS, DEFAULT_TIME_ZONE, type TCompany, ZCompanyFields } from '@centinela/shared/contracts/companies';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorForm } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useSaveCompany } from '../hooks/useCompanies';
import { useZodForm } from '@/lib/forms';
import { timeZoneLabel, timeZoneOptions } from '../lib/time-zones';
import { AddressFields, addressValues } from './AddressFields';
import { CompanyLogoField } from './CompanyLogoField';

type TValues = z.input<typeof ZCompanyFields>;

const valuesOf = (company?: TCompany): TValues => ({
  name: company?.name ?? '',
  legalName: company?.legalName ?? '',
  taxId: company?.taxId ?? '',
  phone: formatPhone(company?.phone),
  email: company?.email ?? '',
  address: addressValues(company?.address),
  timeZone: company?.timeZone ?? DEFAULT_TIME_ZONE,
  defaultLanguage: company?.defaultLanguage ?? 'es',
  currency: company?.currency ?? currencyForCountry(company?.address?.country),
  minRestHours: company?.minRestHours ?? DEFAULT_MIN_REST_HOURS,
});

export const CompanyForm = ({
  company,
  isReadOnly,
  onSaved,
  onCancel,
}: {
  company?: TCompany;
  isReadOnly?: boolean;
  onSaved: (company: TCompany) => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation(['companies', 'common']);
  const save = useSaveCompany();
  const form = useZodForm({ schema: ZCompanyFields, defaultValues: valuesOf(company), mode: 'onTouched' });
  const { register, formState, watch, setValue, getFieldState, errorOf } = form;
  // A new company's currency follows its country (MXN for Mexico, else USD) until someone chooses one.
  const country = watch('address.country');
  useEffect(() => {
    if (!company && !getFieldState('currency').isDirty) setValue('currency', currencyForCountry(country));
  }, [company, country, getFieldState, setValue]);
  const errors = formState.errors;
  const zones = timeZoneOptions(watch('timeZone'));

  return (
    <EditorForm
      form={form}
      submit={(values) => save.mutateAsync({ id: company?.id, body: values })}
      success={company ? t('toasts.updated') : t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={company ? t('toasts.updateFailed') : t('toasts.createFailed')}
      onDone={onSaved}
      onCancel={onCancel}
      isReadOnly={isReadOnly}
      submitLabel={company ? t('common:actions.save') : t('actions.create')}
      label={t('editor.detailsTab')}
      formClassName="gap-5"
      className="gap-5"
      before={
        company ? (
          <CompanyLogoField company={company} isReadOnly={isReadOnly} />
        ) : (
          <p className="text-sm text-slate-600">{t('logo.afterCreate')}</p>
        )
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField className="sm:col-span-2" label={t('fields.name')} isRequired error={errorOf(errors.name)}>
          <Input autoComplete="off" {...register('name')} />
        </FormField>
        <FormField label={t('fields.legalName')} error={errorOf(errors.legalName)}>
          <Input autoComplete="off" {...register('legalName')} />
        </FormField>
        <FormField label={t('fields.taxId')} error={errorOf(errors.taxId)}>
          <Input autoComplete="off" {...register('taxId')} />
        </FormField>
        <FormField label={t('fields.phone')} error={errorOf(errors.phone)}>
          <Input type="tel" autoComplete="off" {...register('phone')} />
        </FormField>
        <FormField label={t('fields.email')} error={errorOf(errors.email)}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </FormField>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('sections.address')}</legend>
        <AddressFields form={form} prefix="address" errors={errors.address} />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('sections.operation')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('fields.timeZone')} isRequired error={errorOf(errors.timeZone)}>
            <Select {...register('timeZone')}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {timeZoneLabel(zone)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('fields.defaultLanguage')} isRequired error={errorOf(errors.defaultLanguage)}>
            <Select {...register('defaultLanguage')}>
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`common:language.names.${language}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('fields.currency')} isRequired hint={t('fields.currencyHint')} error={errorOf(errors.currency)}>
            <Select {...register('currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {t(`currencies.${currency}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('fields.minRestHours')} isRequired hint={t('fields.minRestHoursHint')} error={errorOf(errors.minRestHours)}>
            <Input type="number" min={0} max={24} step={1} {...register('minRestHours')} />
          </FormField>
        </div>
      </fieldset>
    </EditorForm>
  );
};

// Street, city, state, ZIP and country of an address (companies, customer companies, billing address).
import { COUNTRIES, type TCountry } from '@centinela/shared';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { translateFieldError } from '../lib/field-errors';

export const COUNTRY_LABEL_KEYS: Record<TCountry, string> = {
  US: 'companies:countries.US',
  CA: 'companies:countries.CA',
  MX: 'companies:countries.MX',
  PR: 'companies:countries.PR',
};

type TAddressErrors = Partial<Record<'street' | 'city' | 'state' | 'zipCode' | 'country', { message?: string; type?: string }>>;

export const AddressFields = <T extends FieldValues>({
  register,
  prefix,
  errors,
}: {
  register: UseFormRegister<T>;
  prefix: string;
  errors?: FieldErrors | TAddressErrors;
}) => {
  const { t } = useTranslation('companies');
  const at = (field: string) => `${prefix}.${field}` as Path<T>;
  const errorOf = (field: keyof TAddressErrors) => translateFieldError(t, (errors as TAddressErrors | undefined)?.[field]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField className="sm:col-span-2" label={t('fields.street')} error={errorOf('street')}>
        <Input autoComplete="off" {...register(at('street'))} />
      </FormField>
      <FormField label={t('fields.city')} error={errorOf('city')}>
        <Input autoComplete="off" {...register(at('city'))} />
      </FormField>
      <FormField label={t('fields.state')} error={errorOf('state')}>
        <Input autoComplete="off" {...register(at('state'))} />
      </FormField>
      <FormField label={t('fields.zipCode')} error={errorOf('zipCode')}>
        <Input autoComplete="off" {...register(at('zipCode'))} />
      </FormField>
      <FormField label={t('fields.country')} error={errorOf('country')}>
        <Select {...register(at('country'))}>
          <option value="">{t('fields.noCountry')}</option>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(COUNTRY_LABEL_KEYS[code])}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
};

type TAddressLike = {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
};

/** Form values of a stored address (nulls become empty inputs). */
export const addressValues = (address: TAddressLike | null | undefined) => ({
  street: address?.street ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  zipCode: address?.zipCode ?? '',
  country: address?.country ?? '',
});

/** One line for lists: 'Calle 1, San Juan, PR 00907'. */
export const formatAddress = (address: TAddressLike | null | undefined) =>
  [address?.street, address?.city, [address?.state, address?.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

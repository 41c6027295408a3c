// THE address fields of the product (companies, customer companies, billing address, posts, users): street, city,
// ZIP, country and a state chosen from the country's list (spec sections 4 and 5). A country change clears the state;
// a stored state that is not on the list (older free-text data) stays selectable so editing never loses it.
import { ADDRESS_STATES } from '@centinela/shared/contracts/users';
import type { TNsKey } from '@/i18n/keys';
import { COUNTRIES, type TCountry } from '@centinela/shared';
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { fieldErrorText } from '@/lib/forms';

export const COUNTRY_LABEL_KEYS: Record<TCountry, TNsKey<'companies'>> = {
  US: 'companies:countries.US',
  CA: 'companies:countries.CA',
  MX: 'companies:countries.MX',
  PR: 'companies:countries.PR',
};

type TFieldError = { message?: string; type?: string };
type TAddressErrors = Partial<Record<'street' | 'city' | 'state' | 'zipCode' | 'country', TFieldError>>;

const isCountry = (value: unknown): value is TCountry => (COUNTRIES as readonly unknown[]).includes(value);

export const AddressFields = <T extends FieldValues>({
  form,
  prefix,
  errors,
  translateError,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'watch' | 'setValue'>;
  prefix: string;
  errors?: FieldErrors | TAddressErrors;
  /** The form's own translation of a field error (defaults to the companies' one). */
  translateError?: (error: TFieldError | undefined) => string | undefined;
}) => {
  const { t } = useTranslation(['companies']);
  const { register, watch, setValue } = form;
  const at = (field: string) => `${prefix}.${field}` as Path<T>;
  const translate = translateError ?? ((error: TFieldError | undefined) => fieldErrorText(error));
  const errorOf = (field: keyof TAddressErrors) => translate((errors as TAddressErrors | undefined)?.[field]);
  const country = watch(at('country'));
  const state = (watch(at('state')) as string | null | undefined) ?? '';
  const states = isCountry(country) ? ADDRESS_STATES[country] : [];
  const isListed = state === '' || states.some((s) => s.code === state);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField className="sm:col-span-2" label={t('fields.street')} error={errorOf('street')}>
        <Input autoComplete="off" {...register(at('street'))} />
      </FormField>
      <FormField label={t('fields.city')} error={errorOf('city')}>
        <Input autoComplete="off" {...register(at('city'))} />
      </FormField>
      <FormField label={t('fields.zipCode')} error={errorOf('zipCode')}>
        <Input autoComplete="off" {...register(at('zipCode'))} />
      </FormField>
      <FormField label={t('fields.country')} error={errorOf('country')}>
        <Select
          {...register(at('country'), {
            // A country change clears the chosen state (its list changes).
            onChange: () => setValue(at('state'), '' as PathValue<T, Path<T>>, { shouldValidate: false, shouldDirty: true }),
          })}
        >
          <option value="">{t('fields.noCountry')}</option>
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(COUNTRY_LABEL_KEYS[code])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.state')} error={errorOf('state')} hint={isCountry(country) ? undefined : t('fields.stateNeedsCountry')}>
        <Select disabled={!isCountry(country) && isListed} {...register(at('state'))}>
          <option value="">{t('fields.statePlaceholder')}</option>
          {!isListed && <option value={state}>{state}</option>}
          {states.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name} ({s.code})
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

// The customer company editor: identity and contact, address, and the billing details invoicing will use.
import { formatPhone } from '@centinela/shared';
import type { TCustomerCompany } from '@centinela/shared/contracts/customer-companies';
import { ZCreateCustomerCompany } from '@centinela/shared/contracts/customer-companies';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { AddressFields, addressValues } from '@/features/companies/components/AddressFields';
import { useCompanyDirectory } from '@/features/companies/hooks/useCompanies';
import { fieldErrorText, serverFieldErrors, zodKeyResolver } from '@/lib/forms';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { useSaveCustomerCompany } from '../hooks/useCustomerCompanies';

type TValues = z.input<typeof ZCreateCustomerCompany>;
type TOutput = z.output<typeof ZCreateCustomerCompany>;

const valuesOf = (customer: TCustomerCompany | undefined, companyId: string): TValues => ({
  companyId: customer?.companyId ?? companyId,
  name: customer?.name ?? '',
  contactPerson: customer?.contactPerson ?? '',
  phone: formatPhone(customer?.phone),
  email: customer?.email ?? '',
  address: addressValues(customer?.address),
  billing: {
    billingName: customer?.billing.billingName ?? '',
    billingEmail: customer?.billing.billingEmail ?? '',
    taxId: customer?.billing.taxId ?? '',
    paymentTermsDays: customer?.billing.paymentTermsDays ?? null,
    billingAddress: addressValues(customer?.billing.billingAddress),
  },
});

export const CustomerCompanyForm = ({
  customer,
  defaultCompanyId,
  isPlatformAdmin,
  isReadOnly,
  onSaved,
  onCancel,
}: {
  customer?: TCustomerCompany;
  defaultCompanyId: string;
  isPlatformAdmin: boolean;
  isReadOnly?: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) => {
  const { t } = useTranslation('customerCompanies');
  const save = useSaveCustomerCompany();
  const companies = useCompanyDirectory(isPlatformAdmin && !customer);
  const form = useForm<TValues, unknown, TOutput>({
    defaultValues: valuesOf(customer, defaultCompanyId),
    // Only platform admins choose the security company, and only when creating; the edit sends the fields alone.
    resolver: zodKeyResolver(ZCreateCustomerCompany),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;
  const errorOf = (error: { message?: string; type?: string } | undefined) => fieldErrorText(t, error);

  const onSubmit = async (values: TOutput) => {
    const { companyId, ...fields } = values;
    const body = customer ? fields : { ...fields, companyId: isPlatformAdmin ? companyId : undefined };
    try {
      await save.mutateAsync({ id: customer?.id, body });
      toast.success(customer ? t('toasts.updated') : t('toasts.created'));
      onSaved();
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of serverFieldErrors(error.details)) setError(field as keyof TValues, { type: 'server', message });
      }
      toast.error(t('toasts.errorTitle'), {
        description: errorMessage(error, customer ? t('toasts.updateFailed') : t('toasts.createFailed')),
      });
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="grid gap-5"
      aria-label={customer ? t('editor.editTitle', { name: customer.name }) : t('editor.createTitle')}
    >
      <fieldset disabled={isReadOnly || formState.isSubmitting} className="grid min-w-0 gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          {isPlatformAdmin && !customer && (
            <FormField
              className="sm:col-span-2"
              label={t('fields.securityCompany')}
              isRequired
              error={errors.companyId ? t('companies:validation.chooseCompany') : undefined}
            >
              <Select {...register('companyId')}>
                <option value="">{t('fields.chooseCompany')}</option>
                {(companies.data ?? []).map((company) => (
                  <option key={company.id} value={company.id}>
                    {company.name}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
          <FormField className="sm:col-span-2" label={t('fields.name')} isRequired error={errorOf(errors.name)}>
            <Input autoComplete="off" {...register('name')} />
          </FormField>
          <FormField label={t('fields.contactPerson')} error={errorOf(errors.contactPerson)}>
            <Input autoComplete="off" {...register('contactPerson')} />
          </FormField>
          <FormField label={t('fields.phone')} error={errorOf(errors.phone)}>
            <Input type="tel" autoComplete="off" {...register('phone')} />
          </FormField>
          <FormField className="sm:col-span-2" label={t('fields.email')} error={errorOf(errors.email)}>
            <Input type="email" autoComplete="off" {...register('email')} />
          </FormField>
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('sections.address')}</legend>
          <AddressFields form={form} prefix="address" errors={errors.address} />
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t('sections.billing')}</legend>
          <p className="text-sm text-slate-600">{t('sections.billingHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('fields.billingName')} error={errorOf(errors.billing?.billingName)}>
              <Input autoComplete="off" {...register('billing.billingName')} />
            </FormField>
            <FormField label={t('fields.billingEmail')} error={errorOf(errors.billing?.billingEmail)}>
              <Input type="email" autoComplete="off" {...register('billing.billingEmail')} />
            </FormField>
            <FormField label={t('fields.taxId')} error={errorOf(errors.billing?.taxId)}>
              <Input autoComplete="off" {...register('billing.taxId')} />
            </FormField>
            <FormField
              label={t('fields.paymentTermsDays')}
              hint={t('fields.paymentTermsHint')}
              error={errorOf(errors.billing?.paymentTermsDays)}
            >
              <Input
                type="number"
                min={0}
                max={365}
                {...register('billing.paymentTermsDays', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
              />
            </FormField>
          </div>
          <p className="mt-1 text-sm font-medium text-slate-700">{t('sections.billingAddress')}</p>
          <AddressFields form={form} prefix="billing.billingAddress" errors={errors.billing?.billingAddress} />
        </fieldset>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {isReadOnly ? t('common:actions.close') : t('common:actions.cancel')}
        </Button>
        {!isReadOnly && (
          <Button type="submit" disabled={formState.isSubmitting}>
            {customer ? t('common:actions.save') : t('actions.create')}
          </Button>
        )}
      </div>
    </form>
  );
};

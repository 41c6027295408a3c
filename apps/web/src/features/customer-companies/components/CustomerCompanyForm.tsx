// The customer company editor: identity and contact, address, and the billing details invoicing uses (with the optional
// CFDI 4.0 receiver data of a Mexican customer).
import { formatPhone } from '@centinela/shared';
import type { TCustomerCompany } from '@centinela/shared/contracts/customer-companies';
import { ZCreateCustomerCompany } from '@centinela/shared/contracts/customer-companies';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EditorForm } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { AddressFields, addressValues } from '@/features/companies/components/AddressFields';
import { useCompanyDirectory } from '@/features/companies/hooks/useCompanies';
import { useZodForm } from '@/lib/forms';
import { useSaveCustomerCompany } from '../hooks/useCustomerCompanies';
import { CustomerCfdiFields } from './CustomerCfdiFields';

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
    invoiceLanguage: customer?.billing.invoiceLanguage ?? null,
    cfdi: customer?.billing.cfdi ?? null,
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
  const { t } = useTranslation(['customerCompanies', 'common', 'companies']);
  const save = useSaveCustomerCompany();
  const companies = useCompanyDirectory(isPlatformAdmin && !customer);
  // Only platform admins choose the security company, and only when creating; the edit sends the fields alone.
  const form = useZodForm({ schema: ZCreateCustomerCompany, defaultValues: valuesOf(customer, defaultCompanyId), mode: 'onTouched' });
  const { register, formState, errorOf } = form;
  const errors = formState.errors;
  const bodyOf = ({ companyId, ...fields }: TOutput) =>
    customer ? fields : { ...fields, companyId: isPlatformAdmin ? companyId : undefined };

  return (
    <EditorForm
      form={form}
      submit={(values) => save.mutateAsync({ id: customer?.id, body: bodyOf(values) })}
      success={customer ? t('toasts.updated') : t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={customer ? t('toasts.updateFailed') : t('toasts.createFailed')}
      onDone={onSaved}
      onCancel={onCancel}
      isReadOnly={isReadOnly}
      submitLabel={customer ? t('common:actions.save') : t('actions.create')}
      label={customer ? t('editor.editTitle', { name: customer.name }) : t('editor.createTitle')}
      formClassName="gap-5"
      className="gap-5"
    >
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
          <FormField
            label={t('fields.invoiceLanguage')}
            hint={t('fields.invoiceLanguageHint')}
            error={errorOf(errors.billing?.invoiceLanguage)}
          >
            <Select {...register('billing.invoiceLanguage', { setValueAs: (v) => (v === '' || v === null ? null : v) })}>
              <option value="">{t('fields.invoiceLanguageCompany')}</option>
              <option value="es">{t('common:language.names.es')}</option>
              <option value="en">{t('common:language.names.en')}</option>
            </Select>
          </FormField>
        </div>
        <p className="mt-1 text-sm font-medium text-slate-700">{t('sections.billingAddress')}</p>
        <AddressFields form={form} prefix="billing.billingAddress" errors={errors.billing?.billingAddress} />
      </fieldset>
      <CustomerCfdiFields form={form} isReadOnly={isReadOnly} />
    </EditorForm>
  );
};

// The invoicing settings tab: the series prefixes (with the number they make), the employer burden in percent, the
// accounts the accounting exports name, and the CFDI 4.0 issuer with the product code — and the note that stamping
// (timbrado) needs a PAC and is not done here.
import { todayIn } from '@centinela/shared';
import type { TInvoicingSettings, TInvoicingSettingsInputParsed } from '@centinela/shared/contracts/invoicing-settings';
import { Info } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm } from '@/components/form-dialog';
import { Card } from '@/components/ui/Card';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { LoadingState } from '@/components/ui/LoadingState';
import { Switch } from '@/components/ui/Switch';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useInvoicingSettings, useSaveInvoicingSettings } from '../../hooks/useInvoicingSettings';
import { CFDI_REGIME_OPTIONS } from '../../lib/cfdi';
import { numberPreview, settingsFormValues, type TSettingsFormValues, ZSettingsForm } from '../../lib/settings';
import { FormSelect } from '../FormSelect';

type TForm = UseFormReturn<TSettingsFormValues, unknown, TInvoicingSettingsInputParsed>;

const Section = ({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) => (
  <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
    <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
    {hint && <p className="-mt-2 text-sm text-slate-600 sm:col-span-2">{hint}</p>}
    {children}
  </fieldset>
);

/** The two prefixes, each with the number it makes this year. */
const NumberingFields = ({ form }: { form: TForm }) => {
  const { t } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  const { register, control, formState } = form;
  const [invoicePrefix, creditNotePrefix] = useWatch({ control, name: ['invoicePrefix', 'creditNotePrefix'] });
  const year = todayIn(timeZone).slice(0, 4);
  const preview = (prefix: string) => `${t('settings.prefixHint')} ${t('settings.preview', { number: numberPreview(prefix, year) })}`;
  return (
    <Section legend={t('settings.sections.numbering')}>
      <FormField
        label={t('settings.invoicePrefix')}
        hint={preview(invoicePrefix)}
        isRequired
        error={fieldErrorText(formState.errors.invoicePrefix)}
      >
        <Input autoComplete="off" maxLength={6} className="uppercase" {...register('invoicePrefix')} />
      </FormField>
      <FormField
        label={t('settings.creditNotePrefix')}
        hint={preview(creditNotePrefix)}
        isRequired
        error={fieldErrorText(formState.errors.creditNotePrefix)}
      >
        <Input autoComplete="off" maxLength={6} className="uppercase" {...register('creditNotePrefix')} />
      </FormField>
    </Section>
  );
};

const AccountFields = ({ form }: { form: TForm }) => {
  const { t } = useTranslation('invoicingPayments');
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <Section legend={t('settings.sections.accounts')} hint={t('settings.accountsHint')}>
      <FormField label={t('settings.incomeAccount')} error={fieldErrorText(errors.incomeAccount)}>
        <Input autoComplete="off" maxLength={100} {...register('incomeAccount')} />
      </FormField>
      <FormField label={t('settings.taxAccount')} error={fieldErrorText(errors.taxAccount)}>
        <Input autoComplete="off" maxLength={100} {...register('taxAccount')} />
      </FormField>
      <FormField label={t('settings.receivableAccount')} error={fieldErrorText(errors.receivableAccount)}>
        <Input autoComplete="off" maxLength={100} {...register('receivableAccount')} />
      </FormField>
    </Section>
  );
};

/** The CFDI issuer, asked for only when the company issues CFDI; the product code and the note on stamping always. */
const CfdiFields = ({ form }: { form: TForm }) => {
  const { t } = useTranslation('invoicingPayments');
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const hasIssuer = useWatch({ control, name: 'hasCfdiIssuer' });
  const switchId = useId();
  return (
    <Section legend={t('settings.sections.cfdi')}>
      <p className="flex gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900 sm:col-span-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('settings.stampingNote')}
      </p>
      <div className="flex items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
        <Switch id={switchId} checked={hasIssuer} onCheckedChange={(on: boolean) => setValue('hasCfdiIssuer', on, { shouldDirty: true })} />
        <label htmlFor={switchId}>{t('settings.hasIssuer')}</label>
      </div>
      {hasIssuer && (
        <>
          <FormField label={t('settings.rfc')} isRequired error={fieldErrorText(errors.cfdiIssuer?.rfc)}>
            <Input autoComplete="off" maxLength={13} className="uppercase" {...register('cfdiIssuer.rfc')} />
          </FormField>
          <FormField label={t('settings.postalCode')} isRequired error={fieldErrorText(errors.cfdiIssuer?.postalCode)}>
            <Input autoComplete="off" inputMode="numeric" maxLength={5} {...register('cfdiIssuer.postalCode')} />
          </FormField>
          <FormField
            label={t('settings.issuerName')}
            hint={t('settings.issuerNameHint')}
            isRequired
            error={fieldErrorText(errors.cfdiIssuer?.name)}
            className="sm:col-span-2"
          >
            <Input autoComplete="off" maxLength={254} {...register('cfdiIssuer.name')} />
          </FormField>
          <FormField
            label={t('settings.taxRegime')}
            isRequired
            error={fieldErrorText(errors.cfdiIssuer?.taxRegime)}
            className="sm:col-span-2"
          >
            <FormSelect
              control={control}
              name="cfdiIssuer.taxRegime"
              placeholder={t('settings.chooseRegime')}
              options={CFDI_REGIME_OPTIONS}
            />
          </FormField>
          <FormField
            label={t('settings.certificateNumber')}
            hint={t('settings.certificateNumberHint')}
            isRequired
            error={fieldErrorText(errors.cfdiIssuer?.certificateNumber)}
            className="sm:col-span-2"
          >
            <Input
              autoComplete="off"
              inputMode="numeric"
              maxLength={20}
              className="tabular-nums"
              {...register('cfdiIssuer.certificateNumber')}
            />
          </FormField>
        </>
      )}
      <FormField label={t('settings.productCode')} hint={t('settings.productCodeHint')} error={fieldErrorText(errors.cfdiProductCode)}>
        <Input autoComplete="off" inputMode="numeric" maxLength={8} className="tabular-nums" {...register('cfdiProductCode')} />
      </FormField>
    </Section>
  );
};

const SettingsForm = ({ settings }: { settings: TInvoicingSettings }) => {
  const { t } = useTranslation('invoicingPayments');
  const save = useSaveInvoicingSettings();
  const form = useZodForm({ schema: ZSettingsForm, defaultValues: settingsFormValues(settings), mode: 'onTouched' });
  const { register, formState } = form;
  return (
    <EditorForm
      form={form}
      label={t('tabs.settings')}
      submit={(values) => save.mutateAsync(values)}
      onDone={(saved) => form.reset(settingsFormValues(saved))}
      success={t('settings.toasts.saved')}
      errorTitle={t('settings.toasts.errorTitle')}
      errorFallback={t('settings.toasts.saveFailed')}
      className="gap-6"
    >
      <NumberingFields form={form} />
      <Section legend={t('settings.sections.burden')}>
        <FormField
          label={t('settings.employerBurden')}
          hint={t('settings.burdenHint')}
          error={fieldErrorText(formState.errors.employerBurdenBp)}
        >
          <Input inputMode="decimal" autoComplete="off" className="tabular-nums" {...register('employerBurdenBp')} />
        </FormField>
      </Section>
      <AccountFields form={form} />
      <CfdiFields form={form} />
    </EditorForm>
  );
};

export const InvoicingSettingsForm = () => {
  const { t } = useTranslation('invoicingPayments');
  const settings = useInvoicingSettings();
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="max-w-3xl text-sm text-slate-600">{t('settings.description')}</p>
      <Card className="p-4 sm:p-6">
        {settings.isPending ? (
          <LoadingState label={t('settings.loading')} />
        ) : settings.error ? (
          <ErrorState title={t('settings.fetchFailed')} error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </Card>
    </div>
  );
};

// Add or edit a tax profile: name, kind, jurisdiction, and either the exemption certificate (exempt) or the rates by
// date — each a first day and its components (label + percent, e.g. IVU estatal 10.5 and IVU municipal 1), totalled as
// they are typed.
import { todayIn } from '@centinela/shared';
import { TAX_KINDS, type TTaxProfile, type TTaxProfileInputParsed } from '@centinela/shared/contracts/invoicing-payments';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/Button';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { fieldErrorText, useZodForm } from '@/lib/forms';
import { useTaxProfileActions } from '../hooks/useInvoicing';
import { TaxRoundingFields } from './TaxRoundingFields';
import { emptyTaxComponent, formatPercent, type TTaxFormValues, taxFormValues, typedTotal, ZTaxProfileForm } from '../lib/billing';

export type TTaxEditorTarget = { mode: 'create' } | { mode: 'edit'; profile: TTaxProfile };

type TForm = UseFormReturn<TTaxFormValues, unknown, TTaxProfileInputParsed>;

const MAX_COMPONENTS = 4;
const MAX_RATES = 20;

const ErrorLine = ({ message }: { message?: string }) =>
  message ? <p className="text-xs font-medium text-red-700">{fieldErrorText({ type: 'custom', message })}</p> : null;

/** One rate version: its first day and its components, with their total. */
const RateVersionFields = ({ form, index, onRemove }: { form: TForm; index: number; onRemove?: () => void }) => {
  const { t, i18n } = useTranslation('invoicingPayments');
  const { control, register, formState } = form;
  const components = useFieldArray({ control, name: `rates.${index}.components` });
  const typed = useWatch({ control, name: `rates.${index}.components` });
  const total = typedTotal(typed ?? []);
  const errors = formState.errors.rates?.[index];
  const number = index + 1;
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t('taxEditor.rate', { number })}</legend>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <FormField label={t('taxEditor.fromDate')} isRequired error={fieldErrorText(errors?.fromDate)} className="w-44">
          <FormDateInput control={control} name={`rates.${index}.fromDate`} />
        </FormField>
        {onRemove && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={t('taxEditor.removeRate', { number })}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      {components.fields.map((field, j) => (
        <div key={field.id} className="grid grid-cols-[minmax(0,1fr)_6.5rem_auto] items-start gap-2">
          <FormField label={t('taxEditor.componentLabel')} error={fieldErrorText(errors?.components?.[j]?.label)}>
            <Input autoComplete="off" {...register(`rates.${index}.components.${j}.label`)} />
          </FormField>
          <FormField label={t('taxEditor.componentRate')} error={fieldErrorText(errors?.components?.[j]?.rateMilliPercent)}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              className="tabular-nums"
              {...register(`rates.${index}.components.${j}.rateMilliPercent`)}
            />
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="mt-6"
            disabled={components.fields.length === 1}
            onClick={() => components.remove(j)}
            aria-label={t('taxEditor.removeComponent', { number: j + 1, rate: number })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <ErrorLine message={errors?.components?.message} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {components.fields.length < MAX_COMPONENTS && (
          <Button type="button" variant="outline" size="sm" onClick={() => components.append(emptyTaxComponent())}>
            <Plus aria-hidden="true" />
            {t('taxEditor.addComponent')}
          </Button>
        )}
        {total !== null && (
          <p className="text-sm font-medium text-slate-800 tabular-nums">
            {t('taxEditor.total', { rate: formatPercent(total, i18n.language) })}
          </p>
        )}
      </div>
    </fieldset>
  );
};

const RatesFields = ({ form }: { form: TForm }) => {
  const { t } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  const rates = useFieldArray({ control: form.control, name: 'rates' });
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('taxEditor.rates')}</legend>
      {rates.fields.map((field, index) => (
        <RateVersionFields
          key={field.id}
          form={form}
          index={index}
          onRemove={rates.fields.length > 1 ? () => rates.remove(index) : undefined}
        />
      ))}
      <ErrorLine message={form.formState.errors.rates?.message} />
      {rates.fields.length < MAX_RATES && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => rates.append({ fromDate: todayIn(timeZone), components: [emptyTaxComponent()] })}
        >
          <Plus aria-hidden="true" />
          {t('taxEditor.addRate')}
        </Button>
      )}
    </fieldset>
  );
};

const TaxProfileForm = ({ target }: { target: TTaxEditorTarget }) => {
  const { t } = useTranslation('invoicingPayments');
  const { timeZone } = useCompanyLocale();
  const { save } = useTaxProfileActions();
  const profile = target.mode === 'edit' ? target.profile : undefined;
  // Checked at the first save, then as each field changes: checked earlier, a component just added would show its empty
  // fields as errors (react-hook-form validates a field array when a row is added).
  const form = useZodForm({ schema: ZTaxProfileForm, defaultValues: taxFormValues(profile, todayIn(timeZone)), mode: 'onSubmit' });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'kind' });
  return (
    <EditorForm
      form={form}
      submit={(values) => save.mutateAsync({ id: profile?.id, body: values })}
      success={profile ? t('taxes.toasts.updated') : t('taxes.toasts.created')}
      errorTitle={t('taxes.toasts.errorTitle')}
      errorFallback={t('taxes.toasts.saveFailed')}
      className="sm:grid-cols-2"
    >
      <FormField label={t('taxEditor.name')} isRequired error={fieldErrorText(errors.name)} className="sm:col-span-2">
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t('taxEditor.kind')} isRequired error={fieldErrorText(errors.kind)}>
        <Select {...register('kind')}>
          {TAX_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`taxes.kinds.${k}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('taxEditor.jurisdiction')} hint={t('taxEditor.jurisdictionHint')} error={fieldErrorText(errors.jurisdiction)}>
        <Input autoComplete="off" {...register('jurisdiction')} />
      </FormField>
      {kind === 'exempt' ? (
        <FormField
          label={t('taxEditor.certificate')}
          isRequired
          error={fieldErrorText(errors.exemptionCertificate)}
          className="sm:col-span-2"
        >
          <Input autoComplete="off" {...register('exemptionCertificate')} />
        </FormField>
      ) : (
        <>
          <div className="sm:col-span-2">
            <RatesFields form={form} />
          </div>
          <TaxRoundingFields form={form} />
        </>
      )}
    </EditorForm>
  );
};

export const TaxProfileEditorDialog = ({ target, onClose }: { target: TTaxEditorTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('invoicingPayments');
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('taxEditor.editTitle') : t('taxEditor.createTitle')}
      description={t('taxEditor.description')}
      className="max-w-2xl"
      isClosedByOutsideClick={false}
    >
      {target && <TaxProfileForm target={target} />}
    </FormDialog>
  );
};

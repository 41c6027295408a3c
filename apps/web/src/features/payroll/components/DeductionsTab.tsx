// Deductions settings of /payroll: fixed (cents) or percentage, before or after tax, for one guard or every guard of the
// company, with start and end dates and optional instalments (a total taken a fixed amount per run, e.g. a uniform).
import { can, todayIn } from '@centinela/shared';
import { type TDeduction, type TDeductionInput, ZDeductionInput } from '@centinela/shared/contracts/payroll-runs';
import { Plus, ReceiptText } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataTable, type TDataTableColumn, tableQueryProps, useRowAction } from '@/components/data-table';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Combobox } from '@/components/ui/Combobox';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { FormMoneyInput } from '@/components/ui/MoneyInput';
import { RowActions } from '@/components/ui/RowActions';
import { Select } from '@/components/ui/Select';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDay, formatMoneyDisplay } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { useDeductions, usePayrollActions, usePayrollGuards } from '../hooks/usePayroll';
import { percentOf } from '../lib/format';

type TTarget = { mode: 'create' } | { mode: 'edit'; deduction: TDeduction };

const DeductionForm = ({ deduction }: { deduction?: TDeduction }) => {
  const { t } = useTranslation(['payrollRuns', 'common']);
  const { currency, timeZone } = useCompanyLocale();
  const guards = usePayrollGuards();
  const { saveDeduction } = usePayrollActions();
  const form = useZodForm({
    schema: ZDeductionInput,
    defaultValues: {
      name: deduction?.name ?? '',
      guardId: deduction?.guardId ?? null,
      kind: deduction?.kind ?? 'fixed',
      amountCents: deduction?.amountCents ?? null,
      percentBp: deduction?.percentBp ?? null,
      timing: deduction?.timing ?? 'after_tax',
      startDate: deduction?.startDate ?? todayIn(timeZone),
      endDate: deduction?.endDate ?? null,
      totalCents: deduction?.totalCents ?? null,
    } as TDeductionInput,
    mode: 'onTouched',
  });
  const { register, formState, errorOf, control, watch } = form;
  const kind = watch('kind');
  const guardOptions = useMemo(() => (guards.data ?? []).map((g) => ({ value: g.id, label: g.name })), [guards.data]);
  return (
    <EditorForm
      form={form}
      submit={(values) => saveDeduction.mutateAsync({ id: deduction?.id, body: values })}
      success={deduction ? t('toasts.deductionUpdated') : t('toasts.deductionCreated')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
    >
      <FormField label={t('fields.name')} isRequired error={errorOf(formState.errors.name)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <Controller
        control={control}
        name="guardId"
        render={({ field }) => (
          <Combobox
            label={t('fields.appliesTo')}
            options={guardOptions}
            value={field.value ?? ''}
            onChange={(v) => field.onChange(v || null)}
            allLabel={t('deductions.everyGuard')}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.kind')}>
          <Select {...register('kind')}>
            <option value="fixed">{t('deductions.kinds.fixed')}</option>
            <option value="percent">{t('deductions.kinds.percent')}</option>
          </Select>
        </FormField>
        <FormField label={t('fields.timing')}>
          <Select {...register('timing')}>
            <option value="before_tax">{t('deductions.timings.before_tax')}</option>
            <option value="after_tax">{t('deductions.timings.after_tax')}</option>
          </Select>
        </FormField>
      </div>
      {kind === 'fixed' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('fields.amountPerRun')} isRequired error={errorOf(formState.errors.amountCents)}>
            <FormMoneyInput control={control} name="amountCents" currency={currency} />
          </FormField>
          <FormField label={t('fields.total')} hint={t('deductions.totalHint')} error={errorOf(formState.errors.totalCents)}>
            <FormMoneyInput control={control} name="totalCents" currency={currency} />
          </FormField>
        </div>
      ) : (
        <Controller
          control={control}
          name="percentBp"
          render={({ field }) => (
            <FormField label={t('fields.percent')} isRequired error={errorOf(formState.errors.percentBp)}>
              <Input
                inputMode="decimal"
                defaultValue={field.value ? String(Number(field.value) / 100) : ''}
                onChange={(e) => field.onChange(Math.round(Number(e.target.value.replace(',', '.')) * 100) || null)}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.startDate')} isRequired error={errorOf(formState.errors.startDate)}>
          <FormDateInput control={control} name="startDate" />
        </FormField>
        <FormField label={t('fields.endDate')} error={errorOf(formState.errors.endDate)}>
          <FormDateInput control={control} name="endDate" />
        </FormField>
      </div>
    </EditorForm>
  );
};

export const DeductionsTab = () => {
  const { t } = useTranslation(['payrollRuns', 'common']);
  const { language } = useLanguage();
  const { currency } = useCompanyLocale();
  const { subject } = useSession();
  const list = useDeductions();
  const { removeDeduction } = usePayrollActions();
  const rowAction = useRowAction();
  const [target, setTarget] = useState<TTarget | null>(null);
  const money = useCallback((cents: number) => formatMoneyDisplay(cents, language, currency), [language, currency]);

  const columns = useMemo<TDataTableColumn<TDeduction>[]>(
    () => [
      {
        id: 'name',
        header: t('fields.name'),
        canHide: false,
        sortValue: (d) => d.name,
        cell: (d) => (
          <>
            <div className="font-medium">{d.name}</div>
            {d.source === 'uniform' && <Badge variant="neutral">{t('deductions.fromUniform')}</Badge>}
          </>
        ),
      },
      {
        id: 'guard',
        header: t('fields.appliesTo'),
        sortValue: (d) => d.guardName ?? '',
        cell: (d) => d.guardName ?? t('deductions.everyGuard'),
      },
      {
        id: 'amount',
        header: t('columns.amount'),
        cell: (d) => <span className="tabular-nums">{d.kind === 'fixed' ? money(d.amountCents) : percentOf(d.percentBp, language)}</span>,
      },
      { id: 'timing', header: t('fields.timing'), cell: (d) => t(`deductions.timings.${d.timing}`) },
      {
        id: 'dates',
        header: t('columns.dates'),
        sortValue: (d) => d.startDate,
        cell: (d) => `${formatDay(d.startDate, language)} – ${d.endDate ? formatDay(d.endDate, language) : t('deductions.noEnd')}`,
      },
      {
        id: 'instalments',
        header: t('columns.instalments'),
        cell: (d) => (d.totalCents === null ? '—' : t('deductions.taken', { taken: money(d.takenCents), total: money(d.totalCents) })),
      },
    ],
    [t, language, money],
  );

  const destroy = (d: TDeduction) =>
    rowAction.run(d.id, () => removeDeduction.mutateAsync(d.id), {
      confirm: {
        title: t('deductions.deleteTitle', { name: d.name }),
        description: t('deductions.deleteDescription'),
        confirmLabel: t('common:actions.delete'),
        isDestructive: true,
      },
      success: t('toasts.deductionDeleted'),
      errorTitle: t('toasts.errorTitle'),
      errorFallback: t('toasts.deleteFailed'),
    });

  return (
    <>
      {can(subject, 'add', 'payroll') && (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setTarget({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            {t('deductions.add')}
          </Button>
        </div>
      )}
      <DataTable
        id="payroll-deductions"
        label={t('table.deductions')}
        columns={columns}
        rows={list.data ?? []}
        getRowId={(d) => d.id}
        {...tableQueryProps(list)}
        icon={ReceiptText}
        loadingLabel={t('states.loading')}
        errorTitle={t('states.fetchFailed')}
        empty={{ title: t('states.emptyDeductions') }}
        rowActions={(d) => (
          <RowActions
            name={d.name}
            edit={d.can.update && { onClick: () => setTarget({ mode: 'edit', deduction: d }) }}
            remove={d.can.delete && { onClick: () => void destroy(d) }}
          />
        )}
      />
      <FormDialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title={target?.mode === 'edit' ? t('deductions.editTitle') : t('deductions.createTitle')}
        description={t('deductions.description')}
        className="max-w-lg"
      >
        {target && <DeductionForm deduction={target.mode === 'edit' ? target.deduction : undefined} />}
      </FormDialog>
    </>
  );
};

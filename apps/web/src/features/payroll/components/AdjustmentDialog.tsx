import { parseMoney } from '@centinela/shared';
// An adjustment to a guard's pay in a run not yet approved: an amount added (or taken, with a minus sign), a plain
// adjustment or a non-discretionary bonus (part of the regular rate of the weeks the run pays), optionally correcting a
// processed run. The run goes back to draft; recalculating applies it.
import { ADJUSTMENT_KINDS, type TRun, ZAdjustmentInput } from '@centinela/shared/contracts/payroll-runs';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { FormCombobox } from '@/components/ui/Combobox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useZodForm } from '@/lib/forms';
import { usePayrollActions, usePayrollGuards, useRuns } from '../hooks/usePayroll';

/**
 * '25.00', '-10.5', '-1,250.00', '25,00' → cents (an adjustment may take money back: a leading minus); read by the
 * money parser, never through floating point. Text that is no amount gives NaN, which the schema refuses on the field.
 */
const centsOf = (text: string) => {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const parsed = parseMoney(negative ? trimmed.slice(1) : trimmed, 'en', Number.MAX_SAFE_INTEGER);
  if (!parsed.ok || parsed.cents === null) return Number.NaN;
  return negative ? -parsed.cents : parsed.cents;
};

const AdjustmentForm = ({ run }: { run: TRun }) => {
  const { t } = useTranslation('payrollRuns');
  const guards = usePayrollGuards();
  const { adjust } = usePayrollActions();
  const processed = useRuns('processed');
  const form = useZodForm({
    schema: ZAdjustmentInput,
    defaultValues: { guardId: '', amountCents: Number.NaN, kind: 'adjustment', reason: '', correctsRunId: null },
  });
  const { register, control, watch, formState, errorOf } = form;
  const errors = formState.errors;
  return (
    <EditorForm
      form={form}
      submit={(body) => adjust.mutateAsync({ id: run.id, body })}
      success={t('toasts.adjustmentAdded')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
      isSubmitDisabled={!watch('guardId')}
    >
      <FormCombobox
        control={control}
        name="guardId"
        label={t('fields.guard')}
        options={(guards.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
      />
      <FormField label={t('fields.adjustmentKind')} hint={t('runs.adjustKindHint')} error={errorOf(errors.kind)}>
        <Select {...register('kind')} options={ADJUSTMENT_KINDS.map((value) => ({ value, label: t(`runs.adjustKinds.${value}`) }))} />
      </FormField>
      <Controller
        control={control}
        name="amountCents"
        render={({ field }) => (
          <FormField label={t('fields.adjustmentAmount')} hint={t('runs.adjustAmountHint')} isRequired error={errorOf(errors.amountCents)}>
            <Input inputMode="decimal" ref={field.ref} onChange={(e) => field.onChange(centsOf(e.target.value))} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <FormField label={t('fields.correctsRun')} error={errorOf(errors.correctsRunId)}>
        <Select {...register('correctsRunId', { setValueAs: (v: string | null) => v || null })}>
          <option value="">—</option>
          {(processed.data ?? []).map((r) => (
            <option key={r.id} value={r.id}>
              {t('runs.runNumber', { number: r.number })}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('attendance.reason')} isRequired error={errorOf(errors.reason)}>
        <Textarea maxLength={500} {...register('reason')} />
      </FormField>
    </EditorForm>
  );
};

export const AdjustmentDialog = ({ run, isOpen, onClose }: { run: TRun; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('payrollRuns');
  return (
    <FormDialog
      open={isOpen}
      onClose={onClose}
      title={t('runs.adjustTitle')}
      description={t('runs.adjustDescription')}
      className="max-w-md"
    >
      {isOpen && <AdjustmentForm run={run} />}
    </FormDialog>
  );
};

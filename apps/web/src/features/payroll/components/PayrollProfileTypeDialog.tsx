// The editor of one payroll profile type (/settings/payroll-profile-types): name, overtime thresholds explained per rule
// set, and the rule set's own options — Puerto Rico's alternate week, meal agreement and penalty, 24-hour cycle and week
// start time; California's workday start; Mexico's kind of shift and weekly rest day.
import { type TPayrollProfileType, type TPayrollProfileTypeInput, ZPayrollProfileTypeInput } from '@centinela/shared/contracts/payroll';
import { defaultRuleSetOf, holidayCountryOf } from '@centinela/shared/rules/holidays';
import { mxLimitsFor } from '@centinela/shared/rules/payroll-hours.mx';
import { RULE_SETS, type TRuleSetId } from '@centinela/shared/rules/payroll-hours.types';
import { minutesToTime } from '@centinela/shared/rules/times';
import { useEffect, useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@/lib/weekdays';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { useOwnCompany } from '@/features/company-settings/hooks/useCompanySettings';
import { useZodForm } from '@/lib/forms';
import { useSavePayrollProfileType } from '../hooks/usePayrollProfileTypes';

export type TEditing = { type: TPayrollProfileType | null };

const timeOf = (minutes: number | null) => (minutes === null ? '' : minutesToTime(minutes));
const textOf = (value: number | null) => (value === null ? '' : String(value));

/** The fields of one rule set only: what another rule set's type keeps of them is cleared when saved. */
const OWN_FIELDS = {
  pr: ['dayCycleStartMinute', 'weekStartMinute'],
  'us-ca': ['workdayStartMinute'],
  mx: ['restDay'],
} as const;
type TOwnField = (typeof OWN_FIELDS)[keyof typeof OWN_FIELDS][number];

const withoutOtherRuleSetsFields = (values: TPayrollProfileTypeInput, ruleSet: TRuleSetId): TPayrollProfileTypeInput => {
  const cleared: Partial<Record<TOwnField, null>> = {};
  for (const [owner, fields] of Object.entries(OWN_FIELDS)) {
    if (owner !== ruleSet) for (const field of fields) cleared[field] = null;
  }
  return { ...values, ...cleared };
};

export const PayrollProfileTypeDialog = ({
  editing,
  companyId,
  onClose,
}: {
  editing: TEditing;
  companyId: string | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation(['payroll', 'users']);
  // A new type starts from the company's overtime defaults (/settings/general); its country picks the default rule set.
  const settings = useOwnCompany(companyId).data;
  const save = useSavePayrollProfileType();
  const formId = useId();
  const type = editing.type;
  const form = useZodForm({
    schema: ZPayrollProfileTypeInput,
    defaultValues: type
      ? {
          name: type.name,
          dailyOvertimeThresholdHours: String(type.dailyOvertimeThresholdHours),
          weeklyOvertimeThresholdHours: String(type.weeklyOvertimeThresholdHours),
          ruleSet: type.ruleSet,
          alternateWeek: type.alternateWeek,
          shortMealAgreement: type.shortMealAgreement,
          mealPenaltyPercent: textOf(type.mealPenaltyPercent),
          mexicoShift: type.mexicoShift ?? '',
          weekStartsOn: textOf(type.weekStartsOn),
          weekStartMinute: timeOf(type.weekStartMinute),
          dayCycleStartMinute: timeOf(type.dayCycleStartMinute),
          workdayStartMinute: timeOf(type.workdayStartMinute),
          restDay: textOf(type.restDay),
        }
      : {
          name: '',
          dailyOvertimeThresholdHours: String(settings?.overtimeDailyHours ?? 8),
          weeklyOvertimeThresholdHours: String(settings?.overtimeWeeklyHours ?? 40),
          // Empty: the server takes the company's country's rule set (PR → Puerto Rico, MX → Mexico, else federal).
          ruleSet: '',
          alternateWeek: false,
          shortMealAgreement: false,
          mealPenaltyPercent: '',
          mexicoShift: '',
          weekStartsOn: '',
          weekStartMinute: '',
          dayCycleStartMinute: '',
          workdayStartMinute: '',
          restDay: '',
        },
  });
  const errors = form.formState.errors;
  const { errorOf } = form;
  const chosenRuleSet = form.watch('ruleSet');
  const ruleSet: TRuleSetId = chosenRuleSet || defaultRuleSetOf(holidayCountryOf(settings?.address?.country));
  const weekdays = WEEKDAYS.map((d) => ({ value: String(d), label: t(`rules.weekdays.${d}`) }));
  const isFlsa = ruleSet === 'us-flsa';
  // A new type's untouched weekly threshold follows the law's week of its rule set: Mexico's maximum of the year (48 h
  // in 2026, LFT art. 61 and the 2026 reform), elsewhere the company's default (40): a lower figure is a contract.
  useEffect(() => {
    if (type || form.getFieldState('weeklyOvertimeThresholdHours').isDirty) return;
    const week = ruleSet === 'mx' ? mxLimitsFor(new Date().getFullYear()).weeklyMaxHours : (settings?.overtimeWeeklyHours ?? 40);
    form.setValue('weeklyOvertimeThresholdHours', String(week));
  }, [ruleSet, type, form, settings?.overtimeWeeklyHours]);

  return (
    <FormDialog open onClose={onClose} title={type ? t('dialog.editTitle') : t('dialog.createTitle')} description={t('dialog.description')}>
      <EditorForm
        form={form}
        submit={(values) => save.mutateAsync({ id: type?.id, body: { ...withoutOtherRuleSetsFields(values, ruleSet), companyId } })}
        success={type ? t('toasts.updated') : t('toasts.created')}
        errorTitle={t('users:toasts.errorTitle')}
        errorFallback={t('toasts.saveFailed')}
      >
        <FormField label={t('fields.name')} isRequired error={errorOf(errors.name)}>
          <Input {...form.register('name')} />
        </FormField>
        <FormField label={t('rules.ruleSet')} hint={t('rules.ruleSetHint')}>
          <Select
            {...form.register('ruleSet')}
            options={[
              ...(type ? [] : [{ value: '', label: t('rules.ruleSetDefault') }]),
              ...RULE_SETS.map((value) => ({ value, label: t(`rules.ruleSets.${value}`) })),
            ]}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('fields.daily')}
            isRequired={!isFlsa}
            hint={t(isFlsa ? 'thresholds.flsaDaily' : ruleSet === 'mx' ? 'thresholds.mxDaily' : 'thresholds.lowerThanLaw')}
            error={errorOf(errors.dailyOvertimeThresholdHours)}
          >
            {/* The FLSA has no daily overtime: the value is kept (and still checked) but not edited. */}
            <Input type="number" step="0.5" min={0.5} max={24} {...form.register('dailyOvertimeThresholdHours')} disabled={isFlsa} />
          </FormField>
          <FormField
            label={t('fields.weekly')}
            isRequired
            hint={t('thresholds.lowerThanLaw')}
            error={errorOf(errors.weeklyOvertimeThresholdHours)}
          >
            <Input type="number" step="0.5" min={1} max={168} {...form.register('weeklyOvertimeThresholdHours')} />
          </FormField>
        </div>
        <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium text-slate-800">{t('rules.legend')}</legend>
          {ruleSet === 'pr' && (
            <>
              {(['alternateWeek', 'shortMealAgreement'] as const).map((name) => (
                <div key={name} className="flex items-center gap-2">
                  <Controller
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <Checkbox
                        id={`${formId}-${name}`}
                        checked={Boolean(field.value)}
                        onCheckedChange={(c) => field.onChange(c === true)}
                      />
                    )}
                  />
                  <Label htmlFor={`${formId}-${name}`}>{t(`rules.${name}`)}</Label>
                </div>
              ))}
              <FormField label={t('rules.mealPenaltyPercent')} hint={t('rules.mealPenaltyHint')} error={errorOf(errors.mealPenaltyPercent)}>
                <Input type="number" step="1" min={0} max={1000} {...form.register('mealPenaltyPercent')} />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label={t('rules.dayCycleStart')} hint={t('rules.dayCycleStartHint')} error={errorOf(errors.dayCycleStartMinute)}>
                  <Input type="time" {...form.register('dayCycleStartMinute')} />
                </FormField>
                <FormField label={t('rules.weekStartTime')} hint={t('rules.weekStartTimeHint')} error={errorOf(errors.weekStartMinute)}>
                  <Input type="time" {...form.register('weekStartMinute')} />
                </FormField>
              </div>
            </>
          )}
          {ruleSet === 'us-ca' && (
            <FormField label={t('rules.workdayStart')} hint={t('rules.workdayStartHint')} error={errorOf(errors.workdayStartMinute)}>
              <Input type="time" {...form.register('workdayStartMinute')} />
            </FormField>
          )}
          {ruleSet === 'mx' && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('rules.mexicoShift')}>
                <Select
                  {...form.register('mexicoShift')}
                  options={[
                    { value: '', label: t('rules.mexicoShifts.auto') },
                    ...(['day', 'mixed', 'night'] as const).map((value) => ({ value, label: t(`rules.mexicoShifts.${value}`) })),
                  ]}
                />
              </FormField>
              <FormField label={t('rules.restDay')} hint={t('rules.restDayHint')} error={errorOf(errors.restDay)}>
                <Select {...form.register('restDay')} options={[{ value: '', label: t('rules.restDayDefault') }, ...weekdays]} />
              </FormField>
            </div>
          )}
          <FormField label={t('rules.weekStartsOn')} hint={t('rules.weekStartsHint')}>
            <Select {...form.register('weekStartsOn')} options={[{ value: '', label: t('rules.weekStartsDefault') }, ...weekdays]} />
          </FormField>
        </fieldset>
      </EditorForm>
    </FormDialog>
  );
};

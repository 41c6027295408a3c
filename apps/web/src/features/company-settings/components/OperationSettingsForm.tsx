// The company's operation and notification settings: week start, overtime defaults, notification lead times, check-in
// grace and the SMS line (PUT /api/companies/:id with only these fields).
import type { TCompany } from '@centinela/shared/contracts/companies';
import { formatPhone } from '@centinela/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { translateExternal } from '@/i18n/keys';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { isMessageKey, serverFieldErrors } from '@/lib/forms';
import { useUpdateCompanySettings } from '../hooks/useCompanySettings';

type TValues = {
  weekStart: string;
  overtimeDailyHours: string;
  overtimeWeeklyHours: string;
  overtimeRatePercent: string;
  documentExpiryAlertDays: string;
  shortStaffedLeadHours: string;
  checkInGraceMinutes: string;
  smsLine: string;
};

const valuesOf = (c: TCompany): TValues => ({
  weekStart: String(c.weekStart),
  overtimeDailyHours: String(c.overtimeDailyHours),
  overtimeWeeklyHours: String(c.overtimeWeeklyHours),
  overtimeRatePercent: String(c.overtimeRatePercent),
  documentExpiryAlertDays: c.documentExpiryAlertDays.join(', '),
  shortStaffedLeadHours: String(c.shortStaffedLeadHours),
  checkInGraceMinutes: String(c.checkInGraceMinutes),
  smsLine: formatPhone(c.smsLine),
});

const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const OperationSettingsForm = ({ company, isReadOnly }: { company: TCompany; isReadOnly: boolean }) => {
  const { t } = useTranslation(['companySettings', 'common', 'companies']);
  const formId = useId();
  const save = useUpdateCompanySettings(company.id);
  const form = useForm<TValues>({ defaultValues: valuesOf(company) });
  const { register, handleSubmit, formState, setError } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    const days = values.documentExpiryAlertDays
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number);
    try {
      const saved = await save.mutateAsync({
        weekStart: Number(values.weekStart),
        overtimeDailyHours: Number(values.overtimeDailyHours),
        overtimeWeeklyHours: Number(values.overtimeWeeklyHours),
        overtimeRatePercent: Number(values.overtimeRatePercent),
        documentExpiryAlertDays: days,
        shortStaffedLeadHours: Number(values.shortStaffedLeadHours),
        checkInGraceMinutes: Number(values.checkInGraceMinutes),
        smsLine: values.smsLine,
      });
      form.reset(valuesOf(saved));
      toast.success(t('toasts.saved'));
    } catch (error) {
      if (isApiError(error)) {
        for (const [field, message] of serverFieldErrors(error.details)) {
          const name = field.split('.')[0] as keyof TValues;
          // A problem the server names by key ('companies:validation.smsLineTaken') is worded as it is.
          const text = (isMessageKey(message) ? translateExternal(message) : undefined) ?? t('validation.invalid', { message });
          setError(name, { type: 'server', message: text });
        }
      }
      toast.error(t('toasts.saveFailed'), { description: errorMessage(error) });
    }
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate aria-label={t('operation.title')} className="grid gap-5">
      <fieldset disabled={isReadOnly || formState.isSubmitting} className="grid min-w-0 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t('operation.weekStart')} error={errors.weekStart?.message}>
          <Select {...register('weekStart')}>
            {WEEK_DAYS.map((d) => (
              <option key={d} value={d}>
                {t(`weekDays.${d}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('operation.overtimeDailyHours')} error={errors.overtimeDailyHours?.message}>
          <Input type="number" min={1} max={24} {...register('overtimeDailyHours')} />
        </FormField>
        <FormField label={t('operation.overtimeWeeklyHours')} error={errors.overtimeWeeklyHours?.message}>
          <Input type="number" min={1} max={168} {...register('overtimeWeeklyHours')} />
        </FormField>
        <FormField
          label={t('operation.overtimeRatePercent')}
          hint={t('operation.overtimeRateHint')}
          error={errors.overtimeRatePercent?.message}
        >
          <Input type="number" min={100} max={400} {...register('overtimeRatePercent')} />
        </FormField>
        <FormField
          className="sm:col-span-2"
          label={t('operation.documentExpiryAlertDays')}
          hint={t('operation.documentExpiryAlertDaysHint')}
          error={errors.documentExpiryAlertDays?.message}
        >
          <Input inputMode="numeric" {...register('documentExpiryAlertDays')} />
        </FormField>
        <FormField
          label={t('operation.shortStaffedLeadHours')}
          hint={t('operation.shortStaffedLeadHoursHint')}
          error={errors.shortStaffedLeadHours?.message}
        >
          <Input type="number" min={1} max={168} {...register('shortStaffedLeadHours')} />
        </FormField>
        <FormField
          label={t('operation.checkInGraceMinutes')}
          hint={t('operation.checkInGraceMinutesHint')}
          error={errors.checkInGraceMinutes?.message}
        >
          <Input type="number" min={0} max={240} {...register('checkInGraceMinutes')} />
        </FormField>
        <FormField label={t('operation.smsLine')} hint={t('operation.smsLineHint')} error={errors.smsLine?.message}>
          <Input type="tel" autoComplete="off" {...register('smsLine')} />
        </FormField>
      </fieldset>
      {!isReadOnly && (
        <div className="flex justify-end">
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('common:actions.save')}
          </Button>
        </div>
      )}
    </form>
  );
};

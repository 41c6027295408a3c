// The company's payroll settings on the attendance tab of /payroll: punch rounding, grace and the flat tax, and where the
// law leaves a choice (issue 27), how it is read — FLSA coverage, Puerto Rico's pre-2017 day and meal penalty, Mexico's
// Sunday premium, the regular rate with two pay rates — plus the night differential window.
import {
  MEAL_PENALTY_READINGS,
  MX_SUNDAY_READINGS,
  OVERTIME_RATE_BASES,
  PR_PRE2017_DAYS,
  ROUNDING_MINUTES,
  type TPayrollSettings,
} from '@centinela/shared/contracts/payroll-runs';
import { isTimeString, minutesToTime, timeToMinutes } from '@centinela/shared/rules/times';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { errorMessage } from '@/lib/errors';
import { usePayrollActions } from '../hooks/usePayroll';

type TReadings = Pick<TPayrollSettings, 'prPre2017Day' | 'mealPenaltyReading' | 'mxSundayReading' | 'overtimeRateBasis'>;

/** Each reading of the law: its choices, in the order offered (the default first). */
const READINGS: { [K in keyof TReadings]: readonly TReadings[K][] } = {
  prPre2017Day: PR_PRE2017_DAYS,
  mealPenaltyReading: MEAL_PENALTY_READINGS,
  mxSundayReading: MX_SUNDAY_READINGS,
  overtimeRateBasis: OVERTIME_RATE_BASES,
};

export const PayrollSettingsForm = ({ settings }: { settings: TPayrollSettings }) => {
  const { t } = useTranslation('payrollRuns');
  const id = useId();
  const { saveSettings } = usePayrollActions();
  const [rounding, setRounding] = useState(String(settings.roundingMinutes));
  const [grace, setGrace] = useState(String(settings.graceMinutes));
  const [tax, setTax] = useState(String(settings.taxRateBp / 100));
  const [isFlsaCovered, setIsFlsaCovered] = useState(settings.flsaCovered);
  const [readings, setReadings] = useState<TReadings>({
    prPre2017Day: settings.prPre2017Day,
    mealPenaltyReading: settings.mealPenaltyReading,
    mxSundayReading: settings.mxSundayReading,
    overtimeRateBasis: settings.overtimeRateBasis,
  });
  const [nightFrom, setNightFrom] = useState(minutesToTime(settings.nightFromMinute));
  const [nightTo, setNightTo] = useState(minutesToTime(settings.nightToMinute));
  const [nightError, setNightError] = useState('');
  // Each reading's choices by name, so each option's key is built from its own reading's values.
  const optionLabel: { [K in keyof TReadings]: (value: TReadings[K]) => string } = {
    prPre2017Day: (value) => t(`settings.law.prPre2017Day.options.${value}`),
    mealPenaltyReading: (value) => t(`settings.law.mealPenaltyReading.options.${value}`),
    mxSundayReading: (value) => t(`settings.law.mxSundayReading.options.${value}`),
    overtimeRateBasis: (value) => t(`settings.law.overtimeRateBasis.options.${value}`),
  };
  const optionsOf = <K extends keyof TReadings>(name: K) => READINGS[name].map((value) => ({ value, label: optionLabel[name](value) }));

  const save = async () => {
    if (!isTimeString(nightFrom) || !isTimeString(nightTo)) {
      setNightError(t('validation.timeOfDay'));
      return;
    }
    if (nightFrom === nightTo) {
      setNightError(t('validation.nightWindowEmpty'));
      return;
    }
    setNightError('');
    try {
      await saveSettings.mutateAsync({
        roundingMinutes: Number(rounding),
        graceMinutes: Math.round(Number(grace)),
        taxRateBp: Math.round(Number(tax.replace(',', '.')) * 100),
        flsaCovered: isFlsaCovered,
        ...readings,
        nightFromMinute: timeToMinutes(nightFrom),
        nightToMinute: timeToMinutes(nightTo),
      });
      toast.success(t('toasts.settingsSaved'));
    } catch (e) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(e, t('toasts.saveFailed')) });
    }
  };

  return (
    <section aria-labelledby="payroll-settings-title" className="mb-6 grid gap-4 rounded-md border border-slate-200 p-4">
      <h2 id="payroll-settings-title" className="text-sm font-semibold text-slate-900">
        {t('settings.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <FormField label={t('settings.rounding')} className="w-44">
          <Select value={rounding} onChange={(e) => setRounding(e.target.value)}>
            {ROUNDING_MINUTES.map((m) => (
              <option key={m} value={m}>
                {m === 0 ? t('settings.exact') : t('settings.minutes', { count: m })}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('settings.grace')} className="w-36">
          <Input type="number" min={0} max={60} value={grace} onChange={(e) => setGrace(e.target.value)} />
        </FormField>
        <FormField label={t('settings.tax')} hint={t('settings.taxHint')} className="w-56">
          <Input inputMode="decimal" value={tax} onChange={(e) => setTax(e.target.value)} />
        </FormField>
      </div>
      <fieldset className="grid min-w-0 gap-4 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">{t('settings.law.legend')}</legend>
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-flsa`}
              checked={isFlsaCovered}
              onCheckedChange={(checked) => setIsFlsaCovered(checked === true)}
              aria-describedby={`${id}-flsa-hint`}
            />
            <Label htmlFor={`${id}-flsa`}>{t('settings.law.flsaCovered')}</Label>
          </div>
          <p id={`${id}-flsa-hint`} className="text-xs text-slate-600">
            {t('settings.law.flsaCoveredHint')}
          </p>
        </div>
        <div className="grid max-w-3xl gap-4">
          {(Object.keys(READINGS) as (keyof TReadings)[]).map((name) => (
            <FormField key={name} label={t(`settings.law.${name}.label`)} hint={t(`settings.law.${name}.hint`)}>
              <Select
                value={readings[name]}
                onChange={(e) => setReadings((current) => ({ ...current, [name]: e.target.value }))}
                options={optionsOf(name)}
              />
            </FormField>
          ))}
        </div>
        <div className="flex flex-wrap items-start gap-4">
          <FormField label={t('settings.law.nightFrom')} className="w-52">
            <Input type="time" value={nightFrom} onChange={(e) => setNightFrom(e.target.value)} />
          </FormField>
          <FormField label={t('settings.law.nightTo')} className="w-52" error={nightError || undefined}>
            <Input type="time" value={nightTo} onChange={(e) => setNightTo(e.target.value)} />
          </FormField>
          <p className="max-w-md self-center text-xs text-slate-600">{t('settings.law.nightHint')}</p>
        </div>
      </fieldset>
      <div>
        <Button type="button" onClick={() => void save()} disabled={saveSettings.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </section>
  );
};

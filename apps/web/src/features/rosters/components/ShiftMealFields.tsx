// A roster shift's scheduled meal (issue 27): its start and minutes, both or neither. Pay runs give the shift's days
// without punches this meal (the Puerto Rico and California meal rules then apply to it).
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/Input';
import type { TShiftDraft } from '../lib/schedule';

export const ShiftMealFields = ({
  shift,
  label,
  isInvalid,
  onChange,
}: {
  shift: TShiftDraft;
  label: string;
  isInvalid: boolean;
  onChange: (patch: Partial<TShiftDraft>) => void;
}) => {
  const { t } = useTranslation('rosters');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1 text-xs text-slate-600">
        {t('shift.mealStart')}
        <Input
          type="time"
          className="w-32"
          value={shift.mealStartTime ?? ''}
          aria-label={t('shift.mealStartOf', { shift: label })}
          aria-invalid={isInvalid ? true : undefined}
          // Clearing the start clears the meal.
          onChange={(event) =>
            onChange(event.target.value ? { mealStartTime: event.target.value } : { mealStartTime: '', mealMinutes: null })
          }
        />
      </div>
      <div className="grid gap-1 text-xs text-slate-600">
        {t('shift.mealMinutes')}
        <Input
          type="number"
          min={5}
          max={240}
          step={5}
          className="w-24"
          value={shift.mealMinutes ?? ''}
          aria-label={t('shift.mealMinutesOf', { shift: label })}
          aria-invalid={isInvalid ? true : undefined}
          onChange={(event) => onChange({ mealMinutes: event.target.value === '' ? null : Number(event.target.value) })}
        />
      </div>
      <p className="mb-2 text-xs text-slate-500">{t('shift.mealHint')}</p>
    </div>
  );
};

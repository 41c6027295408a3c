// The roster editor: post, name and dates, then the week grid — add, copy and remove shifts, set times and
// the guards needed, assign guards from the availability picker, copy a day to other days and a week to
// another roster. Saving goes through the shared schema; availability refusals come back as a 409 to explain.
import { todayIn } from '@centinela/shared';
import type { TPostOption } from '@centinela/shared/contracts/posts';
import { type TAssignmentConflicts, type TRoster, ZRosterInput } from '@centinela/shared/contracts/rosters';
import { firstDateOnOrAfter } from '@centinela/shared/rules/shifts';
import { ArrowLeft, CalendarRange } from 'lucide-react';
import { type Dispatch, type SetStateAction, useCallback, useMemo, useState } from 'react';
import { type FieldErrors, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Switch } from '@/components/ui/Switch';
import { fieldErrorText, zodKeyResolver } from '@/lib/forms';
import { usePostOptions } from '@/features/posts/hooks/usePosts';
import { useLanguage } from '@/i18n/useLanguage';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { type TAvailabilityParams, useSaveRoster } from '../hooks/useRosters';
import { copyDay, DAYS, draftOf, internalClashes, isTime, newShift, type TDayDraft, type TShiftDraft, weekdayName } from '../lib/schedule';
import { CopyDayDialog } from './CopyDayDialog';
import { CopyWeekDialog } from './CopyWeekDialog';
import { GuardPicker, type TPickedGuard } from './GuardPicker';
import { SaveConflictsDialog } from './SaveConflictsDialog';
import { RosterDayCard } from './RosterDayCard';
import { timeZoneLabel } from '@/features/companies/lib/time-zones';

type TValues = z.input<typeof ZRosterInput>;
type TOutput = z.output<typeof ZRosterInput>;
type TPickerTarget = { dayOfWeek: number; index: number; params: TAvailabilityParams; label: string };

/** The week with one shift changed. */
const withShiftUpdated = (days: TDayDraft[], dayOfWeek: number, index: number, patch: Partial<TShiftDraft>): TDayDraft[] =>
  days.map((d) => (d.dayOfWeek === dayOfWeek ? { ...d, shifts: d.shifts.map((s, i) => (i === index ? { ...s, ...patch } : s)) } : d));

/** The week with a new shift at the end of a day: a blank one, or a copy of a shift's times, guards needed and meal. */
const withShiftAdded = (days: TDayDraft[], dayOfWeek: number, copyOf?: TShiftDraft): TDayDraft[] =>
  days.map((d) =>
    d.dayOfWeek === dayOfWeek
      ? {
          ...d,
          shifts: [
            ...d.shifts,
            copyOf
              ? {
                  ...newShift(d.shifts),
                  startTime: copyOf.startTime,
                  endTime: copyOf.endTime,
                  requiredGuards: copyOf.requiredGuards,
                  mealStartTime: copyOf.mealStartTime,
                  mealMinutes: copyOf.mealMinutes,
                }
              : newShift(d.shifts),
          ],
        }
      : d,
  );

/** The guard-hours a week of the roster needs (each shift's length times the guards it needs; overnight shifts wrap). */
const weeklyHoursOf = (days: TDayDraft[]) =>
  days.reduce(
    (sum, d) =>
      sum +
      d.shifts.reduce((n, s) => {
        if (!isTime(s.startTime) || !isTime(s.endTime)) return n;
        const [sh, sm] = s.startTime.split(':').map(Number);
        const [eh, em] = s.endTime.split(':').map(Number);
        const minutes = (eh * 60 + em - (sh * 60 + sm) + 1440) % 1440 || 1440;
        return n + (minutes / 60) * s.requiredGuards;
      }, 0),
    0,
  );

type TRosterForm = UseFormReturn<TValues, unknown, TOutput>;

/** The roster's post, name, location, dates and active switch, with the week's total guard-hours. */
const RosterDetailsCard = ({
  form,
  posts,
  weeklyHours,
  timeZone,
}: {
  form: TRosterForm;
  posts: readonly TPostOption[];
  weeklyHours: number;
  timeZone: string;
}) => {
  const { t } = useTranslation('rosters');
  const { register, formState, watch, setValue, control } = form;
  const errors = formState.errors;
  const postId = watch('postId');
  return (
    <Card className="grid gap-4 p-4 md:grid-cols-3">
      <FormField label={t('fields.post')} isRequired error={errors.postId ? t('validation.choosePost') : undefined}>
        <Select {...register('postId')}>
          <option value="">{t('fields.choosePost')}</option>
          {posts
            .filter((p) => p.status === 'active' || p.value === postId)
            .map((p) => (
              <option key={p.value} value={p.value}>
                {p.customerCompanyName} — {p.label}
              </option>
            ))}
        </Select>
      </FormField>
      <FormField label={t('fields.name')} error={fieldErrorText(errors.name)}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t('fields.locationName')} error={fieldErrorText(errors.locationName)}>
        <Input autoComplete="off" {...register('locationName')} />
      </FormField>
      <FormField label={t('fields.effectiveFrom')} isRequired error={errors.effectiveFrom ? t('validation.date') : undefined}>
        <FormDateInput control={control} name="effectiveFrom" />
      </FormField>
      <FormField
        label={t('fields.effectiveTo')}
        hint={t('fields.effectiveToHint')}
        error={errors.effectiveTo ? t('validation.dateRange') : undefined}
      >
        <FormDateInput control={control} name="effectiveTo" />
      </FormField>
      <div className="flex items-end gap-3 pb-2">
        <Switch
          id="roster-active"
          checked={watch('isActive') ?? true}
          onCheckedChange={(checked) => setValue('isActive', checked, { shouldDirty: true })}
        />
        <label htmlFor="roster-active" className="text-sm text-slate-800">
          {t('fields.isActive')}
        </label>
      </div>
      <p className="text-xs text-slate-600 md:col-span-3">
        {t('editor.summary', { hours: Math.round(weeklyHours * 10) / 10, zone: timeZoneLabel(timeZone) })}
      </p>
    </Card>
  );
};

type TShiftPickerInput = {
  roster: TRoster | undefined;
  days: TDayDraft[];
  picker: TPickerTarget | null;
  setPicker: (picker: TPickerTarget | null) => void;
  postId: string;
  timeZone: string;
  effectiveFrom: string;
  effectiveTo: string | null;
  updateShift: (dayOfWeek: number, index: number, patch: Partial<TShiftDraft>) => void;
  setGuardNames: Dispatch<SetStateAction<Record<string, string>>>;
};

/** The availability picker of a shift: opening it on the shift's next date, the roster's own clashes of a guard, and
 *  assigning the picked guard (with the reason when availability was overridden). */
const useShiftPicker = ({
  roster,
  days,
  picker,
  setPicker,
  postId,
  timeZone,
  effectiveFrom,
  effectiveTo,
  updateShift,
  setGuardNames,
}: TShiftPickerInput) => {
  const { t } = useTranslation('rosters');
  const { language } = useLanguage();
  /** The next occurrence of a weekday from today (in the post's time zone) within the roster's dates. */
  const nextDateOf = (dayOfWeek: number) => {
    const today = todayIn(timeZone);
    const start = effectiveFrom && effectiveFrom > today ? effectiveFrom : today;
    return /^\d{4}-\d{2}-\d{2}$/.test(start) ? firstDateOnOrAfter(start, dayOfWeek, effectiveTo) : null;
  };

  const openPicker = (dayOfWeek: number, index: number) => {
    const shift = days[dayOfWeek].shifts[index];
    const date = nextDateOf(dayOfWeek);
    if (!postId || !date || !isTime(shift.startTime) || !isTime(shift.endTime)) {
      toast.error(t('picker.cannotOpen'));
      return;
    }
    setPicker({
      dayOfWeek,
      index,
      label: t('shift.label', { day: weekdayName(dayOfWeek, language), number: shift.shiftNumber }),
      params: { postId, date, startTime: shift.startTime, endTime: shift.endTime, ...(roster ? { rosterId: roster.id } : {}) },
    });
  };

  const clashesOf = useCallback(
    (guardId: string) => {
      if (!picker) return [];
      const shift = days[picker.dayOfWeek]?.shifts[picker.index];
      if (!shift) return [];
      return internalClashes(
        days,
        guardId,
        { dayOfWeek: picker.dayOfWeek, ...shift },
        { from: effectiveFrom || '2000-01-01', to: effectiveTo },
      );
    },
    [picker, days, effectiveFrom, effectiveTo],
  );

  const onPick = (guard: TPickedGuard) => {
    if (!picker) return;
    const shift = days[picker.dayOfWeek].shifts[picker.index];
    setGuardNames((names) => ({ ...names, [guard.guardId]: guard.name }));
    updateShift(picker.dayOfWeek, picker.index, {
      guardIds: [...shift.guardIds, guard.guardId],
      overrideReasons: guard.overrideReason ? { ...shift.overrideReasons, [guard.guardId]: guard.overrideReason } : shift.overrideReasons,
    });
  };

  return { openPicker, clashesOf, onPick };
};

/** The names of the guards already on the roster, by id (picked guards are added as they are picked). */
const guardNamesOf = (roster: TRoster | undefined): Record<string, string> =>
  Object.fromEntries((roster?.scheduleData.days ?? []).flatMap((d) => d.shifts.flatMap((s) => s.guards.map((g) => [g.id, g.name]))));

/** The first problem with a shift's times or guards needed, worded for the reader. */
const shiftErrorOf = (errors: FieldErrors<TValues>, dayOfWeek: number, index: number) => {
  const shiftErrors = errors.scheduleData?.days?.[dayOfWeek]?.shifts?.[index];
  return fieldErrorText(shiftErrors?.startTime ?? shiftErrors?.endTime ?? shiftErrors?.shiftNumber ?? shiftErrors?.requiredGuards);
};

/** The problem with a shift's meal, worded for the reader. */
const mealErrorOf = (errors: FieldErrors<TValues>, dayOfWeek: number, index: number) => {
  const shiftErrors = errors.scheduleData?.days?.[dayOfWeek]?.shifts?.[index];
  return fieldErrorText(shiftErrors?.mealStartTime ?? shiftErrors?.mealMinutes);
};

/** Schema messages on shift fields → rosters:validation.<key>. */
export const RosterEditor = ({
  roster,
  onSaved,
  onClose,
}: {
  roster?: TRoster;
  onSaved: (roster: TRoster) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation('rosters');
  const { language } = useLanguage();
  const posts = usePostOptions();
  const save = useSaveRoster();
  const [guardNames, setGuardNames] = useState<Record<string, string>>(() => guardNamesOf(roster));
  const [picker, setPicker] = useState<TPickerTarget | null>(null);
  const [copyFrom, setCopyFrom] = useState<number | null>(null);
  const [isCopyWeekOpen, setIsCopyWeekOpen] = useState(false);
  const [conflicts, setConflicts] = useState<TAssignmentConflicts | null>(null);

  const form = useForm<TValues, unknown, TOutput>({
    defaultValues: draftOf(roster, todayIn(roster?.timeZone ?? 'America/Puerto_Rico')),
    resolver: zodKeyResolver(ZRosterInput),
  });
  const { handleSubmit, formState, watch, setValue } = form;
  const errors = formState.errors;
  const days = (watch('scheduleData.days') ?? []) as TDayDraft[];
  const postId = watch('postId');
  const effectiveFrom = watch('effectiveFrom');
  const effectiveTo = watch('effectiveTo') || null;
  const post = posts.data?.find((p) => p.value === postId);
  const timeZone = post?.timeZone ?? roster?.timeZone ?? 'America/Puerto_Rico';

  const setDays = (next: TDayDraft[]) => setValue('scheduleData.days', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const updateShift = (dayOfWeek: number, index: number, patch: Partial<TShiftDraft>) =>
    setDays(withShiftUpdated(days, dayOfWeek, index, patch));
  const addShift = (dayOfWeek: number, copyOf?: TShiftDraft) => setDays(withShiftAdded(days, dayOfWeek, copyOf));
  const removeShift = (dayOfWeek: number, index: number) =>
    setDays(days.map((d) => (d.dayOfWeek === dayOfWeek ? { ...d, shifts: d.shifts.filter((_, i) => i !== index) } : d)));

  const shiftError = (dayOfWeek: number, index: number) => shiftErrorOf(errors, dayOfWeek, index);
  const mealError = (dayOfWeek: number, index: number) => mealErrorOf(errors, dayOfWeek, index);

  const { openPicker, clashesOf, onPick } = useShiftPicker({
    roster,
    days,
    picker,
    setPicker,
    postId,
    timeZone,
    effectiveFrom,
    effectiveTo,
    updateShift,
    setGuardNames,
  });

  const submit = async (values: TOutput) => {
    try {
      const saved = await save.mutateAsync({ id: roster?.id, body: values });
      toast.success(roster ? t('toasts.updated') : t('toasts.created'));
      setConflicts(null);
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.status === 409 && (error.details as TAssignmentConflicts | undefined)?.conflicts) {
        setConflicts(error.details as TAssignmentConflicts);
        return;
      }
      toast.error(t('toasts.errorTitle'), {
        description: errorMessage(error, roster ? t('toasts.updateFailed') : t('toasts.createFailed')),
      });
    }
  };

  const onInvalid = () => toast.error(t('toasts.errorTitle'), { description: t('toasts.fixErrors') });

  const weeklyHours = useMemo(() => weeklyHoursOf(days), [days]);

  return (
    <form
      onSubmit={handleSubmit(submit, onInvalid)}
      noValidate
      className="grid gap-4"
      aria-label={roster ? t('editor.editTitle', { name: roster.name ?? roster.postName }) : t('editor.createTitle')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" onClick={onClose}>
          <ArrowLeft aria-hidden="true" />
          {t('editor.back')}
        </Button>
        <div className="flex flex-wrap gap-2">
          {roster && (
            <Button variant="outline" onClick={() => setIsCopyWeekOpen(true)}>
              <CalendarRange aria-hidden="true" />
              {t('copyWeek.open')}
            </Button>
          )}
          <Button type="submit" disabled={formState.isSubmitting}>
            {roster ? t('actions.save') : t('actions.create')}
          </Button>
        </div>
      </div>

      <RosterDetailsCard form={form} posts={posts.data ?? []} weeklyHours={weeklyHours} timeZone={timeZone} />

      <section aria-label={t('editor.week')} className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-3">
        {DAYS.map((dayOfWeek) => (
          <RosterDayCard
            key={dayOfWeek}
            day={days[dayOfWeek] ?? { dayOfWeek, shifts: [] }}
            dayName={weekdayName(dayOfWeek, language)}
            guardNames={guardNames}
            shiftError={(index) => shiftError(dayOfWeek, index)}
            mealError={(index) => mealError(dayOfWeek, index)}
            onCopyDay={() => setCopyFrom(dayOfWeek)}
            onAddShift={(copyOf) => addShift(dayOfWeek, copyOf)}
            onUpdateShift={(index, patch) => updateShift(dayOfWeek, index, patch)}
            onRemoveShift={(index) => removeShift(dayOfWeek, index)}
            onAssign={(index) => openPicker(dayOfWeek, index)}
          />
        ))}
      </section>

      <GuardPicker
        params={picker?.params ?? null}
        shiftLabel={picker?.label ?? ''}
        assignedIds={picker ? (days[picker.dayOfWeek]?.shifts[picker.index]?.guardIds ?? []) : []}
        clashesOf={clashesOf}
        onPick={onPick}
        onClose={() => setPicker(null)}
      />
      <CopyDayDialog
        from={copyFrom}
        onClose={() => setCopyFrom(null)}
        onCopy={(to) => {
          if (copyFrom === null) return;
          setDays(copyDay(days, copyFrom, to));
          toast.success(t('copyDay.done', { count: to.length }));
          setCopyFrom(null);
        }}
      />
      {roster && <CopyWeekDialog source={roster} isOpen={isCopyWeekOpen} onClose={() => setIsCopyWeekOpen(false)} />}
      <SaveConflictsDialog
        conflicts={conflicts}
        guardNames={guardNames}
        isSaving={formState.isSubmitting}
        onClose={() => setConflicts(null)}
        onOverride={(reason) => {
          setValue('overrideReason', reason);
          void handleSubmit(submit, onInvalid)();
        }}
      />
    </form>
  );
};

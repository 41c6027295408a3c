// The roster editor: post, name and dates, then the week grid — add, copy and remove shifts, set times and
// the guards needed, assign guards from the availability picker, copy a day to other days and a week to
// another roster. Saving goes through the shared schema; availability refusals come back as a 409 to explain.
import { todayIn } from '@centinela/shared';
import { type TAssignmentConflicts, type TRoster, ZRosterInput } from '@centinela/shared/contracts/rosters';
import { firstDateOnOrAfter } from '@centinela/shared/rules/shifts';
import { ArrowLeft, CalendarRange, Copy, CopyPlus, Moon, Plus, Trash2, UserPlus, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Badge } from '@/components/ui/Badge';
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
import { formatTime } from '@/lib/format';
import { type TAvailabilityParams, useSaveRoster } from '../hooks/useRosters';
import { copyDay, DAYS, draftOf, internalClashes, isTime, newShift, type TDayDraft, type TShiftDraft, weekdayName } from '../lib/schedule';
import { CopyDayDialog } from './CopyDayDialog';
import { CopyWeekDialog } from './CopyWeekDialog';
import { GuardPicker, type TPickedGuard } from './GuardPicker';
import { SaveConflictsDialog } from './SaveConflictsDialog';
import { ShiftMealFields } from './ShiftMealFields';
import { timeZoneLabel } from '@/features/companies/lib/time-zones';

type TValues = z.input<typeof ZRosterInput>;
type TOutput = z.output<typeof ZRosterInput>;
type TPickerTarget = { dayOfWeek: number; index: number; params: TAvailabilityParams; label: string };

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
  const [guardNames, setGuardNames] = useState<Record<string, string>>(() =>
    Object.fromEntries((roster?.scheduleData.days ?? []).flatMap((d) => d.shifts.flatMap((s) => s.guards.map((g) => [g.id, g.name])))),
  );
  const [picker, setPicker] = useState<TPickerTarget | null>(null);
  const [copyFrom, setCopyFrom] = useState<number | null>(null);
  const [isCopyWeekOpen, setIsCopyWeekOpen] = useState(false);
  const [conflicts, setConflicts] = useState<TAssignmentConflicts | null>(null);

  const form = useForm<TValues, unknown, TOutput>({
    defaultValues: draftOf(roster, todayIn(roster?.timeZone ?? 'America/Puerto_Rico')),
    resolver: zodKeyResolver(ZRosterInput),
  });
  const { register, handleSubmit, formState, watch, setValue, control } = form;
  const errors = formState.errors;
  const days = (watch('scheduleData.days') ?? []) as TDayDraft[];
  const postId = watch('postId');
  const effectiveFrom = watch('effectiveFrom');
  const effectiveTo = watch('effectiveTo') || null;
  const post = posts.data?.find((p) => p.value === postId);
  const timeZone = post?.timeZone ?? roster?.timeZone ?? 'America/Puerto_Rico';

  const setDays = (next: TDayDraft[]) => setValue('scheduleData.days', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const updateShift = (dayOfWeek: number, index: number, patch: Partial<TShiftDraft>) =>
    setDays(
      days.map((d) => (d.dayOfWeek === dayOfWeek ? { ...d, shifts: d.shifts.map((s, i) => (i === index ? { ...s, ...patch } : s)) } : d)),
    );
  const addShift = (dayOfWeek: number, copyOf?: TShiftDraft) =>
    setDays(
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
      ),
    );
  const removeShift = (dayOfWeek: number, index: number) =>
    setDays(days.map((d) => (d.dayOfWeek === dayOfWeek ? { ...d, shifts: d.shifts.filter((_, i) => i !== index) } : d)));

  const shiftError = (dayOfWeek: number, index: number) => {
    const shiftErrors = errors.scheduleData?.days?.[dayOfWeek]?.shifts?.[index];
    return fieldErrorText(shiftErrors?.startTime ?? shiftErrors?.endTime ?? shiftErrors?.shiftNumber ?? shiftErrors?.requiredGuards);
  };
  const mealError = (dayOfWeek: number, index: number) => {
    const shiftErrors = errors.scheduleData?.days?.[dayOfWeek]?.shifts?.[index];
    return fieldErrorText(shiftErrors?.mealStartTime ?? shiftErrors?.mealMinutes);
  };

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

  const weeklyHours = useMemo(
    () =>
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
      ),
    [days],
  );

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

      <Card className="grid gap-4 p-4 md:grid-cols-3">
        <FormField label={t('fields.post')} isRequired error={errors.postId ? t('validation.choosePost') : undefined}>
          <Select {...register('postId')}>
            <option value="">{t('fields.choosePost')}</option>
            {(posts.data ?? [])
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

      <section aria-label={t('editor.week')} className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-3">
        {DAYS.map((dayOfWeek) => {
          const day = days[dayOfWeek] ?? { dayOfWeek, shifts: [] };
          const dayName = weekdayName(dayOfWeek, language);
          return (
            <Card key={dayOfWeek} className="grid content-start gap-3 p-4" aria-label={dayName}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold capitalize text-slate-900">{dayName}</h3>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setCopyFrom(dayOfWeek)}
                    disabled={day.shifts.length === 0}
                    aria-label={t('copyDay.openNamed', { day: dayName })}
                  >
                    <Copy aria-hidden="true" />
                    {t('copyDay.open')}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => addShift(dayOfWeek)}
                    aria-label={t('shift.addNamed', { day: dayName })}
                  >
                    <Plus aria-hidden="true" />
                    {t('shift.add')}
                  </Button>
                </div>
              </div>
              {day.shifts.length === 0 && <p className="text-sm text-slate-500">{t('shift.none')}</p>}
              {day.shifts.map((shift, index) => {
                const label = t('shift.label', { day: dayName, number: shift.shiftNumber });
                const error = shiftError(dayOfWeek, index);
                const mealProblem = mealError(dayOfWeek, index);
                const isOvernight = isTime(shift.startTime) && isTime(shift.endTime) && shift.endTime <= shift.startTime;
                const isShort = shift.guardIds.length < shift.requiredGuards;
                return (
                  <fieldset
                    // biome-ignore lint/suspicious/noArrayIndexKey: shifts are edited in place; their position is their identity while editing
                    key={`${dayOfWeek}-${index}`}
                    className="grid gap-2 rounded-lg border border-slate-200 p-3"
                    aria-label={label}
                  >
                    <div className="flex flex-wrap items-end gap-2">
                      <span className="mb-2 text-sm font-semibold text-slate-700">{t('shift.number', { number: shift.shiftNumber })}</span>
                      <div className="grid gap-1 text-xs text-slate-600">
                        {t('shift.start')}
                        <Input
                          type="time"
                          className="w-32"
                          value={shift.startTime}
                          aria-label={t('shift.startOf', { shift: label })}
                          aria-invalid={error ? true : undefined}
                          onChange={(event) => updateShift(dayOfWeek, index, { startTime: event.target.value })}
                        />
                      </div>
                      <div className="grid gap-1 text-xs text-slate-600">
                        {t('shift.end')}
                        <Input
                          type="time"
                          className="w-32"
                          value={shift.endTime}
                          aria-label={t('shift.endOf', { shift: label })}
                          aria-invalid={error ? true : undefined}
                          onChange={(event) => updateShift(dayOfWeek, index, { endTime: event.target.value })}
                        />
                      </div>
                      <div className="grid gap-1 text-xs text-slate-600">
                        {t('shift.required')}
                        <Input
                          type="number"
                          min={1}
                          max={50}
                          className="w-20"
                          value={shift.requiredGuards}
                          aria-label={t('shift.requiredOf', { shift: label })}
                          onChange={(event) =>
                            updateShift(dayOfWeek, index, { requiredGuards: Math.max(1, Number(event.target.value) || 1) })
                          }
                        />
                      </div>
                      <div className="ml-auto flex gap-1">
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => addShift(dayOfWeek, shift)}
                          aria-label={t('shift.duplicate', { shift: label })}
                          title={t('shift.duplicate', { shift: label })}
                        >
                          <CopyPlus aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="text-red-700 hover:bg-red-50"
                          onClick={() => removeShift(dayOfWeek, index)}
                          aria-label={t('shift.remove', { shift: label })}
                          title={t('shift.remove', { shift: label })}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                    </div>
                    {isTime(shift.startTime) && isTime(shift.endTime) && (
                      <p className="flex items-center gap-1 text-xs text-slate-600">
                        {isOvernight && <Moon className="size-3" aria-hidden="true" />}
                        {t(isOvernight ? 'shift.overnight' : 'shift.sameDay', {
                          start: formatTime(shift.startTime),
                          end: formatTime(shift.endTime),
                        })}
                      </p>
                    )}
                    {error && <p className="text-xs font-medium text-red-700">{error}</p>}
                    <ShiftMealFields
                      shift={shift}
                      label={label}
                      isInvalid={Boolean(mealProblem)}
                      onChange={(patch) => updateShift(dayOfWeek, index, patch)}
                    />
                    {mealProblem && <p className="text-xs font-medium text-red-700">{mealProblem}</p>}
                    <div className="flex flex-wrap items-center gap-1.5">
                      {shift.guardIds.map((guardId) => (
                        <Badge
                          key={guardId}
                          variant={shift.overrideReasons[guardId] ? 'warning' : 'neutral'}
                          title={shift.overrideReasons[guardId] ?? undefined}
                        >
                          {guardNames[guardId] ?? t('shift.unknownGuard')}
                          <button
                            type="button"
                            className="rounded-full p-0.5 hover:bg-slate-200"
                            aria-label={t('shift.unassign', { name: guardNames[guardId] ?? '', shift: label })}
                            onClick={() =>
                              updateShift(dayOfWeek, index, {
                                guardIds: shift.guardIds.filter((id) => id !== guardId),
                                overrideReasons: Object.fromEntries(Object.entries(shift.overrideReasons).filter(([id]) => id !== guardId)),
                              })
                            }
                          >
                            <X className="size-3" aria-hidden="true" />
                          </button>
                        </Badge>
                      ))}
                      <Button
                        variant="link"
                        size="sm"
                        onClick={() => openPicker(dayOfWeek, index)}
                        aria-label={t('shift.assignTo', { shift: label })}
                      >
                        <UserPlus aria-hidden="true" />
                        {t('shift.assign')}
                      </Button>
                      <span className={isShort ? 'text-xs text-amber-800' : 'text-xs text-emerald-800'}>
                        {t('shift.staffing', { assigned: shift.guardIds.length, required: shift.requiredGuards })}
                      </span>
                    </div>
                  </fieldset>
                );
              })}
            </Card>
          );
        })}
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

// One day of the roster editor's week grid (its shifts, with copy and add) and one shift of it: times, guards needed,
// the meal, the assigned guards and the button that opens the availability picker.
import { Copy, CopyPlus, Moon, Plus, Trash2, UserPlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Input } from '@/components/ui/Input';
import { formatTime } from '@/lib/format';
import { isTime, type TDayDraft, type TShiftDraft } from '../lib/schedule';
import { ShiftMealFields } from './ShiftMealFields';

type TShiftFieldsetProps = {
  shift: TShiftDraft;
  /** The shift's accessible name ("Monday, shift 1"). */
  label: string;
  error: string | undefined;
  mealProblem: string | undefined;
  guardNames: Record<string, string>;
  onUpdate: (patch: Partial<TShiftDraft>) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  onAssign: () => void;
};

export const ShiftFieldset = ({
  shift,
  label,
  error,
  mealProblem,
  guardNames,
  onUpdate,
  onDuplicate,
  onRemove,
  onAssign,
}: TShiftFieldsetProps) => {
  const { t } = useTranslation('rosters');
  const isOvernight = isTime(shift.startTime) && isTime(shift.endTime) && shift.endTime <= shift.startTime;
  const isShort = shift.guardIds.length < shift.requiredGuards;
  return (
    <fieldset className="grid gap-2 rounded-lg border border-slate-200 p-3" aria-label={label}>
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
            onChange={(event) => onUpdate({ startTime: event.target.value })}
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
            onChange={(event) => onUpdate({ endTime: event.target.value })}
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
            onChange={(event) => onUpdate({ requiredGuards: Math.max(1, Number(event.target.value) || 1) })}
          />
        </div>
        <div className="ml-auto flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            onClick={onDuplicate}
            aria-label={t('shift.duplicate', { shift: label })}
            title={t('shift.duplicate', { shift: label })}
          >
            <CopyPlus aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-red-700 hover:bg-red-50"
            onClick={onRemove}
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
      <ShiftMealFields shift={shift} label={label} isInvalid={Boolean(mealProblem)} onChange={onUpdate} />
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
                onUpdate({
                  guardIds: shift.guardIds.filter((id) => id !== guardId),
                  overrideReasons: Object.fromEntries(Object.entries(shift.overrideReasons).filter(([id]) => id !== guardId)),
                })
              }
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </Badge>
        ))}
        <Button variant="link" size="sm" onClick={onAssign} aria-label={t('shift.assignTo', { shift: label })}>
          <UserPlus aria-hidden="true" />
          {t('shift.assign')}
        </Button>
        <span className={isShort ? 'text-xs text-amber-800' : 'text-xs text-emerald-800'}>
          {t('shift.staffing', { assigned: shift.guardIds.length, required: shift.requiredGuards })}
        </span>
      </div>
    </fieldset>
  );
};

type TRosterDayCardProps = {
  day: TDayDraft;
  dayName: string;
  guardNames: Record<string, string>;
  shiftError: (index: number) => string | undefined;
  mealError: (index: number) => string | undefined;
  onCopyDay: () => void;
  onAddShift: (copyOf?: TShiftDraft) => void;
  onUpdateShift: (index: number, patch: Partial<TShiftDraft>) => void;
  onRemoveShift: (index: number) => void;
  onAssign: (index: number) => void;
};

export const RosterDayCard = ({
  day,
  dayName,
  guardNames,
  shiftError,
  mealError,
  onCopyDay,
  onAddShift,
  onUpdateShift,
  onRemoveShift,
  onAssign,
}: TRosterDayCardProps) => {
  const { t } = useTranslation('rosters');
  const { dayOfWeek } = day;
  return (
    <Card className="grid content-start gap-3 p-4" aria-label={dayName}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold capitalize text-slate-900">{dayName}</h3>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={onCopyDay}
            disabled={day.shifts.length === 0}
            aria-label={t('copyDay.openNamed', { day: dayName })}
          >
            <Copy aria-hidden="true" />
            {t('copyDay.open')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onAddShift()} aria-label={t('shift.addNamed', { day: dayName })}>
            <Plus aria-hidden="true" />
            {t('shift.add')}
          </Button>
        </div>
      </div>
      {day.shifts.length === 0 && <p className="text-sm text-slate-500">{t('shift.none')}</p>}
      {day.shifts.map((shift, index) => (
        <ShiftFieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: shifts are edited in place; their position is their identity while editing
          key={`${dayOfWeek}-${index}`}
          shift={shift}
          label={t('shift.label', { day: dayName, number: shift.shiftNumber })}
          error={shiftError(index)}
          mealProblem={mealError(index)}
          guardNames={guardNames}
          onUpdate={(patch) => onUpdateShift(index, patch)}
          onDuplicate={() => onAddShift(shift)}
          onRemove={() => onRemoveShift(index)}
          onAssign={() => onAssign(index)}
        />
      ))}
    </Card>
  );
};

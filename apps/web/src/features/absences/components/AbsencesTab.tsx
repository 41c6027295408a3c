import { todayIn } from '@centinela/shared';
import { firstDateOnOrAfter } from '@centinela/shared/rules/shifts';
// Absences tab of the user editor (any user): totals, current/upcoming and history lists, mark absent, edit, resolve.
import {
  SHIFT_NOT_IN_DATES_MESSAGE,
  type TAbsence,
  type TAbsenceShiftOption,
  ZCreateAbsence,
  ZUpdateAbsence,
} from '@centinela/shared/contracts/absences';
import { CalendarX2, CheckCircle2, Pencil, UserX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { Spinner } from '@/components/ui/Spinner';
import { Textarea } from '@/components/ui/Textarea';
import { useCanEditUsers } from '@/features/guard-records/hooks/useCanEditUsers';
import type { TEditedUserProps } from '@/features/guard-records/types';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { isApiError } from '@/lib/api';
import { formatDateTime, formatDay, formatShiftTime, formatTimeRange } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import {
  useAbsenceCategories,
  useAbsenceShiftOptions,
  useAbsences,
  useCategoryLabel,
  useCreateAbsence,
  useResolveAbsence,
  useUpdateAbsence,
} from '../hooks/useAbsences';

export const AbsencesTab = ({ user }: TEditedUserProps) => {
  const { t } = useTranslation('absences');
  const absences = useAbsences(user.id);
  const canEdit = useCanEditUsers();
  const [isMarking, setIsMarking] = useState(false);
  const [editing, setEditing] = useState<TAbsence | null>(null);

  if (absences.isPending) return <Spinner label={t('loading')} />;
  if (absences.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(absences.error)}
      </p>
    );
  }
  const { current, history, totals } = absences.data;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dl className="grid flex-1 grid-cols-3 gap-3">
          {(
            [
              ['total', totals.total],
              ['current', totals.current],
              ['resolved', totals.resolved],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
              <dt className="text-xs font-medium text-slate-600">{t(`totals.${key}`)}</dt>
              <dd className="text-2xl font-semibold tabular-nums text-slate-900" data-testid={`absences-total-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {canEdit && (
          <Button onClick={() => setIsMarking(true)}>
            <UserX aria-hidden="true" />
            {t('markAbsent')}
          </Button>
        )}
      </div>
      <AbsenceSection title={t('currentTitle')} absences={current} emptyText={t('noCurrent')} canEdit={canEdit} onEdit={setEditing} />
      <AbsenceSection title={t('historyTitle')} absences={history} emptyText={t('noHistory')} canEdit={canEdit} onEdit={setEditing} />
      {isMarking && <MarkAbsentDialog userId={user.id} isGuard={user.role === 'security_guard'} onClose={() => setIsMarking(false)} />}
      {editing && <EditAbsenceDialog absence={editing} onClose={() => setEditing(null)} />}
    </div>
  );
};

const dayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const AbsenceSection = ({
  title,
  absences,
  emptyText,
  canEdit,
  onEdit,
}: {
  title: string;
  absences: TAbsence[];
  emptyText: string;
  canEdit: boolean;
  onEdit: (absence: TAbsence) => void;
}) => {
  const { t } = useTranslation('absences');
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const labelOf = useCategoryLabel();
  const resolve = useResolveAbsence();

  const onResolve = async (absence: TAbsence) => {
    try {
      await resolve.mutateAsync(absence.id);
      toast.success(t('resolved'));
    } catch (error) {
      toast.error(t('toastError'), { description: errorMessage(error, t('resolveFailed')) });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {absences.length === 0 ? (
          <EmptyState icon={CalendarX2} title={emptyText} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {absences.map((absence) => {
              const shift = absence.shiftInfo;
              return (
                <li key={absence.id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="absence-item">
                  <div className="flex min-w-0 flex-col gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{labelOf(absence.category)}</span>
                      <Badge variant={absence.status === 'resolved' ? 'success' : absence.isCurrent ? 'warning' : 'neutral'}>
                        {absence.status === 'resolved' ? t('status.resolved') : absence.isCurrent ? t('status.active') : t('status.past')}
                      </Badge>
                    </div>
                    <span className="text-sm text-slate-700">
                      {t('dates', {
                        start: formatDay(absence.startDate, language),
                        end: formatDay(absence.endDate, language),
                      })}
                    </span>
                    {shift && (
                      <span className="text-xs text-slate-600">
                        {[
                          shift.post,
                          shift.customer,
                          shift.shiftTime ? formatShiftTime(shift.shiftTime) : null,
                          shift.date ? formatDay(shift.date, language) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    )}
                    {absence.notes && <p className="whitespace-pre-line text-sm text-slate-700">{absence.notes}</p>}
                    <span className="text-xs text-slate-500">
                      {t('markedBy', {
                        name: absence.markedBy?.name ?? t('unknownUser'),
                        when: formatDateTime(absence.timestamp, language, timeZone),
                      })}
                      {absence.resolvedAt &&
                        ` · ${t('resolvedBy', { name: absence.resolvedBy?.name ?? t('unknownUser'), when: formatDateTime(absence.resolvedAt, language, timeZone) })}`}
                    </span>
                  </div>
                  {canEdit && (
                    <div className="flex shrink-0 gap-1">
                      <Button variant="ghost" size="sm" onClick={() => onEdit(absence)}>
                        <Pencil aria-hidden="true" />
                        {t('edit')}
                      </Button>
                      {absence.status === 'active' && (
                        <Button variant="outline" size="sm" onClick={() => void onResolve(absence)} disabled={resolve.isPending}>
                          <CheckCircle2 aria-hidden="true" />
                          {t('resolve')}
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};

const shiftLabel = (option: TAbsenceShiftOption, dayName: string) =>
  `${option.post} · ${option.customer} · ${dayName} #${option.shiftNumber} · ${formatTimeRange(option.startTime, option.endTime)}`;

/** Marking is blocked when guard or shift information is missing (spec): checked here, and the server's refusal. */
const MISSING_INFO = new Error('Missing guard or shift information');
const isMissingInfo = (error: unknown) => error === MISSING_INFO || (isApiError(error) && error.code === 'MISSING_GUARD_OR_SHIFT');

const MarkAbsentForm = ({ userId, isGuard }: { userId: string; isGuard: boolean }) => {
  const { t } = useTranslation('absences');
  const labelOf = useCategoryLabel();
  const categories = useAbsenceCategories();
  const shifts = useAbsenceShiftOptions(userId, isGuard);
  const create = useCreateAbsence(userId);
  // "Today" is the company's date, never the browser's (decision 0010).
  const { timeZone } = useCompanyLocale();
  const today = todayIn(timeZone);
  const form = useZodForm({
    schema: ZCreateAbsence,
    defaultValues: { categoryId: '', startDate: today, endDate: today, notes: '', shiftId: '' },
  });
  const errors = form.formState.errors;
  return (
    <EditorForm
      form={form}
      // The shift's weekday must fall on one of the absence's dates (the server checks the same).
      check={(values) => {
        const shift = shifts.data?.find((o) => o.shiftId === values.shiftId);
        return shift && !firstDateOnOrAfter(values.startDate, shift.dayOfWeek, values.endDate)
          ? { shiftId: SHIFT_NOT_IN_DATES_MESSAGE }
          : null;
      }}
      submit={(values) => (!isGuard || !values.shiftId ? Promise.reject(MISSING_INFO) : create.mutateAsync(values))}
      success={t('markedSuccess')}
      errorTitle={t('toastError')}
      errorFallback={t('markFailed')}
      errorText={(error) => (isMissingInfo(error) ? t('missingGuardOrShift') : undefined)}
      submitLabel={t('markAbsent')}
    >
      <FormField label={t('fields.category')} isRequired error={errors.categoryId && t('categoryRequired')}>
        <Select
          {...form.register('categoryId')}
          placeholder={t('fields.categoryPlaceholder')}
          options={(categories.data ?? []).map((c) => ({ value: c.id, label: labelOf(c) }))}
        />
      </FormField>
      <FormField
        label={t('fields.shift')}
        isRequired
        error={form.errorOf(errors.shiftId)}
        hint={isGuard && shifts.data?.length === 0 ? t('noShifts') : !isGuard ? t('notAGuard') : undefined}
      >
        <Select
          {...form.register('shiftId')}
          placeholder={t('fields.shiftPlaceholder')}
          options={(shifts.data ?? []).map((o) => ({ value: o.shiftId, label: shiftLabel(o, t(`days.${dayKeys[o.dayOfWeek]}`)) }))}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.startDate')} isRequired error={form.errorOf(form.formState.errors.startDate)}>
          <FormDateInput control={form.control} name="startDate" />
        </FormField>
        <FormField label={t('fields.endDate')} isRequired error={form.formState.errors.endDate && t('endBeforeStart')}>
          <FormDateInput control={form.control} name="endDate" />
        </FormField>
      </div>
      <FormField label={t('fields.notes')} error={form.errorOf(form.formState.errors.notes)}>
        <Textarea {...form.register('notes')} />
      </FormField>
    </EditorForm>
  );
};

const MarkAbsentDialog = ({ userId, isGuard, onClose }: { userId: string; isGuard: boolean; onClose: () => void }) => {
  const { t } = useTranslation('absences');
  return (
    <FormDialog open onClose={onClose} title={t('markAbsentTitle')} description={t('markAbsentDescription')}>
      <MarkAbsentForm userId={userId} isGuard={isGuard} />
    </FormDialog>
  );
};

const EditAbsenceForm = ({ absence }: { absence: TAbsence }) => {
  const { t } = useTranslation('absences');
  const labelOf = useCategoryLabel();
  const categories = useAbsenceCategories({ includeInactive: true });
  const update = useUpdateAbsence();
  const form = useZodForm({
    schema: ZUpdateAbsence,
    defaultValues: {
      categoryId: absence.category?.id ?? '',
      startDate: absence.startDate,
      endDate: absence.endDate,
      notes: absence.notes ?? '',
    },
  });
  const options = (categories.data ?? []).filter((c) => c.isActive || c.id === absence.category?.id);
  return (
    <EditorForm
      form={form}
      submit={(values) => update.mutateAsync({ id: absence.id, input: values })}
      success={t('updated')}
      errorTitle={t('toastError')}
      errorFallback={t('updateFailed')}
    >
      <FormField label={t('fields.category')} isRequired error={form.formState.errors.categoryId && t('categoryRequired')}>
        <Select {...form.register('categoryId')} options={options.map((c) => ({ value: c.id, label: labelOf(c) }))} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.startDate')} isRequired error={form.errorOf(form.formState.errors.startDate)}>
          <FormDateInput control={form.control} name="startDate" />
        </FormField>
        <FormField label={t('fields.endDate')} isRequired error={form.formState.errors.endDate && t('endBeforeStart')}>
          <FormDateInput control={form.control} name="endDate" />
        </FormField>
      </div>
      <FormField label={t('fields.notes')} error={form.errorOf(form.formState.errors.notes)}>
        <Textarea {...form.register('notes')} />
      </FormField>
    </EditorForm>
  );
};

const EditAbsenceDialog = ({ absence, onClose }: { absence: TAbsence; onClose: () => void }) => {
  const { t } = useTranslation('absences');
  const labelOf = useCategoryLabel();
  return (
    <FormDialog open onClose={onClose} title={t('editTitle')} description={labelOf(absence.category)}>
      <EditAbsenceForm absence={absence} />
    </FormDialog>
  );
};

// The attendance section of /payroll: punches per guard and day with worked time (after the company's rounding and
// grace), scheduled time without attendance ("unverified"), missing punches, and an admin's correction with a reason
// (attendance's own PATCH /api/attendance/records/:id, logged). The company's payroll settings are set here (PayrollSettingsForm).
import { ATTENDANCE_TYPES } from '@centinela/shared';
import { can } from '@centinela/shared';
import { PAYROLL_RUN_MESSAGES, type TAttendanceDay } from '@centinela/shared/contracts/payroll-runs';
import { instantOf } from '@centinela/shared/rules/zoned-time';
import { CalendarClock, Pencil } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable, type TDataTableColumn, tableQueryProps } from '@/components/data-table';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Combobox } from '@/components/ui/Combobox';
import { DateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { formatDay } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { usePayrollActions, usePayrollAttendance, usePayrollGuards, usePayrollSettings } from '../hooks/usePayroll';
import { hoursOf } from '../lib/format';
import { PayrollSettingsForm } from './PayrollSettingsForm';

type TPeriod = { from: string; to: string; guardId: string; issuesOnly: string };

const timeIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** The correction as typed: a punch of the day, its type, the wall-clock time in the company's zone and why. */
const ZPunchCorrectionForm = z.object({
  punchId: z.string().min(1),
  type: z.enum(ATTENDANCE_TYPES),
  time: z.string().regex(/^\d{2}:\d{2}$/, 'payrollRuns:attendance.invalidTime'),
  reason: z.string().trim().min(3, PAYROLL_RUN_MESSAGES.reasonRequired).max(500),
});

const CorrectPunchForm = ({ day }: { day: TAttendanceDay }) => {
  const { t } = useTranslation('payrollRuns');
  const { timeZone } = useCompanyLocale();
  const { correctPunch } = usePayrollActions();
  const first = day.punches[0];
  const form = useZodForm({
    schema: ZPunchCorrectionForm,
    defaultValues: {
      punchId: first?.id ?? '',
      type: first?.type ?? 'check_in',
      time: first ? timeIn(first.timestamp, timeZone) : '',
      reason: '',
    },
  });
  const { register, setValue, watch, formState, errorOf } = form;
  const errors = formState.errors;
  // Choosing a punch starts from its own time and type.
  const choose = (id: string) => {
    const punch = day.punches.find((p) => p.id === id);
    if (!punch) return;
    setValue('time', timeIn(punch.timestamp, timeZone));
    setValue('type', punch.type);
  };
  return (
    <EditorForm
      form={form}
      submit={({ punchId, type, time, reason }) => {
        const [h, m] = time.split(':').map(Number);
        const timestamp = new Date(instantOf(day.date, h * 60 + m, timeZone)).toISOString();
        return correctPunch.mutateAsync({ id: punchId, body: { type, timestamp, reason } });
      }}
      success={t('toasts.punchCorrected')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
      isSubmitDisabled={!watch('punchId')}
    >
      <FormField label={t('attendance.punch')}>
        <Select {...register('punchId', { onChange: (e) => choose(e.target.value) })}>
          {day.punches.map((p) => (
            <option key={p.id} value={p.id}>
              {t(`attendance.types.${p.type}`)} · {timeIn(p.timestamp, timeZone)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('attendance.type')}>
        <Select {...register('type')}>
          {ATTENDANCE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`attendance.types.${value}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('attendance.time')} hint={t('attendance.timeHint', { date: day.date })} error={errorOf(errors.time)}>
        <Input type="time" {...register('time')} />
      </FormField>
      <FormField label={t('attendance.reason')} isRequired error={errorOf(errors.reason)}>
        <Textarea maxLength={500} {...register('reason')} />
      </FormField>
    </EditorForm>
  );
};

const CorrectPunchDialog = ({ day, onClose }: { day: TAttendanceDay | null; onClose: () => void }) => {
  const { t } = useTranslation('payrollRuns');
  return (
    <FormDialog
      open={day !== null}
      onClose={onClose}
      title={t('attendance.correctTitle')}
      description={day ? t('attendance.correctDescription', { name: day.guardName }) : ''}
      className="max-w-md"
    >
      {day && <CorrectPunchForm key={`${day.guardId}-${day.date}`} day={day} />}
    </FormDialog>
  );
};

export const AttendanceTab = ({ period, setPeriod }: { period: TPeriod; setPeriod: (patch: Partial<TPeriod>) => void }) => {
  const { t } = useTranslation('payrollRuns');
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const { subject } = useSession();
  const id = useId();
  const guards = usePayrollGuards();
  const settings = usePayrollSettings();
  const list = usePayrollAttendance({ ...period, issuesOnly: period.issuesOnly === 'true' });
  const [correcting, setCorrecting] = useState<TAttendanceDay | null>(null);
  const canCorrect = can(subject, 'edit', 'attendance');
  const canEdit = can(subject, 'edit', 'payroll');
  const guardOptions = useMemo(() => (guards.data ?? []).map((g) => ({ value: g.id, label: g.name })), [guards.data]);

  const columns = useMemo<TDataTableColumn<TAttendanceDay>[]>(
    () => [
      {
        id: 'guard',
        header: t('columns.guard'),
        canHide: false,
        sortValue: (d) => d.guardName,
        cell: (d) => <span className="font-medium">{d.guardName}</span>,
      },
      { id: 'date', header: t('columns.date'), sortValue: (d) => d.date, cell: (d) => formatDay(d.date, language) },
      {
        id: 'punches',
        header: t('columns.punches'),
        cell: (d) =>
          d.punches.length === 0 ? (
            '—'
          ) : (
            <ul className="grid gap-0.5 text-sm">
              {d.punches.map((p) => (
                <li key={p.id}>
                  {t(`attendance.types.${p.type}`)} {timeIn(p.timestamp, timeZone)}
                  {p.correctedAt && (
                    <Badge variant="neutral" className="ml-1" title={p.correctionReason ?? ''}>
                      {t('attendance.corrected')}
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          ),
      },
      {
        id: 'worked',
        header: t('columns.worked'),
        sortValue: (d) => d.workedMinutes,
        cell: (d) => <span className="tabular-nums">{hoursOf(d.workedMinutes, language)}</span>,
      },
      {
        id: 'unverified',
        header: t('columns.unverified'),
        sortValue: (d) => d.unverifiedMinutes,
        cell: (d) =>
          d.unverifiedMinutes > 0 ? (
            <Badge variant="warning">{t('attendance.unverifiedHours', { hours: hoursOf(d.unverifiedMinutes, language) })}</Badge>
          ) : (
            '—'
          ),
      },
      {
        id: 'issues',
        header: t('columns.issues'),
        cell: (d) =>
          d.issues.length === 0 ? (
            <Badge variant="success">{t('attendance.ok')}</Badge>
          ) : (
            <span className="flex flex-wrap gap-1">
              {d.issues.map((i) => (
                <Badge key={i} variant={i === 'no_punches' ? 'warning' : 'danger'}>
                  {t(`attendance.issues.${i}`)}
                </Badge>
              ))}
            </span>
          ),
      },
    ],
    [t, language, timeZone],
  );

  return (
    <>
      {canEdit && settings.data && <PayrollSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />}
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <FormField label={t('filters.from')} className="w-40">
          <DateInput value={period.from} onChange={(from) => setPeriod({ from })} />
        </FormField>
        <FormField label={t('filters.to')} className="w-40">
          <DateInput value={period.to} onChange={(to) => setPeriod({ to })} />
        </FormField>
        <Combobox
          className="w-64"
          label={t('filters.guard')}
          options={guardOptions}
          value={period.guardId}
          onChange={(guardId) => setPeriod({ guardId })}
          allLabel={t('filters.allGuards')}
        />
        <div className="flex items-center gap-2 pb-2">
          <Checkbox
            id={`${id}-issues`}
            checked={period.issuesOnly === 'true'}
            onCheckedChange={(checked) => setPeriod({ issuesOnly: checked === true ? 'true' : '' })}
          />
          <Label htmlFor={`${id}-issues`}>{t('filters.issuesOnly')}</Label>
        </div>
      </div>
      {list.data && (
        <p className="mb-2 text-xs text-slate-600">
          {t('attendance.rulesNote', { rounding: list.data.settings.roundingMinutes, grace: list.data.settings.graceMinutes })}
        </p>
      )}
      <DataTable
        id="payroll-attendance"
        label={t('table.attendance')}
        columns={columns}
        rows={list.data?.days ?? []}
        getRowId={(d) => `${d.guardId}:${d.date}`}
        {...tableQueryProps(list)}
        icon={CalendarClock}
        loadingLabel={t('states.loading')}
        errorTitle={t('states.fetchFailed')}
        empty={{ title: t('states.emptyAttendance') }}
        rowActions={(d) =>
          canCorrect && d.punches.length > 0 ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setCorrecting(d)}
              aria-label={t('attendance.correctWhat', { name: d.guardName, date: formatDay(d.date, language) })}
            >
              <Pencil aria-hidden="true" />
              {t('attendance.correct')}
            </Button>
          ) : null
        }
      />
      <CorrectPunchDialog day={correcting} onClose={() => setCorrecting(null)} />
    </>
  );
};

// The attendance section of /payroll: punches per guard and day with worked time (after the company's rounding and
// grace), scheduled time without attendance ("unverified"), missing punches, and an admin's correction with a reason
// (attendance's own PATCH /api/attendance/records/:id, logged). The company's payroll settings are set here (PayrollSettingsForm).
import { ATTENDANCE_TYPES, type TAttendanceType } from '@centinela/shared';
import { can } from '@centinela/shared';
import type { TAttendanceDay } from '@centinela/shared/contracts/payroll-runs';
import { instantOf } from '@centinela/shared/rules/zoned-time';
import { CalendarClock, Pencil } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable, type TDataTableColumn, tableQueryProps } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Combobox } from '@/components/ui/Combobox';
import { DateInput } from '@/components/ui/DateInput';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatDay } from '@/lib/format';
import { usePayrollActions, usePayrollAttendance, usePayrollGuards, usePayrollSettings } from '../hooks/usePayroll';
import { hoursOf } from '../lib/format';
import { PayrollSettingsForm } from './PayrollSettingsForm';

type TPeriod = { from: string; to: string; guardId: string; issuesOnly: string };

const timeIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

const CorrectPunchDialog = ({ day, onClose }: { day: TAttendanceDay | null; onClose: () => void }) => {
  const { t } = useTranslation('payrollRuns');
  const { timeZone } = useCompanyLocale();
  const { correctPunch } = usePayrollActions();
  const [punchId, setPunchId] = useState('');
  const [time, setTime] = useState('');
  const [type, setType] = useState<TAttendanceType>('check_in');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    const first = day?.punches[0];
    setPunchId(first?.id ?? '');
    setTime(first ? timeIn(first.timestamp, timeZone) : '');
    setType(first?.type ?? 'check_in');
    setReason('');
    setError('');
  }, [day, timeZone]);
  if (!day) return null;
  const choose = (id: string) => {
    const punch = day.punches.find((p) => p.id === id);
    setPunchId(id);
    if (punch) {
      setTime(timeIn(punch.timestamp, timeZone));
      setType(punch.type);
    }
  };
  const save = async () => {
    if (reason.trim().length < 3) {
      setError(t('validation.reasonRequired'));
      return;
    }
    const [h, m] = time.split(':').map(Number);
    if (!Number.isFinite(h) || !Number.isFinite(m)) {
      setError(t('attendance.invalidTime'));
      return;
    }
    const timestamp = new Date(instantOf(day.date, h * 60 + m, timeZone)).toISOString();
    try {
      await correctPunch.mutateAsync({ id: punchId, body: { type, timestamp, reason: reason.trim() } });
      toast.success(t('toasts.punchCorrected'));
      onClose();
    } catch (e) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(e, t('toasts.saveFailed')) });
    }
  };
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('attendance.correctTitle')}</DialogTitle>
          <DialogDescription>{t('attendance.correctDescription', { name: day.guardName })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField label={t('attendance.punch')}>
            <Select value={punchId} onChange={(e) => choose(e.target.value)}>
              {day.punches.map((p) => (
                <option key={p.id} value={p.id}>
                  {t(`attendance.types.${p.type}`)} · {timeIn(p.timestamp, timeZone)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('attendance.type')}>
            <Select value={type} onChange={(e) => setType(e.target.value as TAttendanceType)}>
              {ATTENDANCE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`attendance.types.${value}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('attendance.time')} hint={t('attendance.timeHint', { date: day.date })}>
            <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          </FormField>
          <FormField label={t('attendance.reason')} isRequired error={error || undefined}>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          </FormField>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="button" onClick={() => void save()} disabled={correctPunch.isPending || !punchId}>
            {t('common:actions.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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

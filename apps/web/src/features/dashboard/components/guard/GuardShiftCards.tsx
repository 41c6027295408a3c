// A guard's shifts on his dashboard (issue 29): "My next shift" — post, customer, day word and 12-hour times in the
// post's zone — and the list of his upcoming shifts (covers, special services with their title, and absences marked).
import type { TMyShift } from '@centinela/shared/contracts/my-work';
import { CalendarClock, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { MY_SHIFT_DAYS, useMyShifts } from '../../hooks/useMyWork';
import { dayWordOf, shiftDay, shiftTimes } from '../../lib/shift-words';
import { CardError } from '../CardError';

/** 'Hoy' / 'Mañana' or the weekday and date. */
const useDayLabel = () => {
  const { t, i18n } = useTranslation('dashboard');
  return (shift: TMyShift) => {
    const word = dayWordOf(shift);
    return word ? t(`guard.days.${word}`) : shiftDay(shift, i18n.language);
  };
};

const ShiftMarks = ({ shift }: { shift: TMyShift }) => {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {shift.specialService && <Badge variant="default">{t('guard.shift.specialService')}</Badge>}
      {shift.isCover && <Badge variant="default">{t('guard.shift.cover')}</Badge>}
      {shift.isAbsent && <Badge variant="warning">{t('guard.shift.absent')}</Badge>}
    </>
  );
};

/** The first of his shifts that he works (not one he is absent from). */
export const nextShiftOf = (items: TMyShift[]): TMyShift | null => items.find((s) => !s.isAbsent) ?? null;

export const NextShiftCard = ({ className }: { className?: string }) => {
  const { t } = useTranslation('dashboard');
  const shifts = useMyShifts();
  const dayLabel = useDayLabel();
  const next = shifts.data ? nextShiftOf(shifts.data.items) : null;
  return (
    <Card aria-labelledby="next-shift-title" className={className}>
      <CardHeader>
        <CardTitle id="next-shift-title">{t('guard.next.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {shifts.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : shifts.isError ? (
          <CardError message={t('guard.next.error')} subject={t('guard.next.title')} onRetry={() => void shifts.refetch()} />
        ) : !next ? (
          <EmptyState icon={CalendarClock} title={t('guard.next.none', { days: MY_SHIFT_DAYS })} />
        ) : (
          <div data-testid="next-shift">
            <p className="text-sm font-medium text-brand-700">{dayLabel(next)}</p>
            <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{shiftTimes(next)}</p>
            {next.specialService && <p className="mt-1 text-base font-medium text-slate-900">{next.specialService.title}</p>}
            <p className="mt-1 text-base text-slate-900">{next.postName}</p>
            <p className="text-sm text-slate-600">{next.customerCompanyName}</p>
            {(next.isCover || next.specialService) && (
              <p className="mt-2">
                <ShiftMarks shift={next} />
              </p>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
};

export const UpcomingShiftsCard = ({ className }: { className?: string }) => {
  const { t } = useTranslation('dashboard');
  const shifts = useMyShifts();
  const dayLabel = useDayLabel();
  const items = shifts.data?.items ?? [];
  return (
    <Card aria-labelledby="upcoming-shifts-title" className={className}>
      <CardHeader>
        <CardTitle id="upcoming-shifts-title">{t('guard.upcoming.title')}</CardTitle>
        <CardDescription>{t('guard.upcoming.description', { days: MY_SHIFT_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent>
        {shifts.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : shifts.isError ? (
          <CardError message={t('guard.upcoming.error')} subject={t('guard.upcoming.title')} onRetry={() => void shifts.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={CalendarDays} title={t('guard.upcoming.empty')} />
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('guard.upcoming.title')}>
            {items.map((shift) => (
              <li key={shift.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">
                    {dayLabel(shift)} · {shiftTimes(shift)}
                  </p>
                  <p className="truncate text-xs text-slate-600">
                    {shift.specialService && `${shift.specialService.title} · `}
                    {shift.postName} · {shift.customerCompanyName}
                  </p>
                </div>
                <span className="flex shrink-0 flex-wrap justify-end gap-1">
                  <ShiftMarks shift={shift} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
};

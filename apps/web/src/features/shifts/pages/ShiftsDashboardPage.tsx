// /shifts-dashboard: every shift occurrence of a day (the company's today by default) across posts, with its guards
// and their state, the occurrence's staffing state and the counts per state; filters by customer, post, state, start
// time and guard (also "under 40 weekly hours"), one page of occurrences at a time. From here a guard is marked absent, confirmed present or taken off
// (open), and a shift needing coverage is covered. Live: any change anywhere refreshes it (lib/live-updates.ts).
import { addDays, DEFAULT_PAGE_SIZE, todayIn } from '@centinela/shared';
import type { TBoardGuard, TShiftOccurrence } from '@centinela/shared/contracts/shifts';
import { SHIFT_BOARD_STATES, type TShiftBoardState } from '@centinela/shared/rules/shifts';
import { CalendarClock, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { DateInput } from '@/components/ui/DateInput';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { FilterSelect } from '@/components/ui/FilterSelect';
import { Label } from '@/components/ui/Label';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { CustomerPostFilters, GuardFilter } from '@/features/posts/components/PostFilters';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatTime } from '@/lib/format';
import { useUrlState } from '@/lib/url-state';
import { CoverDialog, MarkAbsentDialog, OpenShiftDialog, type TGuardTarget } from '../components/OccurrenceDialogs';
import { useConfirmPresence, useShiftBoard } from '../hooks/useShifts';

const STATE_STYLES: Record<TShiftBoardState, string> = {
  unassigned: 'border-red-300 bg-red-50 text-red-900',
  partially_assigned: 'border-amber-300 bg-amber-50 text-amber-900',
  understaffed: 'border-orange-400 bg-orange-100 text-orange-950',
  fully_staffed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  needs_coverage: 'border-fuchsia-400 bg-fuchsia-50 text-fuchsia-950',
  guard_present: 'border-sky-300 bg-sky-50 text-sky-900',
};

const GUARD_BADGES: Record<TBoardGuard['status'], 'neutral' | 'danger' | 'success' | 'warning'> = {
  assigned: 'neutral',
  absent: 'danger',
  present: 'success',
  late: 'warning',
  no_show: 'danger',
};

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

const GuardLine = ({
  occurrence,
  guard,
  onAbsent,
  onOpen,
}: {
  occurrence: TShiftOccurrence;
  guard: TBoardGuard;
  onAbsent: (target: TGuardTarget) => void;
  onOpen: (target: TGuardTarget) => void;
}) => {
  const { t } = useTranslation('shifts');
  const present = useConfirmPresence();
  const target = { occurrence, guardId: guard.id, guardName: guard.name };
  const confirm = async () => {
    try {
      await present.mutateAsync({ occurrenceId: occurrence.id, guardId: guard.id });
      toast.success(t('present.success', { name: guard.name }));
    } catch (error) {
      toast.error(errorMessage(error, t('present.failed')));
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-1.5" data-testid="board-guard">
      <div className="flex min-w-0 flex-wrap items-center gap-1.5">
        <span className="font-medium break-words">{guard.name}</span>
        <Badge variant={GUARD_BADGES[guard.status]} data-status={guard.status}>
          {guard.status === 'late' && guard.lateMinutes !== null
            ? t('guardStatus.lateBy', { minutes: guard.lateMinutes })
            : t(`guardStatus.${guard.status}`)}
        </Badge>
        {guard.isCover && <Badge variant="outline">{t('guardStatus.cover')}</Badge>}
        <span className="text-xs text-slate-600">{t('weeklyHours', { hours: guard.weeklyHours })}</span>
      </div>
      {occurrence.can.markAbsent && guard.status !== 'absent' && (
        <div className="flex flex-wrap gap-1">
          {guard.status !== 'present' && guard.status !== 'late' && (
            <Button
              size="sm"
              variant="outline"
              onClick={confirm}
              disabled={present.isPending}
              aria-label={t('present.actionFor', { name: guard.name })}
            >
              {t('present.action')}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => onAbsent(target)} aria-label={t('absent.actionFor', { name: guard.name })}>
            {t('absent.action')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onOpen(target)} aria-label={t('open.actionFor', { name: guard.name })}>
            {t('open.action')}
          </Button>
        </div>
      )}
    </li>
  );
};

const OccurrenceCard = ({
  occurrence: o,
  onAbsent,
  onOpen,
  onCover,
}: {
  occurrence: TShiftOccurrence;
  onAbsent: (target: TGuardTarget) => void;
  onOpen: (target: TGuardTarget) => void;
  onCover: (occurrence: TShiftOccurrence) => void;
}) => {
  const { t } = useTranslation('shifts');
  const time = `${formatTime(o.startTime)} – ${formatTime(o.endTime)}`;
  return (
    <li>
      <Card
        className="p-3"
        aria-label={t('card.label', { post: o.postName, time, state: t(`states.${o.state}`) })}
        data-testid="occurrence"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold break-words">{o.postName}</p>
            <p className="text-xs break-words text-slate-600">
              {o.customerCompanyName}
              {o.rosterName ? ` · ${o.rosterName}` : ''}
            </p>
            <p className="text-sm">
              {t('card.shift', { number: o.shiftNumber })} · {time}
            </p>
          </div>
          <div className="flex flex-col items-end gap-1">
            <span className={cn('rounded border px-1.5 text-xs font-medium', STATE_STYLES[o.state])} data-testid="occurrence-state">
              {t(`states.${o.state}`)}
            </span>
            <span className="text-xs text-slate-700">{t('card.staffing', { counted: o.countedGuards, required: o.requiredGuards })}</span>
            {o.openOfferId && <Badge variant="warning">{t('card.offerOpen')}</Badge>}
          </div>
        </div>
        {o.guards.length > 0 ? (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {o.guards.map((g) => (
              <GuardLine key={g.id} occurrence={o} guard={g} onAbsent={onAbsent} onOpen={onOpen} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600 italic">{t('card.nobody')}</p>
        )}
        {o.needsCoverage && o.can.cover && (
          <div className="mt-2 flex justify-end">
            <Button size="sm" onClick={() => onCover(o)}>
              {t('cover.find')}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
};

export const ShiftsDashboardPage = () => {
  const { t } = useTranslation('shifts');
  const { timeZone } = useCompanyLocale();
  const today = todayIn(timeZone);
  const dateId = useId();
  const [state, setUrlState] = useUrlState({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    date: '',
    customerCompanyId: '',
    postId: '',
    state: '',
    guardId: '',
    guardHours: '',
    startFrom: '',
    startTo: '',
  });
  // Any filter or day change goes back to the first page.
  const setState = (patch: Partial<typeof state>) => setUrlState({ page: 1, ...patch });
  const date = state.date || today;
  const board = useShiftBoard({
    page: state.page,
    pageSize: state.pageSize,
    date,
    customerCompanyId: state.customerCompanyId || undefined,
    postId: state.postId || undefined,
    state: (state.state || undefined) as TShiftBoardState | undefined,
    guardId: state.guardId || undefined,
    guardHours: state.guardHours === 'under40' ? 'under40' : undefined,
    startFrom: state.startFrom || undefined,
    startTo: state.startTo || undefined,
  });
  const [absentTarget, setAbsentTarget] = useState<TGuardTarget | null>(null);
  const [openTarget, setOpenTarget] = useState<TGuardTarget | null>(null);
  const [coverTarget, setCoverTarget] = useState<TShiftOccurrence | null>(null);
  const setDate = (next: string) => setState({ date: next === today ? '' : next });

  const body = () => {
    if (board.isPending) return <LoadingState label={t('loading')} />;
    if (board.isError)
      return <ErrorState icon={CalendarClock} title={t('loadFailed')} error={board.error} onRetry={() => board.refetch()} />;
    if (board.data.items.length === 0) return <EmptyState icon={CalendarClock} title={t('empty')} description={t('emptyHint')} />;
    return (
      <>
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={t('listLabel')} aria-busy={board.isFetching}>
          {board.data.items.map((o) => (
            <OccurrenceCard key={o.id} occurrence={o} onAbsent={setAbsentTarget} onOpen={setOpenTarget} onCover={setCoverTarget} />
          ))}
        </ul>
        <Pagination
          className="mt-4"
          page={state.page}
          pageSize={state.pageSize}
          total={board.data.total}
          onPageChange={(page) => setUrlState({ page })}
          onPageSizeChange={(pageSize) => setUrlState({ pageSize, page: 1 })}
        />
      </>
    );
  };

  return (
    <div className="mx-auto max-w-7xl">
      <PageHeader
        description={t('description')}
        actions={
          <div className="flex items-end gap-2">
            <Button variant="outline" size="icon" onClick={() => setDate(addDays(date, -1))} aria-label={t('previousDay')}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <div className="grid gap-1.5">
              <Label htmlFor={dateId}>{t('filters.date')}</Label>
              <DateInput id={dateId} value={date} onChange={(value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && setDate(value)} />
            </div>
            <Button variant="outline" size="icon" onClick={() => setDate(addDays(date, 1))} aria-label={t('nextDay')}>
              <ChevronRight aria-hidden="true" />
            </Button>
            <Button variant="outline" onClick={() => setDate(today)} disabled={date === today}>
              {t('today')}
            </Button>
          </div>
        }
      />
      <ul className="mb-4 flex flex-wrap gap-2" aria-label={t('countsLabel')}>
        {SHIFT_BOARD_STATES.map((s) => (
          <li key={s}>
            <button
              type="button"
              aria-pressed={state.state === s}
              onClick={() => setState({ state: state.state === s ? '' : s })}
              className={cn(
                'rounded-md border px-2.5 py-1 text-sm font-medium',
                STATE_STYLES[s],
                state.state === s && 'ring-2 ring-brand-500',
              )}
            >
              {t(`states.${s}`)}: <span data-testid={`count-${s}`}>{board.data?.counts[s] ?? 0}</span>
            </button>
          </li>
        ))}
      </ul>
      <Card className="mb-4 p-4">
        <search aria-label={t('filters.label')} className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <CustomerPostFilters
            customerCompanyId={state.customerCompanyId}
            postId={state.postId}
            onCustomerCompanyChange={(id) => setState({ customerCompanyId: id })}
            onPostChange={(id) => setState({ postId: id })}
          />
          <FilterSelect
            label={t('filters.state')}
            allLabel={t('filters.allStates')}
            options={SHIFT_BOARD_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
            value={state.state}
            onChange={(value) => setState({ state: value })}
          />
          <GuardFilter value={state.guardId} onChange={(id) => setState({ guardId: id })} />
          <FilterSelect
            label={t('filters.guardHours')}
            allLabel={t('filters.anyHours')}
            options={[{ value: 'under40', label: t('filters.under40') }]}
            value={state.guardHours}
            onChange={(value) => setState({ guardHours: value })}
          />
          <FilterSelect
            label={t('filters.startFrom')}
            allLabel={t('filters.anyTime')}
            options={HOURS.map((h) => ({ value: h, label: formatTime(h) }))}
            value={state.startFrom}
            onChange={(value) => setState({ startFrom: value })}
          />
          <FilterSelect
            label={t('filters.startTo')}
            allLabel={t('filters.anyTime')}
            options={HOURS.map((h) => ({ value: h, label: formatTime(h) }))}
            value={state.startTo}
            onChange={(value) => setState({ startTo: value })}
          />
        </search>
      </Card>
      {body()}
      {absentTarget && <MarkAbsentDialog target={absentTarget} onClose={() => setAbsentTarget(null)} />}
      {openTarget && <OpenShiftDialog target={openTarget} onClose={() => setOpenTarget(null)} />}
      {coverTarget && <CoverDialog occurrence={coverTarget} onClose={() => setCoverTarget(null)} />}
    </div>
  );
};

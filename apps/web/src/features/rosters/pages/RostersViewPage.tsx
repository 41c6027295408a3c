// /rosters-view: a week (or day) calendar of the shift occurrences the rosters in force produce, by post or by
// guard, filtered by customer, post and guard, coloured by staffing state, in 12-hour time of each post's zone. Printable.
import { addDays, startOfWeek, todayIn } from '@centinela/shared';
import type { TOccurrence } from '@centinela/shared/contracts/rosters';
import type { TStaffingViewState } from '@centinela/shared/rules/shifts';
import { CalendarDays, ChevronLeft, ChevronRight, Printer } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Label } from '@/components/ui/Label';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { Select } from '@/components/ui/Select';
import { useSession } from '@/features/auth/hooks/useSession';
import { CustomerPostFilters, GuardFilter } from '@/features/posts/components/PostFilters';
import { useLanguage } from '@/i18n/useLanguage';
import { cn } from '@/lib/cn';
import { ShiftChip, STATE_KEYS } from '../components/ShiftChip';
import { useOccurrences } from '../hooks/useRosters';
import { timeZoneLabel } from '@/features/companies/lib/time-zones';

type TMode = 'week' | 'day';
type TGroup = 'post' | 'guard';

const STATE_DOTS: Record<TStaffingViewState, string> = {
  unassigned: 'bg-red-500',
  partially_assigned: 'bg-amber-400',
  understaffed: 'bg-orange-500',
  fully_staffed: 'bg-emerald-500',
  needs_coverage: 'bg-fuchsia-500',
};

/** Only the calendar prints: everything else on the page (and the app's frame) is hidden on paper. */
const PRINT_CSS = `@media print {
  @page { size: landscape; margin: 10mm; }
  body * { visibility: hidden !important; }
  #roster-print, #roster-print * { visibility: visible !important; }
  #roster-print { position: absolute; inset: 0 auto auto 0; width: 100%; }
  #roster-print [data-print-hide] { display: none !important; }
}`;

type TRow = { key: string; title: string; subtitle: string; byDate: Map<string, TOccurrence[]> };

const dayLabel = (date: string, language: string, width: 'long' | 'short') =>
  new Intl.DateTimeFormat(language, { weekday: width, month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The colour of each staffing state, with how many shifts in the range are in it. */
const StateLegend = ({ counts }: { counts: Record<TStaffingViewState, number> }) => {
  const { t } = useTranslation(['rosters']);
  return (
    <ul className="flex flex-wrap gap-3 text-xs text-slate-700" aria-label={t('view.legend')}>
      {(Object.keys(STATE_KEYS) as TStaffingViewState[]).map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span className={cn('size-3 rounded-sm', STATE_DOTS[state])} aria-hidden="true" />
          {t(STATE_KEYS[state])} ({counts[state]})
        </li>
      ))}
    </ul>
  );
};

export const RostersViewPage = () => {
  const { t } = useTranslation(['rosters']);
  const { language } = useLanguage();
  const { company } = useSession();
  const zone = company?.timeZone ?? 'America/Puerto_Rico';
  const ids = { group: useId(), mode: useId() };
  const [mode, setMode] = useState<TMode>('week');
  const [group, setGroup] = useState<TGroup>('post');
  const [anchor, setAnchor] = useState(() => todayIn(zone));
  const [customerCompanyId, setCustomerCompanyId] = useState('');
  const [postId, setPostId] = useState('');
  const [guardId, setGuardId] = useState('');
  const from = mode === 'week' ? startOfWeek(anchor, company?.weekStart ?? 0) : anchor;
  const to = mode === 'week' ? addDays(from, 6) : anchor;
  const dates = useMemo(() => Array.from({ length: mode === 'week' ? 7 : 1 }, (_, i) => addDays(from, i)), [from, mode]);
  const occurrences = useOccurrences({
    from,
    to,
    customerCompanyId: customerCompanyId || undefined,
    postId: postId || undefined,
    guardId: guardId || undefined,
  });
  const items = occurrences.data?.items ?? [];
  const postsById = useMemo(() => new Map((occurrences.data?.posts ?? []).map((p) => [p.id, p])), [occurrences.data]);
  const step = mode === 'week' ? 7 : 1;

  const rows = useMemo(() => {
    const map = new Map<string, TRow>();
    const add = (key: string, title: string, subtitle: string, o: TOccurrence) => {
      let row = map.get(key);
      if (!row) {
        row = { key, title, subtitle, byDate: new Map() };
        map.set(key, row);
      }
      row.byDate.set(o.date, [...(row.byDate.get(o.date) ?? []), o]);
    };
    for (const o of items) {
      const post = postsById.get(o.postId);
      if (group === 'post') add(o.postId, post?.name ?? '', post ? `${post.customerCompanyName} · ${timeZoneLabel(post.timeZone)}` : '', o);
      else {
        for (const g of o.guards) if (!guardId || g.id === guardId) add(g.id, g.name, '', o);
        if (o.guards.length < o.requiredGuards && !guardId) add('~open', t('view.openPlaces'), t('view.openPlacesHint'), o);
      }
    }
    return [...map.values()].sort((a, b) => (a.key === '~open' ? 1 : b.key === '~open' ? -1 : a.title.localeCompare(b.title, language)));
  }, [items, postsById, group, guardId, language, t]);

  const counts = useMemo(() => {
    const c: Record<TStaffingViewState, number> = {
      unassigned: 0,
      partially_assigned: 0,
      understaffed: 0,
      fully_staffed: 0,
      needs_coverage: 0,
    };
    for (const o of items) c[o.state] += 1;
    return c;
  }, [items]);

  const rangeLabel =
    mode === 'week'
      ? t('view.weekOf', { from: dayLabel(from, language, 'short'), to: dayLabel(to, language, 'short') })
      : dayLabel(from, language, 'long');

  return (
    <div className="mx-auto max-w-screen-2xl">
      <style>{PRINT_CSS}</style>
      <PageHeader
        description={t('view.description')}
        actions={
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('view.print')}
          </Button>
        }
      />
      <Card className="mb-4 p-4">
        <search aria-label={t('filters.label')} className="grid items-end gap-4 md:grid-cols-3 xl:grid-cols-5">
          <CustomerPostFilters
            customerCompanyId={customerCompanyId}
            postId={postId}
            onCustomerCompanyChange={setCustomerCompanyId}
            onPostChange={setPostId}
          />
          <GuardFilter value={guardId} onChange={setGuardId} />
          <div className="grid gap-1.5">
            <Label htmlFor={ids.group}>{t('view.groupBy')}</Label>
            <Select id={ids.group} value={group} onChange={(event) => setGroup(event.target.value as TGroup)}>
              <option value="post">{t('view.byPost')}</option>
              <option value="guard">{t('view.byGuard')}</option>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.mode}>{t('view.mode')}</Label>
            <Select id={ids.mode} value={mode} onChange={(event) => setMode(event.target.value as TMode)}>
              <option value="week">{t('view.week')}</option>
              <option value="day">{t('view.day')}</option>
            </Select>
          </div>
        </search>
      </Card>

      <Card id="roster-print" className="p-4">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2" data-print-hide>
            <Button
              variant="outline"
              size="icon"
              onClick={() => setAnchor(addDays(anchor, -step))}
              aria-label={mode === 'week' ? t('view.previousWeek') : t('view.previousDay')}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" size="sm" onClick={() => setAnchor(todayIn(zone))}>
              {t('view.today')}
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => setAnchor(addDays(anchor, step))}
              aria-label={mode === 'week' ? t('view.nextWeek') : t('view.nextDay')}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <h2 className="text-base font-semibold capitalize text-slate-900" aria-live="polite">
            {rangeLabel}
          </h2>
          <StateLegend counts={counts} />
        </div>
        <p className="mb-3 text-xs text-slate-600">{t('view.timesNote')}</p>
        {occurrences.isPending ? (
          <LoadingState label={t('view.loading')} />
        ) : occurrences.isError ? (
          <ErrorState icon={CalendarDays} title={t('view.fetchFailed')} error={occurrences.error} />
        ) : rows.length === 0 ? (
          <EmptyState icon={CalendarDays} title={t('view.empty')} description={t('view.emptyHint')} />
        ) : (
          <div className="relative max-w-full overflow-x-auto">
            <table
              className="w-full min-w-[900px] table-fixed border-collapse text-sm"
              aria-label={t('view.tableLabel', { range: rangeLabel })}
            >
              <thead>
                <tr>
                  <th scope="col" className="w-40 border-b border-slate-200 p-2 text-left font-semibold text-slate-700">
                    {group === 'post' ? t('view.post') : t('view.guard')}
                  </th>
                  {dates.map((date) => (
                    <th key={date} scope="col" className="border-b border-slate-200 p-2 text-left font-semibold capitalize text-slate-700">
                      {dayLabel(date, language, mode === 'week' ? 'short' : 'long')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key} className="align-top">
                    <th scope="row" className="border-b border-slate-100 p-2 text-left">
                      <div className="font-medium break-words text-slate-900">{row.title}</div>
                      {row.subtitle && <div className="text-xs font-normal text-slate-600">{row.subtitle}</div>}
                    </th>
                    {dates.map((date) => (
                      <td key={date} className="border-b border-slate-100 p-1.5">
                        <ul className="grid min-w-0 gap-1">
                          {(row.byDate.get(date) ?? []).map((o) => (
                            <ShiftChip
                              key={`${o.shiftId}-${o.date}`}
                              occurrence={o}
                              post={postsById.get(o.postId)}
                              dateLabel={dayLabel(date, language, 'long')}
                              compact={mode === 'week'}
                              showPost={group === 'guard'}
                            />
                          ))}
                        </ul>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
};

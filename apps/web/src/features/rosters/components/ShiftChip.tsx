// One shift occurrence in the roster view: its times (stacked, so they fit a narrow day column), the staffing count,
// every guard on a line of their own (wrapping between words; an ellipsis and the full name on hover only past two
// lines), and the
// full detail — post, shift number, times (in the post's zone), real duration, every guard, required vs assigned — in a popover that opens on hover, on
// click or tap, and on keyboard focus.
import type { TOccurrence, TOccurrencePost } from '@centinela/shared/contracts/rosters';
import type { TNsKey } from '@/i18n/keys';
import type { TStaffingViewState } from '@centinela/shared/rules/shifts';
import { Moon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailPopover } from '@/components/ui/Popover';
import { timeZoneLabel } from '@/features/companies/lib/time-zones';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/format';
import { compactTime } from '../lib/schedule';

export const STATE_STYLES: Record<TStaffingViewState, string> = {
  unassigned: 'border-red-300 bg-red-50 text-red-900',
  partially_assigned: 'border-amber-300 bg-amber-50 text-amber-900',
  understaffed: 'border-orange-400 bg-orange-100 text-orange-950',
  fully_staffed: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  needs_coverage: 'border-fuchsia-400 bg-fuchsia-50 text-fuchsia-950',
};

export const STATE_KEYS: Record<TStaffingViewState, TNsKey<'rosters'>> = {
  unassigned: 'rosters:states.unassigned',
  partially_assigned: 'rosters:states.partially_assigned',
  understaffed: 'rosters:states.understaffed',
  fully_staffed: 'rosters:states.fully_staffed',
  needs_coverage: 'rosters:states.needs_coverage',
};

export type TShiftChipProps = {
  occurrence: TOccurrence;
  post: TOccurrencePost | undefined;
  /** The day's label as the column shows it. */
  dateLabel: string;
  /** Week columns are narrow: times stack and use the compact 12-hour form (10 PM). */
  compact: boolean;
  /** Rows are guards: the chip names the post. */
  showPost: boolean;
};

export const ShiftChip = ({ occurrence: o, post, dateLabel, compact, showPost }: TShiftChipProps) => {
  const { t } = useTranslation(['rosters']);
  const postName = post?.name ?? '';
  const time = `${formatTime(o.startTime)} – ${formatTime(o.endTime)}`;
  const state = t(STATE_KEYS[o.state]);
  const names = o.guards.map((g) => g.name);
  const assigned = o.guards.length - o.absentGuardIds.length;
  /** Guards beyond the places (a weekly assignment over the count): flagged, never shown as plainly complete. */
  const over = assigned - o.requiredGuards;
  const start = compact ? compactTime(o.startTime) : formatTime(o.startTime);
  const end = compact ? compactTime(o.endTime) : formatTime(o.endTime);

  const detail = (
    <div className="grid gap-2" data-testid="shift-detail">
      <div>
        <p className="font-semibold break-words">{t('view.detailsTitle', { post: postName, number: o.shiftNumber })}</p>
        {post && <p className="text-xs break-words text-slate-600">{post.customerCompanyName}</p>}
        {o.rosterName && <p className="text-xs break-words text-slate-600">{t('view.detailsRoster', { name: o.rosterName })}</p>}
      </div>
      <p className="first-letter:uppercase">
        {dateLabel} · {t('view.detailsTime', { time })}
        {o.isOvernight && ` (${t('view.detailsOvernight')})`}
      </p>
      <p data-testid="shift-duration">
        {t('view.detailsDuration', {
          duration:
            o.durationMinutes % 60 === 0
              ? t('view.durationHours', { hours: o.durationMinutes / 60 })
              : t('view.durationHoursMinutes', { hours: Math.floor(o.durationMinutes / 60), minutes: o.durationMinutes % 60 }),
        })}
      </p>
      {post && <p className="text-xs text-slate-600">{t('view.detailsZone', { zone: timeZoneLabel(post.timeZone) })}</p>}
      <p>
        <span className={cn('mr-1.5 inline-block rounded border px-1.5 text-xs font-medium', STATE_STYLES[o.state])}>{state}</span>
        {t('view.detailsStaffing', { assigned, required: o.requiredGuards })}
      </p>
      {over > 0 && <p className="font-medium text-amber-900">{t('view.overstaffed', { count: over })}</p>}
      <div>
        <p className="text-xs font-semibold text-slate-600">{t('view.detailsGuards')}</p>
        {names.length > 0 ? (
          <ul className="mt-0.5 list-disc pl-4">
            {o.guards.map((g) => (
              <li key={g.id} className="break-words">
                {g.name}
                {o.absentGuardIds.includes(g.id) && ` · ${t('view.absent')}`}
              </li>
            ))}
          </ul>
        ) : (
          <p className="italic text-slate-600">{t('view.nobody')}</p>
        )}
      </div>
    </div>
  );

  return (
    <li
      className={cn('min-w-0 rounded-md border text-xs leading-snug', STATE_STYLES[o.state])}
      aria-label={`${t('view.chipLabel', {
        post: postName,
        time,
        state,
        assigned,
        required: o.requiredGuards,
        guards: names.join(', ') || t('view.nobody'),
      })}${over > 0 ? `. ${t('view.overstaffed', { count: over })}` : ''}`}
      data-testid="shift-chip"
    >
      <DetailPopover
        label={t('view.detailsLabel', { number: o.shiftNumber, post: postName, date: dateLabel })}
        content={detail}
        triggerClassName="rounded-md px-1.5 py-1"
      >
        <span className="flex min-w-0 items-start justify-between gap-1">
          <span className={cn('min-w-0 font-semibold tabular-nums', compact ? 'text-[11px] leading-tight' : 'flex flex-wrap gap-x-1')}>
            <span className="flex items-center gap-0.5 whitespace-nowrap">
              {o.isOvernight && <Moon className="size-3 shrink-0" aria-hidden="true" />}
              {start}
            </span>
            <span className="block whitespace-nowrap">– {end}</span>
          </span>
          <span
            className={cn(
              'shrink-0 font-semibold tabular-nums',
              over > 0 && 'rounded bg-amber-100 px-1 text-amber-900 ring-1 ring-amber-500',
            )}
            title={over > 0 ? t('view.overstaffed', { count: over }) : undefined}
            data-testid={over > 0 ? 'shift-overstaffed' : undefined}
          >
            {assigned}/{o.requiredGuards}
          </span>
        </span>
        {showPost && (
          <span className="block truncate font-medium" title={postName}>
            {postName}
          </span>
        )}
        {names.length > 0 ? (
          <span className="mt-0.5 block">
            {names.map((name, i) => (
              // Each guard on a line of their own, wrapping between words; a name longer than two lines ends in an
              // ellipsis and shows whole on hover (and in the detail).
              <span key={o.guards[i].id} className="line-clamp-2 break-words" title={name} data-testid="shift-guard">
                {name}
              </span>
            ))}
          </span>
        ) : (
          <em className="mt-0.5 block">{t('view.nobody')}</em>
        )}
        <span className="sr-only">{state}</span>
      </DetailPopover>
    </li>
  );
};

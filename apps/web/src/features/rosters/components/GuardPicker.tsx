// Searchable guard picker for one shift: every guard with their availability for the shift's next occurrence,
// why they are not available, and an override reason when assigning over warnings.
import type { TGuardAvailability } from '@centinela/shared/contracts/rosters';
import { foldSearchText } from '@centinela/shared/rules/search-text';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Label } from '@/components/ui/Label';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
import { Textarea } from '@/components/ui/Textarea';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatDay, formatTime } from '@/lib/format';
import { type TAvailabilityParams, useAvailability } from '../hooks/useRosters';
import { conflictText } from '../lib/conflicts';
import { type TInternalClash, weekdayName } from '../lib/schedule';

/** Guards listed at once; the search narrows the rest. */
const SHOWN = 60;

export type TPickedGuard = { guardId: string; name: string; overrideReason: string | null };

const STATUS_BADGE = {
  available: { variant: 'success', icon: CheckCircle2, key: 'picker.status.available' },
  warning: { variant: 'warning', icon: AlertTriangle, key: 'picker.status.warning' },
  blocked: { variant: 'danger', icon: XCircle, key: 'picker.status.blocked' },
} as const;

export const GuardPicker = ({
  params,
  shiftLabel,
  assignedIds,
  clashesOf,
  onPick,
  onClose,
}: {
  params: TAvailabilityParams | null;
  shiftLabel: string;
  assignedIds: string[];
  /** Overlaps with this roster's own unsaved shifts, which the server cannot know yet. */
  clashesOf: (guardId: string) => TInternalClash[];
  onPick: (guard: TPickedGuard) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation(['rosters', 'common', 'users']);
  const { language } = useLanguage();
  const reasonId = useId();
  const [search, setSearch] = useState('');
  const [pending, setPending] = useState<TGuardAvailability | null>(null);
  const [reason, setReason] = useState('');
  const availability = useAvailability(params);

  const rows = useMemo(() => {
    const needle = foldSearchText(search.trim());
    return (availability.data?.items ?? [])
      .filter((g) => !assignedIds.includes(g.guardId))
      .filter((g) => !needle || foldSearchText(g.name).includes(needle))
      .map((g) => {
        const clashes = clashesOf(g.guardId);
        return clashes.length > 0 ? { ...g, status: 'blocked' as const, clashes } : { ...g, clashes };
      });
  }, [availability.data, assignedIds, search, clashesOf]);

  const close = () => {
    setPending(null);
    setReason('');
    setSearch('');
    onClose();
  };

  const pick = (guard: TGuardAvailability) => {
    if (guard.status === 'warning') {
      setPending(guard);
      return;
    }
    onPick({ guardId: guard.guardId, name: guard.name, overrideReason: null });
    close();
  };

  return (
    <Dialog open={params !== null} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('picker.title', { shift: shiftLabel })}</DialogTitle>
          <DialogDescription>
            {params
              ? t('picker.description', {
                  date: formatDay(params.date, language),
                  start: formatTime(params.startTime),
                  end: formatTime(params.endTime),
                })
              : ''}
          </DialogDescription>
        </DialogHeader>
        {pending ? (
          <div className="grid gap-3">
            <p className="text-sm text-slate-800">{t('picker.overrideIntro', { name: pending.name })}</p>
            <ul className="list-disc pl-5 text-sm text-amber-900">
              {pending.conflicts.map((c) => (
                <li key={`${c.type}-${c.date ?? ''}`}>{conflictText(language, c)}</li>
              ))}
            </ul>
            <div className="grid gap-1.5">
              <Label htmlFor={reasonId}>{t('picker.overrideReason')}</Label>
              <Textarea id={reasonId} value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
            </div>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => setPending(null)}>
                {t('common:actions.back')}
              </Button>
              <Button
                disabled={reason.trim().length < 3}
                onClick={() => {
                  onPick({ guardId: pending.guardId, name: pending.name, overrideReason: reason.trim() });
                  close();
                }}
              >
                {t('picker.assignAnyway')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="grid gap-3">
            <SearchField label={t('picker.search')} placeholder={t('picker.searchPlaceholder')} value={search} onChange={setSearch} />
            {availability.isPending ? (
              <div className="flex items-center gap-2 py-8 text-sm text-slate-600" role="status">
                <Spinner />
                {t('picker.loading')}
              </div>
            ) : availability.isError ? (
              <p className="text-sm text-red-700">{errorMessage(availability.error)}</p>
            ) : (
              <>
                {availability.data && (
                  <p className="text-xs text-slate-600">
                    {t('picker.counts', {
                      available: availability.data.counts.available,
                      warning: availability.data.counts.warning,
                      blocked: availability.data.counts.blocked,
                    })}
                  </p>
                )}
                <ul className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1" aria-label={t('picker.listLabel')}>
                  {rows.slice(0, SHOWN).map((guard) => {
                    const badge = STATUS_BADGE[guard.status];
                    return (
                      <li key={guard.guardId} className="flex items-start justify-between gap-3 rounded-md border border-slate-200 p-3">
                        <div className="min-w-0">
                          <div className="flex flex-wrap items-center gap-2">
                            <span className="font-medium text-slate-900">{guard.name}</span>
                            <Badge variant={badge.variant}>
                              <badge.icon className="size-3" aria-hidden="true" />
                              {t(badge.key)}
                            </Badge>
                            {guard.rank && <span className="text-xs text-slate-600">{t(`users:ranks.${guard.rank}`)}</span>}
                          </div>
                          {(guard.conflicts.length > 0 || guard.clashes.length > 0) && (
                            <ul className="mt-1 grid gap-0.5 text-xs text-slate-700">
                              {guard.clashes.map((c) => (
                                <li key={`clash-${c.dayOfWeek}-${c.shiftNumber}`}>
                                  {t('conflicts.sameRoster', {
                                    day: weekdayName(c.dayOfWeek, language),
                                    shift: c.shiftNumber,
                                    start: formatTime(c.startTime),
                                    end: formatTime(c.endTime),
                                  })}
                                </li>
                              ))}
                              {guard.conflicts.map((c) => (
                                <li key={`${c.type}-${c.date ?? ''}-${c.postId ?? ''}`}>{conflictText(language, c)}</li>
                              ))}
                            </ul>
                          )}
                        </div>
                        <Button
                          size="sm"
                          variant={guard.status === 'available' ? 'default' : 'outline'}
                          disabled={guard.status === 'blocked'}
                          onClick={() => pick(guard)}
                          aria-label={t('picker.assignNamed', { name: guard.name })}
                        >
                          {t('picker.assign')}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
                {rows.length > SHOWN && <p className="text-xs text-slate-600">{t('picker.more', { shown: SHOWN, total: rows.length })}</p>}
                {rows.length === 0 && <p className="text-sm text-slate-600">{t('picker.none')}</p>}
              </>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
};

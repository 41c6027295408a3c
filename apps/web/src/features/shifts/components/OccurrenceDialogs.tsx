// The dialogs of one occurrence on the shifts board: mark a guard absent (category and notes; the shift information
// is the occurrence's), open the shift for a guard (a reason), and cover it (ranked candidates, cover in one click
// or offer to several guards).
import { MISSING_GUARD_OR_SHIFT_MESSAGE } from '@centinela/shared/contracts/absences';
import type { TCoverageCandidate, TShiftOccurrence } from '@centinela/shared/contracts/shifts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { FormField } from '@/components/ui/FormField';
import { LoadingState } from '@/components/ui/LoadingState';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useAbsenceCategories, useCategoryLabel } from '@/features/absences/hooks/useAbsences';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { errorMessage } from '@/lib/errors';
import { formatMoneyDisplay, formatTime } from '@/lib/format';
import { useCoverageCandidates, useCover, useCreateOffers, useMarkAbsent, useOpenOccurrence } from '../hooks/useShifts';

export type TGuardTarget = { occurrence: TShiftOccurrence; guardId: string; guardName: string };

const titleOf = (o: TShiftOccurrence) => `${o.postName} · ${formatTime(o.startTime)} – ${formatTime(o.endTime)}`;

export const MarkAbsentDialog = ({ target, onClose }: { target: TGuardTarget; onClose: () => void }) => {
  const { t } = useTranslation('shifts');
  const categories = useAbsenceCategories();
  const labelOf = useCategoryLabel();
  const mark = useMarkAbsent();
  const [categoryId, setCategoryId] = useState('');
  const [notes, setNotes] = useState('');
  const [isMissing, setIsMissing] = useState(false);

  const submit = async () => {
    // Spec: marking is blocked when guard or shift information is missing.
    if (!target.guardId || !target.occurrence.id) {
      toast.error(t('absent.missing'));
      return;
    }
    if (!categoryId) {
      setIsMissing(true);
      return;
    }
    try {
      await mark.mutateAsync({ occurrenceId: target.occurrence.id, body: { guardId: target.guardId, categoryId, notes } });
      toast.success(t('absent.success'));
      onClose();
    } catch (error) {
      const isMissing = error instanceof Error && error.message.includes(MISSING_GUARD_OR_SHIFT_MESSAGE);
      toast.error(isMissing ? t('absent.missing') : t('absent.failed'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('absent.title', { name: target.guardName })}</DialogTitle>
          <DialogDescription>{titleOf(target.occurrence)}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField label={t('absent.category')} isRequired error={isMissing && !categoryId ? t('absent.categoryRequired') : undefined}>
            <Select
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
              placeholder={t('absent.categoryPlaceholder')}
              options={(categories.data ?? []).filter((c) => c.isActive).map((c) => ({ value: c.id, label: labelOf(c) }))}
            />
          </FormField>
          <FormField label={t('absent.notes')}>
            <Textarea value={notes} onChange={(event) => setNotes(event.target.value)} rows={3} />
          </FormField>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} disabled={mark.isPending}>
            {t('absent.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};

export const OpenShiftDialog = ({ target, onClose }: { target: TGuardTarget; onClose: () => void }) => {
  const { t } = useTranslation('shifts');
  const open = useOpenOccurrence();
  const [reason, setReason] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setIsMissing(true);
      return;
    }
    try {
      await open.mutateAsync({ occurrenceId: target.occurrence.id, body: { guardId: target.guardId, reason } });
      toast.success(t('open.success'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('open.failed')));
    }
  };
  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('open.title', { name: target.guardName })}</DialogTitle>
          <DialogDescription>{t('open.description', { shift: titleOf(target.occurrence) })}</DialogDescription>
        </DialogHeader>
        <FormField label={t('open.reason')} isRequired error={isMissing && !reason.trim() ? t('open.reasonRequired') : undefined}>
          <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={submit} disabled={open.isPending}>
            {t('open.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};

const ReasonList = ({ candidate }: { candidate: TCoverageCandidate }) => {
  const { t } = useTranslation('shifts');
  const { language } = useLanguage();
  const { currency } = useCompanyLocale();
  return (
    <ul className="flex flex-wrap gap-1">
      {candidate.reasons.map((r) => (
        <li key={r.code}>
          <Badge variant={r.code === 'warnings' || r.code === 'overtime' ? 'warning' : 'neutral'}>
            {t(`reasons.${r.code}`, {
              ...r.params,
              cost: typeof r.params.costCents === 'number' ? formatMoneyDisplay(r.params.costCents, language, currency) : '',
            })}
          </Badge>
        </li>
      ))}
    </ul>
  );
};

export const CoverDialog = ({ occurrence, onClose }: { occurrence: TShiftOccurrence; onClose: () => void }) => {
  const { t } = useTranslation('shifts');
  const candidates = useCoverageCandidates(occurrence.id);
  const cover = useCover();
  const offers = useCreateOffers();
  const [selected, setSelected] = useState<string[]>([]);

  const doCover = async (c: TCoverageCandidate) => {
    try {
      await cover.mutateAsync({ occurrenceId: occurrence.id, guardId: c.guardId });
      toast.success(t('cover.success', { name: c.name }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('cover.failed')));
    }
  };
  const doOffer = async () => {
    try {
      await offers.mutateAsync({ occurrenceId: occurrence.id, body: { guardIds: selected } });
      toast.success(t('cover.offered', { count: selected.length }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('cover.offerFailed')));
    }
  };

  const body = () => {
    if (candidates.isPending) return <LoadingState label={t('cover.loading')} />;
    if (candidates.isError)
      return <ErrorState title={t('cover.loadFailed')} error={candidates.error} onRetry={() => candidates.refetch()} />;
    if (candidates.data.items.length === 0) return <EmptyState title={t('cover.none')} description={t('cover.noneHint')} />;
    return (
      <ol className="grid max-h-[60vh] gap-2 overflow-y-auto" aria-label={t('cover.listLabel')}>
        {candidates.data.items.map((c, index) => (
          <li key={c.guardId} className="rounded-md border border-slate-200 p-2" data-testid="candidate">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex min-w-0 items-center gap-2">
                <Checkbox
                  checked={selected.includes(c.guardId)}
                  onCheckedChange={(checked) =>
                    setSelected((current) => (checked ? [...current, c.guardId] : current.filter((id) => id !== c.guardId)))
                  }
                  aria-label={t('cover.select', { name: c.name })}
                />
                <span className="font-medium break-words">
                  {index + 1}. {c.name}
                </span>
                <span className="text-xs text-slate-600">{t('cover.weeklyHours', { hours: c.weeklyHours })}</span>
              </div>
              <Button size="sm" onClick={() => doCover(c)} disabled={cover.isPending} aria-label={t('cover.coverWith', { name: c.name })}>
                {t('cover.cover')}
              </Button>
            </div>
            <ReasonList candidate={c} />
          </li>
        ))}
      </ol>
    );
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('cover.title')}</DialogTitle>
          <DialogDescription>
            {titleOf(occurrence)}
            {candidates.data && candidates.data.excluded > 0 && ` · ${t('cover.excluded', { count: candidates.data.excluded })}`}
          </DialogDescription>
        </DialogHeader>
        {body()}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button variant="outline" onClick={doOffer} disabled={selected.length === 0 || offers.isPending}>
            {t('cover.offer', { count: selected.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};

// The dialogs of one occurrence on the shifts board: mark a guard absent (category and notes; the shift information
// is the occurrence's), open the shift for a guard (a reason), and cover it (ranked candidates, cover in one click
// or offer to several guards).
import { type TCoverageCandidate, type TShiftOccurrence, ZMarkAbsent } from '@centinela/shared/contracts/shifts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { isApiError } from '@/lib/api';
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
import { formatTime } from '@/lib/format';
import { useZodForm } from '@/lib/forms';
import { useCoverageCandidates, useCover, useCreateOffers, useMarkAbsent, useOpenOccurrence } from '../hooks/useShifts';
import { coverageReasonText } from '../lib/reasons';

export type TGuardTarget = { occurrence: TShiftOccurrence; guardId: string; guardName: string };

const titleOf = (o: TShiftOccurrence) => `${o.postName} · ${formatTime(o.startTime)} – ${formatTime(o.endTime)}`;

const ZAbsentForm = z.object({ categoryId: z.string().min(1, 'shifts:absent.categoryRequired'), notes: ZMarkAbsent.shape.notes });

/** Spec: marking is blocked when guard or shift information is missing (checked here, and the server's refusal). */
const MISSING_INFO = new Error('Missing guard or shift information');
const isMissingInfo = (error: unknown) => error === MISSING_INFO || (isApiError(error) && error.code === 'MISSING_GUARD_OR_SHIFT');

const MarkAbsentForm = ({ target }: { target: TGuardTarget }) => {
  const { t } = useTranslation('shifts');
  const categories = useAbsenceCategories();
  const labelOf = useCategoryLabel();
  const mark = useMarkAbsent();
  const form = useZodForm({ schema: ZAbsentForm, defaultValues: { categoryId: '', notes: '' } });
  const { errors } = form.formState;
  return (
    <EditorForm
      form={form}
      submit={(values) => {
        if (!target.guardId || !target.occurrence.id) return Promise.reject(MISSING_INFO);
        return mark.mutateAsync({ occurrenceId: target.occurrence.id, body: { guardId: target.guardId, ...values } });
      }}
      success={t('absent.success')}
      errorTitle={t('absent.failed')}
      errorText={(error) => (isMissingInfo(error) ? t('absent.missing') : undefined)}
      submitLabel={t('absent.submit')}
    >
      <FormField label={t('absent.category')} isRequired error={form.errorOf(errors.categoryId)}>
        <Select
          {...form.register('categoryId')}
          placeholder={t('absent.categoryPlaceholder')}
          options={(categories.data ?? []).filter((c) => c.isActive).map((c) => ({ value: c.id, label: labelOf(c) }))}
        />
      </FormField>
      <FormField label={t('absent.notes')} error={form.errorOf(errors.notes)}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
    </EditorForm>
  );
};

export const MarkAbsentDialog = ({ target, onClose }: { target: TGuardTarget; onClose: () => void }) => {
  const { t } = useTranslation('shifts');
  return (
    <FormDialog open onClose={onClose} title={t('absent.title', { name: target.guardName })} description={titleOf(target.occurrence)}>
      <MarkAbsentForm target={target} />
    </FormDialog>
  );
};

const ZOpenForm = z.object({ reason: z.string().trim().min(1, 'shifts:open.reasonRequired').max(500) });

const OpenShiftForm = ({ target }: { target: TGuardTarget }) => {
  const { t } = useTranslation('shifts');
  const open = useOpenOccurrence();
  const form = useZodForm({ schema: ZOpenForm, defaultValues: { reason: '' } });
  return (
    <EditorForm
      form={form}
      submit={({ reason }) => open.mutateAsync({ occurrenceId: target.occurrence.id, body: { guardId: target.guardId, reason } })}
      success={t('open.success')}
      errorTitle={t('open.failed')}
      submitLabel={t('open.submit')}
    >
      <FormField label={t('open.reason')} isRequired error={form.errorOf(form.formState.errors.reason)}>
        <Textarea rows={3} {...form.register('reason')} />
      </FormField>
    </EditorForm>
  );
};

export const OpenShiftDialog = ({ target, onClose }: { target: TGuardTarget; onClose: () => void }) => {
  const { t } = useTranslation('shifts');
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('open.title', { name: target.guardName })}
      description={t('open.description', { shift: titleOf(target.occurrence) })}
    >
      <OpenShiftForm target={target} />
    </FormDialog>
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
            {coverageReasonText(t, r, language, currency)}
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

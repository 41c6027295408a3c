// What stopped a roster save: blocking conflicts to fix, or warnings that need an override reason.
import type { TAssignmentConflicts } from '@centinela/shared/contracts/rosters';
import { AlertTriangle, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { Label } from '@/components/ui/Label';
import { Textarea } from '@/components/ui/Textarea';
import { useLanguage } from '@/i18n/useLanguage';
import { conflictText } from '../lib/conflicts';
import { weekdayName } from '../lib/schedule';

export const SaveConflictsDialog = ({
  conflicts,
  guardNames,
  isSaving,
  onClose,
  onOverride,
}: {
  conflicts: TAssignmentConflicts | null;
  guardNames: Record<string, string>;
  isSaving: boolean;
  onClose: () => void;
  onOverride: (reason: string) => void;
}) => {
  const { t } = useTranslation(['rosters', 'common']);
  const { language } = useLanguage();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const needsOverride = conflicts?.needsOverride ?? false;
  return (
    <Dialog open={conflicts !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            {needsOverride ? (
              <AlertTriangle className="size-5 text-amber-600" aria-hidden="true" />
            ) : (
              <XCircle className="size-5 text-red-700" aria-hidden="true" />
            )}
            {needsOverride ? t('saveConflicts.warningTitle') : t('saveConflicts.blockedTitle')}
          </DialogTitle>
          <DialogDescription>
            {needsOverride ? t('saveConflicts.warningDescription') : t('saveConflicts.blockedDescription')}
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3" aria-label={t('saveConflicts.listLabel')}>
          {(conflicts?.conflicts ?? []).map((c) => (
            <li key={`${c.guardId}-${c.dayOfWeek}-${c.shiftNumber}`} className="rounded-md border border-slate-200 p-3 text-sm">
              <div className="font-medium text-slate-900">
                {t('saveConflicts.item', {
                  name: guardNames[c.guardId] ?? c.guardName,
                  day: weekdayName(c.dayOfWeek, language),
                  number: c.shiftNumber,
                })}
              </div>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {c.conflicts.map((x) => (
                  <li key={`${x.type}-${x.date ?? ''}-${x.postId ?? ''}`}>{conflictText(language, x)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        {needsOverride && (
          <div className="grid gap-1.5">
            <Label htmlFor={reasonId}>{t('saveConflicts.reason')}</Label>
            <Textarea id={reasonId} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {needsOverride ? t('common:actions.cancel') : t('saveConflicts.fix')}
          </Button>
          {needsOverride && (
            <Button disabled={reason.trim().length < 3 || isSaving} onClick={() => onOverride(reason.trim())}>
              {t('saveConflicts.saveAnyway')}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};

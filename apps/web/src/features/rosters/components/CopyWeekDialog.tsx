// Copy this roster's whole week (shifts, and guards when asked) onto another roster, replacing its week.
import type { TAssignmentConflicts, TRoster } from '@centinela/shared/contracts/rosters';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { useCopyWeek, useRosterList } from '../hooks/useRosters';

export const CopyWeekDialog = ({ source, isOpen, onClose }: { source: TRoster; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('rosters');
  const includeId = useId();
  const [targetId, setTargetId] = useState('');
  const [includeGuards, setIncludeGuards] = useState(false);
  const rosters = useRosterList({});
  const copy = useCopyWeek();
  const targets = (rosters.data ?? []).filter((r) => r.id !== source.id && r.companyId === source.companyId);

  const run = async () => {
    try {
      await copy.mutateAsync({ id: source.id, body: { targetRosterId: targetId, includeGuards } });
      toast.success(t('copyWeek.done'));
      setTargetId('');
      onClose();
    } catch (error) {
      const details = isApiError(error) ? (error.details as TAssignmentConflicts | undefined) : undefined;
      toast.error(t('toasts.errorTitle'), {
        description: details?.conflicts
          ? t('copyWeek.conflicts', { count: details.conflicts.length })
          : errorMessage(error, t('copyWeek.failed')),
      });
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('copyWeek.title')}</DialogTitle>
          <DialogDescription>{t('copyWeek.description', { name: source.name ?? source.postName })}</DialogDescription>
        </DialogHeader>
        <FormField label={t('copyWeek.target')}>
          <Select value={targetId} onChange={(event) => setTargetId(event.target.value)}>
            <option value="">{t('copyWeek.chooseTarget')}</option>
            {targets.map((r) => (
              <option key={r.id} value={r.id}>
                {r.postName} — {r.name ?? t('list.unnamed')} ({r.effectiveFrom})
              </option>
            ))}
          </Select>
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox id={includeId} checked={includeGuards} onCheckedChange={(checked) => setIncludeGuards(checked === true)} />
          <label htmlFor={includeId} className="text-sm text-slate-800">
            {t('copyWeek.includeGuards')}
          </label>
        </div>
        <p className="text-xs text-amber-800">{t('copyWeek.warning')}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button disabled={!targetId || copy.isPending} onClick={() => void run()}>
            {t('copyWeek.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};

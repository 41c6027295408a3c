// A new pay run: the period (kind, start and the end it implies), which guards (every employed guard, chosen ones or
// the guards of a post) and notes; created as a draft to calculate.
import { can, todayIn } from '@centinela/shared';
import { PERIOD_KINDS, periodEndOf, type TPeriodKind } from '@centinela/shared/contracts/payroll-runs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Combobox } from '@/components/ui/Combobox';
import { DateInput } from '@/components/ui/DateInput';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { usePostOptions } from '@/features/posts/hooks/usePosts';
import { errorMessage } from '@/lib/errors';
import { usePayrollActions, usePayrollGuards } from '../hooks/usePayroll';

export const CreateRunDialog = ({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) => {
  const { t } = useTranslation('payrollRuns');
  const { timeZone } = useCompanyLocale();
  const guards = usePayrollGuards();
  const { createRun } = usePayrollActions();
  const [kind, setKind] = useState<TPeriodKind>('biweekly');
  const [start, setStart] = useState(() => todayIn(timeZone));
  const [end, setEnd] = useState(() => periodEndOf('biweekly', todayIn(timeZone)));
  const [selection, setSelection] = useState<'all' | 'guards' | 'post'>('all');
  const [postId, setPostId] = useState('');
  const { subject } = useSession();
  const canPickPost = can(subject, 'view', 'posts') || can(subject, 'view', 'rosters') || can(subject, 'view', 'reports');
  const posts = usePostOptions('', canPickPost);
  const [chosen, setChosen] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const options = useMemo(
    () => (guards.data ?? []).filter((g) => !chosen.includes(g.id)).map((g) => ({ value: g.id, label: g.name })),
    [guards.data, chosen],
  );
  const nameOf = (id: string) => guards.data?.find((g) => g.id === id)?.name ?? id;
  const changeKind = (next: TPeriodKind) => {
    setKind(next);
    if (/^\d{4}-\d{2}-\d{2}$/.test(start)) setEnd(periodEndOf(next, start));
  };
  const changeStart = (next: string) => {
    setStart(next);
    if (/^\d{4}-\d{2}-\d{2}$/.test(next)) setEnd(periodEndOf(kind, next));
  };
  const save = async () => {
    try {
      const run = await createRun.mutateAsync({
        periodKind: kind,
        periodStart: start,
        periodEnd: end,
        selection,
        guardIds: selection === 'guards' ? chosen : [],
        notes,
      });
      toast.success(t('toasts.runCreated', { number: run.number }));
      onCreated(run.id);
      onClose();
    } catch (e) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(e, t('toasts.saveFailed')) });
    }
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('runs.createTitle')}</DialogTitle>
          <DialogDescription>{t('runs.createDescription')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <FormField label={t('fields.periodKind')}>
            <Select value={kind} onChange={(e) => changeKind(e.target.value as TPeriodKind)}>
              {PERIOD_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`runs.kinds.${k}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('fields.periodStart')} isRequired>
              <DateInput value={start} onChange={changeStart} />
            </FormField>
            <FormField label={t('fields.periodEnd')} isRequired>
              <DateInput value={end} onChange={setEnd} />
            </FormField>
          </div>
          <FormField label={t('fields.guards')}>
            <Select value={selection} onChange={(e) => setSelection(e.target.value as 'all' | 'guards' | 'post')}>
              <option value="all">{t('runs.selection.all')}</option>
              <option value="guards">{t('runs.selection.guards')}</option>
              {canPickPost && <option value="post">{t('runs.selection.post')}</option>}
            </Select>
          </FormField>
          {selection === 'post' && (
            <Combobox
              label={t('fields.post')}
              options={(posts.data ?? []).map((p) => ({ value: p.value, label: p.label, description: p.customerCompanyName }))}
              value={postId}
              onChange={setPostId}
            />
          )}
          {selection === 'guards' && (
            <div className="grid gap-2">
              <Combobox label={t('runs.addGuard')} options={options} value="" onChange={(id) => id && setChosen([...chosen, id])} />
              <ul className="flex flex-wrap gap-1" aria-label={t('runs.chosenGuards')}>
                {chosen.map((id) => (
                  <li key={id}>
                    <Badge variant="outline">
                      {nameOf(id)}
                      <button
                        type="button"
                        className="ml-1"
                        aria-label={t('runs.removeGuard', { name: nameOf(id) })}
                        onClick={() => setChosen(chosen.filter((c) => c !== id))}
                      >
                        ×
                      </button>
                    </Badge>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <FormField label={t('fields.notes')}>
            <Textarea value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={500} />
          </FormField>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="button" onClick={() => void save()} disabled={createRun.isPending}>
            {t('runs.create')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};

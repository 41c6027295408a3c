// An adjustment to a guard's pay in a run not yet approved: an amount added (or taken, with a minus sign), a plain
// adjustment or a non-discretionary bonus (part of the regular rate of the weeks the run pays), optionally correcting a
// processed run. The run goes back to draft; recalculating applies it.
import { ADJUSTMENT_KINDS, type TAdjustmentKind, type TRun } from '@centinela/shared/contracts/payroll-runs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Combobox } from '@/components/ui/Combobox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { errorMessage } from '@/lib/errors';
import { usePayrollActions, usePayrollGuards, useRuns } from '../hooks/usePayroll';

export const AdjustmentDialog = ({ run, isOpen, onClose }: { run: TRun; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('payrollRuns');
  const guards = usePayrollGuards();
  const { adjust } = usePayrollActions();
  const [guardId, setGuardId] = useState('');
  const [amount, setAmount] = useState('');
  const [kind, setKind] = useState<TAdjustmentKind>('adjustment');
  const [reason, setReason] = useState('');
  const processed = useRuns('processed');
  const [correctsRunId, setCorrectsRunId] = useState('');
  const save = async () => {
    const cents = Math.round(Number(amount.replace(',', '.')) * 100);
    try {
      await adjust.mutateAsync({ id: run.id, body: { guardId, amountCents: cents, kind, reason, correctsRunId: correctsRunId || null } });
      toast.success(t('toasts.adjustmentAdded'));
      onClose();
    } catch (e) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(e, t('toasts.saveFailed')) });
    }
  };
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('runs.adjustTitle')}</DialogTitle>
          <DialogDescription>{t('runs.adjustDescription')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <Combobox
            label={t('fields.guard')}
            options={(guards.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            value={guardId}
            onChange={setGuardId}
          />
          <FormField label={t('fields.adjustmentKind')} hint={t('runs.adjustKindHint')}>
            <Select
              value={kind}
              onChange={(e) => setKind(e.target.value as TAdjustmentKind)}
              options={ADJUSTMENT_KINDS.map((value) => ({ value, label: t(`runs.adjustKinds.${value}`) }))}
            />
          </FormField>
          <FormField label={t('fields.adjustmentAmount')} hint={t('runs.adjustAmountHint')} isRequired>
            <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormField>
          <FormField label={t('fields.correctsRun')}>
            <Select value={correctsRunId} onChange={(e) => setCorrectsRunId(e.target.value)}>
              <option value="">—</option>
              {(processed.data ?? []).map((r) => (
                <option key={r.id} value={r.id}>
                  {t('runs.runNumber', { number: r.number })}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('attendance.reason')} isRequired>
            <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
          </FormField>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="button" onClick={() => void save()} disabled={adjust.isPending || !guardId}>
            {t('common:actions.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};

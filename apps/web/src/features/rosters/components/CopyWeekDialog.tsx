// Copy this roster's whole week (shifts, and guards when asked) onto another roster, replacing its week.
import { type TAssignmentConflicts, type TRoster, ZCopyWeek } from '@centinela/shared/contracts/rosters';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { isApiError } from '@/lib/api';
import { useZodForm } from '@/lib/forms';
import { useCopyWeek, useRosterList } from '../hooks/useRosters';

const CopyWeekForm = ({ source }: { source: TRoster }) => {
  const { t } = useTranslation('rosters');
  const includeId = useId();
  const rosters = useRosterList({});
  const copy = useCopyWeek();
  const targets = (rosters.data ?? []).filter((r) => r.id !== source.id && r.companyId === source.companyId);
  const form = useZodForm({ schema: ZCopyWeek, defaultValues: { targetRosterId: '', includeGuards: false } });
  return (
    <EditorForm
      form={form}
      submit={(body) => copy.mutateAsync({ id: source.id, body })}
      success={t('copyWeek.done')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('copyWeek.failed')}
      // Guards who cannot work the copied shifts: how many (the editor of the other roster says who).
      errorText={(error) => {
        const conflicts = isApiError(error) ? (error.details as TAssignmentConflicts | undefined)?.conflicts : undefined;
        return conflicts ? t('copyWeek.conflicts', { count: conflicts.length }) : undefined;
      }}
      submitLabel={t('copyWeek.confirm')}
      isSubmitDisabled={!form.watch('targetRosterId')}
    >
      <FormField label={t('copyWeek.target')} error={form.errorOf(form.formState.errors.targetRosterId)}>
        <Select {...form.register('targetRosterId')}>
          <option value="">{t('copyWeek.chooseTarget')}</option>
          {targets.map((r) => (
            <option key={r.id} value={r.id}>
              {r.postName} — {r.name ?? t('list.unnamed')} ({r.effectiveFrom})
            </option>
          ))}
        </Select>
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="includeGuards"
          render={({ field }) => (
            <Checkbox id={includeId} checked={Boolean(field.value)} onCheckedChange={(checked) => field.onChange(checked === true)} />
          )}
        />
        <label htmlFor={includeId} className="text-sm text-slate-800">
          {t('copyWeek.includeGuards')}
        </label>
      </div>
      <p className="text-xs text-amber-800">{t('copyWeek.warning')}</p>
    </EditorForm>
  );
};

export const CopyWeekDialog = ({ source, isOpen, onClose }: { source: TRoster; isOpen: boolean; onClose: () => void }) => {
  const { t } = useTranslation('rosters');
  return (
    <FormDialog
      open={isOpen}
      onClose={onClose}
      title={t('copyWeek.title')}
      description={t('copyWeek.description', { name: source.name ?? source.postName })}
    >
      {isOpen && <CopyWeekForm source={source} />}
    </FormDialog>
  );
};

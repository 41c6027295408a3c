// A new pay run: the period (kind, start and the end it implies), which guards (every employed guard, chosen ones or
// the guards of a post) and notes; created as a draft to calculate. The shared schema's rules (the end not before the
// start, at most 31 days, guards or a post chosen) show on their fields, here and when the server says them.
import { can, todayIn } from '@centinela/shared';
import { PERIOD_KINDS, periodEndOf, type TPeriodKind, ZRunInput } from '@centinela/shared/contracts/payroll-runs';
import { useEffect, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Badge } from '@/components/ui/Badge';
import { Combobox, FormCombobox } from '@/components/ui/Combobox';
import { FormDateInput } from '@/components/ui/DateInput';
import { FormField } from '@/components/ui/FormField';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { usePostOptions } from '@/features/posts/hooks/usePosts';
import { useZodForm } from '@/lib/forms';
import { usePayrollActions, usePayrollGuards } from '../hooks/usePayroll';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

const RunForm = ({ onCreated }: { onCreated: (id: string) => void }) => {
  const { t } = useTranslation('payrollRuns');
  const { timeZone } = useCompanyLocale();
  const guards = usePayrollGuards();
  const { createRun } = usePayrollActions();
  const { subject } = useSession();
  const canPickPost = can(subject, 'view', 'posts') || can(subject, 'view', 'rosters') || can(subject, 'view', 'reports');
  const posts = usePostOptions('', canPickPost);
  const form = useZodForm({
    schema: ZRunInput,
    defaultValues: {
      periodKind: 'biweekly',
      periodStart: todayIn(timeZone),
      periodEnd: periodEndOf('biweekly', todayIn(timeZone)),
      selection: 'all',
      guardIds: [],
      postId: null,
      notes: '',
    },
  });
  const { register, control, watch, setValue, formState, errorOf } = form;
  const errors = formState.errors;
  const selection = watch('selection');
  const chosen = useController({ control, name: 'guardIds' });
  const chosenIds = (chosen.field.value ?? []) as string[];
  const options = useMemo(
    () => (guards.data ?? []).filter((g) => !chosenIds.includes(g.id)).map((g) => ({ value: g.id, label: g.name })),
    [guards.data, chosenIds],
  );
  const nameOf = (id: string) => guards.data?.find((g) => g.id === id)?.name ?? id;
  // The kind and the start imply the end (which stays editable).
  const kind = watch('periodKind') as TPeriodKind;
  const start = watch('periodStart');
  useEffect(() => {
    if (DAY_RE.test(start)) setValue('periodEnd', periodEndOf(kind, start));
  }, [kind, start, setValue]);
  return (
    <EditorForm
      form={form}
      // Only what the selection uses is sent.
      submit={(values) =>
        createRun.mutateAsync({
          ...values,
          guardIds: values.selection === 'guards' ? values.guardIds : [],
          postId: values.selection === 'post' ? values.postId : null,
        })
      }
      success={(run) => t('toasts.runCreated', { number: run.number })}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
      onDone={(run) => onCreated(run.id)}
      submitLabel={t('runs.create')}
    >
      <FormField label={t('fields.periodKind')}>
        <Select {...register('periodKind')}>
          {PERIOD_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`runs.kinds.${k}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('fields.periodStart')} isRequired error={errorOf(errors.periodStart)}>
          <FormDateInput control={control} name="periodStart" />
        </FormField>
        <FormField label={t('fields.periodEnd')} isRequired error={errorOf(errors.periodEnd)}>
          <FormDateInput control={control} name="periodEnd" />
        </FormField>
      </div>
      <FormField label={t('fields.guards')}>
        <Select {...register('selection')}>
          <option value="all">{t('runs.selection.all')}</option>
          <option value="guards">{t('runs.selection.guards')}</option>
          {canPickPost && <option value="post">{t('runs.selection.post')}</option>}
        </Select>
      </FormField>
      {selection === 'post' && (
        <FormCombobox
          control={control}
          name="postId"
          isNullable
          label={t('fields.post')}
          options={(posts.data ?? []).map((p) => ({ value: p.value, label: p.label, description: p.customerCompanyName }))}
        />
      )}
      {selection === 'guards' && (
        <div className="grid gap-2">
          <Combobox
            label={t('runs.addGuard')}
            options={options}
            value=""
            onChange={(id) => id && chosen.field.onChange([...chosenIds, id])}
            inputRef={chosen.field.ref}
            error={errorOf(chosen.fieldState.error)}
          />
          <ul className="flex flex-wrap gap-1" aria-label={t('runs.chosenGuards')}>
            {chosenIds.map((id) => (
              <li key={id}>
                <Badge variant="outline">
                  {nameOf(id)}
                  <button
                    type="button"
                    className="ml-1"
                    aria-label={t('runs.removeGuard', { name: nameOf(id) })}
                    onClick={() => chosen.field.onChange(chosenIds.filter((c) => c !== id))}
                  >
                    ×
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormField label={t('fields.notes')} error={errorOf(errors.notes)}>
        <Textarea maxLength={500} {...register('notes')} />
      </FormField>
    </EditorForm>
  );
};

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
  return (
    <FormDialog
      open={isOpen}
      onClose={onClose}
      title={t('runs.createTitle')}
      description={t('runs.createDescription')}
      className="max-w-lg"
    >
      {isOpen && (
        <RunForm
          onCreated={(id) => {
            onCreated(id);
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
};

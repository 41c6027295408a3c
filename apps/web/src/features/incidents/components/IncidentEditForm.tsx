// Edit an incident's fields while it is pending or reviewed (row.can.update); the server appends an 'updated' entry
// naming the fields, and refuses a closed (reopen first) or sealed incident with 409.
import type { TIncidentDetail } from '@centinela/shared/contracts/incidents';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EditorForm } from '@/components/form-dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useZodForm } from '@/lib/forms';
import { currentPosition, useIncidentActions, useIncidentFormOptions } from '../hooks/useIncidents';
import { incidentCodeText } from './shared';

const ZEdit = z.object({
  title: z.string().trim().min(1).max(160),
  description: z.string().trim().min(1).max(10_000),
  categoryId: z.string(),
  severityId: z.string(),
  location: z.string().max(200),
  peopleInvolved: z.string().max(2000),
  emergencyReportNumber: z.string().max(60),
  notes: z.string().max(5000),
  internalNotes: z.string().max(5000),
});

export const IncidentEditForm = ({ incident, onDone }: { incident: TIncidentDetail; onDone: () => void }) => {
  const { t } = useTranslation('incidents');
  const options = useIncidentFormOptions();
  const { update } = useIncidentActions();
  const form = useZodForm({
    schema: ZEdit,
    defaultValues: {
      title: incident.title,
      description: incident.description,
      categoryId: incident.categoryId ?? '',
      severityId: incident.severityId ?? '',
      location: incident.location ?? '',
      peopleInvolved: incident.peopleInvolved ?? '',
      emergencyReportNumber: incident.emergencyReportNumber ?? '',
      notes: incident.notes ?? '',
      internalNotes: incident.internalNotes ?? '',
    },
  });
  const { register, formState, errorOf } = form;
  const errors = formState.errors;
  const dirty = formState.dirtyFields as Partial<Record<keyof z.infer<typeof ZEdit>, boolean>>;
  // Only what changed is sent (the history names those fields); nothing changed, nothing is written.
  const save = async (v: z.infer<typeof ZEdit>) => {
    const body: Record<string, unknown> = {};
    for (const key of Object.keys(v) as (keyof typeof v)[]) {
      if (!dirty[key]) continue;
      body[key] = key === 'categoryId' || key === 'severityId' ? v[key] || null : v[key];
    }
    if (Object.keys(body).length === 0) return false;
    await update.mutateAsync({ id: incident.id, body: { ...body, position: await currentPosition() } });
    return true;
  };
  return (
    <EditorForm
      form={form}
      submit={save}
      success={(isChanged) => (isChanged ? t('toasts.saved') : '')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.failed')}
      errorText={incidentCodeText}
      onDone={onDone}
      onCancel={onDone}
      label={t('actions.edit')}
      formClassName="gap-3"
      className="gap-3"
    >
      <FormField label={t('fields.title')} isRequired error={errorOf(errors.title)}>
        <Input {...register('title')} />
      </FormField>
      <FormField label={t('fields.description')} isRequired error={errorOf(errors.description)}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('fields.severity')}>
          <Select {...register('severityId')}>
            <option value="">{t('filters.none')}</option>
            {(options.data?.severities ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('fields.category')}>
          <Select {...register('categoryId')}>
            <option value="">{t('filters.none')}</option>
            {(options.data?.categories ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField label={t('fields.location')} error={errorOf(errors.location)}>
        <Input {...register('location')} />
      </FormField>
      <FormField label={t('fields.peopleInvolved')} error={errorOf(errors.peopleInvolved)}>
        <Textarea rows={2} {...register('peopleInvolved')} />
      </FormField>
      <FormField label={t('fields.emergencyReportNumber')} error={errorOf(errors.emergencyReportNumber)}>
        <Input {...register('emergencyReportNumber')} />
      </FormField>
      <FormField label={t('fields.notes')} error={errorOf(errors.notes)}>
        <Textarea rows={2} {...register('notes')} />
      </FormField>
      {/* Sent to staff only (the key is absent for anyone else): only they see and edit it. */}
      {incident.internalNotes !== undefined && (
        <FormField label={t('fields.internalNotes')} error={errorOf(errors.internalNotes)}>
          <Textarea rows={2} {...register('internalNotes')} />
        </FormField>
      )}
    </EditorForm>
  );
};

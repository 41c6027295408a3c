// File an incident in a few taps (a phone at a post): the guard's post, shift and customer come from their current
// shift; title, what happened, severity, time (now by default) and photos. Staff pick the post and, when a guard
// reported it to them, the reporting guard.
import { MAX_INCIDENT_ATTACHMENTS } from '@centinela/shared/contracts/incidents';
import { z } from 'zod';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { AttachmentPicker } from '@/components/ui/AttachmentPicker';
import { Checkbox } from '@/components/ui/Checkbox';
import { Combobox } from '@/components/ui/Combobox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { usePostFormOptions } from '@/features/posts/hooks/usePosts';
import { newIdempotencyKey, stageFiles } from '@/lib/attachments';
import { useZodForm } from '@/lib/forms';
import { currentPosition, useIncidentActions, useIncidentFormOptions } from '../hooks/useIncidents';
import { incidentCodeText, instantToLocal, localToInstant } from './shared';

const ZIncidentForm = z.object({
  postId: z.string(),
  reportingGuardId: z.string(),
  title: z.string().trim().min(1).max(160),
  description: z.string().trim().min(1).max(10_000),
  occurredAt: z.string().min(16),
  categoryId: z.string(),
  severityId: z.string(),
  location: z.string().max(200),
  peopleInvolved: z.string().max(2000),
  policeCalled: z.boolean(),
  ambulanceCalled: z.boolean(),
  emergencyReportNumber: z.string().max(60),
  internalNotes: z.string().max(5000),
});

const IncidentFormBody = ({ onDone }: { onDone: (id: string) => void }) => {
  const { t } = useTranslation('incidents');
  const { timeZone } = useCompanyLocale();
  const options = useIncidentFormOptions();
  const { create } = useIncidentActions();
  const [files, setFiles] = useState<File[]>([]);
  // One key and one set of staged files per form opened: a retry re-sends neither the incident nor its files twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const staged = useRef(new Map<File, string>()).current;
  const checkId = useId();
  const current = options.data?.currentShift ?? null;
  // A guard files as themselves; staff may name the guard who reported it (the guards they can see).
  const isGuard = useSession().user?.role === 'security_guard';
  const guards = usePostFormOptions(!isGuard).data?.guards ?? [];
  const form = useZodForm({
    schema: ZIncidentForm,
    defaultValues: {
      postId: '',
      reportingGuardId: '',
      title: '',
      description: '',
      occurredAt: instantToLocal(new Date(), timeZone),
      categoryId: '',
      severityId: '',
      location: '',
      peopleInvolved: '',
      policeCalled: false,
      ambulanceCalled: false,
      emergencyReportNumber: '',
      internalNotes: '',
    },
  });
  const { register, formState, errorOf, watch, setValue } = form;
  const errors = formState.errors;

  // The files first (staged), then the incident with them: one write on the server, all or nothing.
  const save = async (v: z.output<typeof ZIncidentForm>) => {
    const attachmentIds = await stageFiles('incident', files, staged);
    const body = {
      occurrenceId: !v.postId && current ? current.occurrenceId : undefined,
      postId: v.postId || undefined,
      reportingGuardId: v.reportingGuardId || undefined,
      title: v.title,
      description: v.description,
      occurredAt: localToInstant(v.occurredAt, timeZone),
      categoryId: v.categoryId || null,
      severityId: v.severityId || null,
      location: v.location,
      peopleInvolved: v.peopleInvolved,
      policeCalled: v.policeCalled,
      ambulanceCalled: v.ambulanceCalled,
      emergencyReportNumber: v.emergencyReportNumber,
      internalNotes: isGuard ? undefined : v.internalNotes,
      position: await currentPosition(),
      attachmentIds,
    };
    return create.mutateAsync({ body, key: idempotencyKey });
  };

  return (
    <EditorForm
      form={form}
      submit={save}
      success={t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.failed')}
      errorText={incidentCodeText}
      onDone={(created) => onDone(created.id)}
      onCancel={false}
      submitLabel={t('actions.new')}
      submitSize="lg"
      label={t('actions.new')}
      formClassName="gap-3"
      className="gap-3"
    >
      {current ? (
        <p className="rounded-md bg-brand-50 p-2 text-sm text-brand-900" data-testid="current-shift">
          {t('currentShift', { post: current.postName, customer: current.customerName })}
        </p>
      ) : null}
      {(!current || (options.data?.posts.length ?? 0) > 1) && (
        <FormField label={t('fields.post')} error={errorOf(errors.postId)} hint={current || !isGuard ? undefined : t('offShift')}>
          <Select {...register('postId')}>
            <option value="">{current ? current.postName : '—'}</option>
            {(options.data?.posts ?? [])
              .filter((p) => p.id !== current?.postId)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} · {p.customerName}
                </option>
              ))}
          </Select>
        </FormField>
      )}
      {!isGuard && guards.length > 0 && (
        <Combobox
          label={t('fields.guard')}
          allLabel={t('filters.none')}
          options={guards}
          value={watch('reportingGuardId')}
          onChange={(value) => setValue('reportingGuardId', value)}
        />
      )}
      <FormField label={t('fields.title')} isRequired error={errorOf(errors.title)}>
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <FormField label={t('fields.description')} isRequired error={errorOf(errors.description)}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <div className="grid grid-cols-2 gap-3">
        <FormField label={t('fields.severity')} error={errorOf(errors.severityId)}>
          <Select {...register('severityId')}>
            <option value="">{t('filters.none')}</option>
            {(options.data?.severities ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('fields.category')} error={errorOf(errors.categoryId)}>
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
      <FormField label={t('fields.occurredAt')} isRequired error={errorOf(errors.occurredAt)}>
        <Input type="datetime-local" max={instantToLocal(new Date(), timeZone)} {...register('occurredAt')} />
      </FormField>
      <FormField label={t('fields.photos')}>
        <AttachmentPicker
          label={t('actions.attach')}
          inputLabel={t('fields.photos')}
          files={files}
          onChange={setFiles}
          accept="image/*,video/mp4,video/webm,application/pdf,.doc,.docx"
          capture="environment"
          max={MAX_INCIDENT_ATTACHMENTS}
        />
      </FormField>
      <details className="rounded-md border border-slate-200 p-2">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          {t('fields.location')} · {t('fields.peopleInvolved')}
        </summary>
        <div className="mt-2 grid gap-3">
          <FormField label={t('fields.location')} error={errorOf(errors.location)}>
            <Input {...register('location')} />
          </FormField>
          <FormField label={t('fields.peopleInvolved')} error={errorOf(errors.peopleInvolved)}>
            <Textarea rows={2} {...register('peopleInvolved')} />
          </FormField>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['policeCalled', 'ambulanceCalled'] as const).map((name) => (
              <span key={name} className="flex items-center gap-2">
                <Checkbox id={`${checkId}-${name}`} checked={watch(name)} onCheckedChange={(value) => setValue(name, value === true)} />
                <label htmlFor={`${checkId}-${name}`}>{t(`fields.${name}`)}</label>
              </span>
            ))}
          </div>
          <FormField label={t('fields.emergencyReportNumber')} error={errorOf(errors.emergencyReportNumber)}>
            <Input {...register('emergencyReportNumber')} />
          </FormField>
          {/* Internal notes are staff's: a guard neither reads nor writes them. */}
          {!isGuard && (
            <FormField label={t('fields.internalNotes')} error={errorOf(errors.internalNotes)}>
              <Textarea rows={2} {...register('internalNotes')} />
            </FormField>
          )}
        </div>
      </details>
    </EditorForm>
  );
};

export const IncidentFormDialog = ({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (id: string) => void;
}) => {
  const { t } = useTranslation('incidents');
  return (
    <FormDialog
      open={isOpen}
      onClose={onClose}
      title={t('actions.new')}
      description={t('tabs.incidents')}
      className="max-h-[100dvh] overflow-y-auto sm:max-w-lg"
    >
      {isOpen && <IncidentFormBody onDone={onCreated} />}
    </FormDialog>
  );
};

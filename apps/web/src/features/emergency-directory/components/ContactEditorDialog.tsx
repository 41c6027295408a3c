// Create or edit an emergency contact: kind, name, post (or the whole company), phones, notes.
import { EMERGENCY_CONTACT_KINDS, type TEmergencyContact, ZEmergencyContactInput } from '@centinela/shared/contracts/emergency-directory';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { useZodForm } from '@/lib/forms';
import { useDirectoryPosts, useEmergencyContactActions } from '../hooks/useEmergencyDirectory';

export type TContactEditorTarget = { mode: 'create'; postId: string } | { mode: 'edit'; contact: TEmergencyContact };

const ContactForm = ({ target }: { target: TContactEditorTarget }) => {
  const { t } = useTranslation('emergencyDirectory');
  const posts = useDirectoryPosts();
  const { save } = useEmergencyContactActions();
  const contact = target.mode === 'edit' ? target.contact : undefined;
  const form = useZodForm({
    schema: ZEmergencyContactInput,
    defaultValues: {
      postId: contact ? contact.postId : target.mode === 'create' ? target.postId || null : null,
      kind: contact?.kind ?? 'police',
      name: contact?.name ?? '',
      phones: contact?.phones ?? [''],
      notes: contact?.notes ?? '',
    },
    mode: 'onTouched',
  });
  const { register, formState, errorOf, control } = form;
  // Phones are plain strings; useFieldArray needs objects, so the array is addressed by index only.
  const phones = useFieldArray({ control, name: 'phones' as never });
  const errors = formState.errors;

  return (
    <EditorForm
      form={form}
      submit={(values) => save.mutateAsync({ id: contact?.id, body: values })}
      success={contact ? t('toasts.updated') : t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
      className="sm:grid-cols-2"
    >
      <FormField label={t('fields.name')} isRequired error={errorOf(errors.name)} className="sm:col-span-2">
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <FormField label={t('fields.kind')} isRequired error={errorOf(errors.kind)}>
        <Select {...register('kind')}>
          {EMERGENCY_CONTACT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('fields.post')} error={errorOf(errors.postId)}>
        <Select {...register('postId', { setValueAs: (v: string | null) => v || null })}>
          <option value="">{t('wholeCompany')}</option>
          {(posts.data ?? []).map((post) => (
            <option key={post.id} value={post.id}>
              {post.name}
            </option>
          ))}
        </Select>
      </FormField>
      <fieldset className="grid gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.phones')}</legend>
        {phones.fields.map((field, index) => (
          <div key={field.id} className="flex items-start gap-2">
            <FormField
              label={t('fields.phoneNumber', { number: index + 1 })}
              error={errorOf((errors.phones as Record<number, { message?: string }> | undefined)?.[index])}
              className="flex-1"
            >
              <Input type="tel" autoComplete="off" {...register(`phones.${index}` as const)} />
            </FormField>
            {phones.fields.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-6"
                aria-label={t('actions.removePhone', { number: index + 1 })}
                onClick={() => phones.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </div>
        ))}
        {errors.phones?.message && <p className="text-sm text-red-700">{errorOf(errors.phones as { message?: string })}</p>}
        {phones.fields.length < 5 && (
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => phones.append('' as never)}>
            <Plus aria-hidden="true" />
            {t('actions.addPhone')}
          </Button>
        )}
      </fieldset>
      <FormField label={t('fields.notes')} error={errorOf(errors.notes)} className="sm:col-span-2">
        <Textarea rows={2} {...register('notes')} />
      </FormField>
    </EditorForm>
  );
};

export const ContactEditorDialog = ({ target, onClose }: { target: TContactEditorTarget | null; onClose: () => void }) => {
  const { t } = useTranslation('emergencyDirectory');
  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('editor.editTitle') : t('editor.createTitle')}
      description={t('editor.description')}
      className="max-w-2xl"
    >
      {target && <ContactForm target={target} />}
    </FormDialog>
  );
};

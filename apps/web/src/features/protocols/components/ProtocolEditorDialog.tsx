// Create or edit a protocol's draft: title, category, posts and the rich text body. Guards keep reading the published
// version until an admin publishes the draft (ProtocolDetailDialog).
import { type TProtocolDetail, ZProtocolInput } from '@centinela/shared/contracts/protocols';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditorForm, FormDialog } from '@/components/form-dialog';
import { RichTextEditor } from '@/components/rich-text/RichTextEditor';
import { Checkbox } from '@/components/ui/Checkbox';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { useZodForm } from '@/lib/forms';
import { useProtocolActions, useProtocolFormOptions } from '../hooks/useProtocols';

export type TProtocolEditorTarget = { mode: 'create' } | { mode: 'edit'; protocol: TProtocolDetail };

const ProtocolForm = ({ target, onDone }: { target: TProtocolEditorTarget; onDone: (id: string) => void }) => {
  const { t } = useTranslation('protocols');
  const options = useProtocolFormOptions();
  const { save } = useProtocolActions();
  const protocol = target.mode === 'edit' ? target.protocol : undefined;
  const formId = useId();
  const form = useZodForm({
    schema: ZProtocolInput,
    defaultValues: {
      title: protocol?.title ?? '',
      categoryId: protocol?.categoryId ?? null,
      body: protocol?.body ?? '',
      postIds: protocol?.posts.map((p) => p.id) ?? [],
    },
    mode: 'onTouched',
  });
  const { register, formState, errorOf, control } = form;
  const errors = formState.errors;

  return (
    <EditorForm
      form={form}
      submit={(values) => save.mutateAsync({ id: protocol?.id, body: values })}
      success={protocol ? t('toasts.updated') : t('toasts.created')}
      errorTitle={t('toasts.errorTitle')}
      errorFallback={t('toasts.saveFailed')}
      onDone={(saved) => onDone(saved.id)}
      submitLabel={t('actions.saveDraft')}
      className="sm:grid-cols-2"
    >
      <FormField label={t('fields.title')} isRequired error={errorOf(errors.title)}>
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <FormField label={t('fields.category')} error={errorOf(errors.categoryId)}>
        <Select {...register('categoryId', { setValueAs: (v: string | null) => v || null })}>
          <option value="">{t('noCategory')}</option>
          {(options.data?.categories ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      <Controller
        control={control}
        name="postIds"
        render={({ field }) => {
          const selected = new Set(field.value ?? []);
          const toggle = (id: string, isOn: boolean) => {
            const next = new Set(selected);
            if (isOn) next.add(id);
            else next.delete(id);
            field.onChange([...next]);
          };
          return (
            <fieldset className="grid gap-2 sm:col-span-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('fields.posts')}</legend>
              <p className="text-xs text-slate-600">{t('editor.postsHint')}</p>
              <div className="grid max-h-40 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
                {(options.data?.posts ?? []).map((post) => (
                  <div key={post.id} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      id={`${formId}-post-${post.id}`}
                      checked={selected.has(post.id)}
                      onCheckedChange={(v) => toggle(post.id, v === true)}
                    />
                    <Label htmlFor={`${formId}-post-${post.id}`} className="min-w-0 truncate font-normal">
                      {post.name} <span className="text-slate-600">· {post.customerCompanyName}</span>
                    </Label>
                  </div>
                ))}
                {options.data && options.data.posts.length === 0 && <p className="text-sm text-slate-600">{t('editor.noPosts')}</p>}
              </div>
            </fieldset>
          );
        }}
      />
      <div className="grid gap-1.5 sm:col-span-2">
        <Controller
          control={control}
          name="body"
          render={({ field }) => <RichTextEditor label={t('fields.body')} value={field.value ?? ''} onChange={field.onChange} />}
        />
        {errors.body && <p className="text-sm text-red-700">{errorOf(errors.body)}</p>}
      </div>
    </EditorForm>
  );
};

export const ProtocolEditorDialog = ({
  target,
  onClose,
}: {
  target: TProtocolEditorTarget | null;
  onClose: (savedId?: string) => void;
}) => {
  const { t } = useTranslation('protocols');
  return (
    <FormDialog
      open={target !== null}
      // Leaving an edit goes back to the protocol it edited.
      onClose={() => onClose(target?.mode === 'edit' ? target.protocol.id : undefined)}
      title={target?.mode === 'edit' ? t('editor.editTitle') : t('editor.createTitle')}
      description={t('editor.description')}
      className="max-w-3xl"
    >
      {target && <ProtocolForm key={target.mode === 'edit' ? target.protocol.id : 'new'} target={target} onDone={onClose} />}
    </FormDialog>
  );
};
